//! Abalone on the canvas: the wooden hexagon with its cups and edge labels (rules §1.1), glossy
//! marbles (with three or four players Red with a dot and Blue with a ring, told apart without
//! colour vision, rules §6.4), a tray of ejected marbles for each seat, and group moves chosen
//! by clicking (or dragging across) 1–3 own marbles and then a target cell or arrow (rules §2).
//! Every legal move comes from the core's move list; the view never judges a move itself.

use crate::paint::{atan2, cos, sin};
use super::hex::{self, HexLayout};
use crate::dom;
use crate::i18n::{t, tf};
use crate::paint::anim_now as now;
use crate::paint::{self, Layer, Painter};
use crate::view::{human_turn, Frame, GameView, Sound, Theme, ViewAction};
use ludus_engine::core::{order, ActionError, Game, Outcome};
use ludus_engine::games::abalone::board::{
    cell_name, dir_between, on_board, parallel, row_diag, step, Pad, BLACK, BLUE, CELL_TO_PAD, EMPTY, OFF,
    PAD_TO_CELL, RED, WHITE,
};
use ludus_engine::games::abalone::{seat_colour, Abalone, Move, WIN_EJECTIONS};
use ludus_engine::session::{Session, SessionMatch};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::f64::consts::PI;

/// The centre cell E5, where the keyboard cursor starts.
const CENTRE: Pad = 5 * 11 + 5;
/// Board width in cell widths, including the frame and a margin for the trays.
const SPAN: f64 = 11.7;
/// Circumradius of the wooden frame and of the inset playing field, in cell widths.
const FRAME_R: f64 = 5.55;
const FIELD_R: f64 = 4.72;
/// Marble radii on the board and in the trays, in cell widths.
const MARBLE: f64 = 0.42;
const TRAY_MARBLE: f64 = 0.29;
const MOVE_MS: f64 = 350.0;
/// An ejection takes longer: the marble leaves the rim, then drops into its tray.
const EJECT_MS: f64 = 520.0;

/// The colours of a theme: the selection, a move's target by what it does, the rim's names,
/// the last move, and the marbles that can move.
struct Palette {
    gold: &'static str,
    target: &'static str,
    push: &'static str,
    eject: &'static str,
    label: &'static str,
    last: &'static str,
    movable: &'static str,
}

const CLASSIC: Palette = Palette {
    gold: "#f2b632",
    target: "#79e0a4",
    push: "#ffa24a",
    eject: "#ff5f4f",
    label: "rgba(244,226,190,0.82)",
    last: "rgba(255,236,196,0.55)",
    movable: "rgba(121,224,164,0.75)",
};

/// Saturated marks and white names on a black and grey board, for low vision.
const CONTRAST: Palette = Palette {
    gold: "#ffd400",
    target: "#00ff6a",
    push: "#ff9d00",
    eject: "#ff2d2d",
    label: "#ffffff",
    last: "#ffffff",
    movable: "#00ff6a",
};

/// Keys that pick a direction, laid out around S on a QWERTY keyboard (E, NE, NW, W, SW, SE).
const DIR_KEYS: [&str; 6] = ["d", "e", "w", "a", "z", "x"];

/// A move being shown: the position before it, when it started, and how long it lasts.
struct Animation {
    before: Abalone,
    mv: Move,
    /// Plies of the position after the move, so a stale animation (after undo) is never drawn.
    plies: u32,
    start: f64,
    ms: f64,
    /// Set once the still position after the move has been drawn: the app stops redrawing when
    /// `animating` turns false, so the last frame must be the still one.
    settled: Cell<bool>,
}

/// The group being chosen by a human player.
#[derive(Default)]
pub struct AbaloneView {
    /// Selected own marbles, in the order they were added (always one straight run).
    selected: Vec<Pad>,
    /// The marble a drag selection started from (set when a press starts a new selection).
    anchor: Option<Pad>,
    /// The cell the pointer was last dragged over.
    dragged: Option<Pad>,
    /// Keyboard cursor (None: the centre); shown while the board has keyboard focus.
    cursor: Option<Pad>,
    /// Column (in cell widths from the centre, as drawn) the cursor keeps to when it changes rows.
    column: f64,
    /// Whether the board was last drawn turned, so the arrow keys follow what the player sees.
    flipped: Cell<bool>,
    /// The moves of the selected group that land on the cell just pressed, when there are
    /// several (two side-steps): the player picks one (rules §2.4).
    choosing: Vec<Move>,
    /// The cell the pointer rests on, for a preview of where the group would go.
    hovered: Option<Pad>,
    animation: Option<Animation>,
    /// The board and marbles pre-drawn for the current canvas size.
    sprites: Rc<RefCell<Option<Sprites>>>,
    /// The first sprites are being built in a task of their own (until that task has run,
    /// whatever it achieved: should it fail, the next draw builds them itself).
    warming: Rc<Cell<bool>>,
    /// That task was asked for.
    warmed: Cell<bool>,
}

/// Offscreen pictures that are costly to draw (gradients, blurred shadows) and never change
/// for a canvas size: redrawing them on every animation frame would take far too long.
struct Sprites {
    /// Canvas size, pixel ratio, turn, theme and seats they were drawn for.
    key: SpriteKey,
    board: (Layer, Painter),
    /// A marble of each seat's colour, Black first.
    marbles: Vec<(Layer, Painter)>,
}

type SpriteKey = (f64, f64, f64, bool, Theme, usize);

/// The sprites are drawn in parts, one task each when a game opens: the browser rasterises a
/// task's canvas drawing at its end, and all of it in one task passed 50 ms on a busy machine.
const PARTS: u8 = 3;

impl Sprites {
    fn new(frame: Frame, geo: &Geometry, dpr: f64) -> Option<Sprites> {
        let sprites = Sprites::blank(frame, geo, dpr)?;
        for part in 0..PARTS {
            sprites.draw(geo, part);
        }
        Some(sprites)
    }

    fn blank(frame: Frame, geo: &Geometry, dpr: f64) -> Option<Sprites> {
        let side = geo.w * MARBLE * 2.6;
        let marbles = (0..geo.seats).map(|_| Layer::new(side, side, dpr)).collect::<Option<_>>()?;
        Some(Sprites { key: sprite_key(frame, geo.seats), board: Layer::new(frame.width, frame.height, dpr)?, marbles })
    }

    /// Part `part` of the pictures: the frame, then the field and grooves, then the rim's
    /// letters and the marbles.
    fn draw(&self, geo: &Geometry, part: u8) {
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

    fn marble(&self, p: &Painter, (x, y): Pt, r: f64, colour: u8) {
        let Some((sprite, _)) = self.marbles.get(usize::from(colour.wrapping_sub(BLACK))) else { return };
        let half = 1.3 * r;
        p.blit(sprite, x - half, y - half, 2.0 * half, 2.0 * half);
    }
}

/// Builds `sprites` from part `part` on, a task per part (`PARTS`), then lets the board be
/// drawn. Should the layers fail, the next draw builds them itself.
fn warm(sprites: Rc<RefCell<Option<Sprites>>>, warming: Rc<Cell<bool>>, frame: Frame, seats: usize, part: u8) {
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

type Pt = (f64, f64);

fn sprite_key(frame: Frame, seats: usize) -> SpriteKey {
    (frame.width, frame.height, frame.dpr, frame.flip, frame.theme, seats)
}

/// Where each seat's tray lies, by the number of seats: the angle (degrees, counter-clockwise
/// from east) of the frame edge it runs along, near the seat's marbles at the start. Two: Black
/// lower left, White upper right; three: Black upper right (its rows are at the top), White
/// lower right, Red lower left (rules §6.2); four: each by its corner (rules §6.3).
const TRAY_ANGLES: [&[f64]; 3] = [&[210.0, 30.0], &[30.0, 330.0, 210.0], &[210.0, 330.0, 30.0, 150.0]];

struct Geometry {
    cx: f64,
    cy: f64,
    /// Distance between neighbouring cell centres.
    w: f64,
    hex: HexLayout,
    contrast: bool,
    pal: &'static Palette,
    /// Seats of the game drawn (2–4): one tray each.
    seats: usize,
}

impl Geometry {
    fn of(frame: Frame) -> Geometry {
        let side = frame.width.min(frame.height);
        let (cx, cy, w) = (frame.width / 2.0, frame.height / 2.0, side / SPAN);
        let hex = HexLayout { cx, cy, w, flip: frame.flip };
        let contrast = frame.theme == Theme::Contrast;
        Geometry { cx, cy, w, hex, contrast, pal: if contrast { &CONTRAST } else { &CLASSIC }, seats: 2 }
    }

    /// The same for a game of `seats` seats.
    fn seated(mut self, seats: usize) -> Geometry {
        // One tray per seat, for the 2–4 seats of TRAY_ANGLES.
        self.seats = if seats > 3 { 4 } else { seats.max(2) };
        self
    }

    /// Centre of a row/diagonal pair; also works for the off-board ring around the hexagon.
    fn at_rd(&self, r: f64, d: f64) -> Pt {
        self.hex.at(r, d)
    }

    fn centre(&self, p: Pad) -> Pt {
        let (r, d) = row_diag(p);
        self.at_rd(r as f64, d as f64)
    }

    /// A unit step in direction `d`, in pixels.
    fn dir_vec(&self, d: usize) -> Pt {
        let (a, b) = (self.centre(CENTRE), self.centre(step(CENTRE, d)));
        (b.0 - a.0, b.1 - a.1)
    }

    fn cell_at(&self, x: f64, y: f64) -> Option<Pad> {
        self.hex.cell_at(x, y, 0.5 * self.w).map(|c| CELL_TO_PAD[c as usize])
    }

    /// The point at `k` cell widths from the centre at `deg` degrees (counter-clockwise from
    /// east), for the hexagonal frame whose corners point at E1 and E9.
    fn polar(&self, k: f64, deg: f64) -> Pt {
        let a = deg * PI / 180.0;
        (self.cx + k * self.w * cos(a), self.cy - k * self.w * sin(a))
    }

    /// Centre and direction of the tray holding the marbles `seat` has ejected: Black's below
    /// left, White's above right (the other way round on a turned board), each along the frame
    /// edge nearest its corner.
    fn tray(&self, seat: usize) -> (Pt, Pt) {
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
    fn tray_normal(&self, seat: usize) -> Pt {
        let angles = TRAY_ANGLES[self.seats - 2];
        let turn = if self.hex.flip { 180.0 } else { 0.0 };
        let a = (angles[seat.min(angles.len() - 1)] + turn) * PI / 180.0;
        (cos(a), -sin(a))
    }

    /// Slot `i` of a tray, filled from the end by the board's top or bottom edge.
    fn tray_slot(&self, seat: usize, i: usize) -> Pt {
        let (c, t) = self.tray(seat);
        let k = (2.5 - i as f64) * 0.66 * self.w;
        (c.0 + t.0 * k, c.1 + t.1 * k)
    }
}

/// A marble colour as the catalogue's selectors name it (`black`, `white`, `red`, `blue`), not
/// as text.
fn colour_name(colour: u8) -> &'static str {
    match colour {
        BLACK => "black",
        WHITE => "white",
        RED => "red",
        _ => "blue",
    }
}

/// The reading-order indices of the cells holding `colour`'s marbles (for the screen reader).
fn marble_cells(g: &Abalone, colour: u8) -> Vec<u8> {
    CELL_TO_PAD.iter().filter(|&&c| g.at(c) == colour).map(|&c| PAD_TO_CELL[c as usize]).collect()
}

fn names(cells: &[Pad]) -> String {
    cells.iter().map(|&p| cell_name(p)).collect::<Vec<_>>().join(" ")
}

fn same_cells(a: &[Pad], b: &[Pad]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    order::sort(&mut a);
    order::sort(&mut b);
    a == b
}

/// The run (lowest cell, axis E/NE/NW, length) that `cells` form, if they are one straight
/// unbroken line (rules §2.1).
fn line_of(cells: &[Pad]) -> Option<(Pad, usize, usize)> {
    let mut s = cells.to_vec();
    order::sort(&mut s);
    match s.len() {
        1 => Some((s[0], 0, 1)),
        2 | 3 => {
            let axis = dir_between(s[0], s[1]).filter(|&d| d < 3)?;
            s.windows(2).all(|w| step(w[0], axis) == w[1]).then_some((s[0], axis, s.len()))
        }
        _ => None,
    }
}

/// The cell an in-line move's front marble moves into (for a broadside: none).
fn front(m: &Move) -> Option<Pad> {
    match *m {
        Move::Inline { .. } => m.group().last().map(|&head| step(head, m.dir())),
        Move::Broadside { .. } => None,
    }
}

/// Every marble a move shifts, as (from, to, colour) in the position before it; `to` is off the
/// board for an ejected marble.
fn shifts(before: &Abalone, m: &Move) -> Vec<(Pad, Pad, u8)> {
    let d = m.dir();
    let cells: Vec<Pad> = match *m {
        Move::Inline { tail, len, pushed, .. } => {
            let mut v = vec![tail];
            for _ in 1..(len + pushed) {
                v.push(step(*v.last().unwrap_or(&tail), d));
            }
            v
        }
        Move::Broadside { .. } => m.group(),
    };
    cells.into_iter().map(|c| (c, step(c, d), before.at(c))).collect()
}

/// Whether a move pushes a marble off the board (rules §2.3).
fn ejects(before: &Abalone, m: &Move) -> bool {
    shifts(before, m).iter().any(|&(_, to, _)| !on_board(to))
}

/// A direction in the player's words (E, NE, NW, W, SW, SE as the rules name them, §1.2).
fn dir_word(d: usize) -> String {
    match d {
        0 => t("abalone-dir-e"),
        1 => t("abalone-dir-ne"),
        2 => t("abalone-dir-nw"),
        3 => t("abalone-dir-w"),
        4 => t("abalone-dir-sw"),
        _ => t("abalone-dir-se"),
    }
}

fn ease(t: f64) -> f64 {
    1.0 - (1.0 - crate::paint::clamp(t, 0.0, 1.0)).powi(3)
}

fn lerp(a: Pt, b: Pt, t: f64) -> Pt {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// A hexagon path with its corners at `deg0`, `deg0 + 60`… and rounded by `round`.
fn hexagon(p: &Painter, geo: &Geometry, k: f64, deg0: f64, round: f64) {
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
fn fill_radial(p: &Painter, (x, y): Pt, r: f64, light: Pt, stops: &[(f64, &str)]) {
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
fn marble(p: &Painter, (x, y): Pt, r: f64, colour: u8, contrast: bool) {
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
    /// The screen reader's words for three or four players: whose turn, then each seat's
    /// marbles and what it has pushed off (rules §6).
    fn describe_many(&self, m: &SessionMatch<Abalone>) -> String {
        let g = m.state();
        let mut parts = vec![tf("abalone-describe-turn", &[("colour", colour_name(seat_colour(g.to_move)).into())])];
        for seat in 0..g.players {
            let colour = seat_colour(seat);
            let cells = marble_cells(g, colour);
            parts.push(tf(
                "abalone-describe-seat",
                &[
                    ("colour", colour_name(colour).into()),
                    ("n", cells.len().into()),
                    ("cells", hex::compact(&cells).into()),
                    ("out", g.ejected[seat].into()),
                    ("total", WIN_EJECTIONS.into()),
                ],
            ));
        }
        parts.join(" ")
    }

    fn cursor(&self) -> Pad {
        self.cursor.unwrap_or(CENTRE)
    }

    fn legal(g: &Abalone) -> Vec<Move> {
        let mut moves = Vec::new();
        g.legal_actions(&mut moves);
        moves
    }

    /// Where a press plays a move: the legal moves of the selected group by target cell (the
    /// in-line front cell, every broadside destination). With a single marble selected, also the
    /// in-line moves it trails (rules §2.6), so "marble, then destination" moves its whole line.
    fn targets(&self, g: &Abalone) -> Vec<(Pad, Move)> {
        if self.selected.is_empty() {
            return vec![];
        }
        let mut out = Vec::new();
        for m in Self::legal(g) {
            let group = m.group();
            let trailed = self.selected.len() == 1
                && matches!(m, Move::Inline { tail, .. } if tail == self.selected[0]);
            if !same_cells(&group, &self.selected) && !trailed {
                continue;
            }
            match front(&m) {
                Some(f) => out.push((f, m)),
                None => out.extend(group.iter().map(|&c| (step(c, m.dir()), m))),
            }
        }
        out
    }

    /// The distinct moves among the targets, one arrow each.
    fn arrow_moves(targets: &[(Pad, Move)]) -> Vec<Move> {
        let mut moves: Vec<Move> = Vec::new();
        for (_, m) in targets {
            if !moves.contains(m) {
                moves.push(*m);
            }
        }
        moves
    }

    /// An arrow's base and tip: from the front marble (in-line) or the group's middle
    /// (broadside) towards where it goes.
    fn arrow(geo: &Geometry, m: &Move) -> (Pt, Pt) {
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

    /// The moves that land on `cell`: two side-steps of a group can share a destination cell
    /// (rules §2.4), and then the player chooses.
    fn landing(targets: &[(Pad, Move)], cell: Pad) -> Vec<Move> {
        let mut out: Vec<Move> = Vec::new();
        for (c, m) in targets {
            if *c == cell && !out.contains(m) {
                out.push(*m);
            }
        }
        out
    }

    /// Where choice `i` of several moves is picked: a cell its group reaches and no other
    /// choice does (side-steps of the same group differ at one end).
    fn choice_cell(choices: &[Move], i: usize) -> Pad {
        let dest = |m: &Move| -> Vec<Pad> { m.group().iter().map(|&c| step(c, m.dir())).collect() };
        let mine = dest(&choices[i]);
        let others: Vec<Pad> =
            choices.iter().enumerate().filter(|(j, _)| *j != i).flat_map(|(_, m)| dest(m)).collect();
        mine.iter().copied().find(|c| !others.contains(c)).unwrap_or(mine[0])
    }

    /// Own marbles to add so the selection reaches `p` in one straight run of at most three.
    fn extension(&self, g: &Abalone, p: Pad) -> Option<Vec<Pad>> {
        let own = seat_colour(g.to_move);
        if g.at(p) != own || self.selected.contains(&p) || self.selected.is_empty() {
            return None;
        }
        for &s in &self.selected {
            for d in 0..6 {
                let one = step(s, d);
                let add = if one == p {
                    vec![p]
                } else if on_board(one)
                    && g.at(one) == own
                    && step(one, d) == p
                    && !self.selected.contains(&one)
                {
                    vec![one, p]
                } else {
                    continue;
                };
                let mut all = self.selected.clone();
                all.extend(&add);
                if line_of(&all).is_some() {
                    return Some(add);
                }
            }
        }
        None
    }

    /// A move of the selected group in words: its direction, the cells it lands on, and what it
    /// pushes (rules §2.3).
    fn move_words(g: &Abalone, targets: &[(Pad, Move)], m: &Move) -> String {
        let cells: Vec<Pad> = targets.iter().filter(|(_, o)| o == m).map(|(c, _)| *c).collect();
        let pushed = match *m {
            Move::Inline { pushed, .. } => pushed,
            Move::Broadside { .. } => 0,
        };
        let args = [("dir", dir_word(m.dir()).into()), ("cells", names(&cells).into()), ("n", pushed.into())];
        if ejects(g, m) {
            tf("abalone-describe-eject", &args)
        } else if pushed > 0 {
            tf("abalone-describe-push", &args)
        } else {
            tf("abalone-describe-move", &args)
        }
    }

    fn play(g: &Abalone, m: &Move) -> ViewAction {
        ViewAction::Play(g.action_text(m))
    }

    fn start_selection(&mut self, p: Pad) -> ViewAction {
        self.selected = vec![p];
        self.anchor = Some(p);
        ViewAction::Redraw
    }

    /// What pressing `cell` does (mouse or keyboard): pick one of the moves offered, play a move
    /// that lands there (or offer the choice when two do), or change the selection, or explain
    /// why not.
    fn press_cell(&mut self, g: &Abalone, cell: Pad) -> ViewAction {
        self.cursor = Some(cell);
        self.column = hex::column_of(PAD_TO_CELL[cell as usize], self.flipped.get());
        let choices = std::mem::take(&mut self.choosing);
        if let Some(i) = (0..choices.len()).find(|&i| Self::choice_cell(&choices, i) == cell) {
            return Self::play(g, &choices[i]);
        }
        let targets = self.targets(g);
        match Self::landing(&targets, cell).as_slice() {
            [] => {}
            [m] => return Self::play(g, m),
            several => {
                self.choosing = several.to_vec();
                return ViewAction::Redraw;
            }
        }
        let own = seat_colour(g.to_move);
        if g.at(cell) != own {
            if self.selected.is_empty() {
                let args = [("cell", cell_name(cell).into()), ("colour", colour_name(own).into())];
                return ViewAction::Refuse(if g.at(cell) == EMPTY {
                    tf("abalone-refuse-empty", &args)
                } else {
                    tf("abalone-refuse-not-yours", &args)
                });
            }
            return ViewAction::Refuse(self.explain(g, cell));
        }
        if let Some(i) = self.selected.iter().position(|&s| s == cell) {
            // Dropping an end keeps a straight run; dropping the middle would break it.
            let mut rest = self.selected.clone();
            rest.remove(i);
            if line_of(&rest).is_some() || rest.is_empty() {
                self.selected = rest;
            } else {
                self.selected.clear();
            }
            return ViewAction::Redraw;
        }
        if self.selected.is_empty() {
            return self.start_selection(cell);
        }
        if let Some(add) = self.extension(g, cell) {
            self.selected.extend(add);
            return ViewAction::Redraw;
        }
        let touching = self.selected.iter().any(|&s| dir_between(s, cell).is_some());
        if !touching {
            return self.start_selection(cell);
        }
        if self.selected.len() >= 3 {
            ViewAction::Refuse(t("abalone-refuse-too-many"))
        } else {
            let args = [("cell", cell_name(cell).into()), ("cells", names(&self.selected).into())];
            ViewAction::Refuse(tf("abalone-refuse-not-in-line", &args))
        }
    }

    /// Why the selected group cannot go to `cell`, in the core's words where it breaks a rule.
    fn explain(&self, g: &Abalone, cell: Pad) -> String {
        let args = [("cells", names(&self.selected).into()), ("cell", cell_name(cell).into())];
        let fallback = tf("abalone-refuse-cannot-go", &args);
        let Some((first, axis, len)) = line_of(&self.selected) else { return fallback };
        let mut group = vec![first];
        for _ in 1..len {
            group.push(step(group[group.len() - 1], axis));
        }
        let own = seat_colour(g.to_move);
        let mut candidates: Vec<Move> = Vec::new();
        for d in 0..6 {
            if len == 1 {
                // The first cell past the marble's own line that way.
                let mut c = step(first, d);
                while on_board(c) && g.at(c) == own {
                    c = step(c, d);
                }
                if c == cell {
                    candidates.push(Move::Inline { tail: first, dir: d as u8, len: 1, pushed: 0 });
                }
            } else if parallel(d, axis) {
                let (tail, head) = if d < 3 { (first, group[len - 1]) } else { (group[len - 1], first) };
                if step(head, d) == cell {
                    candidates.push(Move::Inline { tail, dir: d as u8, len: len as u8, pushed: 0 });
                }
            } else if group.iter().any(|&c| step(c, d) == cell) {
                candidates.push(Move::Broadside { first, axis: axis as u8, len: len as u8, dir: d as u8 });
            }
        }
        let legal = Self::legal(g);
        let illegal = candidates
            .into_iter()
            .find(|c| !legal.iter().any(|m| m.dir() == c.dir() && same_cells(&m.group(), &c.group())));
        match illegal.map(|m| g.explain_illegal(&m)) {
            Some(ActionError::Illegal(why)) => {
                let mut why = crate::i18n::refusal::reason(&why);
                if let Some(c) = why.get(0..1) {
                    why.replace_range(0..1, &c.to_ascii_uppercase());
                }
                why
            }
            _ => fallback,
        }
    }

    /// The moving marbles of the running animation and how far along it is (0..1).
    fn animation<'a>(&'a self, g: &Abalone) -> Option<(&'a Animation, f64)> {
        let a = self.animation.as_ref().filter(|a| a.plies == g.plies)?;
        let t = (now() - a.start) / a.ms;
        (t < 1.0).then_some((a, t.max(0.0)))
    }

    /// The board's frame (with a high contrast, the whole plain board).
    fn draw_frame(p: &Painter, geo: &Geometry) {
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
    fn draw_field(p: &Painter, geo: &Geometry) {
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
    fn draw_plain_board(p: &Painter, geo: &Geometry) {
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
    fn draw_labels(p: &Painter, geo: &Geometry) {
        let font = paint::font(if geo.contrast { 800 } else { 600 }, geo.w * 0.3);
        for (name, (x, y)) in geo.hex.rim_labels() {
            p.text(&name, x, y, &font, geo.pal.label, "center");
        }
    }

    /// The groove for the marbles `seat` pushes off (part of the cached board).
    fn draw_groove(p: &Painter, geo: &Geometry, seat: usize, won: bool) {
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
    fn draw_tray(p: &Painter, geo: &Geometry, sprites: &Sprites, seat: usize, shown: u8, won: bool) {
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

    fn ring(p: &Painter, geo: &Geometry, c: Pt, k: f64, colour: &str, width: f64) {
        p.circle(c.0, c.1, geo.w * k);
        p.stroke(colour, width);
    }

    /// A mark for a place that can be pressed: seen on every marble and cup (a dark ring under
    /// the colour), thicker in high contrast.
    fn mark(p: &Painter, geo: &Geometry, c: Pt, k: f64, colour: &str, width: f64) {
        let width = if geo.contrast { width * 1.5 } else { width };
        hex::mark_ring(p, c, geo.w * k, colour, width);
    }

    fn draw_arrow(p: &Painter, geo: &Geometry, (a, b): (Pt, Pt), colour: &str) {
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
    fn draw_badge(p: &Painter, geo: &Geometry, at: Pt, n: usize, colour: &str) {
        let (x, y) = (at.0 + geo.w * 0.3, at.1 - geo.w * 0.3);
        p.circle(x, y, geo.w * 0.21);
        p.fill("#000");
        p.stroke(colour, geo.w * 0.05);
        p.text(&n.to_string(), x, y + 0.5, &paint::font(800, geo.w * 0.28), "#fff", "center");
    }

    /// Where a move would put the marbles it shifts: their ghosts, its arrow, and its number
    /// when it is one of several choices.
    fn draw_ghost(
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
    fn draw_choices(p: &Painter, geo: &Geometry, sprites: &Sprites, g: &Abalone, choices: &[Move]) {
        for (i, m) in choices.iter().enumerate() {
            let badge = (choices.len() > 1).then(|| (i + 1, Self::choice_cell(choices, i)));
            Self::draw_ghost(p, geo, sprites, g, m, badge);
        }
    }

    /// The colour a move's arrow and target get: green, orange for a push, red to eject.
    fn move_colour(geo: &Geometry, g: &Abalone, m: &Move) -> &'static str {
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
}

impl GameView for AbaloneView {
    type Game = Abalone;

    fn draw(&self, p: &Painter, frame: Frame, m: &SessionMatch<Abalone>, interactive: bool) {
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

    fn press(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        self.anchor = None;
        self.dragged = None;
        // An arrow is a target too; it wins over the cells it straddles.
        let targets = self.targets(g);
        for mv in Self::arrow_moves(&targets) {
            let (a, b) = Self::arrow(&geo, &mv);
            let mid = lerp(a, b, 0.5);
            if (mid.0 - x).powi(2) + (mid.1 - y).powi(2) <= (geo.w * 0.2).powi(2) {
                return Self::play(g, &mv);
            }
        }
        let Some(cell) = geo.cell_at(x, y) else { return ViewAction::Nothing };
        let action = self.press_cell(g, cell);
        self.dragged = Some(cell);
        action
    }

    /// Pointing at a cell previews where the selected group would go from there.
    fn hover(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
        let cell = Geometry::of(frame).cell_at(x, y);
        let before = std::mem::replace(&mut self.hovered, cell);
        if before == cell || self.selected.is_empty() || !self.choosing.is_empty() {
            return ViewAction::Nothing;
        }
        // Only a cell some move lands on has a preview to show or to take away.
        let targets = self.targets(m.state());
        let shows = |c: Option<Pad>| c.is_some_and(|c| targets.iter().any(|t| t.0 == c));
        if shows(before) || shows(cell) {
            ViewAction::Redraw
        } else {
            ViewAction::Nothing
        }
    }

    /// Pushing a marble off is Abalone's capture (rules §2.3).
    fn sound(&self, m: &SessionMatch<Abalone>) -> Sound {
        match (m.previous(), m.last_action()) {
            (Some(prev), Some(last)) if prev.parse_action(last).is_ok_and(|mv| ejects(prev, &mv)) => {
                Sound::Capture
            }
            _ => Sound::Move,
        }
    }

    /// Whose turn, every marble by row, the marbles pushed off; then the selected group and
    /// where it can go.
    fn describe(&self, m: &SessionMatch<Abalone>) -> String {
        let g = m.state();
        let mut text = if g.players > 2 {
            self.describe_many(m)
        } else {
            let (black, white) = (marble_cells(g, BLACK), marble_cells(g, WHITE));
            tf(
                "abalone-describe",
                &[
                    ("colour", colour_name(seat_colour(g.to_move)).into()),
                    ("nblack", black.len().into()),
                    ("black", hex::compact(&black).into()),
                    ("nwhite", white.len().into()),
                    ("white", hex::compact(&white).into()),
                    ("outblack", g.ejected[0].into()),
                    ("outwhite", g.ejected[1].into()),
                    ("total", WIN_EJECTIONS.into()),
                ],
            )
        };
        if !self.selected.is_empty() && human_turn(m) {
            let targets = self.targets(g);
            let moves: Vec<String> =
                Self::arrow_moves(&targets).iter().map(|mv| Self::move_words(g, &targets, mv)).collect();
            let cells = names(&self.selected);
            text.push(' ');
            text.push_str(&if moves.is_empty() {
                tf("abalone-describe-stuck", &[("cells", cells.into())])
            } else {
                tf(
                    "abalone-describe-selected",
                    &[("cells", cells.into()), ("moves", moves.join("; ").into())],
                )
            });
        }
        text
    }

    /// Dragging from a freshly pressed marble selects the straight run from it to the pointer.
    fn drag(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
        let (Some(m), Some(anchor)) = (Some(m), self.anchor) else { return ViewAction::Nothing };
        let g = m.state();
        let Some(cell) = Geometry::of(frame).cell_at(x, y) else { return ViewAction::Nothing };
        if self.dragged == Some(cell) {
            return ViewAction::Nothing;
        }
        self.dragged = Some(cell);
        let own = seat_colour(g.to_move);
        let mut run = vec![anchor];
        if cell != anchor {
            let Some(d) = (0..6).find(|&d| step(anchor, d) == cell || step(step(anchor, d), d) == cell)
            else {
                return ViewAction::Nothing;
            };
            let mut c = anchor;
            while c != cell {
                c = step(c, d);
                if !on_board(c) || g.at(c) != own {
                    return ViewAction::Nothing;
                }
                run.push(c);
            }
        }
        if run == self.selected {
            return ViewAction::Nothing;
        }
        self.selected = run;
        self.choosing.clear();
        self.cursor = Some(cell);
        ViewAction::Redraw
    }

    /// Arrows move the cursor over the board as drawn, Enter or Space press the cell under it,
    /// W E D X Z A move the group that way on the screen, 1 and 2 pick among several moves,
    /// Escape or Backspace step back.
    fn key(&mut self, m: &SessionMatch<Abalone>, key: &str) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let at = self.cursor();
        let flip = self.flipped.get();
        if key.starts_with("Arrow") {
            // The keys take over from the pointer: the preview follows the cursor.
            self.hovered = None;
            if let Some(n) = hex::arrow_step(PAD_TO_CELL[at as usize], key, flip, &mut self.column) {
                self.cursor = Some(CELL_TO_PAD[n as usize]);
            }
            return ViewAction::Redraw;
        }
        if let Some(i) = ["1", "2", "3"].iter().position(|&k| k == key) {
            return match self.choosing.get(i) {
                Some(mv) => Self::play(g, mv),
                None => ViewAction::Nothing,
            };
        }
        if let Some(d) = DIR_KEYS.iter().position(|k| k.eq_ignore_ascii_case(key)) {
            // The keys point on the screen: on a turned board each is the opposite direction.
            let d = if flip { (d + 3) % 6 } else { d };
            if self.selected.is_empty() {
                return ViewAction::Refuse(t("abalone-refuse-select-first"));
            }
            let targets = self.targets(g);
            return match Self::arrow_moves(&targets).into_iter().find(|mv| mv.dir() == d) {
                Some(mv) => Self::play(g, &mv),
                None => {
                    // The catalogue picks its words by the rules' direction name.
                    let dir = ludus_engine::games::abalone::board::DIR_NAMES[d];
                    let args = [("cells", names(&self.selected).into()), ("dir", dir.into())];
                    ViewAction::Refuse(tf("abalone-refuse-direction", &args))
                }
            };
        }
        match key {
            "Enter" | " " => self.press_cell(g, at),
            "Backspace" | "Escape" => self.back(),
            _ => ViewAction::Nothing,
        }
    }

    fn confirm(&mut self, _m: &SessionMatch<Abalone>) -> ViewAction {
        ViewAction::Nothing
    }

    /// Steps back: out of a choice between moves, else drops the last marble chosen.
    fn back(&mut self) -> ViewAction {
        if self.choosing.is_empty() {
            self.selected.pop();
        }
        self.choosing.clear();
        self.anchor = None;
        ViewAction::Redraw
    }

    fn reset(&mut self) {
        self.selected.clear();
        self.choosing.clear();
        self.anchor = None;
        self.dragged = None;
        self.animation = None;
    }

    fn can_confirm(&self, _m: &SessionMatch<Abalone>) -> bool {
        false
    }

    fn can_back(&self) -> bool {
        !self.selected.is_empty() || !self.choosing.is_empty()
    }

    fn prompt(&self, m: &SessionMatch<Abalone>) -> String {
        let g = m.state();
        if let [first, ..] = self.choosing.as_slice() {
            // The cell every choice reaches: the one the player pressed.
            let shared = self.targets(g).into_iter().find(|(c, mv)| {
                mv == first && self.choosing.iter().all(|o| self.targets(g).contains(&(*c, *o)))
            });
            let cell = shared.map_or_else(String::new, |(c, _)| cell_name(c));
            return tf("abalone-prompt-choose", &[("cell", cell.into())]);
        }
        if self.selected.is_empty() {
            return tf("abalone-prompt-select", &[("colour", colour_name(seat_colour(g.to_move)).into())]);
        }
        let cells = [("cells", names(&self.selected).into())];
        if !self.targets(g).is_empty() {
            tf("abalone-prompt-move", &cells)
        } else if self.selected.len() >= 3 {
            // Three is the most that move together (rules §2.1): no marble can be added.
            tf("abalone-prompt-stuck-full", &cells)
        } else {
            tf("abalone-prompt-stuck", &cells)
        }
    }

    fn facts(&self, m: &SessionMatch<Abalone>) -> Vec<(String, String)> {
        let g = m.state();
        let of = |n: u8| tf("abalone-fact-of", &[("n", n.into()), ("total", WIN_EJECTIONS.into())]);
        let mut facts = vec![
            (t("abalone-fact-black-pushed-off"), of(g.ejected[0])),
            (t("abalone-fact-white-pushed-off"), of(g.ejected[1])),
        ];
        if g.players == 2 {
            let on_board = [("black", g.count(BLACK).into()), ("white", g.count(WHITE).into())];
            facts.push((t("abalone-fact-on-board"), tf("abalone-fact-on-board-count", &on_board)));
            return facts;
        }
        facts.push((t("abalone-fact-red-pushed-off"), of(g.ejected[2])));
        if g.teams() {
            // Rules §6.3: who plays with whom, and how far each team is from six.
            facts.push((t("abalone-fact-blue-pushed-off"), of(g.ejected[3])));
            facts.push((t("abalone-fact-team-black"), of(g.tally(0))));
            facts.push((t("abalone-fact-team-white"), of(g.tally(1))));
        }
        let count = |seat: usize| g.count(seat_colour(seat)).into();
        let on_board = [("black", count(0)), ("white", count(1)), ("red", count(2)), ("blue", count(3))];
        let count = if g.teams() {
            tf("abalone-fact-on-board-count-4", &on_board)
        } else {
            tf("abalone-fact-on-board-count-3", &on_board)
        };
        facts.push((t("abalone-fact-on-board"), count));
        facts
    }

    fn hints(&self, frame: Frame, m: &SessionMatch<Abalone>) -> Vec<(String, f64, f64)> {
        if !human_turn(m) {
            return vec![];
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        let mut cells: Vec<Pad> = Vec::new();
        if !self.choosing.is_empty() {
            cells.extend((0..self.choosing.len()).map(|i| Self::choice_cell(&self.choosing, i)));
        } else if self.selected.is_empty() {
            for mv in Self::legal(g) {
                cells.extend(mv.group());
            }
        } else {
            cells.extend(self.targets(g).into_iter().map(|(c, _)| c));
            // Only the marbles that join the group into one that some legal move moves: a
            // highlight never leads to a group that cannot move.
            let groups: Vec<Vec<Pad>> = Self::legal(g).iter().map(Move::group).collect();
            let moves_on = |add: Vec<Pad>| {
                let all = self.selected.iter().chain(&add);
                groups.iter().any(|group| all.clone().all(|c| group.contains(c)))
            };
            cells.extend(CELL_TO_PAD.iter().filter(|&&c| self.extension(g, c).is_some_and(moves_on)));
        }
        order::sort_unique(&mut cells);
        cells
            .into_iter()
            .map(|c| {
                let (x, y) = geo.centre(c);
                (cell_name(c), x, y)
            })
            .collect()
    }

    fn seat_colour(&self, seat: usize, _theme: Theme) -> &'static str {
        ["#1b1b1f", "#f4f1ea", "#c62a17", "#2a63c6"][seat.min(3)]
    }

    fn played(&mut self, m: &SessionMatch<Abalone>) {
        self.animation = None;
        let (Some(prev), Some(last)) = (m.previous(), m.last_action().map(str::to_string)) else { return };
        let Ok(mv) = prev.parse_action(&last) else { return };
        let ejects = ejects(prev, &mv);
        self.animation = Some(Animation {
            before: prev.clone(),
            mv,
            plies: m.state().plies,
            start: now(),
            ms: if ejects { EJECT_MS } else { MOVE_MS },
            settled: Cell::new(false),
        });
    }

    fn animating(&self) -> bool {
        // The time limit is a safety net should no still frame ever be drawn.
        self.warming.get()
            || self.animation.as_ref().is_some_and(|a| !a.settled.get() && now() - a.start < a.ms + 1000.0)
    }
}
