# Latroncules : carte d'accueil, positions, options, camps et vue du plateau.

game-latroncules-tagline = Le jeu des soldats romains, sur son plateau tracé : prenez en tenaille pour capturer.

setup-latroncules-start = Standard

option-latroncules-diagonal-capture = Prise en diagonale
option-latroncules-diagonal-capture-help = Si deux pions peuvent aussi prendre un ennemi en tenaille en diagonale ; la prise dans un coin reste permise.
option-latroncules-diagonal-capture-on = Oui
option-latroncules-diagonal-capture-off = Non (rangées et colonnes seulement)
option-latroncules-promotion = Fantassin sur la dernière rangée
option-latroncules-promotion-help = Ce que devient un fantassin qui atteint la dernière rangée adverse.
option-latroncules-promotion-wait = Délivre un cavalier capturé, ou en attend un
option-latroncules-promotion-always = Devient toujours cavalier
option-latroncules-quiet-limit = Nulle sans prise ni promotion
option-latroncules-quiet-limit-help = La partie est nulle après 100 coups d'affilée sans prise ni promotion.
option-latroncules-quiet-limit-100 = Après 100 coups
option-latroncules-quiet-limit-off = Jamais
option-latroncules-repetition = Triple répétition
option-latroncules-repetition-help = La partie est nulle quand la même position revient une troisième fois.
option-latroncules-repetition-draw = Partie nulle
option-latroncules-repetition-off = On continue

seat-latroncules-white = Blancs
seat-latroncules-black = Noirs

# Invites ($kind vaut fantassin ou cavalier, $square est une case comme d4).
latroncules-prompt-choose = Choisissez un pion à déplacer
latroncules-prompt-move =
    Déplacez le { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } en { $square } : choisissez une case en surbrillance

# Refus.
latroncules-refuse-no-move = le pion en { $square } n'a aucun coup possible

# Les pions pris, à côté du plateau ($side est le nom d'un camp).
latroncules-tray-lost = Pertes des { $side }

# Panneau latéral.
latroncules-fact-pieces = Pions des { $side }
latroncules-fact-quiet = Coups sans prise

# Pourquoi la partie s'est terminée (règles §7).
end-latroncules-all-captured = Tous les pions adverses ont été pris.
end-latroncules-one-piece-each = Il ne reste qu'un pion de chaque côté : partie nulle.
end-latroncules-quiet-limit = Trop de coups sans prise ni promotion : partie nulle.
end-latroncules-no-legal-move = Le camp au trait ne pouvait plus jouer : partie nulle.
end-latroncules-repetition = La même position s'est présentée trois fois : partie nulle.

# Refusals : pourquoi les règles refusent un coup ($square est une case comme d4).
latroncules-illegal-empty = il n'y a pas de pion en { $square }
latroncules-illegal-not-yours = le pion en { $square } n'est pas à vous
latroncules-illegal-occupied = la case { $square } est occupée
latroncules-illegal-fantassin = un fantassin n'avance que d'une case, tout droit
latroncules-illegal-cavalier-lines = un cavalier en { $square } se déplace d'une case le long des lignes de sa case, ou saute un ennemi voisin
latroncules-illegal-cavalier-any = un cavalier en { $square } se déplace d'une case dans n'importe quelle direction, ou saute un ennemi voisin
latroncules-illegal-enclosed = la case { $square } est entre deux ennemis : un pion ne peut y aller que pour prendre

# La position lue à voix haute pour un lecteur d'écran (touche « r »). $side est le nom d'un
# camp, $squares une liste de cases comme « a1, c1 ».
latroncules-describe-turn = Aux { $side } de jouer.
latroncules-describe-pieces = { $side } : cavaliers { $cavaliers } ; fantassins { $fantassins }. Pions perdus : cavaliers { $lostc }, fantassins { $lostf }.
latroncules-describe-none = aucun
latroncules-describe-quiet = Coups sans prise : { $count }.
latroncules-describe-movable = Pions qui peuvent bouger : { $squares }.
latroncules-describe-targets =
    Le { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } en { $square } peut aller en { $squares }.
latroncules-describe-jump = { $square } (saut)
latroncules-describe-exchange = Fantassins en attente qui peuvent reprendre un cavalier capturé : { $squares }.

# L'échange que choisit son propriétaire (règles §6.1).
latroncules-prompt-exchange =
    { $count ->
        [one] Choisissez le fantassin en attente qui reprend un cavalier capturé : { $squares }
       *[other] Choisissez { $count } fantassins en attente qui reprennent des cavaliers capturés : { $squares }
    }
latroncules-refuse-exchange-first = choisissez d'abord le fantassin en attente qui reprend le cavalier capturé
latroncules-illegal-exchange-due = choisissez d'abord, avant le coup, les fantassins en attente qui reprennent les cavaliers libérés (par exemple d8=C,b2-c3)
latroncules-illegal-exchange-none = il n'y a pas d'échange à choisir : un fantassin en attente est échangé de lui-même quand un cavalier est libre pour lui

# Dit au lecteur d'écran après chaque touche : la case sous le curseur et son pion ($side un
# camp, $kind fantassin ou cavalier), l'échange choisi, le pion choisi, et ce que fera un appui
# ($how vaut step ou jump ; $squares les pions qu'il prend, $n leur nombre).
latroncules-spoken-piece =
    { $square } : { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } des { $side }.
latroncules-spoken-empty = { $square } : vide.
latroncules-spoken-exchange = Reprise d'un cavalier : { $squares }.
latroncules-spoken-selected =
    Choisi : le { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } en { $square }.
latroncules-spoken-press-exchange = Appuyez pour que ce fantassin reprenne un cavalier pris.
latroncules-spoken-press-select = Appuyez pour le choisir.
latroncules-spoken-press-unselect = Appuyez pour le reposer.
latroncules-spoken-press-move =
    Appuyez pour { $how ->
        [jump] sauter
       *[step] aller
    } ici{ $n ->
        [0] .
        [one] , en prenant { $squares }.
       *[other] , en prenant { $squares }.
    }
# Un coup raconté.
latroncules-told =
    Les { $side } ont { $how ->
        [jump] fait sauter
       *[step] déplacé
    } le { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } de { $from } en { $to }{ $n ->
        [0] .
        [one] , en prenant { $squares }.
       *[other] , en prenant { $squares }.
    }
latroncules-told-exchange = Les { $side } ont repris un cavalier avec les fantassins en { $squares }.
