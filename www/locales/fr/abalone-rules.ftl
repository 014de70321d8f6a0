# abalone : page des règles et tutoriel (fr)

abalone-rules-intro = Un jeu de stratégie abstrait créé par Michel Lalet et Laurent Lévi, paru en 1987. Deux joueurs font glisser des billes sur un hexagone, chacun cherchant à pousser celles de l'autre hors du plateau.

abalone-rules-goal-title = But du jeu
abalone-rules-goal = Vous jouez les Noirs ou les Blancs, avec 14 billes chacun. Éjectez six billes adverses du plateau pour gagner.

abalone-rules-board-title = Plateau et départ
abalone-rules-board = Le plateau est un hexagone de 61 cases, cinq par côté. Les rangées portent les lettres A, en bas, à I, en haut ; les diagonales qui descendent de gauche à droite sont numérotées de 1 à 9. La case centrale est E5.
    Les Noirs partent du bas, les Blancs du haut. Les Noirs commencent, puis chacun joue un coup à son tour. On ne peut pas passer.
abalone-rules-board-caption = Le départ standard : 14 billes chacun, les Noirs au trait.

abalone-rules-move-title = Déplacer ses billes
abalone-rules-move = À votre tour, déplacez une, deux ou trois de vos billes qui se touchent en ligne droite, d'une case, dans l'une des six directions.
    Avancer dans l'axe de la ligne est un déplacement en ligne : la bille de tête entre dans la case suivante, qui doit être vide ou occupée par des billes adverses que vous pouvez pousser. Une bille seule se déplace ainsi dans toutes les directions.
    On ne déplace jamais plus de trois billes, et jamais on ne sort une de ses propres billes du plateau.
abalone-rules-move-caption = En ligne : la file A1, B2, C3 a avancé vers le haut à droite, C3 jusqu'en D4.

abalone-rules-broadside-title = Déplacement latéral
abalone-rules-broadside = Deux ou trois billes alignées peuvent aussi se décaler ensemble de côté, dans l'une des quatre directions qui croisent leur ligne : c'est un déplacement latéral.
    Toutes les cases où elles arrivent doivent être vides : un déplacement latéral ne pousse jamais.
abalone-rules-broadside-caption = Latéral : C3, C4 et C5 se sont décalées vers le haut à droite, en D4, D5 et D6.

abalone-rules-push-title = Pousser : le sumito
abalone-rules-push = En avançant en ligne contre des billes adverses, vous les poussez d'une case si votre file est plus longue que la leur : 2 contre 1, 3 contre 1 ou 3 contre 2. C'est un sumito.
    La case juste derrière les billes adverses doit être vide, ou être le bord du plateau.
    Une bille seule ne pousse jamais, et seules comptent les billes que vous déplacez : une quatrième derrière vos trois n'ajoute rien.
abalone-rules-push-caption = 3 contre 2 : E2, E3, E4 ont poussé vers la droite les billes blanches de E5 et E6.

abalone-rules-blocked-title = Quand on ne peut pas pousser
abalone-rules-blocked = À forces égales, on se bloque : 1 contre 1, 2 contre 2 ou 3 contre 3 ne pousse pas. Trois billes adverses alignées ne peuvent jamais être poussées dans leur axe.
    Des billes adverses suivies d'une des vôtres sont elles aussi à l'abri : vous ne pouvez pas les pousser contre votre propre bille.
abalone-rules-blocked-caption = Aucune poussée pour les Noirs : 2 contre 2 sur la rangée E, et sur la rangée C la bille noire de C7 barre le passage.

abalone-rules-eject-title = Éjecter une bille
abalone-rules-eject = Quand une poussée atteint le bord, la dernière bille adverse tombe du plateau et sort du jeu. Un coup n'éjecte jamais plus d'une bille.
    Les rigoles au bord du plateau comptent les billes éjectées par chaque camp.
abalone-rules-eject-caption = 3 contre 2 au bord : la bille blanche de I6 est éjectée.

abalone-rules-end-title = Fin de la partie
abalone-rules-end = Le premier à éjecter six billes adverses gagne aussitôt. Un joueur qui ne peut plus jouer aucun coup perd, mais cela n'arrive presque jamais.
    Le jeu classique ne connaît pas la partie nulle. Les options ci-dessous peuvent en ajouter une ; vous pouvez aussi abandonner ou proposer la nulle.

abalone-rules-three-title = À trois joueurs
abalone-rules-three = Noirs, Blancs et Rouges jouent à tour de rôle, 11 billes chacun le long de trois côtés alternés. Une poussée déplace toutes les billes ennemies devant votre ligne, quel que soit l'adversaire : trois des vôtres poussent une blanche et une rouge, 3 contre 2.
    Chaque bille éjectée compte pour celui qui l'a poussée. Le premier à en éjecter six, de n'importe quelles couleurs, gagne aussitôt.
abalone-rules-three-caption = 3 contre 2 avec deux couleurs : A5, B5 et C5, aux Blancs, ont poussé la rouge de D5 et la noire de E5.
abalone-rules-four-title = À quatre, en deux équipes
abalone-rules-four = Noirs et Rouges jouent contre Blancs et Bleus, les partenaires dans des coins opposés, 9 billes chacun ; l'ordre du jeu est Noirs, Blancs, Rouges, Bleus. Les billes rouges portent un point, les bleues un anneau.
    Vous ne déplacez que vos billes, sauf pour pousser : une ou deux billes de votre partenaire peuvent alors faire partie de votre colonne, pourvu que la bille de queue soit à vous. Les billes ennemies des deux couleurs se poussent ensemble.
    La première équipe à éjecter six billes à deux gagne.
abalone-rules-four-caption = A1, B2 et C3, aux Noirs, ont poussé la bleue de D4 et la blanche de E5 : deux couleurs ennemies d'une seule poussée.

abalone-rules-setup-standard = La disposition classique : chaque camp occupe ses deux rangées du fond et les trois cases du milieu de la rangée suivante.
abalone-rules-setup-belgian = Chaque camp a deux marguerites de sept billes dans des coins opposés, chacune collée à une marguerite adverse : le contact vient vite.
abalone-rules-setup-german = Les marguerites sont avancées d'une rangée, avec un espace entre voisines : un combat plus ouvert.

abalone-rules-option-players-2 = Le duel classique : 14 billes chacun, Noirs contre Blancs.
abalone-rules-option-players-3 = Noirs, Blancs et Rouges, 11 billes chacun sur trois côtés alternés. Une poussée peut emporter ensemble des billes des deux adversaires, et chaque bille éjectée compte pour celui qui l'a poussée : le premier à six, toutes couleurs confondues, gagne.
abalone-rules-option-players-4 = Noirs et Rouges contre Blancs et Bleus, les partenaires dans des coins opposés, 9 billes chacun. Seules vos billes se déplacent, sauf pour pousser : une ou deux billes de votre partenaire peuvent alors entrer dans votre colonne, pourvu que la bille de queue soit à vous ; la première équipe à éjecter six billes à deux gagne.
abalone-rules-option-ply-limit-off = Pas de limite : on joue jusqu'à ce qu'un camp ait éjecté six billes.
abalone-rules-option-ply-limit-200 = La partie est nulle une fois 200 coups joués, ceux des deux camps comptés, sauf si le dernier donne la victoire.
abalone-rules-option-ply-limit-300 = De même avec 300 coups.
abalone-rules-option-ply-limit-400 = De même avec 400 coups.
abalone-rules-option-repetition-off = Les répétitions ne changent rien : la partie continue.
abalone-rules-option-repetition-draw = La partie est nulle dès que la même position, avec le même camp au trait, se présente une troisième fois.

abalone-tutorial-title = Votre première partie d'Abalone
abalone-tutorial-first-move = Vous jouez les Noirs, en bas, et vous commencez. Choisissez la file oblique de trois billes à gauche, A1, B2 et C3, et avancez-la d'une case vers le haut à droite : C3 arrive en D4.
abalone-tutorial-first-move-done = Bravo ! Jusqu'à trois de vos billes alignées avancent ensemble dans leur axe, vers une case vide.
abalone-tutorial-side-step = Les Blancs ont répondu. Décalez-vous maintenant de côté : choisissez la paire C4 et C5 et déplacez-la vers le haut à droite, en D5 et D6.
abalone-tutorial-side-step-done = Un déplacement latéral : les billes se décalent côte à côte, et chaque case devant elles doit être libre.
abalone-tutorial-push = Vos billes de E3 et E4 font face à une bille blanche isolée en E5, avec E6 vide derrière elle. Poussez-la : avancez E3 et E4 d'une case vers la droite.
abalone-tutorial-push-done = Sumito ! Deux contre une, ça pousse : la bille blanche a glissé en E6. Il faut toujours plus de billes que celles qu'on pousse.
abalone-tutorial-eject = Sur la rangée F, vos trois billes F5, F6 et F7 font face à deux blanches en F8 et F9, au bord. Poussez-les : avancez vos trois billes d'une case vers la droite.
abalone-tutorial-eject-done = La bille blanche de F9 n'avait nulle part où aller : elle est tombée du plateau. C'est votre troisième ; à six, vous gagnez.
abalone-tutorial-win = Vous avez déjà éjecté cinq billes blanches. Celle de I7 est au bord, en haut, avec vos billes G7 et H7 alignées en dessous. Poussez-la vers le haut à gauche, H7 vers I7, pour gagner !
abalone-tutorial-win-done = Et de six ! Vous avez gagné. Vous connaissez maintenant toutes les règles : bonne chance pour la prochaine partie.

# Playing with the keyboard.
abalone-rules-keys = Au clavier : Tab pour aller sur le plateau, puis les flèches déplacent le curseur (gauche et droite le long d'une rangée, haut et bas vers la rangée voisine). Entrée ou Espace prend la bille sous le curseur ou y envoie le groupe ; W, E, D, X, Z et A poussent le groupe choisi dans les six directions, telles qu'on les voit à l'écran.
    Quand deux coups finissent sur la même case, 1 et 2 choisissent entre eux. Échap revient en arrière ; R lit la position à voix haute.
