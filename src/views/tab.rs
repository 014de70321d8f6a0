//! Tâb on the canvas: the 4×9 board with each rank's direction of travel, pieces and stacks
//! drawn disc by disc so height and per-piece flags show (rules §4.1, §4.6), the throws of the
//! turn in a tray of coins, and a throw-move chosen as throw → piece → destination with a
//! preview of what the landing does (capture, stacking, reduction, row-4 branch).

use crate::i18n::{key, t, t_or, tf, Arg};
use crate::paint::{self, anim_now as now, text_px, Painter};
use crate::view::{human_turn, Frame, GameView, ViewAction};
use ludus_engine::core::{Actor, Game};
use ludus_engine::games::tab::throw::{heads_of_value, COINS};
use ludus_engine::games::tab::track::{parse_square, square_name, Square, FILES, NORTH, SOUTH, SQUARES};
use ludus_engine::games::tab::{Action, Effect, Phase, Stack, Tab, ThrowMove};
use ludus_engine::session::{Session, SessionMatch};
use std::cell::Cell;

const WOOD: &str = "#a8743f";
const FELT: &str = "#ecdcb9";
const CELL: &str = "#f6ecd6";
const CELL_EDGE: &str = "#cfb68a";
const FLOW: &str = "rgba(140,100,55,0.28)";
const HINT: &str = "#3f8f6b";
const GOLD: &str = "#e0a526";
const CAPTURE: &str = "#c0392b";
/// How long the coins take to land, in milliseconds.
const COIN_MS: f64 = 650.0;

/// The throw-move being put together by a human, and the coin animation.
#[derive(Default)]
pub struct TabView {
    throw: Option<u8>,
    from: Option<Square>,
    split: bool,
    to: Option<Square>,
    cursor: Square,
    /// Actions seen so far, to notice a new throw (chance actions reach the view only by draw).
    seen: Cell<usize>,
    /// (start time, value) of the coins now landing.
    coins: Cell<Option<(f64, u8)>>,
}

struct Geometry {
    x: f64,
    y: f64,
    cell: f64,
    /// Size of the coordinates and of the tray's caption, in CSS pixels.
    small: f64,
    /// Width of the board's wooden frame.
    pad: f64,
    /// Top of the tray of throws.
    tray_y: f64,
}

impl Geometry {
    fn of(frame: Frame) -> Geometry {
        let margin = (frame.width * 0.05).max(14.0);
        let mut cell = ((frame.width - 2.0 * margin) / 9.4).min((frame.height - 2.0 * margin) / 7.0);
        // Text has a floor in pixels, so on a small canvas what is under the board takes a
        // larger share of the height: shrink the cells until everything fits.
        for _ in 0..3 {
            let total = Self::below(cell) + 5.56 * cell;
            if total <= frame.height - 2.0 * margin {
                break;
            }
            cell *= (frame.height - 2.0 * margin) / total;
        }
        let pad = cell * 0.16;
        let total = pad + 4.0 * cell + Self::below(cell) + 1.4 * cell;
        let y = (frame.height - total) / 2.0 + pad;
        let tray_y = y + 4.0 * cell + Self::below(cell);
        Geometry { x: (frame.width - 9.0 * cell) / 2.0, y, cell, small: text_px(cell * 0.2), pad, tray_y }
    }

    /// Height between the board's lower edge and the tray: the frame, the file letters, a gap
    /// and two lines of caption.
    fn below(cell: f64) -> f64 {
        let small = text_px(cell * 0.2);
        cell * 0.16 + small * 1.3 + small * 0.4 + small * 2.5 + cell * 0.1
    }

    /// Centre of line `i` of a caption of `n` lines above the tray.
    fn caption_line(&self, i: usize, n: usize) -> f64 {
        self.tray_y - self.cell * 0.1 - (n - i) as f64 * self.small * 1.25 + self.small * 0.625
    }

    fn centre(&self, sq: Square) -> (f64, f64) {
        let (file, rank) = ((sq % FILES) as f64, (sq / FILES) as f64);
        (self.x + (file + 0.5) * self.cell, self.y + (3.0 - rank + 0.5) * self.cell)
    }

    fn square_at(&self, px: f64, py: f64) -> Option<Square> {
        let file = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        if !(0.0..9.0).contains(&file) || !(0.0..4.0).contains(&row) {
            return None;
        }
        Some(((3.0 - row) * 9.0 + file) as Square)
    }

    /// Distance between tray slots when the tray holds `slots` of them: they narrow so that
    /// every throw and the Throw or Pass button after them stay on the board's width.
    fn pitch(&self, slots: usize) -> f64 {
        (self.cell * 1.5).min(9.0 * self.cell / slots.max(1) as f64)
    }

    /// Half the width of a slot's box.
    fn slot_half(&self, slots: usize) -> f64 {
        self.pitch(slots) * 0.45
    }

    /// Tray slot `i` of `slots`: its centre. Throws first, then the Throw or Pass button.
    fn slot(&self, i: usize, slots: usize) -> (f64, f64) {
        (self.x + (i as f64 + 0.5) * self.pitch(slots), self.tray_y + self.cell * 0.7)
    }

    /// Left and right ends of the board's frame, between which captions stay.
    fn span(&self) -> (f64, f64) {
        (self.x - self.pad, self.x + 9.0 * self.cell + self.pad)
    }

    fn slot_at(&self, px: f64, py: f64, slots: usize) -> Option<usize> {
        if py < self.tray_y || py > self.tray_y + self.cell * 1.4 || px < self.x {
            return None;
        }
        Some(((px - self.x) / self.pitch(slots)).floor() as usize)
    }
}

/// Piece colours: (top face light, top face dark, side band, mark).
fn piece_colours(seat: usize) -> (&'static str, &'static str, &'static str, &'static str) {
    if seat == SOUTH {
        ("#fffaf0", "#e6d9bf", "#b9a887", "#6b4f2c")
    } else {
        ("#6e5446", "#2e221c", "#17100c", "#f3dfb4")
    }
}

/// The legal throw-moves with their effects (the typed list, so previews need no parsing).
fn legal(g: &Tab) -> Vec<(ThrowMove, Effect)> {
    let mut out = Vec::new();
    let mut list = Vec::new();
    g.legal_actions(&mut list);
    for a in list {
        if let Action::Move(m) = a {
            if let Some(e) = g.legal_effect(&m) {
                out.push((m, e));
            }
        }
    }
    out
}

/// Slots of the tray: the throws in hand and the Throw or Pass button after them.
fn slots(g: &Tab) -> usize {
    g.throws.total() as usize + 1
}

fn can_pass(g: &Tab) -> bool {
    let mut list = Vec::new();
    g.legal_actions(&mut list);
    list.contains(&Action::Pass)
}

impl TabView {
    /// A throw is due (opening or throwing phase, rules §2): the thrower presses "Throw".
    fn must_throw(session: &dyn Session) -> bool {
        session.outcome().is_none() && session.actor() == Actor::Chance
    }

    /// The "Throw" button: in the tray, after the throws collected so far.
    fn throw_button(geo: &Geometry, g: &Tab) -> (f64, f64) {
        geo.slot(g.throws.total() as usize, slots(g))
    }

    /// The moves fitting the current choice.
    fn fitting(&self, g: &Tab) -> Vec<(ThrowMove, Effect)> {
        legal(g)
            .into_iter()
            .filter(|(m, _)| self.throw.is_none_or(|v| m.value == v))
            .filter(|(m, _)| self.from.is_none_or(|f| m.from == f))
            .filter(|(m, _)| self.from.is_none() || m.split == self.split || !self.split_possible(g))
            .collect()
    }

    fn split_possible(&self, g: &Tab) -> bool {
        self.throw == Some(1) && self.from.is_some_and(|f| g.board[f as usize].height() >= 2)
    }

    fn chosen(&self, g: &Tab) -> Option<(ThrowMove, Effect)> {
        let to = self.to?;
        self.fitting(g).into_iter().find(|(m, _)| m.to == to)
    }

    /// After a choice, fill in whatever is now forced (a single throw or destination).
    fn settle(&mut self, g: &Tab) {
        let fit = self.fitting(g);
        if self.from.is_some() && self.throw.is_none() {
            let mut values: Vec<u8> = fit.iter().map(|(m, _)| m.value).collect();
            values.dedup();
            if values.len() == 1 {
                self.throw = Some(values[0]);
            }
        }
        if self.from.is_some() && self.throw.is_some() {
            let fit = self.fitting(g);
            let mut tos: Vec<Square> = fit.iter().map(|(m, _)| m.to).collect();
            tos.dedup();
            if tos.len() == 1 {
                self.to = Some(tos[0]);
            }
        }
    }

    fn choose_throw(&mut self, g: &Tab, v: u8) -> ViewAction {
        if !legal(g).iter().any(|(m, _)| m.value == v) {
            return ViewAction::Refuse(tf("tab-refuse-throw-unused", &[("value", v.into())]));
        }
        self.throw = Some(v);
        self.to = None;
        self.split = false;
        if self.from.is_some() && self.fitting(g).is_empty() {
            self.from = None;
        }
        self.settle(g);
        ViewAction::Redraw
    }

    fn choose_square(&mut self, g: &Tab, session: &SessionMatch<Tab>, sq: Square) -> ViewAction {
        self.cursor = sq;
        if self.from.is_some() && self.throw.is_some() {
            if self.to == Some(sq) && Some(sq) != self.from {
                return self.confirm(session);
            }
            if self.fitting(g).iter().any(|(m, _)| m.to == sq) {
                self.to = Some(sq);
                return ViewAction::Redraw;
            }
            if self.from == Some(sq) && self.split_possible(g) {
                // Rules §4.2: a 1 may move the whole stack or only its top piece.
                self.split = !self.split;
                self.to = None;
                self.settle(g);
                return ViewAction::Redraw;
            }
        }
        let uses = legal(g).into_iter().filter(|(m, _)| m.from == sq);
        let uses: Vec<_> = uses.filter(|(m, _)| self.throw.is_none_or(|v| m.value == v)).collect();
        if uses.is_empty() {
            let any = legal(g).iter().any(|(m, _)| m.from == sq);
            return ViewAction::Refuse(if any {
                t("tab-refuse-other-throw")
            } else if g.board[sq as usize].owner() == Some(g.to_move) {
                t("tab-refuse-no-move")
            } else {
                t("tab-refuse-not-yours")
            });
        }
        self.from = Some(sq);
        self.to = None;
        self.split = false;
        self.settle(g);
        ViewAction::Redraw
    }

    fn draw_board(&self, p: &Painter, geo: &Geometry) {
        let c = geo.cell;
        let pad = c * 0.16;
        p.round_rect(geo.x - pad, geo.y - pad, 9.0 * c + 2.0 * pad, 4.0 * c + 2.0 * pad, c * 0.14);
        p.ctx.set_shadow_color("rgba(60,40,20,0.35)");
        p.ctx.set_shadow_blur(c * 0.25);
        p.ctx.set_shadow_offset_y(c * 0.05);
        p.fill(WOOD);
        p.ctx.set_shadow_color("transparent");
        p.rect(geo.x - pad * 0.4, geo.y - pad * 0.4, 9.0 * c + pad * 0.8, 4.0 * c + pad * 0.8, FELT);
        for sq in 0..SQUARES as u8 {
            let (cx, cy) = geo.centre(sq);
            p.round_rect(cx - c * 0.46, cy - c * 0.46, c * 0.92, c * 0.92, c * 0.08);
            p.fill(CELL);
            p.stroke(CELL_EDGE, 1.0);
            // Rules §1.1: ranks 1 and 3 flow east, ranks 2 and 4 west, for both sides.
            let east = (sq / FILES).is_multiple_of(2);
            let dx = if east { 1.0 } else { -1.0 };
            p.arrow_head(cx + dx * c * 0.3, cy + c * 0.33, dx, 0.0, c * 0.11, FLOW);
        }
        // The turns at the ends of the ranks: 1→2 and 3→2 at file i, 2→3 at file a; the
        // row-4 branches (South i3→i4, North a2→a1) dashed.
        let turn = |p: &Painter, a: Square, b: Square, dashed: bool| {
            let ((ax, ay), (bx, by)) = (geo.centre(a), geo.centre(b));
            let side = if a.is_multiple_of(FILES) { -1.0 } else { 1.0 };
            let x = ax + side * c * 0.62;
            if dashed {
                p.dash(&[3.0, 3.0]);
            }
            p.line(&[(ax + side * c * 0.47, ay), (x, ay), (x, by), (bx + side * c * 0.47, by)]);
            p.stroke(FLOW, 2.0);
            p.dash(&[]);
            p.arrow_head(bx + side * c * 0.5, by, -side, 0.0, c * 0.1, FLOW);
        };
        let sq = |name: &str| parse_square(name).unwrap_or(0);
        turn(p, sq("i1"), sq("i2"), false);
        turn(p, sq("a2"), sq("a3"), false);
        turn(p, sq("i3"), sq("i2"), false);
        // Letters under the frame, numbers left of it, never on the wood.
        let font = paint::font(600, geo.small);
        for f in 0..FILES {
            let (x, _) = geo.centre(f);
            let y = geo.y + 4.0 * c + pad + geo.small * 0.65;
            p.text(&((b'a' + f) as char).to_string(), x, y, &font, "#6d5234", "center");
        }
        for r in 0..4u8 {
            let (_, y) = geo.centre(r * FILES);
            p.text(&(r + 1).to_string(), geo.x - pad * 2.1, y, &font, "#6d5234", "center");
        }
    }

    /// A unit as a tower of discs; each disc shows its piece's flags: a hollow centre while
    /// it has never moved, a gold star once it has been in row 4.
    fn draw_stack(&self, p: &Painter, geo: &Geometry, sq: Square, stack: &Stack, alpha: f64) {
        let Some(owner) = stack.owner() else { return };
        let h = stack.height();
        let c = geo.cell;
        let (cx, cy) = geo.centre(sq);
        let rx = c * 0.3;
        let ry = rx * 0.55;
        let band = (c * 0.4 / h as f64).min(c * 0.1);
        let base = cy + c * 0.1;
        let (hi, lo, side, mark) = piece_colours(owner);
        p.ctx.set_global_alpha(alpha);
        for (i, piece) in stack.pieces().enumerate() {
            let y = base - i as f64 * band;
            p.ellipse(cx, y + band * 0.6, rx, ry);
            p.fill(side);
            p.ctx.fill_rect(cx - rx, y, 2.0 * rx, band * 0.6);
            p.ellipse(cx, y, rx, ry);
            p.fill_lit(cx, y, rx, hi, lo);
            p.stroke("rgba(0,0,0,0.3)", 0.8);
            let top = i + 1 == h;
            if piece.unmoved && top {
                p.ellipse(cx, y, rx * 0.45, ry * 0.45);
                p.stroke(mark, 1.6);
            }
            if piece.row4 {
                // A star on the disc's rim (on the face for the top piece).
                let (sx, sy) = if top { (cx + rx * 0.45, y) } else { (cx + rx * 0.75, y + band * 0.3) };
                star(p, sx, sy, c * 0.06, GOLD);
            }
        }
        p.ctx.set_global_alpha(1.0);
        if h >= 2 {
            // The height on a badge in the square's upper right corner, large enough for its
            // digit; a light rim sets it off where it overlaps a tall stack.
            let font = paint::font(700, c * 0.14);
            let r = (c * 0.11).max(text_px(c * 0.14) * 0.68);
            let (bx, by) = (cx + (c * 0.34).min(c * 0.47 - r), cy - (c * 0.32).min(c * 0.47 - r));
            p.circle(bx, by, r);
            p.fill("rgba(70,50,30,0.92)");
            p.stroke("rgba(255,248,234,0.7)", 1.0);
            p.text(&h.to_string(), bx, by + 0.5, &font, "#fff8ea", "center");
            if stack.any_unmoved() {
                // The bottom piece never moved: the whole stack waits for a 1 (rules T3).
                p.ellipse(cx, base + band * 0.3, rx * 1.1, ry * 1.1);
                p.stroke(mark, 1.0);
            }
        }
    }

    /// Four coins showing `value` (heads gold, tails dark) around (x, y).
    fn draw_coins(&self, p: &Painter, x: f64, y: f64, r: f64, value: u8, drop: f64) {
        let heads = heads_of_value(value);
        for i in 0..COINS {
            let cx = x + (i as f64 - 1.5) * r * 2.3;
            let lift = drop * (1.0 + 0.3 * i as f64) * r * 6.0;
            let spin = if drop > 0.0 { (drop * 12.0 + i as f64).sin().abs().max(0.15) } else { 1.0 };
            p.ellipse(cx, y - lift, r, r * spin);
            if i < heads {
                p.fill_lit(cx, y - lift, r, "#ffe9a8", "#c9962c");
            } else {
                p.fill_lit(cx, y - lift, r, "#8a8f96", "#474b51");
            }
            p.stroke("rgba(0,0,0,0.35)", 1.0);
            // Heads or tails in letters when the coin is large enough to hold them; gold and
            // grey tell them apart on small coins.
            if drop == 0.0 && r >= 8.0 {
                let font = paint::font(700, r * 1.1);
                let (side, col) = if i < heads {
                    (t("tab-coin-heads"), "#6b4a0c")
                } else {
                    (t("tab-coin-tails"), "#e9edf2")
                };
                p.text(&side, cx, y + 0.5, &font, col, "center");
            }
        }
    }

    fn draw_tray(&self, p: &Painter, geo: &Geometry, g: &Tab, interactive: bool, last: Option<&String>) {
        let c = geo.cell;
        let font = paint::font(600, geo.small);
        // A 2 or 3 that left the thrower in a throwing phase: the throws had no use (rules T15).
        let wasted = g.phase == Phase::Throwing
            && g.throws.is_empty()
            && last.is_some_and(|t| t == "throw 2" || t == "throw 3");
        let seat = |s: usize| {
            let name = &g.seat_names()[s];
            t_or(&key(&["seat", "tab", name]), name)
        };
        let label = match g.phase {
            _ if wasted => tf(
                "tab-tray-wasted",
                &[("seat", seat(1 - g.to_move).into()), ("next", seat(g.to_move).into())],
            ),
            Phase::Opening => t("tab-tray-opening"),
            Phase::Throwing => tf("tab-tray-throwing", &[("seat", seat(g.to_move).into())]),
            _ => tf("tab-tray-throws", &[("seat", seat(g.to_move).into())]),
        };
        // Up to two lines across the board's width (long captions on a phone).
        let mut lines = p.wrap(&label, &font, 9.0 * c);
        lines.truncate(2);
        for (i, line) in lines.iter().enumerate() {
            p.text(line, geo.x, geo.caption_line(i, lines.len()), &font, "#d8c7a5", "left");
        }
        let usable = legal(g);
        let half = geo.slot_half(slots(g));
        for (i, v) in g.throws.each().enumerate() {
            let (x, y) = geo.slot(i, slots(g));
            p.round_rect(x - half, y - c * 0.6, 2.0 * half, c * 1.2, c * 0.14);
            let selected = self.throw == Some(v) && g.throws.each().position(|t| t == v) == Some(i);
            p.fill(if selected { "#fff3cf" } else { "#f7efdd" });
            let has_use = usable.iter().any(|(m, _)| m.value == v);
            p.stroke(if selected { GOLD } else { CELL_EDGE }, if selected { 3.0 } else { 1.2 });
            self.draw_coins(p, x, y - c * 0.2, c * 0.12, v, 0.0);
            let vfont = paint::font(700, c * 0.32);
            let colour = if has_use || !interactive { "#3a2814" } else { "#b3a58c" };
            p.text(&v.to_string(), x, y + c * 0.3, &vfont, colour, "center");
        }
        if interactive && can_pass(g) {
            let (x, y) = geo.slot(g.throws.total() as usize, slots(g));
            p.round_rect(x - half, y - c * 0.4, 2.0 * half, c * 0.8, c * 0.14);
            p.fill("#f1e1e1");
            p.stroke(CAPTURE, 1.5);
            p.text(&t("tab-button-pass"), x, y, &paint::font(700, c * 0.24), CAPTURE, "center");
        }
    }

    /// The coins of the last throw falling onto the board.
    fn draw_landing(&self, p: &Painter, geo: &Geometry) {
        let Some((start, value)) = self.coins.get() else { return };
        let t = ((now() - start) / COIN_MS).clamp(0.0, 1.0);
        let drop = (1.0 - t) * (1.0 - t);
        let (x, y) = (geo.x + 4.5 * geo.cell, geo.y + 2.0 * geo.cell);
        let c = geo.cell;
        p.ctx.set_global_alpha(if t < 1.0 { 1.0 } else { 0.0 });
        p.round_rect(x - c * 1.6, y - c * 0.75, c * 3.2, c * 1.5, c * 0.2);
        p.fill("rgba(40,28,16,0.72)");
        self.draw_coins(p, x, y - c * 0.15, c * 0.22, value, drop);
        if t > 0.6 {
            let font = paint::font(700, c * 0.3);
            let word = match value {
                1 | 4 | 6 => tf("tab-landing-again", &[("value", value.into())]),
                _ => format!("{value}"),
            };
            p.text(&word, x, y + c * 0.45, &font, "#fff3d6", "center");
        }
        p.ctx.set_global_alpha(1.0);
    }
}

fn star(p: &Painter, x: f64, y: f64, r: f64, colour: &str) {
    let c = &p.ctx;
    c.begin_path();
    for i in 0..10 {
        let a = std::f64::consts::PI * (i as f64) / 5.0 - std::f64::consts::FRAC_PI_2;
        let rr = if i % 2 == 0 { r } else { r * 0.45 };
        let (px, py) = (x + rr * a.cos(), y + rr * a.sin());
        if i == 0 {
            c.move_to(px, py);
        } else {
            c.line_to(px, py);
        }
    }
    c.close_path();
    p.fill(colour);
    p.stroke("rgba(90,60,0,0.6)", 0.8);
}

impl GameView for TabView {
    type Game = Tab;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Tab>, interactive: bool) {
        let g = m.state();
        let geo = Geometry::of(frame);
        // A new throw since the last frame starts the coins falling (the app plays chance
        // actions itself, so the view learns of them here).
        let history = m.history();
        if history.len() != self.seen.get() {
            if history.len() > self.seen.get() {
                if let Some(v) = history.last().and_then(|t| t.strip_prefix("throw ")) {
                    self.coins.set(v.parse().ok().map(|v| (now(), v)));
                }
            }
            self.seen.set(history.len());
        }
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        self.draw_board(p, &geo);

        // The last throw-move: dashed rings on its squares.
        if let (Some(prev), Some(last)) = (m.previous(), history.last()) {
            if let Ok(Action::Move(mv)) = prev.parse_action(last) {
                for sq in [mv.from, mv.to] {
                    let (x, y) = geo.centre(sq);
                    p.dash(&[5.0, 4.0]);
                    p.round_rect(
                        x - geo.cell * 0.43,
                        y - geo.cell * 0.43,
                        geo.cell * 0.86,
                        geo.cell * 0.86,
                        6.0,
                    );
                    p.stroke("rgba(120,90,50,0.75)", 2.0);
                    p.dash(&[]);
                }
            }
        }

        let human = interactive && human_turn(m);
        let chosen = if human { self.chosen(g) } else { None };
        let mut board = g.board;
        if let Some((mv, _)) = chosen {
            // Preview the landing on a copy of the position.
            let mut next = g.clone();
            next.play_unchecked(&Action::Move(mv));
            board = next.board;
        }
        for sq in 0..SQUARES as u8 {
            let moved_away = chosen.is_some_and(|(mv, _)| mv.from == sq);
            if moved_away && !g.board[sq as usize].is_empty() && board[sq as usize].is_empty() {
                self.draw_stack(p, &geo, sq, &g.board[sq as usize], 0.3);
            }
            self.draw_stack(p, &geo, sq, &board[sq as usize], 1.0);
        }

        if human {
            if let Some(f) = self.from {
                let (x, y) = geo.centre(f);
                p.round_rect(x - geo.cell * 0.46, y - geo.cell * 0.46, geo.cell * 0.92, geo.cell * 0.92, 8.0);
                p.stroke(GOLD, 3.0);
            }
            for (_, x, y) in self.hints(frame, m) {
                if y > geo.tray_y {
                    continue;
                }
                p.circle(x, y, geo.cell * 0.4);
                p.stroke("rgba(63,143,107,0.7)", 2.5);
            }
            if let Some((mv, e)) = chosen {
                let (x, y) = geo.centre(mv.to);
                p.round_rect(x - geo.cell * 0.48, y - geo.cell * 0.48, geo.cell * 0.96, geo.cell * 0.96, 8.0);
                p.stroke(if e.captures { CAPTURE } else { HINT }, 3.5);
                let mut words = Vec::new();
                if e.captures {
                    words.push(t("tab-effect-captures"));
                }
                if e.stacks {
                    words.push(t("tab-effect-stacks"));
                }
                if e.reduces {
                    words.push(t("tab-effect-reduced"));
                }
                if e.enters_row4 {
                    words.push(t("tab-effect-row4"));
                }
                if !words.is_empty() {
                    // A caption on the square's lower edge, wider than the square if need be.
                    let font = paint::font(700, geo.cell * 0.15);
                    let fill = if e.captures { CAPTURE } else { "rgba(50,90,70,0.92)" };
                    let at = (x, y + geo.cell * 0.46 - text_px(geo.cell * 0.15) * 0.2);
                    p.label(&words.join(", "), at, &font, "#fff", fill, geo.cell, geo.span());
                }
                // A tick on a disc in the upper left corner (the upper right holds a stack's
                // height).
                let font = paint::font(700, geo.cell * 0.16);
                let r = (geo.cell * 0.1).max(text_px(geo.cell * 0.16) * 0.68);
                let (tx, ty) = (
                    x - (geo.cell * 0.34).min(geo.cell * 0.47 - r),
                    y - (geo.cell * 0.32).min(geo.cell * 0.47 - r),
                );
                p.circle(tx, ty, r);
                p.fill(HINT);
                p.text("✓", tx, ty + 0.5, &font, "#fff", "center");
            }
            if let Some(f) = self.from.filter(|_| self.split) {
                // A caption over the square's upper edge, wider than the square if need be,
                // above the other marks.
                let (x, y) = geo.centre(f);
                let font = paint::font(700, geo.cell * 0.15);
                let at = (x, y - geo.cell * 0.5 - text_px(geo.cell * 0.15) * 0.2);
                p.label(&t("tab-top-piece"), at, &font, "#5a3a00", "#f6d98a", 0.0, geo.span());
            }
            // Keyboard cursor.
            let (kx, ky) = geo.centre(self.cursor);
            p.dash(&[2.0, 3.0]);
            p.round_rect(kx - geo.cell * 0.48, ky - geo.cell * 0.48, geo.cell * 0.96, geo.cell * 0.96, 8.0);
            p.stroke("rgba(90,70,50,0.35)", 1.5);
            p.dash(&[]);
        }
        self.draw_tray(p, &geo, g, human, history.last());
        if interactive && Self::must_throw(m) {
            let (x, y) = Self::throw_button(&geo, g);
            let (c, half) = (geo.cell, geo.slot_half(slots(g)));
            p.round_rect(x - half, y - c * 0.45, 2.0 * half, c * 0.9, c * 0.16);
            p.fill(GOLD);
            p.text(&t("tab-button-throw"), x, y, &paint::font(700, c * 0.26), "#2a1c0e", "center");
        }
        self.draw_landing(p, &geo);
    }

    fn press(&mut self, frame: Frame, m: &SessionMatch<Tab>, x: f64, y: f64) -> ViewAction {
        if Self::must_throw(m) {
            let geo = Geometry::of(frame);
            let (bx, by) = Self::throw_button(&geo, m.state());
            let on_button =
                (x - bx).abs() < geo.slot_half(slots(m.state())) && (y - by).abs() < geo.cell * 0.5;
            return if on_button {
                ViewAction::Chance
            } else {
                ViewAction::Refuse(t("tab-refuse-throw-first"))
            };
        }
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        if let Some(slot) = geo.slot_at(x, y, slots(g)) {
            let throws: Vec<u8> = g.throws.each().collect();
            if let Some(&v) = throws.get(slot) {
                return self.choose_throw(g, v);
            }
            if slot == throws.len() && can_pass(g) {
                return ViewAction::Play("pass".into());
            }
            return ViewAction::Nothing;
        }
        match geo.square_at(x, y) {
            Some(sq) => self.choose_square(g, m, sq),
            None => ViewAction::Nothing,
        }
    }

    fn key(&mut self, m: &SessionMatch<Tab>, key: &str) -> ViewAction {
        if Self::must_throw(m) && matches!(key, "t" | "T" | "Enter" | " ") {
            return ViewAction::Chance;
        }
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let (file, rank) = (self.cursor % FILES, self.cursor / FILES);
        match key {
            "ArrowLeft" if file > 0 => self.cursor -= 1,
            "ArrowRight" if file < 8 => self.cursor += 1,
            "ArrowUp" if rank < 3 => self.cursor += FILES,
            "ArrowDown" if rank > 0 => self.cursor -= FILES,
            "1" | "2" | "3" | "4" | "6" => return self.choose_throw(g, key.parse().unwrap_or(0)),
            "p" | "P" if can_pass(g) => return ViewAction::Play("pass".into()),
            "Enter" | " " => return self.choose_square(g, m, self.cursor),
            "Backspace" => return self.back(),
            "Escape" => self.reset(),
            _ => return ViewAction::Nothing,
        }
        ViewAction::Redraw
    }

    fn confirm(&mut self, m: &SessionMatch<Tab>) -> ViewAction {
        match self.chosen(m.state()) {
            Some((mv, _)) => ViewAction::Play(m.state().action_text(&Action::Move(mv))),
            None => ViewAction::Nothing,
        }
    }

    fn back(&mut self) -> ViewAction {
        if self.to.take().is_none() && self.from.take().is_none() {
            self.throw = None;
        }
        self.split = false;
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.throw = None;
        self.from = None;
        self.split = false;
        self.to = None;
    }

    fn can_confirm(&self, m: &SessionMatch<Tab>) -> bool {
        Some(m).is_some_and(|m| self.chosen(m.state()).is_some())
    }

    fn can_back(&self) -> bool {
        self.throw.is_some() || self.from.is_some()
    }

    fn prompt(&self, m: &SessionMatch<Tab>) -> String {
        let g = m.state();
        if Self::must_throw(m) {
            return t("tab-prompt-throw");
        }
        if let Some((mv, _)) = self.chosen(g) {
            return tf("tab-prompt-confirm", &[("move", g.action_text(&Action::Move(mv)).into())]);
        }
        let square = |f: Square| -> (&'static str, Arg) { ("square", square_name(f).into()) };
        match (self.throw, self.from) {
            (_, Some(f)) if self.split && self.split_possible(g) => {
                tf("tab-prompt-split-whole", &[square(f)])
            }
            (_, Some(f)) if self.split_possible(g) => tf("tab-prompt-split-top", &[square(f)]),
            (Some(v), Some(f)) => tf("tab-prompt-destination", &[("value", v.into()), square(f)]),
            (Some(v), None) => tf("tab-prompt-piece", &[("value", v.into())]),
            (None, Some(f)) => tf("tab-prompt-which-throw", &[square(f)]),
            (None, None) if can_pass(g) => t("tab-prompt-pass"),
            (None, None) => t("tab-prompt-choose"),
        }
    }

    fn facts(&self, m: &SessionMatch<Tab>) -> Vec<(String, String)> {
        let g = m.state();
        let throws: Vec<String> = g.throws.each().map(|v| v.to_string()).collect();
        let mut out =
            vec![(t("tab-fact-throws"), if throws.is_empty() { "—".into() } else { throws.join(", ") })];
        for (seat, name) in [(SOUTH, "South"), (NORTH, "North")] {
            let name = t_or(&key(&["seat", "tab", name]), name);
            out.push((
                tf("tab-fact-pieces", &[("seat", name.into())]),
                tf(
                    "tab-fact-pieces-count",
                    &[
                        ("board", g.pieces(seat).into()),
                        ("captured", g.captured(seat).into()),
                        ("lost", g.lost[seat].into()),
                    ],
                ),
            ));
        }
        out
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Tab>) -> Vec<(String, f64, f64)> {
        if Self::must_throw(m) {
            let (x, y) = Self::throw_button(&Geometry::of(frame), m.state());
            return vec![("Throw".into(), x, y)];
        }
        if !human_turn(m) {
            return vec![];
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        let square = |sq: Square| {
            let (x, y) = geo.centre(sq);
            (square_name(sq), x, y)
        };
        let mut out = Vec::new();
        let fit = self.fitting(g);
        if self.from.is_some() && self.throw.is_some() {
            let mut tos: Vec<Square> = fit.iter().map(|(mv, _)| mv.to).collect();
            tos.sort_unstable();
            tos.dedup();
            out.extend(tos.into_iter().map(square));
            // Pressing the stack again moves its top piece alone, or the whole stack again.
            if let Some(from) = self.from.filter(|_| self.split_possible(g)) {
                out.push(square(from));
            }
            return out;
        }
        if self.throw.is_none() {
            let mut seen = Vec::new();
            for (i, v) in g.throws.each().enumerate() {
                if !seen.contains(&v) && fit.iter().any(|(mv, _)| mv.value == v) {
                    seen.push(v);
                    let (x, y) = geo.slot(i, slots(g));
                    out.push((format!("throw {v}"), x, y));
                }
            }
        }
        if self.from.is_none() {
            let mut froms: Vec<Square> = fit.iter().map(|(mv, _)| mv.from).collect();
            froms.sort_unstable();
            froms.dedup();
            out.extend(froms.into_iter().map(square));
        }
        if can_pass(g) {
            let (x, y) = geo.slot(g.throws.total() as usize, slots(g));
            out.push(("pass".into(), x, y));
        }
        out
    }

    fn seat_colour(&self, seat: usize) -> &'static str {
        piece_colours(seat).1
    }

    /// Players throw by hand (the coins are theirs to throw).
    fn thrower(&self, m: &SessionMatch<Tab>) -> Option<usize> {
        let m = Some(m)?;
        Self::must_throw(m).then_some(m.state().to_move)
    }

    fn animating(&self) -> bool {
        self.coins.get().is_some_and(|(start, _)| now() - start < COIN_MS + 150.0)
    }
}
