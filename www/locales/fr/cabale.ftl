# cabale (fr)

# Carte d'accueil, position de départ et joueurs.
game-cabale-tagline = Courez, tournez et prenez les cases les plus riches ; capturez comme aux dames. De 2 à 4 joueurs.
setup-cabale-start = Plateau vide
seat-cabale-red = Rouge
seat-cabale-blue = Bleu
seat-cabale-yellow = Jaune
seat-cabale-green = Vert

# Variantes.
option-cabale-players = Joueurs
option-cabale-players-help = Blocs par joueur : 30 à deux, 20 à trois, 15 à quatre.
option-cabale-players-2 = 2
option-cabale-players-3 = 3
option-cabale-players-4 = 4
option-cabale-turn-angles = Virage du pion
option-cabale-turn-angles-help = De combien le pion peut tourner sur sa case de virage.
option-cabale-turn-angles-60-120 = 60° ou 120°
option-cabale-turn-angles-60 = 60° seulement
option-cabale-blockade-edges = Barrages posés sur
option-cabale-blockade-edges-help = Les lignes entre cases qui peuvent recevoir un barrage ; si elles sont limitées, elles sont tracées en gras.
option-cabale-blockade-edges-any = Toute ligne entre deux cases
option-cabale-blockade-edges-outer2-touch = Lignes en gras (touchant les deux anneaux extérieurs)
option-cabale-blockade-edges-outer2-both = Lignes à l'intérieur des deux anneaux extérieurs
option-cabale-blockade-edges-outer1 = Lignes touchant le bord
option-cabale-chain-direction = Prises en chaîne
option-cabale-chain-direction-help = Une suite de prises peut-elle changer de direction après chaque saut, comme aux dames ?
option-cabale-chain-direction-free = Changement de direction permis
option-cabale-chain-direction-straight = Tout droit seulement
option-cabale-last-block-capture = Après le dernier bloc
option-cabale-last-block-capture-help = Le dernier bloc d'un joueur peut-il encore capturer avant la fin de la partie ?
option-cabale-last-block-capture-true = Ses prises comptent encore
option-cabale-last-block-capture-false = La partie s'arrête aussitôt
option-cabale-stuck-check = Fin de la partie quand
option-cabale-stuck-check-help = Quand un pion bloqué arrête la partie : seulement à son tour, ou après n'importe quel tour.
option-cabale-stuck-check-start-of-own-turn = Un pion ne peut pas bouger au début de son tour
option-cabale-stuck-check-any-runner-after-each-turn = Un pion quelconque est bloqué après un tour
option-cabale-teams-4p = À quatre joueurs
option-cabale-teams-4p-help = Rouge et Jaune peuvent faire équipe contre Bleu et Vert, en additionnant leurs scores.
option-cabale-teams-4p-false = Chacun pour soi
option-cabale-teams-4p-true = Deux équipes

# Boutons sous le plateau.
cabale-button-single = Bloc simple
cabale-button-double = Bloc double
cabale-button-stop = Fin des prises
cabale-button-skip = Pas de barrage
cabale-place-runner = Placez votre pion sur une case du bord

# Les mots de la notation dans la liste des coups (cases et chemins s'écrivent pareil partout) :
# bloc simple ou double, fin des prises, pas de barrage.
cabale-record-single = simple
cabale-record-double = double
cabale-record-stop = fin
cabale-record-skip = sans barrage

# Ce que le joueur doit faire.
cabale-prompt-place = Placez votre pion sur une case du bord (pas un coin)
cabale-prompt-turn = Déplacez le pion : choisissez d'abord la case où il tourne (clavier : flèches, Entrée)
cabale-prompt-end = Virage en { $cell } : choisissez maintenant où le pion s'arrête
cabale-prompt-build = Bloc simple ou bloc double en { $cell } ? (touches S ou D)
cabale-prompt-capture = Prise : sautez un bloc adverse, ou arrêtez
cabale-prompt-blockade = Posez un barrage sur une ligne entre deux cases, ou passez (clavier : Entrée sur une case, puis flèches)
cabale-prompt-edge = Barrage en { $edge } : flèches pour une autre ligne de { $cell }, Entrée pour le poser

# Choix refusés.
cabale-refuse-end = Le pion ne peut pas s'arrêter là : choisissez une case en surbrillance, ou revenez en arrière
cabale-refuse-turn = Choisissez où le pion tourne : une case en surbrillance
cabale-refuse-start = Les pions partent d'une case du bord qui n'est pas un coin
cabale-refuse-no-line = Aucune ligne de cette case ne peut recevoir de barrage : allez sur une autre case, ou passez

# Panneau de jeu.
cabale-fact-score = Score de { $seat }
cabale-fact-supply =
    { $score } — encore { $blocks ->
        [one] { $blocks } bloc
       *[other] { $blocks } blocs
    }, { $doubles ->
        [one] { $doubles } double
       *[other] { $doubles } doubles
    }, { $blockades ->
        [one] { $blockades } barrage
       *[other] { $blockades } barrages
    }

# Pourquoi la partie s'est terminée (règles §5).
end-cabale-last-block = Le dernier bloc est posé : les scores décident.
end-cabale-stuck-runner = Un pion ne peut plus avancer : les scores décident.

# Refusals : pourquoi les règles refusent une action ($cell est une case comme E5, $edge une ligne comme E5E6).
cabale-illegal-not-start = { $cell } n'est pas une case du bord hors des coins
cabale-illegal-taken = { $cell } est déjà occupée
cabale-illegal-run = le pion ne peut pas aller de { $from } à { $turn } puis jusqu'à { $end } : il avance tout droit sur des cases vides, tourne une fois de 60° ou 120°, et ne franchit jamais un barrage
cabale-illegal-no-double = plus de bloc double (ou moins de 2 blocs)
cabale-illegal-jump = le bloc ne peut pas sauter en { $cell }
cabale-illegal-blockade = un barrage ne peut pas être posé sur { $edge }
cabale-illegal-now-place = c'est le moment de placer un pion
cabale-illegal-now-run = c'est le moment de déplacer le pion
cabale-illegal-now-build = c'est le moment de poser un bloc simple ou double
cabale-illegal-now-capture = c'est le moment de prendre ou de s'arrêter
cabale-illegal-now-blockade = c'est le moment de poser un barrage ou de passer

# Lu à voix haute pour un lecteur d'écran (touche « r ») ; les cases sont groupées, p. ex. « C3–C5 D4 ».
cabale-describe-turn = À { $seat } de jouer : { $prompt }.
cabale-describe-seat = { $seat } : pion en { $runner }, blocs simples { $singles }, blocs doubles { $doubles }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $left ->
        [one] { $left } bloc en réserve.
       *[other] { $left } blocs en réserve.
    }
cabale-describe-blockades = Barrages : { $edges }.
cabale-describe-choices = Choix possibles : { $choices }.
cabale-describe-none = aucun

# Dit au lecteur d'écran après chaque touche : la case sous le curseur ($what est l'un des
# messages pion, bloc ou vide), un bouton ou une ligne, la case de virage choisie, et ce que
# fera un appui.
cabale-spoken-cell = { $cell }, valeur { $value } : { $what }.
cabale-spoken-runner = pion de { $seat }
cabale-spoken-single = bloc simple de { $seat }
cabale-spoken-double = bloc double de { $seat }
cabale-spoken-empty = vide
cabale-spoken-button = Bouton « { $label } ».
cabale-spoken-line = Ligne { $edge }.
cabale-spoken-turning = Virage en { $cell }.
cabale-spoken-press-place = Appuyez pour poser votre pion ici.
cabale-spoken-press-turn = Appuyez pour faire tourner le pion ici.
cabale-spoken-press-end = Appuyez pour arrêter le pion ici.
cabale-spoken-press-unturn = Appuyez pour annuler la case de virage.
cabale-spoken-press-jump = Appuyez pour sauter ici et prendre.
cabale-spoken-press-lines =
    Appuyez pour choisir { $n ->
        [one] sa ligne
       *[other] parmi ses { $n } lignes
    } pour un barrage.
cabale-spoken-press-blockade = Appuyez pour poser le barrage ici.
cabale-spoken-press-button = Appuyez pour le choisir.
# Chaque partie d'un tour racontée.
cabale-told-place = { $seat } pose son pion en { $cell }.
cabale-told-run = { $seat } court de { $from } à { $end } en tournant en { $turn }.
cabale-told-single = { $seat } pose un bloc simple en { $cell }.
cabale-told-double = { $seat } pose un bloc double en { $cell }.
cabale-told-jump = { $seat } saute de { $from } en { $to } et prend.
cabale-told-stop = { $seat } arrête ses prises.
cabale-told-blockade = { $seat } pose un barrage sur { $edge }.
cabale-told-skip = { $seat } ne pose pas de barrage.
