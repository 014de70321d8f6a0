# tab rules page and tutorial (en)

tab-rules-intro = An Egyptian race-and-capture game, recorded by E. W. Lane in 1836: throw four coins, then run your pieces round a winding track.

tab-rules-goal-title = Goal and board
tab-rules-goal = The board has 4 rows of 9 squares. Each player has 9 pieces on their home row: South at the bottom, North at the top. Capture every enemy piece to win.
    A ring marks a piece that never moved, a star one that has been in the enemy's home row, a number a stack's height.
tab-rules-goal-caption = The start: nine pieces a side.

tab-rules-track-title = The track
tab-rules-track = Rows count from your side: row 1 is your home row, row 4 the enemy's. Your pieces run along row 1, back along row 2, then along row 3, as the arrows show; going into the next row is one step.
    From the end of row 3 a piece turns back into row 2 and goes round again, or it may branch into row 4 (see below). No piece returns to its home row.
tab-rules-track-caption = A 4 takes the piece on g3 round to h2; it could have turned up to h4 instead.

tab-rules-throws-title = Throwing
tab-rules-throws = Throw the four coins and count the heads: 1 to 4 heads move that many steps, no heads moves 6.
    A 1, 4 or 6 throws again; the first 2 or 3 ends your throwing. All the values are your moves for the turn.
    Opening: the players throw once each in turn until someone throws a 1. That player starts, throwing on as usual.
tab-rules-throws-caption = South has thrown 1, 4 and 2: three moves to make.

tab-rules-moving-title = Moving
tab-rules-moving = Use your throws in any order. Each moves one piece, or one whole stack, forward by exactly its value; one piece may take several throws.
    A piece that has never moved can only start with a 1.
    You must go on while a throw has a use. Throws you cannot use are lost.
tab-rules-moving-caption = The 1 takes the piece on i1 up to i2, the 4 on to e2; the 2 is still to play.

tab-rules-stacks-title = Stacks
tab-rules-stacks = A piece that lands on one of yours goes on top: the stack moves as one piece. With a 1 you may instead move only its top piece.
    A stack on a piece that has never moved moves only with a 1.
tab-rules-stacks-caption = With a 1, only the top piece of the stack on e2 steps to d2.

tab-rules-capture-title = Capturing
tab-rules-capture = Land on an enemy piece or stack and you capture all of it. Squares you pass over are not affected.
tab-rules-capture-caption = The 3 jumps from d3 over e3 and captures the whole stack on g3.

tab-rules-back-title = Going back a row
tab-rules-back = A stack that goes back a row, from row 3 into row 2 or from row 4 into row 3, keeps only its top piece: the others are lost.
    Such a move is never compulsory: when only those are left, you may Pass.
tab-rules-back-caption = The stack on g3 turns back into row 2: only its top piece reaches i2.

tab-rules-row4-title = The enemy's home row
tab-rules-row4 = At the end of row 3 a piece may branch into row 4 if the enemy still has pieces there and none of the moving pieces has been in row 4 before.
    Your pieces in row 4 cannot move while you have any piece on your own home row. If all you have there are stacks, they move whole only when nothing else can; a 1 may still move a top piece. After row 4 the track goes back into row 3.
tab-rules-row4-caption = The 3 turns the piece on g3 up into row 4 and captures on i4.

tab-rules-end-title = End of the game
tab-rules-end = You win as soon as you capture the last enemy piece. There is no draw, unless a rule option adds one.

tab-rules-option-first-random = Chance decides who throws first.
tab-rules-option-first-south = South throws first.
tab-rules-option-first-north = North throws first.
tab-rules-option-stacked-unmoved-needs-1 = The stack still needs a 1 to move.
tab-rules-option-stacked-unmoved-activated = A piece counts as moved once one of yours lands on it.
tab-rules-option-tab-priority-free = Use each 1 on any piece.
tab-rules-option-tab-priority-convert = While you have pieces that never moved, each 1 must move one of them, with its whole stack (Lane's rule).
tab-rules-option-use-throws-while-possible = Go on while a throw has a use; you need not find the order that uses the most.
tab-rules-option-use-throws-maximum = Play moves that let you use as many throws as possible. Reducing a stack stays optional.
tab-rules-option-reduction-backward = Only going back a row, 3 to 2 or 4 to 3, reduces a stack.
tab-rules-option-reduction-visited = Also going up from row 2 to row 3 when one of its pieces has already been round (Lane's rule).
tab-rules-option-row4-stacks-stacks-only = Row 4 is frozen while you have any piece at home; if only stacks are there, they move last.
tab-rules-option-row4-stacks-home-group = Row 4 is free once your home row holds at most one piece or stack; stacks need not move last.
tab-rules-option-quiet-draw-off = No draw.
tab-rules-option-quiet-draw-60 = Drawn after 60 turns in a row (of either player) without a capture.
tab-rules-option-quiet-draw-100 = Drawn after 100 turns in a row without a capture.
tab-rules-option-quiet-draw-200 = Drawn after 200 turns in a row without a capture.

tab-tutorial-title = Your first game of Tâb
tab-tutorial-first-move = You are South, at the bottom. Press Throw: a 1 throws again, then a 2 ends it. Use the 1 on your piece in the bottom right corner, i1: it turns up to i2.
tab-tutorial-first-move-done = Well done! A piece starts only with a 1, and i1 leads onto the track.
tab-tutorial-capture = Some turns later. Throw, then move your piece on e2 with the 3: left along row 2, onto North's piece on b2.
tab-tutorial-capture-done = Captured! Landing on enemy pieces takes them all.
tab-tutorial-split = One 1 left. Press your stack on d2, press it again so only its top piece moves, then press c2, on North's piece.
tab-tutorial-split-done = A 1 can split a stack: the top piece went alone and captured.
tab-tutorial-row4 = Throw: a 4 throws again, then a 2. Choose the 4, your piece on f3, then i4: at the end of row 3 it turns up into North's home row.
tab-tutorial-row4-done = A capture in North's home row! Your piece now waits there until your own home row is empty.
tab-tutorial-pass = Your only move would take the stack on h3 back into row 2 and lose a piece. You don't have to: press Pass.
tab-tutorial-pass-done = Turn over, stack whole: reducing a stack is never compulsory.
tab-tutorial-win = North's last piece is on h2. Throw, then move your piece on h3 with the 3: round the end of row 3 and back to h2.
tab-tutorial-win-done = You win! You now know every rule. Good luck in your next game.

# Playing with the keyboard.
tab-rules-keys = With the keyboard: Tab to the board. T throws, the digits pick a throw in hand, P passes. The arrow keys move the cursor over the squares; down from the bottom row reaches the throws in the tray. Enter or Space picks the piece under the cursor, then its square (pressing a stack again moves only its top piece), and Enter confirms. Escape steps back; R reads the position aloud.
