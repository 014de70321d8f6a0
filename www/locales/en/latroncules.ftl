# Latroncules: the home card, setups, options, seats and the board view.

game-latroncules-tagline = The Roman soldiers' game on the marked board: enclose and capture.

setup-latroncules-start = Standard

option-latroncules-diagonal-capture = Capture along diagonals
option-latroncules-diagonal-capture-help = Whether two pieces can also enclose an enemy along a diagonal; corner captures stay either way.
option-latroncules-diagonal-capture-on = Yes
option-latroncules-diagonal-capture-off = No (rows and columns only)
option-latroncules-promotion = Fantassin reaching the far rank
option-latroncules-promotion-help = What a fantassin does when it reaches the opponent's back rank.
option-latroncules-promotion-wait = Frees a captured cavalier, or waits for one
option-latroncules-promotion-always = Always becomes a cavalier
option-latroncules-quiet-limit = Draw without capture or promotion
option-latroncules-quiet-limit-help = The game is a draw after 100 moves in a row with no capture and no promotion.
option-latroncules-quiet-limit-100 = After 100 moves
option-latroncules-quiet-limit-off = Never
option-latroncules-repetition = Threefold repetition
option-latroncules-repetition-help = The game is a draw when the same position comes up a third time.
option-latroncules-repetition-draw = Is a draw
option-latroncules-repetition-off = Play on

seat-latroncules-white = White
seat-latroncules-black = Black

# Prompts ($kind is fantassin or cavalier, $square a square such as d4).
latroncules-prompt-choose = Choose a piece to move
latroncules-prompt-move =
    Move the { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } on { $square }: choose a highlighted square

# Refusals.
latroncules-refuse-no-move = the piece on { $square } has no legal move

# The captured pieces beside the board ($side is a seat name).
latroncules-tray-lost = Taken from { $side }

# Side panel.
latroncules-fact-pieces = { $side } pieces
latroncules-fact-quiet = Moves without capture

# Why the game ended (rules §7).
end-latroncules-all-captured = Every enemy piece has been captured.
end-latroncules-one-piece-each = Only one piece is left on each side: the game is drawn.
end-latroncules-quiet-limit = Too many moves went by without a capture or promotion: the game is drawn.
end-latroncules-no-legal-move = The side to move had no legal move: the game is drawn.
end-latroncules-repetition = The same position came up three times: the game is drawn.

# Refusals: why the rules refuse a move ($square is a square like d4).
latroncules-illegal-empty = there is no piece on { $square }
latroncules-illegal-not-yours = the piece on { $square } is not yours
latroncules-illegal-occupied = { $square } is occupied
latroncules-illegal-fantassin = a fantassin moves one square straight forward only
latroncules-illegal-cavalier-lines = a cavalier on { $square } moves one square along the lines of its square, or jumps one adjacent enemy
latroncules-illegal-cavalier-any = a cavalier on { $square } moves one square in any direction, or jumps one adjacent enemy
latroncules-illegal-enclosed = { $square } is between two enemies: a piece may go there only to capture

# Reading out the position for a screen reader (the "r" key). $side is a seat name, $squares
# a list of squares such as "a1, c1".
latroncules-describe-turn = { $side } to move.
latroncules-describe-pieces = { $side }: cavaliers { $cavaliers }; fantassins { $fantassins }. Lost: cavaliers { $lostc }, fantassins { $lostf }.
latroncules-describe-none = none
latroncules-describe-quiet = Moves without capture: { $count }.
latroncules-describe-movable = Pieces that can move: { $squares }.
latroncules-describe-targets =
    The { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } on { $square } can go to { $squares }.
latroncules-describe-jump = { $square } (jump)
latroncules-describe-exchange = Waiting fantassins that can take back a captured cavalier: { $squares }.

# The exchange its owner chooses (rules §6.1).
latroncules-prompt-exchange =
    { $count ->
        [one] Choose the waiting fantassin that takes back a captured cavalier: { $squares }
       *[other] Choose { $count } waiting fantassins that take back captured cavaliers: { $squares }
    }
latroncules-refuse-exchange-first = first choose which waiting fantassin takes back the captured cavalier
latroncules-illegal-exchange-due = first choose which waiting fantassins take the freed cavaliers, before the move (like d8=C,b2-c3)
latroncules-illegal-exchange-none = there is no exchange to choose: a waiting fantassin is exchanged by itself when a cavalier is free for it

# Spoken to a screen reader after each key: the square under the keyboard cursor and its piece
# ($side a seat name, $kind fantassin or cavalier), the exchange chosen, the piece selected, and
# what a press will do ($how is step or jump; $squares the pieces it captures, $n how many).
latroncules-spoken-piece =
    { $square }: { $side } { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    }.
latroncules-spoken-empty = { $square }: empty.
latroncules-spoken-exchange = Taking back a cavalier: { $squares }.
latroncules-spoken-selected =
    Selected: the { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } on { $square }.
latroncules-spoken-press-exchange = Press to have this fantassin take back a captured cavalier.
latroncules-spoken-press-select = Press to select it.
latroncules-spoken-press-unselect = Press to put it back.
latroncules-spoken-press-move =
    Press to { $how ->
        [jump] jump
       *[step] move
    } here{ $n ->
        [0] .
        [one] , capturing { $squares }.
       *[other] , capturing { $squares }.
    }
# A move told in words.
latroncules-told =
    { $side } { $how ->
        [jump] jumped
       *[step] moved
    } the { $kind ->
        [cavalier] cavalier
       *[fantassin] fantassin
    } from { $from } to { $to }{ $n ->
        [0] .
        [one] , capturing { $squares }.
       *[other] , capturing { $squares }.
    }
latroncules-told-exchange = { $side } took back a cavalier with the fantassins on { $squares }.
