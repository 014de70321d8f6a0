# Qawale : carte d'accueil, positions, options, camps et vue du plateau.

game-qawale-tagline = Semez des piles de galets le long de chemins sinueux ; alignez quatre galets de votre couleur.

setup-qawale-start = Standard

option-qawale-both-lines = Un coup aligne les deux couleurs
option-qawale-both-lines-help = Qui gagne quand un coup laisse visible un alignement de chaque couleur.
option-qawale-both-lines-mover = Le joueur qui vient de jouer gagne
option-qawale-both-lines-opponent = Le joueur qui vient de jouer perd (règle du Quixo)
option-qawale-first = Premier joueur
option-qawale-first-help = Qui pose le premier galet d'une nouvelle partie.
option-qawale-first-random = Au hasard
option-qawale-first-light = Clairs
option-qawale-first-dark = Foncés

seat-qawale-light = Clairs
seat-qawale-dark = Foncés

# Invites ($space est une case comme b3, $left les galets qui restent à poser).
qawale-prompt-choose-stack = Choisissez une pile : vous y posez un galet, la prenez et la semez le long d'un chemin
qawale-prompt-confirm = Validez le coup (✓, Entrée), ou revenez en arrière
qawale-prompt-lay =
    Semez depuis { $space } : encore { $left ->
        [one] { $left } galet
       *[other] { $left } galets
    } à poser

# Refus.
qawale-refuse-empty = { $space } est vide : choisissez une case avec des galets
qawale-refuse-all-laid = Tous les galets sont posés : validez le coup, ou revenez en arrière
qawale-refuse-path = Le chemin ne peut pas aller là (ni demi-tour, ni sortie du plateau)
qawale-refuse-neighbour = Semez case après case, toujours sur une case voisine

# Panneau latéral.
qawale-fact-light-in-hand = Galets clairs en main
qawale-fact-dark-in-hand = Galets foncés en main

# Pourquoi la partie s'est terminée (règles §3).
end-qawale-line = Quatre galets d'une même couleur sont alignés sur le dessus des piles.
end-qawale-hands-empty = Tous les galets sont posés sans alignement de quatre : partie nulle.

# Refusals : pourquoi les règles refusent un semis ($space est une case comme b3).
qawale-illegal-empty = { $space } est vide ; choisissez une case avec des galets
qawale-illegal-path-length = la pile de { $space } comptera { $pebbles } galets : le chemin doit donc parcourir { $pebbles } cases, et non { $steps }
qawale-illegal-off-board = le chemin sort du plateau
qawale-illegal-u-turn = le chemin revient sur ses pas (le demi-tour est interdit)
qawale-illegal-hand-empty = plus aucun galet en main
qawale-illegal-sowing = ce semis n'est pas permis

# La position lue à voix haute pour un lecteur d'écran (touche « r »). $space est une case comme
# b3, $spaces et $path des listes de cases, $pebbles les galets d'une pile de bas en haut.
qawale-describe-turn = Au tour des { $side }.
qawale-describe-hands = En main : Clairs { $light }, Foncés { $dark }.
qawale-describe-stack = { $space } : { $pebbles }.
qawale-describe-pebble =
    { $colour ->
        [light] clair
        [dark] foncé
       *[neutral] neutre
    }
qawale-describe-stacks = Piles que vous pouvez choisir : { $spaces }.
qawale-describe-path = Chemin déjà tracé : { $path } ; { $left ->
        [one] { $left } galet
       *[other] { $left } galets
    } encore à poser ; ensuite : { $spaces }.

# Dit au lecteur d'écran après chaque touche : la case sous le curseur (sa pile comme la dit
# qawale-describe-stack), le chemin déjà tracé, et ce que fera un appui.
qawale-spoken-empty = { $space } : vide.
qawale-spoken-path = Chemin : { $path }.
qawale-spoken-press-stack = Appuyez pour choisir cette pile.
qawale-spoken-press-unchoose = Appuyez pour reposer la pile.
qawale-spoken-press-lay = Appuyez pour poser le galet suivant ici.
qawale-spoken-press-play = Appuyez pour jouer ce coup.
qawale-dir-n = nord
qawale-dir-e = est
qawale-dir-s = sud
qawale-dir-w = ouest
# Un coup raconté ($dirs : la direction de chaque galet posé, $end la dernière case).
qawale-told =
    Les { $side } ont soulevé { $origin } et posé { $n ->
        [one] un galet
       *[other] { $n } galets
    } : { $dirs }, jusqu'en { $end }.
