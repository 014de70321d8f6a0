//! Looking back: a game's earlier positions, and a new game branched from one.

use super::*;
use crate::i18n::t;

impl Shell {
    /// Shows the position after the first `at` actions, read-only (the live game goes on
    /// where it was, the computer too). Stepping one action forward plays it on the board.
    pub(super) fn review_at(&mut self, at: usize, out: &mut Vec<Effect>) {
        if self.screen != Screen::Play {
            return;
        }
        let Some(g) = self.game.as_mut() else { return };
        let at = at.min(g.session.history_len());
        let (from, playing) = g.review.as_ref().map_or((usize::MAX, false), |r| (r.at, r.playing));
        let shown = g.session.prefix(at);
        g.review = Some(Review { at, shown, playing });
        out.push(Effect::StopHint);
        out.push(Effect::ResetView { played: from.checked_add(1) == Some(at) });
    }

    pub(super) fn leave_review(&mut self, out: &mut Vec<Effect>) {
        if self.game.as_mut().and_then(|g| g.review.take()).is_some() {
            out.push(Effect::ResetView { played: false });
        }
    }

    /// "Continue from here": the position under review becomes a new game in the library,
    /// with the same players; the game it came from stays as it was.
    pub(super) fn branch(&mut self, o: &dyn Outside, out: &mut Vec<Effect>) {
        let Some(g) = self.game.as_mut() else { return };
        let Some(r) = g.review.take() else { return };
        // A branch is a game on this device alone: the friend's device knows nothing of it, and
        // its throws must not be the ones the original's pledges already give.
        let seats = policy::here_alone(&g.seats);
        self.install(r.shown, seats, Between::default(), Kind::Match(Keeping::New { id: None }), out);
        out.push(Effect::Notice(t("app-branch-started")));
        self.settle(o, out);
    }
}
