//! Cabale (Roland Siegers, 1999), 2–4 players: rules per `docs/rules/cabale.md`.
//!
//! A turn is several actions by the same seat (the platform's multi-step model): the runner's
//! path, single or double block, each jump of the capture chain (or "stop"), then a blockade
//! (or "skip"). Steps with nothing to decide are passed automatically.

pub mod board;
mod computer;
mod notation;
mod position;
mod reachable;

use crate::core::options::{check_options, option_value};
use crate::core::{
    ActionError, Actor, Game, NotationError, OptionSpec, OptionValues, Outcome, PositionError, Refusal, Rng,
    Setup, SetupError,
};
use board::{is_start_cell, step, value, Cell, Edge, CELLS, EDGES, GEO, NONE};

/// Rule options of §6 plus the number of players, defaults first.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        label: crate::english_str!("Players"),
        choices: &[
            ("2", crate::english_str!("2")),
            ("3", crate::english_str!("3")),
            ("4", crate::english_str!("4")),
        ],
    },
    OptionSpec {
        key: "turn_angles",
        label: crate::english_str!("Runner turns"),
        choices: &[("60,120", crate::english_str!("60° or 120°")), ("60", crate::english_str!("60° only"))],
    },
    OptionSpec {
        key: "blockade_edges",
        label: crate::english_str!("Blockades go on"),
        choices: &[
            ("any", crate::english_str!("Any line between two cells")),
            ("outer2_touch", crate::english_str!("Bold lines (touching the two outer rings)")),
            ("outer2_both", crate::english_str!("Lines inside the two outer rings")),
            ("outer1", crate::english_str!("Lines touching the rim")),
        ],
    },
    OptionSpec {
        key: "chain_direction",
        label: crate::english_str!("Capture chains"),
        choices: &[
            ("free", crate::english_str!("May turn between jumps")),
            ("straight", crate::english_str!("Straight on only")),
        ],
    },
    OptionSpec {
        key: "last_block_capture",
        label: crate::english_str!("After the last block"),
        choices: &[
            ("true", crate::english_str!("Its captures still count")),
            ("false", crate::english_str!("The game ends at once")),
        ],
    },
    OptionSpec {
        key: "stuck_check",
        label: crate::english_str!("The game ends when"),
        choices: &[
            ("start_of_own_turn", crate::english_str!("A runner cannot move at the start of its turn")),
            ("any_runner_after_each_turn", crate::english_str!("Any runner is stuck after a turn")),
        ],
    },
    OptionSpec {
        key: "teams_4p",
        label: crate::english_str!("Four players"),
        choices: &[("false", crate::english_str!("Each alone")), ("true", crate::english_str!("Two teams"))],
    },
];

/// Blocks, doubles and blockades per player by player count (rules §1).
const ALLOWANCE: [(u8, u8, u8); 3] = [(30, 6, 12), (20, 4, 8), (15, 3, 6)];

/// Where the current seat is in its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Runners go on the board in turn order (rules §3).
    Placement,
    /// Move the runner (rules §4.1).
    Run,
    /// Single or double block on the turning cell (rules §4.2).
    Build { turn: Cell },
    /// The capture chain of the block on `at` (rules §4.3); `last` = direction of the last jump.
    Capture { at: Cell, last: Option<u8> },
    /// Optional blockade (rules §4.4).
    Blockade,
}

/// One action of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    PlaceRunner(Cell),
    /// From the runner's cell straight to `turn`, then straight to `end`.
    Run {
        turn: Cell,
        end: Cell,
    },
    Build {
        double: bool,
    },
    Jump {
        to: Cell,
    },
    StopCapturing,
    Blockade(Edge),
    SkipBlockade,
}

/// A block on a cell: owner and single/double.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    pub seat: u8,
    pub double: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    pub sharp_turns: bool,
    /// Which edges take blockades (rules §2.4), as data.
    pub blockade_edge: [bool; EDGES],
    pub straight_chains: bool,
    pub capture_after_last_block: bool,
    pub any_runner_stuck: bool,
    pub teams: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cabale {
    pub players: usize,
    pub rules: Rules,
    pub runners: [Cell; 4],
    pub blocks: [Option<Block>; CELLS],
    pub blockades: [bool; EDGES],
    pub supply: [u8; 4],
    pub doubles_left: [u8; 4],
    pub blockades_left: [u8; 4],
    /// Enemy blocks each seat has captured: (singles, doubles).
    pub taken: [(u8, u8); 4],
    /// Blocks each seat has lost to captures (a double counts two).
    pub lost: [u8; 4],
    pub to_move: usize,
    pub first: usize,
    pub phase: Phase,
    /// The black marker on the mover's start cell during a turn (rules §4.1).
    pub marker: Cell,
    /// Set when the last block has been placed: the game ends after the capture step (§5a).
    last_block: bool,
    pub over: bool,
}

impl Cabale {
    fn new_with(options: &OptionValues, first_seed: u64) -> Result<Cabale, SetupError> {
        check_options(OPTIONS, options)?;
        let players: usize = option_value(OPTIONS, options, "players").parse().unwrap_or(2);
        let edges = option_value(OPTIONS, options, "blockade_edges");
        let mut blockade_edge = [false; EDGES];
        for (e, flag) in blockade_edge.iter_mut().enumerate() {
            let (a, b) = GEO.edge_cells[e];
            let (ra, rb) = (GEO.ring[a as usize], GEO.ring[b as usize]);
            *flag = match edges {
                "outer2_touch" => ra.max(rb) >= 3,
                "outer2_both" => ra.min(rb) >= 3,
                "outer1" => ra.max(rb) == 4,
                _ => true,
            };
        }
        let teams = option_value(OPTIONS, options, "teams_4p") == "true";
        if teams && players != 4 {
            return Err(SetupError("team play needs four players".into()));
        }
        let (blocks, doubles, walls) = ALLOWANCE[players - 2];
        let first = (Rng::new(first_seed).next_u64() % players as u64) as usize;
        Ok(Cabale {
            players,
            rules: Rules {
                sharp_turns: option_value(OPTIONS, options, "turn_angles") == "60,120",
                blockade_edge,
                straight_chains: option_value(OPTIONS, options, "chain_direction") == "straight",
                capture_after_last_block: option_value(OPTIONS, options, "last_block_capture") == "true",
                any_runner_stuck: option_value(OPTIONS, options, "stuck_check")
                    == "any_runner_after_each_turn",
                teams,
            },
            runners: [NONE; 4],
            blocks: [None; CELLS],
            blockades: [false; EDGES],
            supply: [blocks; 4],
            doubles_left: [doubles; 4],
            blockades_left: [walls; 4],
            taken: [(0, 0); 4],
            lost: [0; 4],
            to_move: first,
            first,
            phase: Phase::Placement,
            marker: NONE,
            last_block: false,
            over: false,
        })
    }

    /// Empty for runners, landing blocks and jumps: no runner, no block, not the marker.
    pub fn is_empty(&self, c: Cell) -> bool {
        self.blocks[c as usize].is_none() && c != self.marker && !self.runners[..self.players].contains(&c)
    }

    fn crossing_free(&self, c: Cell, d: usize) -> bool {
        let e = GEO.edge[c as usize][d];
        e != NONE && !self.blockades[e as usize]
    }

    /// Allowed second-leg directions after `d1` (rules §2.2, option turnAngles).
    fn turns(&self, d1: usize) -> impl Iterator<Item = usize> {
        let sharp = self.rules.sharp_turns;
        [1usize, 5, 2, 4].into_iter().filter(move |&k| sharp || k == 1 || k == 5).map(move |k| (d1 + k) % 6)
    }

    /// The cell one step from `c` in direction `d`, if a runner may go there: on the board,
    /// over a crossing without a blockade, and empty (rules §4.1).
    fn free_step(&self, c: Cell, d: usize) -> Option<Cell> {
        step(c, d).filter(|&n| self.crossing_free(c, d) && self.is_empty(n))
    }

    /// Every runner path of `seat` as (turning cell, end cell) (rules §4.1).
    fn for_each_run(&self, seat: usize, mut f: impl FnMut(Cell, Cell)) {
        let start = self.runners[seat];
        if start == NONE {
            return;
        }
        for d1 in 0..6 {
            let mut t = start;
            while let Some(next) = self.free_step(t, d1) {
                t = next;
                for d2 in self.turns(d1) {
                    let mut e = t;
                    while let Some(n) = self.free_step(e, d2) {
                        e = n;
                        f(t, e);
                    }
                }
            }
        }
    }

    /// Whether `seat`'s runner has a path (rules §4.1, §5b): the first turning cell with one
    /// free step on settles it. Asked of every seat at each turn's end and in every playout,
    /// so it stops there rather than listing the paths.
    pub(super) fn can_run(&self, seat: usize) -> bool {
        let start = self.runners[seat];
        if start == NONE {
            return false;
        }
        (0..6).any(|d1| {
            let mut t = start;
            while let Some(next) = self.free_step(t, d1) {
                t = next;
                if self.turns(d1).any(|d2| self.free_step(t, d2).is_some()) {
                    return true;
                }
            }
            false
        })
    }

    /// Jumps of the block on `at` (rules §4.3).
    fn for_each_jump(&self, at: Cell, last: Option<u8>, f: impl FnMut(Cell, usize)) {
        let Some(me) = self.blocks[at as usize] else { return };
        self.for_each_jump_by(me.seat, at, last, f);
    }

    /// Jumps a block of `seat` on `at` would have (rules §4.3): the computer also asks this of
    /// a block not there yet (`computer::jumps_from`).
    pub(super) fn for_each_jump_by(
        &self,
        seat: u8,
        at: Cell,
        last: Option<u8>,
        mut f: impl FnMut(Cell, usize),
    ) {
        for d in 0..6 {
            if self.rules.straight_chains && last.is_some_and(|l| l as usize != d) {
                continue;
            }
            let Some(over) = step(at, d) else { continue };
            let Some(land) = step(over, d) else { continue };
            let enemy = self.blocks[over as usize].is_some_and(|b| b.seat != seat);
            if enemy && self.is_empty(land) && self.crossing_free(at, d) && self.crossing_free(over, d) {
                f(land, d);
            }
        }
    }

    fn has_jump(&self, at: Cell, last: Option<u8>) -> bool {
        let mut any = false;
        self.for_each_jump(at, last, |_, _| any = true);
        any
    }

    /// Moves past steps with nothing to decide, ends turns and the game (rules §4.5, §5).
    pub(super) fn advance(&mut self) {
        loop {
            match self.phase {
                Phase::Capture { at, last } if !self.has_jump(at, last) => self.after_capture(),
                Phase::Blockade if self.blockades_left[self.to_move] == 0 || !self.any_free_edge() => {
                    self.end_turn()
                }
                Phase::Run if !self.over && !self.can_run(self.to_move) => self.over = true,
                _ => return,
            }
            if self.over {
                return;
            }
        }
    }

    /// A position read from text, settled as play would have left it (rules §7): steps with
    /// nothing to decide are passed, and a runner walled in ends the game where play would have.
    fn settle(&mut self) {
        if self.over {
            return;
        }
        // Rules §5b: with this option the turn that walled a runner in ended the game, so a
        // turn cannot begin with one.
        if self.phase == Phase::Run
            && self.rules.any_runner_stuck
            && (0..self.players).any(|s| !self.can_run(s))
        {
            self.over = true;
            return;
        }
        self.advance();
    }

    fn any_free_edge(&self) -> bool {
        (0..EDGES).any(|e| self.rules.blockade_edge[e] && !self.blockades[e])
    }

    fn after_capture(&mut self) {
        if self.last_block {
            self.over = true;
            self.marker = NONE;
        } else {
            self.phase = Phase::Blockade;
        }
    }

    fn end_turn(&mut self) {
        self.marker = NONE;
        self.to_move = (self.to_move + 1) % self.players;
        self.phase = Phase::Run;
        if self.rules.any_runner_stuck && (0..self.players).any(|s| !self.can_run(s)) {
            self.over = true;
        }
    }

    /// Scores of §5: cell values (doubled for doubles) + 1 per captured single + 3 per double.
    pub fn scores(&self) -> Vec<i32> {
        self.score_seats()[..self.players].to_vec()
    }

    /// The scores of §5 without allocating (the computer's playouts ask at every turn); seats
    /// beyond `players` score 0.
    pub(super) fn score_seats(&self) -> [i32; 4] {
        let mut s = [0; 4];
        for (score, (singles, doubles)) in s.iter_mut().zip(&self.taken[..self.players]) {
            *score = i32::from(*singles) + 3 * i32::from(*doubles);
        }
        for (c, b) in self.blocks.iter().enumerate() {
            if let Some(b) = b {
                s[b.seat as usize] += value(c as Cell) as i32 * if b.double { 2 } else { 1 };
            }
        }
        if self.rules.teams {
            let (a, b) = (s[0] + s[2], s[1] + s[3]);
            s = [a, b, a, b];
        }
        s
    }

    /// Blocks of a seat on the board (doubles count two).
    pub fn blocks_on_board(&self, seat: usize) -> u32 {
        self.blocks.iter().flatten().filter(|b| b.seat as usize == seat).map(|b| 1 + b.double as u32).sum()
    }

    fn why_illegal(&self, a: &Action) -> Refusal {
        use board::cell_name;
        match (*a, self.phase) {
            (Action::PlaceRunner(c), Phase::Placement) => {
                let cell = cell_name(c);
                if !is_start_cell(c) {
                    Refusal::new(
                        "cabale-illegal-not-start",
                        crate::english!("{cell} is not an edge cell off the corners"),
                    )
                    .arg("cell", cell)
                } else {
                    Refusal::new("cabale-illegal-taken", crate::english!("{cell} is taken")).arg("cell", cell)
                }
            }
            (Action::Run { turn, end }, Phase::Run) => {
                let (from, turn, end) =
                    (cell_name(self.runners[self.to_move]), cell_name(turn), cell_name(end));
                Refusal::new(
                    "cabale-illegal-run",
                    crate::english!(
                        "the runner cannot go from {from} to {turn} and on to {end}: it moves straight over \
                         empty cells, turns once by 60° or 120°, and never crosses a blockade"
                    ),
                )
                .arg("from", from)
                .arg("turn", turn)
                .arg("end", end)
            }
            (Action::Build { double: true }, Phase::Build { .. }) => {
                Refusal::new("cabale-illegal-no-double", "no double left (or fewer than 2 blocks)")
            }
            (Action::Jump { to }, Phase::Capture { .. }) => {
                let cell = cell_name(to);
                Refusal::new("cabale-illegal-jump", crate::english!("the block cannot jump to {cell}"))
                    .arg("cell", cell)
            }
            (Action::Blockade(e), Phase::Blockade) => {
                let edge = board::edge_name(e);
                Refusal::new("cabale-illegal-blockade", crate::english!("a blockade cannot go on {edge}"))
                    .arg("edge", edge)
            }
            _ => {
                let key = match self.phase {
                    Phase::Placement => "cabale-illegal-now-place",
                    Phase::Run => "cabale-illegal-now-run",
                    Phase::Build { .. } => "cabale-illegal-now-build",
                    Phase::Capture { .. } => "cabale-illegal-now-capture",
                    Phase::Blockade => "cabale-illegal-now-blockade",
                };
                Refusal::new(key, crate::english!("now is the time to {}", self.phase_name()))
            }
        }
    }

    pub fn phase_name(&self) -> &'static str {
        match self.phase {
            Phase::Placement => "place a runner",
            Phase::Run => "move the runner",
            Phase::Build { .. } => "place a single or double block",
            Phase::Capture { .. } => "capture or stop",
            Phase::Blockade => "place a blockade or skip",
        }
    }
}

impl Game for Cabale {
    type Action = Action;
    const ID: &'static str = "cabale";
    const NAME: &'static str = "Cabale";
    const SEATS: &'static [&'static str] = &["Red", "Blue", "Yellow", "Green"];
    const TAGLINE: &'static str =
        crate::english_str!("Run, turn and claim the richest cells; capture like draughts. 2 to 4 players.");

    fn setups() -> &'static [&'static str] {
        &["start"]
    }

    const PLAYERS_OPTION: Option<&'static str> = Some("players");

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        if !setup.name.is_empty() && setup.name != "start" {
            return Err(SetupError(format!("Cabale has no setup '{}' (setups: start)", setup.name)));
        }
        Cabale::new_with(&setup.options, setup.seed)
    }

    fn seats(&self) -> usize {
        self.players
    }

    fn actor(&self) -> Actor {
        Actor::Seat(self.to_move)
    }

    const END_REASONS: &'static [&'static str] = &["last-block", "stuck-runner"];

    /// Rules §5a (the last block is placed) or §5b (a runner is stuck).
    fn end_reason(&self) -> Option<&'static str> {
        if !self.over {
            return None;
        }
        Some(if self.last_block { "last-block" } else { "stuck-runner" })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome::Scores(self.scores()))
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.over {
            return;
        }
        let seat = self.to_move;
        match self.phase {
            Phase::Placement => {
                for c in 0..CELLS as Cell {
                    if is_start_cell(c) && self.is_empty(c) {
                        out.push(Action::PlaceRunner(c));
                    }
                }
            }
            Phase::Run => self.for_each_run(seat, |turn, end| out.push(Action::Run { turn, end })),
            Phase::Build { .. } => {
                out.push(Action::Build { double: false });
                if self.doubles_left[seat] > 0 && self.supply[seat] >= 2 {
                    out.push(Action::Build { double: true });
                }
            }
            Phase::Capture { at, last } => {
                self.for_each_jump(at, last, |to, _| out.push(Action::Jump { to }));
                out.push(Action::StopCapturing);
            }
            Phase::Blockade => {
                for e in 0..EDGES {
                    if self.rules.blockade_edge[e] && !self.blockades[e] {
                        out.push(Action::Blockade(e as Edge));
                    }
                }
                out.push(Action::SkipBlockade);
            }
        }
    }

    fn play_unchecked(&mut self, a: &Action) {
        let seat = self.to_move;
        match (*a, self.phase) {
            (Action::PlaceRunner(c), _) => {
                self.runners[seat] = c;
                self.to_move = (seat + 1) % self.players;
                if self.to_move == self.first {
                    self.phase = Phase::Run;
                }
            }
            (Action::Run { turn, end }, _) => {
                self.marker = self.runners[seat];
                self.runners[seat] = end;
                self.phase = Phase::Build { turn };
            }
            (Action::Build { double }, Phase::Build { turn }) => {
                let n = if double { 2 } else { 1 };
                self.supply[seat] -= n;
                if double {
                    self.doubles_left[seat] -= 1;
                }
                self.blocks[turn as usize] = Some(Block { seat: seat as u8, double });
                self.last_block = self.supply[seat] == 0;
                if self.last_block && !self.rules.capture_after_last_block {
                    self.over = true;
                    self.marker = NONE;
                    return;
                }
                self.phase = Phase::Capture { at: turn, last: None };
            }
            (Action::Jump { to }, Phase::Capture { at, .. }) => {
                let d = board::line_dir(at, to).unwrap_or(0);
                let over = step(at, d).unwrap_or(at);
                if let Some(victim) = self.blocks[over as usize].take() {
                    self.lost[victim.seat as usize] += 1 + victim.double as u8;
                    if victim.double {
                        self.taken[seat].1 += 1;
                    } else {
                        self.taken[seat].0 += 1;
                    }
                }
                self.blocks[to as usize] = self.blocks[at as usize].take();
                self.phase = Phase::Capture { at: to, last: Some(d as u8) };
            }
            (Action::StopCapturing, _) => self.after_capture(),
            (Action::Blockade(e), _) => {
                self.blockades[e as usize] = true;
                self.blockades_left[seat] -= 1;
                self.end_turn();
            }
            (Action::SkipBlockade, _) => self.end_turn(),
            _ => {}
        }
        self.advance();
    }

    fn explain_illegal(&self, a: &Action) -> ActionError {
        ActionError::Illegal(self.why_illegal(a))
    }

    fn guided_action(&self, rng: &mut Rng) -> Option<Action> {
        self.guided(rng)
    }

    fn guided_horizon(&self) -> Option<usize> {
        Some(computer::GUIDED_HORIZON)
    }

    fn estimate(&self) -> Vec<f64> {
        computer::estimate(self)
    }

    fn action_text(&self, a: &Action) -> String {
        notation::write(self, a)
    }

    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        notation::read(self, text)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position(text: &str, options: &OptionValues) -> Result<Self, PositionError> {
        position::read(text, options)
    }
}

/// The computer player: its budgets are Cabale's rows of the level table, one for each number
/// of players (their levels separate at other budgets).
impl crate::ai::Computer for Cabale {
    fn thinker(&self, level: u8, seed: u64) -> Box<dyn crate::ai::Thinker> {
        use crate::games::levels::{budget, CABALE, CABALE_FOUR, CABALE_THREE};
        let row = match self.players {
            2 => &CABALE,
            3 => &CABALE_THREE,
            _ => &CABALE_FOUR,
        };
        crate::ai::thinker(self, budget(row, level), seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{OptionValues, Rng, Setup};

    /// `can_run` stops at the first path it finds: it must agree with listing every path, for
    /// every seat, at every step of random games of two to four players and both turn rules.
    #[test]
    fn can_run_agrees_with_the_listed_paths() {
        let mut rng = Rng::new(5);
        let (mut stuck, mut checked) = (0, 0);
        for game in 0..240 {
            let players = 2 + game % 3;
            let turns = if game % 2 == 0 { "60,120" } else { "60" };
            let options: OptionValues =
                [("players", players.to_string()), ("turn_angles", turns.to_string())]
                    .into_iter()
                    .map(|(k, v)| (k.to_string(), v))
                    .collect();
            let mut g = Cabale::new_game(&Setup { options, seed: game as u64, ..Setup::default() }).unwrap();
            let mut list = Vec::new();
            loop {
                for seat in 0..players {
                    let mut listed = false;
                    g.for_each_run(seat, |_, _| listed = true);
                    assert_eq!(g.can_run(seat), listed, "seat {seat}: {}", g.position_text());
                    stuck += usize::from(!listed && g.runners[seat] != NONE);
                    checked += 1;
                }
                list.clear();
                g.legal_actions(&mut list);
                if list.is_empty() {
                    break;
                }
                g.play_unchecked(&list[rng.below(list.len())]);
            }
        }
        // About 62,000 checks, 2,200 of them a placed runner walled in (not only free ones).
        assert!(checked > 50_000 && stuck > 1_000, "{checked} checks, {stuck} walled in");
    }
}
