# cabale : règles et tutoriel (fr)
cabale-rules-intro = Un jeu de stratégie de Roland Siegers (1999) pour 2 à 4 joueurs : votre pion zigzague sur un plateau hexagonal et laisse derrière lui des blocs qui marquent des points et capturent.

cabale-rules-goal-title = But du jeu
cabale-rules-goal = Marquez le plus de points : vos blocs rapportent la valeur de leur case, et chaque bloc adverse pris ajoute un bonus.

cabale-rules-board-title = Plateau et matériel
cabale-rules-board = Les 61 cases valent 15 au centre, puis 10, 6, 3 et 1 sur le bord.
    Chaque joueur a un pion, des blocs, des doubles et des barrages : 30, 6 et 12 à deux ; 20, 4 et 8 à trois ; 15, 3 et 6 à quatre. Un marqueur noir est commun à tous.
cabale-rules-board-caption = Chaque case indique sa valeur.

cabale-rules-setup-title = Mise en place
cabale-rules-setup = À tour de rôle, chacun pose son pion sur une case vide du bord, hors des coins. Puis le premier joueur commence, et chacun joue à son tour.
cabale-rules-setup-caption = Rouge, Bleu et Jaune ont placé leur pion.

cabale-rules-run-title = Déplacer son pion
cabale-rules-run = À chaque tour, votre pion doit avancer tout droit d'une case ou plus, tourner une fois de 60° ou 120°, puis repartir tout droit d'une case ou plus.
    Il n'entre que dans des cases vides (ni pion, ni bloc, ni marqueur noir) et ne franchit jamais un barrage. Le marqueur occupe votre case de départ jusqu'à la fin du tour.
cabale-rules-run-caption = Rouge est allé de H4 à E4, a tourné et a fini en E2.

cabale-rules-block-title = Poser un bloc
cabale-rules-block = Posez un bloc sur la case où votre pion a tourné : un bloc simple, ou un bloc double (deux blocs empilés) qui compte deux fois et utilise un de vos doubles.
cabale-rules-block-caption = Le bloc double de Rouge en E4 vaut 20.

cabale-rules-capture-title = Prise
cabale-rules-capture = Le bloc que vous venez de poser peut sauter par-dessus un bloc adverse voisin pour atterrir sur la case vide juste derrière, comme aux dames. Le bloc sauté quitte le plateau.
    Vous pouvez sauter encore, dans n'importe quelle direction, ou vous arrêter : la prise n'est jamais obligatoire. On ne peut sauter ni un pion, ni le marqueur, ni ses propres blocs, et aucun saut ne franchit un barrage.
cabale-rules-capture-caption = Le double de Rouge a sauté le double de Bleu en E5 et atterri en E6.

cabale-rules-blockade-title = Barrages
cabale-rules-blockade = Enfin, vous pouvez poser un barrage sur n'importe quelle ligne entre deux cases. Il reste jusqu'à la fin, n'appartient à personne, et aucun pion ni saut ne le franchit. Il peut enfermer n'importe quel pion, même le vôtre.
cabale-rules-blockade-caption = Le pion de Bleu en B6 ne peut plus aller à gauche.

cabale-rules-end-title = Fin de la partie
cabale-rules-end = La partie s'arrête quand un joueur pose son dernier bloc (ses prises comptent encore), ou quand un pion ne peut plus bouger au début du tour de son joueur.

cabale-rules-score-title = Décompte
cabale-rules-score = Chaque bloc rapporte la valeur de sa case, le double pour un bloc double. Ajoutez 1 par bloc simple pris et 3 par bloc double pris. Le plus haut score gagne ; en cas d'égalité, la victoire est partagée.
    Exemple : un bloc simple sur 15, un double sur 10, un simple pris et un double pris font 39.

cabale-rules-option-players-2 = 30 blocs, 6 doubles et 12 barrages chacun.
cabale-rules-option-players-3 = 20 blocs, 4 doubles et 8 barrages chacun.
cabale-rules-option-players-4 = 15 blocs, 3 doubles et 6 barrages chacun.
cabale-rules-option-turn-angles-60-120 = Virage serré ou doux ; jamais de demi-tour.
cabale-rules-option-turn-angles-60 = Seulement des virages doux de 60°.
cabale-rules-option-blockade-edges-any = N'importe quelle ligne entre deux cases, comme le disent les règles anglaises.
cabale-rules-option-blockade-edges-outer2-touch = Lignes en gras touchant une case de 3 ou de 1 : notre reconstitution du plateau en bois.
cabale-rules-option-blockade-edges-outer2-both = Lignes en gras entre deux cases de 3 ou de 1.
cabale-rules-option-blockade-edges-outer1 = Lignes en gras touchant une case du bord.
cabale-rules-option-chain-direction-free = Après chaque saut, le bloc peut repartir dans n'importe quelle direction.
cabale-rules-option-chain-direction-straight = Chaque saut suivant garde la direction du premier.
cabale-rules-option-last-block-capture-true = Le dernier bloc peut encore prendre, puis la partie s'arrête.
cabale-rules-option-last-block-capture-false = La partie s'arrête dès que le dernier bloc est posé.
cabale-rules-option-stuck-check-start-of-own-turn = Un pion bloqué arrête la partie quand son tour commence.
cabale-rules-option-stuck-check-any-runner-after-each-turn = La partie s'arrête aussi après tout tour qui laisse un pion bloqué, même celui du joueur qui vient de jouer.
cabale-rules-option-teams-4p-false = Chacun joue pour soi.
cabale-rules-option-teams-4p-true = Rouge et Jaune contre Bleu et Vert, les partenaires additionnant leurs scores.

cabale-tutorial-title = Votre première partie de Cabale
cabale-tutorial-place = Vous jouez Rouge. Posez votre pion en A4, la quatrième case du bord du bas.
cabale-tutorial-place-done = Les pions partent d'une case du bord, jamais d'un coin. Bleu part de H9.
cabale-tutorial-run = Choisissez D4, trois cases plus haut vers la gauche, pour y tourner, puis une case en surbrillance pour finir le déplacement.
cabale-tutorial-run-done = Tout droit, un virage, tout droit : voilà chaque déplacement. La case de virage D4, qui vaut 10, reçoit votre bloc.
cabale-tutorial-double = Appuyez sur Bloc double : la pile en D4 compte deux fois, soit 20 points.
cabale-tutorial-double-done = Un double utilise deux blocs et l'un de vos six doubles : gardez-les pour les meilleures cases.
cabale-tutorial-capture = Plus tard, votre nouveau bloc en C3 touche le bloc de Bleu en C4, et C5 est vide derrière. Sautez-le : choisissez C5.
cabale-tutorial-capture-done = Le bloc de Bleu quitte le plateau : 1 point pour vous. Et vous pouvez sauter encore !
cabale-tutorial-chain = Depuis C5, sautez le double de Bleu en D5, en haut à gauche, pour atterrir en E5, au centre.
cabale-tutorial-chain-done = Un double pris vaut 3, et votre bloc est maintenant sur le 15. Seul le bloc qui vient d'être posé peut prendre.
cabale-tutorial-blockade = Le pion de Bleu en I8, en haut, ne peut sortir que par le coin I9. Posez un barrage sur la ligne entre I8 et I9 (ou entre I9 et H9).
cabale-tutorial-blockade-done = Le pion de Bleu ne peut plus bouger au début de son tour : la partie s'arrête, et vous gagnez 48 à 7 !

# Playing with the keyboard.
cabale-rules-keys = Au clavier : Tab pour aller sur le plateau, puis les flèches déplacent le curseur de case en case ; en descendant sous la dernière rangée on atteint les boutons sous le plateau. Entrée ou Espace choisit ce qui est sous le curseur. S et D choisissent un bloc simple ou double.
    Pour un barrage, Entrée sur une case montre ses traits : les flèches en font le tour et Entrée pose celui dessiné en jaune. Échap revient en arrière ; R lit la position à voix haute.
