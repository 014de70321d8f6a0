//! Cabale on the canvas: the 61 valued hexes, runners, blocks and doubles in the seat colours,
//! the black marker, blockades on the cell edges, and a turn laid out part by part (rules §4):
//! turning cell → end cell → single/double → jumps or stop → blockade or skip.

use super::hex::HexLayout;
use crate::i18n::{key, t, t_or, tf};
use crate::paint::{self, Painter};
use crate::view::{human_turn, Frame, GameView, ViewAction};
use ludus_engine::core::Game;
use ludus_engine::games::cabale::board::{
    cell_name, edge_name, is_start_cell, value, Cell, Edge, CELLS, EDGES, GEO, NONE,
};
use ludus_engine::games::cabale::{Action, Cabale, Phase};
use ludus_engine::session::{Session, SessionMatch};

/// Seat colours: (fill, dark edge).
const SEATS: [(&str, &str); 4] =
    [("#d0493a", "#7d1f15"), ("#3578c6", "#173f70"), ("#e7bf3f", "#8a6a10"), ("#45a367", "#1d5a33")];
const HINT: &str = "#3f8f6b";
const GOLD: &str = "#e0a526";

#[derive(Default)]
pub struct CabaleView {
    /// The turning cell chosen for the runner's path, before its end cell.
    turn: Option<Cell>,
    cursor: u8,
}

struct Geometry {
    cx: f64,
    cy: f64,
    size: f64,
}

impl Geometry {
    fn of(frame: Frame) -> Geometry {
        let side = frame.width.min(frame.height);
        // 9 rows of pointy hexes, plus room below for the choice buttons.
        let size = side / 17.0;
        Geometry { cx: frame.width / 2.0, cy: frame.height * 0.44, size }
    }

    /// Pointy hexagons of radius `size`: neighbouring centres are √3 × size apart.
    fn hex(&self) -> HexLayout {
        HexLayout { cx: self.cx, cy: self.cy, w: 3f64.sqrt() * self.size }
    }

    fn centre(&self, c: Cell) -> (f64, f64) {
        self.hex().centre(c)
    }

    fn cell_at(&self, x: f64, y: f64) -> Option<Cell> {
        self.hex().cell_at(x, y, self.size * 0.9)
    }

    /// The two end points of an edge's line.
    fn edge_line(&self, e: Edge) -> ((f64, f64), (f64, f64)) {
        let (a, b) = GEO.edge_cells[e as usize];
        let (ax, ay) = self.centre(a);
        let (bx, by) = self.centre(b);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt();
        let (px, py) = (-(by - ay) / len, (bx - ax) / len);
        let h = self.size / 2.0;
        ((mx + px * h, my + py * h), (mx - px * h, my - py * h))
    }

    fn edge_mid(&self, e: Edge) -> (f64, f64) {
        let (p, q) = self.edge_line(e);
        ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0)
    }

    /// Width of a choice button: wide enough for its words at the smallest text size.
    fn button_width(&self) -> f64 {
        (self.size * 3.2).max(104.0)
    }

    fn button_height(&self) -> f64 {
        self.size.max(20.0)
    }

    /// Buttons under the board for choices that are not places: (label, action text, x, y).
    fn buttons(&self, labels: &[(String, &str)]) -> Vec<(String, String, f64, f64)> {
        let y = self.cy + 7.8 * self.size;
        let gap = self.button_width() + self.size * 0.4;
        let x0 = self.cx - gap * (labels.len() as f64 - 1.0) / 2.0;
        labels
            .iter()
            .enumerate()
            .map(|(i, (label, action))| (label.to_string(), action.to_string(), x0 + gap * i as f64, y))
            .collect()
    }
}

/// A hexagon path; `turn` in degrees (30 = pointy top, like the cells; 0 = flat top, like the
/// board as a whole).
fn hexagon(p: &Painter, x: f64, y: f64, r: f64) {
    hexagon_turned(p, x, y, r, 30.0);
}

fn hexagon_turned(p: &Painter, x: f64, y: f64, r: f64, turn: f64) {
    p.ctx.begin_path();
    for k in 0..6 {
        let a = std::f64::consts::PI / 180.0 * (60.0 * k as f64 + turn);
        let (px, py) = (x + r * a.cos(), y + r * a.sin());
        if k == 0 {
            p.ctx.move_to(px, py);
        } else {
            p.ctx.line_to(px, py);
        }
    }
    p.ctx.close_path();
}

impl CabaleView {
    fn legal(g: &Cabale) -> Vec<Action> {
        let mut out = Vec::new();
        g.legal_actions(&mut out);
        out
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
        match (g.phase, self.turn) {
            (Phase::Placement, _) => {
                for a in &legal {
                    if let Action::PlaceRunner(c) = a {
                        cell_target(*c, g.action_text(a), &mut out);
                    }
                }
            }
            (Phase::Run, None) => {
                for a in &legal {
                    if let Action::Run { turn, .. } = a {
                        cell_target(*turn, format!("turn:{turn}"), &mut out);
                    }
                }
            }
            (Phase::Run, Some(t)) => {
                for a in &legal {
                    if let Action::Run { turn, end } = a {
                        if *turn == t {
                            cell_target(*end, g.action_text(a), &mut out);
                        }
                    }
                }
            }
            (Phase::Capture { .. }, _) => {
                for a in &legal {
                    if let Action::Jump { to } = a {
                        cell_target(*to, g.action_text(a), &mut out);
                    }
                }
            }
            (Phase::Blockade, _) => {
                for a in &legal {
                    if let Action::Blockade(e) = a {
                        let (x, y) = geo.edge_mid(*e);
                        out.push((edge_name(*e), g.action_text(a), x, y));
                    }
                }
            }
            _ => {}
        }
        for (label, action, x, y) in Self::choice_buttons(g, geo) {
            let _ = label;
            out.push((action.clone(), action, x, y));
        }
        out
    }

    fn act(&mut self, target: &str, g: &Cabale) -> ViewAction {
        if let Some(t) = target.strip_prefix("turn:") {
            self.turn = t.parse().ok();
            return ViewAction::Redraw;
        }
        let _ = g;
        self.turn = None;
        ViewAction::Play(target.to_string())
    }

    fn draw_block(p: &Painter, x: f64, y: f64, s: f64, seat: u8, double: bool) {
        let (fill, edge) = SEATS[seat as usize];
        let layers = if double { 2 } else { 1 };
        for k in 0..layers {
            let oy = y - k as f64 * s * 0.45;
            p.round_rect(x - s / 2.0, oy - s / 2.0 + s * 0.12, s, s, s * 0.15);
            p.fill(edge);
            p.round_rect(x - s / 2.0, oy - s / 2.0, s, s * 0.88, s * 0.15);
            p.fill(fill);
            p.stroke("rgba(0,0,0,0.35)", 1.0);
        }
    }

    fn draw_runner(p: &Painter, x: f64, y: f64, s: f64, seat: usize) {
        let (fill, edge) = SEATS[seat];
        p.ellipse(x, y + s * 0.45, s * 0.42, s * 0.16);
        p.fill("rgba(0,0,0,0.3)");
        p.ctx.begin_path();
        p.ctx.move_to(x - s * 0.32, y + s * 0.42);
        p.ctx.line_to(x - s * 0.12, y - s * 0.15);
        p.ctx.line_to(x + s * 0.12, y - s * 0.15);
        p.ctx.line_to(x + s * 0.32, y + s * 0.42);
        p.ctx.close_path();
        p.fill(fill);
        p.stroke(edge, 1.5);
        p.circle(x, y - s * 0.3, s * 0.22);
        p.fill_lit(x, y - s * 0.3, s * 0.22, "#ffffff", fill);
        p.stroke(edge, 1.5);
    }
}

impl GameView for CabaleView {
    type Game = Cabale;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Cabale>, interactive: bool) {
        let g = m.state();
        let geo = Geometry::of(frame);
        let s = geo.size;
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        hexagon_turned(p, geo.cx, geo.cy, s * 8.45, 0.0);
        p.fill("#3b2b1f");
        let restricted = g.rules.blockade_edge.iter().any(|b| !b);
        for c in 0..CELLS as Cell {
            let (x, y) = geo.centre(c);
            let v = value(c);
            let shade = match v {
                15 => "#f6e3b4",
                10 => "#efd9a6",
                6 => "#e6cc95",
                3 => "#dcc086",
                _ => "#d1b478",
            };
            hexagon(p, x, y, s * 0.97);
            p.fill(shade);
            p.stroke("#a4875a", 1.0);
            // The value sits high in the cell so blocks (drawn low) leave it readable; higher
            // still when its size floor makes it large for the cell.
            let font = paint::serif_font(600, s * 0.36);
            let up = s * 0.5 + (paint::text_px(s * 0.36) - s * 0.36) * 0.55;
            p.text(&v.to_string(), x, y - up, &font, "rgba(90,64,40,0.7)", "center");
        }
        // Bold lines where blockades may go, when the option restricts them (rules §2.5).
        if restricted {
            for e in 0..EDGES {
                if g.rules.blockade_edge[e] {
                    let (a, b) = geo.edge_line(e as Edge);
                    p.line(&[a, b]);
                    p.stroke("rgba(255,250,235,0.9)", 2.6);
                }
            }
        }
        // Last action's cells.
        if let (Some(prev), Some(last)) = (m.previous(), m.history().last()) {
            if let Ok(Action::Run { turn, end }) = prev.parse_action(last) {
                let start = prev.runners[prev.to_move];
                let pts: Vec<(f64, f64)> = [start, turn, end].iter().map(|&c| geo.centre(c)).collect();
                p.line(&pts);
                p.stroke("rgba(70,50,30,0.45)", 3.0);
            }
        }
        for (c, b) in g.blocks.iter().enumerate() {
            if let Some(b) = b {
                let (x, y) = geo.centre(c as Cell);
                Self::draw_block(p, x, y + s * 0.12, s * 0.58, b.seat, b.double);
            }
        }
        if g.marker != NONE {
            let (x, y) = geo.centre(g.marker);
            p.circle(x, y, s * 0.36);
            p.fill_lit(x, y, s * 0.36, "#555", "#0b0b0b");
        }
        for seat in 0..g.players {
            let c = g.runners[seat];
            if c != NONE {
                let (x, y) = geo.centre(c);
                Self::draw_runner(p, x, y - s * 0.1, s * 1.1, seat);
            }
        }
        for e in 0..EDGES {
            if g.blockades[e] {
                let (a, b) = geo.edge_line(e as Edge);
                p.line(&[a, b]);
                p.ctx.set_line_cap("round");
                p.stroke("#1c140e", s * 0.2);
                p.line(&[a, b]);
                p.stroke("#8b6a45", s * 0.08);
            }
        }
        if let Some(t) = self.turn.filter(|_| interactive) {
            let (x, y) = geo.centre(t);
            hexagon(p, x, y, s * 0.9);
            p.stroke(GOLD, 3.5);
            let start = g.runners[g.to_move];
            if start != NONE {
                p.line(&[geo.centre(start), (x, y)]);
                p.stroke("rgba(224,165,38,0.8)", 3.0);
            }
        }
        if let Phase::Build { turn } | Phase::Capture { at: turn, .. } = g.phase {
            let (x, y) = geo.centre(turn);
            hexagon(p, x, y, s * 0.92);
            p.stroke(GOLD, 3.0);
        }
        if interactive && human_turn(m) {
            let targets = self.targets(g, &geo);
            let buttons = Self::choice_buttons(g, &geo);
            for (name, _, x, y) in &targets {
                if buttons.iter().any(|b| b.1 == *name) {
                    continue;
                }
                if g.phase == Phase::Blockade {
                    p.circle(*x, *y, s * 0.11);
                    p.fill("rgba(63,143,107,0.8)");
                } else {
                    p.circle(*x, *y, s * 0.3);
                    p.fill("rgba(63,143,107,0.28)");
                    p.stroke(HINT, 2.5);
                }
            }
            let font = paint::font(600, s * 0.42);
            let (w, h) = (geo.button_width(), geo.button_height());
            for (label, _, x, y) in buttons {
                p.round_rect(x - w / 2.0, y - h / 2.0, w, h, h * 0.25);
                p.fill("#e0a526");
                p.text(&label, x, y, &font, "#1d1a16", "center");
            }
        }
        if g.phase == Phase::Placement && interactive {
            let font = paint::font(600, s * 0.42);
            let text = t("cabale-place-runner");
            p.text(&text, geo.cx, geo.cy + 7.8 * s, &font, "#e8dcc2", "center");
        }
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Cabale>, x: f64, y: f64) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        let targets = self.targets(g, &geo);
        let reach = if g.phase == Phase::Blockade { geo.size * 0.35 } else { geo.size * 0.85 };
        let buttons = Self::choice_buttons(g, &geo);
        if let Some(b) = buttons.iter().find(|b| {
            (b.2 - x).abs() < geo.button_width() / 2.0 && (b.3 - y).abs() < geo.button_height() / 2.0
        }) {
            return self.act(&b.1.clone(), g);
        }
        let hit = targets
            .iter()
            .map(|t| (t, (t.2 - x).powi(2) + (t.3 - y).powi(2)))
            .filter(|(_, d2)| *d2 < reach * reach)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((t, _)) = hit {
            return self.act(&t.1.clone(), g);
        }
        if self.turn.is_some() && geo.cell_at(x, y) == self.turn {
            self.turn = None;
            return ViewAction::Redraw;
        }
        match g.phase {
            Phase::Run if self.turn.is_some() => ViewAction::Refuse(t("cabale-refuse-end")),
            Phase::Run => ViewAction::Refuse(t("cabale-refuse-turn")),
            Phase::Placement if geo.cell_at(x, y).is_some_and(|c| !is_start_cell(c)) => {
                ViewAction::Refuse(t("cabale-refuse-start"))
            }
            _ => ViewAction::Nothing,
        }
    }

    fn key(&mut self, m: &SessionMatch<Cabale>, key: &str) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let geo = Geometry::of(Frame { width: 1000.0, height: 1000.0, ..Frame::default() });
        let targets = self.targets(g, &geo);
        match key {
            "ArrowRight" | "ArrowDown" | "Tab" => {
                self.cursor = self.cursor.wrapping_add(1);
                ViewAction::Redraw
            }
            "ArrowLeft" | "ArrowUp" => {
                self.cursor = self.cursor.wrapping_sub(1);
                ViewAction::Redraw
            }
            "Enter" | " " if !targets.is_empty() => {
                let t = targets[self.cursor as usize % targets.len()].1.clone();
                self.act(&t, g)
            }
            "s" if matches!(g.phase, Phase::Build { .. }) => self.act("single", g),
            "d" if matches!(g.phase, Phase::Build { .. }) => self.act("double", g),
            "Escape" | "Backspace" => self.back(),
            _ => ViewAction::Nothing,
        }
    }

    fn confirm(&mut self, _m: &SessionMatch<Cabale>) -> ViewAction {
        ViewAction::Nothing
    }

    fn back(&mut self) -> ViewAction {
        self.turn = None;
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.turn = None;
    }

    fn can_confirm(&self, _m: &SessionMatch<Cabale>) -> bool {
        false
    }

    fn can_back(&self) -> bool {
        self.turn.is_some()
    }

    fn prompt(&self, m: &SessionMatch<Cabale>) -> String {
        let g = m.state();
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
        let names = m.seat_names();
        let scores = g.scores();
        (0..g.players)
            .map(|s| {
                let seat = t_or(&key(&["seat", "cabale", &names[s]]), &names[s]);
                (
                    tf("cabale-fact-score", &[("seat", seat.into())]),
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

    fn seat_colour(&self, seat: usize) -> &'static str {
        SEATS[seat % 4].0
    }
}
