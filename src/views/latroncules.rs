//! Latroncules on the canvas: the marked board with the direction lines of every dark square
//! (rules §1.3) drawn so a player learns them by looking, fantassins and cavaliers, the pieces
//! each side has captured, moves sliding into place, and input by clicks or keys (arrows move a
//! cursor, Enter or Space takes the square under it, Escape steps back). Turned half round for
//! the player behind rank 8 (`Frame::flip`) and in strong colours for low vision (`Theme`).

use crate::paint::{sin};
use crate::i18n::{key, t, t_or, tf};
use crate::paint::anim_now as now;
use crate::paint::{self, text_px, Painter};
use crate::words::latroncules::{self as words, kind_word, Press};
use crate::view::{human_turn, Frame, GameView, Sound, Theme, ViewAction};
use ludus_engine::core::{order, ActionError, Game};
use ludus_engine::games::latroncules::board::{is_dark, lines, square_name, step, Square};
use ludus_engine::games::latroncules::{Kind, Latroncules, Move, Piece};
use ludus_engine::session::{Session, SessionMatch};
use std::cell::Cell;

/// How long a piece takes to slide to its square; captured pieces fade in the second half.
const MOVE_MS: f64 = 320.0;

/// The colours of one theme.
struct Palette {
    light: &'static str,
    dark: &'static str,
    line: &'static str,
    frame: &'static str,
    label: &'static str,
    last: &'static str,
    /// Legal-move marks: a dark outer stroke under a light inner one, seen on either square.
    mark_out: &'static str,
    mark_in: &'static str,
    /// The selection and the chosen exchanges.
    chosen: &'static str,
    cursor: &'static str,
    /// Stroke widths grow by this factor.
    bold: f64,
}

const CLASSIC: Palette = Palette {
    light: "#eadbbd",
    dark: "#8c5a3c",
    line: "#f1c27d",
    frame: "#4a3222",
    label: "#d8c7a5",
    last: "rgba(224,165,38,0.28)",
    mark_out: "rgba(12,40,26,0.9)",
    mark_in: "#8ff0bd",
    chosen: "#e0a526",
    cursor: "#ffffff",
    bold: 1.0,
};

const CONTRAST: Palette = Palette {
    light: "#f2f2f2",
    dark: "#3a3a3a",
    line: "#ffd400",
    frame: "#000000",
    label: "#ffffff",
    last: "rgba(255,0,200,0.35)",
    mark_out: "#000000",
    mark_in: "#00e5ff",
    chosen: "#ffd400",
    cursor: "#ff00ff",
    bold: 1.8,
};

fn palette(theme: Theme) -> &'static Palette {
    theme.pick(&CLASSIC, &CONTRAST)
}

/// A move being shown: the position before it, when it started.
struct Animation {
    before: Latroncules,
    mv: Move,
    /// Actions played when it started, so a stale animation (after undo) is never drawn.
    plies: usize,
    start: f64,
    /// Set once the still position has been drawn: the app stops redrawing when `animating`
    /// turns false, so the last frame must be the still one.
    settled: Cell<bool>,
}

#[derive(Default)]
pub struct LatronculesView {
    selected: Option<Square>,
    /// The waiting fantassins chosen for the exchange due this turn, in order (rules §6.1).
    exchange: Vec<Square>,
    cursor: Square,
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
        // Room for the captured-piece trays above and below and the coordinates.
        let cell = side * 0.8 / 8.0;
        Geometry {
            x: (frame.width - 8.0 * cell) / 2.0 + cell * 0.1,
            y: (frame.height - 8.0 * cell) / 2.0,
            cell,
            flip: frame.flip,
        }
    }

    /// Column from the left and row from the top where square `s` is drawn.
    fn place(&self, s: Square) -> (f64, f64) {
        let (f, r) = ((s % 8) as f64, (s / 8) as f64);
        if self.flip {
            (7.0 - f, r)
        } else {
            (f, 7.0 - r)
        }
    }

    fn corner(&self, s: Square) -> (f64, f64) {
        let (col, row) = self.place(s);
        (self.x + col * self.cell, self.y + row * self.cell)
    }

    fn centre(&self, s: Square) -> (f64, f64) {
        let (x, y) = self.corner(s);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    fn square_at(&self, px: f64, py: f64) -> Option<Square> {
        let col = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
            return None;
        }
        let (f, r) = if self.flip { (7.0 - col, row) } else { (col, 7.0 - row) };
        Some((r * 8.0 + f) as Square)
    }
}

/// (light, dark, outline) of each side's pieces: White ivory, Black ebony.
fn shades(side: u8, theme: Theme) -> (&'static str, &'static str, &'static str) {
    match (side, theme) {
        (0, Theme::Classic) => ("#fffdf5", "#d8ceb8", "#9c9078"),
        (_, Theme::Classic) => ("#5d524c", "#1b1614", "#000"),
        (0, Theme::Contrast) => ("#ffffff", "#f0f0f0", "#000"),
        (_, Theme::Contrast) => ("#202020", "#000000", "#fff"),
    }
}

/// The seat names in the current language, for the view's own sentences.
fn seat_names(m: &SessionMatch<Latroncules>) -> Vec<String> {
    m.seat_names().iter().map(|name| t_or(&key(&["seat", "latroncules", name]), name)).collect()
}

/// Squares named and joined for reading out, or "none".
fn square_list(squares: impl Iterator<Item = String>) -> String {
    let list: Vec<String> = squares.collect();
    if list.is_empty() {
        t("latroncules-describe-none")
    } else {
        list.join(", ")
    }
}

fn ease(t: f64) -> f64 {
    t * t * (3.0 - 2.0 * t)
}

impl LatronculesView {
    fn legal(g: &Latroncules) -> Vec<Move> {
        let mut out = Vec::new();
        g.legal_actions(&mut out);
        out
    }

    /// The files chosen for the exchange so far (rules §6.1), as the engine's moves hold them.
    fn exchange_files(&self) -> u8 {
        self.exchange.iter().fold(0, |files, s| files | 1 << (s % 8))
    }

    /// The waiting fantassins still to be chosen for the exchange due now (rules §6.1).
    fn exchange_left(&self, g: &Latroncules) -> Option<Vec<Square>> {
        let (waiting, count) = g.exchange_choice()?;
        if self.exchange.len() >= count as usize {
            return None;
        }
        let rank = Latroncules::far_rank(g.to_move as u8);
        let files = (0..8u8).filter(|f| waiting & 1 << f != 0);
        Some(files.map(|f| rank * 8 + f).filter(|s| !self.exchange.contains(s)).collect())
    }

    /// The legal moves that go with the exchange chosen so far.
    fn moves(&self, g: &Latroncules) -> Vec<Move> {
        let files = self.exchange_files();
        Self::legal(g).into_iter().filter(|mv| mv.exchange == files).collect()
    }

    /// The piece drawn on `s`: a fantassin chosen for the exchange shows as its cavalier.
    fn shown(&self, g: &Latroncules, s: Square) -> Option<Piece> {
        let p = g.at(s)?;
        Some(if self.exchange.contains(&s) { Piece { kind: Kind::Cavalier, ..p } } else { p })
    }

    fn draw_piece(p: &Painter, x: f64, y: f64, cell: f64, piece: Piece, theme: Theme, alpha: f64) {
        let (hi, lo, edge) = shades(piece.side, theme);
        let bold = palette(theme).bold;
        p.ctx.set_global_alpha(alpha);
        let r = match piece.kind {
            Kind::Fantassin => cell * 0.27,
            Kind::Cavalier => cell * 0.37,
        };
        p.circle(x, y + r * 0.12, r);
        p.fill("rgba(0,0,0,0.35)");
        p.circle(x, y, r);
        p.fill_lit(x, y, r, hi, lo);
        p.stroke(edge, 1.2 * bold * bold);
        if piece.kind == Kind::Cavalier {
            // The horseman's crest: an inner ring and a chevron, so the two kinds never blur.
            let ink = match (piece.side, theme) {
                (0, Theme::Classic) => "#8a6a3a",
                (_, Theme::Classic) => "#d9b26f",
                (0, Theme::Contrast) => "#000",
                (_, Theme::Contrast) => "#ffd400",
            };
            p.circle(x, y, r * 0.72);
            p.stroke(ink, 1.8 * bold);
            p.line(&[(x - r * 0.35, y + r * 0.15), (x, y - r * 0.3), (x + r * 0.35, y + r * 0.15)]);
            p.ctx.set_line_cap("round");
            p.ctx.set_line_join("round");
            p.stroke(ink, 2.4 * bold);
        }
        p.ctx.set_global_alpha(1.0);
    }

    /// A legal-move mark: a ring with a dark outer and a light inner stroke, clear on light
    /// and dark squares alike.
    fn mark(p: &Painter, x: f64, y: f64, r: f64, pal: &Palette) {
        p.circle(x, y, r);
        p.stroke(pal.mark_out, 4.5 * pal.bold);
        p.circle(x, y, r);
        p.stroke(pal.mark_in, 2.0 * pal.bold);
    }

    /// The lines of a dark square: each allowed direction pair drawn as one stroke through it
    /// (a line through the centre looks the same turned half round).
    fn draw_lines(p: &Painter, geo: &Geometry, s: Square, pal: &Palette) {
        let (cx, cy) = geo.centre(s);
        let h = geo.cell * 0.42;
        let mask = lines(s);
        // N, NE, E, SE are the representatives of the four axes.
        for (d, (dx, dy)) in [(0usize, (0.0, -1.0)), (1, (1.0, -1.0)), (2, (1.0, 0.0)), (3, (1.0, 1.0))] {
            if mask & (1 << d) != 0 {
                p.line(&[(cx - dx * h, cy - dy * h), (cx + dx * h, cy + dy * h)]);
                p.ctx.set_line_cap("round");
                p.stroke(pal.line, (geo.cell * 0.045).max(1.5) * pal.bold);
            }
        }
    }

    fn draw_board(p: &Painter, geo: &Geometry, pal: &Palette) {
        let c = geo.cell;
        p.round_rect(geo.x - c * 0.35, geo.y - c * 0.35, 8.7 * c, 8.7 * c, c * 0.2);
        p.fill(pal.frame);
        for s in 0..64u8 {
            let (x, y) = geo.corner(s);
            p.rect(x, y, c, c, if is_dark(s) { pal.dark } else { pal.light });
            if is_dark(s) {
                Self::draw_lines(p, geo, s, pal);
            }
        }
        // Coordinates on the frame, following the board: letters along its lower side,
        // numbers along its left side, upright either way.
        let font = paint::font(if pal.bold > 1.0 { 800 } else { 600 }, c * 0.2);
        let frame_w = c * 0.35;
        let below = geo.y + 8.0 * c + (c * 0.18).min(frame_w - text_px(c * 0.2) * 0.45);
        for i in 0..8u8 {
            let (x, _) = geo.centre(i);
            p.text(&((b'a' + i) as char).to_string(), x, below, &font, pal.label, "center");
            let (_, y) = geo.centre(i * 8);
            p.text(&(i + 1).to_string(), geo.x - c * 0.19, y, &font, pal.label, "center");
        }
    }

    fn draw_tray(p: &Painter, geo: &Geometry, y: f64, side: u8, lost: [u8; 2], label: &str, theme: Theme) {
        let c = geo.cell * 0.55;
        let font = paint::font(600, geo.cell * 0.22);
        p.text(label, geo.x, y, &font, palette(theme).label, "left");
        // The pieces after the words, however long they are in this language.
        let mut x = geo.x + (geo.cell * 2.6).max(p.text_width(label, &font) + c * 0.6);
        for (kind, n) in [(Kind::Cavalier, lost[1]), (Kind::Fantassin, lost[0])] {
            for _ in 0..n {
                Self::draw_piece(p, x, y, c, Piece { side, kind }, theme, 1.0);
                x += c * 0.62;
            }
            x += c * 0.3;
        }
    }

    /// The running animation and how far along it is (0..1).
    fn animation(&self, m: &SessionMatch<Latroncules>) -> Option<(&Animation, f64)> {
        let a = self.animation.as_ref().filter(|a| a.plies == m.history_len())?;
        let t = (now() - a.start) / MOVE_MS;
        (t < 1.0).then_some((a, t.max(0.0)))
    }

    /// The pieces during a move: those that stay, the mover sliding, the captured fading.
    fn draw_moving(p: &Painter, geo: &Geometry, g: &Latroncules, a: &Animation, t: f64, theme: Theme) {
        let c = geo.cell;
        let mv = a.mv;
        for s in (0..64u8).filter(|&s| s != mv.from) {
            let (x, y) = geo.centre(s);
            match (a.before.at(s), g.at(s)) {
                // Still there: drawn as it is now (a chosen exchange shows at once).
                (Some(_), Some(now)) => Self::draw_piece(p, x, y, c, now, theme, 1.0),
                // Captured: it leaves once the mover has arrived.
                (Some(gone), None) => {
                    Self::draw_piece(p, x, y, c, gone, theme, (2.0 - 2.0 * t).min(1.0));
                }
                _ => {}
            }
        }
        let Some(mut piece) = a.before.at(mv.from) else { return };
        if mv.exchange & 1 << (mv.from % 8) != 0 && mv.from / 8 == Latroncules::far_rank(piece.side) {
            piece.kind = Kind::Cavalier;
        }
        let (x0, y0) = geo.centre(mv.from);
        let (x1, y1) = geo.centre(mv.to);
        let k = ease((t * 1.6).min(1.0));
        // A jump arcs over the piece it passes.
        let lift = if mv.jump { sin(k * std::f64::consts::PI) * c * 0.45 } else { 0.0 };
        Self::draw_piece(p, x0 + (x1 - x0) * k, y0 + (y1 - y0) * k - lift, c, piece, theme, 1.0);
    }

    /// The last move: its two squares tinted and what it captured crossed out.
    fn draw_last(p: &Painter, geo: &Geometry, m: &SessionMatch<Latroncules>, pal: &Palette) {
        let c = geo.cell;
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(mv) = prev.parse_action(&last) else { return };
        for s in [mv.from, mv.to] {
            let (x, y) = geo.corner(s);
            p.rect(x, y, c, c, pal.last);
        }
        for &s in &m.state().last_captures {
            let (x, y) = geo.centre(s);
            let w = 4.0 * pal.bold;
            p.line(&[(x - c * 0.25, y - c * 0.25), (x + c * 0.25, y + c * 0.25)]);
            p.stroke("rgba(190,40,30,0.85)", w);
            p.line(&[(x + c * 0.25, y - c * 0.25), (x - c * 0.25, y + c * 0.25)]);
            p.stroke("rgba(190,40,30,0.85)", w);
        }
    }

    /// What can be taken now: pieces, destinations (jumps ringed wider), or the waiting
    /// fantassins of an exchange.
    fn draw_marks(&self, p: &Painter, frame: Frame, geo: &Geometry, m: &SessionMatch<Latroncules>) {
        let pal = palette(frame.theme);
        let c = geo.cell;
        let moves = self.moves(m.state());
        for (_, x, y) in self.hints(frame, m) {
            let s = geo.square_at(x, y).unwrap_or(0);
            match self.selected {
                Some(sel) if moves.iter().any(|mv| mv.from == sel && mv.to == s && mv.jump) => {
                    Self::mark(p, x, y, c * 0.3, pal)
                }
                Some(_) => {
                    Self::mark(p, x, y, c * 0.12, pal);
                    p.circle(x, y, c * 0.1);
                    p.fill(pal.mark_in);
                }
                None => Self::mark(p, x, y, c * 0.43, pal),
            }
        }
    }

    /// The keyboard cursor: a dark and a light dashed frame, seen on either square.
    fn draw_cursor(&self, p: &Painter, geo: &Geometry, pal: &Palette) {
        let c = geo.cell;
        let (kx, ky) = geo.corner(self.cursor);
        p.round_rect(kx + 2.0, ky + 2.0, c - 4.0, c - 4.0, c * 0.08);
        p.stroke("#000", 4.0 * pal.bold);
        p.dash(&[c * 0.12, c * 0.08]);
        p.round_rect(kx + 2.0, ky + 2.0, c - 4.0, c - 4.0, c * 0.08);
        p.stroke(pal.cursor, 2.0 * pal.bold);
        p.dash(&[]);
    }
}

impl GameView for LatronculesView {
    type Game = Latroncules;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Latroncules>, interactive: bool) {
        self.flipped.set(frame.flip);
        let g = m.state();
        let geo = Geometry::of(frame);
        let pal = palette(frame.theme);
        let c = geo.cell;
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        Self::draw_board(p, &geo, pal);

        let anim = self.animation(m);
        if let (Some(a), None) = (&self.animation, &anim) {
            a.settled.set(true);
        }
        let lost = match anim {
            Some((a, _)) => a.before.lost,
            None => g.lost,
        };
        if let Some((a, t)) = anim {
            Self::draw_moving(p, &geo, g, a, t, frame.theme);
        } else {
            Self::draw_last(p, &geo, m, pal);
            let live = interactive && human_turn(m);
            if let Some(sel) = self.selected.filter(|_| live) {
                let (x, y) = geo.corner(sel);
                p.round_rect(x + 2.0, y + 2.0, c - 4.0, c - 4.0, c * 0.1);
                p.stroke(pal.chosen, 3.0 * pal.bold);
            }
            for s in 0..64u8 {
                let shown = if live { self.shown(g, s) } else { g.at(s) };
                if let Some(piece) = shown {
                    let (x, y) = geo.centre(s);
                    Self::draw_piece(p, x, y, c, piece, frame.theme, 1.0);
                    if live && self.exchange.contains(&s) {
                        p.circle(x, y, c * 0.44);
                        p.stroke(pal.chosen, 3.0 * pal.bold);
                    }
                }
            }
            if live && frame.marks {
                self.draw_marks(p, frame, &geo, m);
            }
        }
        if frame.focused && interactive && human_turn(m) {
            self.draw_cursor(p, &geo, pal);
        }
        // Captured pieces: what each side has lost, by the edge of the side that took them.
        let names = seat_names(m);
        let label = |side: usize| tf("latroncules-tray-lost", &[("side", (&names[side]).into())]);
        let (top, bottom) = (geo.y - c * 0.75, geo.y + 8.0 * c + c * 0.68);
        let (white_y, black_y) = if frame.flip { (bottom, top) } else { (top, bottom) };
        Self::draw_tray(p, &geo, white_y, 0, lost[0], &label(0), frame.theme);
        Self::draw_tray(p, &geo, black_y, 1, lost[1], &label(1), frame.theme);
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Latroncules>, x: f64, y: f64) -> ViewAction {
        self.flipped.set(frame.flip);
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let Some(s) = Geometry::of(frame).square_at(x, y) else { return ViewAction::Nothing };
        self.cursor = s;
        self.choose(m.state(), s)
    }

    fn sound(&self, m: &SessionMatch<Latroncules>) -> Sound {
        if m.state().last_captures.is_empty() {
            Sound::Move
        } else {
            Sound::Capture
        }
    }

    fn describe(&self, m: &SessionMatch<Latroncules>) -> String {
        let g = m.state();
        let names = seat_names(m);
        let mut out = Vec::new();
        if m.outcome().is_none() {
            out.push(tf("latroncules-describe-turn", &[("side", (&names[g.to_move]).into())]));
        }
        for side in 0..2u8 {
            let of = |kind: Kind| {
                let on = (0..64u8).filter(|&s| g.at(s) == Some(Piece { side, kind }));
                square_list(on.map(square_name))
            };
            let lost = g.lost[side as usize];
            out.push(tf(
                "latroncules-describe-pieces",
                &[
                    ("side", (&names[side as usize]).into()),
                    ("cavaliers", of(Kind::Cavalier).into()),
                    ("fantassins", of(Kind::Fantassin).into()),
                    ("lostc", lost[1].into()),
                    ("lostf", lost[0].into()),
                ],
            ));
        }
        out.push(tf("latroncules-describe-quiet", &[("count", g.quiet.into())]));
        if human_turn(m) {
            out.push(self.describe_choice(g));
        }
        out.join(" ")
    }

    /// The square under the keyboard cursor and its piece, the selection, and what a press does.
    fn spoken(&self, m: &SessionMatch<Latroncules>) -> String {
        if !human_turn(m) {
            return String::new();
        }
        let g = m.state();
        words::spoken(g, self.cursor, self.selected, &self.exchange, self.press_kind(g, self.cursor))
    }

    fn told(&self, before: &SessionMatch<Latroncules>, action: &str) -> String {
        words::told(before.state(), action)
    }

    fn key(&mut self, m: &SessionMatch<Latroncules>, key: &str) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let d = match key {
            "ArrowUp" => Some(0),
            "ArrowRight" => Some(2),
            "ArrowDown" => Some(4),
            "ArrowLeft" => Some(6),
            _ => None,
        };
        if let Some(d) = d {
            // On a turned board "up" on screen is toward rank 1.
            let d = if self.flipped.get() { (d + 4) % 8 } else { d };
            if let Some(n) = step(self.cursor, d) {
                self.cursor = n;
            }
            return ViewAction::Redraw;
        }
        match key {
            "Enter" | " " => self.choose(m.state(), self.cursor),
            "Escape" | "Backspace" => self.back(),
            _ => ViewAction::Nothing,
        }
    }

    fn confirm(&mut self, _m: &SessionMatch<Latroncules>) -> ViewAction {
        ViewAction::Nothing
    }

    fn back(&mut self) -> ViewAction {
        if self.selected.take().is_none() {
            self.exchange.pop();
        }
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.selected = None;
        self.exchange.clear();
    }

    fn can_confirm(&self, _m: &SessionMatch<Latroncules>) -> bool {
        false
    }

    fn can_back(&self) -> bool {
        self.selected.is_some() || !self.exchange.is_empty()
    }

    fn prompt(&self, m: &SessionMatch<Latroncules>) -> String {
        let g = m.state();
        if let Some(left) = self.exchange_left(g) {
            let count = g.exchange_choice().map_or(1, |(_, n)| n as usize) - self.exchange.len();
            let squares = square_list(left.into_iter().map(square_name));
            return tf(
                "latroncules-prompt-exchange",
                &[("count", count.into()), ("squares", squares.into())],
            );
        }
        match self.selected {
            None => t("latroncules-prompt-choose"),
            Some(s) => {
                let kind = self.shown(g, s).map_or("", |p| kind_word(p.kind));
                tf("latroncules-prompt-move", &[("kind", kind.into()), ("square", square_name(s).into())])
            }
        }
    }

    fn facts(&self, m: &SessionMatch<Latroncules>) -> Vec<(String, String)> {
        let g = m.state();
        let names = seat_names(m);
        let mut out = Vec::new();
        for side in 0..2u8 {
            out.push((
                tf("latroncules-fact-pieces", &[("side", (&names[side as usize]).into())]),
                g.pieces(side).to_string(),
            ));
        }
        out.push((t("latroncules-fact-quiet"), g.quiet.to_string()));
        out
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Latroncules>) -> Vec<(String, f64, f64)> {
        if !human_turn(m) {
            return vec![];
        }
        let geo = Geometry::of(frame);
        self.targets(m.state())
            .into_iter()
            .map(|s| {
                let (x, y) = geo.centre(s);
                (square_name(s), x, y)
            })
            .collect()
    }

    fn seat_colour(&self, seat: usize, _theme: Theme) -> &'static str {
        if seat == 0 {
            "#f4efe2"
        } else {
            "#2a221e"
        }
    }

    fn played(&mut self, m: &SessionMatch<Latroncules>) {
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
        self.animation.as_ref().is_some_and(|a| !a.settled.get() && now() - a.start < MOVE_MS + 1000.0)
    }
}

impl LatronculesView {
    /// The squares that can be taken next: the waiting fantassins of a due exchange, the
    /// pieces that can move, or where the selected one can go.
    fn targets(&self, g: &Latroncules) -> Vec<Square> {
        if let Some(left) = self.exchange_left(g) {
            return left;
        }
        let moves = self.moves(g);
        let mut squares: Vec<Square> = match self.selected {
            None => moves.iter().map(|mv| mv.from).collect(),
            Some(sel) => moves.iter().filter(|mv| mv.from == sel).map(|mv| mv.to).collect(),
        };
        order::sort_unique(&mut squares);
        squares
    }

    /// The choice in words: what can be taken next (rules §6.1 for an exchange).
    fn describe_choice(&self, g: &Latroncules) -> String {
        let names = |squares: Vec<Square>| square_list(squares.into_iter().map(square_name));
        if let Some(left) = self.exchange_left(g) {
            return tf("latroncules-describe-exchange", &[("squares", names(left).into())]);
        }
        let Some(sel) = self.selected else {
            return tf("latroncules-describe-movable", &[("squares", names(self.targets(g)).into())]);
        };
        let moves = self.moves(g);
        let to = moves.iter().filter(|mv| mv.from == sel).map(|mv| {
            let square = square_name(mv.to);
            if mv.jump {
                tf("latroncules-describe-jump", &[("square", square.into())])
            } else {
                square
            }
        });
        let kind = self.shown(g, sel).map_or("", |p| kind_word(p.kind));
        tf(
            "latroncules-describe-targets",
            &[
                ("kind", kind.into()),
                ("square", square_name(sel).into()),
                ("squares", square_list(to).into()),
            ],
        )
    }

    /// What a press on `s` would do now, for the screen reader: `choose` without doing it.
    fn press_kind(&self, g: &Latroncules, s: Square) -> Press {
        if let Some(left) = self.exchange_left(g) {
            return if left.contains(&s) { Press::Exchange } else { Press::Nothing };
        }
        let moves = self.moves(g);
        if let Some(sel) = self.selected {
            if let Some(mv) = moves.iter().find(|mv| mv.from == sel && mv.to == s) {
                return Press::Play(*mv);
            }
            if s == sel {
                return Press::Unselect;
            }
        }
        let own = g.at(s).is_some_and(|p| p.side as usize == g.to_move);
        if own && moves.iter().any(|mv| mv.from == s) {
            Press::Select
        } else {
            Press::Nothing
        }
    }

    /// A press or Enter on square `s`: choose a waiting fantassin for the exchange, select a
    /// piece, move the selected one, or explain why not.
    fn choose(&mut self, g: &Latroncules, s: Square) -> ViewAction {
        if let Some(left) = self.exchange_left(g) {
            if left.contains(&s) {
                self.exchange.push(s);
                return ViewAction::Redraw;
            }
            return ViewAction::Refuse(t("latroncules-refuse-exchange-first"));
        }
        let own = g.at(s).is_some_and(|p| p.side as usize == g.to_move);
        let moves = self.moves(g);
        if let Some(sel) = self.selected {
            if let Some(mv) = moves.iter().find(|mv| mv.from == sel && mv.to == s) {
                return ViewAction::Play(g.action_text(mv));
            }
            if s == sel {
                self.selected = None;
                return ViewAction::Redraw;
            }
            if !own {
                // Say which rule forbids it (e.g. "d4 is between two enemies…").
                let jump = (s as i16 - sel as i16).abs() > 9 || (s % 8).abs_diff(sel % 8) > 1;
                let tried = Move { from: sel, to: s, jump, exchange: self.exchange_files() };
                let why = match g.explain_illegal(&tried) {
                    ActionError::Illegal(w) => crate::i18n::refusal::reason(&w),
                    other => crate::i18n::refusal::words(&other),
                };
                return ViewAction::Refuse(why);
            }
        }
        if own {
            if moves.iter().any(|mv| mv.from == s) {
                self.selected = Some(s);
                return ViewAction::Redraw;
            }
            let args = [("square", square_name(s).into())];
            return ViewAction::Refuse(tf("latroncules-refuse-no-move", &args));
        }
        ViewAction::Nothing
    }
}
