//! Abalone's picture: the wooden board, its cups, rim letters and trays pre-drawn as sprites
//! (rules §1.1), the marbles, the last move, the move just played in motion, and the marks of
//! what a press can do (the selection, the targets and arrows, a move's ghosts). It only draws:
//! what a press does is `input.rs`'s.

use super::*;
use super::hex::HexLayout;
use crate::dom;
use crate::paint::{self, atan2, cos, sin, Layer};
use ludus_engine::core::Outcome;
use ludus_engine::session::Session;
use ludus_engine::games::abalone::board::{row_diag, BLUE, EMPTY, OFF};
use std::f64::consts::PI;

/// Board width in cell widths, including the frame and a margin for the trays.
pub(super) const SPAN: f64 = 11.7;
/// Circumradius of the wooden frame and of the inset playing field, in cell widths.
pub(super) const FRAME_R: f64 = 5.55;
pub(super) const FIELD_R: f64 = 4.72;
/// Marble radii on the board and in the trays, in cell widths.
pub(super) const MARBLE: f64 = 0.42;
pub(super) const TRAY_MARBLE: f64 = 0.29;
pub(super) const MOVE_MS: f64 = 350.0;
/// An ejection takes longer: the marble leaves the rim, then drops into its tray.
pub(super) const EJECT_MS: f64 = 520.0;

/// The colours of a theme: the selection, a move's target by what it does, the rim's names,
/// the last move, and the marbles that can move.
pub(super) struct Palette {
    gold: &'static str,
    target: &'static str,
    push: &'static str,
    eject: &'static str,
    label: &'static str,
    last: &'static str,
    movable: &'static str,
}

pub(super) const CLASSIC: Palette = Palette {
    gold: "#f2b632",
    target: "#79e0a4",
    push: "#ffa24a",
    eject: "#ff5f4f",
    label: "rgba(244,226,190,0.82)",
    last: "rgba(255,236,196,0.55)",
    movable: "rgba(121,224,164,0.75)",
};

/// Saturated marks and white names on a black and grey board, for low vision.
pub(super) const CONTRAST: Palette = Palette {
    gold: "#ffd400",
    target: "#00ff6a",
    push: "#ff9d00",
    eject: "#ff2d2d",
    label: "#ffffff",
    last: "#ffffff",
    movable: "#00ff6a",
};

/// Offscreen pictures that are costly to draw (gradients, blurred shadows) and never change
/// for a canvas size: redrawing them on every animation frame would take far too long.
pub(super) struct Sprites {
    /// Canvas size, pixel ratio, turn, theme and seats they were drawn for.
    pub(super) key: SpriteKey,
    pub(super) board: (Layer, Painter),
    /// A marble of each seat's colour, Black first.
    pub(super) marbles: Vec<(Layer, Painter)>,
}

pub(super) type SpriteKey = (f64, f64, f64, bool, Theme, usize);

/// The sprites are drawn in parts, one task each when a game opens: the browser rasterises a
/// task's canvas drawing at its end, and all of it in one task passed 50 ms on a busy machine.
pub(super) const PARTS: u8 = 3;

impl Sprites {
    pub(super) fn new(frame: Frame, geo: &Geometry, dpr: f64) -> Option<Sprites> {
        let sprites = Sprites::blank(frame, geo, dpr)?;
        for part in 0..PARTS {
            sprites.draw(geo, part);
        }
        Some(sprites)
    }

    pub(super) fn blank(frame: Frame, geo: &Geometry, dpr: f64) -> Option<Sprites> {
        let side = geo.w * MARBLE * 2.6;
        let marbles = (0..geo.seats).map(|_| Layer::new(side, side, dpr)).collect::<Option<_>>()?;
        Some(Sprites { key: sprite_key(frame, geo.seats), board: Layer::new(frame.width, frame.height, dpr)?, marbles })
    }

    /// Part `part` of the pictures: the frame, then the field and grooves, then the rim's
    /// letters and the marbles.
    pub(super) fn draw(&self, geo: &Geometry, part: u8) {
        let p = &self.board.1;
        match part {
            0 => AbaloneView::draw_frame(p, geo),
            1 => {
                if !geo.contrast {
                    AbaloneView::draw_field(p, geo);
                }
                for seat in 0..geo.seats {
                    AbaloneView::draw_groove(p, geo, seat, false);
                }
            }
            _ => {
                AbaloneView::draw_labels(p, geo);
                let radius = geo.w * MARBLE;
                for (seat, (_, m)) in self.marbles.iter().enumerate() {
                    let c = radius * 1.3;
                    marble(m, (c, c), radius, seat_colour(seat), geo.contrast);
                }
            }
        }
    }

    pub(super) fn marble(&self, p: &Painter, (x, y): Pt, r: f64, colour: u8) {
        let Some((sprite, _)) = self.marbles.get(usize::from(colour.wrapping_sub(BLACK))) else { return };
        let half = 1.3 * r;
        p.blit(sprite, x - half, y - half, 2.0 * half, 2.0 * half);
    }
}

/// Builds `sprites` from part `part` on, a task per part (`PARTS`), then lets the board be
/// drawn. Should the layers fail, the next draw builds them itself.
pub(super) fn warm(sprites: Rc<RefCell<Option<Sprites>>>, warming: Rc<Cell<bool>>, frame: Frame, seats: usize, part: u8) {
    dom::later(0, move || {
        let geo = Geometry::of(frame).seated(seats);
        if part == 0 {
            *sprites.borrow_mut() = Sprites::blank(frame, &geo, frame.dpr);
        }
        let built = sprites.borrow().as_ref().map(|s| s.draw(&geo, part)).is_some();
        if built && part + 1 < PARTS {
            warm(sprites, warming, frame, seats, part + 1);
        } else {
            warming.set(false);
        }
    });
}

pub(super) type Pt = (f64, f64);

pub(super) fn sprite_key(frame: Frame, seats: usize) -> SpriteKey {
    (frame.width, frame.height, frame.dpr, frame.flip, frame.theme, seats)
}

/// Where each seat's tray lies, by the number of seats: the angle (degrees, counter-clockwise
/// from east) of the frame edge it runs along, near the seat's marbles at the start. Two: Black
/// lower left, White upper right; three: Black upper right (its rows are at the top), White
/// lower right, Red lower left (rules §6.2); four: each by its corner (rules §6.3).
pub(super) const TRAY_ANGLES: [&[f64]; 3] = [&[210.0, 30.0], &[30.0, 330.0, 210.0], &[210.0, 330.0, 30.0, 150.0]];

pub(super) struct Geometry {
    pub(super) cx: f64,
    pub(super) cy: f64,
    /// Distance between neighbouring cell centres.
    pub(super) w: f64,
    pub(super) hex: HexLayout,
    pub(super) contrast: bool,
    pub(super) pal: &'static Palette,
    /// Seats of the game drawn (2–4): one tray each.
    pub(super) seats: usize,
}

impl Geometry {
    pub(super) fn of(frame: Frame) -> Geometry {
        let side = frame.width.min(frame.height);
        let (cx, cy, w) = (frame.width / 2.0, frame.height / 2.0, side / SPAN);
        let hex = HexLayout { cx, cy, w, flip: frame.flip };
        let contrast = frame.theme == Theme::Contrast;
        Geometry { cx, cy, w, hex, contrast, pal: if contrast { &CONTRAST } else { &CLASSIC }, seats: 2 }
    }

    /// The same for a game of `seats` seats.
    pub(super) fn seated(mut self, seats: usize) -> Geometry {
        // One tray per seat, for the 2–4 seats of TRAY_ANGLES.
        self.seats = if seats > 3 { 4 } else { seats.max(2) };
        self
    }

    /// Centre of a row/diagonal pair; also works for the off-board ring around the hexagon.
    pub(super) fn at_rd(&self, r: f64, d: f64) -> Pt {
        self.hex.at(r, d)
    }

    pub(super) fn centre(&self, p: Pad) -> Pt {
        let (r, d) = row_diag(p);
        self.at_rd(r as f64, d as f64)
    }

    /// A unit step in direction `d`, in pixels.
    pub(super) fn dir_vec(&self, d: usize) -> Pt {
        let (a, b) = (self.centre(CENTRE), self.centre(step(CENTRE, d)));
        (b.0 - a.0, b.1 - a.1)
    }

    pub(super) fn cell_at(&self, x: f64, y: f64) -> Option<Pad> {
        self.hex.cell_at(x, y, 0.5 * self.w).map(|c| CELL_TO_PAD[c as usize])
    }

    /// The point at `k` cell widths from the centre at `deg` degrees (counter-clockwise from
    /// east), for the hexagonal frame whose corners point at E1 and E9.
    pub(super) fn polar(&self, k: f64, deg: f64) -> Pt {
        let a = deg * PI / 180.0;
        (self.cx + k * self.w * cos(a), self.cy - k * self.w * sin(a))
    }

    /// Centre and direction of the tray holding the marbles `seat` has ejected: Black's below
    /// left, White's above right (the other way round on a turned board), each along the frame
    /// edge nearest its corner.
    pub(super) fn tray(&self, seat: usize) -> (Pt, Pt) {
        let normal = self.tray_normal(seat);
        // Along the edge, pointing away from the left or right corner (E1, E9) toward the
        // board's top or bottom, where the tray starts filling and its label stands.
        let along = if normal.1 * normal.0 < 0.0 { (normal.1, -normal.0) } else { (-normal.1, normal.0) };
        let (n, s) = (5.6, 0.95);
        let c = (
            self.cx + (normal.0 * n + along.0 * s) * self.w,
            self.cy + (normal.1 * n + along.1 * s) * self.w,
        );
        (c, along)
    }

    /// The outward direction (in pixels, y down) of the frame edge `seat`'s tray runs along.
    pub(super) fn tray_normal(&self, seat: usize) -> Pt {
        let angles = TRAY_ANGLES[self.seats - 2];
        let turn = if self.hex.flip { 180.0 } else { 0.0 };
        let a = (angles[seat.min(angles.len() - 1)] + turn) * PI / 180.0;
        (cos(a), -sin(a))
    }

    /// Slot `i` of a tray, filled from the end by the board's top or bottom edge.
    pub(super) fn tray_slot(&self, seat: usize, i: usize) -> Pt {
        let (c, t) = self.tray(seat);
        let k = (2.5 - i as f64) * 0.66 * self.w;
        (c.0 + t.0 * k, c.1 + t.1 * k)
    }
}

pub(super) fn ease(t: f64) -> f64 {
    1.0 - (1.0 - crate::paint::clamp(t, 0.0, 1.0)).powi(3)
}

pub(super) fn lerp(a: Pt, b: Pt, t: f64) -> Pt {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// A hexagon path with its corners at `deg0`, `deg0 + 60`… and rounded by `round`.
pub(super) fn hexagon(p: &Painter, geo: &Geometry, k: f64, deg0: f64, round: f64) {
    let pts: Vec<Pt> = (0..6).map(|i| geo.polar(k, deg0 + 60.0 * i as f64)).collect();
    let c = &p.ctx;
    c.begin_path();
    let mid = lerp(pts[5], pts[0], 0.5);
    c.move_to(mid.0, mid.1);
    for i in 0..6 {
        let (a, b) = (pts[i], pts[(i + 1) % 6]);
        let _ = c.arc_to(a.0, a.1, b.0, b.1, round);
    }
    c.close_path();
}

/// Fills the current path with a radial gradient of several stops, lit from the upper left.
pub(super) fn fill_radial(p: &Painter, (x, y): Pt, r: f64, light: Pt, stops: &[(f64, &str)]) {
    let (lx, ly) = (x + light.0 * r, y + light.1 * r);
    match p.ctx.create_radial_gradient(lx, ly, r * 0.05, x, y, r * 1.05) {
        Ok(g) => {
            for &(at, colour) in stops {
                let _ = g.add_color_stop(at as f32, colour);
            }
            p.ctx.set_fill_style_canvas_gradient(&g);
            p.ctx.fill();
        }
        Err(_) => p.fill(stops.last().map_or("#000", |s| s.1)),
    }
}

/// A marble: soft shadow, glossy body, specular highlight; in high contrast, flat black or
/// white with a thick outline of the other. Red carries a light dot and Blue a light ring
/// (rules §6.4), in both themes, so no one needs to tell the colours apart.
pub(super) fn marble(p: &Painter, (x, y): Pt, r: f64, colour: u8, contrast: bool) {
    if contrast {
        let (body, rim) = match colour {
            BLACK => ("#000", "#fff"),
            WHITE => ("#fff", "#000"),
            RED => ("#e00000", "#fff"),
            _ => ("#0050ff", "#fff"),
        };
        p.circle(x, y, r * 0.91);
        p.fill(body);
        p.stroke(rim, r * 0.18);
    } else {
        p.ellipse(x + r * 0.1, y + r * 0.2, r * 0.98, r * 0.9);
        p.fill("rgba(10,5,0,0.32)");
        p.circle(x, y, r);
        let stops: &[(f64, &str)] = match colour {
            // A faint lighter rim: the board reflected at the marble's edge.
            BLACK => &[(0.0, "#a3a3b0"), (0.16, "#4b4b55"), (0.55, "#17171c"), (0.86, "#050507"), (1.0, "#3a3640")],
            WHITE => &[(0.0, "#ffffff"), (0.35, "#f6f1e7"), (0.8, "#dcd2c0"), (1.0, "#b5a88f")],
            RED => &[(0.0, "#ffb3a8"), (0.2, "#e0452f"), (0.6, "#a3170b"), (0.9, "#5c0802"), (1.0, "#7a2a20")],
            _ => &[(0.0, "#b9d4ff"), (0.2, "#3d7fe0"), (0.6, "#15469e"), (0.9, "#0a2458"), (1.0, "#2c4270")],
        };
        fill_radial(p, (x, y), r, (-0.35, -0.42), stops);
    }
    // The marks of the third and fourth colours.
    let mark = if contrast { "#fff" } else { "rgba(255,244,230,0.92)" };
    if colour == RED {
        p.circle(x, y, r * 0.24);
        p.fill(mark);
    } else if colour == BLUE {
        p.circle(x, y, r * 0.42);
        p.stroke(mark, r * 0.16);
    }
    if !contrast {
        p.ellipse(x - r * 0.34, y - r * 0.42, r * 0.24, r * 0.15);
        p.fill(if colour == WHITE { "rgba(255,255,255,0.9)" } else { "rgba(255,255,255,0.55)" });
    }
}

impl AbaloneView {
    /// An arrow's base and tip: from the front marble (in-line) or the group's middle
    /// (broadside) towards where it goes.
    pub(super) fn arrow(geo: &Geometry, m: &Move) -> (Pt, Pt) {
        let group = m.group();
        let from = match m {
            Move::Inline { .. } => geo.centre(*group.last().unwrap_or(&group[0])),
            Move::Broadside { .. } => {
                let pts: Vec<Pt> = group.iter().map(|&c| geo.centre(c)).collect();
                let n = pts.len() as f64;
                (pts.iter().map(|p| p.0).sum::<f64>() / n, pts.iter().map(|p| p.1).sum::<f64>() / n)
            }
        };
        // A broadside arrow starts from between two marbles, so it starts further out.
        let (a, b) = if matches!(m, Move::Inline { .. }) { (0.3, 0.74) } else { (0.4, 0.84) };
        let v = geo.dir_vec(m.dir());
        ((from.0 + v.0 * a, from.1 + v.1 * a), (from.0 + v.0 * b, from.1 + v.1 * b))
    }


    /// The moving marbles of the running animation and how far along it is (0..1).
    pub(super) fn animation<'a>(&'a self, g: &Abalone) -> Option<(&'a Animation, f64)> {
        let a = self.animation.as_ref().filter(|a| a.plies == g.plies)?;
        let t = (now() - a.start) / a.ms;
        (t < 1.0).then_some((a, t.max(0.0)))
    }

    /// The board's frame (with a high contrast, the whole plain board).
    pub(super) fn draw_frame(p: &Painter, geo: &Geometry) {
        let w = geo.w;
        if geo.contrast {
            Self::draw_plain_board(p, geo);
            return;
        }
        // Frame: dark walnut with a soft drop shadow, made of faint rings ever wider: a
        // blurred canvas shadow looks much the same but took tens of milliseconds to draw.
        p.ctx.save();
        let _ = p.ctx.translate(0.0, w * 0.12);
        for i in 1..6 {
            hexagon(p, geo, FRAME_R + 0.08 * i as f64, 0.0, w * 0.45);
            p.fill("rgba(0,0,0,0.12)");
        }
        p.ctx.restore();
        hexagon(p, geo, FRAME_R, 0.0, w * 0.45);
        {
            let g = p.ctx.create_linear_gradient(
                geo.cx - 5.0 * w,
                geo.cy - 5.0 * w,
                geo.cx + 5.0 * w,
                geo.cy + 5.0 * w,
            );
            let _ = g.add_color_stop(0.0, "#7a4f2e");
            let _ = g.add_color_stop(0.5, "#5d3a20");
            let _ = g.add_color_stop(1.0, "#432714");
            p.ctx.set_fill_style_canvas_gradient(&g);
            p.ctx.fill();
        }
        hexagon(p, geo, FRAME_R - 0.08, 0.0, w * 0.4);
        p.stroke("rgba(255,220,170,0.18)", w * 0.04);
        // Grain: faint waves across the frame.
        p.ctx.save();
        hexagon(p, geo, FRAME_R, 0.0, w * 0.45);
        p.ctx.clip();
        for i in 0..26 {
            let y0 = geo.cy - 5.2 * w + i as f64 * 0.4 * w;
            let phase = sin(i as f64 * 1.7);
            p.ctx.begin_path();
            p.ctx.move_to(geo.cx - 6.0 * w, y0);
            p.ctx.bezier_curve_to(
                geo.cx - 2.0 * w,
                y0 + phase * 0.35 * w,
                geo.cx + 2.0 * w,
                y0 - phase * 0.3 * w,
                geo.cx + 6.0 * w,
                y0 + phase * 0.1 * w,
            );
            p.stroke(if i % 3 == 0 { "rgba(30,15,5,0.16)" } else { "rgba(255,210,150,0.05)" }, w * 0.05);
        }
        p.ctx.restore();
    }

    /// The playing field, sunk into the frame, and its cups.
    pub(super) fn draw_field(p: &Painter, geo: &Geometry) {
        let w = geo.w;
        hexagon(p, geo, FIELD_R, 0.0, w * 0.3);
        fill_radial(
            p,
            (geo.cx, geo.cy),
            FIELD_R * w,
            (-0.2, -0.25),
            &[(0.0, "#8c5d37"), (0.7, "#734826"), (1.0, "#5c3719")],
        );
        p.stroke("rgba(20,10,2,0.55)", w * 0.06);
        hexagon(p, geo, FIELD_R + 0.06, 0.0, w * 0.32);
        p.stroke("rgba(255,215,160,0.16)", w * 0.03);
        // Cups: hollows lit from the upper left, so their lower right wall catches the light.
        for &c in CELL_TO_PAD.iter() {
            let (x, y) = geo.centre(c);
            let r = w * 0.4;
            p.circle(x, y, r);
            fill_radial(p, (x, y), r, (0.2, 0.25), &[(0.0, "#7b5030"), (0.65, "#5a3519"), (1.0, "#361e0c")]);
            p.ctx.begin_path();
            let _ = p.ctx.arc(x, y, r, -0.1 * PI, 0.6 * PI);
            p.stroke("rgba(255,214,160,0.22)", w * 0.035);
        }
    }

    /// The high-contrast board: black frame, grey field, cups ringed in light grey.
    pub(super) fn draw_plain_board(p: &Painter, geo: &Geometry) {
        let w = geo.w;
        hexagon(p, geo, FRAME_R, 0.0, w * 0.45);
        p.fill("#000");
        hexagon(p, geo, FIELD_R, 0.0, w * 0.3);
        p.fill("#404040");
        p.stroke("#fff", w * 0.05);
        for &c in CELL_TO_PAD.iter() {
            let (x, y) = geo.centre(c);
            p.circle(x, y, w * 0.4);
            p.fill("#262626");
            p.stroke("#a0a0a0", w * 0.03);
        }
    }

    /// Rows A–I by the left end of each row, diagonals 1–9 past the lower end of each diagonal
    /// (rules §1.1); on a turned board they follow their rows, the letters staying upright.
    pub(super) fn draw_labels(p: &Painter, geo: &Geometry) {
        let font = paint::font(if geo.contrast { 800 } else { 600 }, geo.w * 0.3);
        for (name, (x, y)) in geo.hex.rim_labels() {
            p.text(&name, x, y, &font, geo.pal.label, "center");
        }
    }

    /// The groove for the marbles `seat` pushes off (part of the cached board).
    pub(super) fn draw_groove(p: &Painter, geo: &Geometry, seat: usize, won: bool) {
        let w = geo.w;
        let ((x, y), (tx, ty)) = geo.tray(seat);
        let (len, thick) = (6.0 * 0.66 * w + 0.34 * w, 0.78 * w);
        p.ctx.save();
        let _ = p.ctx.translate(x, y);
        let _ = p.ctx.rotate(atan2(ty, tx));
        p.round_rect(-len / 2.0, -thick / 2.0, len, thick, thick / 2.0);
        if won {
            p.stroke(geo.pal.gold, w * 0.08);
        } else if geo.contrast {
            p.fill("#1a1a1a");
            p.stroke("#fff", w * 0.04);
        } else {
            p.ctx.set_shadow_color("rgba(0,0,0,0.5)");
            p.ctx.set_shadow_blur(w * 0.3);
            p.ctx.set_shadow_offset_y(w * 0.06);
            p.fill("#5d3a20");
            p.ctx.set_shadow_color("transparent");
            let inset = 0.1 * w;
            p.round_rect(
                -len / 2.0 + inset,
                -thick / 2.0 + inset,
                len - 2.0 * inset,
                thick - 2.0 * inset,
                thick / 2.0,
            );
            p.fill("#3a2110");
            p.stroke("rgba(255,214,160,0.18)", w * 0.03);
        }
        p.ctx.restore();
        if !won {
            for i in 0..WIN_EJECTIONS as usize {
                let (sx, sy) = geo.tray_slot(seat, i);
                p.circle(sx, sy, w * 0.12);
                p.fill("rgba(0,0,0,0.35)");
            }
        }
    }

    /// The marbles `seat` has pushed off, `shown` of them, and the count. With two, they are
    /// the opponent's colour; with more, of either opponent (the count is all the rules keep,
    /// rules §6.2), so they are drawn in the pusher's own colour: its score.
    pub(super) fn draw_tray(p: &Painter, geo: &Geometry, sprites: &Sprites, seat: usize, shown: u8, won: bool) {
        let w = geo.w;
        if won {
            Self::draw_groove(p, geo, seat, true);
        }
        let pushed_off = seat_colour(if geo.seats == 2 { 1 - seat } else { seat });
        for i in 0..(shown as usize).min(WIN_EJECTIONS as usize) {
            sprites.marble(p, geo.tray_slot(seat, i), w * TRAY_MARBLE, pushed_off);
        }
        // Whose tray and how full, beside the groove's outer end, along the board's top or
        // bottom edge, on the tray's side.
        let font = paint::font(if geo.contrast { 800 } else { 700 }, w * 0.28);
        let colour = if won { geo.pal.gold } else { geo.pal.label };
        let args = [("n", shown.into()), ("total", WIN_EJECTIONS.into())];
        let label = match seat {
            0 => tf("abalone-tray-black", &args),
            1 => tf("abalone-tray-white", &args),
            2 => tf("abalone-tray-red", &args),
            _ => tf("abalone-tray-blue", &args),
        };
        let (nx, ny) = geo.tray_normal(seat);
        let (x, align) = if nx > 0.0 { (geo.cx + 2.8 * w, "right") } else { (geo.cx - 2.8 * w, "left") };
        let y = if ny > 0.0 { geo.cy + 5.35 * w } else { geo.cy - 5.35 * w };
        p.text(&label, x, y, &font, colour, align);
    }

    pub(super) fn ring(p: &Painter, geo: &Geometry, c: Pt, k: f64, colour: &str, width: f64) {
        p.circle(c.0, c.1, geo.w * k);
        p.stroke(colour, width);
    }

    /// A mark for a place that can be pressed: seen on every marble and cup (a dark ring under
    /// the colour), thicker in high contrast.
    pub(super) fn mark(p: &Painter, geo: &Geometry, c: Pt, k: f64, colour: &str, width: f64) {
        let width = if geo.contrast { width * 1.5 } else { width };
        hex::mark_ring(p, c, geo.w * k, colour, width);
    }

    pub(super) fn draw_arrow(p: &Painter, geo: &Geometry, (a, b): (Pt, Pt), colour: &str) {
        let dark = if geo.contrast { "#000" } else { "rgba(20,10,0,0.55)" };
        p.line(&[a, lerp(a, b, 0.7)]);
        p.ctx.set_line_cap("round");
        p.stroke(dark, geo.w * 0.18);
        p.line(&[a, lerp(a, b, 0.7)]);
        p.stroke(colour, geo.w * 0.09);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let hx = (b.0 - dx * 0.12, b.1 - dy * 0.12);
        p.arrow_head(hx.0, hx.1, dx, dy, geo.w * 0.38, dark);
        p.arrow_head(hx.0, hx.1, dx, dy, geo.w * 0.28, colour);
    }

    /// A numbered disc on choice `n` (1, 2) of several moves, on the cell that picks it.
    pub(super) fn draw_badge(p: &Painter, geo: &Geometry, at: Pt, n: usize, colour: &str) {
        let (x, y) = (at.0 + geo.w * 0.3, at.1 - geo.w * 0.3);
        p.circle(x, y, geo.w * 0.21);
        p.fill("#000");
        p.stroke(colour, geo.w * 0.05);
        p.text(&n.to_string(), x, y + 0.5, &paint::font(800, geo.w * 0.28), "#fff", "center");
    }

    /// Where a move would put the marbles it shifts: their ghosts, its arrow, and its number
    /// when it is one of several choices.
    pub(super) fn draw_ghost(
        p: &Painter,
        geo: &Geometry,
        sprites: &Sprites,
        g: &Abalone,
        m: &Move,
        badge: Option<(usize, Pad)>,
    ) {
        p.ctx.set_global_alpha(0.75);
        for (_, to, colour) in shifts(g, m) {
            if on_board(to) {
                sprites.marble(p, geo.centre(to), geo.w * MARBLE, colour);
            }
        }
        p.ctx.set_global_alpha(1.0);
        let colour = Self::move_colour(geo, g, m);
        Self::draw_arrow(p, geo, Self::arrow(geo, m), colour);
        if let Some((n, cell)) = badge {
            Self::draw_badge(p, geo, geo.centre(cell), n, colour);
        }
    }

    /// The ghosts of several moves, numbered, each on the cell that picks it.
    pub(super) fn draw_choices(p: &Painter, geo: &Geometry, sprites: &Sprites, g: &Abalone, choices: &[Move]) {
        for (i, m) in choices.iter().enumerate() {
            let badge = (choices.len() > 1).then(|| (i + 1, Self::choice_cell(choices, i)));
            Self::draw_ghost(p, geo, sprites, g, m, badge);
        }
    }

    /// The colour a move's arrow and target get: green, orange for a push, red to eject.
    pub(super) fn move_colour(geo: &Geometry, g: &Abalone, m: &Move) -> &'static str {
        match *m {
            Move::Inline { pushed, .. } if pushed > 0 => {
                let mut c = front(m).unwrap_or(0);
                for _ in 0..pushed {
                    c = step(c, m.dir());
                }
                if g.at(c) == OFF {
                    geo.pal.eject
                } else {
                    geo.pal.push
                }
            }
            _ => geo.pal.target,
        }
    }

    pub(super) fn paint(&self, p: &Painter, frame: Frame, m: &SessionMatch<Abalone>, interactive: bool) {
        let g = m.state();
        let geo = Geometry::of(frame).seated(g.players);
        let seats = g.players;
        let w = geo.w;
        p.ctx.clear_rect(0.0, 0.0, frame.width, frame.height);
        let dpr = frame.dpr;
        self.flipped.set(frame.flip);
        if frame.live && !self.warmed.replace(true) {
            // Building the sprites takes a few tens of milliseconds (offscreen canvases,
            // gradients, the rim's letters). In the task that opens the game, on top of the
            // screen's own work, that can pass 50 ms: tasks of their own build them, a part
            // each (`warm`), and the frames go on (`animating`) until the board can be drawn.
            self.warming.set(true);
            warm(self.sprites.clone(), self.warming.clone(), frame, seats, 0);
        }
        if self.warming.get() {
            return;
        }
        let mut cache = self.sprites.borrow_mut();
        if cache.as_ref().is_none_or(|c| c.key != sprite_key(frame, seats)) {
            *cache = Sprites::new(frame, &geo, dpr);
        }
        let Some(sprites) = cache.as_ref() else { return };
        p.blit(&sprites.board.0, 0.0, 0.0, frame.width, frame.height);
        let marble = |pt: Pt, r: f64, colour: u8| sprites.marble(p, pt, r, colour);
        let anim = self.animation(g);
        if let (Some(a), None) = (&self.animation, anim) {
            a.settled.set(true);
        }

        // Trays: while an ejection is shown, its marble is still on its way.
        let mut shown = g.ejected;
        if let Some((a, _)) = anim {
            shown = a.before.ejected;
        }
        // The winner, or with four the winning team (the highest scores, rules §6.3).
        let won = |seat: usize| match m.outcome() {
            _ if anim.is_some() => false,
            Some(Outcome::Win(s)) => s == seat,
            Some(Outcome::Scores(s)) => s.iter().max().is_some_and(|&top| s.get(seat) == Some(&top)),
            _ => false,
        };
        for (seat, &n) in shown.iter().enumerate().take(seats) {
            Self::draw_tray(p, &geo, sprites, seat, n, won(seat));
        }

        if let Some((a, t)) = anim {
            let moving = shifts(&a.before, &a.mv);
            for &c in CELL_TO_PAD.iter() {
                let colour = a.before.at(c);
                if colour != EMPTY && !moving.iter().any(|s| s.0 == c) {
                    marble(geo.centre(c), w * MARBLE, colour);
                }
            }
            let ejecting = a.ms > MOVE_MS;
            // Own marbles first so a pushed marble never hides under its pusher.
            for &(from, to, colour) in &moving {
                let (a0, b0) = (geo.centre(from), geo.centre(to));
                if on_board(to) {
                    let k = if ejecting { t / 0.45 } else { t };
                    marble(lerp(a0, b0, ease(k)), w * MARBLE, colour);
                } else if t < 0.45 {
                    marble(lerp(a0, b0, ease(t / 0.45)), w * MARBLE, colour);
                } else {
                    // Off the rim and into the pusher's tray.
                    let seat = a.before.to_move;
                    let slot = geo.tray_slot(seat, a.before.ejected[seat] as usize);
                    let k = ease((t - 0.45) / 0.55);
                    let (x, y) = lerp(b0, slot, k);
                    let lift = sin(k * PI) * w * 0.6;
                    marble((x, y - lift), w * (MARBLE - (MARBLE - TRAY_MARBLE) * k), colour);
                }
            }
            return;
        }

        // Last move: the cells its marbles left (dashed) and arrived on.
        if let (Some(prev), Some(last)) = (m.previous(), m.last_action()) {
            if let Ok(mv) = prev.parse_action(last) {
                let moving = shifts(prev, &mv);
                p.dash(&[w * 0.09, w * 0.07]);
                for &(from, _, _) in &moving {
                    if !moving.iter().any(|s| s.1 == from) {
                        Self::ring(p, &geo, geo.centre(from), 0.3, geo.pal.last, w * 0.05);
                    }
                }
                p.dash(&[]);
            }
        }
        for &c in CELL_TO_PAD.iter() {
            let colour = g.at(c);
            if colour != EMPTY {
                marble(geo.centre(c), w * MARBLE, colour);
            }
        }
        if let (Some(prev), Some(last)) = (m.previous(), m.last_action()) {
            if let Ok(mv) = prev.parse_action(last) {
                for (_, to, _) in shifts(prev, &mv) {
                    if on_board(to) {
                        Self::ring(p, &geo, geo.centre(to), 0.47, geo.pal.last, w * 0.045);
                    }
                }
            }
        }

        if !(interactive && human_turn(m)) {
            return;
        }
        let pal = geo.pal;
        let targets = self.targets(g);
        if !self.choosing.is_empty() {
            for &s in &self.selected {
                Self::mark(p, &geo, geo.centre(s), 0.47, pal.gold, w * 0.07);
            }
            Self::draw_choices(p, &geo, sprites, g, &self.choosing);
        } else if !frame.marks {
            // Marks off: only the player's own selection shows.
            for &s in &self.selected {
                Self::mark(p, &geo, geo.centre(s), 0.47, pal.gold, w * 0.07);
            }
        } else if self.selected.is_empty() {
            // Every marble that can move, faintly.
            for (_, x, y) in self.hints(frame, m) {
                Self::mark(p, &geo, (x, y), 0.46, pal.movable, w * 0.035);
            }
        } else {
            for &s in &self.selected {
                Self::mark(p, &geo, geo.centre(s), 0.47, pal.gold, w * 0.07);
            }
            // Marbles that would lengthen the group.
            p.dash(&[w * 0.08, w * 0.08]);
            for &c in CELL_TO_PAD.iter() {
                if self.extension(g, c).is_some() {
                    Self::mark(p, &geo, geo.centre(c), 0.46, pal.gold, w * 0.04);
                }
            }
            p.dash(&[]);
            let mut marked: Vec<Pad> = Vec::new();
            for (cell, mv) in &targets {
                // Two side-steps can share a cell: mark it once.
                if marked.contains(cell) {
                    continue;
                }
                marked.push(*cell);
                let colour = Self::move_colour(&geo, g, mv);
                let (x, y) = geo.centre(*cell);
                if g.at(*cell) == EMPTY {
                    // A ghost of the marble that would arrive.
                    p.ctx.set_global_alpha(0.4);
                    marble((x, y), w * MARBLE * 0.8, seat_colour(g.to_move));
                    p.ctx.set_global_alpha(1.0);
                    Self::mark(p, &geo, (x, y), 0.36, colour, w * 0.055);
                } else {
                    Self::mark(p, &geo, (x, y), 0.47, colour, w * 0.06);
                }
            }
            for mv in Self::arrow_moves(&targets) {
                Self::draw_arrow(p, &geo, Self::arrow(&geo, &mv), Self::move_colour(&geo, g, &mv));
            }
            // Where the group would go from the cell pointed at (or under the keyboard cursor).
            let pointed = self.hovered.or(self.cursor.filter(|_| frame.focused));
            if let Some(cell) = pointed {
                Self::draw_choices(p, &geo, sprites, g, &Self::landing(&targets, cell));
            }
        }
        if frame.focused {
            hex::cursor_ring(p, geo.centre(self.cursor()), w * 0.5, w * 0.045);
        }
    }
}
