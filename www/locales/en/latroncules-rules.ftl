# Latroncules: rules page and guided first game.

latroncules-rules-intro = The French marked-board version of the Roman soldiers' game: two armies trap enemy pieces between their own.

latroncules-rules-goal-title = Goal
latroncules-rules-goal = Capture every enemy piece: whoever takes the last one is IMPERATOR and wins. A game nobody can win is a draw.

latroncules-rules-board-title = Board and pieces
latroncules-rules-board =
    White plays from the bottom, Black from the top. Each has 8 fantassins (small plain discs) and 8 cavaliers (large discs with a crest), set on its two home ranks: cavaliers on dark squares, fantassins on light ones.
    The lines on the dark squares guide the cavaliers. White moves first.
latroncules-rules-board-caption = The starting position.

latroncules-rules-fantassin-title = The fantassin
latroncules-rules-fantassin = On your turn you move one of your pieces onto an empty square; you may not pass. A fantassin steps one square straight forward, never sideways, backward or over a piece. It ignores the lines.
latroncules-rules-fantassin-caption = White's first move: e2 to e3.

latroncules-rules-cavalier-title = The cavalier
latroncules-rules-cavalier = On a light square, a cavalier steps one square in any direction. On a dark square, it may only follow the lines drawn there, either way: the crosses of the home ranks allow only diagonals.
latroncules-rules-cavalier-caption = The cavalier on e3 follows the rising line of its square to f4.

latroncules-rules-jump-title = Jumping
latroncules-rules-jump = Instead of stepping, a cavalier may jump over one adjacent enemy piece to the empty square just beyond, in a direction it could step. One jump per move, never over its own pieces or over two. The jumped piece is not captured.
latroncules-rules-jump-caption = The cavalier on d6 jumps along its line over c5 to b4; c5 stays.

latroncules-rules-capture-title = Capture
latroncules-rules-capture =
    Move a piece so that an enemy piece is squeezed between it and another of yours, on a row, a column or a diagonal: the enemy piece is removed. One move may capture several pieces; two enemies side by side are never taken; the board edge does not count.
    A piece in a corner is captured when you hold both squares beside it (for a1: a2 and b1).
latroncules-rules-capture-caption = e4-e5 captures d5 (with c5) and f4 (with g3).

latroncules-rules-enclosed-title = Between two enemies
latroncules-rules-enclosed = You may not move a piece between two enemy pieces, or into a corner they close, unless that move captures. A piece that got in this way is safe until an enemy moves in to close a new trap.
latroncules-rules-enclosed-caption = d4-d5 goes between c5 and e5, allowed as it captures c4 (with b3).

latroncules-rules-promotion-title = The far rank
latroncules-rules-promotion = A fantassin reaching the enemy's back rank leaves the game and frees one of your captured cavaliers, which takes its place. If none is captured, the fantassin waits there, unable to move, until one is.
latroncules-rules-promotion-caption = The fantassin reaches d8 and a captured cavalier comes back there.

latroncules-rules-end-title = End of the game
latroncules-rules-end = You win by capturing the last enemy piece. The game is drawn when the player to move has no legal move, when each side has one piece left, after 100 moves without capture or promotion, or when a position comes up a third time.

latroncules-rules-option-diagonal-capture-on = Rows, columns and diagonals count, for capturing and for the ban on stepping between two enemies.
latroncules-rules-option-diagonal-capture-off = Only rows and columns count, for capturing and for that ban. Corner captures stay.
latroncules-rules-option-promotion-wait = A fantassin on the far rank frees a captured cavalier, or waits there until one is captured.
latroncules-rules-option-promotion-always = A fantassin on the far rank always becomes a cavalier at once.
latroncules-rules-option-quiet-limit-100 = Drawn after 100 moves in a row (50 each) with no capture or promotion.
latroncules-rules-option-quiet-limit-off = No draw for lack of captures.
latroncules-rules-option-repetition-draw = Drawn when the same position, same player to move, comes up a third time.
latroncules-rules-option-repetition-off = Repeated positions do not end the game.

latroncules-tutorial-title = Your first game of Latroncules
latroncules-tutorial-first-move = You play White, at the bottom. Move the fantassin on e2 (a small disc) one square straight forward, to e3.
latroncules-tutorial-first-move-done = Well done! Fantassins only march forward: they never come back.
latroncules-tutorial-cavalier = Your cavalier on d2 (a large disc) stands on a dark square marked with a cross: it moves only diagonally. Move it up and to the right, to e3.
latroncules-tutorial-cavalier-done = On e3 its lines run along the row and the rising diagonal: always check the lines under a cavalier.
latroncules-tutorial-jump = The black fantassin on f4 touches your cavalier on e3, on its rising line. Jump over it to the empty square g5.
latroncules-tutorial-jump-done = A jump captures nothing, but your cavalier now stands behind f4, ready for a trap.
latroncules-tutorial-capture = Close the trap: move your fantassin from e2 up to e3. The fantassin on f4 is then caught on the diagonal between e3 and g5.
latroncules-tutorial-capture-done = Captured! Two of your pieces take an enemy between them, on a row, a column or a diagonal, when one has just moved there.
latroncules-tutorial-promotion = Your fantassin on g7 is one step from Black's back rank, and Black has captured some of your cavaliers. Move it to g8.
latroncules-tutorial-promotion-done = The fantassin left the game and one of your lost cavaliers came back on g8.
latroncules-tutorial-imperator = Black's last piece hides in the corner a1; your fantassin holds a2. Move your cavalier from c2 diagonally down to b1.
latroncules-tutorial-imperator-done = IMPERATOR! A corner piece falls when you hold both squares beside it, and taking the last enemy piece wins.

# Playing with the keyboard.
latroncules-rules-keys = With the keyboard: Tab to the board, then the arrow keys move the cursor. Enter or Space picks the piece under the cursor, then its square; when you must choose which fantassin is exchanged, Enter on it chooses. Escape steps back; R reads the position aloud.
