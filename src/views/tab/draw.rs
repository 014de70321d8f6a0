//! Tâb's picture: the board with its ranks' directions, the stacks disc by disc, the tray of
//! throws with its falling coins, the last move, and what the move being chosen would do (its
//! landing previewed, captions, the keyboard cursor). It only draws: `input.rs` chooses.

use super::*;
use crate::paint::{cos, sin};

pub(super) const HINT: &str = "#3f8f6b";
pub(super) const GOLD: &str = "#e0a526";
pub(super) const CAPTURE: &str = "#c0392b";
/// How long the coins take to land, in milliseconds.
pub(super) const COIN_MS: f64 = 650.0;

/// The colours of one theme.
pub(super) struct Palette {
    wood: &'static str,
    felt: &'static str,
    cell: &'static str,
    /// Square edges and their width.
    edge: (&'static str, f64),
    /// The direction arrows in the squares, and the turns drawn on the frame.
    flow: &'static str,
    turn: &'static str,
    /// Coordinates and the tray's caption, on the page around the board.
    ink: &'static str,
    caption: &'static str,
    /// Per seat: top face light, top face dark, side band, mark.
    pub(super) pieces: [[&'static str; 4]; 2],
    /// Each disc's outline and its width.
    outline: (&'static str, f64),
    star: &'static str,
    /// Rings on the last move's squares.
    last: &'static str,
    /// Tray slot fill, chosen slot fill, slot edge, and the digit of a throw without a use.
    slot: [&'static str; 4],
    /// Marks' stroke widths are multiplied by this.
    line: f64,
}

pub(super) const CLASSIC: Palette = Palette {
    wood: "#a8743f",
    felt: "#ecdcb9",
    cell: "#f6ecd6",
    edge: ("#cfb68a", 1.0),
    flow: "rgba(140,100,55,0.28)",
    turn: "rgba(140,100,55,0.28)",
    ink: "#b99c74",
    caption: "#d8c7a5",
    pieces: [["#fffaf0", "#e6d9bf", "#b9a887", "#6b4f2c"], ["#6e5446", "#2e221c", "#17100c", "#f3dfb4"]],
    outline: ("rgba(0,0,0,0.3)", 0.8),
    star: GOLD,
    last: "rgba(120,90,50,0.75)",
    slot: ["#f7efdd", "#fff3cf", "#cfb68a", "#b3a58c"],
    line: 1.0,
};

/// High contrast: white squares with black edges on a black frame, yellow South and blue North
/// pieces outlined in black, white text.
pub(super) const CONTRAST: Palette = Palette {
    wood: "#000",
    felt: "#000",
    cell: "#fff",
    edge: ("#000", 2.0),
    flow: "#000",
    turn: "#fff",
    ink: "#fff",
    caption: "#fff",
    pieces: [["#ffe45c", "#ffcc00", "#8a6d00", "#000"], ["#3b6cff", "#0a2fd6", "#000a40", "#fff"]],
    outline: ("#000", 2.2),
    star: "#ff2e88",
    last: "#000",
    slot: ["#fff", "#ffe45c", "#000", "#707070"],
    line: 1.6,
};

pub(super) fn palette(theme: Theme) -> &'static Palette {
    theme.pick(&CLASSIC, &CONTRAST)
}

/// Strokes the current path twice, wide and dark under narrow and light: a mark that shows on
/// light squares and dark pieces alike.
pub(super) fn double_stroke(p: &Painter, dark: &str, light: &str, width: f64) {
    p.stroke(dark, width + 3.0);
    p.stroke(light, width);
}

/// Slots in one row of the tray: six at full width, so seven throws and the button wrap onto
/// a second row; past twelve slots the two rows narrow.
pub(super) fn per_row(slots: usize) -> usize {
    slots.div_ceil(2).max(6)
}

/// Height of a row of the tray, in cells.
pub(super) const TRAY_ROW: f64 = 1.3;

pub(super) struct Geometry {
    pub(super) x: f64,
    pub(super) y: f64,
    pub(super) cell: f64,
    /// Size of the coordinates and of the tray's caption, in CSS pixels.
    pub(super) small: f64,
    /// Width of the board's wooden frame.
    pub(super) pad: f64,
    /// Top of the tray of throws.
    pub(super) tray_y: f64,
    pub(super) flip: bool,
}

impl Geometry {
    pub(super) fn of(frame: Frame) -> Geometry {
        let margin = (frame.width * 0.05).max(14.0);
        let room = frame.height - 2.0 * margin;
        let mut cell = ((frame.width - 2.0 * margin) / 9.4).min(room / 8.3);
        // Text has a floor in pixels, so on a small canvas what is under the board takes a
        // larger share of the height: shrink the cells until everything fits. The tray keeps
        // room for two rows, so the board stays put when the throws wrap.
        for _ in 0..3 {
            let total = Self::below(cell) + (4.16 + 2.0 * TRAY_ROW + 0.1) * cell;
            if total <= room {
                break;
            }
            cell *= room / total;
        }
        let pad = cell * 0.16;
        let total = pad + 4.0 * cell + Self::below(cell) + (2.0 * TRAY_ROW + 0.1) * cell;
        let y = (frame.height - total) / 2.0 + pad;
        let tray_y = y + 4.0 * cell + Self::below(cell);
        let x = (frame.width - 9.0 * cell) / 2.0;
        Geometry { x, y, cell, small: text_px(cell * 0.2), pad, tray_y, flip: frame.flip }
    }

    /// Height between the board's lower edge and the tray: the frame, the file letters, a gap
    /// and two lines of caption.
    pub(super) fn below(cell: f64) -> f64 {
        let small = text_px(cell * 0.2);
        cell * 0.16 + small * 1.3 + small * 0.4 + small * 2.5 + cell * 0.1
    }

    /// Centre of line `i` of a caption of `n` lines above the tray.
    pub(super) fn caption_line(&self, i: usize, n: usize) -> f64 {
        self.tray_y - self.cell * 0.1 - (n - i) as f64 * self.small * 1.25 + self.small * 0.625
    }

    pub(super) fn centre(&self, sq: Square) -> (f64, f64) {
        let (col, row) = on_screen(sq, self.flip);
        (self.x + (col as f64 + 0.5) * self.cell, self.y + (row as f64 + 0.5) * self.cell)
    }

    pub(super) fn square_at(&self, px: f64, py: f64) -> Option<Square> {
        let col = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        if !(0.0..9.0).contains(&col) || !(0.0..4.0).contains(&row) {
            return None;
        }
        Some(at_screen(col as u8, row as u8, self.flip))
    }

    /// Distance between tray slots when the tray holds `slots` of them.
    pub(super) fn pitch(&self, slots: usize) -> f64 {
        9.0 * self.cell / per_row(slots) as f64
    }

    /// Half the width of a slot's box.
    pub(super) fn slot_half(&self, slots: usize) -> f64 {
        self.pitch(slots) * 0.45
    }

    /// Tray slot `i` of `slots`: its centre. Throws first, then the Throw or Pass button.
    pub(super) fn slot(&self, i: usize, slots: usize) -> (f64, f64) {
        let n = per_row(slots);
        let row = (i / n) as f64;
        (
            self.x + ((i % n) as f64 + 0.5) * self.pitch(slots),
            self.tray_y + self.cell * (0.7 + TRAY_ROW * row),
        )
    }

    /// Left and right ends of the board's frame, between which captions stay.
    pub(super) fn span(&self) -> (f64, f64) {
        (self.x - self.pad, self.x + 9.0 * self.cell + self.pad)
    }

    pub(super) fn slot_at(&self, px: f64, py: f64, slots: usize) -> Option<usize> {
        let row = ((py - self.tray_y) / (self.cell * TRAY_ROW)).floor();
        let col = ((px - self.x) / self.pitch(slots)).floor();
        let n = per_row(slots);
        if !(0.0..2.0).contains(&row) || !(0.0..n as f64).contains(&col) {
            return None;
        }
        Some(row as usize * n + col as usize).filter(|&i| i < slots)
    }
}

impl TabView {
    /// The "Throw" button: in the tray, after the throws collected so far.
    pub(super) fn throw_button(geo: &Geometry, g: &Tab) -> (f64, f64) {
        geo.slot(g.throws.total() as usize, slots(g))
    }

    pub(super) fn draw_board(&self, p: &Painter, geo: &Geometry, pal: &Palette) {
        let c = geo.cell;
        let pad = c * 0.16;
        // Screen directions turn with the board.
        let sx = if geo.flip { -1.0 } else { 1.0 };
        p.round_rect(geo.x - pad, geo.y - pad, 9.0 * c + 2.0 * pad, 4.0 * c + 2.0 * pad, c * 0.14);
        p.ctx.set_shadow_color("rgba(60,40,20,0.35)");
        p.ctx.set_shadow_blur(c * 0.25);
        p.ctx.set_shadow_offset_y(c * 0.05);
        p.fill(pal.wood);
        p.ctx.set_shadow_color("transparent");
        p.rect(geo.x - pad * 0.4, geo.y - pad * 0.4, 9.0 * c + pad * 0.8, 4.0 * c + pad * 0.8, pal.felt);
        for sq in 0..SQUARES as u8 {
            let (cx, cy) = geo.centre(sq);
            p.round_rect(cx - c * 0.46, cy - c * 0.46, c * 0.92, c * 0.92, c * 0.08);
            p.fill(pal.cell);
            p.stroke(pal.edge.0, pal.edge.1);
            // Rules §1.1: ranks 1 and 3 flow east, ranks 2 and 4 west, for both sides.
            let east = (sq / FILES).is_multiple_of(2);
            let dx = if east { sx } else { -sx };
            p.arrow_head(cx + dx * c * 0.3, cy + c * 0.33, dx, 0.0, c * 0.11, pal.flow);
        }
        // The turns at the ends of the ranks: 1→2 and 3→2 at file i, 2→3 at file a.
        let turn = |p: &Painter, a: Square, b: Square| {
            let ((ax, ay), (bx, by)) = (geo.centre(a), geo.centre(b));
            let side = if a.is_multiple_of(FILES) { -sx } else { sx };
            let x = ax + side * c * 0.62;
            p.line(&[(ax + side * c * 0.47, ay), (x, ay), (x, by), (bx + side * c * 0.47, by)]);
            p.stroke(pal.turn, 2.0 * pal.line);
            p.arrow_head(bx + side * c * 0.5, by, -side, 0.0, c * 0.1, pal.turn);
        };
        let sq = |name: &str| parse_square(name).unwrap_or(0);
        turn(p, sq("i1"), sq("i2"));
        turn(p, sq("a2"), sq("a3"));
        turn(p, sq("i3"), sq("i2"));
        // Letters under the frame, numbers left of it, never on the wood; they follow the
        // squares when the board is turned.
        let font = paint::font(600, geo.small);
        for f in 0..FILES {
            let (x, _) = geo.centre(f);
            let y = geo.y + 4.0 * c + pad + geo.small * 0.65;
            p.text(&((b'a' + f) as char).to_string(), x, y, &font, pal.ink, "center");
        }
        for r in 0..4u8 {
            let (_, y) = geo.centre(r * FILES);
            p.text(&(r + 1).to_string(), geo.x - pad * 2.1, y, &font, pal.ink, "center");
        }
    }

    /// A unit as a tower of discs; each disc shows its piece's flags: a hollow centre while
    /// it has never moved, a star once it has been in row 4.
    pub(super) fn draw_stack(&self, p: &Painter, geo: &Geometry, pal: &Palette, sq: Square, stack: &Stack, alpha: f64) {
        let Some(owner) = stack.owner() else { return };
        let h = stack.height();
        let c = geo.cell;
        let (cx, cy) = geo.centre(sq);
        let rx = c * 0.3;
        let ry = rx * 0.55;
        let band = (c * 0.4 / h as f64).min(c * 0.1);
        let base = cy + c * 0.1;
        let [hi, lo, side, mark] = pal.pieces[owner];
        p.ctx.set_global_alpha(alpha);
        for (i, piece) in stack.pieces().enumerate() {
            let y = base - i as f64 * band;
            p.ellipse(cx, y + band * 0.6, rx, ry);
            p.fill(side);
            p.stroke(pal.outline.0, pal.outline.1);
            p.ctx.fill_rect(cx - rx, y, 2.0 * rx, band * 0.6);
            p.ellipse(cx, y, rx, ry);
            p.fill_lit(cx, y, rx, hi, lo);
            p.stroke(pal.outline.0, pal.outline.1);
            let top = i + 1 == h;
            if piece.unmoved && top {
                p.ellipse(cx, y, rx * 0.45, ry * 0.45);
                p.stroke(mark, 1.6 * pal.line);
            }
            if piece.row4 {
                // A star on the disc's rim (on the face for the top piece).
                let (sx, sy) = if top { (cx + rx * 0.45, y) } else { (cx + rx * 0.75, y + band * 0.3) };
                star(p, sx, sy, c * 0.06 * pal.line, pal.star);
            }
        }
        p.ctx.set_global_alpha(1.0);
        if h >= 2 && stack.any_unmoved() {
            // The bottom piece never moved: the whole stack waits for a 1 (rules T3).
            p.ellipse(cx, base + band * 0.3, rx * 1.1, ry * 1.1);
            p.stroke(mark, pal.line);
        }
    }

    /// A stack's height on a badge in its square's upper right corner, large enough for its
    /// digit; a light rim sets it off where it overlaps a tall stack. Drawn over the marks, so
    /// none hides it.
    pub(super) fn draw_height(&self, p: &Painter, geo: &Geometry, pal: &Palette, sq: Square, stack: &Stack) {
        if stack.height() < 2 {
            return;
        }
        let c = geo.cell;
        let (cx, cy) = geo.centre(sq);
        let font = paint::font(700, c * 0.14);
        let r = (c * 0.11).max(text_px(c * 0.14) * 0.68);
        let (bx, by) = (cx + (c * 0.34).min(c * 0.47 - r), cy - (c * 0.32).min(c * 0.47 - r));
        p.circle(bx, by, r);
        p.fill("rgba(40,28,16,0.94)");
        p.stroke("rgba(255,248,234,0.8)", pal.line);
        p.text(&stack.height().to_string(), bx, by + 0.5, &font, "#fff8ea", "center");
    }

    /// Four coins showing `value` (heads gold, tails dark) around (x, y).
    pub(super) fn draw_coins(&self, p: &Painter, x: f64, y: f64, r: f64, value: u8, drop: f64) {
        let heads = heads_of_value(value);
        for i in 0..COINS {
            let cx = x + (i as f64 - 1.5) * r * 2.3;
            let lift = drop * (1.0 + 0.3 * i as f64) * r * 6.0;
            let spin = if drop > 0.0 { sin(drop * 12.0 + i as f64).abs().max(0.15) } else { 1.0 };
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

    pub(super) fn draw_tray(
        &self,
        p: &Painter,
        geo: &Geometry,
        pal: &Palette,
        m: &SessionMatch<Tab>,
        live: bool,
    ) {
        let (g, last) = (m.state(), m.last_action());
        let over = ludus_engine::session::Session::outcome(m).is_some();
        let c = geo.cell;
        let font = paint::font(600, geo.small);
        // A 2 or 3 that left the thrower in a throwing phase: the throws had no use (rules T15).
        let wasted = g.phase == Phase::Throwing
            && g.throws.is_empty()
            && last.is_some_and(|t| t == "throw 2" || t == "throw 3");
        let label = match g.phase {
            // Over (a resignation in the opening too): the panel says how it ended, and the
            // tray no longer says what comes next.
            _ if over => String::new(),
            _ if wasted => tf(
                "tab-tray-wasted",
                &[("seat", seat_name(g, 1 - g.to_move).into()), ("next", seat_name(g, g.to_move).into())],
            ),
            Phase::Opening => t("tab-tray-opening"),
            Phase::Throwing => tf("tab-tray-throwing", &[("seat", seat_name(g, g.to_move).into())]),
            _ => tf("tab-tray-throws", &[("seat", seat_name(g, g.to_move).into())]),
        };
        // Up to two lines across the board's width (long captions on a phone).
        let mut lines = p.wrap(&label, &font, 9.0 * c);
        lines.truncate(2);
        for (i, line) in lines.iter().enumerate() {
            p.text(line, geo.x, geo.caption_line(i, lines.len()), &font, pal.caption, "left");
        }
        let usable = legal(g);
        let half = geo.slot_half(slots(g));
        for (i, v) in g.throws.each().enumerate() {
            let (x, y) = geo.slot(i, slots(g));
            p.round_rect(x - half, y - c * 0.55, 2.0 * half, c * 1.1, c * 0.14);
            let selected = self.throw == Some(v) && g.throws.each().position(|t| t == v) == Some(i);
            p.fill(pal.slot[usize::from(selected)]);
            if selected {
                double_stroke(p, "#5a3a00", GOLD, 3.0 * pal.line);
            } else {
                p.stroke(pal.slot[2], 1.2 * pal.line);
            }
            self.draw_coins(p, x, y - c * 0.2, c * 0.12, v, 0.0);
            let has_use = usable.iter().any(|(m, _)| m.value == v);
            let vfont = paint::font(700, c * 0.32);
            let colour = if has_use || !live { "#1e140a" } else { pal.slot[3] };
            p.text(&v.to_string(), x, y + c * 0.27, &vfont, colour, "center");
        }
        if live && can_pass(g) {
            let (x, y) = geo.slot(g.throws.total() as usize, slots(g));
            p.round_rect(x - half, y - c * 0.4, 2.0 * half, c * 0.8, c * 0.14);
            p.fill("#f8e6e6");
            p.stroke(CAPTURE, 1.5 * pal.line);
            p.text(&t("tab-button-pass"), x, y, &paint::font(700, c * 0.24), "#a52a1f", "center");
        }
    }

    /// The "Throw" button in the tray.
    pub(super) fn draw_throw_button(&self, p: &Painter, geo: &Geometry, pal: &Palette, g: &Tab) {
        let (x, y) = Self::throw_button(geo, g);
        let (c, half) = (geo.cell, geo.slot_half(slots(g)));
        p.round_rect(x - half, y - c * 0.45, 2.0 * half, c * 0.9, c * 0.16);
        p.fill(GOLD);
        p.stroke("#2a1c0e", pal.line);
        p.text(&t("tab-button-throw"), x, y, &paint::font(700, c * 0.26), "#2a1c0e", "center");
    }

    /// The last throw-move: dashed rings on its squares.
    pub(super) fn draw_last_move(&self, p: &Painter, geo: &Geometry, pal: &Palette, m: &SessionMatch<Tab>) {
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(Action::Move(mv)) = prev.parse_action(&last) else { return };
        let c = geo.cell;
        for sq in [mv.from, mv.to] {
            let (x, y) = geo.centre(sq);
            p.dash(&[5.0, 4.0]);
            p.round_rect(x - c * 0.43, y - c * 0.43, c * 0.86, c * 0.86, 6.0);
            p.stroke(pal.last, 2.0 * pal.line);
            p.dash(&[]);
        }
    }

    /// The choice being made: a frame on the piece, and on the destination with a tick.
    pub(super) fn draw_choice(&self, p: &Painter, geo: &Geometry, pal: &Palette, chosen: Option<(ThrowMove, Effect)>) {
        let c = geo.cell;
        if let Some(f) = self.from {
            let (x, y) = geo.centre(f);
            p.round_rect(x - c * 0.46, y - c * 0.46, c * 0.92, c * 0.92, 8.0);
            double_stroke(p, "#4a2f00", GOLD, 3.0 * pal.line);
        }
        if let Some((mv, e)) = chosen {
            let (x, y) = geo.centre(mv.to);
            p.round_rect(x - c * 0.48, y - c * 0.48, c * 0.96, c * 0.96, 8.0);
            double_stroke(p, "#111", if e.captures { "#ff5a4a" } else { "#5fd89d" }, 3.0 * pal.line);
            // A tick on a disc in the upper left corner (the upper right holds a stack's
            // height).
            let font = paint::font(700, c * 0.16);
            let r = (c * 0.1).max(text_px(c * 0.16) * 0.68);
            let (tx, ty) = (x - (c * 0.34).min(c * 0.47 - r), y - (c * 0.32).min(c * 0.47 - r));
            p.circle(tx, ty, r);
            p.fill(HINT);
            p.stroke("#fff", pal.line);
            p.text("✓", tx, ty + 0.5, &font, "#fff", "center");
        }
    }

    /// Captions over the choice, drawn last so no mark hides their words: what the landing
    /// does, and which part of a stack moves.
    pub(super) fn draw_captions(&self, p: &Painter, geo: &Geometry, g: &Tab, chosen: Option<(ThrowMove, Effect)>) {
        let c = geo.cell;
        if let Some((mv, e)) = chosen {
            let (x, y) = geo.centre(mv.to);
            let words = effect_words(&e);
            if !words.is_empty() {
                // A caption on the square's lower edge, wider than the square if need be.
                let font = paint::font(700, c * 0.15);
                let fill = if e.captures { CAPTURE } else { "rgba(40,80,60,0.95)" };
                let at = (x, y + c * 0.46 - text_px(c * 0.15) * 0.2);
                p.label(&words.join(", "), at, &font, "#fff", fill, c, geo.span());
            }
        }
        if let Some(f) = self.from.filter(|_| self.split_possible(g)) {
            // Which part of the stack moves (rules §4.2), in a caption over the square's upper
            // edge, wider than the square if need be, above the other marks.
            let (x, y) = geo.centre(f);
            let font = paint::font(700, c * 0.15);
            let at = (x, y - c * 0.5 - text_px(c * 0.15) * 0.2);
            let part = if self.split { t("tab-top-piece") } else { t("tab-whole-stack") };
            p.label(&part, at, &font, "#3d2700", "#f6d98a", 0.0, geo.span());
        }
    }

    /// The keyboard cursor: a dashed black-and-white frame round its square or tray slot (the
    /// Throw button while a throw is due).
    pub(super) fn draw_cursor(&self, p: &Painter, geo: &Geometry, pal: &Palette, g: &Tab, throw_due: bool) {
        let c = geo.cell;
        let half = geo.slot_half(slots(g)) + 3.0;
        let (x, y, w, h) = match self.cursor {
            _ if throw_due => {
                let (x, y) = Self::throw_button(geo, g);
                (x, y, half, c * 0.45 + 3.0)
            }
            Place::Square(sq) => {
                let (x, y) = geo.centre(sq);
                (x, y, c * 0.5, c * 0.5)
            }
            Place::Slot(i) => {
                let (x, y) = geo.slot(i.min(Self::tray_places(g) - 1), slots(g));
                (x, y, half, c * 0.55 + 3.0)
            }
        };
        p.round_rect(x - w, y - h, 2.0 * w, 2.0 * h, 8.0);
        p.stroke("#000", 4.0 * pal.line);
        p.dash(&[6.0, 4.0]);
        p.stroke("#fff", 2.0 * pal.line);
        p.dash(&[]);
    }

    /// The coins of the last throw falling onto the board.
    pub(super) fn draw_landing(&self, p: &Painter, geo: &Geometry) {
        let Some((start, value)) = self.coins.get() else { return };
        let t = paint::clamp((now() - start) / COIN_MS, 0.0, 1.0);
        if t >= 1.0 {
            return;
        }
        let drop = (1.0 - t) * (1.0 - t);
        let (x, y) = (geo.x + 4.5 * geo.cell, geo.y + 2.0 * geo.cell);
        let c = geo.cell;
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
    }

    pub(super) fn paint(&self, p: &Painter, frame: Frame, m: &SessionMatch<Tab>, interactive: bool) {
        self.flipped.set(frame.flip);
        let g = m.state();
        let geo = Geometry::of(frame);
        let pal = palette(frame.theme);
        // A new throw since the last frame starts the coins falling (the app plays chance
        // actions itself, so the view learns of them here).
        let played = m.history_len();
        if played != self.seen.get() {
            if played > self.seen.get() {
                if let Some(v) = m.last_action().and_then(|t| t.strip_prefix("throw ")) {
                    self.coins.set(v.parse().ok().map(|v| (now(), v)));
                }
            }
            self.seen.set(played);
        }
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        self.draw_board(p, &geo, pal);
        self.draw_last_move(p, &geo, pal, m);

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
                self.draw_stack(p, &geo, pal, sq, &g.board[sq as usize], 0.3);
            }
            self.draw_stack(p, &geo, pal, sq, &board[sq as usize], 1.0);
        }
        if human && frame.marks {
            // Legal-move marks: a dark ring round a light one, seen on squares and pieces alike.
            for (_, x, y) in self.hints(frame, m) {
                if y < geo.tray_y {
                    p.circle(x, y, geo.cell * 0.4);
                    double_stroke(p, "#123d2b", "#bdf5d8", 2.0 * pal.line);
                }
            }
        }
        if human {
            self.draw_choice(p, &geo, pal, chosen);
        }
        for sq in 0..SQUARES as u8 {
            self.draw_height(p, &geo, pal, sq, &board[sq as usize]);
        }
        self.draw_tray(p, &geo, pal, m, human);
        let throw_due = interactive && Self::must_throw(m);
        if throw_due {
            self.draw_throw_button(p, &geo, pal, g);
        }
        if frame.focused && (human || throw_due) {
            self.draw_cursor(p, &geo, pal, g, throw_due);
        }
        if human {
            self.draw_captions(p, &geo, g, chosen);
        }
        self.draw_landing(p, &geo);
    }
}

pub(super) fn star(p: &Painter, x: f64, y: f64, r: f64, colour: &str) {
    let c = &p.ctx;
    c.begin_path();
    for i in 0..10 {
        let a = std::f64::consts::PI * (i as f64) / 5.0 - std::f64::consts::FRAC_PI_2;
        let rr = if i % 2 == 0 { r } else { r * 0.45 };
        let (px, py) = (x + rr * cos(a), y + rr * sin(a));
        if i == 0 {
            c.move_to(px, py);
        } else {
            c.line_to(px, py);
        }
    }
    c.close_path();
    p.fill(colour);
    p.stroke("rgba(60,40,0,0.8)", 0.8);
}
