# qawale rules page and tutorial (en)

qawale-rules-intro = A modern abstract game for two, published by Gigamic in 2022: lift stacks of pebbles and sow them along winding paths.

qawale-rules-goal-title = Goal
qawale-rules-goal = Be the first to show four pebbles of your colour in a line on top of the stacks: along a row, a column or one of the two long diagonals.

qawale-rules-board-title = Board and pebbles
qawale-rules-board = The board has 4 × 4 spaces. Each player holds 8 pebbles of their colour, Light or Dark; 8 neutral pebbles belong to nobody. No pebble ever leaves the game.
    At the start each corner holds a stack of two neutral pebbles and the other spaces are empty. Who starts is drawn at random, unless the options say otherwise.
qawale-rules-board-caption = The start: two neutral pebbles on each corner.

qawale-rules-turn-title = Your turn
qawale-rules-turn = Choose any space with pebbles, whatever shows on top: neutral, yours or your opponent's. Put one pebble from your hand on it, then lift the whole stack.
    Lay the pebbles back one at a time, bottom one first: the first on a space next to the stack, each next one on a space next to the previous one. So a stack of 3 pebbles, yours included, covers 3 spaces.
    You cannot pass: while you hold pebbles, you always have a move.
qawale-rules-turn-caption = Light added a pebble to the two on a1 and laid the three on a2, a3 and a4.

qawale-rules-path-title = The path
qawale-rules-path = Steps go up, down, left or right, never diagonally, and never off the board.
    The path may turn, cross empty spaces (they get a pebble) and visit a space again, even the one it started from, but it may never step straight back to the space it just left.
    Each pebble goes on top of what is already there. Your new pebble is laid last, so it always shows at the end of the path.
qawale-rules-path-caption = The four pebbles from a4 go round a square: the last one lands back on a4.

qawale-rules-lines-title = Lines of four
qawale-rules-lines = There are 10 lines: 4 rows, 4 columns and the 2 long diagonals. Only the top pebble of each stack counts: pebbles underneath never make a line, nor do neutral ones.
    Lines are checked once the whole path is laid. If your colour shows four in a line, you win.
qawale-rules-lines-caption = Light ends its path on d1 and shows four on the diagonal a4–d1.

qawale-rules-both-lines-title = Your opponent's line
qawale-rules-both-lines = Careful: your path may cover or uncover pebbles that give your opponent a line. If your move leaves only their line, they win at once.
    If it leaves a line of each colour, you win, unless the option below says otherwise.
qawale-rules-both-lines-caption = Light's path from d4 completes a dark row 3 and a light row 2: Light wins.

qawale-rules-end-title = Draw
qawale-rules-end = Each player lays 8 pebbles at most, so a game lasts 16 moves at most. When both hands are empty and no line shows, the game is drawn.

qawale-rules-option-both-lines-mover = When one move leaves a line of each colour, the player who made it wins.
qawale-rules-option-both-lines-opponent = When one move leaves a line of each colour, the player who made it loses, as in Gigamic's Quixo.
qawale-rules-option-first-random = Chance decides who lays the first pebble.
qawale-rules-option-first-light = Light always lays the first pebble.
qawale-rules-option-first-dark = Dark always lays the first pebble.

qawale-tutorial-title = Your first game of Qawale

qawale-tutorial-first-move = You play Light. Click the two neutral pebbles on a1, the bottom-left corner: with the pebble you add, there are three to lay. Click a2, a3 and a4, straight up the left column, then confirm.
qawale-tutorial-first-move-done = The two neutrals went to a2 and a3, and your pebble, laid last, shows on a4.
qawale-tutorial-turn = Dark did the same on the right. Your stack on a4 holds your pebble: click it, and with the one you add there are four to lay. Go right along the top row to b4, c4 and d4, then turn down to d3, and confirm.
qawale-tutorial-turn-done = Bottom pebble first: the neutrals went to b4 and c4, then your two pebbles. One now covers Dark's on d4, the other shows on d3.
qawale-tutorial-cover = Danger: Dark shows three pebbles on row 3 (a3, b3 and c3) and could finish the row on d3. Click your pebble on b2 (two pebbles with the one you add), lay them on b3 and b4, and confirm.
qawale-tutorial-cover-done = Your pebble now covers Dark's on b3: the row is broken, since only the top of each stack counts.
qawale-tutorial-loop = You show on c2 and d1: the diagonal a4–d1 still needs a4 and b3. The stack on b3 hides one of your pebbles. Click b3 and go round the square, b4, a4, a3 and back to b3 (the other way round works too), then confirm.
qawale-tutorial-loop-done = Your buried pebble landed on a4 and your new one came back on top of b3: four in a line, you win! You are ready for a real game.

# Playing with the keyboard.
qawale-rules-keys = With the keyboard: Tab to the board, then the arrow keys move the cursor. Enter or Space picks the stack, then each step of the path (an arrow, then Enter); Enter on the path's last space plays the move. Escape takes back the last step; R reads the position aloud.
