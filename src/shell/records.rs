//! The record of the game on screen: its export, and its link for the other player.

use super::arrival::SEAT_MARK;
use super::words::seat_names;
use super::*;
use crate::i18n::{self, t};
use ludus_engine::record::Record;

impl Shell {
    /// The record of the game on screen.
    pub fn record(&self) -> Option<Record> {
        let g = self.game.as_ref()?;
        let mut r = Record::of(g.session.as_ref(), &policy::record_seats(&g.seats));
        r.id = self.game_id();
        r.devices = g.devices.clone();
        r.chance = g.fair.pledges.clone();
        r.clock = g.clock.as_ref().map(|t| t.clock.clone());
        Some(r)
    }

    /// The id of the game on screen: its library entry's, or the one it will be kept under.
    pub(super) fn game_id(&self) -> Option<String> {
        match self.keeping()? {
            Keeping::New { id } => id.clone(),
            Keeping::Refused { entry: None, new_id } => new_id.clone(),
            k => k.entry().map(|e| e.id.clone()),
        }
    }

    fn record_text(&self) -> Option<String> {
        Some(self.record()?.write_from(self.session()?))
    }

    pub(super) fn open_text(
        &mut self,
        use_: TextUse,
        title: String,
        help: String,
        text: String,
        out: &mut Vec<Effect>,
    ) {
        self.dialog = Some(Dialog::Text(use_));
        out.push(Effect::OpenText { use_, title, help, text });
    }

    pub(super) fn export(&mut self, out: &mut Vec<Effect>) {
        let Some(text) = self.record_text() else { return };
        self.open_text(TextUse::Export, t("app-export-title"), t("app-export-help"), text, out);
    }

    /// A game storage would not take: its record, to copy or download.
    pub(super) fn export_unkept(&mut self, out: &mut Vec<Effect>) {
        let Some(text) = self.record_text() else { return };
        out.push(Effect::Notice(t("app-save-refused")));
        self.open_text(TextUse::Export, t("app-unkept-title"), t("app-unkept-help"), text, out);
    }

    /// The text box closes; over a game, the keyboard goes back to the board (a box that opened
    /// by itself, as the link after a hand-over, must not leave a keyboard player nowhere).
    pub(super) fn close_text(&mut self, out: &mut Vec<Effect>) {
        self.dialog = None;
        if self.screen == Screen::Play {
            out.push(Effect::FocusBoard);
        }
    }

    /// "Send": a link to the game as it is now, for the other player.
    pub(super) fn send(&mut self, out: &mut Vec<Effect>) {
        let Some(r) = self.record() else { return };
        match r.to_link() {
            Ok(payload) => {
                self.dialog = Some(Dialog::Text(TextUse::Link));
                let free: Vec<usize> = (0..r.devices.len()).filter(|&s| r.devices[s].is_empty()).collect();
                let names = self.session().map(seat_names).unwrap_or_default();
                let seats = match free.len() {
                    0 | 1 => Vec::new(),
                    _ => free
                        .iter()
                        .map(|&s| {
                            (
                                names.get(s).cloned().unwrap_or_default(),
                                format!("{payload}{SEAT_MARK}{}", s + 1),
                            )
                        })
                        .collect(),
                };
                out.push(Effect::OpenLink { payload, seats });
            }
            Err(e) => out.push(Effect::Notice(i18n::record::words(&e))),
        }
    }
}
