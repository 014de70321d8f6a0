//! Abalone for 2, 3 and 4 players (two teams): rules per `docs/rules/abalone.md`.

pub mod board;
mod notation;
mod position;
pub mod search;

use crate::core::options::{check_options, option_value};
use crate::core::repetition::Seen;
use crate::core::{
    ActionError, Actor, Game, NotationError, OptionSpec, OptionValues, Outcome, PositionError, Refusal,
    Setup, SetupError,
};
use board::{parallel, step, Pad, BLACK, CELL_TO_PAD, EMPTY, OFF, PAD, PAD_TO_CELL};

/// Marbles a side must eject to win (rules §3), a player of three, or a team of four (§6).
pub const WIN_EJECTIONS: u8 = 6;

/// The most seats (rules §6.3: four players in two teams).
pub const MOST_SEATS: usize = 4;

/// Each seat's marbles at the start, for 2, 3 and 4 players (rules §1.4, §6.2, §6.3).
pub const MARBLES: [usize; 3] = [14, 11, 9];

/// The start for three players (rules §6.2): Black on I5–I9 and H4–H9, White along the right,
/// Red along the left, A1→I9 (`b`, `w`, `r`).
pub const LAYOUT_3: &str = "rr.wwrr..wwrr...wwrr....wwrr.....wwr......w.......bbbbbbbbbbb";

/// The start for four players in two teams (rules §6.3): a 4-3-2 group in the corners A1
/// (Black), A5 (White), I9 (Red, Black's partner) and I5 (Blue, White's partner), symmetric
/// under the half-turn, no marble touching an opponent's (`u` is Blue).
pub const LAYOUT_4: &str = "b...wbb..wwbbb.wwwbbb..www.........uuu..rrruuu.rrruu..rru...r";

/// Named start positions (rules §1.4, §5) as 61-character strings A1→I9.
pub const SETUPS: &[(&str, &str)] = &[
    ("standard", "bbbbbbbbbbb..bbb.............................www..wwwwwwwwwww"),
    ("belgian", "bb.wwbbbwww.bb.ww...........................ww.bb.wwwbbbww.bb"),
    ("german", ".....bb..wwbbb.www.bb..ww...........ww..bb.www.bbbww..bb....."),
];

/// The number of players (rules §6), then the house rules (rules A4), off by default.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        label: crate::english_str!("Players"),
        choices: &[
            ("2", crate::english_str!("2")),
            ("3", crate::english_str!("3")),
            ("4", crate::english_str!("4 (two teams)")),
        ],
    },
    OptionSpec {
        key: "ply_limit",
        label: crate::english_str!("Draw after a number of moves"),
        choices: &[
            ("off", crate::english_str!("Never")),
            ("200", crate::english_str!("200 moves")),
            ("300", crate::english_str!("300 moves")),
            ("400", crate::english_str!("400 moves")),
        ],
    },
    OptionSpec {
        key: "repetition",
        label: crate::english_str!("Threefold repetition"),
        choices: &[("off", crate::english_str!("Play on")), ("draw", crate::english_str!("Is a draw"))],
    },
];

/// One move (rules §2). Identity per §2.6: in-line = (trailing marble, direction), broadside =
/// (cells, direction); `len` and `pushed` follow from the board and are kept for applying and
/// drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// `len` own marbles from `tail` forward along `dir`, pushing `pushed` opponent marbles.
    Inline { tail: Pad, dir: u8, len: u8, pushed: u8 },
    /// `len` own marbles from `first` along `axis` (E, NE or NW), each stepping along `dir`.
    Broadside { first: Pad, axis: u8, len: u8, dir: u8 },
}

impl Move {
    /// The cells of the mover's group.
    pub fn group(&self) -> Vec<Pad> {
        let start = self.first();
        let (axis, len) = match *self {
            Move::Inline { dir, len, .. } => (dir, len),
            Move::Broadside { axis, len, .. } => (axis, len),
        };
        let mut cells = vec![start];
        for _ in 1..len {
            cells.push(step(*cells.last().unwrap_or(&start), axis as usize));
        }
        cells
    }

    /// The group's first cell (an in-line move's trailing marble), without building the group:
    /// move ordering and playouts ask it of every legal move.
    pub fn first(&self) -> Pad {
        match *self {
            Move::Inline { tail, .. } => tail,
            Move::Broadside { first, .. } => first,
        }
    }

    pub fn dir(&self) -> usize {
        match *self {
            Move::Inline { dir, .. } | Move::Broadside { dir, .. } => dir as usize,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Abalone {
    /// Padded board: EMPTY, a seat's colour (`seat_colour`) or OFF.
    pub cells: [u8; PAD],
    /// 2, 3 or 4 (rules §6); with 4, seats 0 and 2 play against 1 and 3.
    pub players: usize,
    /// 0 = Black, 1 = White, 2 = Red, 3 = Blue.
    pub to_move: usize,
    /// Marbles each seat has pushed off (rules §6.2: credited to the pusher).
    pub ejected: [u8; MOST_SEATS],
    /// Plies played since the setup (or counted on from the loaded text, §7 `ply=`).
    pub plies: u32,
    ply_limit: Option<u32>,
    repetition_draw: bool,
    /// Position hashes since the last marble was pushed off (no earlier position can come
    /// back), kept only when the repetition rule is on.
    seen: Seen,
    result: Option<Outcome>,
}

/// `Side::partner` without one: a value no cell holds, not even the rim.
const NO_PARTNER: u8 = 0xff;

/// The colour of a seat's marbles (rules §6.4): Black, White, Red, Blue.
pub fn seat_colour(seat: usize) -> u8 {
    seat as u8 + BLACK
}

/// The seat whose marbles have `colour`.
pub fn colour_seat(colour: u8) -> usize {
    usize::from(colour - BLACK)
}

/// Who a mover pushes with and against (rules §2.3, §6.2, §6.3): its own colour, its partner's
/// (four players; `NO_PARTNER` otherwise, which no cell holds) and whether a cell holds an
/// opponent.
#[derive(Clone, Copy)]
pub struct Side {
    pub own: u8,
    pub partner: u8,
}

impl Side {
    /// A marble of an opponent (of either opposing colour, rules §6.2–§6.3).
    #[inline(always)]
    pub fn foe(self, c: u8) -> bool {
        c != EMPTY && c != OFF && c != self.own && c != self.partner
    }
}

impl Abalone {
    fn empty(options: &OptionValues) -> Result<Abalone, SetupError> {
        check_options(OPTIONS, options)?;
        let players = option_value(OPTIONS, options, "players").parse().unwrap_or(2);
        let ply_limit = option_value(OPTIONS, options, "ply_limit").parse().ok();
        let repetition_draw = option_value(OPTIONS, options, "repetition") == "draw";
        let mut cells = [OFF; PAD];
        for &p in CELL_TO_PAD.iter() {
            cells[p as usize] = EMPTY;
        }
        Ok(Abalone {
            cells,
            players,
            to_move: 0,
            ejected: [0; MOST_SEATS],
            plies: 0,
            ply_limit,
            repetition_draw,
            seen: Seen::default(),
            result: None,
        })
    }

    #[inline(always)]
    pub fn at(&self, p: Pad) -> u8 {
        self.cells[p as usize]
    }

    pub fn count(&self, colour: u8) -> usize {
        CELL_TO_PAD.iter().filter(|&&p| self.at(p) == colour).count()
    }

    /// Whether seats play in two teams (rules §6.3: four players).
    pub fn teams(&self) -> bool {
        self.players == 4
    }

    /// `seat`'s team-mate (four players), if any.
    pub fn partner(&self, seat: usize) -> Option<usize> {
        self.teams().then_some((seat + 2) % 4)
    }

    /// How `seat` moves and pushes.
    pub fn side(&self, seat: usize) -> Side {
        Side { own: seat_colour(seat), partner: self.partner(seat).map_or(NO_PARTNER, seat_colour) }
    }

    /// The marbles `seat` counts toward the win: its own ejections, with its partner's in
    /// teams (rules §3, §6.2, §6.3).
    pub fn tally(&self, seat: usize) -> u8 {
        self.ejected[seat] + self.partner(seat).map_or(0, |p| self.ejected[p])
    }

    /// Each seat's tally: the final scores of a game of more than two (the highest wins, team
    /// mates share it).
    fn tallies(&self) -> Vec<i32> {
        (0..self.players).map(|s| i32::from(self.tally(s))).collect()
    }

    /// A hash of the placement and side to move, for repetition: 64-bit FNV-1a of the cell
    /// codes in reading order from the offset basis XOR the side to move. It is written in
    /// position texts (§7, `seen=`), so it must never change.
    pub fn hash(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ self.to_move as u64;
        for &p in CELL_TO_PAD.iter() {
            h = (h ^ self.at(p) as u64).wrapping_mul(0x0100_0000_01b3);
        }
        h
    }

    /// Calls `f` with every legal move of the side to move (rules §2). No allocation.
    #[inline(always)]
    pub fn for_each_move(&self, mut f: impl FnMut(Move)) {
        let side = self.side(self.to_move);
        let own = side.own;
        for &p in CELL_TO_PAD.iter() {
            if self.at(p) != own {
                continue;
            }
            for d in 0..6 {
                if let Some(m) = self.inline_from(p, d, side) {
                    f(m);
                }
            }
            // Broadside groups are listed once, from their lowest cell along E, NE or NW.
            for axis in 0..3usize {
                let mut end = p;
                for len in 2..=3u8 {
                    end = step(end, axis);
                    if self.at(end) != own {
                        break;
                    }
                    for dir in 0..6usize {
                        if parallel(dir, axis) {
                            continue;
                        }
                        let mut c = p;
                        let mut free = true;
                        for _ in 0..len {
                            if self.at(step(c, dir)) != EMPTY {
                                free = false;
                                break;
                            }
                            c = step(c, axis);
                        }
                        if free {
                            f(Move::Broadside { first: p, axis: axis as u8, len, dir: dir as u8 });
                        }
                    }
                }
            }
        }
    }

    /// The in-line move (or push) with trailing marble `tail` along `d`, if legal (§2.2, §2.3,
    /// §6.3).
    #[inline(always)]
    fn inline_from(&self, tail: Pad, d: usize, side: Side) -> Option<Move> {
        let (len, mates, pushed, beyond) = self.inline_shape(tail, d, side);
        if len > 3 {
            return None; // §2.2.3: the marble in front would have to move too.
        }
        let front = self.at(beyond_group(tail, d, len));
        match (front, pushed) {
            // §6.3: without a push only your own marbles move.
            (EMPTY, 0) if mates == 0 => Some(Move::Inline { tail, dir: d as u8, len, pushed: 0 }),
            (EMPTY | OFF, 0) => None, // §2.2.2: never off the board by your own move.
            // §2.3: a sumito needs more marbles than it pushes, and room (or the rim) beyond.
            _ if pushed > 0 && pushed < len && (beyond == EMPTY || beyond == OFF) => {
                Some(Move::Inline { tail, dir: d as u8, len, pushed })
            }
            _ => None,
        }
    }

    /// The moving column from `tail` along `d`: its length (up to 4), how many of it are the
    /// partner's (§6.3), the opponents' run in front of it (of any opposing colour, §6.2) and
    /// what lies beyond that run.
    #[inline(always)]
    fn inline_shape(&self, tail: Pad, d: usize, side: Side) -> (u8, u8, u8, u8) {
        let mut len = 1u8;
        let mut mates = 0u8;
        let mut c = step(tail, d);
        loop {
            let x = self.at(c);
            if (x != side.own && x != side.partner) || len == 4 {
                break;
            }
            mates += u8::from(x == side.partner);
            len += 1;
            c = step(c, d);
        }
        let mut pushed = 0u8;
        while side.foe(self.at(c)) && pushed < 4 {
            pushed += 1;
            c = step(c, d);
        }
        (len, mates, pushed, self.at(c))
    }

    /// Rules §3 and the house rules of A4/A5, after `mover` has moved (or before the side to
    /// move of a loaded position, §7).
    fn settle(&mut self, mover: usize) {
        if self.tally(mover) >= WIN_EJECTIONS {
            // §6.3: a team wins together (both seats share the highest score).
            self.result =
                Some(if self.teams() { Outcome::Scores(self.tallies()) } else { Outcome::Win(mover) });
            return;
        }
        if self.repetition_draw {
            let h = self.hash();
            self.seen.push(h);
            if self.seen.count(h) >= 3 {
                self.result = Some(Outcome::Draw);
                return;
            }
        }
        if self.ply_limit.is_some_and(|limit| self.plies >= limit) {
            self.result = Some(Outcome::Draw);
            return;
        }
        // A5: no legal move loses (practically unreachable, but never a dead end); with more
        // than two, the most marbles pushed off win (rules §6.5).
        if !self.has_move() {
            self.result =
                Some(if self.players == 2 { Outcome::Win(mover) } else { Outcome::Scores(self.tallies()) });
        }
    }

    /// Whether the side to move has any legal move. A marble next to an empty cell can always
    /// step there, which settles almost every position at once.
    fn has_move(&self) -> bool {
        let own = seat_colour(self.to_move);
        if CELL_TO_PAD.iter().any(|&p| self.at(p) == own && (0..6).any(|d| self.at(step(p, d)) == EMPTY)) {
            return true;
        }
        let mut any = false;
        self.for_each_move(|_| any = true);
        any
    }

    /// The seat after `seat` in turn order (rules §6.2, §6.3).
    pub fn next_seat(&self, seat: usize) -> usize {
        (seat + 1) % self.players
    }

    /// Applies a move's marble shifts, returning whether a marble was ejected.
    #[inline(always)]
    fn shift(&mut self, m: &Move) -> bool {
        match *m {
            Move::Inline { tail, dir, len, pushed } => {
                let d = dir as usize;
                let total = (len + pushed) as usize;
                // Front to back, each marble one step on; the front one may leave the board.
                let mut cells = [0 as Pad; 6];
                let mut c = tail;
                for slot in cells.iter_mut().take(total) {
                    *slot = c;
                    c = step(c, d);
                }
                let mut ejected = false;
                for i in (0..total).rev() {
                    let from = cells[i];
                    let to = step(from, d);
                    if self.at(to) == OFF {
                        ejected = true;
                    } else {
                        self.cells[to as usize] = self.cells[from as usize];
                    }
                    self.cells[from as usize] = EMPTY;
                }
                ejected
            }
            Move::Broadside { first, axis, len, dir } => {
                let colour = self.at(first);
                let mut c = first;
                for _ in 0..len {
                    self.cells[c as usize] = EMPTY;
                    self.cells[step(c, dir as usize) as usize] = colour;
                    c = step(c, axis as usize);
                }
                false
            }
        }
    }

    /// Why `m` is not legal, naming the rule (§2.5 checklist).
    fn why_illegal(&self, m: &Move) -> Refusal {
        use board::cell_name;
        let side = self.side(self.to_move);
        let own = side.own;
        let not_yours = |c: Pad| {
            let cell = cell_name(c);
            Refusal::new(
                "abalone-illegal-not-yours",
                crate::english!("there is no marble of yours on {cell}"),
            )
            .arg("cell", cell)
        };
        let off_board =
            || Refusal::new("abalone-illegal-off-board", "you may not move your own marble off the board");
        let other = || Refusal::new("abalone-illegal-other", "that move is not legal");
        match *m {
            Move::Inline { tail, dir, .. } => {
                let d = dir as usize;
                if self.at(tail) != own {
                    return not_yours(tail);
                }
                let (len, mates, pushed, beyond) = self.inline_shape(tail, d, side);
                if len > 3 {
                    return Refusal::new(
                        "abalone-illegal-too-many",
                        "at most three marbles move in one turn",
                    );
                }
                let front = self.at(beyond_group(tail, d, len));
                if front == OFF {
                    return off_board();
                }
                if pushed == 0 && front == own {
                    return Refusal::new("abalone-illegal-own-in-way", "your own marble is in the way");
                }
                if pushed == 0 && (mates > 0 || front == side.partner) {
                    return Refusal::new(
                        "abalone-illegal-partner",
                        "your partner's marbles move with yours only to push (rules §6.3)",
                    );
                }
                if len == 1 && pushed > 0 {
                    return Refusal::new("abalone-illegal-single-push", "a single marble cannot push");
                }
                if pushed >= len {
                    return Refusal::new(
                        "abalone-illegal-no-sumito",
                        crate::english!(
                            "{len} against {pushed} is not a sumito: you need more marbles than you push"
                        ),
                    )
                    .arg("len", len)
                    .arg("pushed", pushed);
                }
                if beyond == own || beyond == side.partner {
                    return Refusal::new(
                        "abalone-illegal-sandwich",
                        "the pushed marbles are blocked by your own marble (sandwich)",
                    );
                }
                other()
            }
            Move::Broadside { first, axis, len, dir } => {
                let mut c = first;
                for _ in 0..len {
                    if self.at(c) != own {
                        return not_yours(c);
                    }
                    let to = self.at(step(c, dir as usize));
                    if to == OFF {
                        return off_board();
                    }
                    if to != EMPTY {
                        return Refusal::new(
                            "abalone-illegal-broadside-blocked",
                            "a broadside move needs every cell in front free: it never pushes",
                        );
                    }
                    c = step(c, axis as usize);
                }
                other()
            }
        }
    }
}

/// The cell just in front of a group of `len` starting at `tail` along `d`.
#[inline(always)]
fn beyond_group(tail: Pad, d: usize, len: u8) -> Pad {
    let mut c = tail;
    for _ in 0..len {
        c = step(c, d);
    }
    c
}

impl Game for Abalone {
    type Action = Move;
    const ID: &'static str = "abalone";
    const NAME: &'static str = "Abalone";
    const SEATS: &'static [&'static str] = &["Black", "White", "Red", "Blue"];
    const TAGLINE: &'static str = crate::english_str!("Push six of your opponent's marbles off the hexagon.");

    fn setups() -> &'static [&'static str] {
        &["standard", "belgian", "german"]
    }

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    const PLAYERS_OPTION: Option<&'static str> = Some("players");

    fn team_mate(&self, seat: usize) -> Option<usize> {
        self.partner(seat)
    }

    fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        let name = if setup.name.is_empty() { "standard" } else { setup.name.as_str() };
        let Some((_, layout)) = SETUPS.iter().find(|(n, _)| *n == name) else {
            return Err(SetupError(format!(
                "Abalone has no setup '{name}' (setups: standard, belgian, german)"
            )));
        };
        let mut g = Abalone::empty(&setup.options)?;
        // Rules §6: three and four players start from their own layout; the daisies are
        // two-player layouts.
        let layout = match (g.players, name) {
            (2, _) => layout,
            (3, "standard") => LAYOUT_3,
            (4, "standard") => LAYOUT_4,
            _ => {
                return Err(SetupError(format!(
                    "the {name} layout is for two players; {} play 'standard'",
                    g.players
                )))
            }
        };
        position::read_cells(layout, &mut g).map_err(|e| SetupError(e.0.to_string()))?;
        if g.repetition_draw {
            g.seen.push(g.hash());
        }
        Ok(g)
    }

    fn seats(&self) -> usize {
        self.players
    }

    fn actor(&self) -> Actor {
        Actor::Seat(self.to_move)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.clone()
    }

    const END_REASONS: &'static [&'static str] =
        &["six-pushed-off", "no-legal-move", "ply-limit", "repetition"];

    /// Rules §3 and the house rules A4/A5, read back from the final position.
    fn end_reason(&self) -> Option<&'static str> {
        Some(match self.result.as_ref()? {
            Outcome::Win(w) if self.ejected[*w] >= WIN_EJECTIONS => "six-pushed-off",
            Outcome::Scores(s) if s.iter().any(|&t| t >= i32::from(WIN_EJECTIONS)) => "six-pushed-off",
            Outcome::Win(_) | Outcome::Scores(_) => "no-legal-move",
            _ if self.ply_limit.is_some_and(|limit| self.plies >= limit) => "ply-limit",
            _ => "repetition",
        })
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        if self.result.is_none() {
            self.for_each_move(|m| out.push(m));
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let mover = self.to_move;
        if self.shift(m) {
            self.ejected[mover] += 1;
            // One marble fewer on the board: no earlier position can come back (repetition, §8).
            self.seen.clear();
        }
        // Saturating: without a ply limit a loaded counter may stand anywhere (§7).
        self.plies = self.plies.saturating_add(1);
        self.to_move = self.next_seat(mover);
        self.settle(mover);
    }

    /// Three and four players: playouts by `search::guided_move`, cut after a few moves and
    /// judged by `search::chances` (two players use alpha-beta, not playouts).
    fn guided_action(&self, rng: &mut crate::core::Rng) -> Option<Move> {
        self.guided_move(rng)
    }

    fn guided_horizon(&self) -> Option<usize> {
        Some(search::PLAYOUT_MOVES)
    }

    fn estimate(&self) -> Vec<f64> {
        self.chances()
    }

    fn explain_illegal(&self, m: &Move) -> ActionError {
        ActionError::Illegal(self.why_illegal(m))
    }

    fn action_text(&self, m: &Move) -> String {
        notation::write(m)
    }

    fn parse_action(&self, text: &str) -> Result<Move, NotationError> {
        notation::read(text, self)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position(text: &str, options: &OptionValues) -> Result<Self, PositionError> {
        let mut g = Abalone::empty(options).map_err(|e| PositionError::new("position-options", e.0))?;
        g.seen = position::read(text, &mut g)?;
        // Settled as after the move that led here (§3, §7): the reader made sure the side with
        // six ejections, if any, is the one that just moved.
        g.settle((g.to_move + g.players - 1) % g.players);
        Ok(g)
    }
}

/// Reading-order index (0..61) of a padded cell; for drawing and text.
pub fn cell_index(p: Pad) -> usize {
    PAD_TO_CELL[p as usize] as usize
}

/// The computer player: alpha-beta for two (Abalone's row of the level table); for three and
/// four, whose turns do not alternate between two sides, the generic MCTS with short guided
/// playouts judged by the marbles pushed off and the centre (`search.rs`, row `ABALONE_MANY`).
impl crate::ai::Computer for Abalone {
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
        use crate::games::levels::{budget, ABALONE, ABALONE_MANY};
        if self.players == 2 {
            crate::ai::alphabeta::thinker(self, budget(&ABALONE, level), seed)
        } else {
            crate::ai::thinker(self, budget(&ABALONE_MANY, level), seed)
        }
    }
}
