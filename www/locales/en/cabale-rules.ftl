# cabale rules and tutorial (en)
cabale-rules-intro = A strategy game by Roland Siegers (1999) for 2 to 4 players: your runner zigzags across a hexagonal board, leaving blocks that score and capture.

cabale-rules-goal-title = Goal
cabale-rules-goal = Score the most points: your blocks score the value of their cells, and captured enemy blocks add a bonus.

cabale-rules-board-title = Board and pieces
cabale-rules-board = The 61 cells are worth 15 in the centre, then 10, 6, 3 and 1 on the edge.
    Each player has a runner, blocks, doubles and blockades: 30, 6 and 12 with 2 players; 20, 4 and 8 with 3; 15, 3 and 6 with 4. A black marker is shared.
cabale-rules-board-caption = Each cell shows its value.

cabale-rules-setup-title = Setup
cabale-rules-setup = In turn, each player puts their runner on an empty edge cell, not a corner. Then the first player begins, and turns go round in seat order.
cabale-rules-setup-caption = Red, Blue and Yellow have placed their runners.

cabale-rules-run-title = Move your runner
cabale-rules-run = Each turn your runner must go straight one or more cells, turn once by 60° or 120°, then go straight one or more cells.
    It only enters empty cells (no runner, no block, not the black marker) and never crosses a blockade. The marker holds your start cell until your turn ends.
cabale-rules-run-caption = Red went from H4 to E4, turned and went on to E2.

cabale-rules-block-title = Leave a block
cabale-rules-block = Put a block on the cell where your runner turned: a single, or a double (a stack of two) that scores twice and uses two blocks and one of your doubles.
cabale-rules-block-caption = Red's double on E4 is worth 20.

cabale-rules-capture-title = Capture
cabale-rules-capture = The block you just placed may jump over a neighbouring enemy block onto the empty cell beyond, as in draughts. The jumped block leaves the board.
    You may jump again, in any direction, or stop: capturing is never compulsory. Runners, the marker and your own blocks cannot be jumped, and no jump crosses a blockade.
cabale-rules-capture-caption = Red's double jumped Blue's double on E5, landing on E6.

cabale-rules-blockade-title = Blockades
cabale-rules-blockade = Last, you may lay a blockade on any line between two cells. It stays to the end, belongs to no one, and no runner or jump may cross it. It may shut in any runner, even yours.
cabale-rules-blockade-caption = Blue's runner on B6 can no longer go left.

cabale-rules-end-title = End of the game
cabale-rules-end = The game ends when a player places their last block (its captures still count), or when a runner cannot move at the start of its player's turn.

cabale-rules-score-title = Scoring
cabale-rules-score = Each block scores its cell, twice for a double. Add 1 per captured single and 3 per captured double. The highest score wins; a tie shares the win.
    Example: a single on 15, a double on 10, a captured single and a captured double make 39.

cabale-rules-option-players-2 = 30 blocks, 6 doubles and 12 blockades each.
cabale-rules-option-players-3 = 20 blocks, 4 doubles and 8 blockades each.
cabale-rules-option-players-4 = 15 blocks, 3 doubles and 6 blockades each.
cabale-rules-option-turn-angles-60-120 = Sharp or gentle turns; never straight back.
cabale-rules-option-turn-angles-60 = Only gentle 60° turns.
cabale-rules-option-blockade-edges-any = Any line between two cells, as the English rules say.
cabale-rules-option-blockade-edges-outer2-touch = Bold lines touching a cell worth 3 or 1: our guess at the wooden board.
cabale-rules-option-blockade-edges-outer2-both = Bold lines between two cells worth 3 or 1.
cabale-rules-option-blockade-edges-outer1 = Bold lines touching an edge cell.
cabale-rules-option-chain-direction-free = After each jump, the block may jump on in any direction.
cabale-rules-option-chain-direction-straight = Each further jump keeps the first jump's direction.
cabale-rules-option-last-block-capture-true = The last block may still capture, then the game ends.
cabale-rules-option-last-block-capture-false = The game ends as soon as the last block is placed.
cabale-rules-option-stuck-check-start-of-own-turn = A stuck runner ends the game when its turn begins.
cabale-rules-option-stuck-check-any-runner-after-each-turn = The game also ends after any turn that leaves a runner stuck, even the mover's.
cabale-rules-option-teams-4p-false = Everyone plays alone.
cabale-rules-option-teams-4p-true = Red and Yellow against Blue and Green, partners adding their scores.

cabale-tutorial-title = Your first game of Cabale
cabale-tutorial-place = You play Red. Put your runner on A4, the fourth cell of the bottom edge.
cabale-tutorial-place-done = Runners start on an edge cell, never a corner. Blue starts from H9.
cabale-tutorial-run = Press D4, three cells up and to the left, to turn there, then any highlighted cell to end the move.
cabale-tutorial-run-done = Straight, one turn, straight again: that is every move. The turning cell D4, worth 10, takes your block.
cabale-tutorial-double = Press Double block: the stack on D4 scores twice, 20 points.
cabale-tutorial-double-done = A double uses two blocks and one of your six doubles: keep them for the best cells.
cabale-tutorial-capture = Later on, your new block on C3 stands next to Blue's block on C4, with C5 empty beyond. Jump over it: press C5.
cabale-tutorial-capture-done = Blue's block leaves the board: 1 point for you. And you may jump again!
cabale-tutorial-chain = From C5, jump over Blue's double on D5, up and to the left, onto E5 in the centre.
cabale-tutorial-chain-done = A captured double is worth 3, and your block now stands on the 15. Only the block just placed can capture.
cabale-tutorial-blockade = Blue's runner on I8, at the top, can only leave through the corner I9. Place a blockade on the line between I8 and I9 (or between I9 and H9).
cabale-tutorial-blockade-done = Blue's runner cannot move when its turn begins, so the game ends: you win, 48 to 7!

# Playing with the keyboard.
cabale-rules-keys = With the keyboard: Tab to the board, then the arrow keys move the cursor over the cells; down from the bottom row reaches the buttons under the board. Enter or Space chooses what is under the cursor. S and D choose a single or a double block.
    For a blockade, Enter on a cell shows its lines: the arrows go round them and Enter places the one drawn in yellow. Escape steps back; R reads the position aloud.
