# Abalone: the home card, setups, options, seats and the board view.

game-abalone-tagline = Push six of your opponent's marbles off the hexagon.

setup-abalone-standard = Standard
setup-abalone-belgian = Belgian daisy
setup-abalone-german = German daisy

option-abalone-players = Players
option-abalone-players-help = With three, 11 marbles each and the first to push off six wins; with four, two teams of partners facing each other, 9 marbles each, six pushed off between partners.
option-abalone-players-2 = 2
option-abalone-players-3 = 3
option-abalone-players-4 = 4 (two teams)
option-abalone-ply-limit = Draw after a number of moves
option-abalone-ply-limit-help = The game is a draw once this many moves, both sides counted, have been played.
option-abalone-ply-limit-off = Never
option-abalone-ply-limit-200 = 200 moves
option-abalone-ply-limit-300 = 300 moves
option-abalone-ply-limit-400 = 400 moves
option-abalone-repetition = Threefold repetition
option-abalone-repetition-help = The game is a draw when the same position, with the same side to move, comes up a third time.
option-abalone-repetition-off = Play on
option-abalone-repetition-draw = Is a draw

seat-abalone-black = Black
seat-abalone-white = White
seat-abalone-red = Red
seat-abalone-blue = Blue

# Prompts ($colour is black, white, red or blue, $cells the selected marbles, e.g. "C3 D4").
abalone-prompt-select =
    Select 1–3 of your { $colour ->
        [black] black
        [red] red
        [blue] blue
       *[white] white
    } marbles in a line (click, drag, or arrows and Space)
abalone-prompt-stuck = { $cells } cannot move: add a marble in line, or choose others
abalone-prompt-stuck-full = { $cells } cannot move: choose others
abalone-prompt-choose = Two moves reach { $cell }: click the cell numbered 1 or 2, or press 1 or 2
abalone-prompt-move = Move { $cells }: click a green target or arrow (keys W E D X Z A), or add marbles

# Refusals ($dir is a direction below).
abalone-refuse-select-first = Select marbles first (Space), then pick a direction
abalone-refuse-direction = { $cells } cannot move { $dir }
abalone-refuse-empty =
    { $cell } is empty: select 1–3 of your { $colour ->
        [black] black
        [red] red
        [blue] blue
       *[white] white
    } marbles in a line first
abalone-refuse-not-yours =
    { $cell } is not yours: select 1–3 of your { $colour ->
        [black] black
        [red] red
        [blue] blue
       *[white] white
    } marbles in a line first
abalone-refuse-too-many = At most three marbles move in one turn
abalone-refuse-not-in-line = A group is one straight line: { $cell } is not in line with { $cells }
abalone-refuse-cannot-go = { $cells } cannot go to { $cell }: click a green target, or choose other marbles

# The trays of pushed-off marbles, drawn on the board.
abalone-tray-black = Black { $n }/{ $total }
abalone-tray-white = White { $n }/{ $total }
abalone-tray-red = Red { $n }/{ $total }
abalone-tray-blue = Blue { $n }/{ $total }

# Side panel.
abalone-fact-black-pushed-off = Black has pushed off
abalone-fact-white-pushed-off = White has pushed off
abalone-fact-red-pushed-off = Red has pushed off
abalone-fact-blue-pushed-off = Blue has pushed off
abalone-fact-team-black = Team Black and Red
abalone-fact-team-white = Team White and Blue
abalone-fact-of = { $n } of { $total }
abalone-fact-on-board = On the board
abalone-fact-on-board-count = { $black } black, { $white } white
abalone-fact-on-board-count-3 = { $black } black, { $white } white, { $red } red
abalone-fact-on-board-count-4 = { $black } black, { $white } white, { $red } red, { $blue } blue

# Why the game ended (rules §3 and the house rules).
end-abalone-six-pushed-off = Six marbles have been pushed off the board.
end-abalone-no-legal-move = The side to move had no legal move left.
end-abalone-ply-limit = The move limit was reached: the game is drawn.
end-abalone-repetition = The same position came up three times: the game is drawn.

# Refusals: why the rules refuse a move ($cell is a cell like C3).
abalone-illegal-not-yours = there is no marble of yours on { $cell }
abalone-illegal-too-many = at most three marbles move in one turn
abalone-illegal-off-board = you may not move your own marble off the board
abalone-illegal-own-in-way = your own marble is in the way
abalone-illegal-partner = your partner's marbles move with yours only to push
abalone-illegal-single-push = a single marble cannot push
abalone-illegal-no-sumito = { $len } against { $pushed } is not a sumito: you need more marbles than you push
abalone-illegal-sandwich = the pushed marbles are blocked by your own marble (sandwich)
abalone-illegal-broadside-blocked = a broadside move needs every cell in front free: it never pushes
abalone-illegal-other = that move is not legal

# Directions as the rules name them (§1.2).
abalone-dir-e = E
abalone-dir-ne = NE
abalone-dir-nw = NW
abalone-dir-w = W
abalone-dir-sw = SW
abalone-dir-se = SE

# Read out for a screen reader (the "r" key); $black and $white list cells, e.g. "A1–A5 B3".
abalone-describe =
    { $colour ->
        [black] Black
       *[white] White
    } to move. Black, { $nblack } on the board: { $black }. White, { $nwhite } on the board: { $white }. Pushed off: by Black { $outblack } of { $total }, by White { $outwhite } of { $total }.
abalone-describe-turn =
    { $colour ->
        [black] Black
        [red] Red
        [blue] Blue
       *[white] White
    } to move.
abalone-describe-seat =
    { $colour ->
        [black] Black
        [red] Red
        [blue] Blue
       *[white] White
    }, { $n } on the board: { $cells }; pushed off { $out } of { $total }.
abalone-describe-selected = Selected: { $cells }. Moves: { $moves }.
abalone-describe-stuck = Selected: { $cells }, which cannot move.
abalone-describe-move = { $dir } to { $cells }
abalone-describe-push =
    { $dir } to { $cells }, pushing { $n ->
        [one] one marble
       *[other] { $n } marbles
    }
abalone-describe-eject = { $dir } to { $cells }, pushing a marble off the board

# Spoken to a screen reader after each key: the cell under the keyboard cursor ($what is black,
# white, red, blue or empty), the selected marbles, and what a press there will do ($way is a
# way below, $marbles one of the abalone-marbles messages, $move a press-move sentence).
abalone-spoken-cell =
    { $cell }: { $what ->
        [black] black marble
        [white] white marble
        [red] red marble
        [blue] blue marble
       *[empty] empty
    }.
abalone-spoken-selected = Selected: { $cells }.
abalone-spoken-press-select = Press to select it.
abalone-spoken-press-add = Press to add { $cells } to the group.
abalone-spoken-press-drop = Press to take it out of the group.
abalone-spoken-press-move = Press to move the group { $way }.
abalone-spoken-press-push = Press to push { $marbles } { $way }.
abalone-spoken-press-eject =
    Press to push { $marbles } { $way }, { $n ->
        [one] off the board
       *[other] the last one off the board
    }.
abalone-spoken-press-choose = { $n } moves end here: press to choose one.
abalone-spoken-press-pick = Choice { $n }. { $move }
abalone-way-e = east
abalone-way-ne = north-east
abalone-way-nw = north-west
abalone-way-w = west
abalone-way-sw = south-west
abalone-way-se = south-east
abalone-marbles-black =
    { $n ->
        [one] a black marble
       *[other] { $n } black marbles
    }
abalone-marbles-white =
    { $n ->
        [one] a white marble
       *[other] { $n } white marbles
    }
abalone-marbles-red =
    { $n ->
        [one] a red marble
       *[other] { $n } red marbles
    }
abalone-marbles-blue =
    { $n ->
        [one] a blue marble
       *[other] { $n } blue marbles
    }

# A move told in words ($colour is the mover's: black, white, red or blue; $cells its group).
abalone-told-move =
    { $colour ->
        [black] Black
        [white] White
        [red] Red
       *[blue] Blue
    } moved { $cells } { $way }.
abalone-told-push =
    { $colour ->
        [black] Black
        [white] White
        [red] Red
       *[blue] Blue
    } moved { $cells } { $way }, pushing { $marbles }.
abalone-told-eject =
    { $colour ->
        [black] Black
        [white] White
        [red] Red
       *[blue] Blue
    } moved { $cells } { $way }, pushing { $n ->
        [one] { $marbles } off the board
       *[other] { $marbles }, the last one off the board
    }.
