# tab : page des règles et tutoriel (fr)

tab-rules-intro = Un jeu égyptien de course et de prise, décrit par E. W. Lane en 1836 : on lance quatre pièces, puis on fait courir ses pions sur un parcours en serpentin.

tab-rules-goal-title = But et plateau
tab-rules-goal = Le plateau compte 4 rangées de 9 cases. Chaque joueur a 9 pions sur sa rangée de départ : Sud en bas, Nord en haut. Prenez tous les pions adverses pour gagner.
    Un anneau marque un pion qui n'a jamais bougé, une étoile un pion passé par la rangée de départ adverse, un chiffre la hauteur d'une pile.
tab-rules-goal-caption = Le départ : neuf pions de chaque côté.

tab-rules-track-title = Le parcours
tab-rules-track = Les rangées se comptent depuis votre côté : la rangée 1 est votre rangée de départ, la rangée 4 celle de l'adversaire. Vos pions suivent la rangée 1, reviennent par la rangée 2, puis suivent la rangée 3, comme l'indiquent les flèches ; passer à la rangée suivante compte pour un pas.
    Au bout de la rangée 3, un pion redescend dans la rangée 2 et refait le tour, ou peut bifurquer dans la rangée 4 (voir plus bas). Aucun pion ne revient dans sa rangée de départ.
tab-rules-track-caption = Un 4 fait tourner le pion de g3 jusqu'en h2 ; il aurait pu monter en h4.

tab-rules-throws-title = Les lancers
tab-rules-throws = Lancez les quatre pièces et comptez les faces : de 1 à 4 faces, on avance d'autant de pas ; sans aucune face, de 6.
    Un 1, un 4 ou un 6 fait relancer ; le premier 2 ou 3 arrête vos lancers. Toutes les valeurs obtenues sont vos coups du tour.
    Ouverture : les joueurs lancent une fois chacun à tour de rôle jusqu'au premier 1. Celui qui l'obtient commence et relance normalement.
tab-rules-throws-caption = Sud a obtenu 1, 4 et 2 : trois coups à jouer.

tab-rules-moving-title = Se déplacer
tab-rules-moving = Jouez vos lancers dans l'ordre de votre choix. Chacun fait avancer un pion, ou toute une pile, d'exactement sa valeur ; un même pion peut recevoir plusieurs lancers.
    Un pion qui n'a jamais bougé ne part qu'avec un 1.
    Vous devez jouer tant qu'un lancer peut servir. Les lancers inutilisables sont perdus.
tab-rules-moving-caption = Le 1 fait monter le pion de i1 en i2, le 4 le mène en e2 ; le 2 reste à jouer.

tab-rules-stacks-title = Les piles
tab-rules-stacks = Un pion qui arrive sur l'un des vôtres se pose dessus : la pile avance comme un seul pion. Avec un 1, vous pouvez aussi ne déplacer que son pion du dessus.
    Une pile posée sur un pion qui n'a jamais bougé ne part qu'avec un 1.
tab-rules-stacks-caption = Avec un 1, seul le pion du dessus de la pile de e2 passe en d2.

tab-rules-capture-title = Les prises
tab-rules-capture = Arrivez sur un pion ou une pile adverse et vous prenez le tout. Les cases survolées ne sont pas touchées.
tab-rules-capture-caption = Le 3 mène le pion de d3 par-dessus e3 et prend toute la pile de g3.

tab-rules-back-title = Reculer d'une rangée
tab-rules-back = Une pile qui recule d'une rangée, de la 3 à la 2 ou de la 4 à la 3, ne garde que son pion du dessus : les autres sont perdus.
    Un tel coup n'est jamais obligatoire : s'il ne reste que ceux-là, vous pouvez passer.
tab-rules-back-caption = La pile de g3 redescend dans la rangée 2 : seul son pion du dessus arrive en i2.

tab-rules-row4-title = La rangée de départ adverse
tab-rules-row4 = Au bout de la rangée 3, un pion peut bifurquer dans la rangée 4 si l'adversaire y a encore des pions et si aucun des pions qui avancent n'y est déjà passé.
    Vos pions de la rangée 4 ne peuvent pas bouger tant qu'il vous reste un pion dans votre rangée de départ. S'il n'y a là que des piles, elles n'avancent entières que si rien d'autre ne peut bouger ; un 1 peut toujours déplacer un pion du dessus. Après la rangée 4, le parcours revient dans la rangée 3.
tab-rules-row4-caption = Le 3 fait monter le pion de g3 dans la rangée 4 et prend en i4.

tab-rules-end-title = Fin de la partie
tab-rules-end = Vous gagnez dès que vous prenez le dernier pion adverse. Il n'y a pas de nulle, sauf si une variante en ajoute une.

tab-rules-option-first-random = Le hasard désigne qui lance en premier.
tab-rules-option-first-south = Sud lance en premier.
tab-rules-option-first-north = Nord lance en premier.
tab-rules-option-stacked-unmoved-needs-1 = La pile a toujours besoin d'un 1 pour partir.
tab-rules-option-stacked-unmoved-activated = Un pion compte comme ayant bougé dès que l'un des vôtres se pose dessus.
tab-rules-option-tab-priority-free = Chaque 1 se joue sur le pion de votre choix.
tab-rules-option-tab-priority-convert = Tant qu'il vous reste des pions immobiles, chaque 1 doit en faire partir un, avec toute sa pile (règle de Lane).
tab-rules-option-use-throws-while-possible = Jouez tant qu'un lancer sert ; inutile de chercher l'ordre qui en emploie le plus.
tab-rules-option-use-throws-maximum = Jouez les coups qui permettent d'employer le plus de lancers. Réduire une pile reste facultatif.
tab-rules-option-reduction-backward = Seul le recul d'une rangée, de 3 à 2 ou de 4 à 3, réduit une pile.
tab-rules-option-reduction-visited = Aussi en montant de la rangée 2 à la 3 quand l'un de ses pions a déjà fait le tour (règle de Lane).
tab-rules-option-row4-stacks-stacks-only = La rangée 4 est bloquée tant qu'il vous reste un pion au départ ; s'il n'y a là que des piles, elles jouent en dernier.
tab-rules-option-row4-stacks-home-group = La rangée 4 est libre dès que votre rangée de départ n'a plus qu'un pion ou une pile ; les piles ne jouent pas en dernier.
tab-rules-option-quiet-draw-off = Pas de nulle.
tab-rules-option-quiet-draw-60 = Nulle après 60 tours d'affilée (des deux joueurs) sans prise.
tab-rules-option-quiet-draw-100 = Nulle après 100 tours d'affilée sans prise.
tab-rules-option-quiet-draw-200 = Nulle après 200 tours d'affilée sans prise.

tab-tutorial-title = Votre première partie de Tâb
tab-tutorial-first-move = Vous êtes Sud, en bas. Appuyez sur Lancer : un 1 fait relancer, puis un 2 arrête. Jouez le 1 sur votre pion du coin en bas à droite, en i1 : il monte en i2.
tab-tutorial-first-move-done = Bravo ! Un pion ne part qu'avec un 1, et i1 mène sur le parcours.
tab-tutorial-capture = Quelques tours plus tard. Lancez, puis avancez de 3 votre pion de e2 : vers la gauche sur la rangée 2, jusqu'au pion de Nord en b2.
tab-tutorial-capture-done = Pris ! Arriver sur des pions adverses les prend tous.
tab-tutorial-split = Il vous reste un 1. Touchez votre pile en d2, touchez-la encore pour ne déplacer que le pion du dessus, puis touchez c2, sur le pion de Nord.
tab-tutorial-split-done = Un 1 peut diviser une pile : le pion du dessus est parti seul et a pris.
tab-tutorial-row4 = Lancez : un 4 fait relancer, puis un 2. Choisissez le 4, votre pion de f3, puis i4 : au bout de la rangée 3, il monte dans la rangée de départ de Nord.
tab-tutorial-row4-done = Une prise dans la rangée de départ de Nord ! Votre pion y attend désormais que votre propre rangée de départ soit vide.
tab-tutorial-pass = Votre seul coup ferait redescendre la pile de h3 dans la rangée 2 et lui coûterait un pion. Rien ne vous y oblige : appuyez sur Passer.
tab-tutorial-pass-done = Tour terminé, pile intacte : réduire une pile n'est jamais obligatoire.
tab-tutorial-win = Le dernier pion de Nord est en h2. Lancez, puis avancez de 3 votre pion de h3 : il tourne au bout de la rangée 3 et revient en h2.
tab-tutorial-win-done = Vous avez gagné ! Vous connaissez maintenant toutes les règles. Bonne chance pour la prochaine partie.

# Playing with the keyboard.
tab-rules-keys = Au clavier : Tab pour aller sur le plateau. T lance, les chiffres choisissent un lancer en main, P passe. Les flèches déplacent le curseur de case en case ; en descendant sous la dernière rangée on atteint les lancers du plateau. Entrée ou Espace prend la pièce sous le curseur, puis sa case d'arrivée (appuyer encore sur une pile ne déplace que la pièce du dessus), et Entrée valide. Échap revient en arrière ; R lit la position à voix haute.
