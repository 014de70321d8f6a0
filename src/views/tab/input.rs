//! Tâb's input: a throw-move put together as throw → piece → destination by presses or keys
//! (rules §3–§4), with what is forced filled in, and the keyboard cursor's walk over the board
//! and the tray.

use super::draw::{per_row, Geometry};
use super::*;
use crate::words::tab::Press;

impl TabView {
    /// The moves fitting the current choice.
    pub(super) fn fitting(&self, g: &Tab) -> Vec<(ThrowMove, Effect)> {
        let moves = legal(g);
        let choose = self.split_among(g, &moves);
        moves
            .into_iter()
            .filter(|(m, _)| self.throw.is_none_or(|v| m.value == v))
            .filter(|(m, _)| self.from.is_none_or(|f| m.from == f))
            .filter(|(m, _)| m.split == self.split || !choose)
            .collect()
    }

    /// Whether the player chooses between the whole stack and its top piece (rules §4.2): a 1
    /// on a stack, where both can move. Where only one of them can, that one moves, with no
    /// choice offered (a press that could only switch to a form with no move would leave
    /// nothing to press).
    pub(super) fn split_possible(&self, g: &Tab) -> bool {
        self.split_among(g, &legal(g))
    }

    /// `split_possible`, given the legal `moves` (listed once by a caller that needs them too).
    pub(super) fn split_among(&self, g: &Tab, moves: &[(ThrowMove, Effect)]) -> bool {
        let Some(f) = self.from.filter(|&f| self.throw == Some(1) && g.board[f as usize].height() >= 2) else {
            return false;
        };
        let forms = moves.iter().filter(|(m, _)| m.from == f && m.value == 1);
        let (whole, top) = forms.fold((false, false), |(w, t), (m, _)| (w || !m.split, t || m.split));
        whole && top
    }

    pub(super) fn chosen(&self, g: &Tab) -> Option<(ThrowMove, Effect)> {
        let to = self.to?;
        self.fitting(g).into_iter().find(|(m, _)| m.to == to)
    }

    /// After a choice, fill in whatever is now forced (a single throw or destination).
    pub(super) fn settle(&mut self, g: &Tab) {
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

    pub(super) fn choose_throw(&mut self, g: &Tab, v: u8) -> ViewAction {
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

    pub(super) fn choose_square(&mut self, g: &Tab, session: &SessionMatch<Tab>, sq: Square) -> ViewAction {
        self.cursor = Place::Square(sq);
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

    /// A press on tray slot `i`: a throw to use, or Pass after the throws (rules §3).
    pub(super) fn press_slot(&mut self, g: &Tab, i: usize) -> ViewAction {
        self.cursor = Place::Slot(i);
        let throws: Vec<u8> = g.throws.each().collect();
        if let Some(&v) = throws.get(i) {
            return self.choose_throw(g, v);
        }
        if i == throws.len() && can_pass(g) {
            return ViewAction::Play("pass".into());
        }
        ViewAction::Nothing
    }

    /// The tray's places the cursor may stand on: the throws, and Pass when it is allowed.
    pub(super) fn tray_places(g: &Tab) -> usize {
        (g.throws.total() as usize + usize::from(can_pass(g))).max(1)
    }

    /// The cursor moved one place by an arrow key, as the board is drawn: along a rank, up and
    /// down the ranks, and below the bottom rank into the tray (whose slots it walks the same
    /// way).
    pub(super) fn moved_cursor(&self, g: &Tab, key: &str) -> Place {
        let (flip, places, n) = (self.flipped.get(), Self::tray_places(g), per_row(slots(g)));
        match self.cursor {
            Place::Square(sq) => {
                let (col, row) = on_screen(sq, flip);
                let (col, row) = match key {
                    "ArrowLeft" => (col.saturating_sub(1), row),
                    "ArrowRight" => ((col + 1).min(FILES - 1), row),
                    "ArrowUp" => (col, row.saturating_sub(1)),
                    _ if row < 3 => (col, row + 1),
                    // Below the bottom rank: the slot under this column.
                    _ => return Place::Slot(((2 * col as usize + 1) * n / 18).min(places - 1)),
                };
                Place::Square(at_screen(col, row, flip))
            }
            Place::Slot(i) => {
                let i = i.min(places - 1);
                match key {
                    "ArrowLeft" => Place::Slot(i.saturating_sub(1)),
                    "ArrowRight" => Place::Slot((i + 1).min(places - 1)),
                    "ArrowDown" => Place::Slot(if i + n < places { i + n } else { i }),
                    _ if i >= n => Place::Slot(i - n),
                    // Above the tray: the square of the bottom rank over this slot.
                    _ => Place::Square(at_screen(((2 * (i % n) + 1) * 9 / (2 * n)) as u8, 3, flip)),
                }
            }
        }
    }

    /// Whether pressing `sq` changes the move chosen: another destination, or the stack
    /// switched between its top piece and the whole (rules §4.2).
    pub(super) fn changes_choice(&self, g: &Tab, sq: Square) -> bool {
        let destination = self.fitting(g).iter().any(|(m, _)| m.to == sq);
        self.to != Some(sq) && (destination || (self.from == Some(sq) && self.split_possible(g)))
    }

    /// What Enter where the cursor stands would do now, for the screen reader: `activate`
    /// without doing it.
    pub(super) fn press_kind(&self, m: &SessionMatch<Tab>) -> Press {
        if Self::must_throw(m) {
            return Press::Throw;
        }
        let g = m.state();
        match self.cursor {
            Place::Slot(i) => {
                let i = i.min(Self::tray_places(g) - 1);
                let throws: Vec<u8> = g.throws.each().collect();
                match throws.get(i) {
                    Some(&v) if legal(g).iter().any(|(mv, _)| mv.value == v) => Press::Use(v),
                    None if i == throws.len() && can_pass(g) => Press::Pass,
                    _ => Press::Nothing,
                }
            }
            Place::Square(sq) => {
                if let Some((mv, e)) = self.chosen(g).filter(|_| !self.changes_choice(g, sq)) {
                    return Press::Play(mv, e);
                }
                if self.from.is_some() && self.throw.is_some() {
                    if let Some(&(mv, e)) = self.fitting(g).iter().find(|(mv, _)| mv.to == sq) {
                        return Press::Land(mv, e);
                    }
                    if self.from == Some(sq) && self.split_possible(g) {
                        return Press::Split(!self.split);
                    }
                }
                let fits = |mv: &ThrowMove| mv.from == sq && self.throw.is_none_or(|v| mv.value == v);
                if legal(g).iter().any(|(mv, _)| fits(mv)) {
                    Press::Piece
                } else {
                    Press::Nothing
                }
            }
        }
    }

    /// Enter or Space: a press where the cursor stands. Enter with a whole move chosen confirms
    /// it, unless the cursor stands on another choice for it.
    pub(super) fn activate(&mut self, m: &SessionMatch<Tab>, enter: bool) -> ViewAction {
        let g = m.state();
        match self.cursor {
            Place::Slot(i) => self.press_slot(g, i.min(Self::tray_places(g) - 1)),
            Place::Square(sq) if enter && self.chosen(g).is_some() && !self.changes_choice(g, sq) => {
                self.confirm(m)
            }
            Place::Square(sq) => self.choose_square(g, m, sq),
        }
    }

    pub(super) fn on_press(&mut self, frame: Frame, m: &SessionMatch<Tab>, x: f64, y: f64) -> ViewAction {
        self.flipped.set(frame.flip);
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
            return self.press_slot(g, slot);
        }
        match geo.square_at(x, y) {
            Some(sq) => self.choose_square(g, m, sq),
            None => ViewAction::Nothing,
        }
    }

    /// Arrows move the cursor as the board is drawn (below the bottom rank to the throws),
    /// Enter or Space press where it stands, Enter confirms, Escape or Backspace step back; the
    /// digits choose a throw, T throws, P passes.
    pub(super) fn on_key(&mut self, m: &SessionMatch<Tab>, key: &str) -> ViewAction {
        if Self::must_throw(m) && matches!(key, "t" | "T" | "Enter" | " ") {
            return ViewAction::Chance;
        }
        if !human_turn(m) {
            return ViewAction::Nothing;
        }
        let g = m.state();
        match key {
            "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" => {
                self.cursor = self.moved_cursor(g, key);
                ViewAction::Redraw
            }
            "1" | "2" | "3" | "4" | "6" => self.choose_throw(g, key.parse().unwrap_or(0)),
            "p" | "P" if can_pass(g) => ViewAction::Play("pass".into()),
            "Enter" | " " => self.activate(m, key == "Enter"),
            "Escape" | "Backspace" => self.back(),
            _ => ViewAction::Nothing,
        }
    }
}
