# cabale (en)

# Home card, setup and seats.
game-cabale-tagline = Run, turn and claim the richest cells; capture like draughts. 2 to 4 players.
setup-cabale-start = Empty board
seat-cabale-red = Red
seat-cabale-blue = Blue
seat-cabale-yellow = Yellow
seat-cabale-green = Green

# Rule options.
option-cabale-players = Players
option-cabale-players-help = Blocks each: 30 with 2 players, 20 with 3, 15 with 4.
option-cabale-players-2 = 2
option-cabale-players-3 = 3
option-cabale-players-4 = 4
option-cabale-turn-angles = Runner turns
option-cabale-turn-angles-help = How sharply the runner may turn at its turning cell.
option-cabale-turn-angles-60-120 = 60° or 120°
option-cabale-turn-angles-60 = 60° only
option-cabale-blockade-edges = Blockades go on
option-cabale-blockade-edges-help = Which lines between cells may take a blockade; when limited, they are drawn bold.
option-cabale-blockade-edges-any = Any line between two cells
option-cabale-blockade-edges-outer2-touch = Bold lines (touching the two outer rings)
option-cabale-blockade-edges-outer2-both = Lines inside the two outer rings
option-cabale-blockade-edges-outer1 = Lines touching the rim
option-cabale-chain-direction = Capture chains
option-cabale-chain-direction-help = Whether a chain of captures may change direction after each jump, as in draughts.
option-cabale-chain-direction-free = May turn between jumps
option-cabale-chain-direction-straight = Straight on only
option-cabale-last-block-capture = After the last block
option-cabale-last-block-capture-help = Whether a player's last block may still capture before the game ends.
option-cabale-last-block-capture-true = Its captures still count
option-cabale-last-block-capture-false = The game ends at once
option-cabale-stuck-check = The game ends when
option-cabale-stuck-check-help = When a runner that cannot move ends the game: only on its own turn, or after any turn.
option-cabale-stuck-check-start-of-own-turn = A runner cannot move at the start of its turn
option-cabale-stuck-check-any-runner-after-each-turn = Any runner is stuck after a turn
option-cabale-teams-4p = Four players
option-cabale-teams-4p-help = Red and Yellow may play as a team against Blue and Green, adding up their scores.
option-cabale-teams-4p-false = Each alone
option-cabale-teams-4p-true = Two teams

# Buttons under the board.
cabale-button-single = Single block
cabale-button-double = Double block
cabale-button-stop = Stop capturing
cabale-button-skip = No blockade
cabale-place-runner = Place your runner on an edge cell

# The record's words in the move list (cells and paths read the same in every language):
# a single or double block, the end of the captures, no blockade.
cabale-record-single = single
cabale-record-double = double
cabale-record-stop = stop
cabale-record-skip = skip

# What the player is asked to do.
cabale-prompt-place = Place your runner on an edge cell (not a corner)
cabale-prompt-turn = Move the runner: first choose the cell where it turns (keys: arrows, Enter)
cabale-prompt-end = Turning on { $cell }: now choose where the runner ends
cabale-prompt-build = A single or a double block on { $cell }? (keys S or D)
cabale-prompt-capture = Capture: jump an enemy block, or stop
cabale-prompt-blockade = Place a blockade on a line between two cells, or skip (keys: Enter on a cell, then arrows)
cabale-prompt-edge = Blockade on { $edge }: arrows for another line of { $cell }, Enter to place it

# Presses the view refuses.
cabale-refuse-end = The runner cannot end there: choose a highlighted cell, or step back
cabale-refuse-turn = Choose where the runner turns: a highlighted cell
cabale-refuse-start = Runners start on an edge cell that is not a corner
cabale-refuse-no-line = No line of this cell can take a blockade: move to another cell, or skip

# Side panel.
cabale-fact-score = { $seat } score
cabale-fact-supply =
    { $score } — { $blocks ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    }, { $doubles ->
        [one] { $doubles } double
       *[other] { $doubles } doubles
    }, { $blockades ->
        [one] { $blockades } blockade
       *[other] { $blockades } blockades
    } left

# Why the game ended (rules §5).
end-cabale-last-block = The last block is placed: the scores decide.
end-cabale-stuck-runner = A runner can no longer move: the scores decide.

# Refusals: why the rules refuse an action ($cell is a cell like E5, $edge a line like E5E6).
cabale-illegal-not-start = { $cell } is not an edge cell off the corners
cabale-illegal-taken = { $cell } is taken
cabale-illegal-run = the runner cannot go from { $from } to { $turn } and on to { $end }: it moves straight over empty cells, turns once by 60° or 120°, and never crosses a blockade
cabale-illegal-no-double = no double left (or fewer than 2 blocks)
cabale-illegal-jump = the block cannot jump to { $cell }
cabale-illegal-blockade = a blockade cannot go on { $edge }
cabale-illegal-now-place = now is the time to place a runner
cabale-illegal-now-run = now is the time to move the runner
cabale-illegal-now-build = now is the time to place a single or double block
cabale-illegal-now-capture = now is the time to capture or stop
cabale-illegal-now-blockade = now is the time to place a blockade or skip

# Read out for a screen reader (the "r" key); cells are listed compactly, e.g. "C3–C5 D4".
cabale-describe-turn = { $seat } to play: { $prompt }.
cabale-describe-seat = { $seat }: runner on { $runner }, single blocks { $singles }, double blocks { $doubles }, score { $score }, { $left ->
        [one] { $left } block left.
       *[other] { $left } blocks left.
    }
cabale-describe-blockades = Blockades: { $edges }.
cabale-describe-choices = Choices: { $choices }.
cabale-describe-none = none

# Spoken to a screen reader after each key: the cell under the keyboard cursor ($what is one of
# the runner, block and empty messages), a button or a line, the turning cell chosen, and what
# a press will do.
cabale-spoken-cell = { $cell }, worth { $value }: { $what }.
cabale-spoken-runner = { $seat }'s runner
cabale-spoken-single = { $seat }'s single block
cabale-spoken-double = { $seat }'s double block
cabale-spoken-empty = empty
cabale-spoken-button = { $label } button.
cabale-spoken-line = Line { $edge }.
cabale-spoken-turning = Turning on { $cell }.
cabale-spoken-press-place = Press to place your runner here.
cabale-spoken-press-turn = Press to turn the runner here.
cabale-spoken-press-end = Press to end the runner's move here.
cabale-spoken-press-unturn = Press to take back the turning cell.
cabale-spoken-press-jump = Press to jump here and capture.
cabale-spoken-press-lines =
    Press to choose { $n ->
        [one] its line
       *[other] among its { $n } lines
    } for a blockade.
cabale-spoken-press-blockade = Press to place the blockade here.
cabale-spoken-press-button = Press to choose it.
# Each part of a turn told in words.
cabale-told-place = { $seat } placed the runner on { $cell }.
cabale-told-run = { $seat } ran from { $from }, turning on { $turn }, to { $end }.
cabale-told-single = { $seat } placed a single block on { $cell }.
cabale-told-double = { $seat } placed a double block on { $cell }.
cabale-told-jump = { $seat } jumped from { $from } to { $to }, capturing.
cabale-told-stop = { $seat } stopped capturing.
cabale-told-blockade = { $seat } placed a blockade on { $edge }.
cabale-told-skip = { $seat } placed no blockade.
