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
app-friend = A friend on another device
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
app-start-fresh = Back to your games

# Who plays a seat, in the side panel.
app-seat-human = human
app-seat-computer = computer, { $level }
app-seat-friend = a friend, on their device
app-seat-friend-computer = computer, { $level }, on the friend's device
app-seat-you = you

# Whose turn it is.
app-turn-thinking = { $seat } is thinking…
app-turn-computer-stuck = { $seat } cannot play: the computer could not think
app-turn-thinking-for = { $seat } is thinking… { $seconds } s
app-turn-to-move = { $seat } to move ({ $who })
app-turn-to-throw = { $seat } to throw ({ $who })
app-turn-throwing = Throwing…
app-turn-yours = You are { $seat } — your turn
app-turn-yours-throw = You are { $seat } — your throw
app-turn-waiting = Waiting for { $seat }: their move comes by link
app-turn-waiting-live = Waiting for { $seat } to play (live)
app-turn-pledge = Your throw waits for { $seat }'s device to pledge it: send the link
app-throw-unpledged = This device no longer has its pledge for this game's throws (its saved copy was lost): it cannot throw in it.

# How the game ended.
app-result-resigned = { $loser } resigned: { $winner } wins!
app-result-time = { $loser } ran out of time: { $winner } wins!
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
app-throw-stays = A throw cannot be taken back
app-draw-declined = The computer declines the draw: play on.

# Announced to screen readers after every action.
app-board-label = Game board
app-announce-played = { $seat } played { $action }
app-announce-over = Game over. { $result } { $reason }

# The Hint button.
app-hint = Hint
app-hint-title = Ask the computer for a good action
app-hint-thinking = Looking for a good action…
app-computer-failed = The computer could not think: its files did not load, or this browser cannot run it. Reload the page to try again.
app-hint-failed = No hint this time: the computer could not think (its files did not load?).
app-hint-shows = Hint: { $action }
# A hint where a throw is due: the chances before it falls ($chances, a whole percent), then each
# outcome ($throw: "Throw 2") with its odds and the best action it leaves.
app-hint-throw = Before your throw, your chances are { $chances }%. { $outcomes }
app-hint-throw-best = { $throw } ({ $odds }%): { $action }
app-hint-throw-again = { $throw } ({ $odds }%): another throw.
app-hint-throw-over = { $throw } ({ $odds }%): the game ends.

# Computer levels.
level-1 = Easy
level-2 = Medium
level-3 = Hard
level-4 = Expert
level-5 = Master

# Refusals: a move the rules refuse ($why is the game's reason).
app-illegal-move = illegal move: { $why }
app-illegal-game-over = the game is over
app-illegal-not-legal = that move is not legal in this position
app-illegal-notation = this is not how this game writes an action

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
app-clock = Clock
app-clock-none = No clock
app-clock-control = { $minutes } min, +{ $seconds } s per move
app-set-stun = Live play: STUN server (empty for none)
app-done = Done
app-describe-fallback = { $count ->
        [one] { $prompt } { $count } legal action.
       *[other] { $prompt } { $count } legal actions.
    }
app-rules-keys = Playing with the keyboard

## The library, review, records and links (issue 12)
app-your-games = Your games
app-import = Import a game
app-library-seat = { $seat }: { $who }
app-library-to-move = { $seat } to move
app-library-to-throw = Throw due
app-library-your-turn = Your turn
app-library-waiting = Waiting for { $seat }
app-library-when = last played { $when }
app-library-actions = { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }
app-remove = Remove
app-export = Export
app-damaged-save = Damaged save
app-damaged-title = Damaged save
app-damaged-help = This save cannot be opened. It stays in your library until you remove it; here is its text as stored, to keep or to send with a bug report.
app-damage-not-json = its text is not a save (it is not JSON).
app-damage-field = it lacks something a save needs ({ $why }).
app-damage-newer = it was written by a newer version of Ludus (format { $version }). Open it there, or update this page.
app-damage-legacy = it comes from an older version of Ludus and does not replay: { $why }.
app-damage-id = its name in the browser's storage is not one Ludus gives: it was not saved by Ludus and is not opened.
app-save-conflict = This game was changed in another tab. Your moves here are kept as a separate game in your library.
app-save-refused = Your game could not be saved: the browser's storage is full or switched off. Export the game, or remove finished games from your library.
app-ask-new-game = Start a new game? This one stays in your library, and you can resume it from the home screen.
app-ask-resign = Resign this game?
app-ask-leave = Leave this game? It stays in your library: resume it from the home screen whenever you like.
app-ask-leave-yes = Leave
app-save-restored = Your game is saved again: the browser's storage has room once more.
app-ask-leave-unkept = The browser's storage is full: the last moves of this game are not saved. If you leave now they are lost. Export the game first to keep it.
app-ask-leave-unkept-yes = Leave and lose them
app-export-first = Export first
app-unkept-title = This game is not in your library
app-unkept-help = The browser's storage is full, so this game could not be kept. Copy or download its record to keep it, then import it once there is room.
app-language-unavailable = { $language } could not be loaded (no connection?): the game stays in this language.
app-ask-draw = { $offerer } offers a draw. { $seat }, do you accept?
app-ask-draw-yes = Accept the draw
app-ask-draw-no = Decline
app-draw-refused = { $seat } declines the draw: play on.
app-ask-remove = Remove this game from your library? This cannot be undone.
app-ask-link-as-new = Keep the game of this link as a separate game in your library?
app-ask-link-as-new-yes = Keep it
app-cancel = Cancel
app-moves-label = Moves: click one to see the position after it
app-moves-earlier = { $count ->
        [one] { $count } earlier round
       *[other] { $count } earlier rounds
    }
app-review-at = { $count ->
        [one] Position after { $at } of { $count } action
       *[other] Position after { $at } of { $count } actions
    }
app-review-start = First position
app-review-back = Previous action
app-review-next = Next action
app-review-end = Last position
app-review-live = Back to the game
app-review-branch = Continue from here
app-branch-started = A new game starts from that position; the game it came from is unchanged in your library.
app-replay = Replay
app-send = Send
app-send-tip = A link to this game, for a friend to answer your move
app-send-title = Send this game
app-send-help = Send this link to the other player. Opening it shows your move; they answer and send you a link back.
app-send-seat = { $seat }: { $link }
app-live = Play live
app-live-tip = Connect with your friend's device: moves then arrive at once, without links
app-live-offer-title = Play live
app-live-offer-help = 1. Send this link to your friend. 2. Opening it gives them an answer code: paste their code below and press Connect.
app-live-answer-label = Your friend's answer code
app-live-connect = Connect
app-live-answer-title = Your answer code
app-live-answer-help = Send this code back to your friend, who pastes it into their box. The game connects as soon as they do.
app-live-preparing = Preparing the live connection…
app-live-connecting = Connecting…
app-live-connected = Connected: moves now arrive live.
app-live-next = Your friend started the next game: it goes on live.
app-undo-live = No take-backs in a live game: your friend already has the move.
app-undo-time = A game lost on time stays lost.
app-live-lost = The live connection dropped. The game goes on by link, and nothing is lost.
app-live-failed = The live connection could not be made. The game goes on by link.
app-live-bad-code = This is not an answer code from Ludus. Copy the whole code your friend sent.
app-live-bad-offer = This link's invitation to play live is damaged: the game opened, and goes on by link.
app-live-not-answer = This is an offer, not an answer: paste the code your friend's device gave after opening your link.
app-live-state-offering = Live: waiting for your friend's answer code
app-live-state-answering = Live: waiting for your friend to connect
app-live-state-connected = Live with your friend
app-live-state-lost = Live connection lost: the game goes on by link
app-export-title = Game record
app-export-help = The whole game as text: copy it or download it, and import it here or in the ludus command-line tool.
app-import-title = Import a game
app-import-help = Paste a game record or open a file. Every action is checked before the game is added to your library.
app-import-go = Import
app-imported = Game imported into your library.
app-import-known = This game is already in your library: here it is.
app-import-moved-on = This game is in your library: the record moved it on.
app-copy = Copy
app-copied = Copied.
app-copy-failed = The browser would not copy: select the text and copy it yourself.
app-share = Share
app-download = Download
app-open-file = Open a file
app-close = Close
app-link-bad = This link cannot be opened: { $why }
app-link-older = This link is older than your game: your game is shown as it is.
app-link-joined = You play { $seat } in this game.
app-link-watching = Other devices play every seat of this game: you can follow it here.
app-not-your-turn = { $seat } plays on the friend's device: send the link, and their move will come back by link.
app-link-differs = This link does not follow on from your game (they differ at action { $at }): your game is unchanged.
app-analyse = Analyse
app-analyse-tip = The computer judges every action and marks the costliest
app-analysing = Analysing the game… { $done } / { $total }
app-analysis-done = The costliest actions are marked in the move list: tap, hover or focus one for the better action.
app-analysis-clean = The computer found no costly action.
app-analysis-better = Better: { $action }
app-analysis-seats = The analysis is for two-player games.
app-analysis-unavailable = The analysis needs a browser with Web Workers.
