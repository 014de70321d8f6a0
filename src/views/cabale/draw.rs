//! Cabale's picture: the valued hexes and their rim names (rules §2.1), runners, blocks,
//! doubles, the marker and blockades, each part of a turn in motion, and the places a press
//! can reach now with the keyboard cursor and the buttons under the board. It only draws:
//! `input.rs` chooses.

use super::*;
use crate::paint::{cos, sin};


/// Seat colours: (fill, dark edge).
pub(super) const SEATS: [(&str, &str); 4] =
    [("#d0493a", "#7d1f15"), ("#3578c6", "#173f70"), ("#e7bf3f", "#8a6a10"), ("#45a367", "#1d5a33")];
/// The same seats saturated and outlined in black, for high contrast.
pub(super) const SEATS_CONTRAST: [(&str, &str); 4] =
    [("#ff2a1a", "#000"), ("#1a6dff", "#000"), ("#ffd500", "#000"), ("#00c853", "#000")];
pub(super) const GOLD: &str = "#e0a526";

pub(super) struct Geometry {
    pub(super) cx: f64,
    pub(super) cy: f64,
    pub(super) size: f64,
    pub(super) flip: bool,
    pub(super) contrast: bool,
}

impl Geometry {
    pub(super) fn of(frame: Frame) -> Geometry {
        let side = frame.width.min(frame.height);
        // 9 rows of pointy hexes and the names around them, plus room below for the buttons.
        let size = side / 18.0;
        let contrast = frame.theme == Theme::Contrast;
        Geometry { cx: frame.width / 2.0, cy: frame.height * 0.445, size, flip: frame.flip, contrast }
    }

    /// Pointy hexagons of radius `size`: neighbouring centres are √3 × size apart.
    pub(super) fn hex(&self) -> HexLayout {
        HexLayout { cx: self.cx, cy: self.cy, w: 3f64.sqrt() * self.size, flip: self.flip }
    }

    pub(super) fn centre(&self, c: Cell) -> (f64, f64) {
        self.hex().centre(c)
    }

    pub(super) fn cell_at(&self, x: f64, y: f64) -> Option<Cell> {
        self.hex().cell_at(x, y, self.size * 0.9)
    }

    pub(super) fn seat(&self, seat: usize) -> (&'static str, &'static str) {
        if self.contrast {
            SEATS_CONTRAST[seat % 4]
        } else {
            SEATS[seat % 4]
        }
    }

    /// A line width, thicker in high contrast.
    pub(super) fn line(&self, w: f64) -> f64 {
        if self.contrast {
            w * 1.6
        } else {
            w
        }
    }

    /// The two end points of an edge's line.
    pub(super) fn edge_line(&self, e: Edge) -> ((f64, f64), (f64, f64)) {
        let (a, b) = GEO.edge_cells[e as usize];
        let (ax, ay) = self.centre(a);
        let (bx, by) = self.centre(b);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt();
        let (px, py) = (-(by - ay) / len, (bx - ax) / len);
        let h = self.size / 2.0;
        ((mx + px * h, my + py * h), (mx - px * h, my - py * h))
    }

    pub(super) fn edge_mid(&self, e: Edge) -> (f64, f64) {
        let (p, q) = self.edge_line(e);
        ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0)
    }

    /// Width of a choice button: wide enough for its words at the smallest text size.
    pub(super) fn button_width(&self) -> f64 {
        (self.size * 3.2).max(104.0)
    }

    pub(super) fn button_height(&self) -> f64 {
        self.size.max(20.0)
    }

    /// Buttons under the board for choices that are not places: (label, action text, x, y).
    pub(super) fn buttons(&self, labels: &[(String, &str)]) -> Vec<(String, String, f64, f64)> {
        let y = self.cy + 8.5 * self.size;
        let gap = self.button_width() + self.size * 0.4;
        let x0 = self.cx - gap * (labels.len() as f64 - 1.0) / 2.0;
        labels
            .iter()
            .enumerate()
            .map(|(i, (label, action))| (label.to_string(), action.to_string(), x0 + gap * i as f64, y))
            .collect()
    }
}

/// A pointy-top hexagon path, like the cells.
pub(super) fn hexagon(p: &Painter, x: f64, y: f64, r: f64) {
    hexagon_turned(p, x, y, r, 30.0);
}

/// A hexagon path turned by `turn` degrees (30 = pointy top, like the cells; 0 = flat top, like
/// the board as a whole).
pub(super) fn hexagon_turned(p: &Painter, x: f64, y: f64, r: f64, turn: f64) {
    p.ctx.begin_path();
    for k in 0..6 {
        let a = std::f64::consts::PI / 180.0 * (60.0 * k as f64 + turn);
        let (px, py) = (x + r * cos(a), y + r * sin(a));
        if k == 0 {
            p.ctx.move_to(px, py);
        } else {
            p.ctx.line_to(px, py);
        }
    }
    p.ctx.close_path();
}

pub(super) fn ease(t: f64) -> f64 {
    1.0 - (1.0 - paint::clamp(t, 0.0, 1.0)).powi(3)
}

pub(super) fn lerp(a: (f64, f64), b: (f64, f64), t: f64) -> (f64, f64) {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// The point at fraction `t` of the way along a path of straight legs.
pub(super) fn along(pts: &[(f64, f64)], t: f64) -> (f64, f64) {
    let legs: Vec<f64> =
        pts.windows(2).map(|w| ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt()).collect();
    let mut left = paint::clamp(t, 0.0, 1.0) * legs.iter().sum::<f64>();
    for (i, len) in legs.iter().enumerate() {
        if left <= *len && *len > 0.0 {
            return lerp(pts[i], pts[i + 1], left / len);
        }
        left -= len;
    }
    pts.last().copied().unwrap_or((0.0, 0.0))
}

/// What the still position leaves out while an animation draws it moving.
pub(super) struct Hide {
    pub(super) runner: Option<usize>,
    pub(super) block: Option<Cell>,
    pub(super) edge: Option<Edge>,
}

impl Hide {
    pub(super) const NONE: Hide = Hide { runner: None, block: None, edge: None };
}

impl CabaleView {
    pub(super) fn draw_block(p: &Painter, geo: &Geometry, (x, y): (f64, f64), s: f64, seat: u8, double: bool) {
        let (fill, edge) = geo.seat(seat as usize);
        let layers = if double { 2 } else { 1 };
        for k in 0..layers {
            let oy = y - k as f64 * s * 0.45;
            p.round_rect(x - s / 2.0, oy - s / 2.0 + s * 0.12, s, s, s * 0.15);
            p.fill(edge);
            p.round_rect(x - s / 2.0, oy - s / 2.0, s, s * 0.88, s * 0.15);
            p.fill(fill);
            if geo.contrast {
                p.stroke("#000", 2.5);
            } else {
                p.stroke("rgba(0,0,0,0.35)", 1.0);
            }
        }
    }

    pub(super) fn draw_runner(p: &Painter, geo: &Geometry, (x, y): (f64, f64), s: f64, seat: usize) {
        let (fill, edge) = geo.seat(seat);
        let outline = geo.line(1.5);
        p.ellipse(x, y + s * 0.45, s * 0.42, s * 0.16);
        p.fill("rgba(0,0,0,0.3)");
        p.ctx.begin_path();
        p.ctx.move_to(x - s * 0.32, y + s * 0.42);
        p.ctx.line_to(x - s * 0.12, y - s * 0.15);
        p.ctx.line_to(x + s * 0.12, y - s * 0.15);
        p.ctx.line_to(x + s * 0.32, y + s * 0.42);
        p.ctx.close_path();
        p.fill(fill);
        p.stroke(edge, outline);
        p.circle(x, y - s * 0.3, s * 0.22);
        if geo.contrast {
            p.fill(fill);
        } else {
            p.fill_lit(x, y - s * 0.3, s * 0.22, "#ffffff", fill);
        }
        p.stroke(edge, outline);
    }

    pub(super) fn draw_blockade(p: &Painter, geo: &Geometry, (a, b): ((f64, f64), (f64, f64))) {
        let s = geo.size;
        p.ctx.set_line_cap("round");
        p.line(&[a, b]);
        p.stroke(if geo.contrast { "#000" } else { "#1c140e" }, s * 0.2);
        if !geo.contrast {
            p.line(&[a, b]);
            p.stroke("#8b6a45", s * 0.08);
        }
    }

    /// The cells, their values and the names on the rim (rules §2.1, §2.5).
    pub(super) fn draw_board(p: &Painter, geo: &Geometry, g: &Cabale) {
        let s = geo.size;
        hexagon_turned(p, geo.cx, geo.cy, s * 8.95, 0.0);
        p.fill(if geo.contrast { "#000" } else { "#3b2b1f" });
        for c in 0..CELLS as Cell {
            let (x, y) = geo.centre(c);
            let v = value(c);
            let shade = match (geo.contrast, v) {
                (true, _) => "#fff",
                (_, 15) => "#f6e3b4",
                (_, 10) => "#efd9a6",
                (_, 6) => "#e6cc95",
                (_, 3) => "#dcc086",
                _ => "#d1b478",
            };
            hexagon(p, x, y, s * 0.97);
            p.fill(shade);
            p.stroke(if geo.contrast { "#000" } else { "#a4875a" }, geo.line(1.0));
            // The value sits high in the cell so blocks (drawn low) leave it readable; higher
            // still when its size floor makes it large for the cell.
            let font = paint::serif_font(if geo.contrast { 800 } else { 600 }, s * 0.36);
            let up = s * 0.5 + (paint::text_px(s * 0.36) - s * 0.36) * 0.55;
            let ink = if geo.contrast { "#000" } else { "rgba(90,64,40,0.7)" };
            p.text(&v.to_string(), x, y - up, &font, ink, "center");
        }
        // The names the move list uses, on the rim: they turn with the board, upright.
        let font = paint::font(700, s * 0.5);
        let ink = if geo.contrast { "#fff" } else { "#eadcc0" };
        for (name, (x, y)) in geo.hex().rim_labels() {
            p.text(&name, x, y, &font, ink, "center");
        }
        // Bold lines where blockades may go, when the option restricts them (rules §2.4).
        if g.rules.blockade_edge.iter().any(|b| !b) {
            for e in 0..EDGES {
                if g.rules.blockade_edge[e] {
                    p.line(&[geo.edge_line(e as Edge).0, geo.edge_line(e as Edge).1]);
                    p.stroke(if geo.contrast { "#000" } else { "rgba(255,250,235,0.9)" }, geo.line(2.6));
                }
            }
        }
    }

    /// Blocks, the marker, runners and blockades; `hide` leaves out what an animation draws.
    pub(super) fn draw_pieces(p: &Painter, geo: &Geometry, g: &Cabale, hide: &Hide) {
        let s = geo.size;
        for (c, b) in g.blocks.iter().enumerate() {
            if let (Some(b), false) = (b, hide.block == Some(c as Cell)) {
                let (x, y) = geo.centre(c as Cell);
                Self::draw_block(p, geo, (x, y + s * 0.12), s * 0.58, b.seat, b.double);
            }
        }
        if g.marker != NONE {
            let (x, y) = geo.centre(g.marker);
            p.circle(x, y, s * 0.36);
            p.fill_lit(x, y, s * 0.36, "#555", "#0b0b0b");
            if geo.contrast {
                p.stroke("#fff", 2.5);
            }
        }
        for seat in 0..g.players {
            let c = g.runners[seat];
            if c != NONE && hide.runner != Some(seat) {
                let (x, y) = geo.centre(c);
                Self::draw_runner(p, geo, (x, y - s * 0.1), s * 1.1, seat);
            }
        }
        for e in 0..EDGES {
            if g.blockades[e] && hide.edge != Some(e as Edge) {
                Self::draw_blockade(p, geo, geo.edge_line(e as Edge));
            }
        }
    }

    /// The running animation and how far along it is (0..1).
    pub(super) fn animation<'a>(&'a self, m: &SessionMatch<Cabale>) -> Option<(&'a Animation, f64)> {
        let a = self.animation.as_ref().filter(|a| a.actions == m.history_len())?;
        let t = (now() - a.start) / a.ms;
        (t < 1.0).then_some((a, t.max(0.0)))
    }

    /// What the animated action hides of the still position after it.
    pub(super) fn hidden(a: &Animation) -> Hide {
        let seat = a.before.to_move;
        match a.action {
            Action::PlaceRunner(_) | Action::Run { .. } => Hide { runner: Some(seat), ..Hide::NONE },
            Action::Build { .. } => match a.before.phase {
                Phase::Build { turn } => Hide { block: Some(turn), ..Hide::NONE },
                _ => Hide::NONE,
            },
            Action::Jump { to } => Hide { block: Some(to), ..Hide::NONE },
            Action::Blockade(e) => Hide { edge: Some(e), ..Hide::NONE },
            _ => Hide::NONE,
        }
    }

    /// The moving part of an action at fraction `t`: the runner along its path, a block
    /// dropping onto its cell, a block leaping and the blocks it takes lifting away, a blockade
    /// growing from its middle.
    pub(super) fn draw_animation(p: &Painter, geo: &Geometry, a: &Animation, g: &Cabale, t: f64) {
        let s = geo.size;
        let before = &a.before;
        let seat = before.to_move;
        let k = ease(t);
        match a.action {
            Action::PlaceRunner(c) => {
                let (x, y) = geo.centre(c);
                Self::draw_runner(p, geo, (x, y - s * 0.1 - (1.0 - k) * s * 1.5), s * 1.1, seat);
            }
            Action::Run { turn, end } => {
                let start = before.runners[seat];
                let pts: Vec<(f64, f64)> =
                    [start, turn, end].iter().filter(|&&c| c != NONE).map(|&c| geo.centre(c)).collect();
                let (x, y) = along(&pts, k);
                Self::draw_runner(p, geo, (x, y - s * 0.1), s * 1.1, seat);
            }
            Action::Build { double } => {
                if let Phase::Build { turn } = before.phase {
                    let (x, y) = geo.centre(turn);
                    p.ctx.set_global_alpha(k);
                    Self::draw_block(p, geo, (x, y + s * 0.12 - (1.0 - k) * s), s * 0.58, seat as u8, double);
                    p.ctx.set_global_alpha(1.0);
                }
            }
            Action::Jump { to } => {
                // The blocks taken: on the board before, gone after, other than the jumper.
                for c in 0..CELLS {
                    if let (Some(b), None) = (before.blocks[c], g.blocks[c]) {
                        let (x, y) = geo.centre(c as Cell);
                        p.ctx.set_global_alpha(1.0 - k);
                        Self::draw_block(p, geo, (x, y + s * 0.12 - k * s), s * 0.58, b.seat, b.double);
                        p.ctx.set_global_alpha(1.0);
                    }
                }
                if let (Phase::Capture { at, .. }, Some(b)) = (before.phase, g.blocks[to as usize]) {
                    let (x, y) = lerp(geo.centre(at), geo.centre(to), k);
                    let lift = sin(k * std::f64::consts::PI) * s;
                    Self::draw_block(p, geo, (x, y + s * 0.12 - lift), s * 0.58, b.seat, b.double);
                }
            }
            Action::Blockade(e) => {
                let (a, b) = geo.edge_line(e);
                let mid = lerp(a, b, 0.5);
                Self::draw_blockade(p, geo, (lerp(mid, a, k), lerp(mid, b, k)));
            }
            _ => {}
        }
    }

    /// Legal places: a ring on cells, a dot on lines, each seen on any colour.
    /// The legal-move marks (when `marks`) and the choice buttons (always).
    pub(super) fn draw_targets(&self, p: &Painter, geo: &Geometry, g: &Cabale, marks: bool) {
        let s = geo.size;
        let light = if geo.contrast { "#00ff6a" } else { "#5fe39a" };
        let buttons = Self::choice_buttons(g, geo);
        for (name, _, x, y) in self.targets(g, geo) {
            if !marks || buttons.iter().any(|b| b.1 == name) {
                continue;
            }
            if g.phase == Phase::Blockade {
                p.circle(x, y, s * 0.14);
                p.fill("#000");
                p.circle(x, y, s * 0.08);
                p.fill(light);
            } else {
                hex::mark_ring(p, (x, y), s * 0.3, light, geo.line(2.5));
            }
        }
        let font = paint::font(if geo.contrast { 800 } else { 600 }, s * 0.42);
        let (w, h) = (geo.button_width(), geo.button_height());
        for (label, _, x, y) in buttons {
            p.round_rect(x - w / 2.0, y - h / 2.0, w, h, h * 0.25);
            p.fill(if geo.contrast { "#ffd500" } else { GOLD });
            if geo.contrast {
                p.stroke("#fff", 2.0);
            }
            p.text(&label, x, y, &font, "#000", "center");
        }
    }

    /// The keyboard cursor, and what Enter would choose there: the runner's path to the cell,
    /// the leap of a capture, the blockade's line being picked, or the button.
    pub(super) fn draw_cursor(&self, p: &Painter, geo: &Geometry, g: &Cabale) {
        let s = geo.size;
        let buttons = Self::choice_buttons(g, geo);
        if let Some(i) = self.button(buttons.len()) {
            let (x, y) = (buttons[i].2, buttons[i].3);
            let (w, h) = (geo.button_width() + 8.0, geo.button_height() + 8.0);
            p.round_rect(x - w / 2.0, y - h / 2.0, w, h, h * 0.3);
            p.stroke("#000", 6.0);
            p.round_rect(x - w / 2.0, y - h / 2.0, w, h, h * 0.3);
            p.stroke("#fff", 3.0);
            return;
        }
        let c = self.cursor();
        let at = geo.centre(c);
        let offered = self.targets(g, geo).iter().any(|(n, ..)| *n == cell_name(c));
        let runner = g.runners[g.to_move];
        let path: Vec<Cell> = match (g.phase, self.turn) {
            (Phase::Run, None) if offered => vec![runner, c],
            (Phase::Run, Some(turn)) if offered => vec![runner, turn, c],
            (Phase::Capture { at, .. }, _) if offered => vec![at, c],
            _ => vec![],
        };
        if path.len() > 1 && !path.contains(&NONE) {
            let pts: Vec<(f64, f64)> = path.iter().map(|&c| geo.centre(c)).collect();
            p.ctx.set_line_cap("round");
            p.line(&pts);
            p.stroke("#000", s * 0.2);
            p.line(&pts);
            p.stroke("#fff", s * 0.09);
        }
        hexagon(p, at.0, at.1, s * 0.86);
        p.stroke("#000", s * 0.2);
        p.dash(&[s * 0.22, s * 0.16]);
        hexagon(p, at.0, at.1, s * 0.86);
        p.stroke("#fff", s * 0.1);
        p.dash(&[]);
        // Over the cursor: the lines of the cell being picked, the chosen one bold.
        if let Some((cell, i)) = self.edge_pick {
            for (k, &e) in Self::edges_of(g, cell).iter().enumerate() {
                let (a, b) = geo.edge_line(e);
                let (outer, inner) = if k == i { (0.34, 0.18) } else { (0.16, 0.07) };
                p.line(&[a, b]);
                p.stroke("#000", s * outer);
                p.line(&[a, b]);
                p.stroke(if k == i { "#ffd500" } else { "#fff" }, s * inner);
            }
        }
    }

    pub(super) fn paint(&self, p: &Painter, frame: Frame, m: &SessionMatch<Cabale>, interactive: bool) {
        let g = m.state();
        let geo = Geometry::of(frame);
        let s = geo.size;
        self.flipped.set(frame.flip);
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        Self::draw_board(p, &geo, g);
        let anim = self.animation(m);
        if let (Some(a), None) = (&self.animation, anim) {
            a.settled.set(true);
        }
        // Last action's path.
        if let (Some(prev), Some(last), None) = (m.previous(), m.last_action(), anim) {
            if let Ok(Action::Run { turn, end }) = prev.parse_action(last) {
                let start = prev.runners[prev.to_move];
                let pts: Vec<(f64, f64)> = [start, turn, end].iter().map(|&c| geo.centre(c)).collect();
                p.line(&pts);
                p.stroke(if geo.contrast { "#000" } else { "rgba(70,50,30,0.45)" }, geo.line(3.0));
            }
        }
        let hide = anim.map_or(Hide::NONE, |(a, _)| Self::hidden(a));
        Self::draw_pieces(p, &geo, g, &hide);
        // The choices stay on the board while the last part moves, so keys never wait for it.
        if let Some((a, t)) = anim {
            Self::draw_animation(p, &geo, a, g, t);
        }
        let gold = if geo.contrast { "#ffd500" } else { GOLD };
        if let Some(t) = self.turn.filter(|_| interactive) {
            let (x, y) = geo.centre(t);
            hexagon(p, x, y, s * 0.9);
            p.stroke(gold, geo.line(3.5));
            let start = g.runners[g.to_move];
            if start != NONE {
                p.line(&[geo.centre(start), (x, y)]);
                p.stroke(gold, geo.line(3.0));
            }
        }
        if let Phase::Build { turn } | Phase::Capture { at: turn, .. } = g.phase {
            let (x, y) = geo.centre(turn);
            hexagon(p, x, y, s * 0.92);
            p.stroke(gold, geo.line(3.0));
        }
        if interactive && human_turn(m) {
            self.draw_targets(p, &geo, g, frame.marks);
            if frame.focused {
                self.draw_cursor(p, &geo, g);
            }
        }
        if g.phase == Phase::Placement && interactive {
            let font = paint::font(600, s * 0.42);
            let text = t("cabale-place-runner");
            let ink = if geo.contrast { "#fff" } else { "#e8dcc2" };
            p.text(&text, geo.cx, geo.cy + 8.5 * s, &font, ink, "center");
        }
    }
}
