//! Cabale's input: presses and keys that choose each part of a turn (rules §4): the turning
//! and end cells, single or double, jumps or stop, and a blockade's line picked round a cell.

use super::*;
use crate::words::cabale::{Press, Spot};

impl CabaleView {
    pub(super) fn act(&mut self, target: &str) -> ViewAction {
        self.edge_pick = None;
        if let Some(t) = target.strip_prefix("turn:") {
            self.turn = t.parse().ok();
            return ViewAction::Redraw;
        }
        self.turn = None;
        ViewAction::Play(target.to_string())
    }

    /// What pressing cell `c` does when it is not a highlighted place: take back the turning
    /// cell, or say what is asked instead.
    pub(super) fn press_elsewhere(&mut self, g: &Cabale, c: Option<Cell>) -> ViewAction {
        if self.turn.is_some() && c == self.turn {
            self.turn = None;
            return ViewAction::Redraw;
        }
        match g.phase {
            Phase::Run if self.turn.is_some() => ViewAction::Refuse(t("cabale-refuse-end")),
            Phase::Run => ViewAction::Refuse(t("cabale-refuse-turn")),
            Phase::Placement if c.is_some_and(|c| !is_start_cell(c)) => {
                ViewAction::Refuse(t("cabale-refuse-start"))
            }
            _ => ViewAction::Nothing,
        }
    }

    /// Enter or Space: the button or the cell under the cursor; in the blockade part, a cell
    /// offers its lines one by one.
    pub(super) fn press_cursor(&mut self, g: &Cabale) -> ViewAction {
        let geo = Geometry::of(Frame { width: 1000.0, height: 1000.0, ..Frame::default() });
        let buttons = Self::choice_buttons(g, &geo);
        if let Some(i) = self.button(buttons.len()) {
            return self.act(&buttons[i].1.clone());
        }
        let c = self.cursor();
        if g.phase == Phase::Blockade {
            if Self::edges_of(g, c).is_empty() {
                return ViewAction::Refuse(t("cabale-refuse-no-line"));
            }
            self.edge_pick = Some((c, 0));
            return ViewAction::Redraw;
        }
        let hit = self.targets(g, &geo).into_iter().find(|(n, ..)| *n == cell_name(c));
        match hit {
            Some((_, action, ..)) => self.act(&action),
            None => self.press_elsewhere(g, Some(c)),
        }
    }

    /// Where the cursor stands and what Enter there would do now, for the screen reader:
    /// `press_cursor` (or the line being picked) without doing it.
    pub(super) fn spot_and_press(&self, g: &Cabale) -> (Spot, Press) {
        if let Some((c, i)) = self.edge_pick {
            return match Self::edges_of(g, c).get(i) {
                Some(&e) => (Spot::Line(e), Press::Blockade),
                None => (Spot::Cell(c), Press::Nothing),
            };
        }
        let geo = Geometry::of(Frame { width: 1000.0, height: 1000.0, ..Frame::default() });
        let buttons = Self::choice_buttons(g, &geo);
        if let Some(i) = self.button(buttons.len()) {
            return (Spot::Button(buttons[i].0.clone()), Press::Button);
        }
        let c = self.cursor();
        if g.phase == Phase::Blockade {
            let n = Self::edges_of(g, c).len();
            return (Spot::Cell(c), if n == 0 { Press::Nothing } else { Press::Lines(n) });
        }
        let hit = self.targets(g, &geo).into_iter().find(|(n, ..)| *n == cell_name(c));
        let press = match hit.map(|(_, action, ..)| action) {
            Some(a) if a.starts_with("turn:") => Press::Turn,
            Some(a) => match g.parse_action(&a) {
                Ok(Action::PlaceRunner(_)) => Press::Place,
                Ok(Action::Run { .. }) => Press::End,
                Ok(Action::Jump { .. }) => Press::Jump,
                _ => Press::Nothing,
            },
            None if self.turn == Some(c) => Press::Unturn,
            None => Press::Nothing,
        };
        (Spot::Cell(c), press)
    }

    /// The arrows: over the cells as drawn, and down from the lowest row onto the buttons.
    pub(super) fn move_cursor(&mut self, g: &Cabale, key: &str) -> ViewAction {
        let geo = Geometry::of(Frame { width: 1000.0, height: 1000.0, ..Frame::default() });
        let count = Self::choice_buttons(g, &geo).len();
        if let Some(i) = self.button(count) {
            self.on_button = match key {
                "ArrowLeft" => Some(i.saturating_sub(1)),
                "ArrowRight" => Some((i + 1).min(count - 1)),
                "ArrowUp" => None,
                _ => Some(i),
            };
            return ViewAction::Redraw;
        }
        self.on_button = None;
        match hex::arrow_step(self.cursor(), key, self.flipped.get(), &mut self.column) {
            Some(n) => self.cursor = Some(n),
            None if key == "ArrowDown" && count > 0 => self.on_button = Some(0),
            None => {}
        }
        ViewAction::Redraw
    }

    /// Keys while a blockade's line is being chosen: arrows go round the cell's lines.
    pub(super) fn pick_edge(&mut self, g: &Cabale, (c, i): (Cell, usize), key: &str) -> ViewAction {
        let edges = Self::edges_of(g, c);
        let n = edges.len().max(1);
        match key {
            "ArrowRight" | "ArrowDown" => self.edge_pick = Some((c, (i + 1) % n)),
            "ArrowLeft" | "ArrowUp" => self.edge_pick = Some((c, (i + n - 1) % n)),
            "Enter" | " " => {
                let Some(&e) = edges.get(i) else { return self.back() };
                return self.act(&g.action_text(&Action::Blockade(e)));
            }
            "Escape" | "Backspace" => self.edge_pick = None,
            _ => return ViewAction::Nothing,
        }
        ViewAction::Redraw
    }

    pub(super) fn on_press(&mut self, frame: Frame, m: &SessionMatch<Cabale>, x: f64, y: f64) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        let geo = Geometry::of(frame);
        self.edge_pick = None;
        self.on_button = None;
        if let Some(c) = geo.cell_at(x, y) {
            self.cursor = Some(c);
            self.column = hex::column_of(c, frame.flip);
        }
        let targets = self.targets(g, &geo);
        let reach = if g.phase == Phase::Blockade { geo.size * 0.35 } else { geo.size * 0.85 };
        let buttons = Self::choice_buttons(g, &geo);
        if let Some(b) = buttons.iter().find(|b| {
            (b.2 - x).abs() < geo.button_width() / 2.0 && (b.3 - y).abs() < geo.button_height() / 2.0
        }) {
            return self.act(&b.1.clone());
        }
        let hit = targets
            .iter()
            .map(|t| (t, (t.2 - x).powi(2) + (t.3 - y).powi(2)))
            .filter(|(_, d2)| *d2 < reach * reach)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((t, _)) = hit {
            return self.act(&t.1.clone());
        }
        self.press_elsewhere(g, geo.cell_at(x, y))
    }

    /// Arrows move the cursor over the board as drawn (↑ ↓ to the row above or below, and
    /// from the lowest row onto the buttons), Enter or Space choose, S and D pick a single or
    /// double block, Escape or Backspace step back.
    pub(super) fn on_key(&mut self, m: &SessionMatch<Cabale>, key: &str) -> ViewAction {
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        if let Some(pick) = self.edge_pick {
            return self.pick_edge(g, pick, key);
        }
        let build = matches!(g.phase, Phase::Build { .. });
        match key {
            _ if key.starts_with("Arrow") => self.move_cursor(g, key),
            "Enter" | " " => self.press_cursor(g),
            "s" | "S" if build => self.act("single"),
            "d" | "D" if build && Self::legal(g).contains(&Action::Build { double: true }) => {
                self.act("double")
            }
            "Escape" | "Backspace" => self.back(),
            _ => ViewAction::Nothing,
        }
    }
}
