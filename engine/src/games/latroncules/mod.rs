//! Latroncules, the French marked-board reconstruction: rules per
//! `docs/rules/latroncules.md`.

pub mod board;
mod captures;
mod notation;
mod position;
pub mod search;

use crate::core::options::{check_options, option_value};
use crate::core::repetition::Seen;
use crate::core::{
    ActionError, Actor, Game, NotationError, OptionSpec, OptionValues, Outcome, PositionError, Refusal,
    Setup, SetupError,
};
use board::{is_corner, lines, opposite, step, Square};
pub use captures::Captures;

/// A piece: side 0 = South (White, moves first), 1 = North (Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: u8,
    pub kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Fantassin,
    Cavalier,
}

/// Rule options (rules A2, A4, A7), defaults first.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "diagonal_capture",
        label: crate::english_str!("Capture along diagonals"),
        choices: &[
            ("on", crate::english_str!("Yes")),
            ("off", crate::english_str!("No (rows and columns only)")),
        ],
    },
    OptionSpec {
        key: "promotion",
        label: crate::english_str!("Fantassin reaching the far rank"),
        choices: &[
            ("wait", crate::english_str!("Frees a captured cavalier, or waits for one")),
            ("always", crate::english_str!("Always becomes a cavalier")),
        ],
    },
    OptionSpec {
        key: "quiet_limit",
        label: crate::english_str!("Draw without capture or promotion"),
        choices: &[("100", crate::english_str!("After 100 moves")), ("off", crate::english_str!("Never"))],
    },
    OptionSpec {
        key: "repetition",
        label: crate::english_str!("Threefold repetition"),
        choices: &[("draw", crate::english_str!("Is a draw")), ("off", crate::english_str!("Play on"))],
    },
];

/// One move: a step, or a cavalier's jump over an adjacent enemy (rules §4), after the
/// exchange its owner chose when several fantassins wait for fewer freed cavaliers (§6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub jump: bool,
    /// Files (bit f = file f) of the far rank whose waiting fantassins are exchanged before
    /// the move, as their owner chose (rules §6.1); 0 when no choice is due.
    pub exchange: u8,
}

#[derive(Clone, Debug)]
pub struct Latroncules {
    pub squares: [Option<Piece>; 64],
    pub to_move: usize,
    /// Pieces of each side captured by the opponent: [side][0 = fantassins, 1 = cavaliers].
    pub lost: [[u8; 2]; 2],
    /// Plies since the last capture or promotion (rules §7.3).
    pub quiet: u32,
    pub diagonal_capture: bool,
    pub always_promote: bool,
    quiet_limit: Option<u32>,
    repetition: bool,
    /// Hashes of the positions since the last irreversible move: every capture, promotion and
    /// fantassin step is irreversible, so repetitions only happen inside such a stretch. Kept
    /// only with the repetition rule on; the position text carries it (§9, `seen=`).
    seen: Seen,
    result: Option<Outcome>,
    /// Squares captured by the last move, for display and notation.
    pub last_captures: Captures,
}

/// Equal when play goes on the same from both: everything but `last_captures`, which only
/// shows how the last move went.
impl PartialEq for Latroncules {
    fn eq(&self, o: &Self) -> bool {
        self.squares == o.squares
            && self.to_move == o.to_move
            && self.lost == o.lost
            && self.quiet == o.quiet
            && self.diagonal_capture == o.diagonal_capture
            && self.always_promote == o.always_promote
            && self.quiet_limit == o.quiet_limit
            && self.repetition == o.repetition
            && self.seen == o.seen
            && self.result == o.result
    }
}

impl Latroncules {
    fn empty(options: &OptionValues) -> Result<Latroncules, SetupError> {
        check_options(OPTIONS, options)?;
        Ok(Latroncules {
            squares: [None; 64],
            to_move: 0,
            lost: [[0; 2]; 2],
            quiet: 0,
            diagonal_capture: option_value(OPTIONS, options, "diagonal_capture") == "on",
            always_promote: option_value(OPTIONS, options, "promotion") == "always",
            quiet_limit: option_value(OPTIONS, options, "quiet_limit").parse().ok(),
            repetition: option_value(OPTIONS, options, "repetition") == "draw",
            seen: Seen::default(),
            result: None,
            last_captures: Captures::default(),
        })
    }

    /// Rules §2: cavaliers on the dark squares, fantassins on the light squares of each side's
    /// two home ranks.
    fn set_up(&mut self) {
        for s in 0..64u8 {
            let side = match s / 8 {
                0 | 1 => 0,
                6 | 7 => 1,
                _ => continue,
            };
            let kind = if board::is_dark(s) { Kind::Cavalier } else { Kind::Fantassin };
            self.squares[s as usize] = Some(Piece { side, kind });
        }
    }

    #[inline(always)]
    pub fn at(&self, s: Square) -> Option<Piece> {
        self.squares[s as usize]
    }

    #[inline(always)]
    fn forward(side: u8) -> usize {
        if side == 0 {
            0
        } else {
            4
        }
    }

    /// The far rank of a side (rules §6).
    pub fn far_rank(side: u8) -> u8 {
        if side == 0 {
            7
        } else {
            0
        }
    }

    /// Line directions considered for enclosure (rules §5.1, A2): 8, or the 4 orthogonal ones.
    #[inline(always)]
    fn capture_dirs(&self) -> &'static [usize] {
        if self.diagonal_capture {
            &[0, 1, 2, 3, 4, 5, 6, 7]
        } else {
            &[0, 2, 4, 6]
        }
    }

    #[inline(always)]
    fn enemy_at(&self, s: Option<Square>, side: u8) -> bool {
        s.and_then(|s| self.at(s)).is_some_and(|p| p.side != side)
    }

    #[inline(always)]
    fn friend_at(&self, s: Option<Square>, side: u8) -> bool {
        s.and_then(|s| self.at(s)).is_some_and(|p| p.side == side)
    }

    /// Enemy pieces a piece of `side` on `dest` encloses (rules §5.1–5.3).
    #[inline(always)]
    fn captures_from(&self, dest: Square, side: u8, out: &mut Captures) {
        for &d in self.capture_dirs() {
            let e = step(dest, d);
            if self.enemy_at(e, side) && self.friend_at(e.and_then(|e| step(e, d)), side) {
                out.push(e.unwrap_or(dest));
            }
        }
        // Corner capture: the corner's other orthogonal neighbour is ours too (rules §5.2).
        for d in [0, 2, 4, 6] {
            let Some(c) = step(dest, d) else { continue };
            if !is_corner(c) || !self.enemy_at(Some(c), side) {
                continue;
            }
            let other = [0, 2, 4, 6].into_iter().filter_map(|e| step(c, e)).find(|&n| n != dest);
            if self.friend_at(other, side) && !out.contains(&c) {
                out.push(c);
            }
        }
    }

    /// Moves before the self-enclosure test (rules §4.1, §4.2).
    #[inline(always)]
    fn for_each_pseudo_move(&self, mut f: impl FnMut(Move)) {
        let side = self.to_move as u8;
        for s in 0..64u8 {
            let Some(p) = self.at(s) else { continue };
            if p.side != side {
                continue;
            }
            match p.kind {
                Kind::Fantassin => {
                    if let Some(t) = step(s, Self::forward(side)) {
                        if self.at(t).is_none() {
                            f(Move { from: s, to: t, jump: false, exchange: 0 });
                        }
                    }
                }
                Kind::Cavalier => {
                    let allowed = lines(s);
                    for d in 0..8 {
                        if allowed & (1 << d) == 0 {
                            continue;
                        }
                        let Some(t) = step(s, d) else { continue };
                        match self.at(t) {
                            None => f(Move { from: s, to: t, jump: false, exchange: 0 }),
                            Some(q) if q.side != side => {
                                if let Some(beyond) = step(t, d) {
                                    if self.at(beyond).is_none() {
                                        f(Move { from: s, to: beyond, jump: true, exchange: 0 });
                                    }
                                }
                            }
                            Some(_) => {}
                        }
                    }
                }
            }
        }
    }

    /// The board after moving (no captures yet), and the captures it makes.
    fn try_move(&self, m: &Move, caught: &mut Captures) -> Latroncules {
        let mut after = self.clone();
        after.squares[m.to as usize] = after.squares[m.from as usize].take();
        caught.clear();
        after.captures_from(m.to, self.to_move as u8, caught);
        after
    }

    /// Rules §4.3: a move into an enclosure is legal only if it captures.
    #[inline(always)]
    fn allowed(&self, m: &Move) -> bool {
        let side = self.to_move as u8;
        let mut squares = self.squares;
        squares[m.to as usize] = squares[m.from as usize].take();
        let view = Enclosure { squares: &squares, diagonal: self.diagonal_capture };
        !view.enclosed(m.to, side) || view.captures_anything(m.to, side)
    }

    /// A hash of the pieces and the side to move, for repetition (§7.4): 64-bit FNV-1a of
    /// the squares a1…h8 (0 empty, 1 `F`, 2 `C`, 3 `f`, 4 `c`) from the offset basis XOR the
    /// side to move. It is written in position texts (§9, `seen=`), so it must never change.
    pub fn hash(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ self.to_move as u64;
        for sq in self.squares.iter() {
            let v = sq.map_or(0, |p| 1 + p.side as u64 * 2 + matches!(p.kind, Kind::Cavalier) as u64);
            h = (h ^ v).wrapping_mul(0x0100_0000_01b3);
        }
        h
    }

    /// Files (bit f = file f) where fantassins of the side to move wait on their far rank
    /// (rules §6).
    pub fn waiting(&self) -> u8 {
        let side = self.to_move as u8;
        let rank = Self::far_rank(side);
        let waits = |f: u8| self.at(rank * 8 + f) == Some(Piece { side, kind: Kind::Fantassin });
        (0..8u8).filter(|&f| waits(f)).fold(0, |files, f| files | 1 << f)
    }

    /// The exchange the side to move must choose with its move (rules §6.1): the files of its
    /// waiting fantassins and how many of them take a freed cavalier. None when there is no
    /// choice: no fantassin waits, no cavalier is free, or there is one for each.
    pub fn exchange_choice(&self) -> Option<(u8, u32)> {
        let waiting = self.waiting();
        let free = self.lost[self.to_move][1] as u32;
        (free > 0 && waiting.count_ones() > free).then_some((waiting, free))
    }

    /// The waiting fantassins on `files` of the far rank take freed cavaliers (rules §6).
    fn exchange(&mut self, files: u8) {
        let side = self.to_move as u8;
        let rank = Self::far_rank(side);
        for f in (0..8u8).filter(|f| files & 1 << f != 0) {
            self.squares[(rank * 8 + f) as usize] = Some(Piece { side, kind: Kind::Cavalier });
            self.lost[side as usize][1] = self.lost[side as usize][1].saturating_sub(1);
        }
    }

    /// The position after the exchange of `files` (rules §6.1), to list or judge the moves.
    fn exchanged(&self, files: u8) -> Latroncules {
        let mut g = self.clone();
        g.exchange(files);
        g
    }

    /// Rules §6: at the start of a turn, the waiting fantassins of the side to move take the
    /// freed cavaliers at once when there is one for each; when there are fewer, the owner
    /// chooses with the move (§6.1).
    fn exchange_waiting(&mut self) -> bool {
        let waiting = self.waiting();
        if waiting == 0 || self.lost[self.to_move][1] == 0 || self.exchange_choice().is_some() {
            return false;
        }
        self.exchange(waiting);
        true
    }

    /// Every legal action: the moves, each after every exchange its owner may choose (§6.1).
    fn for_each_legal(&self, mut f: impl FnMut(Move)) {
        let Some((waiting, count)) = self.exchange_choice() else {
            self.for_each_pseudo_move(|m| {
                if self.allowed(&m) {
                    f(m)
                }
            });
            return;
        };
        for files in (1..=255u8).filter(|&x| x & !waiting == 0 && x.count_ones() == count) {
            let g = self.exchanged(files);
            g.for_each_pseudo_move(|m| {
                if g.allowed(&m) {
                    f(Move { exchange: files, ..m })
                }
            });
        }
    }

    pub fn pieces(&self, side: u8) -> usize {
        self.squares.iter().flatten().filter(|p| p.side == side).count()
    }

    /// Rules §7, for the side now to move.
    fn settle(&mut self, mover: usize) {
        let remaining = [self.pieces(0), self.pieces(1)];
        if remaining[1 - mover] == 0 {
            self.result = Some(Outcome::Win(mover));
            return;
        }
        if self.repetition {
            let h = self.hash();
            let n = self.seen.count(h);
            self.seen.push(h);
            if n >= 2 {
                self.result = Some(Outcome::Draw);
                return;
            }
        }
        self.draw_without_moves();
    }

    /// Rules §7.2–7.3 that need no history: one piece each, the quiet-plies limit, no legal move.
    fn draw_without_moves(&mut self) {
        let remaining = [self.pieces(0), self.pieces(1)];
        let quiet = self.quiet_limit.is_some_and(|l| self.quiet >= l);
        if (remaining[0] <= 1 && remaining[1] <= 1) || quiet {
            self.result = Some(Outcome::Draw);
            return;
        }
        if !self.has_legal_move() {
            self.result = Some(Outcome::Draw);
        }
    }

    /// Whether the side to move has a move at all (rules §7.2).
    fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.for_each_legal(|_| any = true);
        any
    }

    /// Why a move is refused, naming the rule: first the exchange (§6.1), then the move.
    fn why_illegal(&self, m: &Move) -> Refusal {
        match self.exchange_choice() {
            Some((waiting, count)) if m.exchange & !waiting != 0 || m.exchange.count_ones() != count => {
                Refusal::new(
                    "latroncules-illegal-exchange-due",
                    "first choose which waiting fantassins take the freed cavaliers, before the move \
                     (like d8=C,b2-c3)",
                )
            }
            Some(_) => self.exchanged(m.exchange).why_move_illegal(m),
            None if m.exchange != 0 => Refusal::new(
                "latroncules-illegal-exchange-none",
                "there is no exchange to choose: a waiting fantassin is exchanged by itself when a cavalier \
                 is free for it",
            ),
            None => self.why_move_illegal(m),
        }
    }

    /// Why a move (without its exchange) is refused.
    fn why_move_illegal(&self, m: &Move) -> Refusal {
        use board::square_name;
        let side = self.to_move as u8;
        let (from, to) = (square_name(m.from), square_name(m.to));
        let Some(p) = self.at(m.from) else {
            return Refusal::new("latroncules-illegal-empty", crate::english!("there is no piece on {from}"))
                .arg("square", from);
        };
        if p.side != side {
            return Refusal::new(
                "latroncules-illegal-not-yours",
                crate::english!("the piece on {from} is not yours"),
            )
            .arg("square", from);
        }
        if self.at(m.to).is_some() {
            return Refusal::new("latroncules-illegal-occupied", crate::english!("{to} is occupied"))
                .arg("square", to);
        }
        let mut pseudo = false;
        self.for_each_pseudo_move(|q| pseudo = pseudo || (q.from == m.from && q.to == m.to));
        if !pseudo {
            return match p.kind {
                Kind::Fantassin => Refusal::new(
                    "latroncules-illegal-fantassin",
                    "a fantassin moves one square straight forward only",
                ),
                Kind::Cavalier if board::is_dark(m.from) => Refusal::new(
                    "latroncules-illegal-cavalier-lines",
                    crate::english!(
                        "a cavalier on {from} moves one square along the lines of its square, or jumps one \
                         adjacent enemy"
                    ),
                )
                .arg("square", from),
                Kind::Cavalier => Refusal::new(
                    "latroncules-illegal-cavalier-any",
                    crate::english!(
                        "a cavalier on {from} moves one square in any direction, or jumps one adjacent enemy"
                    ),
                )
                .arg("square", from),
            };
        }
        Refusal::new(
            "latroncules-illegal-enclosed",
            crate::english!("{to} is between two enemies: a piece may go there only to capture"),
        )
        .arg("square", to)
    }
}

/// A board view for the self-enclosure test without cloning the whole state.
struct Enclosure<'a> {
    squares: &'a [Option<Piece>; 64],
    diagonal: bool,
}

impl Enclosure<'_> {
    fn side_at(&self, s: Option<Square>) -> Option<u8> {
        s.and_then(|s| self.squares[s as usize]).map(|p| p.side)
    }

    fn enclosed(&self, s: Square, side: u8) -> bool {
        let enemy = |n: Option<Square>| self.side_at(n).is_some_and(|x| x != side);
        if is_corner(s) {
            return [0, 2, 4, 6].into_iter().filter_map(|d| step(s, d)).all(|n| enemy(Some(n)));
        }
        let dirs: &[usize] = if self.diagonal { &[0, 1, 2, 3] } else { &[0, 2] };
        dirs.iter().any(|&d| enemy(step(s, d)) && enemy(step(s, opposite(d))))
    }

    fn captures_anything(&self, dest: Square, side: u8) -> bool {
        let enemy = |n: Option<Square>| self.side_at(n).is_some_and(|x| x != side);
        let friend = |n: Option<Square>| self.side_at(n) == Some(side);
        let dirs: &[usize] = if self.diagonal { &[0, 1, 2, 3, 4, 5, 6, 7] } else { &[0, 2, 4, 6] };
        if dirs.iter().any(|&d| {
            let e = step(dest, d);
            enemy(e) && friend(e.and_then(|e| step(e, d)))
        }) {
            return true;
        }
        [0, 2, 4, 6].into_iter().filter_map(|d| step(dest, d)).any(|c| {
            is_corner(c)
                && enemy(Some(c))
                && friend([0, 2, 4, 6].into_iter().filter_map(|e| step(c, e)).find(|&n| n != dest))
        })
    }
}

impl Game for Latroncules {
    type Action = Move;
    const ID: &'static str = "latroncules";
    const NAME: &'static str = "Latroncules";
    const SEATS: &'static [&'static str] = &["White", "Black"];
    const TAGLINE: &'static str =
        crate::english_str!("The Roman soldiers' game on the marked board: enclose and capture.");

    fn setups() -> &'static [&'static str] {
        &["start"]
    }

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        if !setup.name.is_empty() && setup.name != "start" {
            return Err(SetupError(format!("Latroncules has no setup '{}' (setups: start)", setup.name)));
        }
        let mut g = Latroncules::empty(&setup.options)?;
        g.set_up();
        g.remember();
        Ok(g)
    }

    fn seats(&self) -> usize {
        2
    }

    fn actor(&self) -> Actor {
        Actor::Seat(self.to_move)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.clone()
    }

    const END_REASONS: &'static [&'static str] =
        &["all-captured", "one-piece-each", "quiet-limit", "no-legal-move", "repetition"];

    /// Rules §7, read back from the final position (the checks run in `settle`'s order).
    fn end_reason(&self) -> Option<&'static str> {
        let result = self.result.as_ref()?;
        let remaining = [self.pieces(0), self.pieces(1)];
        Some(match result {
            Outcome::Win(_) => "all-captured",
            _ if remaining[0] <= 1 && remaining[1] <= 1 => "one-piece-each",
            _ if self.quiet_limit.is_some_and(|l| self.quiet >= l) => "quiet-limit",
            _ if !self.has_legal_move() => "no-legal-move",
            _ => "repetition",
        })
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        if self.result.is_some() {
            return;
        }
        self.for_each_legal(|m| out.push(m));
    }

    fn play_unchecked(&mut self, m: &Move) {
        let mover = self.to_move;
        let side = mover as u8;
        if m.exchange != 0 {
            // Rules §6.1: the chosen fantassins take their cavaliers first, a promotion (§7.3).
            self.exchange(m.exchange);
            self.quiet = 0;
            self.seen.clear();
        }
        let piece = self.squares[m.from as usize].take();
        self.squares[m.to as usize] = piece;
        let mut caught = Captures::default();
        self.captures_from(m.to, side, &mut caught);
        for &c in &caught {
            if let Some(p) = self.squares[c as usize].take() {
                self.lost[p.side as usize][matches!(p.kind, Kind::Cavalier) as usize] += 1;
            }
        }
        let mut irreversible = !caught.is_empty();
        let mut promoted = false;
        // Rules §6: a fantassin arriving on the far rank frees a captured cavalier (or waits).
        if piece.is_some_and(|p| p.kind == Kind::Fantassin) {
            irreversible = true;
            if m.to / 8 == Self::far_rank(side) && (self.lost[mover][1] > 0 || self.always_promote) {
                self.squares[m.to as usize] = Some(Piece { side, kind: Kind::Cavalier });
                self.lost[mover][1] = self.lost[mover][1].saturating_sub(1);
                promoted = true;
            }
        }
        self.quiet = if caught.is_empty() && !promoted { self.quiet.saturating_add(1) } else { 0 };
        self.last_captures = caught;
        if irreversible {
            self.seen.clear();
        }
        self.to_move = 1 - mover;
        if self.exchange_waiting() {
            self.quiet = 0;
            self.seen.clear();
        }
        self.settle(mover);
    }

    fn explain_illegal(&self, m: &Move) -> ActionError {
        ActionError::Illegal(self.why_illegal(m))
    }

    fn action_text(&self, m: &Move) -> String {
        if m.exchange != 0 {
            // The move is written as it goes after the exchange (rules §6.1, §10).
            return self.exchanged(m.exchange).move_text(m);
        }
        self.move_text(m)
    }

    fn parse_action(&self, text: &str) -> Result<Move, NotationError> {
        notation::read(text, Self::far_rank(self.to_move as u8))
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position(text: &str, options: &OptionValues) -> Result<Self, PositionError> {
        let mut g = Latroncules::empty(options).map_err(|e| PositionError::new("position-options", e.0))?;
        g.seen = position::read(text, &mut g)?;
        // Settled as at the start of the turn in play (§7.6, §9): a waiting fantassin takes a
        // freed cavalier, a promotion (§6); then the end of the game is checked. The reader made
        // sure a side without pieces is the side to move.
        if g.exchange_waiting() {
            g.quiet = 0;
            g.seen.clear();
        }
        g.settle(1 - g.to_move);
        Ok(g)
    }
}

impl Latroncules {
    /// The notation of a move in this position (rules §10).
    fn move_text(&self, m: &Move) -> String {
        let mut caught = Captures::default();
        let after = self.try_move(m, &mut caught);
        let side = self.to_move as u8;
        let promotes = after.at(m.to).is_some_and(|p| p.kind == Kind::Fantassin)
            && m.to / 8 == Self::far_rank(side)
            && (self.lost[self.to_move][1] > 0 || self.always_promote);
        notation::write(m, &caught, promotes, Self::far_rank(side))
    }

    /// The start position is the first one the repetition rule counts (§7.4), when it is on.
    fn remember(&mut self) {
        self.seen.clear();
        if self.repetition {
            self.seen.push(self.hash());
        }
    }
}

/// The computer player: its budgets are Latroncules's row of the level table.
impl crate::ai::Computer for Latroncules {
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
        crate::ai::alphabeta::thinker(
            self,
            crate::games::levels::budget(&crate::games::levels::LATRONCULES, level),
            seed,
        )
    }
}
