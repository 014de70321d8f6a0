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
app-friend = Un ami sur un autre appareil
app-computer-level = Ordinateur — { $level }
app-confirm = Valider
app-step-back = Revenir
app-last-move = Dernier coup :
app-moves = Coups
app-resign = Abandonner
app-offer-draw = Proposer la nulle
app-undo = Annuler
app-undo-title = Annuler (Ctrl+Z)
app-games = Jeux
app-crash-title = Un problème est survenu
app-crash-text = Ludus a rencontré une erreur interne. Votre partie est enregistrée jusqu'au dernier coup.
app-reload = Recharger
app-start-fresh = Revenir à vos parties

# Qui tient une place, dans le panneau.
app-seat-human = humain
app-seat-computer = ordinateur, { $level }
app-seat-friend = un ami, sur son appareil
app-seat-friend-computer = ordinateur, { $level }, sur l'appareil de l'ami
app-seat-you = vous

# À qui le tour.
app-turn-thinking = { $seat } : réflexion…
app-turn-computer-stuck = { $seat } ne peut pas jouer : l'ordinateur n'a pas pu réfléchir
app-turn-thinking-for = { $seat } : réflexion… { $seconds } s
app-turn-to-move = Trait : { $seat } ({ $who })
app-turn-to-throw = Au lancer : { $seat } ({ $who })
app-turn-throwing = Lancer en cours…
app-turn-yours = Votre camp : { $seat } — à vous de jouer
app-turn-yours-throw = Votre camp : { $seat } — à vous de lancer
app-turn-waiting = En attente : { $seat } (son coup arrivera par un lien)
app-turn-waiting-live = En attente : { $seat } joue (en direct)
app-turn-pledge = Votre lancer attend l'engagement de l'autre appareil ({ $seat }) : envoyez-lui le lien
app-throw-unpledged = Cet appareil n'a plus son engagement pour les lancers de cette partie (sa copie enregistrée a été perdue) : il ne peut plus y lancer.

# Fin de partie.
app-result-resigned = Victoire : { $winner } (abandon : { $loser })
app-result-time = Victoire : { $winner } (temps écoulé : { $loser })
app-result-wins = Victoire : { $winner } !
app-rematch = Revanche
app-result-draw-agreed = Nulle acceptée
app-result-draw = Partie nulle
app-result-scores =
    { $count ->
        [one] Victoire : { $winners } — { $scores }
       *[other] Victoire partagée : { $winners } — { $scores }
    }
app-result-and = { $first } et { $second }
app-result-score = { $seat } { $score }

# Messages.
app-throw-stays = Un lancer ne peut pas être annulé
app-draw-declined = L'ordinateur refuse la nulle : la partie continue.

# Annoncé aux lecteurs d'écran après chaque action.
app-board-label = Plateau de jeu
app-announce-played = Coup joué ({ $seat }) : { $action }
app-announce-over = Partie terminée. { $result } { $reason }

# Le bouton Indice.
app-hint = Indice
app-hint-title = Demander une bonne action à l'ordinateur
app-hint-thinking = Recherche d'une bonne action…
app-computer-failed = L'ordinateur n'a pas pu réfléchir : ses fichiers ne se sont pas chargés, ou ce navigateur ne sait pas le faire tourner. Rechargez la page pour réessayer.
app-hint-failed = Pas de conseil cette fois : l'ordinateur n'a pas pu réfléchir (ses fichiers ne se sont pas chargés ?).
app-hint-shows = Indice : { $action }
# Conseil au moment d'un lancer : les chances avant qu'il tombe ($chances, en pour cent entier),
# puis chaque résultat ($throw : « Lancer 2 ») avec sa probabilité et la meilleure action qu'il laisse.
app-hint-throw = Avant votre lancer, vos chances sont de { $chances } %. { $outcomes }
app-hint-throw-best = { $throw } ({ $odds } %) : { $action }
app-hint-throw-again = { $throw } ({ $odds } %) : nouveau lancer.
app-hint-throw-over = { $throw } ({ $odds } %) : la partie s'achève.

# Niveaux de l'ordinateur.
level-1 = Facile
level-2 = Moyen
level-3 = Difficile
level-4 = Expert
level-5 = Maître

# Refusals : un coup que les règles refusent ($why est la raison donnée par le jeu).
app-illegal-move = coup interdit : { $why }
app-illegal-game-over = la partie est terminée
app-illegal-not-legal = ce coup n'est pas permis dans cette position
app-illegal-notation = ce n'est pas ainsi que ce jeu note une action

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
app-lesson-finished = Bravo, le tutoriel est terminé ! Lancez une partie quand vous voulez.
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
app-clock = Pendule
app-clock-none = Sans pendule
app-clock-control = { $minutes } min, +{ $seconds } s par coup
app-set-stun = Jeu en direct : serveur STUN (vide : aucun)
app-done = Terminé
app-describe-fallback = { $count ->
        [one] { $prompt } { $count } action possible.
       *[other] { $prompt } { $count } actions possibles.
    }
app-rules-keys = Jouer au clavier

## The library, review, records and links (issue 12)
app-your-games = Vos parties
app-import = Importer une partie
app-library-seat = { $seat } : { $who }
app-library-to-move = À jouer : { $seat }
app-library-to-throw = Lancer attendu
app-library-your-turn = À vous de jouer
app-library-waiting = En attente : { $seat }
app-library-when = dernier coup le { $when }
app-library-actions = { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }
app-remove = Supprimer
app-export = Exporter
app-damaged-save = Sauvegarde endommagée
app-damaged-title = Sauvegarde endommagée
app-damaged-help = Cette sauvegarde ne peut pas être ouverte. Elle reste dans vos parties tant que vous ne la supprimez pas ; voici son texte tel qu'il est enregistré, à conserver ou à joindre à un signalement de bug.
app-damage-not-json = son texte n'est pas une sauvegarde (ce n'est pas du JSON).
app-damage-field = il lui manque un élément indispensable ({ $why }).
app-damage-newer = elle a été écrite par une version plus récente de Ludus (format { $version }). Ouvrez-la avec celle-ci, ou rechargez cette page.
app-damage-legacy = elle vient d'une ancienne version de Ludus et ne se rejoue pas : { $why }.
app-damage-id = son nom dans le stockage du navigateur n'est pas un nom donné par Ludus : elle n'a pas été enregistrée par Ludus et ne sera pas ouverte.
app-save-conflict = Cette partie a été modifiée dans un autre onglet. Vos coups joués ici sont conservés comme une partie à part dans vos parties.
app-save-refused = Impossible d'enregistrer la partie : le stockage du navigateur est plein ou désactivé. Exportez la partie, ou supprimez des parties terminées.
app-ask-new-game = Commencer une nouvelle partie ? Celle-ci reste dans vos parties : vous pourrez la reprendre depuis l'accueil.
app-ask-resign = Abandonner cette partie ?
app-ask-leave = Quitter cette partie ? Elle reste dans vos parties : reprenez-la depuis l'accueil quand vous voulez.
app-ask-leave-yes = Quitter
app-save-restored = Votre partie est de nouveau enregistrée : le stockage du navigateur a retrouvé de la place.
app-ask-leave-unkept = Le stockage du navigateur est plein : les derniers coups de cette partie ne sont pas enregistrés. Si vous quittez maintenant, ils seront perdus. Exportez d'abord la partie pour la garder.
app-ask-leave-unkept-yes = Quitter et les perdre
app-export-first = Exporter d'abord
app-unkept-title = Cette partie n'est pas dans vos parties
app-unkept-help = Le stockage du navigateur est plein : impossible de garder cette partie. Copiez ou téléchargez son relevé pour la conserver, puis importez-la quand il y aura de la place.
app-language-unavailable = La langue « { $language } » n'a pas pu être chargée (pas de connexion ?) : le jeu reste dans cette langue.
app-ask-draw = Proposition de nulle ({ $offerer }). { $seat }, acceptez-vous ?
app-ask-draw-yes = Accepter la nulle
app-ask-draw-no = Refuser
app-draw-refused = Nulle refusée ({ $seat }) : la partie continue.
app-ask-remove = Supprimer cette partie de vos parties ? C'est définitif.
app-ask-link-as-new = Garder la partie de ce lien comme une partie à part ?
app-ask-link-as-new-yes = La garder
app-cancel = Annuler
app-moves-label = Coups : cliquez sur l'un d'eux pour voir la position qui suit
app-moves-earlier = { $count ->
        [one] { $count } tour précédent
       *[other] { $count } tours précédents
    }
app-review-at = { $at ->
        [one] Position après { $at } action sur { $count }
       *[other] Position après { $at } actions sur { $count }
    }
app-review-start = Position de départ
app-review-back = Action précédente
app-review-next = Action suivante
app-review-end = Dernière position
app-review-live = Revenir à la partie
app-review-branch = Reprendre d'ici
app-branch-started = Une nouvelle partie repart de cette position ; la partie d'origine reste telle quelle dans vos parties.
app-replay = Revoir la partie
app-send = Envoyer
app-send-tip = Un lien vers cette partie, pour qu'un ami réponde à votre coup
app-send-title = Envoyer cette partie
app-send-help = Envoyez ce lien à votre adversaire. En l'ouvrant, il verra votre coup, jouera le sien et vous renverra un lien.
app-send-seat = { $seat } : { $link }
app-live = Jouer en direct
app-live-tip = Se connecter à l'appareil de votre ami : les coups arrivent aussitôt, sans lien
app-live-offer-title = Jouer en direct
app-live-offer-help = 1. Envoyez ce lien à votre ami. 2. En l'ouvrant, il obtient un code de réponse : collez son code ci-dessous et appuyez sur Se connecter.
app-live-answer-label = Code de réponse de votre ami
app-live-connect = Se connecter
app-live-answer-title = Votre code de réponse
app-live-answer-help = Renvoyez ce code à votre ami pour qu'il le colle dans sa fenêtre. La partie se connecte dès qu'il l'a fait.
app-live-preparing = Préparation de la connexion en direct…
app-live-connecting = Connexion…
app-live-connected = Connecté : les coups arrivent désormais en direct.
app-live-next = Votre ami a lancé la partie suivante : elle se joue aussi en direct.
app-undo-live = Pas de retour en arrière en direct : votre ami a déjà reçu le coup.
app-undo-time = Une partie perdue au temps reste perdue.
app-live-lost = La connexion en direct a été coupée. La partie continue par lien, rien n'est perdu.
app-live-failed = Impossible d'établir la connexion en direct. La partie continue par lien.
app-live-bad-code = Ce n'est pas un code de réponse de Ludus. Copiez bien tout le code envoyé par votre ami.
app-live-bad-offer = L'invitation à jouer en direct de ce lien est abîmée : la partie s'est ouverte et continue par lien.
app-live-not-answer = C'est une invitation, pas une réponse : collez le code que l'appareil de votre ami a affiché quand il a ouvert votre lien.
app-live-state-offering = En direct : en attente du code de réponse de votre ami
app-live-state-answering = En direct : en attente de la connexion de votre ami
app-live-state-connected = En direct avec votre ami
app-live-state-lost = Connexion en direct perdue : la partie continue par lien
app-export-title = Relevé de la partie
app-export-help = Toute la partie sous forme de texte : copiez-la ou téléchargez-la, puis importez-la ici ou dans l'outil en ligne de commande ludus.
app-import-title = Importer une partie
app-import-help = Collez le relevé d'une partie ou ouvrez un fichier. Chaque action est vérifiée avant que la partie rejoigne vos parties.
app-import-go = Importer
app-imported = Partie importée dans vos parties.
app-import-known = Cette partie est déjà dans vos parties : la voici.
app-import-moved-on = Cette partie est déjà dans vos parties : le relevé l'a mise à jour.
app-copy = Copier
app-copied = Copié.
app-copy-failed = Le navigateur refuse de copier : sélectionnez le texte et copiez-le vous-même.
app-share = Partager
app-download = Télécharger
app-open-file = Ouvrir un fichier
app-close = Fermer
app-link-bad = Impossible d'ouvrir ce lien : { $why }
app-link-older = Ce lien est plus ancien que votre partie : votre partie s'affiche telle quelle.
app-link-joined = Votre camp dans cette partie : { $seat }.
app-link-watching = Toutes les places sont déjà prises par d'autres appareils : vous pouvez suivre la partie ici.
app-not-your-turn = La place { $seat } se joue sur l'appareil de votre ami : envoyez-lui le lien, sa réponse vous parviendra par un lien.
app-link-differs = Ce lien ne prolonge pas votre partie (elles divergent à l'action { $at }) : votre partie est inchangée.
app-analyse = Analyser
app-analyse-tip = L'ordinateur juge chaque coup et signale les plus coûteux
app-analysing = Analyse de la partie… { $done } / { $total }
app-analysis-done = Les coups les plus coûteux sont signalés dans la liste : touchez-en un, ou survolez-le, pour voir le meilleur coup.
app-analysis-clean = L'ordinateur n'a trouvé aucun coup coûteux.
app-analysis-better = Mieux : { $action }
app-analysis-seats = L'analyse est réservée aux parties à deux joueurs.
app-analysis-unavailable = L'analyse demande un navigateur qui gère les Web Workers.
