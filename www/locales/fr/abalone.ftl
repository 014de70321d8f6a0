# Abalone : carte d'accueil, positions, options, camps et vue du plateau.

game-abalone-tagline = Éjectez six billes adverses hors de l'hexagone.

setup-abalone-standard = Standard
setup-abalone-belgian = Marguerite belge
setup-abalone-german = Marguerite allemande

option-abalone-players = Joueurs
option-abalone-players-help = À trois, 11 billes chacun, et le premier à en éjecter six gagne ; à quatre, deux équipes de partenaires face à face, 9 billes chacun, six éjections à deux.
option-abalone-players-2 = 2
option-abalone-players-3 = 3
option-abalone-players-4 = 4 (deux équipes)
option-abalone-ply-limit = Nulle après un nombre de coups
option-abalone-ply-limit-help = La partie est nulle une fois ce nombre de coups joués, ceux des deux camps comptés.
option-abalone-ply-limit-off = Jamais
option-abalone-ply-limit-200 = 200 coups
option-abalone-ply-limit-300 = 300 coups
option-abalone-ply-limit-400 = 400 coups
option-abalone-repetition = Triple répétition
option-abalone-repetition-help = La partie est nulle quand la même position revient une troisième fois, avec le même camp au trait.
option-abalone-repetition-off = On continue
option-abalone-repetition-draw = Partie nulle

seat-abalone-black = Noirs
seat-abalone-white = Blancs
seat-abalone-red = Rouges
seat-abalone-blue = Bleus

# Invites ($colour vaut black, white, red ou blue, $cells les billes choisies, p. ex. « C3 D4 »).
abalone-prompt-select =
    Choisissez 1 à 3 de vos billes { $colour ->
        [black] noires
        [red] rouges
        [blue] bleues
       *[white] blanches
    } alignées (clic, glisser, ou flèches et Espace)
abalone-prompt-stuck = Aucun mouvement pour { $cells } : ajoutez une bille alignée, ou choisissez-en d'autres
abalone-prompt-stuck-full = Aucun mouvement pour { $cells } : choisissez-en d'autres
abalone-prompt-choose = Deux mouvements mènent en { $cell } : cliquez sur la case numérotée 1 ou 2, ou tapez 1 ou 2
abalone-prompt-move = Déplacez { $cells } : cliquez sur une cible ou une flèche verte (touches W E D X Z A), ou ajoutez des billes

# Refus ($dir vaut E, NE, NW, W, SW ou SE).
abalone-refuse-select-first = Choisissez d'abord des billes (Espace), puis une direction
abalone-refuse-direction =
    Impossible de déplacer { $cells } vers { $dir ->
        [E] l'est
        [NE] le nord-est
        [NW] le nord-ouest
        [W] l'ouest
        [SW] le sud-ouest
        [SE] le sud-est
       *[other] { $dir }
    }
abalone-refuse-empty =
    { $cell } est vide : choisissez d'abord 1 à 3 de vos billes { $colour ->
        [black] noires
        [red] rouges
        [blue] bleues
       *[white] blanches
    } alignées
abalone-refuse-not-yours =
    { $cell } n'est pas à vous : choisissez d'abord 1 à 3 de vos billes { $colour ->
        [black] noires
        [red] rouges
        [blue] bleues
       *[white] blanches
    } alignées
abalone-refuse-too-many = On déplace au plus trois billes par tour
abalone-refuse-not-in-line = Un groupe forme une seule ligne droite : { $cell } n'est pas aligné avec { $cells }
abalone-refuse-cannot-go = Impossible d'amener { $cells } en { $cell } : cliquez sur une cible verte, ou choisissez d'autres billes

# Les rigoles des billes éjectées, dessinées sur le plateau.
abalone-tray-black = Noirs { $n }/{ $total }
abalone-tray-white = Blancs { $n }/{ $total }
abalone-tray-red = Rouges { $n }/{ $total }
abalone-tray-blue = Bleus { $n }/{ $total }

# Panneau latéral.
abalone-fact-black-pushed-off = Éjectées par les Noirs
abalone-fact-white-pushed-off = Éjectées par les Blancs
abalone-fact-red-pushed-off = Éjectées par les Rouges
abalone-fact-blue-pushed-off = Éjectées par les Bleus
abalone-fact-team-black = Équipe Noirs et Rouges
abalone-fact-team-white = Équipe Blancs et Bleus
abalone-fact-of = { $n } sur { $total }
abalone-fact-on-board = Sur le plateau
abalone-fact-on-board-count =
    { $black ->
        [one] { $black } noire
       *[other] { $black } noires
    }, { $white ->
        [one] { $white } blanche
       *[other] { $white } blanches
    }
abalone-fact-on-board-count-3 =
    { $black ->
        [one] { $black } noire
       *[other] { $black } noires
    }, { $white ->
        [one] { $white } blanche
       *[other] { $white } blanches
    }, { $red ->
        [one] { $red } rouge
       *[other] { $red } rouges
    }
abalone-fact-on-board-count-4 =
    { $black ->
        [one] { $black } noire
       *[other] { $black } noires
    }, { $white ->
        [one] { $white } blanche
       *[other] { $white } blanches
    }, { $red ->
        [one] { $red } rouge
       *[other] { $red } rouges
    }, { $blue ->
        [one] { $blue } bleue
       *[other] { $blue } bleues
    }

# Pourquoi la partie s'est terminée (règles §3 et règles maison).
end-abalone-six-pushed-off = Six billes ont été éjectées du plateau.
end-abalone-no-legal-move = Le camp au trait n'avait plus aucun coup possible.
end-abalone-ply-limit = La limite de coups est atteinte : partie nulle.
end-abalone-repetition = La même position s'est présentée trois fois : partie nulle.

# Refusals : pourquoi les règles refusent un coup ($cell est une case comme C3).
abalone-illegal-not-yours = vous n'avez pas de bille en { $cell }
abalone-illegal-too-many = on déplace au plus trois billes par tour
abalone-illegal-off-board = vous ne pouvez pas sortir vos propres billes du plateau
abalone-illegal-own-in-way = une de vos billes barre le passage
abalone-illegal-partner = les billes de votre partenaire n'avancent avec les vôtres que pour pousser
abalone-illegal-single-push = une bille seule ne peut pas pousser
abalone-illegal-no-sumito = { $len } contre { $pushed } n'est pas un sumito : il faut plus de billes que celles que vous poussez
abalone-illegal-sandwich = les billes poussées sont bloquées par une de vos billes (sandwich)
abalone-illegal-broadside-blocked = un déplacement latéral demande que chaque case devant les billes soit libre : il ne pousse jamais
abalone-illegal-other = ce coup n'est pas permis

# Les directions comme les nomment les règles (§1.2).
abalone-dir-e = E
abalone-dir-ne = NE
abalone-dir-nw = NO
abalone-dir-w = O
abalone-dir-sw = SO
abalone-dir-se = SE

# Lu à voix haute pour un lecteur d'écran (touche « r ») ; $black et $white listent des cases.
abalone-describe =
    Aux { $colour ->
        [black] Noirs
       *[white] Blancs
    } de jouer. Noirs, { $nblack } sur le plateau : { $black }. Blancs, { $nwhite } sur le plateau : { $white }. Sorties : par les Noirs { $outblack } sur { $total }, par les Blancs { $outwhite } sur { $total }.
abalone-describe-turn =
    Aux { $colour ->
        [black] Noirs
        [red] Rouges
        [blue] Bleus
       *[white] Blancs
    } de jouer.
abalone-describe-seat =
    { $colour ->
        [black] Noirs
        [red] Rouges
        [blue] Bleus
       *[white] Blancs
    }, { $n } sur le plateau : { $cells } ; { $out } sur { $total } éjectées.
abalone-describe-selected = Sélection : { $cells }. Mouvements : { $moves }.
abalone-describe-stuck = Sélection : { $cells }, qui ne peut pas bouger.
abalone-describe-move = { $dir } vers { $cells }
abalone-describe-push =
    { $dir } vers { $cells }, en poussant { $n ->
        [one] une bille
       *[other] { $n } billes
    }
abalone-describe-eject = { $dir } vers { $cells }, en sortant une bille du plateau

# Dit au lecteur d'écran après chaque touche : la case sous le curseur ($what vaut black, white,
# red, blue ou empty), les billes choisies, et ce que fera un appui ($way est une direction
# ci-dessous, $marbles un des messages abalone-marbles, $move une phrase press-move).
abalone-spoken-cell =
    { $cell } : { $what ->
        [black] bille noire
        [white] bille blanche
        [red] bille rouge
        [blue] bille bleue
       *[empty] vide
    }.
abalone-spoken-selected = Sélection : { $cells }.
abalone-spoken-press-select = Appuyez pour la choisir.
abalone-spoken-press-add = Appuyez pour ajouter { $cells } au groupe.
abalone-spoken-press-drop = Appuyez pour la retirer du groupe.
abalone-spoken-press-move = Appuyez pour déplacer le groupe { $way }.
abalone-spoken-press-push = Appuyez pour pousser { $marbles } { $way }.
abalone-spoken-press-eject =
    Appuyez pour pousser { $marbles } { $way }, { $n ->
        [one] hors du plateau
       *[other] la dernière hors du plateau
    }.
abalone-spoken-press-choose = { $n } mouvements arrivent ici : appuyez pour en choisir un.
abalone-spoken-press-pick = Choix { $n }. { $move }
abalone-way-e = vers l'est
abalone-way-ne = vers le nord-est
abalone-way-nw = vers le nord-ouest
abalone-way-w = vers l'ouest
abalone-way-sw = vers le sud-ouest
abalone-way-se = vers le sud-est
abalone-marbles-black =
    { $n ->
        [one] une bille noire
       *[other] { $n } billes noires
    }
abalone-marbles-white =
    { $n ->
        [one] une bille blanche
       *[other] { $n } billes blanches
    }
abalone-marbles-red =
    { $n ->
        [one] une bille rouge
       *[other] { $n } billes rouges
    }
abalone-marbles-blue =
    { $n ->
        [one] une bille bleue
       *[other] { $n } billes bleues
    }

# Un mouvement raconté ($colour est celle du joueur : black, white, red ou blue ; $cells son groupe).
abalone-told-move =
    { $colour ->
        [black] Les Noirs
        [white] Les Blancs
        [red] Les Rouges
       *[blue] Les Bleus
    } ont déplacé { $cells } { $way }.
abalone-told-push =
    { $colour ->
        [black] Les Noirs
        [white] Les Blancs
        [red] Les Rouges
       *[blue] Les Bleus
    } ont déplacé { $cells } { $way } en poussant { $marbles }.
abalone-told-eject =
    { $colour ->
        [black] Les Noirs
        [white] Les Blancs
        [red] Les Rouges
       *[blue] Les Bleus
    } ont déplacé { $cells } { $way }, { $n ->
        [one] et sorti { $marbles } du plateau
       *[other] en poussant { $marbles }, dont la dernière hors du plateau
    }.
