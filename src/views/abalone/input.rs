//! Abalone's input: a group of 1–3 own marbles chosen by press, drag or keys, then the move it
//! makes by a target cell, an arrow or a direction key (rules §2), and why a press cannot work
//! when it cannot. Every legal move comes from the core's list.

use super::draw::{lerp, Geometry};
use super::*;
use crate::words::abalone::Press;
use ludus_engine::core::ActionError;
use ludus_engine::games::abalone::board::{parallel, EMPTY};

/// Keys that pick a direction, laid out around S on a QWERTY keyboard (E, NE, NW, W, SW, SE).
pub(super) const DIR_KEYS: [&str; 6] = ["d", "e", "w", "a", "z", "x"];

impl AbaloneView {
    pub(super) fn legal(g: &Abalone) -> Vec<Move> {
        let mut moves = Vec::new();
        g.legal_actions(&mut moves);
        moves
    }

    /// Where a press plays a move: the legal moves of the selected group by target cell (the
    /// in-line front cell, every broadside destination). With a single marble selected, also the
    /// in-line moves it trails (rules §2.6), so "marble, then destination" moves its whole line.
    pub(super) fn targets(&self, g: &Abalone) -> Vec<(Pad, Move)> {
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
    pub(super) fn arrow_moves(targets: &[(Pad, Move)]) -> Vec<Move> {
        let mut moves: Vec<Move> = Vec::new();
        for (_, m) in targets {
            if !moves.contains(m) {
                moves.push(*m);
            }
        }
        moves
    }

    /// The moves that land on `cell`: two side-steps of a group can share a destination cell
    /// (rules §2.4), and then the player chooses.
    pub(super) fn landing(targets: &[(Pad, Move)], cell: Pad) -> Vec<Move> {
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
    pub(super) fn choice_cell(choices: &[Move], i: usize) -> Pad {
        let dest = |m: &Move| -> Vec<Pad> { m.group().iter().map(|&c| step(c, m.dir())).collect() };
        let mine = dest(&choices[i]);
        let others: Vec<Pad> =
            choices.iter().enumerate().filter(|(j, _)| *j != i).flat_map(|(_, m)| dest(m)).collect();
        mine.iter().copied().find(|c| !others.contains(c)).unwrap_or(mine[0])
    }

    /// Own marbles to add so the selection reaches `p` in one straight run of at most three.
    pub(super) fn extension(&self, g: &Abalone, p: Pad) -> Option<Vec<Pad>> {
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

    pub(super) fn play(g: &Abalone, m: &Move) -> ViewAction {
        ViewAction::Play(g.action_text(m))
    }

    pub(super) fn start_selection(&mut self, p: Pad) -> ViewAction {
        self.selected = vec![p];
        self.anchor = Some(p);
        ViewAction::Redraw
    }

    /// What pressing `cell` does (mouse or keyboard): pick one of the moves offered, play a move
    /// that lands there (or offer the choice when two do), or change the selection, or explain
    /// why not.
    pub(super) fn press_cell(&mut self, g: &Abalone, cell: Pad) -> ViewAction {
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

    /// What pressing `cell` would do now, for the screen reader: `press_cell` without doing it.
    pub(super) fn press_kind(&self, g: &Abalone, cell: Pad) -> Press {
        if let Some(i) = (0..self.choosing.len()).find(|&i| Self::choice_cell(&self.choosing, i) == cell) {
            return Press::Pick(i + 1, self.choosing[i]);
        }
        match Self::landing(&self.targets(g), cell).as_slice() {
            [] => {}
            [m] => return Press::Play(*m),
            several => return Press::Choose(several.len()),
        }
        if g.at(cell) != seat_colour(g.to_move) {
            return Press::Nothing;
        }
        if self.selected.contains(&cell) {
            return Press::Drop;
        }
        if self.selected.is_empty() {
            return Press::Select;
        }
        if let Some(add) = self.extension(g, cell) {
            return Press::Add(add);
        }
        if self.selected.iter().any(|&s| dir_between(s, cell).is_some()) {
            Press::Nothing
        } else {
            Press::Select
        }
    }

    /// Why the selected group cannot go to `cell`, in the core's words where it breaks a rule.
    pub(super) fn explain(&self, g: &Abalone, cell: Pad) -> String {
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


    pub(super) fn on_press(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
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
    pub(super) fn on_hover(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
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


    /// Dragging from a freshly pressed marble selects the straight run from it to the pointer.
    pub(super) fn on_drag(&mut self, frame: Frame, m: &SessionMatch<Abalone>, x: f64, y: f64) -> ViewAction {
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
    pub(super) fn on_key(&mut self, m: &SessionMatch<Abalone>, key: &str) -> ViewAction {
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
}
