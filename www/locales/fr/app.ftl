# L'application : accueil, nouvelle partie, panneau de jeu, messages.

app-title = Ludus — jeux de plateau
app-brand-sub = jeux de plateau
app-language = Langue
app-loading = Installation des plateaux…
app-choose-game = Choisissez un jeu
app-new-game = Nouvelle partie
app-new-game-of = Nouvelle partie de { $game }
app-start = Jouer
app-start-position = Position de départ
app-coming-soon = Bientôt
app-human = Joueur humain
app-computer-level = Ordinateur — { $level }
app-confirm = Valider
app-step-back = Revenir
app-last-move = Dernier coup :
app-moves = Coups
app-resign = Abandonner
app-offer-draw = Proposer la nulle
app-undo = Annuler
app-undo-title = Annuler (Ctrl+Z)
app-games = Jeux
app-crash-title = Un problème est survenu
app-crash-text = Ludus a rencontré une erreur interne. Votre partie est enregistrée jusqu'au dernier coup.
app-reload = Recharger
app-start-fresh = Repartir de zéro

# Qui tient une place, dans le panneau.
app-seat-human = humain
app-seat-computer = ordinateur, { $level }

# À qui le tour.
app-turn-thinking = { $seat } : réflexion…
app-turn-to-move = Trait : { $seat } ({ $who })
app-turn-to-throw = Au lancer : { $seat } ({ $who })
app-turn-throwing = Lancer en cours…

# Fin de partie.
app-result-resigned = Victoire : { $winner } (abandon : { $loser })
app-result-wins = Victoire : { $winner } !
app-rematch = Revanche
app-result-draw-agreed = Nulle acceptée
app-result-draw = Partie nulle
app-result-scores =
    { $count ->
        [one] Victoire : { $winners } — { $scores }
       *[other] Victoire partagée : { $winners } — { $scores }
    }
app-result-and = { $first } et { $second }
app-result-score = { $seat } { $score }

# Messages.
app-restore-failed = Votre partie enregistrée n'a pas pu être rouverte : { $why }. Une nouvelle partie commence.
app-throw-stays = Un lancer ne peut pas être annulé
app-draw-declined = L'ordinateur refuse la nulle : la partie continue.

# Annoncé aux lecteurs d'écran après chaque action.
app-board-label = Plateau de jeu
app-announce-played = { $seat } a joué { $action }
app-announce-chance = Lancer : { $action }
app-announce-over = Partie terminée. { $result } { $reason }

# Le bouton Indice.
app-hint = Indice
app-hint-title = Montrer une bonne action (l'ordinateur au niveau Moyen)
app-hint-thinking = Recherche d'une bonne action…
app-hint-shows = Indice : { $action }

# Niveaux de l'ordinateur.
level-1 = Facile
level-2 = Moyen
level-3 = Difficile
level-4 = Expert

# Refusals : un coup que les règles refusent ($why est la raison donnée par le jeu).
app-illegal-move = coup interdit : { $why }
app-illegal-game-over = la partie est terminée
app-illegal-not-legal = ce coup n'est pas permis dans cette position

# Apprendre : pages de règles et tutoriels.
app-rules = Règles
app-tutorial = Tutoriel
app-back = Retour
app-tutorial-start = Commencer le tutoriel
app-rules-play = Jouer une partie
app-rules-setups = Positions de départ
app-rules-options = Les options de la nouvelle partie
app-rules-options-intro = Chaque option change une règle. Le premier choix de chacune est la règle habituelle.
app-lesson-step = Étape { $step } sur { $steps }
app-lesson-next = Étape suivante
app-lesson-again = Reprendre l'étape
app-lesson-leave = Quitter le tutoriel
app-lesson-finished = Bravo, le tutoriel est terminé ! Lancez une partie quand vous voulez.
app-lesson-not-this = Ce coup est permis, mais ce n'est pas celui de cette étape. Essayez encore.
app-lesson-hint = Jouez { $action }.
app-rules-missing = Les règles de ce jeu ne sont pas encore écrites.
app-lesson-hint-throw = Lancez d'abord, puis jouez { $action }.

# Réglages.
app-settings = Réglages
app-set-sound = Son
app-set-motion = Animations
app-set-motion-normal = Normales
app-set-motion-fast = Rapides
app-set-motion-reduced = Aucune (mouvements réduits)
app-set-hints = Montrer les coups possibles
app-set-flip = Retourner le plateau
app-set-theme = Couleurs du plateau
app-set-theme-classic = Classiques
app-set-theme-contrast = Contraste élevé
app-done = Terminé
app-describe-fallback = { $prompt } { $count } actions possibles.
app-rules-keys = Jouer au clavier
