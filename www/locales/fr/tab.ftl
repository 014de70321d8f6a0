# tab (fr)

# Carte d'accueil, position de départ et camps.
game-tab-tagline = Le jeu de course égyptien : quatre pièces y tiennent lieu de bâtonnets.
setup-tab-start = Position de départ
seat-tab-south = Sud
seat-tab-north = Nord

# Variantes.
option-tab-first = Premier à lancer dans l'ouverture
option-tab-first-help = Le camp qui fait le premier lancer de l'ouverture.
option-tab-first-random = Au hasard
option-tab-first-south = Sud
option-tab-first-north = Nord
option-tab-stacked-unmoved = Pile sur un pion qui n'a jamais bougé
option-tab-stacked-unmoved-help = Quand un pion rejoint l'un des vôtres qui n'a jamais bougé, la pile a-t-elle encore besoin d'un 1 ?
option-tab-stacked-unmoved-needs-1 = Ne part qu'avec un 1
option-tab-stacked-unmoved-activated = Le pion rejoint compte comme ayant bougé
option-tab-tab-priority = Les 1 tant qu'il reste des pions immobiles
option-tab-tab-priority-help = Chaque 1 doit-il faire partir un pion qui n'a jamais bougé, tant qu'il en reste ?
option-tab-tab-priority-free = Jouez-les comme vous voulez
option-tab-tab-priority-convert = Doivent faire partir un pion immobile
option-tab-use-throws = Emploi des lancers
option-tab-use-throws-help = Faut-il choisir les coups qui emploient le plus de lancers, ou jouer tant qu'un lancer sert ?
option-tab-use-throws-while-possible = Jouer tant qu'un lancer sert
option-tab-use-throws-maximum = Employer le plus de lancers possible, comme au backgammon
option-tab-reduction = Réduction d'une pile en marche
option-tab-reduction-help = Une pile qui recule d'une rangée ne garde que son pion du dessus ; ceci dit quels changements de rangée comptent.
option-tab-reduction-backward = En reculant d'une rangée : 3→2 ou 4→3
option-tab-reduction-visited = En entrant dans une rangée où l'un de ses pions est déjà passé
option-tab-row4-stacks = Piles dans la rangée de départ adverse
option-tab-row4-stacks-help = Quand vos pions dans la rangée de départ adverse peuvent bouger, et si les piles y jouent en dernier.
option-tab-row4-stacks-stacks-only = S'il n'y a là que des piles, elles jouent en dernier
option-tab-row4-stacks-home-group = Pas de telle règle ; la rangée 4 est libre dès que votre rangée de départ a au plus un groupe
option-tab-quiet-draw = Nulle après des tours sans prise
option-tab-quiet-draw-help = La partie est nulle après ce nombre de tours d'affilée sans prise.
option-tab-quiet-draw-off = Jamais
option-tab-quiet-draw-60 = 60 tours
option-tab-quiet-draw-100 = 100 tours
option-tab-quiet-draw-200 = 200 tours

# Les lancers du tour et leurs boutons.
tab-tray-opening = Ouverture : un lancer chacun jusqu'au premier 1
tab-tray-throwing = { $seat } lance jusqu'à un 2 ou un 3
tab-tray-throws = Lancers de { $seat }
tab-tray-wasted = { $seat } n'a pu jouer aucun lancer : au tour de { $next }
tab-button-throw = Lancer
tab-button-pass = Passer
# Les mots de la notation dans la liste des coups (les coups sont des cases, partout les mêmes).
tab-record-throw = lancer { $value }
tab-record-pass = passe
# Lettres sur les pièces : face, pile.
tab-coin-heads = F
tab-coin-tails = P
tab-landing-again = { $value } : on relance

# Sur le plateau : le pion choisi et l'effet du coup choisi.
tab-top-piece = pion du dessus
tab-whole-stack = toute la pile
tab-effect-captures = prise
tab-effect-stacks = empile
tab-effect-reduced = réduite
tab-effect-row4 = rangée 4

# Ce que le joueur doit faire.
tab-prompt-throw = Lancez les quatre pièces : appuyez sur Lancer (ou T). 1, 4 et 6 font relancer
tab-prompt-confirm = Confirmez { $move } (✓, Entrée), ou choisissez une autre case
tab-prompt-split-top = Choisissez où va la pile de { $square } ; touchez-la encore pour ne déplacer que le pion du dessus
tab-prompt-split-whole = Choisissez où va la pile de { $square } ; touchez-la encore pour déplacer toute la pile
tab-prompt-destination = Choisissez l'arrivée du { $value } depuis { $square }
tab-prompt-piece = Choisissez un pion à avancer de { $value }
tab-prompt-which-throw = Choisissez le lancer à jouer pour { $square }
tab-prompt-pass = Il ne reste que des coups qui réduiraient une pile : jouez-en un, ou passez
tab-prompt-choose = Choisissez un lancer et un pion (ou d'abord le pion)

# Lu à voix haute (touche R) : le tour, les pions de chaque camp, ce qu'on peut jouer, les touches.
tab-describe-opening = Ouverture : { $seat } lance une fois ; le premier 1 commence la partie.
tab-describe-throwing = { $seat } lance jusqu'à un 2 ou un 3 ; lancers obtenus : { $throws }.
tab-describe-moving = { $seat } joue avec les lancers { $throws }.
tab-describe-side = { $seat }, { $counts } : { $units }.
tab-describe-none = aucun
tab-describe-height = { $height } pions
tab-describe-unmoved = n'a jamais bougé
tab-describe-unmoved-under = celui du dessous n'a jamais bougé
tab-describe-row4 = déjà passé par la rangée 4
tab-describe-movable = Pions qui peuvent bouger : { $squares }.
tab-describe-move = le { $value } de { $from } en { $to }
tab-describe-options = Coups : { $moves }.
tab-describe-cursor = Curseur sur { $place }.
tab-describe-throw = le lancer { $value }
tab-describe-keys = Touches : les flèches déplacent le curseur, et Bas depuis la rangée du bas mène aux lancers ; Entrée ou Espace choisit, Entrée confirme, Échap revient en arrière ; 1, 2, 3, 4 ou 6 choisit un lancer, T lance, P passe.

# Choix refusés.
tab-refuse-throw-first = Lancez d'abord
tab-refuse-throw-unused = Le { $value } ne sert à rien pour l'instant
tab-refuse-other-throw = Ce pion ne peut pas jouer ce lancer : choisissez d'abord un autre lancer
tab-refuse-no-move = Ce pion n'a aucun coup avec ces lancers
tab-refuse-not-yours = Choisissez un de vos pions qui peut bouger

# Panneau de jeu.
tab-fact-pieces = Pions de { $seat }
tab-fact-throws = Lancers
tab-fact-pieces-count =
    { $board } en jeu, { $captured } pris, { $lost ->
        [one] { $lost } perdu
       *[other] { $lost } perdus
    }

# Pourquoi la partie s'est terminée (règles §5).
end-tab-all-captured = Tous les pions adverses ont été pris.
end-tab-quiet-turns = Trop de tours sans prise : la partie est nulle.

# Refusals : pourquoi les règles refusent une action ($square et $to sont des cases, $value un lancer, $throws les lancers en main).
tab-illegal-not-time-to-throw = ce n'est pas le moment de lancer : { $seat } joue ses lancers { $throws }
tab-illegal-pass-throwing = il n'y a rien à passer : les lancers ne sont pas finis (règles §2)
tab-illegal-pass-must-use = un lancer peut encore servir sans réduire de pile : il faut donc le jouer (règles §3)
tab-illegal-still-throwing = les lancers ne sont pas finis : lancez jusqu'à un 2 ou un 3 (règles §2)
tab-illegal-no-such-throw = vous n'avez pas de lancer de { $value } (lancers : { $throws })
tab-illegal-not-yours = vous n'avez pas de pion en { $square }
tab-illegal-row4-frozen = vos pions de la rangée 4 ne peuvent pas bouger tant que vous avez des pions dans votre rangée 1 (règles §4.7)
tab-illegal-row4-frozen-group = vos pions de la rangée 4 ne peuvent pas bouger tant que votre rangée 1 compte plus d'un groupe (option T12)
tab-illegal-split-value = seul un lancer de 1 divise une pile (règles §4.2)
tab-illegal-split-single = { $square } ne porte qu'un pion ; pour diviser, il faut une pile (règles §4.2)
tab-illegal-stack-unmoved = cette pile repose sur un pion qui n'a jamais bougé : elle ne part qu'avec un 1 (règles §4.1, T3)
tab-illegal-unmoved = un pion qui n'a jamais bougé ne part qu'avec un 1 (règles §4.1)
tab-illegal-convert-first = tant qu'il vous reste des pions immobiles, chaque 1 doit en faire partir un (règle de Lane, option T4)
tab-illegal-row4-again = un pion passé par la rangée 4 ne peut plus jamais y entrer (règles §4.6)
tab-illegal-row4-empty = on n'entre dans la rangée 4 que tant que l'adversaire y a encore des pions (règles §4.6)
tab-illegal-destination = un lancer de { $value } mène le pion de { $square } en { $dest }, pas en { $to } (règles §1.2)
tab-illegal-destination-fork = un lancer de { $value } mène le pion de { $square } en { $dest } ou en { $other }, pas en { $to } (règles §1.2)
tab-illegal-destinations = un lancer de { $value } mène le pion de { $square } en { $dests }, pas en { $to } (règles §1.2)
tab-illegal-row4-stacks-last = tant que votre rangée 4 ne porte que des piles, elles ne jouent que si rien d'autre ne peut bouger (règles §4.7, T12)
tab-illegal-use-most = vous devez employer le plus de lancers possible (option T6) : après ce coup, il en resterait moins d'employables
tab-illegal-other = ce coup n'est pas permis

# Dit au lecteur d'écran après chaque touche : la place sous le curseur, le coup choisi jusqu'ici
# ($parts), et ce que fera un appui ($move se lit comme tab-describe-move).
tab-spoken-empty = { $square } : vide.
tab-spoken-throw-due = Appuyez pour lancer les pièces.
tab-spoken-throw = Le lancer { $value }.
tab-spoken-pass = Le bouton Passer.
tab-spoken-chosen = Choisi : { $parts }.
tab-spoken-chosen-throw = le { $value }
tab-spoken-chosen-to = vers { $square }
tab-spoken-press-use = Appuyez pour jouer le { $value }.
tab-spoken-press-piece = Appuyez pour choisir ce pion.
tab-spoken-press-land = Appuyez pour choisir { $move }.
tab-spoken-press-play = Appuyez pour jouer { $move }.
tab-spoken-press-top = Appuyez pour ne déplacer que le pion du dessus.
tab-spoken-press-whole = Appuyez pour déplacer toute la pile.
tab-spoken-press-pass = Appuyez pour passer votre tour.
# Une action racontée.
tab-told-throw = { $seat } a lancé les pièces : { $value }.
tab-told-pass = { $seat } a passé son tour.
tab-told-move = { $seat } a joué un { $value } de { $from } en { $to }
