//! Qawale on the canvas: the board, stacks drawn as towers so every pebble shows, the
//! step-by-step laying of a path (rules §2) with a preview of where each pebble lands, and each
//! move shown sown pebble by pebble. Clicks or keys: the arrows move a cursor, Enter or Space
//! takes the space under it (a stack, then each next space of the path, then the path's end to
//! confirm), Escape steps back. Turned half round (`Frame::flip`) or in strong colours for low
//! vision (`Theme`) as the player sets.

use crate::i18n::{key, t, t_or, tf};
use crate::paint::anim_now as now;
use crate::paint::{self, text_px, Painter};
use crate::words::qawale::{self as words, pebble_word, space_list, Press};
use crate::view::{human_turn, Frame, GameView, Theme, ViewAction};
use ludus_engine::core::{Game, Outcome};
use ludus_engine::games::qawale::board::{space_name, step, Dir, Space, LINES};
use ludus_engine::games::qawale::{seat_pebble, Pebble, Qawale, Sowing, Stack};
use ludus_engine::session::{Session, SessionMatch};
use std::cell::Cell;

/// How long the lifted stack takes from one space to the next, dropping a pebble there.
const STEP_MS: f64 = 190.0;

/// The colours of one theme.
struct Palette {
    frame: &'static str,
    felt: &'static str,
    cell: &'static str,
    cell_edge: &'static str,
    label: &'static str,
    /// Legal-move marks: a dark outer stroke under a light inner one.
    mark_out: &'static str,
    mark_in: &'static str,
    /// The chosen stack, the path laid and the winning line.
    chosen: &'static str,
    cursor: &'static str,
    /// Stroke widths grow by this factor.
    bold: f64,
}

const CLASSIC: Palette = Palette {
    frame: "#b98d5c",
    felt: "#e8dcc2",
    cell: "#f3ead6",
    cell_edge: "#cbb894",
    label: "#7a5f3e",
    mark_out: "rgba(12,40,26,0.9)",
    mark_in: "#8ff0bd",
    chosen: "#e0a526",
    cursor: "#ffffff",
    bold: 1.0,
};

const CONTRAST: Palette = Palette {
    frame: "#000000",
    felt: "#000000",
    cell: "#4a4a4a",
    cell_edge: "#ffffff",
    label: "#ffffff",
    mark_out: "#000000",
    mark_in: "#00e5ff",
    chosen: "#ffd400",
    cursor: "#ff00ff",
    bold: 1.8,
};

fn palette(theme: Theme) -> &'static Palette {
    theme.pick(&CLASSIC, &CONTRAST)
}

/// A sowing being shown: the position before it, when it started.
struct Animation {
    before: Qawale,
    mv: Sowing,
    /// Actions played when it started, so a stale animation (after undo) is never drawn.
    plies: usize,
    start: f64,
    /// Set once the still position has been drawn (the app stops redrawing after that).
    settled: Cell<bool>,
}

/// The path being laid by a human player.
#[derive(Default)]
pub struct QawaleView {
    origin: Option<Space>,
    steps: Vec<Dir>,
    /// Keyboard cursor.
    cursor: Space,
    /// Whether the board was last drawn turned, so the arrows move the cursor as seen.
    flipped: Cell<bool>,
    animation: Option<Animation>,
}

struct Geometry {
    x: f64,
    y: f64,
    cell: f64,
    flip: bool,
}

impl Geometry {
    fn of(frame: Frame) -> Geometry {
        let side = frame.width.min(frame.height);
        let margin = (side * 0.07).max(18.0);
        let cell = (side - 2.0 * margin) / 4.0;
        Geometry {
            x: (frame.width - 4.0 * cell) / 2.0,
            y: (frame.height - 4.0 * cell) / 2.0,
            cell,
            flip: frame.flip,
        }
    }

    /// Column from the left and row from the top where space `s` is drawn.
    fn place(&self, s: Space) -> (f64, f64) {
        let (file, rank) = ((s % 4) as f64, (s / 4) as f64);
        if self.flip {
            (3.0 - file, rank)
        } else {
            (file, 3.0 - rank)
        }
    }

    fn centre(&self, s: Space) -> (f64, f64) {
        let (col, row) = self.place(s);
        (self.x + (col + 0.5) * self.cell, self.y + (row + 0.5) * self.cell)
    }

    fn space_at(&self, px: f64, py: f64) -> Option<Space> {
        let col = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        if !(0.0..4.0).contains(&col) || !(0.0..4.0).contains(&row) {
            return None;
        }
        let (file, rank) = if self.flip { (3.0 - col, row) } else { (col, 3.0 - row) };
        Some((rank * 4.0 + file) as Space)
    }
}

/// Colours of a pebble: (top face light, top face dark, side band, outline).
fn pebble_colours(p: Pebble, theme: Theme) -> (&'static str, &'static str, &'static str, &'static str) {
    match (p, theme) {
        (Pebble::Light, Theme::Classic) => ("#fffdf6", "#e4dccb", "#bfb49c", "rgba(0,0,0,0.25)"),
        (Pebble::Dark, Theme::Classic) => ("#6b5a52", "#2b2421", "#171210", "rgba(0,0,0,0.25)"),
        (Pebble::Neutral, Theme::Classic) => ("#e2c78f", "#b8945a", "#8a6a3a", "rgba(0,0,0,0.25)"),
        (Pebble::Light, Theme::Contrast) => ("#ffffff", "#ffffff", "#bdbdbd", "#000"),
        (Pebble::Dark, Theme::Contrast) => ("#000000", "#000000", "#000000", "#fff"),
        (Pebble::Neutral, Theme::Contrast) => ("#ff9d00", "#ff9d00", "#a85a00", "#000"),
    }
}

fn ease(t: f64) -> f64 {
    t * t * (3.0 - 2.0 * t)
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

    /// A press or Enter on space `s`: choose the stack, lay the next step there, or confirm
    /// at the path's end.
    fn take(&mut self, m: &SessionMatch<Qawale>, s: Space) -> ViewAction {
        let g = m.state();
        let Some(origin) = self.origin else { return self.choose_origin(g, s) };
        let towards = |from: Space| Dir::ALL.into_iter().find(|&d| step(from, d) == Some(s));
        if self.steps.is_empty() {
            if s == origin {
                self.reset();
                return ViewAction::Redraw;
            }
            if let Some(d) = towards(origin) {
                return self.add_step(g, d);
            }
            return self.choose_origin(g, s);
        }
        if self.can_confirm(m) && Some(s) == self.end() {
            return self.confirm(m);
        }
        match towards(self.end().unwrap_or(origin)) {
            Some(d) => self.add_step(g, d),
            None => ViewAction::Refuse(t("qawale-refuse-neighbour")),
        }
    }

    fn draw_board(&self, p: &Painter, geo: &Geometry, pal: &Palette) {
        let c = geo.cell;
        let pad = c * 0.12;
        let side = 4.0 * c + 2.0 * pad;
        // A hand-made shadow: canvas shadow blur is slow on software-rendered pages.
        p.round_rect(geo.x - pad, geo.y - pad + c * 0.06, side, side, c * 0.14);
        p.fill("rgba(20,12,6,0.35)");
        p.round_rect(geo.x - pad, geo.y - pad, side, side, c * 0.14);
        p.fill(pal.frame);
        p.round_rect(geo.x - pad * 0.5, geo.y - pad * 0.5, 4.0 * c + pad, 4.0 * c + pad, c * 0.1);
        p.fill(pal.felt);
        for s in 0..16u8 {
            let (cx, cy) = geo.centre(s);
            p.round_rect(cx - c * 0.45, cy - c * 0.45, c * 0.9, c * 0.9, c * 0.12);
            p.fill(pal.cell);
            p.stroke(pal.cell_edge, pal.bold);
        }
        // Coordinates outside the frame, following the board: letters below it, numbers left
        // of it, upright either way.
        let font = paint::font(if pal.bold > 1.0 { 800 } else { 600 }, c * 0.13);
        let away = pad + text_px(c * 0.13) * 0.75;
        for i in 0..4u8 {
            let (x, _) = geo.centre(i);
            let y = geo.y + 4.0 * c + away;
            p.text(&((b'a' + i) as char).to_string(), x, y, &font, pal.label, "center");
            let (_, y) = geo.centre(i * 4);
            p.text(&(i + 1).to_string(), geo.x - away, y, &font, pal.label, "center");
        }
    }

    /// A stack as a tower of discs seen slightly from above; `fresh` discs (from index) glow.
    fn draw_tower(p: &Painter, c: f64, (cx, cy): (f64, f64), stack: Stack, fresh_from: usize, theme: Theme) {
        let h = stack.height();
        if h == 0 {
            return;
        }
        let pal = palette(theme);
        let rx = c * 0.29;
        let ry = rx * 0.5;
        let band = (c * 0.42 / h as f64).min(c * 0.085);
        let base = cy + c * 0.16;
        for i in 0..h {
            let (hi, lo, side, edge) = pebble_colours(stack.get(i), theme);
            let y = base - i as f64 * band;
            // Side of the disc, then its top face.
            p.ellipse(cx, y + band * 0.55, rx, ry);
            p.fill(side);
            p.ctx.fill_rect(cx - rx, y, 2.0 * rx, band * 0.55);
            p.ellipse(cx, y, rx, ry);
            p.fill_lit(cx, y, rx, hi, lo);
            p.stroke(edge, 0.8 * pal.bold * pal.bold);
            if i >= fresh_from {
                p.ellipse(cx, y, rx + 2.5, ry + 2.5);
                p.stroke(pal.chosen, 2.5 * pal.bold);
            }
        }
        if h >= 2 {
            let (bx, by) = (cx + c * 0.33, cy - c * 0.33);
            p.circle(bx, by, (c * 0.085).max(text_px(c * 0.1) * 0.68));
            p.fill(if pal.bold > 1.0 { "#000" } else { "rgba(70,50,30,0.85)" });
            if pal.bold > 1.0 {
                p.stroke("#fff", 1.5);
            }
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

    /// A legal-move mark: a ring with a dark outer and a light inner stroke.
    fn mark(p: &Painter, x: f64, y: f64, r: f64, pal: &Palette) {
        p.circle(x, y, r);
        p.stroke(pal.mark_out, 4.5 * pal.bold);
        p.circle(x, y, r);
        p.stroke(pal.mark_in, 2.0 * pal.bold);
    }

    /// The running animation and how far along it is, in steps of the path (0..len).
    fn animation(&self, m: &SessionMatch<Qawale>) -> Option<(&Animation, f64)> {
        let a = self.animation.as_ref().filter(|a| a.plies == m.history_len())?;
        let u = (now() - a.start) / STEP_MS;
        (u < a.mv.len() as f64).then_some((a, u.max(0.0)))
    }

    /// The sowing so far: the stacks with the pebbles already dropped, and the lifted rest
    /// gliding from one space of the path to the next.
    fn draw_sowing(p: &Painter, geo: &Geometry, a: &Animation, u: f64, theme: Theme) {
        let dirs: Vec<Dir> = a.mv.dirs().collect();
        let path = a.mv.path().unwrap_or_default();
        let k = (u.floor() as usize).min(dirs.len());
        let (stacks, left) = a.before.sowing_preview(a.mv.origin, &dirs[..k]);
        for s in 0..16u8 {
            Self::draw_tower(p, geo.cell, geo.centre(s), stacks[s as usize], usize::MAX, theme);
        }
        let from = if k == 0 { a.mv.origin } else { path[k - 1] };
        let Some(&to) = path.get(k) else { return };
        let ((x0, y0), (x1, y1)) = (geo.centre(from), geo.centre(to));
        let f = ease(u - k as f64);
        let lift = geo.cell * 0.18;
        let mut tower = Stack::EMPTY;
        for &pb in &left {
            tower.push(pb);
        }
        Self::draw_tower(
            p,
            geo.cell,
            (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f - lift),
            tower,
            usize::MAX,
            theme,
        );
    }

    /// The last move: origin ring and, unless a path is being laid, the path it took.
    fn draw_last(&self, p: &Painter, geo: &Geometry, m: &SessionMatch<Qawale>, pal: &Palette) {
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(mv) = prev.parse_action(&last) else { return };
        let c = geo.cell;
        let (ox, oy) = geo.centre(mv.origin);
        let colour = if pal.bold > 1.0 { "#ffffff" } else { "rgba(120,90,50,0.7)" };
        p.dash(&[5.0, 4.0]);
        p.round_rect(ox - c * 0.42, oy - c * 0.42, c * 0.84, c * 0.84, c * 0.1);
        p.stroke(colour, 2.0 * pal.bold);
        p.dash(&[]);
        if self.origin.is_none() {
            let dirs: Vec<Dir> = mv.dirs().collect();
            let colour = if pal.bold > 1.0 { "rgba(255,255,255,0.6)" } else { "rgba(120,90,50,0.45)" };
            self.draw_path(p, geo, mv.origin, &dirs, colour, 3.0 * pal.bold);
        }
    }

    /// The path being laid: the chosen stack, the path, and the pebbles still in hand.
    fn draw_pending(&self, p: &Painter, geo: &Geometry, left: &[Pebble], theme: Theme) {
        let pal = palette(theme);
        let c = geo.cell;
        let origin = self.origin.unwrap_or(0);
        let (ox, oy) = geo.centre(origin);
        p.round_rect(ox - c * 0.44, oy - c * 0.44, c * 0.88, c * 0.88, c * 0.11);
        p.stroke(pal.chosen, 3.0 * pal.bold);
        self.draw_path(p, geo, origin, &self.steps, pal.chosen, 3.5 * pal.bold);
        // Pebbles still to lay, bottom first, on a tray by the end of the path.
        if let (Some(end), false) = (self.end(), left.is_empty()) {
            let (ex, ey) = geo.centre(end);
            let r = c * 0.075;
            let w = left.len() as f64 * r * 2.3 + r * 0.6;
            let (tx, ty) = (paint::clamp(ex - w / 2.0, geo.x, geo.x + 4.0 * c - w), ey - c * 0.5);
            p.round_rect(tx, ty - r * 1.25, w, r * 2.5, r * 1.25);
            p.fill("rgba(60,42,26,0.85)");
            for (i, &pb) in left.iter().enumerate() {
                let (hi, lo, _, edge) = pebble_colours(pb, theme);
                let x = tx + r * 1.45 + i as f64 * r * 2.3;
                p.circle(x, ty, r);
                p.fill_lit(x, ty, r, hi, lo);
                p.stroke(edge, pal.bold);
            }
        }
    }

    fn draw_marks(
        &self,
        p: &Painter,
        frame: Frame,
        geo: &Geometry,
        m: &SessionMatch<Qawale>,
        left: &[Pebble],
    ) {
        let pal = palette(frame.theme);
        let c = geo.cell;
        for (_, x, y) in self.hints(frame, m) {
            if self.origin.is_some() {
                // The next pebble to drop, ghosted where it would land.
                Self::mark(p, x, y, c * 0.17, pal);
                if let Some(&next) = left.first() {
                    let (hi, lo, _, _) = pebble_colours(next, frame.theme);
                    p.ctx.set_global_alpha(0.8);
                    p.circle(x, y, c * 0.1);
                    p.fill_lit(x, y, c * 0.1, hi, lo);
                    p.ctx.set_global_alpha(1.0);
                }
            } else {
                Self::mark(p, x, y, c * 0.42, pal);
            }
        }
        if self.can_confirm(m) {
            if let Some(end) = self.end() {
                let (x, y) = geo.centre(end);
                p.circle(x, y + c * 0.3, (c * 0.1).max(text_px(c * 0.13) * 0.7));
                p.fill(if pal.bold > 1.0 { "#007a3d" } else { "#3f8f6b" });
                p.stroke(pal.mark_out, 1.5 * pal.bold);
                p.text("✓", x, y + c * 0.3, &paint::font(700, c * 0.13), "#fff", "center");
            }
        }
    }

    /// The keyboard cursor: a dark and a light dashed frame, seen on any cell.
    fn draw_cursor(&self, p: &Painter, geo: &Geometry, pal: &Palette) {
        let c = geo.cell;
        let (kx, ky) = geo.centre(self.cursor);
        let r = c * 0.47;
        p.round_rect(kx - r, ky - r, 2.0 * r, 2.0 * r, c * 0.12);
        p.stroke("#000", 4.0 * pal.bold);
        p.dash(&[c * 0.08, c * 0.06]);
        p.round_rect(kx - r, ky - r, 2.0 * r, 2.0 * r, c * 0.12);
        p.stroke(pal.cursor, 2.0 * pal.bold);
        p.dash(&[]);
    }

    fn draw_winning_line(&self, p: &Painter, geo: &Geometry, g: &Qawale, pal: &Palette) {
        let Some(&line) = LINES.iter().find(|&&l| l == g.winning_line) else { return };
        let c = geo.cell;
        let spaces: Vec<Space> = (0..16u8).filter(|i| line >> i & 1 == 1).collect();
        let (a, b) = (geo.centre(spaces[0]), geo.centre(spaces[3]));
        p.line(&[a, b]);
        p.ctx.set_line_cap("round");
        p.stroke("rgba(224,165,38,0.55)", c * 0.16);
        for &s in &spaces {
            let (x, y) = geo.centre(s);
            p.round_rect(x - c * 0.45, y - c * 0.45, c * 0.9, c * 0.9, c * 0.12);
            p.stroke(pal.chosen, 4.0 * pal.bold);
        }
    }
}

impl GameView for QawaleView {
    type Game = Qawale;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Qawale>, interactive: bool) {
        self.flipped.set(frame.flip);
        let g = m.state();
        let geo = Geometry::of(frame);
        let pal = palette(frame.theme);
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        self.draw_board(p, &geo, pal);

        let anim = self.animation(m);
        if let (Some(a), None) = (&self.animation, &anim) {
            a.settled.set(true);
        }
        if let Some((a, u)) = anim {
            Self::draw_sowing(p, &geo, a, u, frame.theme);
            return;
        }
        self.draw_last(p, &geo, m, pal);

        let pending = interactive && self.origin.is_some();
        let (stacks, left) = if pending { self.preview(g) } else { (g.stacks, vec![]) };
        let fresh = |s: Space| -> usize {
            match (pending, Some(s) == self.origin) {
                (false, _) => usize::MAX,
                (true, true) => 0,
                (true, false) => g.stacks[s as usize].height(),
            }
        };
        for s in 0..16u8 {
            Self::draw_tower(p, geo.cell, geo.centre(s), stacks[s as usize], fresh(s), frame.theme);
        }
        if pending {
            self.draw_pending(p, &geo, &left, frame.theme);
        }
        if interactive && human_turn(m) {
            if frame.marks {
                self.draw_marks(p, frame, &geo, m, &left);
            }
            if frame.focused {
                self.draw_cursor(p, &geo, pal);
            }
        }
        if let Some(Outcome::Win(_)) = m.outcome() {
            self.draw_winning_line(p, &geo, g, pal);
        }
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Qawale>, x: f64, y: f64) -> ViewAction {
        self.flipped.set(frame.flip);
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let Some(s) = Geometry::of(frame).space_at(x, y) else { return ViewAction::Nothing };
        self.cursor = s;
        self.take(m, s)
    }

    fn describe(&self, m: &SessionMatch<Qawale>) -> String {
        let g = m.state();
        let mut out = Vec::new();
        if m.outcome().is_none() {
            let name = &m.seat_names()[g.to_move];
            let side = t_or(&key(&["seat", "qawale", name]), name);
            out.push(tf("qawale-describe-turn", &[("side", side.into())]));
        }
        out.push(tf("qawale-describe-hands", &[("light", g.hands[0].into()), ("dark", g.hands[1].into())]));
        // Each stack bottom to top: its top pebble is what the space shows.
        for s in (0..16u8).filter(|&s| !g.stacks[s as usize].is_empty()) {
            let pebbles: Vec<String> = g.stacks[s as usize].pebbles().map(pebble_word).collect();
            let args = [("space", space_name(s).into()), ("pebbles", pebbles.join(", ").into())];
            out.push(tf("qawale-describe-stack", &args));
        }
        if human_turn(m) {
            let next = space_list(self.targets(g).into_iter());
            match self.origin {
                None => out.push(tf("qawale-describe-stacks", &[("spaces", next.into())])),
                Some(o) => {
                    let mut path = vec![o];
                    path.extend(Sowing::new(o, &self.steps).path().unwrap_or_default());
                    let left = self.needed(g) - self.steps.len();
                    let args = [
                        ("path", space_list(path.into_iter()).into()),
                        ("left", left.into()),
                        ("spaces", next.into()),
                    ];
                    out.push(tf("qawale-describe-path", &args));
                }
            }
        }
        out.join(" ")
    }

    /// The space under the keyboard cursor and its stack, the path laid, and what a press does.
    fn spoken(&self, m: &SessionMatch<Qawale>) -> String {
        if !human_turn(m) {
            return String::new();
        }
        let path: Vec<Space> = self.origin.into_iter().chain(self.sowing().and_then(|s| s.path()).unwrap_or_default()).collect();
        words::spoken(m.state(), self.cursor, &path, self.press_kind(m, self.cursor))
    }

    fn told(&self, before: &SessionMatch<Qawale>, action: &str) -> String {
        words::told(before.state(), action)
    }

    fn key(&mut self, m: &SessionMatch<Qawale>, key: &str) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let dir = match key {
            "ArrowUp" => Some(Dir::N),
            "ArrowDown" => Some(Dir::S),
            "ArrowLeft" => Some(Dir::W),
            "ArrowRight" => Some(Dir::E),
            _ => None,
        };
        if let Some(d) = dir {
            // On a turned board "up" on screen is toward rank 1.
            let d = if self.flipped.get() { d.opposite() } else { d };
            if let Some(n) = step(self.cursor, d) {
                self.cursor = n;
            }
            return ViewAction::Redraw;
        }
        match key {
            "Enter" | " " => self.take(m, self.cursor),
            "Backspace" | "Escape" => self.back(),
            _ => ViewAction::Nothing,
        }
    }

    fn confirm(&mut self, m: &SessionMatch<Qawale>) -> ViewAction {
        if !self.can_confirm(m) {
            return ViewAction::Nothing;
        }
        match self.sowing() {
            Some(s) => ViewAction::Play(m.state().action_text(&s)),
            None => ViewAction::Nothing,
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
        self.origin.is_some() && self.steps.len() == self.needed(m.state())
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
        if !human_turn(m) {
            return vec![];
        }
        let geo = Geometry::of(frame);
        self.targets(m.state())
            .into_iter()
            .map(|s| {
                let (x, y) = geo.centre(s);
                (space_name(s), x, y)
            })
            .collect()
    }

    fn seat_colour(&self, seat: usize, theme: Theme) -> &'static str {
        pebble_colours(seat_pebble(seat), theme).1
    }

    fn played(&mut self, m: &SessionMatch<Qawale>) {
        self.animation = None;
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(mv) = prev.parse_action(&last) else { return };
        self.animation = Some(Animation {
            before: prev.clone(),
            mv,
            plies: m.history_len(),
            start: now(),
            settled: Cell::new(false),
        });
    }

    fn animating(&self) -> bool {
        // The time limit is a safety net should no still frame ever be drawn.
        self.animation
            .as_ref()
            .is_some_and(|a| !a.settled.get() && now() - a.start < STEP_MS * a.mv.len() as f64 + 1000.0)
    }
}

impl QawaleView {
    /// What a press on `s` would do now, for the screen reader: `take` without doing it.
    fn press_kind(&self, m: &SessionMatch<Qawale>, s: Space) -> Press {
        let g = m.state();
        let stack = || if g.stacks[s as usize].is_empty() { Press::Nothing } else { Press::Stack };
        let Some(origin) = self.origin else { return stack() };
        let lays = |from: Space| {
            let d = Dir::ALL.into_iter().find(|&d| step(from, d) == Some(s));
            d.is_some_and(|d| self.next_dirs(g).contains(&d))
        };
        if self.steps.is_empty() {
            if s == origin {
                return Press::Unchoose;
            }
            if Dir::ALL.into_iter().any(|d| step(origin, d) == Some(s)) {
                return if lays(origin) { Press::Lay } else { Press::Nothing };
            }
            return stack();
        }
        if self.can_confirm(m) && Some(s) == self.end() {
            return Press::Play;
        }
        if lays(self.end().unwrap_or(origin)) {
            Press::Lay
        } else {
            Press::Nothing
        }
    }

    /// The spaces that can be taken next: the stacks to choose, or the next spaces of the path.
    fn targets(&self, g: &Qawale) -> Vec<Space> {
        match (self.origin, self.end()) {
            (None, _) => (0..16u8).filter(|&s| !g.stacks[s as usize].is_empty()).collect(),
            (Some(_), Some(end)) => self.next_dirs(g).into_iter().filter_map(|d| step(end, d)).collect(),
            _ => vec![],
        }
    }
}
