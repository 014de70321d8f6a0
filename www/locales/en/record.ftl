# Game records and links (engine/src/record.rs, docs/records.md): why one cannot be read or
# replayed. Each key is one of record::RECORD_ERROR_KEYS, with the engine's variables.

# Wrappers: a reason at a line of the text; an action the game refused ($why is the refusal,
# worded like a refused move).
record-line = line { $line }: { $why }
record-action = action { $number } ({ $action }): { $why }

# The text.
record-too-long = the record is longer than { $limit } bytes
record-too-many-actions = the record has more than { $limit } actions
record-bad-line = this line is not a tag [Name "value"], a round "N. action; action", a comment starting with # or blank
record-bad-tag = a tag is written [Name "value"], with \" and \\ for " and \ in the value
record-duplicate-tag = the tag [{ $tag }] is given twice
record-tag-after-actions = the tags come before the actions
record-empty-action = an empty action (a round number without actions, or ';' twice)
record-no-version = this is not a Ludus record: it has no [Ludus "1"] tag
record-bad-version = '{ $version }' is not a version of the record format ({ $supported })
record-newer-version = the record is in format version { $version }, newer than this Ludus reads ({ $supported }): update Ludus to open it
record-bad-action-text = action { $number } cannot be written in a record: '{ $action }'

# The tags.
record-no-game = the record does not name its game: [Game "…"]
record-unknown-game = unknown game '{ $game }' (games: { $games })
record-unknown-setup = { $game } has no setup '{ $setup }' (setups: { $setups })
record-bad-options = the options are written KEY=VALUE separated by spaces, not '{ $options }'
record-unknown-option = { $game } has no option '{ $option }' (options: { $options })
record-bad-option-value = option '{ $option }' cannot be '{ $value }' (allowed: { $allowed })
record-bad-seed = the seed is a whole number from 0 to 18446744073709551615, not '{ $seed }'
record-bad-seat = '{ $entry }' is not a seat: write 'human' or 'computer N' with a level N from 0 to { $max }
record-seat-count = the record lists { $count } seats, but this game of { $game } has { $seats }
record-bad-agreed = the agreed end is 'win N' (the winning seat, from 0), 'draw' or 'scores A,B,…', not '{ $agreed }'

# Replaying.
record-agreed-impossible = the agreed end '{ $agreed }' does not fit a game of { $seats } seats
record-agreed-over = the game is over by its rules; it cannot also end by resignation or agreement
record-bad-setup = bad setup: { $reason }
record-bad-position = bad start position: { $reason }
record-upto = the record has { $count } actions, not { $upto }

# A position text that cannot be read (a record's or a link's start position, core::PositionError):
# which part is wrong. The command line's English gives every detail.
position-parts = the position has { $found } parts separated by spaces, which is not how this game writes one
position-board = the board (the first part of the position) cannot be read, or holds what this game cannot have
position-side = '{ $text }' is not a player who can be to move
position-number = '{ $text }' is not a whole number within what its part allows
position-count = the pieces do not add up: each side has a fixed set, on the board, in hand or taken
position-impossible = the parts of the position contradict each other: no game reaches it
position-part = '{ $text }': this part of the position is unknown, repeated, missing or unreadable
position-history = the repetition history (seen=) or the plies played (ply=) do not fit the position
position-options = the game's options do not allow this position

# Links.
record-link-too-long = the link is longer than { $limit } bytes
record-link-damaged = the link is damaged: it is not a whole Ludus game link
record-link-checksum = the link is damaged: its checksum does not match (was it copied whole?)
record-link-newer = the link is in format version { $version }, newer than this Ludus reads ({ $supported }): update Ludus to open it
record-link-bad-action = action { $number } of the link is number { $index } of only { $count } possible: the link is not a game Ludus wrote

# A game's id (the Id tag, a link's id): 12 characters of record::ID_ALPHABET.
record-bad-id = the game's id is not one Ludus gives (12 letters and digits): the game was altered or not written by Ludus
record-bad-devices = the seats' devices are one per seat, each 12 letters and digits or '-': the game was altered or not written by Ludus
record-bad-chance = the pledges of the throws are not one per seat, each a commitment and what it revealed: the game was altered or not written by Ludus
record-bad-throw = action { $number } ({ $action }) is not the throw the players' pledges give: the game was altered

# The seats' clocks (the Clock and Left tags, a link's clock; engine/src/clock.rs).
record-bad-clock = the clock is a time control such as 300+5 ([Clock]) and the milliseconds left for each seat ([Left]), both or neither: the game was altered or not written by Ludus
record-clock-seats = only games of two seats are played with clocks
record-clock-flag = a seat's time is at 0, but the game does not end with its loss on time: the game was altered
