# Latroncules : page des règles et première partie guidée.

latroncules-rules-intro = La version française, sur plateau tracé, du jeu des soldats romains : deux armées prennent en tenaille les pions adverses.

latroncules-rules-goal-title = But du jeu
latroncules-rules-goal = Prenez tous les pions adverses : celui qui prend le dernier est IMPERATOR et gagne. Une partie que personne ne peut gagner est nulle.

latroncules-rules-board-title = Plateau et pions
latroncules-rules-board =
    Les Blancs jouent en bas, les Noirs en haut. Chaque camp a 8 fantassins (petits disques unis) et 8 cavaliers (grands disques marqués), placés sur ses deux premières rangées : cavaliers sur les cases foncées, fantassins sur les claires.
    Les lignes tracées sur les cases foncées guident les cavaliers. Les Blancs commencent.
latroncules-rules-board-caption = La position de départ.

latroncules-rules-fantassin-title = Le fantassin
latroncules-rules-fantassin = À votre tour, vous déplacez un de vos pions vers une case vide ; on ne passe pas. Le fantassin avance d'une case tout droit, jamais de côté, en arrière ni par-dessus un pion. Il ignore les lignes.
latroncules-rules-fantassin-caption = Premier coup des Blancs : de e2 en e3.

latroncules-rules-cavalier-title = Le cavalier
latroncules-rules-cavalier = Sur une case claire, le cavalier se déplace d'une case dans n'importe quelle direction. Sur une case foncée, il ne suit que les lignes qui y sont tracées, dans un sens ou dans l'autre : les croix des premières rangées ne permettent que les diagonales.
latroncules-rules-cavalier-caption = Le cavalier en e3 suit la ligne montante de sa case jusqu'en f4.

latroncules-rules-jump-title = Le saut
latroncules-rules-jump = Au lieu d'avancer d'une case, le cavalier peut sauter par-dessus un pion ennemi voisin jusqu'à la case vide juste derrière, dans une direction qui lui est permise. Un seul saut par coup, jamais par-dessus ses propres pions ni par-dessus deux. Le pion sauté n'est pas pris.
latroncules-rules-jump-caption = Le cavalier en d6 suit sa ligne et saute c5 jusqu'en b4 ; c5 reste en place.

latroncules-rules-capture-title = La prise
latroncules-rules-capture =
    Déplacez un pion pour coincer un pion ennemi entre lui et un autre des vôtres, sur une rangée, une colonne ou une diagonale : le pion ennemi est pris. Un coup peut faire plusieurs prises ; deux ennemis côte à côte ne sont jamais pris ; le bord du plateau ne compte pas.
    Un pion dans un coin est pris quand vous tenez les deux cases qui le bordent (pour a1 : a2 et b1).
latroncules-rules-capture-caption = e4-e5 prend d5 (avec c5) et f4 (avec g3).

latroncules-rules-enclosed-title = Entre deux ennemis
latroncules-rules-enclosed = Vous ne pouvez pas placer un pion entre deux pions ennemis, ni dans un coin qu'ils ferment, sauf si ce coup fait une prise. Un pion entré ainsi ne risque rien tant qu'un ennemi ne vient pas refermer une nouvelle tenaille.
latroncules-rules-enclosed-caption = d4-d5 passe entre c5 et e5, permis car il prend c4 (avec b3).

latroncules-rules-promotion-title = La dernière rangée
latroncules-rules-promotion = Le fantassin qui atteint la dernière rangée adverse quitte le jeu et délivre l'un de vos cavaliers pris, qui prend sa place. Si aucun n'a été pris, le fantassin attend là, immobile, jusqu'à ce qu'il y en ait un.
latroncules-rules-promotion-caption = Le fantassin atteint d8 et un cavalier pris y revient.

latroncules-rules-end-title = Fin de la partie
latroncules-rules-end = Vous gagnez en prenant le dernier pion adverse. La partie est nulle si le joueur au trait n'a aucun coup possible, s'il ne reste qu'un pion de chaque côté, après 100 coups sans prise ni promotion, ou quand une position revient une troisième fois.

latroncules-rules-option-diagonal-capture-on = Rangées, colonnes et diagonales comptent, pour prendre comme pour l'interdiction de se placer entre deux ennemis.
latroncules-rules-option-diagonal-capture-off = Seules les rangées et les colonnes comptent, pour prendre comme pour cette interdiction. La prise dans un coin reste permise.
latroncules-rules-option-promotion-wait = Le fantassin arrivé sur la dernière rangée délivre un cavalier pris, ou y attend qu'il y en ait un.
latroncules-rules-option-promotion-always = Le fantassin arrivé sur la dernière rangée devient toujours cavalier, aussitôt.
latroncules-rules-option-quiet-limit-100 = Nulle après 100 coups d'affilée (50 chacun) sans prise ni promotion.
latroncules-rules-option-quiet-limit-off = Pas de nulle faute de prises.
latroncules-rules-option-repetition-draw = Nulle quand la même position, avec le même joueur au trait, revient une troisième fois.
latroncules-rules-option-repetition-off = Les positions répétées ne terminent pas la partie.

latroncules-tutorial-title = Votre première partie de latroncules
latroncules-tutorial-first-move = Vous jouez les Blancs, en bas. Avancez le fantassin en e2 (un petit disque) d'une case tout droit, en e3.
latroncules-tutorial-first-move-done = Bravo ! Les fantassins ne font qu'avancer : ils ne reviennent jamais.
latroncules-tutorial-cavalier = Votre cavalier en d2 (un grand disque) est sur une case foncée tracée d'une croix : il ne va qu'en diagonale. Déplacez-le en haut à droite, en e3.
latroncules-tutorial-cavalier-done = En e3, ses lignes suivent la rangée et la diagonale montante : regardez toujours les lignes sous un cavalier.
latroncules-tutorial-jump = Le fantassin noir en f4 touche votre cavalier en e3, sur sa ligne montante. Sautez par-dessus jusqu'à la case vide g5.
latroncules-tutorial-jump-done = Le saut ne prend rien, mais votre cavalier est maintenant derrière f4, prêt à refermer la tenaille.
latroncules-tutorial-capture = Refermez la tenaille : avancez votre fantassin de e2 en e3. Le fantassin en f4 est alors coincé sur la diagonale entre e3 et g5.
latroncules-tutorial-capture-done = Pris ! Deux de vos pions prennent un ennemi en tenaille, sur une rangée, une colonne ou une diagonale, quand l'un d'eux vient d'y arriver.
latroncules-tutorial-promotion = Votre fantassin en g7 est à un pas de la dernière rangée noire, et les Noirs vous ont pris des cavaliers. Avancez-le en g8.
latroncules-tutorial-promotion-done = Le fantassin a quitté le jeu et l'un de vos cavaliers pris revient en g8.
latroncules-tutorial-imperator = Le dernier pion noir se cache dans le coin a1 ; votre fantassin tient a2. Descendez votre cavalier de c2 en diagonale jusqu'en b1.
latroncules-tutorial-imperator-done = IMPERATOR ! Un pion dans un coin tombe quand vous tenez les deux cases qui le bordent, et prendre le dernier pion ennemi fait gagner la partie.

# Playing with the keyboard.
latroncules-rules-keys = Au clavier : Tab pour aller sur le plateau, puis les flèches déplacent le curseur. Entrée ou Espace prend la pièce sous le curseur, puis sa case d'arrivée ; quand il faut choisir quel fantassin est échangé, Entrée sur lui le choisit. Échap revient en arrière ; R lit la position à voix haute.
