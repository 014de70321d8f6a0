# abalone rules page and tutorial (en)

abalone-rules-intro = Abalone is an abstract strategy game by Michel Lalet and Laurent Lévi, published in 1987. Two players slide marbles across a hexagon, each trying to push the other's marbles off the board.

abalone-rules-goal-title = Goal
abalone-rules-goal = You play Black or White, 14 marbles each. Push six of your opponent's marbles off the board to win.

abalone-rules-board-title = Board and start
abalone-rules-board = The board is a hexagon of 61 cells, five on each side. Rows are lettered A, at the bottom, to I, at the top; the slanting lines from upper left to lower right are numbered 1 to 9. The centre cell is E5.
    Black starts at the bottom, White at the top. Black moves first, then you take turns, one move each. You may not pass.
abalone-rules-board-caption = The standard start: 14 marbles each, Black to move.

abalone-rules-move-title = Moving
abalone-rules-move = On your turn, move one, two or three of your marbles that touch in a straight line, one cell in any of the six directions.
    Moving along their own line is an in-line move: the front marble steps into the next cell, which must be empty or hold enemy marbles you can push. A single marble moves this way in any direction.
    You never move more than three marbles, and you may never move one of your own marbles off the board.
abalone-rules-move-caption = In-line: the line A1, B2, C3 stepped up-right, C3 on to D4.

abalone-rules-broadside-title = Broadside moves
abalone-rules-broadside = Two or three marbles in a line can also step sideways together, in one of the four directions across their line: a broadside move.
    Every cell they move into must be empty: a broadside never pushes.
abalone-rules-broadside-caption = Broadside: C3, C4 and C5 stepped up-right to D4, D5 and D6.

abalone-rules-push-title = Pushing: the sumito
abalone-rules-push = Moving in-line into enemy marbles pushes them one cell along, if your line is longer than theirs: 2 against 1, 3 against 1 or 3 against 2. This is a sumito.
    The cell just behind the enemy marbles must be empty, or be the edge of the board.
    A single marble never pushes, and only the marbles you move count: a fourth marble behind your three adds nothing.
abalone-rules-push-caption = 3 against 2: E2, E3, E4 pushed the white marbles on E5 and E6 to the right.

abalone-rules-blocked-title = When you cannot push
abalone-rules-blocked = Equal forces block each other: 1 against 1, 2 against 2 or 3 against 3 is no push. A line of three enemy marbles can never be pushed along its length.
    Enemy marbles with one of yours just behind them are safe too: you cannot push them into your own marble.
abalone-rules-blocked-caption = No push for Black: 2 against 2 on row E, and on row C the black marble on C7 is in the way.

abalone-rules-eject-title = Pushing off the board
abalone-rules-eject = When a push reaches the edge, the last enemy marble falls off the board and is out of the game. One move pushes off at most one marble.
    The trays beside the board count the marbles each side has pushed off.
abalone-rules-eject-caption = 3 against 2 at the edge: the white marble on I6 falls off.

abalone-rules-end-title = End of the game
abalone-rules-end = The first player to push off six enemy marbles wins at once. A player who cannot make any move loses, but this almost never happens.
    The classic game has no draw. The rule options below can add one; you may also resign or offer a draw.

abalone-rules-three-title = Three players
abalone-rules-three = Black, White and Red play in turn, 11 marbles each along three alternate sides. A push moves every enemy marble in front of your line, of either opponent: three of yours push one white and one red marble, 3 against 2.
    Each marble pushed off counts for the player who pushed it. The first to push off six, of any colours, wins at once.
abalone-rules-three-caption = 3 against 2 with two colours: White's A5, B5, C5 pushed Red's D5 and Black's E5 along.
abalone-rules-four-title = Four players in two teams
abalone-rules-four = Black and Red play against White and Blue, partners in opposite corners, 9 marbles each; turns go Black, White, Red, Blue. Red marbles carry a dot and Blue ones a ring.
    You move only your own marbles, except in a push: then one or two of your partner's may stand in your column, as long as its rear marble is yours. Enemy marbles of both colours are pushed together.
    The first team to push off six marbles between the two partners wins.
abalone-rules-four-caption = Black's A1, B2, C3 pushed Blue's D4 and White's E5: two enemy colours in one push.

abalone-rules-setup-standard = The classic layout: each side fills its two back rows and the middle three cells of the next row.
abalone-rules-setup-belgian = Each side has two daisies of seven marbles in opposite corners, each next to an enemy daisy: contact comes fast.
abalone-rules-setup-german = The daisies stand one row further in, with a gap between neighbouring daisies: a more open fight.

abalone-rules-option-players-2 = The classic duel: 14 marbles each, Black against White.
abalone-rules-option-players-3 = Black, White and Red, 11 marbles each on three alternate sides. A push may move marbles of both opponents together, and each marble pushed off counts for its pusher: the first to six, of any colours, wins.
abalone-rules-option-players-4 = Black and Red against White and Blue, partners in opposite corners, 9 marbles each. Only your own marbles move, except in a push, where one or two of your partner's may join your column as long as its rear marble is yours; the first team to push off six between them wins.
abalone-rules-option-ply-limit-off = No limit: play until one side has pushed off six marbles.
abalone-rules-option-ply-limit-200 = The game is a draw once 200 moves, both sides counted, have been played, unless the last of them wins.
abalone-rules-option-ply-limit-300 = The same with 300 moves.
abalone-rules-option-ply-limit-400 = The same with 400 moves.
abalone-rules-option-repetition-off = Repeated positions change nothing: play goes on.
abalone-rules-option-repetition-draw = The game is a draw as soon as the same position, with the same side to move, comes up for the third time.

abalone-tutorial-title = Your first game of Abalone
abalone-tutorial-first-move = You play Black, at the bottom, and move first. Select the slanting line of three marbles on the left, A1, B2 and C3, and move it one cell up-right, so that C3 goes to D4.
abalone-tutorial-first-move-done = Well done! Up to three of your marbles in a line can step along that line into an empty cell.
abalone-tutorial-side-step = White has replied. Now step sideways: select the pair C4 and C5 and move it up-right, onto D5 and D6.
abalone-tutorial-side-step-done = A broadside move: the marbles step side by side, and every cell in front of them must be empty.
abalone-tutorial-push = Your marbles on E3 and E4 face a lone white marble on E5, with E6 empty behind it. Push it: move E3 and E4 one cell to the right.
abalone-tutorial-push-done = Sumito! Two against one pushes: the white marble slid on to E6. You always need more marbles than you push.
abalone-tutorial-eject = On row F, your three marbles F5, F6 and F7 face two white ones on F8 and F9, at the edge. Push them: move your three one cell to the right.
abalone-tutorial-eject-done = The white marble on F9 had nowhere to go: it fell off the board. That is your third; six wins.
abalone-tutorial-win = You have pushed off five white marbles. The one on I7 sits on the top edge, with your G7 and H7 in line below it. Push it up-left, H7 on to I7, to win!
abalone-tutorial-win-done = Six! You win the game. You now know every rule: good luck in your next game.

# Playing with the keyboard.
abalone-rules-keys = With the keyboard: Tab to the board, then the arrow keys move the cursor (left and right along a row, up and down to the next row). Enter or Space picks the marble under the cursor or sends the group there; W, E, D, X, Z and A push the chosen group in the six directions as they look on screen.
    When two moves end on the same cell, 1 and 2 choose between them. Escape steps back; R reads the position aloud.
