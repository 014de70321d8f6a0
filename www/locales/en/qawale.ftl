# Qawale: the home card, setups, options, seats and the board view.

game-qawale-tagline = Sow stacks of pebbles along winding paths; show four of your colour in a line.

setup-qawale-start = Standard

option-qawale-both-lines = A move shows lines of both colours
option-qawale-both-lines-help = Who wins when one move leaves a line of each colour on top.
option-qawale-both-lines-mover = The mover wins
option-qawale-both-lines-opponent = The mover loses (Quixo rule)
option-qawale-first = First player
option-qawale-first-help = Who lays the first pebble of a new game.
option-qawale-first-random = Random
option-qawale-first-light = Light
option-qawale-first-dark = Dark

seat-qawale-light = Light
seat-qawale-dark = Dark

# Prompts ($space is a space such as b3, $left the pebbles still to lay).
qawale-prompt-choose-stack = Choose a stack: you add a pebble, lift it, and lay it along a path
qawale-prompt-confirm = Confirm the move (✓, Enter), or step back
qawale-prompt-lay =
    Lay the path from { $space }: { $left ->
        [one] { $left } pebble
       *[other] { $left } pebbles
    } left to lay

# Refusals.
qawale-refuse-empty = { $space } is empty: choose a space with pebbles
qawale-refuse-all-laid = All pebbles are laid: confirm the move, or step back
qawale-refuse-path = The path cannot go there (no U-turn, no leaving the board)
qawale-refuse-neighbour = Lay the path one neighbouring space at a time

# Side panel.
qawale-fact-light-in-hand = Light in hand
qawale-fact-dark-in-hand = Dark in hand

# Why the game ended (rules §3).
end-qawale-line = Four pebbles of one colour show in a line.
end-qawale-hands-empty = Every pebble has been laid without a line of four: the game is drawn.

# Refusals: why the rules refuse a sowing ($space is a space like b3).
qawale-illegal-empty = { $space } is empty; choose a space with pebbles
qawale-illegal-path-length = the stack on { $space } will hold { $pebbles } pebbles, so the path needs { $pebbles } steps, not { $steps }
qawale-illegal-off-board = the path leaves the board
qawale-illegal-u-turn = the path turns straight back (a U-turn is not allowed)
qawale-illegal-hand-empty = no pebbles left in hand
qawale-illegal-sowing = not a legal sowing

# Reading out the position for a screen reader (the "r" key). $space is a space such as b3,
# $spaces and $path lists of spaces, $pebbles a stack's pebbles from the bottom up.
qawale-describe-turn = { $side } to move.
qawale-describe-hands = In hand: Light { $light }, Dark { $dark }.
qawale-describe-stack = { $space }: { $pebbles }.
qawale-describe-pebble =
    { $colour ->
        [light] light
        [dark] dark
       *[neutral] neutral
    }
qawale-describe-stacks = Stacks you can choose: { $spaces }.
qawale-describe-path = Path so far: { $path }; { $left ->
        [one] { $left } pebble
       *[other] { $left } pebbles
    } left to lay; next: { $spaces }.

# Spoken to a screen reader after each key: the space under the keyboard cursor (with its stack
# as qawale-describe-stack says it), the path laid so far, and what a press will do.
qawale-spoken-empty = { $space }: empty.
qawale-spoken-path = Path: { $path }.
qawale-spoken-press-stack = Press to choose this stack.
qawale-spoken-press-unchoose = Press to put the stack back.
qawale-spoken-press-lay = Press to lay the next pebble here.
qawale-spoken-press-play = Press to play this move.
qawale-dir-n = north
qawale-dir-e = east
qawale-dir-s = south
qawale-dir-w = west
# A move told in words ($dirs: the way of each pebble laid, $end the last space).
qawale-told =
    { $side } lifted { $origin } and laid { $n ->
        [one] one pebble
       *[other] { $n } pebbles
    }: { $dirs }, ending on { $end }.
