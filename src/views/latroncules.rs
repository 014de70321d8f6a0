//! Latroncules on the canvas: the marked board with the direction lines of every dark square
//! (rules §1.3) drawn so a player learns them by looking, fantassins and cavaliers, the pieces
//! each side has captured, and move input by clicks or keys.

use crate::i18n::{key, t, t_or, tf};
use crate::paint::{self, text_px, Painter};
use crate::view::{human_turn, Frame, GameView, ViewAction};
use ludus_engine::core::{ActionError, Game};
use ludus_engine::games::latroncules::board::{is_dark, lines, square_name, step, Square};
use ludus_engine::games::latroncules::{Kind, Latroncules, Move};
use ludus_engine::session::{Session, SessionMatch};

const LIGHT: &str = "#eadbbd";
const DARK: &str = "#8c5a3c";
const LINE: &str = "#f1c27d";
const HINT: &str = "#3f8f6b";
const GOLD: &str = "#e0a526";

#[derive(Default)]
pub struct LatronculesView {
    selected: Option<Square>,
    cursor: Square,
}

struct Geometry {
    x: f64,
    y: f64,
    cell: f64,
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
        }
    }

    fn corner(&self, s: Square) -> (f64, f64) {
        let (f, r) = ((s % 8) as f64, (s / 8) as f64);
        (self.x + f * self.cell, self.y + (7.0 - r) * self.cell)
    }

    fn centre(&self, s: Square) -> (f64, f64) {
        let (x, y) = self.corner(s);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    fn square_at(&self, px: f64, py: f64) -> Option<Square> {
        let f = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        ((0.0..8.0).contains(&f) && (0.0..8.0).contains(&row)).then_some(((7.0 - row) * 8.0 + f) as Square)
    }
}

/// (light, dark) shades of each side's pieces: White ivory, Black ebony.
fn shades(side: u8) -> (&'static str, &'static str) {
    if side == 0 {
        ("#fffdf5", "#d8ceb8")
    } else {
        ("#5d524c", "#1b1614")
    }
}

/// The seat names in the current language, for the view's own sentences.
fn seat_names(m: &SessionMatch<Latroncules>) -> Vec<String> {
    m.seat_names().iter().map(|name| t_or(&key(&["seat", "latroncules", name]), name)).collect()
}

impl LatronculesView {
    fn legal(g: &Latroncules) -> Vec<Move> {
        let mut out = Vec::new();
        g.legal_actions(&mut out);
        out
    }

    fn draw_piece(p: &Painter, x: f64, y: f64, cell: f64, side: u8, kind: Kind, alpha: f64) {
        let (hi, lo) = shades(side);
        p.ctx.set_global_alpha(alpha);
        let r = match kind {
            Kind::Fantassin => cell * 0.27,
            Kind::Cavalier => cell * 0.37,
        };
        p.circle(x, y + r * 0.12, r);
        p.fill("rgba(0,0,0,0.35)");
        p.circle(x, y, r);
        p.fill_lit(x, y, r, hi, lo);
        p.stroke(if side == 0 { "#9c9078" } else { "#000" }, 1.2);
        if kind == Kind::Cavalier {
            // The horseman's crest: an inner ring and a chevron, so the two kinds never blur.
            let ink = if side == 0 { "#8a6a3a" } else { "#d9b26f" };
            p.circle(x, y, r * 0.72);
            p.stroke(ink, 1.8);
            p.line(&[(x - r * 0.35, y + r * 0.15), (x, y - r * 0.3), (x + r * 0.35, y + r * 0.15)]);
            p.ctx.set_line_cap("round");
            p.ctx.set_line_join("round");
            p.stroke(ink, 2.4);
        }
        p.ctx.set_global_alpha(1.0);
    }

    /// The lines of a dark square: each allowed direction pair drawn as one stroke through it.
    fn draw_lines(p: &Painter, geo: &Geometry, s: Square) {
        let (cx, cy) = geo.centre(s);
        let h = geo.cell * 0.42;
        let mask = lines(s);
        // N, NE, E, SE are the representatives of the four axes.
        for (d, (dx, dy)) in [(0usize, (0.0, -1.0)), (1, (1.0, -1.0)), (2, (1.0, 0.0)), (3, (1.0, 1.0))] {
            if mask & (1 << d) != 0 {
                p.line(&[(cx - dx * h, cy - dy * h), (cx + dx * h, cy + dy * h)]);
                p.ctx.set_line_cap("round");
                p.stroke(LINE, (geo.cell * 0.045).max(1.5));
            }
        }
    }

    fn draw_tray(p: &Painter, geo: &Geometry, y: f64, side: u8, lost: [u8; 2], label: &str) {
        let c = geo.cell * 0.55;
        let font = paint::font(600, geo.cell * 0.22);
        p.text(label, geo.x, y, &font, "#d8c7a5", "left");
        // The pieces after the words, however long they are in this language.
        let mut x = geo.x + (geo.cell * 2.6).max(p.text_width(label, &font) + c * 0.6);
        for (kind, n) in [(Kind::Cavalier, lost[1]), (Kind::Fantassin, lost[0])] {
            for _ in 0..n {
                Self::draw_piece(p, x, y, c, side, kind, 1.0);
                x += c * 0.62;
            }
            x += c * 0.3;
        }
    }
}

impl GameView for LatronculesView {
    type Game = Latroncules;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Latroncules>, interactive: bool) {
        let g = m.state();
        let geo = Geometry::of(frame);
        let c = geo.cell;
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        // Frame of the board.
        p.round_rect(geo.x - c * 0.35, geo.y - c * 0.35, 8.7 * c, 8.7 * c, c * 0.2);
        p.fill("#4a3222");
        for s in 0..64u8 {
            let (x, y) = geo.corner(s);
            p.rect(x, y, c, c, if is_dark(s) { DARK } else { LIGHT });
            if is_dark(s) {
                Self::draw_lines(p, &geo, s);
            }
        }
        // Coordinates on the frame: letters along its lower side, numbers along its left side.
        let font = paint::font(600, c * 0.2);
        let frame_w = c * 0.35;
        let below = geo.y + 8.0 * c + (c * 0.18).min(frame_w - text_px(c * 0.2) * 0.45);
        for i in 0..8u8 {
            let (x, _) = geo.centre(i);
            p.text(&((b'a' + i) as char).to_string(), x, below, &font, "#d8c7a5", "center");
            let (_, y) = geo.centre(i * 8);
            p.text(&(i + 1).to_string(), geo.x - c * 0.19, y, &font, "#d8c7a5", "center");
        }

        // Last move and what it captured.
        if let (Some(prev), Some(last)) = (m.previous(), m.history().last()) {
            if let Ok(mv) = prev.parse_action(last) {
                for s in [mv.from, mv.to] {
                    let (x, y) = geo.corner(s);
                    p.rect(x, y, c, c, "rgba(224,165,38,0.28)");
                }
                for &s in &g.last_captures {
                    let (x, y) = geo.centre(s);
                    p.line(&[(x - c * 0.25, y - c * 0.25), (x + c * 0.25, y + c * 0.25)]);
                    p.stroke("rgba(190,40,30,0.8)", 4.0);
                    p.line(&[(x + c * 0.25, y - c * 0.25), (x - c * 0.25, y + c * 0.25)]);
                    p.stroke("rgba(190,40,30,0.8)", 4.0);
                }
            }
        }

        if let Some(sel) = self.selected.filter(|_| interactive) {
            let (x, y) = geo.corner(sel);
            p.round_rect(x + 2.0, y + 2.0, c - 4.0, c - 4.0, c * 0.1);
            p.stroke(GOLD, 3.0);
        }
        for s in 0..64u8 {
            if let Some(piece) = g.at(s) {
                let (x, y) = geo.centre(s);
                Self::draw_piece(p, x, y, c, piece.side, piece.kind, 1.0);
            }
        }
        if interactive && human_turn(m) {
            let legal = Self::legal(g);
            for (_, x, y) in self.hints(frame, m) {
                if self.selected.is_some() {
                    let s = geo.square_at(x, y).unwrap_or(0);
                    let jump = legal.iter().any(|mv| Some(mv.from) == self.selected && mv.to == s && mv.jump);
                    p.circle(x, y, c * if jump { 0.3 } else { 0.14 });
                    if jump {
                        p.stroke(HINT, 3.5);
                    } else {
                        p.fill("rgba(63,143,107,0.75)");
                    }
                } else {
                    p.circle(x, y, c * 0.42);
                    p.stroke("rgba(63,143,107,0.6)", 2.0);
                }
            }
            let (kx, ky) = geo.corner(self.cursor);
            p.dash(&[3.0, 3.0]);
            p.round_rect(kx + 1.0, ky + 1.0, c - 2.0, c - 2.0, c * 0.08);
            p.stroke("rgba(40,30,20,0.5)", 1.5);
            p.dash(&[]);
        }
        // Captured pieces: what each side has taken, by its own edge of the board.
        let names = seat_names(m);
        let lost = |side: usize| tf("latroncules-tray-lost", &[("side", (&names[side]).into())]);
        Self::draw_tray(p, &geo, geo.y - c * 0.75, 0, g.lost[0], &lost(0));
        Self::draw_tray(p, &geo, geo.y + 8.0 * c + c * 0.68, 1, g.lost[1], &lost(1));
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Latroncules>, x: f64, y: f64) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let Some(s) = Geometry::of(frame).square_at(x, y) else { return ViewAction::Nothing };
        self.cursor = s;
        self.choose(m.state(), s)
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
            if let Some(n) = step(self.cursor, d) {
                self.cursor = n;
            }
            return ViewAction::Redraw;
        }
        match key {
            "Enter" | " " => self.choose(m.state(), self.cursor),
            "Escape" | "Backspace" => {
                self.reset();
                ViewAction::Redraw
            }
            _ => ViewAction::Nothing,
        }
    }

    fn confirm(&mut self, _m: &SessionMatch<Latroncules>) -> ViewAction {
        ViewAction::Nothing
    }

    fn back(&mut self) -> ViewAction {
        self.reset();
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.selected = None;
    }

    fn can_confirm(&self, _m: &SessionMatch<Latroncules>) -> bool {
        false
    }

    fn can_back(&self) -> bool {
        self.selected.is_some()
    }

    fn prompt(&self, m: &SessionMatch<Latroncules>) -> String {
        match (self.selected, Some(m)) {
            (None, _) => t("latroncules-prompt-choose"),
            (Some(s), Some(m)) => {
                let kind = m.state().at(s).map_or("", |p| match p.kind {
                    Kind::Fantassin => "fantassin",
                    Kind::Cavalier => "cavalier",
                });
                tf("latroncules-prompt-move", &[("kind", kind.into()), ("square", square_name(s).into())])
            }
            _ => String::new(),
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
        let legal = Self::legal(m.state());
        let mut squares: Vec<Square> = match self.selected {
            None => legal.iter().map(|mv| mv.from).collect(),
            Some(sel) => legal.iter().filter(|mv| mv.from == sel).map(|mv| mv.to).collect(),
        };
        squares.sort_unstable();
        squares.dedup();
        squares
            .into_iter()
            .map(|s| {
                let (x, y) = geo.centre(s);
                (square_name(s), x, y)
            })
            .collect()
    }

    fn seat_colour(&self, seat: usize) -> &'static str {
        if seat == 0 {
            "#f4efe2"
        } else {
            "#2a221e"
        }
    }
}

impl LatronculesView {
    /// A press or Enter on square `s`: select a piece, move the selected one, or explain why not.
    fn choose(&mut self, g: &Latroncules, s: Square) -> ViewAction {
        let own = g.at(s).is_some_and(|p| p.side as usize == g.to_move);
        let legal = Self::legal(g);
        if let Some(sel) = self.selected {
            if let Some(mv) = legal.iter().find(|mv| mv.from == sel && mv.to == s) {
                return ViewAction::Play(g.action_text(mv));
            }
            if s == sel {
                self.reset();
                return ViewAction::Redraw;
            }
            if !own {
                // Say which rule forbids it (e.g. "d4 is between two enemies…").
                let jump = (s as i16 - sel as i16).abs() > 9 || (s % 8).abs_diff(sel % 8) > 1;
                let why = match g.explain_illegal(&Move { from: sel, to: s, jump }) {
                    ActionError::Illegal(w) => crate::i18n::refusal::reason(&w),
                    other => crate::i18n::refusal::words(&other),
                };
                return ViewAction::Refuse(why);
            }
        }
        if own {
            if legal.iter().any(|mv| mv.from == s) {
                self.selected = Some(s);
                return ViewAction::Redraw;
            }
            let args = [("square", square_name(s).into())];
            return ViewAction::Refuse(tf("latroncules-refuse-no-move", &args));
        }
        ViewAction::Nothing
    }
}
