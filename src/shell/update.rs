//! [`Shell::update`]: the one place the shell's state changes.

use super::words::{end_words, seat_names};
use super::*;
use crate::i18n::{self, t, tf};
use crate::policy::{DrawOffer, Undone};
use ludus_engine::fair::Pledge;

impl Shell {
    /// Takes one event; returns what the runtime must do. `outside` answers what the shell
    /// cannot know by itself (the board view's thrower, the library's copy of a game).
    pub fn update(&mut self, event: Event, outside: &dyn Outside) -> Vec<Effect> {
        let mut out = Vec::new();
        self.step(event, outside, &mut out);
        out
    }

    pub(super) fn step(&mut self, event: Event, o: &dyn Outside, out: &mut Vec<Effect>) {
        match event {
            Event::Pick(id) => {
                if ludus_engine::games::info(&id).is_some() {
                    self.picked = id;
                    out.push(Effect::RevealForm);
                }
            }
            Event::Start { mut setup, seats, clock } => {
                setup.seed = self.game_seed();
                let id = self.picked.clone();
                self.begin(&id, setup, seats, clock, o, out);
            }
            Event::NewGame => {
                if self.in_progress() {
                    self.ask(Ask::NewGame, out);
                } else {
                    self.restart(false, o, out);
                }
            }
            Event::Rematch => self.restart(true, o, out),
            Event::Leave => self.leave(out),
            Event::Back => match self.screen {
                Screen::Rules { .. } => self.close_rules(out),
                Screen::Play => self.leave(out),
                Screen::Home => {}
            },
            Event::Resume(id) => {
                self.resume(&id, o, out);
            }
            Event::Remove(id) => self.ask(Ask::Remove(id), out),
            Event::ShowDamaged(raw) => {
                self.open_text(TextUse::Export, t("app-damaged-title"), t("app-damaged-help"), raw, out)
            }
            Event::Import(text) => self.import(&text, o, out),
            Event::Link(payload) => {
                // A link may carry the friend's offer of live play (`&live=<code>`).
                let (payload, offer) = super::live::split_offer(&payload);
                let id = self.open_link(payload, o, out);
                if let Some(code) = offer {
                    self.offered(code, id.as_deref(), out);
                }
            }
            Event::Peer(e) => self.peer(e, o, out),
            Event::Played(action) => {
                if self.away_to_act(o) {
                    return self.not_yours(o, out);
                }
                out.push(Effect::Notice(String::new()));
                self.timed(o, out, Some(&action));
                self.settle(o, out);
                self.hand_over(o, out);
            }
            Event::Throw => {
                if self.away_to_act(o) {
                    return self.not_yours(o, out);
                }
                out.push(Effect::Notice(String::new()));
                self.timed(o, out, None);
                self.settle(o, out);
                self.hand_over(o, out);
            }
            Event::Refused(why) => out.push(Effect::Notice(why)),
            Event::BoardChanged => out.push(Effect::Notice(String::new())),
            Event::Undo => self.undo(o, out),
            Event::Resign => {
                let Some(g) = &self.game else { return };
                let thrower = self.human_thrower(o);
                if policy::may_resign(g.session.as_ref(), &g.seats, thrower).is_some() {
                    self.ask(Ask::Resign, out);
                }
            }
            Event::OfferDraw => {
                let Some(g) = self.game.as_mut() else { return };
                match policy::offer_draw(g.session.as_mut(), &g.seats) {
                    DrawOffer::Declined => out.push(Effect::Notice(t("app-draw-declined"))),
                    DrawOffer::AskSeat(seat) => self.ask(Ask::Draw(seat), out),
                    DrawOffer::NotNow => {}
                }
                self.settle(o, out);
            }
            Event::Answer(yes) => self.answer(yes, o, out),
            Event::AnswerOther => {
                // The third button: "Export first", when leaving would lose unkept actions.
                if let Some(Dialog::Ask(Ask::Leave { .. })) = self.dialog {
                    self.dialog = None;
                    self.export(out);
                }
            }
            Event::Key(k) => self.key(k, o, out),
            Event::ComputerPlays { job, action } => {
                if self.computer != (Computer::Thinking { job }) {
                    return;
                }
                self.computer = Computer::Idle;
                self.timed(o, out, Some(&action));
                self.settle(o, out);
                self.hand_over(o, out);
            }
            Event::ComputerThrows { job } => {
                if self.computer != (Computer::Thinking { job }) {
                    return;
                }
                self.computer = Computer::Idle;
                self.timed(o, out, None);
                self.settle(o, out);
                self.hand_over(o, out);
            }
            Event::ComputerFailed { job } => {
                // The worker failed (its files did not load, or a bug): said, and the game
                // waits; the next change to the game (an undo, a resumed game) asks again.
                if self.computer == (Computer::Thinking { job }) {
                    self.computer = Computer::Failed;
                    out.push(Effect::Notice(t("app-computer-failed")));
                }
            }
            Event::Written { id, result } => self.written(id, result, out),
            Event::OpenSettings => {
                self.dialog = match self.dialog {
                    Some(Dialog::Settings) => None,
                    _ => Some(Dialog::Settings),
                };
            }
            Event::CloseSettings => {
                if let Some(Dialog::Settings) = self.dialog {
                    self.dialog = None;
                }
            }
            Event::OpenRules(game) => {
                if ludus_engine::games::info(&game).is_none() {
                    return;
                }
                let over_play = match &self.screen {
                    Screen::Play => true,
                    Screen::Rules { over_play, .. } => *over_play,
                    Screen::Home => false,
                };
                self.screen = Screen::Rules { game, over_play };
                out.push(Effect::History);
            }
            Event::CloseRules => self.close_rules(out),
            Event::RulesPlay => {
                if let Screen::Rules { game, .. } = &self.screen {
                    self.picked = game.clone();
                }
                self.back_home(out);
            }
            Event::OpenExport => self.export(out),
            Event::OpenImport => {
                // A notice from an earlier import must not stand beside this one's result.
                out.push(Effect::Notice(String::new()));
                self.open_text(
                    TextUse::Import,
                    t("app-import-title"),
                    t("app-import-help"),
                    String::new(),
                    out,
                );
            }
            Event::CloseText => {
                if let Some(Dialog::Text(_)) = self.dialog {
                    self.close_text(out);
                }
            }
            Event::Send => self.send(out),
            Event::StartLesson { game, step } => self.start_lesson(&game, step, o, out),
            Event::LessonNext | Event::LessonAgain => {
                let next = matches!(event, Event::LessonNext);
                if let Some(l) = self.lesson() {
                    let (game, step) = (l.game.clone(), l.step + usize::from(next));
                    self.start_lesson(&game, step, o, out);
                }
            }
            // Back to the game this tab had open before the tutorial, else home.
            Event::LessonLeave => {
                let resumed = match o.open_here() {
                    Some(id) if self.lesson().is_some() => self.resume(&id, o, out),
                    _ => false,
                };
                if !resumed {
                    self.back_home(out);
                }
            }
            Event::ReviewAt(at) => {
                self.review_at(at, out);
                if let Some(r) = self.game.as_mut().and_then(|g| g.review.as_mut()) {
                    r.playing = false;
                }
            }
            Event::Live => {
                self.leave_review(out);
                self.settle(o, out);
            }
            Event::Branch => self.branch(o, out),
            Event::Replay => {
                self.review_at(0, out);
                if let Some(r) = self.game.as_mut().and_then(|g| g.review.as_mut()) {
                    r.playing = true;
                }
            }
            Event::Tick => {
                self.flag_fall(o, out);
            }
            Event::ReplayTick => {
                let n = self.session().map_or(0, |s| s.history_len());
                match self.review().map(|r| (r.playing, r.at)) {
                    Some((true, at)) if at < n => self.review_at(at + 1, out),
                    _ => {
                        if let Some(r) = self.game.as_mut().and_then(|g| g.review.as_mut()) {
                            r.playing = false;
                        }
                    }
                }
            }
            Event::ChooseLanguage(lang) => {
                if lang != self.lang {
                    out.push(Effect::LoadLanguage(lang));
                }
            }
            Event::LanguageLoaded { lang, result } => match result {
                Ok(()) => {
                    self.lang = lang;
                    out.push(Effect::RememberLanguage(lang));
                    out.push(Effect::Relabel);
                }
                // The words on screen stay, and so does the choice remembered: a language that
                // cannot be had (offline, never loaded) is refused, in the language on screen.
                Err(_) => {
                    out.push(Effect::LanguageSwitch(self.lang));
                    out.push(Effect::Notice(tf(
                        "app-language-unavailable",
                        &[("language", lang.name().into())],
                    )));
                }
            },
        }
    }

    // ---- screens ----

    /// Out of the game on screen, to the home screen: asked first if the game is on, or if
    /// leaving would lose actions storage refused.
    fn leave(&mut self, out: &mut Vec<Effect>) {
        if self.in_progress() || self.unkept() {
            let unkept = self.unkept();
            self.ask(Ask::Leave { unkept }, out);
        } else {
            self.back_home(out);
        }
    }

    /// The home screen, with the form of the game that was on screen. The game leaves the
    /// screen (its library entry stays); the computer's work for it stops.
    fn back_home(&mut self, out: &mut Vec<Effect>) {
        if let Some(g) = &self.game {
            self.picked = match &g.kind {
                Kind::Lesson(l) => l.game.clone(),
                Kind::Match(_) => g.session.id().to_string(),
            };
        }
        self.stop_computer(out);
        out.push(Effect::StopHint);
        out.push(Effect::DropCritic);
        self.game = None;
        self.screen = Screen::Home;
        self.live_follows_screen(out);
        out.push(Effect::ShowLibrary);
        out.push(Effect::History);
    }

    fn close_rules(&mut self, out: &mut Vec<Effect>) {
        let Screen::Rules { over_play, .. } = self.screen else { return };
        if over_play && self.game.is_some() {
            self.screen = Screen::Play;
            out.push(Effect::Fit);
            out.push(Effect::History);
        } else {
            self.back_home(out);
        }
    }

    pub(super) fn stop_computer(&mut self, out: &mut Vec<Effect>) {
        if self.thinking() {
            out.push(Effect::StopThinking);
        }
        self.computer = Computer::Idle;
    }

    // ---- questions ----

    pub(super) fn ask(&mut self, question: Ask, out: &mut Vec<Effect>) {
        let names = self.session().map(seat_names).unwrap_or_default();
        let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
        let cancel = t("app-cancel");
        let (text, yes, no, other) = match &question {
            Ask::NewGame => (t("app-ask-new-game"), t("app-new-game"), cancel, None),
            Ask::Resign => (t("app-ask-resign"), t("app-resign"), cancel, None),
            Ask::Leave { unkept: false } => (t("app-ask-leave"), t("app-ask-leave-yes"), cancel, None),
            Ask::Leave { unkept: true } => (
                t("app-ask-leave-unkept"),
                t("app-ask-leave-unkept-yes"),
                cancel,
                Some(t("app-export-first")),
            ),
            Ask::Draw(seat) => (
                tf(
                    "app-ask-draw",
                    &[("offerer", name(1 - (*seat).min(1)).into()), ("seat", name(*seat).into())],
                ),
                t("app-ask-draw-yes"),
                t("app-ask-draw-no"),
                None,
            ),
            Ask::Remove(_) => (t("app-ask-remove"), t("app-remove"), cancel, None),
            Ask::LinkAsNew(..) => (t("app-ask-link-as-new"), t("app-ask-link-as-new-yes"), cancel, None),
        };
        out.push(Effect::OpenAsk { text, yes, no, other });
        self.dialog = Some(Dialog::Ask(question));
    }

    fn answer(&mut self, yes: bool, o: &dyn Outside, out: &mut Vec<Effect>) {
        let Some(Dialog::Ask(question)) = self.dialog.take() else { return };
        match (question, yes) {
            (Ask::NewGame, true) => self.restart(false, o, out),
            (Ask::Resign, true) => {
                let thrower = self.human_thrower(o);
                let Some(g) = self.game.as_mut() else { return };
                if policy::resign(g.session.as_mut(), &g.seats, thrower) {
                    self.stop_computer(out);
                    out.push(Effect::Announce(
                        self.session().and_then(|s| end_words(s, false)).unwrap_or_default(),
                    ));
                    self.settle(o, out);
                    // Between devices, the friend learns of it by the link.
                    self.hand_over(o, out);
                }
            }
            (Ask::Leave { .. }, true) => self.back_home(out),
            (Ask::Draw(_), true) => {
                let agreed = self.game.as_mut().is_some_and(|g| policy::accept_draw(g.session.as_mut()));
                if agreed {
                    self.stop_computer(out);
                    out.push(Effect::Announce(
                        self.session().and_then(|s| end_words(s, false)).unwrap_or_default(),
                    ));
                    self.settle(o, out);
                }
            }
            (Ask::Draw(seat), false) => {
                let who =
                    self.session().map(seat_names).and_then(|n| n.get(seat).cloned()).unwrap_or_default();
                out.push(Effect::Notice(tf("app-draw-refused", &[("seat", who.into())])));
            }
            (Ask::Remove(id), true) => {
                out.push(Effect::RemoveEntry(id));
                out.push(Effect::ShowLibrary);
            }
            (Ask::LinkAsNew(session, seats, between), true) => {
                // Kept apart from the game it parted from: a game on this device alone (with
                // the link's clock).
                let seats = policy::here_alone(&seats);
                let between = Between { clock: between.clock, ..Between::default() };
                self.arrive(session, seats, between, Keeping::New { id: None }, o, out)
            }
            _ => {}
        }
    }

    // ---- games on screen ----

    /// The same game again with a new seed; a rematch also swaps the seats of a two-seat game.
    fn restart(&mut self, swap: bool, o: &dyn Outside, out: &mut Vec<Effect>) {
        let seed = self.game_seed();
        let Some(g) = &self.game else { return };
        let id = g.session.id().to_string();
        let setup = ludus_engine::core::Setup { seed, ..g.session.setup().clone() };
        let mut seats = g.seats.clone();
        if swap && seats.len() == 2 {
            seats.reverse();
        }
        // Between devices, the friend's seats are free again until their device opens the
        // new game's link; a computer there is this device's now.
        for k in seats.iter_mut() {
            if let SeatKind::Away(Some(l)) = *k {
                *k = SeatKind::Computer(l);
            }
        }
        let clock = self.control();
        // Live, the connection carries on to the new game (`Shell::next_live`).
        let live = self.carry_live();
        self.begin(&id, setup, seats, clock, o, out);
        self.next_live(live, out);
    }

    /// A new game, kept in the library as a new entry at its first save.
    fn begin(
        &mut self,
        id: &str,
        setup: ludus_engine::core::Setup,
        seats: Vec<SeatKind>,
        control: Option<ludus_engine::clock::Control>,
        o: &dyn Outside,
        out: &mut Vec<Effect>,
    ) {
        match ludus_engine::games::new_session(id, setup) {
            Ok(session) => {
                let devices = policy::new_devices(&seats, &self.device);
                // Clocks are for two-seat games (docs/records.md "Clocks").
                let clock = control
                    .filter(|_| session.seats() == 2)
                    .map(|c| ludus_engine::clock::Clock::new(c, session.seats()));
                // A game between devices has its id from the start: the first link carries it,
                // so the friend's links find this copy.
                let id = (!devices.is_empty()).then(|| self.new_game_id());
                // Its throws are fair (`ludus_engine::fair`): this device pledges its seats now.
                let mut fair = Fair::default();
                let chance = ludus_engine::games::info(session.id()).is_some_and(|g| g.chance);
                if !devices.is_empty() && chance {
                    let secret = o.new_secret();
                    fair.pledges = seats
                        .iter()
                        .map(|k| match k {
                            SeatKind::Away(_) => Pledge::default(),
                            _ => Pledge::of(&secret, 0),
                        })
                        .collect();
                    fair.secret = Some(secret);
                }
                self.install(
                    session,
                    seats,
                    Between { devices, fair, clock },
                    Kind::Match(Keeping::New { id }),
                    out,
                );
                self.settle(o, out);
                self.hand_over(o, out);
            }
            Err(why) => out.push(Effect::Notice(why)),
        }
    }

    /// A new game id (`record::is_id`), drawn from the app's generator.
    fn new_game_id(&mut self) -> String {
        let alphabet = ludus_engine::record::ID_ALPHABET;
        (0..ludus_engine::record::ID_LEN).map(|_| alphabet[self.rng.below(alphabet.len())] as char).collect()
    }

    /// Between devices, once this device's actions hand the turn to another device (or end the
    /// game): the link to send, offered at once.
    pub(super) fn hand_over(&mut self, o: &dyn Outside, out: &mut Vec<Effect>) {
        let Some(g) = &self.game else { return };
        if !policy::between_devices(&g.seats) || self.review().is_some() {
            return;
        }
        // Live, every action goes at once (the friend watches the turn as it is played).
        if self.live_connected() {
            return self.live_send(out);
        }
        if self.away_to_act(o) || g.session.outcome().is_some() {
            self.send(out);
        }
    }

    /// A player tried to act for a seat another device plays.
    fn not_yours(&mut self, o: &dyn Outside, out: &mut Vec<Effect>) {
        let Some(g) = &self.game else { return };
        let names = seat_names(g.session.as_ref());
        let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
        out.push(Effect::ResetView { played: false });
        out.push(Effect::Notice(match self.waiting(o) {
            // This device's own throw, waiting for the other device's pledge.
            Some(Waiting::Pledge(seat)) => tf("app-turn-pledge", &[("seat", name(seat).into())]),
            Some(Waiting::Turn(seat)) => tf("app-not-your-turn", &[("seat", name(seat).into())]),
            None => return,
        }));
    }

    /// Puts `session` on the play screen: the screen, the board sized to it, focus on it.
    pub(super) fn install(
        &mut self,
        session: Box<dyn Session>,
        mut seats: Vec<SeatKind>,
        between: Between,
        kind: Kind,
        out: &mut Vec<Effect>,
    ) {
        seats.resize(session.seats(), SeatKind::Human);
        let Between { devices, fair, clock } = between;
        self.stop_computer(out);
        out.push(Effect::StopHint);
        out.push(Effect::DropCritic);
        self.picked = session.id().to_string();
        // A tutorial has no clock; a game's starts running when it settles on screen.
        let clock =
            clock.filter(|_| matches!(kind, Kind::Match(_))).map(|clock| Timing { clock, since: None });
        self.game = Some(Play { session, seats, devices, fair, clock, kind, review: None });
        self.screen = Screen::Play;
        if !matches!(self.dialog, Some(Dialog::Settings)) {
            self.dialog = None;
        }
        out.push(Effect::ResetView { played: false });
        out.push(Effect::Fit);
        out.push(Effect::FocusBoard);
        out.push(Effect::History);
        self.live_follows_screen(out);
    }

    /// Opens game `id` of the library. One that cannot be opened stays in the library, and
    /// the player is told why. True when the game is on screen.
    pub(super) fn resume(&mut self, id: &str, o: &dyn Outside, out: &mut Vec<Effect>) -> bool {
        match o.stored(id) {
            Stored::Game(saved) => {
                let written = progress(saved.session.as_ref());
                let entry = Entry { id: id.to_string(), rev: saved.rev };
                self.install(
                    saved.session,
                    saved.seats,
                    Between { devices: saved.devices, fair: saved.fair, clock: saved.clock },
                    Kind::Match(Keeping::Kept { entry, written: Some(written) }),
                    out,
                );
                if let Some(state) = saved.rng {
                    self.rng = Rng::new(state);
                }
                self.settle(o, out);
                true
            }
            Stored::Damaged(why) => {
                out.push(Effect::Notice(why));
                out.push(Effect::ShowLibrary);
                false
            }
            Stored::Nothing => {
                out.push(Effect::ShowLibrary);
                false
            }
        }
    }

    /// After every change of the live game: save it, and let the computer act if it is its
    /// turn. The computer thinks whatever the player looks at (an earlier position, the
    /// rules, the settings): its reply comes when it would have.
    pub(super) fn settle(&mut self, o: &dyn Outside, out: &mut Vec<Effect>) {
        out.push(Effect::StopHint);
        self.clock_start(o);
        self.pledge(o);
        self.save(out);
        if self.thinking() || !self.computer_to_act(o) {
            return;
        }
        self.jobs = self.jobs.wrapping_add(1);
        let job = self.jobs;
        self.computer = Computer::Thinking { job };
        let level = self.computer_level();
        let ms = self.think_ms(o);
        out.push(Effect::Think { job, level, seed: self.position_seed(COMPUTER_SALT), ms });
    }

    /// Asks the runtime to write the game on screen, unless storage has it as it is (a
    /// tutorial is never saved).
    fn save(&mut self, out: &mut Vec<Effect>) {
        let Some(g) = &self.game else { return };
        let Kind::Match(keeping) = &g.kind else { return };
        let now = progress(g.session.as_ref());
        match keeping {
            Keeping::Kept { written: Some(w), .. } if *w == now => {}
            Keeping::New { id } => out.push(Effect::Write { entry: None, new_id: id.clone() }),
            Keeping::Kept { entry, .. } => {
                out.push(Effect::Write { entry: Some(entry.clone()), new_id: None })
            }
            Keeping::Refused { entry, new_id } => {
                out.push(Effect::Write { entry: entry.clone(), new_id: new_id.clone() })
            }
        }
    }

    /// The runtime's write: kept, refused, or another tab's newer write of the same entry
    /// (this tab's game then becomes a game of its own: nothing is overwritten).
    fn written(&mut self, id: String, result: Result<u32, WriteRefusal>, out: &mut Vec<Effect>) {
        let Some(g) = self.game.as_mut() else { return };
        let now = progress(g.session.as_ref());
        let Kind::Match(keeping) = &mut g.kind else { return };
        match result {
            Ok(rev) => {
                if matches!(keeping, Keeping::Refused { .. }) {
                    out.push(Effect::Notice(t("app-save-restored")));
                }
                *keeping = Keeping::Kept { entry: Entry { id, rev }, written: Some(now) };
                out.push(Effect::OpenHere(Some(match keeping {
                    Keeping::Kept { entry, .. } => entry.id.clone(),
                    _ => String::new(),
                })));
            }
            Err(WriteRefusal::Conflict) => {
                *keeping = Keeping::New { id: None };
                out.push(Effect::Notice(t("app-save-conflict")));
                out.push(Effect::Write { entry: None, new_id: None });
            }
            Err(WriteRefusal::Refused) => {
                let (entry, new_id) = match keeping {
                    Keeping::New { id } => (None, id.clone()),
                    Keeping::Kept { entry, .. } => (Some(entry.clone()), None),
                    Keeping::Refused { entry, new_id } => (entry.clone(), new_id.clone()),
                };
                let never_kept = entry.is_none();
                let first = !matches!(keeping, Keeping::Refused { .. });
                *keeping = Keeping::Refused { entry, new_id };
                if first && never_kept && now.0 > 0 && self.dialog.is_none() {
                    // An import or a link with nowhere to go: the record, to keep elsewhere.
                    self.export_unkept(out);
                } else if first {
                    out.push(Effect::Notice(t("app-save-refused")));
                }
            }
        }
    }

    // ---- playing ----

    /// Plays `action` (a player's or the computer's) in the live game.
    pub(super) fn play(&mut self, action: &str, out: &mut Vec<Effect>) {
        let reviewing = self.review().is_some();
        let Some(g) = self.game.as_mut() else { return };
        match g.session.play(action) {
            Ok(printed) => {
                self.rng.next_u64();
                out.push(Effect::ResetView { played: !reviewing });
                out.push(Effect::AnnounceLast);
                self.check_lesson(&printed, out);
                out.push(Effect::Sound);
            }
            Err(e) => out.push(Effect::Notice(i18n::refusal::words(&e))),
        }
    }

    /// Between devices, this device reveals its chain for its seats as far as the game has come
    /// (`policy::reveal_to`): before a save, so what is kept and sent says it.
    fn pledge(&mut self, o: &dyn Outside) {
        let Some(g) = self.game.as_mut() else { return };
        let Some(secret) = g.fair.secret else { return };
        let thrower = o.thrower(g.session.as_ref());
        let k = policy::reveal_to(g.session.as_ref(), &g.seats, thrower, &g.fair.pledges);
        for seat in 0..g.seats.len() {
            if policy::is_away(&g.seats, seat) {
                continue;
            }
            if let Some(p) = g.fair.pledges.get_mut(seat) {
                if p.commit.is_none() || p.revealed < k {
                    let next = Pledge::of(&secret, k.max(p.revealed));
                    // Never another chain than the one committed for the seat.
                    if p.commit.is_none() || p.commit == next.commit {
                        *p = next;
                    }
                }
            }
        }
    }

    /// Between devices, the seed of the next throw: from every seat's element of its run
    /// (this device's from its secret). `None`: some seat has not pledged it.
    fn fair_seed(&self) -> Option<u64> {
        let g = self.game.as_ref()?;
        let (run, thrown) = policy::throw_run(g.session.as_ref());
        if run > ludus_engine::fair::CHAIN {
            return None;
        }
        let elements: Option<Vec<ludus_engine::fair::Hash>> = (0..g.seats.len())
            .map(|seat| {
                let pledge = g.fair.pledges.get(seat)?;
                match (policy::is_away(&g.seats, seat), g.fair.secret) {
                    // This device's own element, of the chain it committed to (else no throw).
                    (false, Some(secret)) => {
                        let e = ludus_engine::fair::element(&secret, run);
                        pledge.commit.is_some_and(|c| ludus_engine::fair::verify(&c, run, &e)).then_some(e)
                    }
                    _ => pledge.element(run),
                }
            })
            .collect();
        Some(ludus_engine::fair::throw_seed(&elements?, run, thrown))
    }

    /// Throws for whoever is due to throw.
    pub(super) fn throw(&mut self, out: &mut Vec<Effect>) {
        let fair = self.game.as_ref().is_some_and(|g| !g.fair.pledges.is_empty());
        let mut rng = match fair {
            // Between devices the throw is the pledges' (`ludus_engine::fair`), whatever the seed.
            true => match self.fair_seed() {
                Some(seed) => Rng::new(seed),
                None => {
                    // Only when this device lost its secret (its saved copy): the others'
                    // missing pledges keep the game waiting before a throw is asked for.
                    out.push(Effect::Notice(t("app-throw-unpledged")));
                    return;
                }
            },
            false => Rng::new(self.position_seed(THROW_SALT)),
        };
        // A tutorial step's throws come out as its text says.
        let scripted = self.lesson_step().and_then(|(l, step, _)| step.throws.get(l.throws).copied());
        let reviewing = self.review().is_some();
        let Some(g) = self.game.as_mut() else { return };
        if let Kind::Lesson(l) = &mut g.kind {
            l.throws += 1;
        }
        let thrown = match scripted {
            Some(value) => g.session.play_chance_named(value).ok(),
            None => g.session.play_chance(&mut rng),
        };
        if thrown.is_some() {
            // Once per action, like a move: a call with no throw due draws nothing.
            self.rng.next_u64();
            out.push(Effect::ResetView { played: !reviewing });
            out.push(Effect::AnnounceLast);
            out.push(Effect::Sound);
        }
    }

    fn undo(&mut self, o: &dyn Outside, out: &mut Vec<Effect>) {
        if self.screen != Screen::Play {
            return;
        }
        // Live, the friend already has every action: taking one back would split the game.
        // A game lost on time stays lost (its clock says so).
        if self.live_connected() || self.lost_on_time() {
            let why = if self.live_connected() { t("app-undo-live") } else { t("app-undo-time") };
            out.push(Effect::Notice(why));
            return;
        }
        self.stop_computer(out);
        // The game review was of the game as it stood (often over): its marks go with it.
        out.push(Effect::DropCritic);
        // Undo acts on the live game, which is shown again.
        self.leave_review(out);
        let Some(g) = self.game.as_mut() else { return };
        if policy::undo(g.session.as_mut(), &g.seats) == Undone::Throw {
            out.push(Effect::Notice(t("app-throw-stays")));
        } else {
            out.push(Effect::ResetView { played: false });
        }
        // Nobody is charged for the time before an undo (nor given it back).
        self.clock_restart(o);
        self.settle(o, out);
    }
}

/// What a save holds of a game's progress: its actions and whether it has ended.
pub fn progress(s: &dyn Session) -> Progress {
    (s.history_len(), s.outcome().is_some())
}
