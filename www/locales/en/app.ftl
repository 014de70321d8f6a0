# The app: home screen, new-game form, side panel, notices.

app-title = Ludus — board games
app-brand-sub = board games
app-language = Language
app-loading = Setting up the boards…
app-choose-game = Choose a game
app-new-game = New game
app-new-game-of = New game of { $game }
app-start = Start
app-start-position = Start position
app-coming-soon = Coming soon
app-human = Human
app-computer-level = Computer — { $level }
app-confirm = Confirm
app-step-back = Step back
app-last-move = Last move:
app-moves = Moves
app-resign = Resign
app-offer-draw = Offer draw
app-undo = Undo
app-undo-title = Undo (Ctrl+Z)
app-games = Games
app-crash-title = Something went wrong
app-crash-text = Ludus hit an internal error. Your game up to the last move is saved.
app-reload = Reload
app-start-fresh = Start fresh

# Who plays a seat, in the side panel.
app-seat-human = human
app-seat-computer = computer, { $level }

# Whose turn it is.
app-turn-thinking = { $seat } is thinking…
app-turn-to-move = { $seat } to move ({ $who })
app-turn-to-throw = { $seat } to throw ({ $who })
app-turn-throwing = Throwing…

# How the game ended.
app-result-resigned = { $loser } resigned: { $winner } wins!
app-result-wins = { $winner } wins!
app-rematch = Rematch
app-result-draw-agreed = Draw agreed
app-result-draw = Draw
app-result-scores =
    { $count ->
        [one] { $winners } wins — { $scores }
       *[other] { $winners } win — { $scores }
    }
app-result-and = { $first } and { $second }
app-result-score = { $seat } { $score }

# Notices.
app-restore-failed = Your saved game could not be restored: { $why }. A new game has started.
app-throw-stays = A throw cannot be taken back
app-draw-declined = The computer declines the draw: play on.

# Announced to screen readers after every action.
app-board-label = Game board
app-announce-played = { $seat } played { $action }
app-announce-chance = Throw: { $action }
app-announce-over = Game over. { $result } { $reason }

# The Hint button.
app-hint = Hint
app-hint-title = Show a good action (the computer at Medium)
app-hint-thinking = Looking for a good action…
app-hint-shows = Hint: { $action }

# Computer levels.
level-1 = Easy
level-2 = Medium
level-3 = Hard
level-4 = Expert

# Refusals: a move the rules refuse ($why is the game's reason).
app-illegal-move = illegal move: { $why }
app-illegal-game-over = the game is over
app-illegal-not-legal = that move is not legal in this position

# Learning: rules pages and tutorials.
app-rules = Rules
app-tutorial = Tutorial
app-back = Back
app-tutorial-start = Start the tutorial
app-rules-play = Play a game
app-rules-setups = Starting positions
app-rules-options = Options on the new-game screen
app-rules-options-intro = Each option changes one rule. The first choice of each is the usual rule.
app-lesson-step = Step { $step } of { $steps }
app-lesson-next = Next step
app-lesson-again = Start the step again
app-lesson-leave = Leave the tutorial
app-lesson-finished = Well done: that is the whole tutorial. Start a game when you are ready.
app-lesson-not-this = That move is legal, but it is not the one this step is about. Try again.
app-lesson-hint = Play { $action }.
app-rules-missing = The rules of this game are not written yet.
app-lesson-hint-throw = Throw first, then play { $action }.

# Settings.
app-settings = Settings
app-set-sound = Sound
app-set-motion = Animations
app-set-motion-normal = Normal
app-set-motion-fast = Fast
app-set-motion-reduced = None (reduced motion)
app-set-hints = Show legal moves
app-set-flip = Turn the board round
app-set-theme = Board colours
app-set-theme-classic = Classic
app-set-theme-contrast = High contrast
app-done = Done
app-describe-fallback = { $prompt } { $count } legal actions.
app-rules-keys = Playing with the keyboard
