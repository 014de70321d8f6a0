# tab (en)

# Home card, setup and seats.
game-tab-tagline = The Egyptian race game: four coins stand in for its throwing sticks.
setup-tab-start = Start position
seat-tab-south = South
seat-tab-north = North

# Rule options.
option-tab-first = Who throws first in the opening
option-tab-first-help = The side that makes the first single throw of the opening.
option-tab-first-random = Random
option-tab-first-south = South
option-tab-first-north = North
option-tab-stacked-unmoved = A stack on a piece that never moved
option-tab-stacked-unmoved-help = When a piece lands on one of yours that has never moved, whether the stack still needs a 1.
option-tab-stacked-unmoved-needs-1 = Moves only with a 1
option-tab-stacked-unmoved-activated = The piece counts as moved once joined
option-tab-tab-priority = Throws of 1 while pieces are unmoved
option-tab-tab-priority-help = Whether each 1 must start a piece that has never moved, while you have one.
option-tab-tab-priority-free = Use them as you like
option-tab-tab-priority-convert = Must move an unmoved piece
option-tab-use-throws = Using the throws
option-tab-use-throws-help = Whether you must pick the moves that use the most throws, or just go on while a throw has a use.
option-tab-use-throws-while-possible = Keep using throws while one has a use
option-tab-use-throws-maximum = Use as many throws as possible, as in backgammon
option-tab-reduction = When a moving stack is reduced
option-tab-reduction-help = A stack that goes back a row keeps only its top piece; this sets which changes of row count.
option-tab-reduction-backward = Going back a row: 3→2 or 4→3
option-tab-reduction-visited = Entering any row one of its pieces has been in
option-tab-row4-stacks = Stacks in the enemy's home row
option-tab-row4-stacks-help = When your pieces in the enemy's home row may move, and whether stacks there must move last.
option-tab-row4-stacks-stacks-only = If only stacks are there, they move last
option-tab-row4-stacks-home-group = No such rule; row 4 is free once home holds at most one group
option-tab-quiet-draw = Draw after turns without a capture
option-tab-quiet-draw-help = The game is drawn after that many turns in a row without a capture.
option-tab-quiet-draw-off = Never
option-tab-quiet-draw-60 = 60 turns
option-tab-quiet-draw-100 = 100 turns
option-tab-quiet-draw-200 = 200 turns

# The tray of throws and the buttons in it.
tab-tray-opening = Opening: single throws until someone throws a 1
tab-tray-throwing = { $seat } throws until a 2 or a 3
tab-tray-throws = { $seat }'s throws
tab-tray-wasted = { $seat } had no use for the throws: the turn passed to { $next }
tab-button-throw = Throw
tab-button-pass = Pass
# The record's words in the move list (moves are squares, the same in every language).
tab-record-throw = throw { $value }
tab-record-pass = pass
# Letters on the coins: heads, tails.
tab-coin-heads = H
tab-coin-tails = T
tab-landing-again = { $value }: throw again

# On the board: the piece chosen and what the chosen move does.
tab-top-piece = top piece
tab-whole-stack = whole stack
tab-effect-captures = captures
tab-effect-stacks = stacks
tab-effect-reduced = reduced
tab-effect-row4 = row 4

# What the player is asked to do.
tab-prompt-throw = Throw the four coins: press Throw (or T). 1, 4 and 6 throw again
tab-prompt-confirm = Confirm { $move } (✓, Enter), or choose another square
tab-prompt-split-top = Choose where { $square } goes; press it again to move only its top piece
tab-prompt-split-whole = Choose where { $square } goes; press it again to move the whole stack
tab-prompt-destination = Choose where the { $value } takes { $square }
tab-prompt-piece = Choose a piece to move { $value }
tab-prompt-which-throw = Choose the throw to use on { $square }
tab-prompt-pass = Only moves that would reduce a stack are left: use one, or Pass
tab-prompt-choose = Choose a throw and a piece (or the piece first)

# Read aloud (the R key): the turn, each side's pieces, what can be done, the keys.
tab-describe-opening = Opening: { $seat } throws once; the first 1 starts the game.
tab-describe-throwing = { $seat } throws until a 2 or a 3; thrown so far: { $throws }.
tab-describe-moving = { $seat } to move with the throws { $throws }.
tab-describe-side = { $seat }, { $counts }: { $units }.
tab-describe-none = none
tab-describe-height = { $height } pieces
tab-describe-unmoved = never moved
tab-describe-unmoved-under = the bottom one never moved
tab-describe-row4 = has been in row 4
tab-describe-movable = Pieces that can move: { $squares }.
tab-describe-move = { $value } from { $from } to { $to }
tab-describe-options = Moves: { $moves }.
tab-describe-cursor = Cursor on { $place }.
tab-describe-throw = the throw { $value }
tab-describe-keys = Keys: the arrows move the cursor, and Down from the bottom rank reaches the throws; Enter or Space chooses, Enter confirms, Escape steps back; 1, 2, 3, 4 or 6 picks a throw, T throws, P passes.

# Presses the view refuses.
tab-refuse-throw-first = Throw first
tab-refuse-throw-unused = The { $value } has no use now
tab-refuse-other-throw = That piece cannot use this throw: choose another throw first
tab-refuse-no-move = That piece has no move with these throws
tab-refuse-not-yours = Choose one of your pieces that can move

# Side panel.
tab-fact-throws = Throws
tab-fact-pieces = { $seat } pieces
tab-fact-pieces-count = { $board } on board, { $captured } captured, { $lost } lost

# Why the game ended (rules §5).
end-tab-all-captured = Every enemy piece has been captured.
end-tab-quiet-turns = Too many turns went by without a capture: the game is drawn.

# Refusals: why the rules refuse an action ($square and $to are squares, $value a throw, $throws the throws held).
tab-illegal-not-time-to-throw = it is not time to throw: { $seat } is using the throws { $throws }
tab-illegal-pass-throwing = there is nothing to pass: the throwing is not over (rules §2)
tab-illegal-pass-must-use = a throw still has a use that reduces no stack, so it must be used (rules §3)
tab-illegal-still-throwing = the throwing is not over: throw until a 2 or a 3 (rules §2)
tab-illegal-no-such-throw = you have no throw of { $value } (throws: { $throws })
tab-illegal-not-yours = there is no piece of yours on { $square }
tab-illegal-row4-frozen = pieces in your row 4 may not move while you have pieces in your row 1 (rules §4.7)
tab-illegal-row4-frozen-group = pieces in your row 4 may not move while your row 1 holds more than one group (option T12)
tab-illegal-split-value = only a throw of 1 splits a stack (rules §4.2)
tab-illegal-split-single = { $square } holds a single piece; a split needs a stack (rules §4.2)
tab-illegal-stack-unmoved = this stack stands on a piece that has never moved, so it moves only with a 1 (rules §4.1, T3)
tab-illegal-unmoved = a piece that has never moved moves only with a 1 (rules §4.1)
tab-illegal-convert-first = while you have unmoved pieces, a 1 must move one of them (Lane's rule, option T4)
tab-illegal-row4-again = a piece that has been in row 4 may never enter it again (rules §4.6)
tab-illegal-row4-empty = row 4 may be entered only while the enemy still has pieces on it (rules §4.6)
tab-illegal-destination = a throw of { $value } takes { $square } to { $dest }, not { $to } (rules §1.2)
tab-illegal-destination-fork = a throw of { $value } takes { $square } to { $dest } or { $other }, not { $to } (rules §1.2)
tab-illegal-destinations = a throw of { $value } takes { $square } to { $dests }, not { $to } (rules §1.2)
tab-illegal-row4-stacks-last = while only stacks stand in your row 4 they move only when nothing else can (rules §4.7, T12)
tab-illegal-use-most = you must use as many throws as possible (option T6); after this move fewer could be used
tab-illegal-other = that move is not legal

# Spoken to a screen reader after each key: the place under the keyboard cursor, the move chosen
# so far ($parts), and what a press there will do ($move reads like tab-describe-move).
tab-spoken-empty = { $square }: empty.
tab-spoken-throw-due = Press to throw the coins.
tab-spoken-throw = The throw { $value }.
tab-spoken-pass = The Pass button.
tab-spoken-chosen = Chosen: { $parts }.
tab-spoken-chosen-throw = the { $value }
tab-spoken-chosen-to = to { $square }
tab-spoken-press-use = Press to use the { $value }.
tab-spoken-press-piece = Press to choose this piece.
tab-spoken-press-land = Press to choose { $move }.
tab-spoken-press-play = Press to play { $move }.
tab-spoken-press-top = Press to move only the top piece.
tab-spoken-press-whole = Press to move the whole stack.
tab-spoken-press-pass = Press to pass.
# An action told in words.
tab-told-throw = { $seat } threw the coins: { $value }.
tab-told-pass = { $seat } passed.
tab-told-move = { $seat } moved { $from } to { $to } with a { $value }
