//! Qawale on the canvas: the board, stacks drawn as towers so every pebble shows, and the
//! step-by-step laying of a path (rules §2) with a preview of where each pebble lands.

use crate::i18n::{t, tf};
use crate::paint::{self, text_px, Painter};
use crate::view::{human_turn, Frame, GameView, ViewAction};
use ludus_engine::core::{Game, Outcome};
use ludus_engine::games::qawale::board::{space_name, step, Dir, Space, LINES};
use ludus_engine::games::qawale::{seat_pebble, Pebble, Qawale, Sowing, Stack};
use ludus_engine::session::{Session, SessionMatch};

const FELT: &str = "#e8dcc2";
const CELL: &str = "#f3ead6";
const CELL_EDGE: &str = "#cbb894";
const HINT: &str = "#3f8f6b";
const GOLD: &str = "#e0a526";

/// The path being laid by a human player.
#[derive(Default)]
pub struct QawaleView {
    origin: Option<Space>,
    steps: Vec<Dir>,
    /// Keyboard cursor.
    cursor: Space,
}

struct Geometry {
    x: f64,
    y: f64,
    cell: f64,
}

impl Geometry {
    fn of(frame: Frame) -> Geometry {
        let side = frame.width.min(frame.height);
        let margin = (side * 0.07).max(18.0);
        let cell = (side - 2.0 * margin) / 4.0;
        Geometry { x: (frame.width - 4.0 * cell) / 2.0, y: (frame.height - 4.0 * cell) / 2.0, cell }
    }

    fn centre(&self, s: Space) -> (f64, f64) {
        let (file, rank) = ((s % 4) as f64, (s / 4) as f64);
        (self.x + (file + 0.5) * self.cell, self.y + (3.0 - rank + 0.5) * self.cell)
    }

    fn space_at(&self, px: f64, py: f64) -> Option<Space> {
        let file = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        if !(0.0..4.0).contains(&file) || !(0.0..4.0).contains(&row) {
            return None;
        }
        Some(((3.0 - row) * 4.0 + file) as Space)
    }
}

/// Colours of a pebble: (top face light, top face dark, side band).
fn pebble_colours(p: Pebble) -> (&'static str, &'static str, &'static str) {
    match p {
        Pebble::Light => ("#fffdf6", "#e4dccb", "#bfb49c"),
        Pebble::Dark => ("#6b5a52", "#2b2421", "#171210"),
        Pebble::Neutral => ("#e2c78f", "#b8945a", "#8a6a3a"),
    }
}

impl QawaleView {
    /// Stack height the pending path needs, when an origin is chosen.
    fn needed(&self, g: &Qawale) -> usize {
        self.origin.map_or(0, |o| g.stacks[o as usize].height() + 1)
    }

    fn end(&self) -> Option<Space> {
        let mut at = self.origin?;
        for &d in &self.steps {
            at = step(at, d)?;
        }
        Some(at)
    }

    /// Directions the path may take next (the engine knows the rule).
    fn next_dirs(&self, g: &Qawale) -> Vec<Dir> {
        self.origin.map_or_else(Vec::new, |o| g.next_steps(o, &self.steps))
    }

    fn sowing(&self) -> Option<Sowing> {
        Some(Sowing::new(self.origin?, &self.steps))
    }

    /// The board as it will look with the pending steps laid.
    fn preview(&self, g: &Qawale) -> ([Stack; 16], Vec<Pebble>) {
        match self.origin {
            Some(origin) => g.sowing_preview(origin, &self.steps),
            None => (g.stacks, vec![]),
        }
    }

    fn choose_origin(&mut self, g: &Qawale, s: Space) -> ViewAction {
        if g.stacks[s as usize].is_empty() {
            return ViewAction::Refuse(tf("qawale-refuse-empty", &[("space", space_name(s).into())]));
        }
        self.origin = Some(s);
        self.steps.clear();
        self.cursor = s;
        ViewAction::Redraw
    }

    fn add_step(&mut self, g: &Qawale, d: Dir) -> ViewAction {
        if self.next_dirs(g).contains(&d) {
            self.steps.push(d);
            self.cursor = self.end().unwrap_or(self.cursor);
            ViewAction::Redraw
        } else if self.steps.len() >= self.needed(g) {
            ViewAction::Refuse(t("qawale-refuse-all-laid"))
        } else {
            ViewAction::Refuse(t("qawale-refuse-path"))
        }
    }

    fn draw_board(&self, p: &Painter, geo: &Geometry) {
        let c = geo.cell;
        let pad = c * 0.12;
        p.round_rect(geo.x - pad, geo.y - pad, 4.0 * c + 2.0 * pad, 4.0 * c + 2.0 * pad, c * 0.14);
        // A hand-made shadow: canvas shadow blur is slow on software-rendered pages.
        p.round_rect(geo.x - pad, geo.y - pad + c * 0.06, 4.0 * c + 2.0 * pad, 4.0 * c + 2.0 * pad, c * 0.14);
        p.fill("rgba(20,12,6,0.35)");
        p.round_rect(geo.x - pad, geo.y - pad, 4.0 * c + 2.0 * pad, 4.0 * c + 2.0 * pad, c * 0.14);
        p.fill("#b98d5c");
        p.round_rect(geo.x - pad * 0.5, geo.y - pad * 0.5, 4.0 * c + pad, 4.0 * c + pad, c * 0.1);
        p.fill(FELT);
        for s in 0..16u8 {
            let (cx, cy) = geo.centre(s);
            p.round_rect(cx - c * 0.45, cy - c * 0.45, c * 0.9, c * 0.9, c * 0.12);
            p.fill(CELL);
            p.stroke(CELL_EDGE, 1.0);
        }
        // Coordinates outside the frame: letters below it, numbers left of it.
        let font = paint::font(600, c * 0.13);
        let away = pad + text_px(c * 0.13) * 0.75;
        for i in 0..4u8 {
            let (x, _) = geo.centre(i);
            let y = geo.y + 4.0 * c + away;
            p.text(&((b'a' + i) as char).to_string(), x, y, &font, "#7a5f3e", "center");
            let (_, y) = geo.centre(i * 4);
            p.text(&(i + 1).to_string(), geo.x - away, y, &font, "#7a5f3e", "center");
        }
    }

    /// A stack as a tower of discs seen slightly from above; `fresh` discs (from index) glow.
    fn draw_stack(&self, p: &Painter, geo: &Geometry, s: Space, stack: Stack, fresh_from: usize, alpha: f64) {
        let h = stack.height();
        if h == 0 {
            return;
        }
        let c = geo.cell;
        let (cx, cy) = geo.centre(s);
        let rx = c * 0.29;
        let ry = rx * 0.5;
        let band = (c * 0.42 / h as f64).min(c * 0.085);
        let base = cy + c * 0.16;
        p.ctx.set_global_alpha(alpha);
        for i in 0..h {
            let peb = stack.get(i);
            let (hi, lo, side) = pebble_colours(peb);
            let y = base - i as f64 * band;
            // Side of the disc, then its top face.
            p.ellipse(cx, y + band * 0.55, rx, ry);
            p.fill(side);
            p.ctx.fill_rect(cx - rx, y, 2.0 * rx, band * 0.55);
            p.ellipse(cx, y, rx, ry);
            p.fill_lit(cx, y, rx, hi, lo);
            p.stroke("rgba(0,0,0,0.25)", 0.8);
            if i >= fresh_from {
                p.ellipse(cx, y, rx + 2.5, ry + 2.5);
                p.stroke(GOLD, 2.5);
            }
        }
        p.ctx.set_global_alpha(1.0);
        if h >= 2 {
            let (bx, by) = (cx + c * 0.33, cy - c * 0.33);
            p.circle(bx, by, (c * 0.085).max(text_px(c * 0.1) * 0.68));
            p.fill("rgba(70,50,30,0.85)");
            let font = paint::font(700, c * 0.1);
            p.text(&h.to_string(), bx, by + 0.5, &font, "#fff8ea", "center");
        }
    }

    fn draw_path(&self, p: &Painter, geo: &Geometry, origin: Space, dirs: &[Dir], colour: &str, width: f64) {
        let mut pts = vec![geo.centre(origin)];
        let mut at = origin;
        for &d in dirs {
            match step(at, d) {
                Some(n) => at = n,
                None => break,
            }
            pts.push(geo.centre(at));
        }
        // Offset so loops over the same spaces stay readable.
        let off: Vec<(f64, f64)> = pts
            .iter()
            .enumerate()
            .map(|(i, (x, y))| (x - geo.cell * 0.2 + i as f64 * 1.5, y - geo.cell * 0.26 + i as f64 * 1.5))
            .collect();
        p.line(&off);
        p.ctx.set_line_cap("round");
        p.ctx.set_line_join("round");
        p.stroke(colour, width);
        for w in off.windows(2) {
            let (a, b) = (w[0], w[1]);
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            p.arrow_head(mid.0, mid.1, b.0 - a.0, b.1 - a.1, width * 3.2, colour);
        }
    }
}

impl GameView for QawaleView {
    type Game = Qawale;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Qawale>, interactive: bool) {
        let g = m.state();
        let geo = Geometry::of(frame);
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        self.draw_board(p, &geo);

        // Last move: origin ring and the path it took.
        if let (Some(prev), Some(last)) = (m.previous(), m.history().last()) {
            if let Ok(mv) = prev.parse_action(last) {
                let (ox, oy) = geo.centre(mv.origin);
                p.dash(&[5.0, 4.0]);
                p.round_rect(
                    ox - geo.cell * 0.42,
                    oy - geo.cell * 0.42,
                    geo.cell * 0.84,
                    geo.cell * 0.84,
                    geo.cell * 0.1,
                );
                p.stroke("rgba(120,90,50,0.7)", 2.0);
                p.dash(&[]);
                if self.origin.is_none() {
                    let dirs: Vec<Dir> = mv.dirs().collect();
                    self.draw_path(p, &geo, mv.origin, &dirs, "rgba(120,90,50,0.45)", 3.0);
                }
            }
        }

        let pending = interactive && self.origin.is_some();
        let (stacks, left) = if pending { self.preview(g) } else { (g.stacks, vec![]) };
        let fresh = |s: Space| -> usize {
            if !pending {
                return usize::MAX;
            }
            if Some(s) == self.origin {
                0
            } else {
                g.stacks[s as usize].height()
            }
        };
        for s in 0..16u8 {
            self.draw_stack(p, &geo, s, stacks[s as usize], fresh(s), 1.0);
        }

        if pending {
            let origin = self.origin.unwrap_or(0);
            let (ox, oy) = geo.centre(origin);
            p.round_rect(
                ox - geo.cell * 0.44,
                oy - geo.cell * 0.44,
                geo.cell * 0.88,
                geo.cell * 0.88,
                geo.cell * 0.11,
            );
            p.stroke(GOLD, 3.0);
            self.draw_path(p, &geo, origin, &self.steps, "rgba(224,165,38,0.9)", 3.5);
            // Pebbles still to lay, bottom first, on a tray by the end of the path.
            if let (Some(end), false) = (self.end(), left.is_empty()) {
                let (ex, ey) = geo.centre(end);
                let r = geo.cell * 0.075;
                let w = left.len() as f64 * r * 2.3 + r * 0.6;
                let (tx, ty) = ((ex - w / 2.0).clamp(geo.x, geo.x + 4.0 * geo.cell - w), ey - geo.cell * 0.5);
                p.round_rect(tx, ty - r * 1.25, w, r * 2.5, r * 1.25);
                p.fill("rgba(60,42,26,0.85)");
                for (i, &pb) in left.iter().enumerate() {
                    let (hi, lo, _) = pebble_colours(pb);
                    let x = tx + r * 1.45 + i as f64 * r * 2.3;
                    p.circle(x, ty, r);
                    p.fill_lit(x, ty, r, hi, lo);
                }
            }
        }

        if interactive && human_turn(m) {
            for (_, x, y) in self.hints(frame, m) {
                if self.origin.is_some() {
                    // The next pebble to drop, ghosted where it would land.
                    p.circle(x, y, geo.cell * 0.16);
                    p.fill("rgba(63,143,107,0.25)");
                    p.stroke(HINT, 2.5);
                    if let Some(&next) = left.first() {
                        let (hi, lo, _) = pebble_colours(next);
                        p.ctx.set_global_alpha(0.75);
                        p.circle(x, y, geo.cell * 0.1);
                        p.fill_lit(x, y, geo.cell * 0.1, hi, lo);
                        p.ctx.set_global_alpha(1.0);
                    }
                } else {
                    p.round_rect(
                        x - geo.cell * 0.44,
                        y - geo.cell * 0.44,
                        geo.cell * 0.88,
                        geo.cell * 0.88,
                        geo.cell * 0.11,
                    );
                    p.stroke("rgba(63,143,107,0.55)", 2.0);
                }
            }
            if self.can_confirm(m) {
                if let Some(end) = self.end() {
                    let (x, y) = geo.centre(end);
                    p.circle(x, y + geo.cell * 0.3, (geo.cell * 0.1).max(text_px(geo.cell * 0.13) * 0.7));
                    p.fill(HINT);
                    p.text("✓", x, y + geo.cell * 0.3, &paint::font(700, geo.cell * 0.13), "#fff", "center");
                }
            }
            // Keyboard cursor.
            let (kx, ky) = geo.centre(self.cursor);
            p.dash(&[2.0, 3.0]);
            p.round_rect(
                kx - geo.cell * 0.47,
                ky - geo.cell * 0.47,
                geo.cell * 0.94,
                geo.cell * 0.94,
                geo.cell * 0.12,
            );
            p.stroke("rgba(90,70,50,0.35)", 1.5);
            p.dash(&[]);
        }

        // The winning line.
        if let Some(Outcome::Win(_)) = m.outcome() {
            if let Some(&line) = LINES.iter().find(|&&l| l == g.winning_line) {
                let spaces: Vec<Space> = (0..16u8).filter(|i| line >> i & 1 == 1).collect();
                let (a, b) = (geo.centre(spaces[0]), geo.centre(spaces[3]));
                p.line(&[a, b]);
                p.ctx.set_line_cap("round");
                p.stroke("rgba(224,165,38,0.55)", geo.cell * 0.16);
                for &s in &spaces {
                    let (x, y) = geo.centre(s);
                    p.round_rect(
                        x - geo.cell * 0.45,
                        y - geo.cell * 0.45,
                        geo.cell * 0.9,
                        geo.cell * 0.9,
                        geo.cell * 0.12,
                    );
                    p.stroke(GOLD, 4.0);
                }
            }
        }
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Qawale>, x: f64, y: f64) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let Some(s) = Geometry::of(frame).space_at(x, y) else { return ViewAction::Nothing };
        self.cursor = s;
        let Some(origin) = self.origin else { return self.choose_origin(g, s) };
        if self.steps.is_empty() {
            if s == origin {
                self.reset();
                return ViewAction::Redraw;
            }
            if let Some(d) = Dir::ALL.into_iter().find(|&d| step(origin, d) == Some(s)) {
                return self.add_step(g, d);
            }
            return self.choose_origin(g, s);
        }
        if self.can_confirm(m) && Some(s) == self.end() {
            return self.confirm(m);
        }
        let end = self.end().unwrap_or(origin);
        match Dir::ALL.into_iter().find(|&d| step(end, d) == Some(s)) {
            Some(d) => self.add_step(g, d),
            None => ViewAction::Refuse(t("qawale-refuse-neighbour")),
        }
    }

    fn key(&mut self, m: &SessionMatch<Qawale>, key: &str) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let dir = match key {
            "ArrowUp" => Some(Dir::N),
            "ArrowDown" => Some(Dir::S),
            "ArrowLeft" => Some(Dir::W),
            "ArrowRight" => Some(Dir::E),
            _ => None,
        };
        match (key, dir) {
            (_, Some(d)) if self.origin.is_some() => self.add_step(g, d),
            (_, Some(d)) => {
                if let Some(n) = step(self.cursor, d) {
                    self.cursor = n;
                }
                ViewAction::Redraw
            }
            ("Enter" | " ", _) if self.origin.is_none() => self.choose_origin(g, self.cursor),
            ("Enter" | " ", _) => self.confirm(m),
            ("Backspace", _) => self.back(),
            ("Escape", _) => {
                self.reset();
                ViewAction::Redraw
            }
            _ => ViewAction::Nothing,
        }
    }

    fn confirm(&mut self, m: &SessionMatch<Qawale>) -> ViewAction {
        if !self.can_confirm(m) {
            return ViewAction::Nothing;
        }
        match (Some(m), self.sowing()) {
            (Some(m), Some(s)) => ViewAction::Play(m.state().action_text(&s)),
            _ => ViewAction::Nothing,
        }
    }

    fn back(&mut self) -> ViewAction {
        if self.steps.pop().is_none() {
            self.origin = None;
        }
        if let Some(e) = self.end() {
            self.cursor = e;
        }
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.origin = None;
        self.steps.clear();
    }

    fn can_confirm(&self, m: &SessionMatch<Qawale>) -> bool {
        Some(m).is_some_and(|m| self.origin.is_some() && self.steps.len() == self.needed(m.state()))
    }

    fn can_back(&self) -> bool {
        self.origin.is_some()
    }

    fn prompt(&self, m: &SessionMatch<Qawale>) -> String {
        let g = m.state();
        match self.origin {
            None => t("qawale-prompt-choose-stack"),
            Some(o) => {
                let left = self.needed(g) - self.steps.len();
                if left == 0 {
                    t("qawale-prompt-confirm")
                } else {
                    tf("qawale-prompt-lay", &[("space", space_name(o).into()), ("left", left.into())])
                }
            }
        }
    }

    fn facts(&self, m: &SessionMatch<Qawale>) -> Vec<(String, String)> {
        let g = m.state();
        vec![
            (t("qawale-fact-light-in-hand"), g.hands[0].to_string()),
            (t("qawale-fact-dark-in-hand"), g.hands[1].to_string()),
        ]
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Qawale>) -> Vec<(String, f64, f64)> {
        let g = m.state();
        if !human_turn(m) {
            return vec![];
        }
        let geo = Geometry::of(frame);
        let spaces: Vec<Space> = match (self.origin, self.end()) {
            (None, _) => (0..16u8).filter(|&s| !g.stacks[s as usize].is_empty()).collect(),
            (Some(_), Some(end)) => self.next_dirs(g).into_iter().filter_map(|d| step(end, d)).collect(),
            _ => vec![],
        };
        spaces
            .into_iter()
            .map(|s| {
                let (x, y) = geo.centre(s);
                (space_name(s), x, y)
            })
            .collect()
    }

    fn seat_colour(&self, seat: usize) -> &'static str {
        pebble_colours(seat_pebble(seat)).1
    }
}
