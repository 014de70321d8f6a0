//! Thin drawing helpers over the 2D canvas context, shared by every game's view.

use std::f64::consts::PI;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The smallest text drawn on a canvas, in CSS pixels: readable on a phone as on a desktop.
pub const MIN_TEXT_PX: f64 = 11.0;

/// The size in CSS pixels that text asked for at `px` is drawn at: never below
/// [`MIN_TEXT_PX`], rounded to whole pixels.
pub fn text_px(px: f64) -> f64 {
    px.max(MIN_TEXT_PX).round()
}

/// A canvas font of `weight` at `px` CSS pixels (at least [`MIN_TEXT_PX`]) in the interface's
/// sans-serif. Every view builds its fonts here, so no text can be drawn too small to read.
pub fn font(weight: u16, px: f64) -> String {
    format!("{weight} {}px system-ui, sans-serif", text_px(px) as i32)
}

/// [`font`] in a serif face (numbers printed on a board).
pub fn serif_font(weight: u16, px: f64) -> String {
    format!("{weight} {}px Georgia, serif", text_px(px) as i32)
}

/// The size in pixels of a font string made by [`font`] (its number before "px").
fn font_px(font: &str) -> f64 {
    font.split_whitespace()
        // Whole pixels (see `font`): no float parser in the site for this.
        .find_map(|w| w.strip_suffix("px").and_then(|n| n.parse::<u16>().ok()).map(f64::from))
        .unwrap_or(MIN_TEXT_PX)
}

pub struct Painter {
    pub ctx: CanvasRenderingContext2d,
}

impl Painter {
    pub fn fill(&self, colour: &str) {
        self.ctx.set_fill_style_str(colour);
        self.ctx.fill();
    }

    pub fn stroke(&self, colour: &str, width: f64) {
        self.ctx.set_stroke_style_str(colour);
        self.ctx.set_line_width(width);
        self.ctx.stroke();
    }

    pub fn rect(&self, x: f64, y: f64, w: f64, h: f64, colour: &str) {
        self.ctx.set_fill_style_str(colour);
        self.ctx.fill_rect(x, y, w, h);
    }

    /// A rounded-rectangle path.
    pub fn round_rect(&self, x: f64, y: f64, w: f64, h: f64, r: f64) {
        let c = &self.ctx;
        c.begin_path();
        c.move_to(x + r, y);
        let _ = c.arc_to(x + w, y, x + w, y + h, r);
        let _ = c.arc_to(x + w, y + h, x, y + h, r);
        let _ = c.arc_to(x, y + h, x, y, r);
        let _ = c.arc_to(x, y, x + w, y, r);
        c.close_path();
    }

    pub fn circle(&self, x: f64, y: f64, r: f64) {
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, r.max(0.0), 0.0, 2.0 * PI);
    }

    pub fn ellipse(&self, x: f64, y: f64, rx: f64, ry: f64) {
        self.ctx.begin_path();
        let _ = self.ctx.ellipse(x, y, rx.max(0.0), ry.max(0.0), 0.0, 0.0, 2.0 * PI);
    }

    /// Fills the current path with a radial gradient lit from the upper left.
    pub fn fill_lit(&self, x: f64, y: f64, r: f64, light: &str, dark: &str) {
        match self.ctx.create_radial_gradient(x - r * 0.35, y - r * 0.45, r * 0.1, x, y, r * 1.1) {
            Ok(g) => {
                let _ = g.add_color_stop(0.0, light);
                let _ = g.add_color_stop(1.0, dark);
                self.ctx.set_fill_style_canvas_gradient(&g);
                self.ctx.fill();
            }
            Err(_) => self.fill(dark),
        }
    }

    pub fn text(&self, s: &str, x: f64, y: f64, font: &str, colour: &str, align: &str) {
        self.ctx.set_font(font);
        self.ctx.set_text_align(align);
        self.ctx.set_text_baseline("middle");
        self.ctx.set_fill_style_str(colour);
        let _ = self.ctx.fill_text(s, x, y);
    }

    /// The width of `s` drawn in `font`, in CSS pixels.
    pub fn text_width(&self, s: &str, font: &str) -> f64 {
        self.ctx.set_font(font);
        self.ctx.measure_text(s).map_or(0.0, |m| m.width())
    }

    /// `s` broken at spaces into lines no wider than `max_width` in `font` (a single word wider
    /// than that keeps a line of its own).
    pub fn wrap(&self, s: &str, font: &str, max_width: f64) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for word in s.split_whitespace() {
            let longer = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
            if !line.is_empty() && self.text_width(&longer, font) > max_width {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            } else {
                line = longer;
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// `s` on a filled rounded label centred at (x, y), at least `min_width` wide, kept between
    /// `left` and `right`: a caption that may stand over the board (previews, choices).
    #[allow(clippy::too_many_arguments)]
    pub fn label(
        &self,
        s: &str,
        (x, y): (f64, f64),
        font: &str,
        colour: &str,
        fill: &str,
        min_width: f64,
        (left, right): (f64, f64),
    ) {
        let h = font_px(font) + 5.0;
        let w = (self.text_width(s, font) + 10.0).max(min_width);
        let x = clamp(x, left + w / 2.0, (right - w / 2.0).max(left + w / 2.0));
        self.round_rect(x - w / 2.0, y - h / 2.0, w, h, h * 0.3);
        self.fill(fill);
        self.text(s, x, y + 0.5, font, colour, "center");
    }

    pub fn dash(&self, pattern: &[f64]) {
        let arr = js_sys::Array::new();
        for v in pattern {
            arr.push(&JsValue::from_f64(*v));
        }
        let _ = self.ctx.set_line_dash(&arr);
    }

    pub fn line(&self, pts: &[(f64, f64)]) {
        self.ctx.begin_path();
        for (i, (x, y)) in pts.iter().enumerate() {
            if i == 0 {
                self.ctx.move_to(*x, *y);
            } else {
                self.ctx.line_to(*x, *y);
            }
        }
    }

    /// A filled arrowhead at (x, y) pointing along (dx, dy).
    pub fn arrow_head(&self, x: f64, y: f64, dx: f64, dy: f64, size: f64, colour: &str) {
        let len = (dx * dx + dy * dy).sqrt().max(1e-9);
        let (ux, uy) = (dx / len, dy / len);
        let c = &self.ctx;
        c.begin_path();
        c.move_to(x + ux * size * 0.6, y + uy * size * 0.6);
        c.line_to(x - ux * size * 0.5 - uy * size * 0.5, y - uy * size * 0.5 + ux * size * 0.5);
        c.line_to(x - ux * size * 0.5 + uy * size * 0.5, y - uy * size * 0.5 - ux * size * 0.5);
        c.close_path();
        self.fill(colour);
    }
}

/// An offscreen picture, drawn once and copied onto the board many times (costly gradients and
/// shadows that would be too slow to redraw on every animation frame).
pub struct Layer(HtmlCanvasElement);

impl Layer {
    /// A blank layer of `w`×`h` CSS pixels at pixel ratio `dpr`, with a painter scaled to CSS
    /// pixels.
    pub fn new(w: f64, h: f64, dpr: f64) -> Option<(Layer, Painter)> {
        let doc = web_sys::window()?.document()?;
        let canvas: HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
        canvas.set_width((w * dpr).round() as u32);
        canvas.set_height((h * dpr).round() as u32);
        let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        let _ = ctx.scale(dpr, dpr);
        Some((Layer(canvas), Painter { ctx }))
    }
}

impl Painter {
    /// Copies `layer` into the rectangle (x, y, w, h).
    pub fn blit(&self, layer: &Layer, x: f64, y: f64, w: f64, h: f64) {
        let _ = self.ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&layer.0, x, y, w, h);
    }
}

/// `x` kept within `lo..=hi` (`lo` wins if they cross). Use this, never `f64::clamp`: its
/// assertion message prints floats, which pulls Rust's float formatting (~8 KB gzip) into the
/// site (`tests/floors.rs` checks).
pub fn clamp(x: f64, lo: f64, hi: f64) -> f64 {
    x.min(hi).max(lo)
}

/// Milliseconds since the page started.
pub fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

thread_local! {
    static SPEED: std::cell::Cell<f64> = const { std::cell::Cell::new(1.0) };
}

/// Sets how fast animations run (the motion setting: 1 normal, more is faster; a huge value
/// means no animation at all, for players who ask for reduced motion).
pub fn set_speed(speed: f64) {
    SPEED.with(|s| s.set(speed.max(0.1)));
}

/// The animations' clock: milliseconds, running at the player's animation speed. Every view
/// times its animations with it, so one setting governs them all.
pub fn anim_now() -> f64 {
    now() * SPEED.with(|s| s.get())
}

/// The browser's sine, cosine and arc tangent: Rust's own would bring their float library
/// into the site (7 KB of wasm) for a few angles a frame.
pub fn sin(x: f64) -> f64 {
    js_sys::Math::sin(x)
}

pub fn cos(x: f64) -> f64 {
    js_sys::Math::cos(x)
}

pub fn atan2(y: f64, x: f64) -> f64 {
    js_sys::Math::atan2(y, x)
}
