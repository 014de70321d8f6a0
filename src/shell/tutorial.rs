//! Tutorials: a lesson's steps, each checked as the player plays it.

use super::*;
use crate::i18n::t;

impl Shell {
    pub(super) fn start_lesson(&mut self, game: &str, step: usize, o: &dyn Outside, out: &mut Vec<Effect>) {
        let Some(s) = guide::guide(game).and_then(|g| g.tutorial.get(step)) else { return };
        match s.session(game) {
            Ok(session) => {
                let seats = vec![SeatKind::Human; session.seats()];
                let lesson = Lesson { game: game.to_string(), step, done: false, throws: 0 };
                self.install(session, seats, Between::default(), Kind::Lesson(lesson), out);
                out.push(Effect::Notice(String::new()));
                self.settle(o, out);
            }
            Err(why) => out.push(Effect::Notice(why.to_string())),
        }
    }

    /// After a player's action in a tutorial: the step is done if it was the action asked for,
    /// else the action is taken back and the player tries again.
    pub(super) fn check_lesson(&mut self, printed: &str, out: &mut Vec<Effect>) {
        let Some((l, step, _)) = self.lesson_step() else { return };
        if l.done {
            return;
        }
        let accepted = step.accepts(&l.game, printed);
        let Some(g) = self.game.as_mut() else { return };
        if accepted {
            if let Kind::Lesson(l) = &mut g.kind {
                l.done = true;
            }
        } else {
            g.session.undo();
            out.push(Effect::ResetView { played: false });
            out.push(Effect::Notice(t("app-lesson-not-this")));
        }
    }
}
