//! Cabale on the canvas: the 61 valued hexes with their row and diagonal names on the rim
//! (rules §2.1), runners, blocks and doubles in the seat colours, the black marker, blockades on
//! the cell edges, and a turn laid out part by part (rules §4): turning cell → end cell →
//! single/double → jumps or stop → blockade or skip. Each part can be chosen by pointer or by
//! keys (a hexagonal cursor, the buttons under the board), and each part the computer plays is
//! animated so a player sees what it did.

//!
//! Here the view's state, what a press can reach now, and its face to the app (`GameView`);
//! `draw.rs` draws, `input.rs` turns presses and keys into the parts of a turn, `words.rs` says
//! them for a screen reader.

mod draw;
mod input;

use draw::{Geometry, SEATS, SEATS_CONTRAST};

use super::hex::{self, HexLayout};
use crate::i18n::{key, t, t_or, tf};
use crate::paint::anim_now as now;
use crate::paint::{self, Painter};
use crate::words::cabale as words;
use crate::view::{human_turn, Frame, GameView, Sound, Theme, ViewAction};
use ludus_engine::core::Game;
use ludus_engine::games::cabale::board::{
    cell_name, edge_name, is_start_cell, value, Cell, Edge, CELLS, EDGES, GEO, NONE,
};
use ludus_engine::games::cabale::{Action, Cabale, Phase};
use ludus_engine::session::{Session, SessionMatch};

/// The centre cell E5 (reading order), where the keyboard cursor starts.
const CENTRE: Cell = 30;
/// How long each part of a turn takes on screen, in milliseconds at normal speed.
const RUN_MS: f64 = 700.0;
const PART_MS: f64 = 380.0;

/// An action being shown: the position before it, when it started, and how long it lasts.
struct Animation {
    before: Cabale,
    action: Action,
    /// Actions played once it is done, so a stale animation (after undo) is never drawn.
    actions: usize,
    start: f64,
    ms: f64,
    /// Set once the still board has been drawn: the app stops redrawing when `animating` turns
    /// false, so the last frame must be the still one.
    settled: std::cell::Cell<bool>,
}

#[derive(Default)]
pub struct CabaleView {
    /// The turning cell chosen for the runner's path, before its end cell.
    turn: Option<Cell>,
    /// The keyboard cursor's cell (None: the centre).
    cursor: Option<Cell>,
    /// The keyboard cursor is on the choice button with this index instead of a cell.
    on_button: Option<usize>,
    /// Column (as drawn, in cell widths from the centre) the cursor keeps to across rows.
    column: f64,
    /// A blockade being chosen by keys: the cell and which of its legal lines (rules §4.4).
    edge_pick: Option<(Cell, usize)>,
    /// Whether the board was last drawn turned, so the arrow keys follow what the player sees.
    flipped: std::cell::Cell<bool>,
    animation: Option<Animation>,
}

impl CabaleView {
    fn legal(g: &Cabale) -> Vec<Action> {
        let mut out = Vec::new();
        g.legal_actions(&mut out);
        out
    }

    fn cursor(&self) -> Cell {
        self.cursor.unwrap_or(CENTRE)
    }

    /// The choice button under the keyboard cursor, if it is on one that is there now.
    fn button(&self, count: usize) -> Option<usize> {
        self.on_button.filter(|_| count > 0).map(|i| i.min(count - 1))
    }

    /// The choices under the board in the current part of the turn.
    fn choice_buttons(g: &Cabale, geo: &Geometry) -> Vec<(String, String, f64, f64)> {
        match g.phase {
            Phase::Build { .. } => {
                let legal = Self::legal(g);
                let mut b = vec![(t("cabale-button-single"), "single")];
                if legal.contains(&Action::Build { double: true }) {
                    b.push((t("cabale-button-double"), "double"));
                }
                geo.buttons(&b)
            }
            Phase::Capture { .. } => geo.buttons(&[(t("cabale-button-stop"), "stop")]),
            Phase::Blockade => geo.buttons(&[(t("cabale-button-skip"), "skip")]),
            _ => vec![],
        }
    }

    /// What a press at a place would do now: (hint name, action or "turn:<cell>", x, y).
    fn targets(&self, g: &Cabale, geo: &Geometry) -> Vec<(String, String, f64, f64)> {
        let legal = Self::legal(g);
        let mut out = Vec::new();
        let cell_target = |c: Cell, action: String, out: &mut Vec<(String, String, f64, f64)>| {
            let (x, y) = geo.centre(c);
            if !out.iter().any(|(n, ..)| *n == cell_name(c)) {
                out.push((cell_name(c), action, x, y));
            }
        };
        for a in &legal {
            match (*a, self.turn) {
                (Action::PlaceRunner(c), _) | (Action::Jump { to: c }, _) => {
                    cell_target(c, g.action_text(a), &mut out)
                }
                (Action::Run { turn, .. }, None) => cell_target(turn, format!("turn:{turn}"), &mut out),
                (Action::Run { turn, end }, Some(t)) if turn == t => {
                    cell_target(end, g.action_text(a), &mut out)
                }
                (Action::Blockade(e), _) => {
                    let (x, y) = geo.edge_mid(e);
                    out.push((edge_name(e), g.action_text(a), x, y));
                }
                _ => {}
            }
        }
        for (_, action, x, y) in Self::choice_buttons(g, geo) {
            out.push((action.clone(), action, x, y));
        }
        out
    }

    /// The lines around `c` that may take a blockade now, counter-clockwise (rules §4.4).
    fn edges_of(g: &Cabale, c: Cell) -> Vec<Edge> {
        let legal = Self::legal(g);
        GEO.edge[c as usize]
            .iter()
            .copied()
            .filter(|&e| e != NONE && legal.contains(&Action::Blockade(e)))
            .collect()
    }

    /// A seat's name in the player's language.
    fn seat_name(m: &SessionMatch<Cabale>, seat: usize) -> String {
        let names = m.seat_names();
        let name = names.get(seat).cloned().unwrap_or_default();
        t_or(&key(&["seat", "cabale", &name]), &name)
    }
}

impl GameView for CabaleView {
    type Game = Cabale;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Cabale>, interactive: bool) {
        self.paint(p, frame, m, interactive)
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Cabale>, x: f64, y: f64) -> ViewAction {
        self.on_press(frame, m, x, y)
    }

    /// The cell, button or line under the keyboard cursor, the turning cell chosen, and what a
    /// press does.
    fn spoken(&self, m: &SessionMatch<Cabale>) -> String {
        if !human_turn(m) {
            return String::new();
        }
        let g = m.state();
        let (spot, press) = self.spot_and_press(g);
        words::spoken(g, &spot, self.turn, press)
    }

    fn told(&self, before: &SessionMatch<Cabale>, action: &str) -> String {
        words::told(before.state(), action)
    }

    fn key(&mut self, m: &SessionMatch<Cabale>, key: &str) -> ViewAction {
        self.on_key(m, key)
    }


    fn confirm(&mut self, _m: &SessionMatch<Cabale>) -> ViewAction {
        ViewAction::Nothing
    }

    fn back(&mut self) -> ViewAction {
        if self.edge_pick.take().is_none() {
            self.turn = None;
        }
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.turn = None;
        self.edge_pick = None;
        self.animation = None;
    }

    fn can_confirm(&self, _m: &SessionMatch<Cabale>) -> bool {
        false
    }

    fn can_back(&self) -> bool {
        self.turn.is_some() || self.edge_pick.is_some()
    }

    fn prompt(&self, m: &SessionMatch<Cabale>) -> String {
        let g = m.state();
        if let Some((c, i)) = self.edge_pick {
            let edge = Self::edges_of(g, c).get(i).map_or_else(String::new, |&e| edge_name(e));
            return tf("cabale-prompt-edge", &[("edge", edge.into()), ("cell", cell_name(c).into())]);
        }
        match (g.phase, self.turn) {
            (Phase::Placement, _) => t("cabale-prompt-place"),
            (Phase::Run, None) => t("cabale-prompt-turn"),
            (Phase::Run, Some(c)) => tf("cabale-prompt-end", &[("cell", cell_name(c).into())]),
            (Phase::Build { turn }, _) => tf("cabale-prompt-build", &[("cell", cell_name(turn).into())]),
            (Phase::Capture { .. }, _) => t("cabale-prompt-capture"),
            (Phase::Blockade, _) => t("cabale-prompt-blockade"),
        }
    }

    fn facts(&self, m: &SessionMatch<Cabale>) -> Vec<(String, String)> {
        let g = m.state();
        let scores = g.scores();
        (0..g.players)
            .map(|s| {
                (
                    tf("cabale-fact-score", &[("seat", Self::seat_name(m, s).into())]),
                    tf(
                        "cabale-fact-supply",
                        &[
                            ("score", scores[s].into()),
                            ("blocks", g.supply[s].into()),
                            ("doubles", g.doubles_left[s].into()),
                            ("blockades", g.blockades_left[s].into()),
                        ],
                    ),
                )
            })
            .collect()
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Cabale>) -> Vec<(String, f64, f64)> {
        if !human_turn(m) {
            return vec![];
        }
        let geo = Geometry::of(frame);
        self.targets(m.state(), &geo).into_iter().map(|(n, _, x, y)| (n, x, y)).collect()
    }

    fn seat_colour(&self, seat: usize, theme: Theme) -> &'static str {
        theme.pick(SEATS, SEATS_CONTRAST)[seat % 4].0
    }

    /// A capture is a jump (rules §4.3).
    fn sound(&self, m: &SessionMatch<Cabale>) -> Sound {
        match (m.previous(), m.last_action()) {
            (Some(prev), Some(last)) if matches!(prev.parse_action(last), Ok(Action::Jump { .. })) => {
                Sound::Capture
            }
            _ => Sound::Move,
        }
    }

    /// Whose turn and what is asked, each seat's runner, blocks and score, the blockades, and
    /// the choices open now.
    fn describe(&self, m: &SessionMatch<Cabale>) -> String {
        let g = m.state();
        let scores = g.scores();
        let none = || t("cabale-describe-none");
        let cells = |v: Vec<Cell>| if v.is_empty() { none() } else { hex::compact(&v) };
        let mut parts = vec![tf(
            "cabale-describe-turn",
            &[("seat", Self::seat_name(m, g.to_move).into()), ("prompt", self.prompt(m).into())],
        )];
        for (seat, &score) in scores.iter().enumerate().take(g.players) {
            let own = |double: bool| -> Vec<Cell> {
                (0..CELLS as Cell)
                    .filter(|&c| {
                        g.blocks[c as usize].is_some_and(|b| b.seat as usize == seat && b.double == double)
                    })
                    .collect()
            };
            let runner = g.runners[seat];
            parts.push(tf(
                "cabale-describe-seat",
                &[
                    ("seat", Self::seat_name(m, seat).into()),
                    ("runner", if runner == NONE { none() } else { cell_name(runner) }.into()),
                    ("singles", cells(own(false)).into()),
                    ("doubles", cells(own(true)).into()),
                    ("score", score.into()),
                    ("left", g.supply[seat].into()),
                ],
            ));
        }
        let walls: Vec<String> =
            (0..EDGES).filter(|&e| g.blockades[e]).map(|e| edge_name(e as Edge)).collect();
        if !walls.is_empty() {
            parts.push(tf("cabale-describe-blockades", &[("edges", walls.join(" ").into())]));
        }
        if human_turn(m) {
            let geo = Geometry::of(Frame { width: 1000.0, height: 1000.0, ..Frame::default() });
            let buttons = Self::choice_buttons(g, &geo);
            let choices: Vec<String> = self
                .targets(g, &geo)
                .into_iter()
                .map(|(n, ..)| buttons.iter().find(|b| b.1 == n).map_or(n, |b| b.0.clone()))
                .collect();
            parts.push(tf("cabale-describe-choices", &[("choices", choices.join(", ").into())]));
        }
        parts.join(" ")
    }

    fn played(&mut self, m: &SessionMatch<Cabale>) {
        self.animation = None;
        self.edge_pick = None;
        let g = m.state();
        // The keyboard cursor goes where the next choice is: the buttons for single or double.
        self.on_button = match g.phase {
            Phase::Build { .. } => Some(0),
            Phase::Capture { .. } | Phase::Blockade => self.on_button,
            _ => None,
        };
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(action) = prev.parse_action(&last) else { return };
        let ms = match action {
            Action::Run { .. } => RUN_MS,
            Action::StopCapturing | Action::SkipBlockade => return,
            _ => PART_MS,
        };
        self.animation = Some(Animation {
            before: prev.clone(),
            action,
            actions: m.history_len(),
            start: now(),
            ms,
            settled: std::cell::Cell::new(false),
        });
    }

    fn animating(&self) -> bool {
        // The time limit is a safety net should no still frame ever be drawn.
        self.animation.as_ref().is_some_and(|a| !a.settled.get() && now() - a.start < a.ms + 1000.0)
    }

    /// The record's words (`single`, `double`, `stop`, `skip`: notation.rs) in the player's
    /// language; cells, paths, jumps and blockades read the same in every language.
    fn shown(&self, text: &str) -> String {
        let word = |w: &str| match w {
            "single" => t("cabale-record-single"),
            "double" => t("cabale-record-double"),
            "stop" => t("cabale-record-stop"),
            "skip" => t("cabale-record-skip"),
            _ => w.to_owned(),
        };
        text.split(' ').map(word).collect::<Vec<_>>().join(" ")
    }
}
