//! Throw-moves: using one throw to move one piece or stack along its track (rules §3, §4).
//!
//! Generation goes in three layers, each a filter over the one below, and never allocates:
//! 1. `for_each_candidate`: every move the piece rules allow (§4.1–4.6, Lane's T4 priority);
//! 2. `for_each_base`: the stacks-only rule of §4.7 (T12), which needs to know whether any
//!    other move exists;
//! 3. `for_each_legal`: with option T6 "maximum", only moves that keep the most throws usable.

use super::rules::{Reduction, Row4Stacks, StackedUnmoved, UseThrows};
use super::stack::Stack;
use super::track::{self, is_backward, square_at, square_name, walk, Branch, Square, Walk, SQUARES};
use super::{Phase, Tab};
use crate::core::Refusal;

/// One throw used on one unit: `value` moves the piece or stack on `from` to `to`; `split`
/// moves only the top piece of a stack (a throw of 1, rules §4.2). The destination tells the
/// loop from the row-4 branch (rules §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThrowMove {
    pub value: u8,
    pub from: Square,
    pub to: Square,
    pub split: bool,
}

/// What a throw-move does, for notation, previews and the compulsory-use rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effect {
    /// A stack goes back a row and is cut down to its top piece: an optional move (§4.3).
    pub reduces: bool,
    /// Lands on enemy pieces (§4.4).
    pub captures: bool,
    /// Lands on own pieces and forms or grows a stack (§4.2).
    pub stacks: bool,
    /// Takes the row-4 branch (§4.6).
    pub enters_row4: bool,
    /// A whole-stack move out of a row 4 that holds only stacks (§4.7, T12).
    pub restricted: bool,
}

impl Tab {
    /// Whether `reduction` applies to `unit` making row change `change` (rules §4.3, T7).
    fn reduces(&self, change: (u8, u8), unit: &Stack) -> bool {
        if unit.height() < 2 {
            return false;
        }
        match self.rules.reduction {
            Reduction::Backward => is_backward(change),
            // Lane: any row one of its pieces has been in. Row 2 and row 3 have always been
            // visited when going back; going 2 → 3 they have been if a piece has looped.
            Reduction::Visited => is_backward(change) || (change == (2, 3) && unit.any_row3()),
        }
    }

    /// Whether `seat`'s units in its row 4 are frozen (rules §4.7, T11; option T12).
    pub fn row4_frozen(&self, seat: usize) -> bool {
        match self.rules.row4_stacks {
            Row4Stacks::StacksOnly => self.pieces_on_row(seat, 1) > 0,
            // Ludii's reading of Lane: free once home is empty or holds a single group.
            Row4Stacks::HomeGroup => self.units_on_row(seat, 1) > 1,
        }
    }

    /// Rules §4.7, T12: `seat` has units in its row 4 and every one of them is a stack.
    pub fn stacks_only(&self, seat: usize) -> bool {
        if self.rules.row4_stacks != Row4Stacks::StacksOnly {
            return false;
        }
        let mut any = false;
        for pos in 27..36 {
            let s = &self.board[square_at(seat, pos) as usize];
            if s.owner() == Some(seat) {
                if s.height() < 2 {
                    return false;
                }
                any = true;
            }
        }
        any
    }

    /// Where `unit` can go from `from` with `value`: one square, or two when it passes the end
    /// of row 3 and may enter row 4 (rules §1.2, §4.6; conditions taken as the move starts, T9).
    fn destinations(&self, from: Square, value: u8, unit: &Stack, f: &mut impl FnMut(Walk)) {
        let seat = self.to_move;
        let looped = walk(seat, from, value, Branch::Loop);
        f(looped);
        if looped.at_branch && self.may_enter_row4(unit) {
            f(walk(seat, from, value, Branch::Row4));
        }
    }

    /// Rules §4.6: no moving piece has been in row 4, and the enemy still has a piece there.
    fn may_enter_row4(&self, unit: &Stack) -> bool {
        !unit.any_row4() && self.pieces_on_row(1 - self.to_move, 1) > 0
    }

    fn effect(&self, unit: &Stack, w: &Walk, split: bool, restricted: bool) -> Effect {
        let seat = self.to_move;
        let target = self.board[w.to as usize].owner();
        Effect {
            reduces: !split && w.change.is_some_and(|c| self.reduces(c, unit)),
            captures: target == Some(1 - seat),
            stacks: target == Some(seat),
            enters_row4: w.change.is_some_and(|c| c.1 == 4),
            restricted: restricted && !split,
        }
    }

    /// Every throw-move the piece rules allow (rules §4.1–§4.6, T3, T4, T11).
    ///
    /// The three layers take `dyn` callbacks: one copy of the generator serves every caller
    /// (legal moves, playouts, previews), where a generic one was copied for each (several KB
    /// of the site's wasm), at the cost of an indirect call per move.
    pub(crate) fn for_each_candidate(&self, f: &mut dyn FnMut(ThrowMove, Effect)) {
        if self.phase != Phase::Moving || self.outcome.is_some() {
            return;
        }
        let seat = self.to_move;
        let frozen = self.row4_frozen(seat);
        // Lane's priority (T4): while pieces are unmoved, a 1 must move one of them.
        let convert = self.rules.convert_first && self.has_unmoved(seat);
        let stacks_only = self.stacks_only(seat);
        for value in self.throws.distinct() {
            for pos in 0..SQUARES as u8 {
                let from = square_at(seat, pos);
                let unit = self.board[from as usize];
                if unit.owner() != Some(seat) {
                    continue;
                }
                let row = track::row(seat, from);
                if row == 4 && frozen {
                    continue; // rules §4.7: no movement at all, splits included (T11)
                }
                // Rules §4.1, T3: a unit holding a never-moved piece moves only with a 1.
                let whole =
                    (value == 1 || !unit.any_unmoved()) && !(convert && value == 1 && !unit.any_unmoved());
                if whole {
                    let restricted = stacks_only && row == 4 && unit.height() >= 2;
                    self.destinations(from, value, &unit, &mut |w| {
                        let m = ThrowMove { value, from, to: w.to, split: false };
                        f(m, self.effect(&unit, &w, false, restricted));
                    });
                }
                // Rules §4.2: a 1 may move the top piece alone. It is never a conversion (T4).
                if value == 1 && unit.height() >= 2 && !convert {
                    let mut rest = unit;
                    let top = rest.take_top();
                    self.destinations(from, value, &top, &mut |w| {
                        let m = ThrowMove { value, from, to: w.to, split: true };
                        f(m, self.effect(&top, &w, true, false));
                    });
                }
            }
        }
    }

    /// Candidates under the stacks-only rule (rules §4.7, T12): whole-stack moves out of a
    /// row 4 holding only stacks are allowed only when nothing else can move.
    pub(crate) fn for_each_base(&self, f: &mut dyn FnMut(ThrowMove, Effect)) {
        let mut skip_restricted = false;
        if self.stacks_only(self.to_move) {
            self.for_each_candidate(&mut |_, e| skip_restricted |= !e.restricted);
        }
        self.for_each_candidate(&mut |m, e| {
            if !(skip_restricted && e.restricted) {
                f(m, e)
            }
        });
    }

    /// The legal throw-moves (rules §3; option T6).
    pub(crate) fn for_each_legal(&self, f: &mut dyn FnMut(ThrowMove, Effect)) {
        match self.rules.use_throws {
            UseThrows::WhilePossible => self.for_each_base(f),
            UseThrows::Maximum => {
                // Only moves after which the most throws can still be used (maximum.rs).
                let mut solver = super::maximum::Solver::default();
                let best = solver.max_use(self);
                self.for_each_base(&mut |m, e| {
                    // Optional (reducing) moves stay free: no one must reduce a stack (§4.3).
                    if e.reduces || solver.keeps(self, &m, best) {
                        f(m, e)
                    }
                });
            }
        }
    }

    /// Whether the seat to move has any throw-move at all (otherwise its turn ends, T15).
    pub(crate) fn has_any_move(&self) -> bool {
        let mut any = false;
        self.for_each_candidate(&mut |_, _| any = true);
        any
    }

    /// Whether some legal throw-move reduces no stack; then passing is not allowed (rules §3).
    pub fn must_use_a_throw(&self) -> bool {
        let mut must = false;
        self.for_each_legal(&mut |_, e| must |= !e.reduces);
        must
    }

    /// The effect of `m` if it is legal now.
    pub fn legal_effect(&self, m: &ThrowMove) -> Option<Effect> {
        let mut found = None;
        self.for_each_base(&mut |c, e| {
            if c == *m {
                found = Some(e);
            }
        });
        let e = found?;
        // Option T6: only this move's continuation is searched, not every move's.
        let keeps = || {
            let mut solver = super::maximum::Solver::default();
            let best = solver.max_use(self);
            solver.keeps(self, m, best)
        };
        (self.rules.use_throws == UseThrows::WhilePossible || e.reduces || keeps()).then_some(e)
    }

    /// Moves the pieces of a legal `m` and uses its throw; true if it captured (rules §4.2–4.5).
    pub(crate) fn shift(&mut self, m: &ThrowMove) -> bool {
        let seat = self.to_move;
        self.throws.take(m.value);
        let from = m.from as usize;
        let mut unit =
            if m.split { self.board[from].take_top() } else { std::mem::take(&mut self.board[from]) };
        let mut w = walk(seat, m.from, m.value, Branch::Loop);
        if w.to != m.to {
            w = walk(seat, m.from, m.value, Branch::Row4);
        }
        unit.mark_moved();
        if let Some(change) = w.change {
            if !m.split && self.reduces(change, &unit) {
                // Rules §4.3, T8: the top piece goes on; the others leave the game.
                let survivor = unit.take_top();
                self.lost[seat] += unit.height() as u8;
                unit = survivor;
            }
            unit.mark_row(change.1);
        }
        let target = &mut self.board[m.to as usize];
        let captured = target.owner() == Some(1 - seat);
        if captured {
            *target = Stack::EMPTY; // rules §4.4: the whole enemy stack is taken
        } else if self.rules.stacked_unmoved == StackedUnmoved::Activated {
            target.mark_moved(); // option T3: joining a piece activates it
        }
        target.land(unit);
        if captured {
            self.quiet = 0;
        }
        captured
    }

    /// Why `m` is not legal now, naming the rule.
    pub(crate) fn why_illegal_move(&self, m: &ThrowMove) -> Refusal {
        let seat = self.to_move;
        if self.phase != Phase::Moving {
            return Refusal::new(
                "tab-illegal-still-throwing",
                "the throwing is not over: throw until a 2 or a 3 (rules §2)",
            );
        }
        if !self.throws.has(m.value) {
            let held: Vec<String> = self.throws.each().map(|v| v.to_string()).collect();
            let held = held.join(", ");
            return Refusal::new(
                "tab-illegal-no-such-throw",
                crate::english!("you have no throw of {} (throws: {held})", m.value),
            )
            .arg("value", m.value)
            .arg("throws", held);
        }
        let unit = self.board[m.from as usize];
        let from = square_name(m.from);
        if unit.owner() != Some(seat) {
            return Refusal::new(
                "tab-illegal-not-yours",
                crate::english!("there is no piece of yours on {from}"),
            )
            .arg("square", from);
        }
        if track::row(seat, m.from) == 4 && self.row4_frozen(seat) {
            return match self.rules.row4_stacks {
                Row4Stacks::StacksOnly => Refusal::new(
                    "tab-illegal-row4-frozen",
                    "pieces in your row 4 may not move while you have pieces in your row 1 (rules §4.7)",
                ),
                Row4Stacks::HomeGroup => Refusal::new(
                    "tab-illegal-row4-frozen-group",
                    "pieces in your row 4 may not move while your row 1 holds more than one group (option T12)",
                ),
            };
        }
        let moving = if m.split {
            if m.value != 1 {
                return Refusal::new(
                    "tab-illegal-split-value",
                    "only a throw of 1 splits a stack (rules §4.2)",
                );
            }
            if unit.height() < 2 {
                return Refusal::new(
                    "tab-illegal-split-single",
                    crate::english!("{from} holds a single piece; a split needs a stack (rules §4.2)"),
                )
                .arg("square", from);
            }
            let mut rest = unit;
            rest.take_top()
        } else {
            if m.value != 1 && unit.any_unmoved() {
                return if unit.height() > 1 {
                    Refusal::new(
                        "tab-illegal-stack-unmoved",
                        "this stack stands on a piece that has never moved, so it moves only with a 1 \
                         (rules §4.1, T3)",
                    )
                } else {
                    Refusal::new(
                        "tab-illegal-unmoved",
                        "a piece that has never moved moves only with a 1 (rules §4.1)",
                    )
                };
            }
            unit
        };
        if self.rules.convert_first
            && m.value == 1
            && self.has_unmoved(seat)
            && (m.split || !unit.any_unmoved())
        {
            return Refusal::new(
                "tab-illegal-convert-first",
                "while you have unmoved pieces, a 1 must move one of them (Lane's rule, option T4)",
            );
        }
        let mut dests = Vec::new();
        self.destinations(m.from, m.value, &moving, &mut |w| dests.push(w.to));
        if !dests.contains(&m.to) {
            let branch = walk(seat, m.from, m.value, Branch::Row4);
            if branch.at_branch && branch.to == m.to {
                return if moving.any_row4() {
                    Refusal::new(
                        "tab-illegal-row4-again",
                        "a piece that has been in row 4 may never enter it again (rules §4.6)",
                    )
                } else {
                    Refusal::new(
                        "tab-illegal-row4-empty",
                        "row 4 may be entered only while the enemy still has pieces on it (rules §4.6)",
                    )
                };
            }
            let names: Vec<String> = dests.iter().map(|&d| square_name(d)).collect();
            let (value, to) = (m.value, square_name(m.to));
            let english =
                format!("a throw of {value} takes {from} to {}, not {to} (rules §1.2)", names.join(" or "));
            // The destinations as the message's variables: one, or two at a fork.
            let refusal = match names.as_slice() {
                [only] => Refusal::new("tab-illegal-destination", english).arg("dest", only),
                [first, second] => Refusal::new("tab-illegal-destination-fork", english)
                    .arg("dest", first)
                    .arg("other", second),
                _ => Refusal::new("tab-illegal-destinations", english).arg("dests", names.join(", ")),
            };
            return refusal.arg("value", value).arg("square", from).arg("to", to);
        }
        let restricted = !m.split && self.stacks_only(seat) && track::row(seat, m.from) == 4;
        if restricted {
            return Refusal::new(
                "tab-illegal-row4-stacks-last",
                "while only stacks stand in your row 4 they move only when nothing else can (rules §4.7, T12)",
            );
        }
        if self.rules.use_throws == UseThrows::Maximum {
            return Refusal::new(
                "tab-illegal-use-most",
                "you must use as many throws as possible (option T6); after this move fewer could be used",
            );
        }
        Refusal::new("tab-illegal-other", "that move is not legal")
    }
}
