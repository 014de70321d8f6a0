//! The app shell's states and events, natively: each defect found where the shell's parts
//! met (issue 16: storage refusing a write, keys reaching the board through buttons, looking
//! back throwing the computer's search away, stale words, an offline language switch) replayed
//! as events through `Shell::update`, with the effects the runtime would run.

mod common;

use common::root;
use ludus::i18n::{set_catalogue, t, Catalogue, Lang};
use ludus::policy::SeatKind;
use ludus::shell::{
    Ask, Computer, Dialog, Effect, Entry, Event, Focus, Keeping, KeyPress, Kind, Live, Outside, PeerEffect,
    PeerEvent, Saved, Screen, Shell, Stored, TextUse, WriteRefusal, LIVE_MARK,
};
use ludus_engine::core::Setup;
use ludus_engine::session::Session;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fs;

fn catalogue(lang: Lang) -> Catalogue {
    let dir = root().join("www/locales").join(lang.code());
    let sources: Vec<String> =
        Lang::files().iter().map(|f| fs::read_to_string(dir.join(format!("{f}.ftl"))).unwrap()).collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    Catalogue::parse_all(lang, &sources).unwrap()
}

/// The world outside the shell: a library in memory, and no throws by hand.
#[derive(Default)]
struct World {
    library: RefCell<HashMap<String, (String, u32)>>,
    open_here: Option<String>,
    /// The device this library is on (its games between devices are seen from it).
    device: String,
    /// Each game's secret for fair throws, as the library keeps it beside the record.
    secrets: RefCell<HashMap<String, ludus_engine::fair::Hash>>,
    /// Secrets drawn so far (each new one differs).
    drawn: RefCell<u32>,
    /// The page's clock (milliseconds), moved on by the tests.
    now: std::cell::Cell<u64>,
}

impl Outside for World {
    /// Tâb's players throw by hand, as its board view says; no other game has throws.
    fn thrower(&self, session: &dyn Session) -> Option<usize> {
        let tab = session
            .as_any()
            .downcast_ref::<ludus_engine::session::SessionMatch<ludus_engine::games::tab::Tab>>()?;
        (session.actor() == ludus_engine::core::Actor::Chance).then_some(tab.state().to_move)
    }
    fn new_secret(&self) -> ludus_engine::fair::Hash {
        *self.drawn.borrow_mut() += 1;
        ludus_engine::fair::sha256(format!("{} {}", self.device, self.drawn.borrow()).as_bytes())
    }
    fn stored(&self, id: &str) -> Stored {
        let library = self.library.borrow();
        let Some((text, rev)) = library.get(id) else { return Stored::Nothing };
        let record = ludus_engine::record::Record::read(text).unwrap();
        Stored::Game(Saved {
            session: record.replay().unwrap(),
            seats: ludus::policy::seats_here(&record.seats, &record.devices, &self.device),
            devices: record.devices.clone(),
            fair: ludus::shell::Fair {
                secret: self.secrets.borrow().get(id).copied(),
                pledges: record.chance.clone(),
            },
            clock: record.clock.clone(),
            rev: *rev,
            rng: None,
        })
    }
    fn told(&self, before: &dyn Session, text: &str) -> String {
        ludus::words::told(before, text)
    }
    fn open_here(&self) -> Option<String> {
        self.open_here.clone()
    }
    fn now_ms(&self) -> u64 {
        self.now.get()
    }
}

/// A new entry's id as the library makes them: 12 characters of its alphabet.
fn fresh_id(world: &World) -> String {
    let n = world.library.borrow().len();
    format!("newgame{:05}", 22222 + n * 3)
}

/// Runs the storage effects as a browser would: every write kept (or every write refused,
/// when `full`), its answer fed back. Returns every effect, the answers' included.
fn run(shell: &mut Shell, world: &World, event: Event, full: bool) -> Vec<Effect> {
    let mut all = Vec::new();
    let mut queue = shell.update(event, world);
    while !queue.is_empty() {
        let mut next = Vec::new();
        for e in queue {
            if let Effect::Write { entry, new_id } = &e {
                let id = entry
                    .as_ref()
                    .map(|e| e.id.clone())
                    .or(new_id.clone())
                    .unwrap_or_else(|| fresh_id(world));
                let result = if full {
                    Err(WriteRefusal::Refused)
                } else {
                    let text = shell.record().unwrap().write_from(shell.session().unwrap());
                    if let Some(secret) = shell.game.as_ref().and_then(|g| g.fair.secret) {
                        world.secrets.borrow_mut().insert(id.clone(), secret);
                    }
                    let mut lib = world.library.borrow_mut();
                    let rev = lib.get(&id).map_or(1, |(_, r)| r + 1);
                    lib.insert(id.clone(), (text, rev));
                    Ok(rev)
                };
                next.extend(shell.update(Event::Written { id, result }, world));
            }
            all.push(e);
        }
        queue = next;
    }
    all
}

fn qawale(shell: &mut Shell, world: &World, seats: Vec<SeatKind>) -> Vec<Effect> {
    shell.update(Event::Pick("qawale".into()), world);
    let setup = Setup { options: [("first".to_string(), "light".to_string())].into(), ..Setup::default() };
    run(shell, world, Event::Start { setup, seats, clock: None }, false)
}

fn first_action(shell: &Shell) -> String {
    shell.session().unwrap().legal_actions()[0].clone()
}

fn thinks(effects: &[Effect]) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        Effect::Think { job, .. } => Some(*job),
        _ => None,
    })
}

fn notices(effects: &[Effect]) -> Vec<&str> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Notice(n) => Some(n.as_str()),
            _ => None,
        })
        .collect()
}

const HUMANS: [SeatKind; 2] = [SeatKind::Human, SeatKind::Human];

#[test]
fn start_puts_the_game_on_screen_with_focus_on_the_board() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    let effects = qawale(&mut shell, &world, HUMANS.to_vec());
    assert_eq!(shell.screen, Screen::Play);
    assert!(effects.contains(&Effect::FocusBoard), "{effects:?}");
    // Written at once: a new entry of the library.
    assert!(matches!(shell.keeping(), Some(Keeping::Kept { .. })), "{:?}", shell.keeping());
}

/// The first screen (`front`) handed over with Tâb's form open: the shell starts with it picked,
/// Start plays Tâb, and Home shows Tâb's form again. Without a pick, the registry's first game.
#[test]
fn the_first_screens_pick_is_the_shells() {
    set_catalogue(catalogue(Lang::En));
    let world = World::default();
    let first_playable = ludus_engine::games::all().into_iter().find(|g| g.playable).unwrap();
    assert_eq!(Shell::new(7, Lang::En).picking(None).picked, first_playable.id);
    let mut shell = Shell::new(7, Lang::En).picking(Some("tab".into()));
    assert_eq!((shell.screen.clone(), shell.picked.as_str()), (Screen::Home, "tab"));
    let setup = Setup { options: [("first".to_string(), "south".to_string())].into(), ..Setup::default() };
    run(&mut shell, &world, Event::Start { setup, seats: HUMANS.to_vec(), clock: None }, false);
    assert_eq!(shell.session().map(|s| s.id()), Some("tab"));
}

/// Defect 3: storage full. The game stays with its actions; leaving says it cannot be kept
/// and offers Export; once there is room the next write keeps the whole game.
#[test]
fn a_refused_write_keeps_the_game_and_leaving_says_so() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    let a = first_action(&shell);
    let effects = run(&mut shell, &world, Event::Played(a), true);
    assert!(notices(&effects).contains(&t("app-save-refused").as_str()), "{effects:?}");
    assert!(shell.unkept());
    assert_eq!(shell.session().unwrap().history_len(), 1, "the action stays on screen");
    // Leaving asks, and says the moves would be lost (not "it stays in your library").
    let effects = run(&mut shell, &world, Event::Leave, true);
    let asked = effects.iter().find_map(|e| match e {
        Effect::OpenAsk { text, other, .. } => Some((text.clone(), other.clone())),
        _ => None,
    });
    let (text, other) = asked.expect("leaving an unkept game asks first");
    assert_eq!(text, t("app-ask-leave-unkept"));
    assert_ne!(text, t("app-ask-leave"));
    assert_eq!(other, Some(t("app-export-first")));
    // "Export first" shows the record, with the unkept action in it.
    let effects = run(&mut shell, &world, Event::AnswerOther, true);
    let record = effects.iter().find_map(|e| match e {
        Effect::OpenText { use_: TextUse::Export, text, .. } => Some(text.clone()),
        _ => None,
    });
    let record = record.expect("Export first opens the record");
    let replayed = ludus_engine::record::Record::read(&record).unwrap().replay().unwrap();
    assert_eq!(replayed.history_len(), 1);
    assert_eq!(shell.screen, Screen::Play, "the game is still on screen");
    // Room again: the next action's write keeps the whole game.
    run(&mut shell, &world, Event::CloseText, false);
    let b = first_action(&shell);
    let effects = run(&mut shell, &world, Event::Played(b), false);
    assert!(notices(&effects).contains(&t("app-save-restored").as_str()), "{effects:?}");
    assert!(!shell.unkept());
    let lib = world.library.borrow();
    let (text, _) = lib.values().next().unwrap();
    assert_eq!(ludus_engine::record::Record::read(text).unwrap().actions.len(), 2);
}

/// Defect 3: an import with nowhere to go says so and offers the record.
#[test]
fn an_import_under_a_full_storage_offers_its_record() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    let mut game = ludus_engine::games::new_session("qawale", Setup::default()).unwrap();
    for _ in 0..3 {
        let a = game.legal_actions()[0].clone();
        game.play(&a).unwrap();
    }
    let text = ludus_engine::record::Record::write_session(game.as_ref(), &[], None, &[], &[], None);
    run(&mut shell, &world, Event::OpenImport, true);
    let effects = run(&mut shell, &world, Event::Import(text), true);
    assert!(world.library.borrow().is_empty());
    assert_eq!(shell.session().unwrap().history_len(), 3, "the imported game is on screen");
    assert!(
        effects.iter().any(|e| matches!(e, Effect::OpenText { use_: TextUse::Export, title, .. } if *title == t("app-unkept-title"))),
        "{effects:?}"
    );
    assert!(notices(&effects).contains(&t("app-save-refused").as_str()));
}

/// Defect 3, by link: a game opened from a link while storage is full is on screen, and its
/// record is offered at once (it is in no library); when room returns, the next write keeps it.
#[test]
fn a_link_under_a_full_storage_offers_its_record() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    qawale(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)]);
    let first = first_action(&a);
    let link = sent(&run(&mut a, &world_a, Event::Played(first.clone()), false)).expect("a link");
    let effects = run(&mut b, &world_b, Event::Link(link), true);
    assert!(world_b.library.borrow().is_empty());
    assert_eq!(history(&b), vec![first], "the link's game is on screen");
    assert!(
        effects.iter().any(|e| matches!(e, Effect::OpenText { use_: TextUse::Export, title, .. } if *title == t("app-unkept-title"))),
        "{effects:?}"
    );
    assert!(notices(&effects).contains(&t("app-save-refused").as_str()), "{effects:?}");
    // Room again: the friend's move writes the whole game, and says it is kept again.
    run(&mut b, &world_b, Event::CloseText, false);
    let reply = first_action(&b);
    let effects = run(&mut b, &world_b, Event::Played(reply), false);
    assert!(notices(&effects).contains(&t("app-save-restored").as_str()), "{effects:?}");
    let library = world_b.library.borrow();
    let (text, _) = library.values().next().expect("kept once there is room");
    assert_eq!(ludus_engine::record::Record::read(text).unwrap().replay().unwrap().history_len(), 2);
}

/// Defect 4: keys go to what has focus.
#[test]
fn keys_on_a_button_never_reach_the_board() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    for key in ["Enter", " ", "ArrowLeft", "ArrowDown"] {
        let effects = shell.update(Event::Key(KeyPress::new(key, Focus::Control)), &world);
        assert!(effects.is_empty(), "{key} on a button: {effects:?}");
    }
    // On the board, the board's.
    let effects = shell.update(Event::Key(KeyPress::new("Enter", Focus::Board)), &world);
    assert_eq!(effects, vec![Effect::BoardKey("Enter".into())]);
    let effects = shell.update(Event::Key(KeyPress::new(" ", Focus::Board)), &world);
    assert_eq!(effects, vec![Effect::KeyTaken, Effect::BoardKey(" ".into())]);
}

#[test]
fn escape_closes_settings_and_settings_keys_stay_in_settings() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    shell.update(Event::OpenSettings, &world);
    assert!(matches!(shell.dialog, Some(Dialog::Settings)));
    // Space on the Sound box, arrows on the colours: the controls' own.
    for key in [" ", "ArrowRight", "ArrowDown"] {
        assert!(shell.update(Event::Key(KeyPress::new(key, Focus::Control)), &world).is_empty());
    }
    let effects = shell.update(Event::Key(KeyPress::new("Escape", Focus::Control)), &world);
    assert_eq!(effects, vec![Effect::KeyTaken]);
    assert!(shell.dialog.is_none());
}

#[test]
fn escape_answers_no_to_a_question() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    let a = first_action(&shell);
    run(&mut shell, &world, Event::Played(a), false);
    shell.update(Event::Resign, &world);
    assert!(matches!(shell.dialog, Some(Dialog::Ask(Ask::Resign))));
    shell.update(Event::Key(KeyPress::new("Escape", Focus::Control)), &world);
    assert!(shell.dialog.is_none());
    assert!(shell.session().unwrap().outcome().is_none(), "Escape never resigns");
}

/// Defect 6: looking back, the rules and the settings leave the computer's search alone, and
/// its reply is played when it comes.
#[test]
fn looking_back_does_not_restart_the_computer() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, vec![SeatKind::Human, SeatKind::Computer(5)]);
    let a = first_action(&shell);
    let effects = run(&mut shell, &world, Event::Played(a), false);
    let job = thinks(&effects).expect("the computer's turn");
    for event in [
        Event::ReviewAt(0),
        Event::Key(KeyPress::new("ArrowRight", Focus::Page)),
        Event::OpenSettings,
        Event::CloseSettings,
        Event::OpenRules("qawale".into()),
        Event::CloseRules,
    ] {
        let effects = run(&mut shell, &world, event, false);
        assert!(!effects.contains(&Effect::StopThinking), "{effects:?}");
        assert_eq!(thinks(&effects), None, "no second search: {effects:?}");
        assert_eq!(shell.computer, Computer::Thinking { job });
    }
    assert_eq!(shell.review().map(|r| r.at), Some(1));
    // The reply comes while the player looks back: played in the live game, the review stays.
    let reply = shell.session().unwrap().legal_actions()[0].clone();
    run(&mut shell, &world, Event::ComputerPlays { job, action: reply }, false);
    assert_eq!(shell.session().unwrap().history_len(), 2);
    assert_eq!(shell.review().map(|r| r.at), Some(1));
    assert_eq!(shell.computer, Computer::Idle);
    // An old job's answer is never played.
    let stale = shell.session().unwrap().legal_actions()[0].clone();
    run(&mut shell, &world, Event::ComputerPlays { job, action: stale }, false);
    assert_eq!(shell.session().unwrap().history_len(), 2);
}

/// Defect 7: no word stays up from an earlier import; a pasted link imports.
#[test]
fn import_words_are_fresh_and_a_link_imports() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    let mut game = ludus_engine::games::new_session("qawale", Setup::default()).unwrap();
    let a = game.legal_actions()[0].clone();
    game.play(&a).unwrap();
    let record = ludus_engine::record::Record::of(game.as_ref(), &[]);
    let link = format!("https://example.org/ludus/#game={}", record.to_link().unwrap());
    let effects = run(&mut shell, &world, Event::OpenImport, false);
    assert_eq!(notices(&effects), vec![""], "opening Import clears the last notice");
    let effects = run(&mut shell, &world, Event::Import(link), false);
    assert!(notices(&effects).contains(&t("app-imported").as_str()), "{effects:?}");
    assert_eq!(shell.session().unwrap().history_len(), 1);
    // The next import fails: "imported" does not stay beside its error.
    run(&mut shell, &world, Event::OpenImport, false);
    let effects = run(&mut shell, &world, Event::Import("not a game".into()), false);
    assert!(effects.iter().any(|e| matches!(e, Effect::TextError(_))));
    assert!(!notices(&effects).contains(&t("app-imported").as_str()));
}

/// Defect 2: a language that cannot be loaded is refused in the language on screen, and the
/// choice is not remembered (so no later start tries it and fails).
#[test]
fn a_language_that_cannot_load_is_not_remembered() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    let effects = shell.update(Event::ChooseLanguage(Lang::Fr), &world);
    assert_eq!(effects, vec![Effect::LoadLanguage(Lang::Fr)], "remembered only once loaded");
    let effects = shell.update(
        Event::LanguageLoaded {
            lang: Lang::Fr,
            result: Err("locales/fr/app.ftl: could not be fetched".into()),
        },
        &world,
    );
    assert!(!effects.iter().any(|e| matches!(e, Effect::RememberLanguage(_))), "{effects:?}");
    assert!(effects.contains(&Effect::LanguageSwitch(Lang::En)));
    let words = notices(&effects);
    assert_eq!(words.len(), 1);
    assert!(words[0].contains("Français") && words[0].contains("could not be loaded"), "{words:?}");
    assert!(!words[0].contains("ftl"), "no file names for players");
    assert_eq!(shell.lang, Lang::En);
    let effects = shell.update(Event::LanguageLoaded { lang: Lang::Fr, result: Ok(()) }, &world);
    assert_eq!(effects, vec![Effect::RememberLanguage(Lang::Fr), Effect::Relabel]);
}

/// A link that moves a game of the library on updates that entry; an older one does not.
#[test]
fn a_link_extends_the_copy_in_the_library() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    let a = first_action(&shell);
    run(&mut shell, &world, Event::Played(a), false);
    let mut theirs = shell.record().unwrap();
    let id = theirs.id.clone().unwrap();
    let mut game = theirs.replay().unwrap();
    let b = game.legal_actions()[0].clone();
    game.play(&b).unwrap();
    theirs = ludus_engine::record::Record {
        id: Some(id.clone()),
        ..ludus_engine::record::Record::of(game.as_ref(), &[])
    };
    run(&mut shell, &world, Event::Leave, false);
    run(&mut shell, &world, Event::Answer(true), false);
    assert_eq!(shell.screen, Screen::Home);
    run(&mut shell, &world, Event::Link(theirs.to_link().unwrap()), false);
    assert_eq!(shell.session().unwrap().history_len(), 2);
    let Some(Keeping::Kept { entry: Entry { id: kept, rev }, .. }) = shell.keeping() else { panic!() };
    assert_eq!((kept.as_str(), *rev), (id.as_str(), 3));
    assert!(matches!(shell.game.as_ref().unwrap().kind, Kind::Match(_)));
}

/// Issue 17: the computer's wasm is the worker's alone. When its worker fails (its files did not
/// load, or the browser runs no workers) the player is told and the game waits: no search on
/// the page, no endless retry; the next change to the game asks again.
#[test]
fn a_failed_computer_is_said_and_the_game_waits() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, vec![SeatKind::Human, SeatKind::Computer(2)]);
    let a = first_action(&shell);
    let effects = run(&mut shell, &world, Event::Played(a), false);
    let job = thinks(&effects).expect("the computer's turn");
    let effects = run(&mut shell, &world, Event::ComputerFailed { job }, false);
    assert_eq!(notices(&effects), vec![t("app-computer-failed").as_str()]);
    assert_eq!(thinks(&effects), None, "no retry at once: {effects:?}");
    assert_eq!(shell.computer, Computer::Failed);
    assert_eq!(shell.session().unwrap().history_len(), 1);
    // A stale failure changes nothing.
    let effects = run(&mut shell, &world, Event::ComputerFailed { job: job.wrapping_add(9) }, false);
    assert!(notices(&effects).is_empty(), "{effects:?}");
}

// ---- Playing a friend on another device (issue 18) ----

/// A device: its shell and its own library.
fn device(id: &str, seed: u64) -> (Shell, World) {
    let world = World { device: id.to_string(), ..World::default() };
    (Shell::new(seed, Lang::En).on_device(id.to_string()), world)
}

/// The link the shell offered to send (`Effect::OpenLink`), if any.
fn sent(effects: &[Effect]) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::OpenLink { payload, .. } => Some(payload.clone()),
        _ => None,
    })
}

fn history(shell: &Shell) -> Vec<String> {
    shell.session().unwrap().history()
}

/// Action `i` of the game on screen in words, as a player is told it ("Dark lifted c3 …").
fn words_of(shell: &Shell, i: usize) -> String {
    let s = shell.session().unwrap();
    let words = ludus::words::told(s.prefix(i).as_ref(), s.action(i).unwrap().1);
    assert_ne!(words, s.action(i).unwrap().1, "told in words, not notation");
    words
}

const ME: &str = "a2a2a2a2a2a2";
const FRIEND: &str = "b3b3b3b3b3b3";

/// Seats belong to devices: the game started "with a friend on another device" binds this
/// device to its seat and the friend's device to theirs when it first opens the link; each
/// board takes input only for its own seats, the link is offered after each hand-over, and an
/// arriving link says what the friend played.
#[test]
fn a_game_between_devices_binds_each_device_to_its_seats() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    let effects = qawale(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)]);
    assert_eq!(sent(&effects), None, "this device moves first: nothing to send yet");
    assert!(a.human_may_act(&world_a));
    let record = a.record().unwrap();
    assert_eq!(record.devices, vec![ME.to_string(), String::new()]);
    assert!(record.id.is_some(), "a game between devices has its id from the start");
    // Light (this device) plays: the link is offered at once, and the board waits.
    let first = first_action(&a);
    let effects = run(&mut a, &world_a, Event::Played(first.clone()), false);
    let link = sent(&effects).expect("the link is offered after the hand-over");
    assert!(!a.human_may_act(&world_a), "the friend's turn: this board takes no input");
    assert!(a.away_to_act(&world_a));
    // Closing the link's box gives the keyboard back to the board.
    let effects =
        a.update(Event::Key(KeyPress { key: "Escape".into(), ctrl: false, focus: Focus::Control }), &world_a);
    assert!(effects.contains(&Effect::FocusBoard) && a.dialog.is_none(), "{effects:?}");
    // Playing for the friend's seat is refused, and nothing changes.
    let other = first_action(&a);
    let effects = run(&mut a, &world_a, Event::Played(other), false);
    assert_eq!(history(&a), vec![first.clone()]);
    let refusal = notices(&effects).join(" ");
    assert!(refusal.contains("Dark plays on the friend's device"), "{refusal}");
    // The friend opens the link: their device takes the free seat, is told so and what Light played.
    let effects = run(&mut b, &world_b, Event::Link(link.clone()), false);
    let told = notices(&effects).join(" ");
    assert!(told.contains("You play Dark in this game."), "{told}");
    assert!(told.contains(&words_of(&b, 0)), "{told}");
    assert!(words_of(&b, 0).starts_with("Light "), "{told}");
    assert_eq!(b.game.as_ref().unwrap().seats, vec![SeatKind::Away(None), SeatKind::Human]);
    assert_eq!(b.record().unwrap().devices, vec![ME.to_string(), FRIEND.to_string()]);
    assert!(b.human_may_act(&world_b));
    // Reopening the same link changes nothing: still Dark's device, still one action.
    run(&mut b, &world_b, Event::Link(link.clone()), false);
    assert_eq!(b.game.as_ref().unwrap().seats, vec![SeatKind::Away(None), SeatKind::Human]);
    // Dark plays; the link goes back; this device is told what Dark played.
    let reply = first_action(&b);
    let effects = run(&mut b, &world_b, Event::Played(reply.clone()), false);
    let back = sent(&effects).expect("the friend's device offers its link");
    let effects = run(&mut a, &world_a, Event::Link(back.clone()), false);
    let told = notices(&effects).join(" ");
    assert_eq!(told, words_of(&a, 1));
    assert!(told.starts_with("Dark "), "{told}");
    assert_eq!(history(&a), vec![first.clone(), reply.clone()]);
    assert_eq!(a.game.as_ref().unwrap().seats, vec![SeatKind::Human, SeatKind::Away(None)]);
    assert!(a.human_may_act(&world_a));
    // Undo never takes back the friend's move.
    run(&mut a, &world_a, Event::Undo, false);
    assert_eq!(history(&a).len(), 2);
    // The first link again is older than this device's copy: refused, nothing overwritten.
    let effects = run(&mut a, &world_a, Event::Link(link.clone()), false);
    assert!(notices(&effects).contains(&t("app-link-older").as_str()), "{effects:?}");
    assert_eq!(history(&a).len(), 2);
    // A third device finds both seats taken: it may follow the game, not play it.
    let (mut c, world_c) = device("c4c4c4c4c4c4", 9);
    let effects = run(&mut c, &world_c, Event::Link(back), false);
    assert!(notices(&effects).join(" ").contains(&t("app-link-watching")), "{effects:?}");
    assert_eq!(c.game.as_ref().unwrap().seats, vec![SeatKind::Away(None), SeatKind::Away(None)]);
    assert!(!c.human_may_act(&world_c));
    // A game on one device is as before: no devices, every seat here, no link offered.
    let (mut d, world_d) = device("d5d5d5d5d5d5", 10);
    qawale(&mut d, &world_d, HUMANS.to_vec());
    let first = first_action(&d);
    let effects = run(&mut d, &world_d, Event::Played(first), false);
    assert_eq!(sent(&effects), None);
    assert!(d.record().unwrap().devices.is_empty());
    assert!(d.human_may_act(&world_d));
}

/// The friend moves first: the link is offered as soon as the game starts; a draw offer does
/// not apply between devices; a rematch frees the friend's seat again.
#[test]
fn a_game_whose_friend_moves_first_is_sent_at_once() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let effects = qawale(&mut a, &world_a, vec![SeatKind::Away(None), SeatKind::Human]);
    let link = sent(&effects).expect("the friend moves first: the link goes at once");
    assert!(!a.human_may_act(&world_a));
    let before = history(&a).len();
    run(&mut a, &world_a, Event::OfferDraw, false);
    assert!(!matches!(a.dialog, Some(Dialog::Ask(_))), "no draw offer between devices: {:?}", a.dialog);
    assert_eq!(history(&a).len(), before);
    let (mut b, world_b) = device(FRIEND, 8);
    run(&mut b, &world_b, Event::Link(link), false);
    assert_eq!(b.game.as_ref().unwrap().seats, vec![SeatKind::Human, SeatKind::Away(None)]);
    assert!(b.human_may_act(&world_b));
    // Resigning ends the game here and offers the link, so the friend learns of it.
    run(&mut b, &world_b, Event::Resign, false);
    let effects = run(&mut b, &world_b, Event::Answer(true), false);
    let resigned = sent(&effects).expect("the resignation goes by link");
    let effects = run(&mut a, &world_a, Event::Link(resigned), false);
    assert!(a.session().unwrap().outcome().is_some(), "{effects:?}");
    run(&mut a, &world_a, Event::Rematch, false);
    let r = a.record().unwrap();
    assert_eq!(r.devices, vec![ME.to_string(), String::new()], "seats swapped, the friend's free again");
}

/// Importing a record the library already has opens that game instead of a copy; one that is
/// further on moves it on.
#[test]
fn importing_a_game_of_the_library_opens_it() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    let a = first_action(&shell);
    run(&mut shell, &world, Event::Played(a), false);
    let text = shell.record().unwrap().write_from(shell.session().unwrap());
    let id = shell.record().unwrap().id.unwrap();
    run(&mut shell, &world, Event::Leave, false);
    run(&mut shell, &world, Event::Answer(true), false);
    run(&mut shell, &world, Event::OpenImport, false);
    let effects = run(&mut shell, &world, Event::Import(text.clone()), false);
    assert!(notices(&effects).contains(&t("app-import-known").as_str()), "{effects:?}");
    assert_eq!(world.library.borrow().len(), 1, "no copy");
    assert_eq!(shell.record().unwrap().id.as_deref(), Some(id.as_str()));
    // The same record with one more action moves the library's game on.
    let mut game = ludus_engine::record::Record::read(&text).unwrap().replay().unwrap();
    let b = game.legal_actions()[0].clone();
    game.play(&b).unwrap();
    let further = ludus_engine::record::Record {
        id: Some(id.clone()),
        ..ludus_engine::record::Record::of(game.as_ref(), &[])
    };
    run(&mut shell, &world, Event::Leave, false);
    run(&mut shell, &world, Event::OpenImport, false);
    let effects = run(&mut shell, &world, Event::Import(further.write()), false);
    assert!(notices(&effects).contains(&t("app-import-moved-on").as_str()), "{effects:?}");
    assert_eq!(world.library.borrow().len(), 1);
    assert_eq!(shell.session().unwrap().history_len(), 2);
}

// ---- Fair throws between devices (issue 18, point 3) ----

fn tab(shell: &mut Shell, world: &World, seats: Vec<SeatKind>, first: &str) -> Vec<Effect> {
    shell.update(Event::Pick("tab".into()), world);
    let setup = Setup { options: [("first".to_string(), first.to_string())].into(), ..Setup::default() };
    run(shell, world, Event::Start { setup, seats, clock: None }, false)
}

/// Plays this device's turn by hand: throws until the moves come, then the first legal moves
/// until the turn passes (or the game ends).
fn play_turn(shell: &mut Shell, world: &World) -> Vec<Effect> {
    let mut all = Vec::new();
    let me = world.thrower(shell.session().unwrap());
    for _ in 0..200 {
        let s = shell.session().unwrap();
        if s.outcome().is_some() || shell.away_to_act(world) {
            break;
        }
        let e = if s.actor() == ludus_engine::core::Actor::Chance {
            if world.thrower(s) != me {
                break;
            }
            Event::Throw
        } else {
            Event::Played(first_action(shell))
        };
        all.extend(run(shell, world, e, false));
    }
    all
}

/// No device can re-roll or predict a throw: the joiner's commitment comes before any throw it
/// depends on, the thrower's own element stays on its device until it throws, the same link in
/// five fresh browsers throws nothing there, and the throws follow the pledges on both sides.
#[test]
fn throws_between_devices_are_pledged_by_both() {
    set_catalogue(catalogue(Lang::En));
    for first in ["south", "north"] {
        let (mut a, world_a) = device(ME, 7);
        let (mut b, world_b) = device(FRIEND, 8);
        let effects = tab(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)], first);
        let pledges = a.game.as_ref().unwrap().fair.pledges.clone();
        assert!(pledges[0].commit.is_some() && pledges[1].commit.is_none(), "{pledges:?}");
        assert_eq!(pledges[0].revealed, 0, "nothing revealed before the friend commits");
        // Whoever throws first, the game waits for the friend's device: its commitment first.
        let link = sent(&effects).expect("the link goes at once: the friend must commit first");
        assert!(a.away_to_act(&world_a) && !a.human_may_act(&world_a));
        let effects = run(&mut a, &world_a, Event::Throw, false);
        assert_eq!(a.session().unwrap().history_len(), 0, "no throw before both pledged");
        assert!(!notices(&effects).is_empty());
        // Five fresh browsers open the first link: each would be Dark, none can throw there.
        for k in 0..5 {
            let (mut c, world_c) = device(&format!("c{k}c{k}c{k}c{k}c{k}c{k}"), 20 + k as u64);
            run(&mut c, &world_c, Event::Link(link.clone()), false);
            for _ in 0..3 {
                run(&mut c, &world_c, Event::Throw, false);
            }
            assert_eq!(c.session().unwrap().history_len(), 0, "a fresh browser throws nothing ({first})");
        }
        // The friend opens it: commits, and (if Light throws first) reveals its element 1.
        let effects = run(&mut b, &world_b, Event::Link(link.clone()), false);
        let back = sent(&effects).expect("the friend's commitment goes back at once");
        let bp = b.game.as_ref().unwrap().fair.pledges.clone();
        assert!(bp[1].commit.is_some());
        assert_eq!(
            bp[1].revealed,
            u32::from(first == "south"),
            "only the other seat's run is revealed early"
        );
        assert_eq!(bp[0].revealed, 0);
        let mut from = back;
        // A few turns each way, by link, every throw the pledges'.
        let (mut on_a, mut turns) = (true, 0);
        while turns < 8 {
            let (me, world, other) = if on_a { (&mut a, &world_a, "a") } else { (&mut b, &world_b, "b") };
            let had = me.session().map_or(0, |s| s.history_len());
            let mut effects = run(me, world, Event::Link(from.clone()), false);
            if me.session().unwrap().history_len() > had {
                // What the friend did, throws included, is told.
                let told = notices(&effects).join(" ");
                assert!(told.contains(" threw the coins: "), "{told}");
            }
            effects.extend(play_turn(me, world));
            if me.session().unwrap().outcome().is_some() {
                break;
            }
            from = sent(&effects).unwrap_or_else(|| panic!("device {other} offers its link ({first})"));
            // What is sent replays: every throw checked against both pledges.
            let record = ludus_engine::record::Record::from_link(&from).unwrap();
            record.replay().unwrap_or_else(|e| panic!("{e}"));
            on_a = !on_a;
            turns += 1;
        }
        assert!(a.session().unwrap().history().iter().filter(|x| x.starts_with("throw")).count() >= 3);
        // A link whose throw was changed is refused, and the game stays as it was.
        let mut record = ludus_engine::record::Record::from_link(&from).unwrap();
        let at = record.actions.iter().rposition(|x| x.starts_with("throw")).unwrap();
        let game = record.replay_upto(at).unwrap();
        record.actions[at] = game.legal_actions().into_iter().find(|o| *o != record.actions[at]).unwrap();
        record.actions.truncate(at + 1);
        let forged = record.to_link().unwrap();
        let (me, world) = if on_a { (&mut a, &world_a) } else { (&mut b, &world_b) };
        let before = me.session().unwrap().history();
        let effects = run(me, world, Event::Link(forged), false);
        assert!(notices(&effects).join(" ").contains("pledges"), "{effects:?}");
        assert_eq!(me.session().unwrap().history(), before);
    }
}

/// In a game of three, each friend's link names the seat it is for: the friend takes that seat.
#[test]
fn each_friend_takes_the_seat_their_link_names() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    a.update(Event::Pick("cabale".into()), &world_a);
    let setup = Setup { options: [("players".to_string(), "3".to_string())].into(), ..Setup::default() };
    let seats = vec![SeatKind::Human, SeatKind::Away(None), SeatKind::Away(None)];
    run(&mut a, &world_a, Event::Start { setup, seats, clock: None }, false);
    let effects = run(&mut a, &world_a, Event::Send, false);
    let links = effects
        .iter()
        .find_map(|e| match e {
            Effect::OpenLink { seats, .. } => Some(seats.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(links.len(), 2, "one link per free seat: {links:?}");
    assert!(links[0].1.ends_with("&seat=2") && links[1].1.ends_with("&seat=3"), "{links:?}");
    // The third seat's friend opens their link first: they take the third seat, not the second.
    let (mut c, world_c) = device("c4c4c4c4c4c4", 9);
    run(&mut c, &world_c, Event::Link(links[1].1.clone()), false);
    let here: Vec<bool> =
        c.game.as_ref().unwrap().seats.iter().map(|k| !matches!(k, SeatKind::Away(_))).collect();
    assert_eq!(here, vec![false, false, true]);
    let (mut b, world_b) = device(FRIEND, 8);
    run(&mut b, &world_b, Event::Link(links[0].1.clone()), false);
    let here: Vec<bool> =
        b.game.as_ref().unwrap().seats.iter().map(|k| !matches!(k, SeatKind::Away(_))).collect();
    assert_eq!(here, vec![false, true, false]);
}

/// A link cannot take a game's fairness away or swap a seat's chain: stripped of its pledges,
/// or with another chain for the friend's seat, its new throws are refused.
#[test]
fn a_link_cannot_bring_throws_of_its_own() {
    use ludus_engine::fair::{sha256, Pledge};
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    let effects = tab(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)], "north");
    let link = sent(&effects).unwrap();
    // North (the friend) throws first: its commitment goes to South, South reveals, then North throws.
    let back = sent(&run(&mut b, &world_b, Event::Link(link), false)).unwrap();
    let reveal = sent(&run(&mut a, &world_a, Event::Link(back), false)).expect("South reveals its element 1");
    let effects = [run(&mut b, &world_b, Event::Link(reveal), false), play_turn(&mut b, &world_b)]
        .into_iter()
        .flatten();
    let honest = sent(&effects.collect::<Vec<_>>()).expect("North's turn goes back");
    let before = a.session().unwrap().history();
    let record = ludus_engine::record::Record::from_link(&honest).unwrap();
    assert!(record.actions.len() > before.len());
    // North, wanting another throw, sends a chain of its own and the throw it gives.
    let south = world_a.secrets.borrow().values().next().copied().unwrap();
    let forged = (0..50u8)
        .find_map(|k| {
            let other = sha256(&[k; 4]);
            let elements = [ludus_engine::fair::element(&south, 1), ludus_engine::fair::element(&other, 1)];
            let mut game = ludus_engine::games::new_session("tab", record.setup.clone()).unwrap();
            let seed = ludus_engine::fair::throw_seed(&elements, 1, 0);
            let t = game.play_chance(&mut ludus_engine::core::Rng::new(seed)).unwrap();
            let mut f = record.clone();
            f.chance[1] = Pledge::of(&other, 1);
            f.actions = vec![t];
            (f.actions[0] != record.actions[0] && f.replay().is_ok()).then_some(f)
        })
        .expect("some other chain gives another first throw");
    let effects = run(&mut a, &world_a, Event::Link(forged.to_link().unwrap()), false);
    assert!(notices(&effects).join(" ").contains("pledges"), "{effects:?}");
    assert_eq!(a.session().unwrap().history(), before);
    // Stripped of its pledges (and devices: a version 1 link), its throws prove nothing: refused,
    // and the game stays fair.
    let stripped = ludus_engine::record::Record { chance: Vec::new(), devices: Vec::new(), ..record.clone() };
    let effects = run(&mut a, &world_a, Event::Link(stripped.to_link().unwrap()), false);
    assert!(notices(&effects).join(" ").contains("pledges"), "{effects:?}");
    assert_eq!(a.session().unwrap().history(), before);
    assert!(!a.game.as_ref().unwrap().fair.pledges.is_empty(), "the game stays fair");
    // The honest link is taken.
    run(&mut a, &world_a, Event::Link(honest), false);
    assert_eq!(a.session().unwrap().history(), record.actions);
}

/// This device's computer against a friend's device: it waits for the friend's pledge like a
/// player (no throw asked of it meanwhile); a device that lost its saved copy takes no second
/// chain, so it cannot throw again; a branch is a game of this device alone.
#[test]
fn a_computer_waits_for_pledges_and_a_lost_secret_is_not_replaced() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let effects = tab(&mut a, &world_a, vec![SeatKind::Computer(1), SeatKind::Away(None)], "south");
    assert_eq!(thinks(&effects), None, "no throw before the friend's pledge");
    assert!(!a.computer_to_act(&world_a) && a.away_to_act(&world_a));
    let link = sent(&effects).unwrap();
    // The friend joins, then loses its library: the game's next link finds it without a secret.
    let (mut b, world_b) = device(FRIEND, 8);
    let back = sent(&run(&mut b, &world_b, Event::Link(link), false)).unwrap();
    let commit = b.game.as_ref().unwrap().fair.pledges[1].commit;
    let effects = run(&mut a, &world_a, Event::Link(back), false);
    assert!(thinks(&effects).is_some() || a.thinking(), "both pledged: the computer throws");
    let (mut b2, world_b2) = device(FRIEND, 9);
    let record = a.record().unwrap();
    run(&mut b2, &world_b2, Event::Link(record.to_link().unwrap()), false);
    let g = b2.game.as_ref().unwrap();
    assert_eq!(g.fair.secret, None, "no second chain for a committed seat");
    assert_eq!(g.fair.pledges[1].commit, commit);
    // A branch of a game between devices is this device's alone.
    let (mut c, world_c) = device(ME, 11);
    qawale(&mut c, &world_c, vec![SeatKind::Human, SeatKind::Away(None)]);
    let first = first_action(&c);
    run(&mut c, &world_c, Event::Played(first), false);
    run(&mut c, &world_c, Event::ReviewAt(0), false);
    run(&mut c, &world_c, Event::Branch, false);
    let g = c.game.as_ref().unwrap();
    assert_eq!(g.seats, vec![SeatKind::Human, SeatKind::Human]);
    assert!(g.devices.is_empty() && g.fair.pledges.is_empty());
}

// ---- Live play (issue 18, point 4) ----

/// A browser's description: an offer, or (`answer`) an answer that opens the DTLS handshake.
fn description(answer: bool) -> String {
    let setup = if answer { "active" } else { "actpass" };
    format!(
        "v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
         m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
         a=candidate:3073213477 1 udp 2113937151 127.0.0.1 {port} typ host generation 0\r\n\
         a=ice-ufrag:{ufrag}\r\na=ice-pwd:2ogRXrbXQCm6nPC5pa/kQ5Ql\r\n\
         a=fingerprint:sha-256 8F:98:02:98:66:4E:BB:A9:2B:1F:7B:93:BC:76:E6:21:87:34:5A:3C:5C:E1:F6:12:39:82:0B:D2:BC:24:A8:FF\r\n\
         a=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\n",
        port = if answer { 40001 } else { 40000 },
        ufrag = if answer { "ansr" } else { "offr" },
    )
}

fn peer_effects(effects: &[Effect]) -> Vec<&PeerEffect> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Peer(p) => Some(p),
            _ => None,
        })
        .collect()
}

/// The game this device sent over the connection, if it did.
fn sent_live(effects: &[Effect]) -> Option<String> {
    sends(effects).into_iter().next()
}

/// The link with this device's offer, on show.
fn offer_of(effects: &[Effect]) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::OpenLiveOffer { payload } => Some(payload.clone()),
        _ => None,
    })
}

/// This device's answer code, on show.
fn answer_of(effects: &[Effect]) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::OpenText { use_: TextUse::LiveAnswer, text, .. } => Some(text.clone()),
        _ => None,
    })
}

/// Two devices connect by exchanging one code each way: the offer rides in the link that
/// opens the game, the answer is pasted back. Moves then go at once both ways, each side
/// taking the other's as it takes a link; a dropped connection says so and the game goes on
/// by link; leaving the game closes it.
#[test]
fn live_play_connects_by_an_offer_and_an_answer() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    qawale(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)]);
    assert!(a.may_go_live(), "a game between two devices may go live");
    // Light offers: the browser makes the offer, then the link carries it.
    let effects = run(&mut a, &world_a, Event::Peer(PeerEvent::Start), false);
    assert_eq!(peer_effects(&effects), vec![&PeerEffect::Close, &PeerEffect::Offer]);
    assert!(!a.may_go_live(), "not twice");
    let effects = run(&mut a, &world_a, Event::Peer(PeerEvent::Described(description(false))), false);
    let offer_link = offer_of(&effects).expect("the link with the offer is on show");
    assert!(offer_link.contains(LIVE_MARK), "{offer_link}");
    assert!(matches!(a.dialog, Some(Dialog::Text(TextUse::LiveOffer))));
    // The friend opens it: joins the game, and their browser answers the offer.
    let effects = run(&mut b, &world_b, Event::Link(offer_link.clone()), false);
    assert!(notices(&effects).join(" ").contains("You play Dark in this game."), "{effects:?}");
    let join = peer_effects(&effects)
        .into_iter()
        .find_map(|p| match p {
            PeerEffect::Join(sdp) => Some(sdp.clone()),
            _ => None,
        })
        .expect("the friend's browser answers");
    assert!(join.contains("a=setup:actpass") && join.contains("a=ice-ufrag:offr"), "{join}");
    let effects = run(&mut b, &world_b, Event::Peer(PeerEvent::Described(description(true))), false);
    let answer = answer_of(&effects).expect("the answer code is on show");
    // Pasting something else is refused with why; the box stays.
    let effects = run(&mut a, &world_a, Event::Peer(PeerEvent::Answer("hello".into())), false);
    assert!(effects.contains(&Effect::TextError(t("app-live-bad-code"))), "{effects:?}");
    let own = ludus::live::Signal::from_sdp(&description(false)).unwrap().code();
    let effects = run(&mut a, &world_a, Event::Peer(PeerEvent::Answer(own)), false);
    assert!(effects.contains(&Effect::TextError(t("app-live-not-answer"))), "{effects:?}");
    assert!(matches!(a.dialog, Some(Dialog::Text(TextUse::LiveOffer))));
    let effects = run(&mut a, &world_a, Event::Peer(PeerEvent::Answer(format!(" {answer}\n"))), false);
    let connect = peer_effects(&effects)
        .into_iter()
        .find_map(|p| match p {
            PeerEffect::Connect(sdp) => Some(sdp.clone()),
            _ => None,
        })
        .expect("the answer connects");
    assert!(connect.contains("a=setup:active") && connect.contains("a=ice-ufrag:ansr"), "{connect}");
    // The channel opens on both sides: each sends the game as it has it.
    let hello_a = sent_live(&run(&mut a, &world_a, Event::Peer(PeerEvent::Open), false)).unwrap();
    let hello_b = sent_live(&run(&mut b, &world_b, Event::Peer(PeerEvent::Open), false)).unwrap();
    assert!(a.live_connected() && b.live_connected() && a.dialog.is_none());
    // The same game as this device has: nothing happens.
    assert!(run(&mut b, &world_b, Event::Peer(PeerEvent::Message(hello_a)), false).is_empty());
    run(&mut a, &world_a, Event::Peer(PeerEvent::Message(hello_b)), false);
    assert_eq!(
        a.record().unwrap().devices,
        vec![ME.to_string(), FRIEND.to_string()],
        "the friend's seat is known"
    );
    // Moves go at once both ways, no link offered.
    for _ in 0..3 {
        let (mover, world_m, other, world_o) = match a.human_may_act(&world_a) {
            true => (&mut a, &world_a, &mut b, &world_b),
            false => (&mut b, &world_b, &mut a, &world_a),
        };
        let action = first_action(mover);
        let effects = run(mover, world_m, Event::Played(action.clone()), false);
        assert_eq!(sent(&effects), None, "live: no link to send");
        let message = sent_live(&effects).expect("the move goes live");
        let effects = run(other, world_o, Event::Peer(PeerEvent::Message(message)), false);
        let n = history(other).len();
        assert!(notices(&effects).join(" ").contains(&words_of(other, n - 1)), "{effects:?}");
        assert_eq!(history(other).last(), Some(&action));
        assert!(other.human_may_act(world_o));
    }
    // A message for another game changes nothing.
    let (mut c, world_c) = device("c4c4c4c4c4c4", 9);
    qawale(&mut c, &world_c, vec![SeatKind::Human, SeatKind::Away(None)]);
    let stranger = c.record().unwrap().to_link().unwrap();
    let before = history(&a);
    assert!(run(&mut a, &world_a, Event::Peer(PeerEvent::Message(stranger)), false).is_empty());
    assert_eq!(history(&a), before);
    // The connection drops on the side to move: it says so, and its next move goes by link.
    let (mover, world_m) = if a.human_may_act(&world_a) { (&mut a, &world_a) } else { (&mut b, &world_b) };
    let effects = run(mover, world_m, Event::Peer(PeerEvent::Closed), false);
    assert!(notices(&effects).contains(&t("app-live-lost").as_str()), "{effects:?}");
    assert!(matches!(mover.live, Live::Lost { .. }) && mover.may_go_live());
    let action = first_action(mover);
    let effects = run(mover, world_m, Event::Played(action), false);
    assert!(sent(&effects).is_some() && sent_live(&effects).is_none(), "by link again: {effects:?}");
    // Leaving the game ends live play.
    let effects = run(&mut b, &world_b, Event::Leave, false);
    let effects = if matches!(b.dialog, Some(Dialog::Ask(_))) {
        run(&mut b, &world_b, Event::Answer(true), false)
    } else {
        effects
    };
    assert!(peer_effects(&effects).contains(&&PeerEffect::Close) && b.live == Live::Off, "{effects:?}");
}

/// A link whose offer is forged or not an offer opens the game, and live play does not start.
#[test]
fn a_bad_offer_in_a_link_starts_nothing() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    qawale(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)]);
    let payload = a.record().unwrap().to_link().unwrap();
    let answer = ludus::live::Signal::from_sdp(&description(true)).unwrap().code();
    for offer in ["L1AAAA".to_string(), answer, "<b>x</b>".to_string()] {
        let (mut b, world_b) = device(FRIEND, 8);
        let effects = run(&mut b, &world_b, Event::Link(format!("{payload}{LIVE_MARK}{offer}")), false);
        assert!(b.session().is_some(), "the game opens");
        assert!(peer_effects(&effects).is_empty() && b.live == Live::Off, "{effects:?}");
        assert!(notices(&effects).contains(&t("app-live-bad-offer").as_str()), "{effects:?}");
    }
    // A game on one device has no live play.
    let (mut d, world_d) = device("d5d5d5d5d5d5", 10);
    qawale(&mut d, &world_d, HUMANS.to_vec());
    assert!(!d.may_go_live());
    assert!(run(&mut d, &world_d, Event::Peer(PeerEvent::Start), false).is_empty());
}

// ---- Clocks (issue 18, point 5) ----

/// Lets `ms` pass on the world's clock.
fn wait(world: &World, ms: u64) {
    world.now.set(world.now.get() + ms);
}

/// Each action is charged to the seat that took it, with the increment when the turn passes;
/// the clock is in the saved record (a reloaded game keeps its times, and time the page was
/// closed is not charged); a seat whose time runs out loses, in words that say so; a rematch
/// has the same clock; an undo charges nobody for the time before it.
#[test]
fn a_clock_charges_each_move_and_a_fall_loses_the_game() {
    set_catalogue(catalogue(Lang::En));
    let world = World { now: 1_000.into(), ..World::default() };
    let mut shell = Shell::new(5, Lang::En);
    shell.update(Event::Pick("qawale".into()), &world);
    let setup = Setup { options: [("first".to_string(), "light".to_string())].into(), ..Setup::default() };
    let clock = ludus::shell::control_of("60+1");
    assert!(clock.is_some() && ludus::shell::control_of("61+1").is_none(), "only the form's clocks");
    run(&mut shell, &world, Event::Start { setup, seats: HUMANS.to_vec(), clock }, false);
    assert_eq!(shell.clock_now(&world), Some((vec![60_000, 60_000], Some(0))));
    wait(&world, 12_345);
    assert_eq!(shell.clock_now(&world), Some((vec![47_655, 60_000], Some(0))), "Light's time runs");
    let first = first_action(&shell);
    run(&mut shell, &world, Event::Played(first), false);
    // Charged 12.345 s, plus the 1 s increment: the turn passed to Dark.
    assert_eq!(shell.clock_now(&world), Some((vec![48_655, 60_000], Some(1))));
    // The record keeps the times; the library's copy too.
    let record = shell.record().unwrap();
    assert_eq!(record.clock.as_ref().map(|c| c.left.clone()), Some(vec![48_655, 60_000]));
    let id = shell.keeping().and_then(|k| k.entry()).map(|e| e.id.clone()).unwrap();
    let text = world.library.borrow()[&id].0.clone();
    assert!(text.contains("[Clock \"60+1\"]") && text.contains("[Left \"48655 60000\"]"), "{text}");
    // Reopened a day later: Dark's turn starts afresh, nothing charged for the closed page.
    wait(&world, 86_400_000);
    let (mut again, _) = (Shell::new(6, Lang::En), ());
    run(&mut again, &world, Event::Resume(id.clone()), false);
    assert_eq!(again.clock_now(&world), Some((vec![48_655, 60_000], Some(1))));
    // An undo: Light to move again, charged nothing for the time before it.
    wait(&world, 5_000);
    run(&mut again, &world, Event::Undo, false);
    wait(&world, 1_000);
    assert_eq!(again.clock_now(&world), Some((vec![47_655, 60_000], Some(0))));
    // Light thinks past its time: the tick finds it out, and the game is lost on time.
    wait(&world, 47_654);
    assert!(run(&mut again, &world, Event::Tick, false).is_empty(), "one millisecond left");
    wait(&world, 1);
    let effects = run(&mut again, &world, Event::Tick, false);
    let outcome = again.session().unwrap().outcome();
    assert_eq!(outcome, Some(ludus_engine::core::Outcome::Win(1)), "{effects:?}");
    assert!(again.lost_on_time());
    let said = effects.iter().find_map(|e| match e {
        Effect::Announce(a) => Some(a.clone()),
        _ => None,
    });
    assert!(said.is_some_and(|a| a.contains("Light ran out of time: Dark wins!")));
    assert_eq!(again.clock_now(&world), Some((vec![0, 60_000], None)), "the clocks stop");
    let text = world.library.borrow()[&id].0.clone();
    assert!(text.contains("[Left \"0 60000\"]") && text.contains("on time"), "{text}");
    // A move after the fall is refused (the game is over).
    let n = history(&again).len();
    run(&mut again, &world, Event::Played("a1".into()), false);
    assert_eq!(history(&again).len(), n);
    // A rematch has the same clock, full again.
    run(&mut again, &world, Event::Rematch, false);
    assert_eq!(again.clock_now(&world), Some((vec![60_000, 60_000], Some(0))));
}

/// A move made after the time ran out but before the tick saw it does not count: the game is
/// lost on time. The computer's time is charged as anyone's; a tutorial has no clock; a game
/// of three has none either.
#[test]
fn a_move_after_the_fall_loses_and_the_computer_is_charged() {
    set_catalogue(catalogue(Lang::En));
    let world = World::default();
    let mut shell = Shell::new(5, Lang::En);
    shell.update(Event::Pick("qawale".into()), &world);
    let setup = Setup { options: [("first".to_string(), "light".to_string())].into(), ..Setup::default() };
    let seats = vec![SeatKind::Human, SeatKind::Computer(1)];
    run(&mut shell, &world, Event::Start { setup, seats, clock: ludus::shell::control_of("180+2") }, false);
    let first = first_action(&shell);
    wait(&world, 1_000);
    let effects = run(&mut shell, &world, Event::Played(first), false);
    let job = thinks(&effects).expect("the computer thinks");
    // Within a twentieth of its time and most of its increment (the worker takes the level's
    // own time when that is less).
    assert!(effects.iter().any(|e| matches!(e, Effect::Think { ms: 10_600, .. })), "{effects:?}");
    wait(&world, 4_000);
    let reply = first_action(&shell);
    run(&mut shell, &world, Event::ComputerPlays { job, action: reply }, false);
    assert_eq!(shell.clock_now(&world).unwrap().0, vec![181_000, 178_000]);
    // Light's whole time passes without a tick; its move then comes too late.
    wait(&world, 181_000);
    let n = history(&shell).len();
    let late = first_action(&shell);
    let effects = run(&mut shell, &world, Event::Played(late), false);
    assert_eq!(history(&shell).len(), n, "{effects:?}");
    assert!(shell.lost_on_time());
    // A tutorial has no clock.
    run(&mut shell, &world, Event::StartLesson { game: "qawale".into(), step: 0 }, false);
    assert_eq!(shell.clock_now(&world), None);
    // Abalone for three: no clock, whatever the form says.
    shell.update(Event::Pick("abalone".into()), &world);
    let setup = Setup { options: [("players".to_string(), "3".to_string())].into(), ..Setup::default() };
    run(
        &mut shell,
        &world,
        Event::Start { setup, seats: vec![SeatKind::Human; 3], clock: ludus::shell::control_of("300+3") },
        false,
    );
    assert_eq!(shell.session().map(|s| s.seats()), Some(3));
    assert_eq!(shell.clock_now(&world), None);
}

/// Connects two devices' Qawale game live (as `live_play_connects_by_an_offer_and_an_answer`
/// does step by step); returns the offer link.
fn connect_live(a: &mut Shell, world_a: &World, b: &mut Shell, world_b: &World) -> String {
    run(a, world_a, Event::Peer(PeerEvent::Start), false);
    let effects = run(a, world_a, Event::Peer(PeerEvent::Described(description(false))), false);
    let offer = offer_of(&effects).unwrap();
    run(b, world_b, Event::Link(offer.clone()), false);
    let effects = run(b, world_b, Event::Peer(PeerEvent::Described(description(true))), false);
    let answer = answer_of(&effects).unwrap();
    run(a, world_a, Event::Peer(PeerEvent::Answer(answer)), false);
    let hello_a = sent_live(&run(a, world_a, Event::Peer(PeerEvent::Open), false)).unwrap();
    let hello_b = sent_live(&run(b, world_b, Event::Peer(PeerEvent::Open), false)).unwrap();
    run(b, world_b, Event::Peer(PeerEvent::Message(hello_a)), false);
    run(a, world_a, Event::Peer(PeerEvent::Message(hello_b)), false);
    assert!(a.live_connected() && b.live_connected());
    offer
}

/// Live, nobody takes a move back (the friend has it); a message behind this device's game
/// changes nothing and says nothing; the offer's box, once closed, opens again with the same
/// offer; the offer's link opened again while connected changes nothing.
#[test]
fn live_play_holds_against_takebacks_stale_messages_and_closed_boxes() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    qawale(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)]);
    // The offer's box closed before the answer came: "Play live" shows the same offer again.
    run(&mut a, &world_a, Event::Peer(PeerEvent::Start), false);
    let first = run(&mut a, &world_a, Event::Peer(PeerEvent::Described(description(false))), false);
    run(&mut a, &world_a, Event::CloseText, false);
    assert!(a.may_go_live(), "the offer can be shown again");
    let again = run(&mut a, &world_a, Event::Peer(PeerEvent::Start), false);
    assert!(peer_effects(&again).is_empty(), "no new connection: {again:?}");
    assert_eq!(offer_of(&again), offer_of(&first));
    assert!(offer_of(&again).is_some());
    run(&mut a, &world_a, Event::CloseText, false);
    run(&mut a, &world_a, Event::Peer(PeerEvent::Closed), false);
    assert_eq!(a.live, Live::Off);
    let offer = connect_live(&mut a, &world_a, &mut b, &world_b);
    // Light plays; Dark has it at once. Light may not take it back.
    let action = first_action(&a);
    let effects = run(&mut a, &world_a, Event::Played(action), false);
    let old = sent_live(&effects).unwrap();
    run(&mut b, &world_b, Event::Peer(PeerEvent::Message(old.clone())), false);
    let effects = run(&mut a, &world_a, Event::Undo, false);
    assert_eq!(history(&a).len(), 1, "{effects:?}");
    assert!(notices(&effects).contains(&t("app-undo-live").as_str()));
    // Dark plays; Light's earlier message, arriving late, is behind Dark's game: nothing.
    let action = first_action(&b);
    let effects = run(&mut b, &world_b, Event::Played(action), false);
    run(&mut a, &world_a, Event::Peer(PeerEvent::Message(sent_live(&effects).unwrap())), false);
    let effects = run(&mut b, &world_b, Event::Peer(PeerEvent::Message(old)), false);
    assert!(notices(&effects).is_empty() && history(&b).len() == 2, "{effects:?}");
    // The offer's link opened again while connected: the connection stays.
    let effects = run(&mut b, &world_b, Event::Link(offer), false);
    assert!(peer_effects(&effects).is_empty() && b.live_connected(), "{effects:?}");
}

/// Between devices, a link cannot take this device's time away (only this device charges its
/// seats), and by link the friend's time stands still here; a game lost on time cannot be
/// undone.
#[test]
fn a_link_cannot_take_this_devices_time() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    a.update(Event::Pick("qawale".into()), &world_a);
    let setup = Setup { options: [("first".to_string(), "light".to_string())].into(), ..Setup::default() };
    let seats = vec![SeatKind::Human, SeatKind::Away(None)];
    run(&mut a, &world_a, Event::Start { setup, seats, clock: ludus::shell::control_of("300+3") }, false);
    wait(&world_a, 10_000);
    let action = first_action(&a);
    let effects = run(&mut a, &world_a, Event::Played(action), false);
    assert_eq!(a.clock_now(&world_a), Some((vec![293_000, 300_000], None)), "Dark's time stands still here");
    // Dark's device: its own time runs from the link's arrival.
    run(&mut b, &world_b, Event::Link(sent(&effects).unwrap()), false);
    wait(&world_b, 2_000);
    assert_eq!(b.clock_now(&world_b), Some((vec![293_000, 298_000], Some(1))));
    // A link made up on Dark's side with Light's time at 1 ms: Light's device keeps its own.
    let mut forged = b.record().unwrap();
    forged.clock.as_mut().unwrap().left[0] = 1;
    let action = first_action(&b);
    let effects = run(&mut b, &world_b, Event::Played(action), false);
    let mut honest = ludus_engine::record::Record::from_link(&sent(&effects).unwrap()).unwrap();
    honest.clock.as_mut().unwrap().left[0] = 1;
    forged.actions = honest.actions.clone();
    forged.clock = honest.clock.clone();
    run(&mut a, &world_a, Event::Link(forged.to_link().unwrap()), false);
    assert_eq!(a.clock_now(&world_a).unwrap().0[0], 293_000);
    // Light's time runs out: lost on time, and no undo takes it back.
    wait(&world_a, 293_000);
    run(&mut a, &world_a, Event::Tick, false);
    assert!(a.lost_on_time());
    let effects = run(&mut a, &world_a, Event::Undo, false);
    assert!(a.lost_on_time() && notices(&effects).contains(&t("app-undo-time").as_str()), "{effects:?}");
}

/// A rematch while live: the next game goes over the connection, the friend's device joins it
/// there, and the connection carries on to it (no codes to exchange again, no link box).
#[test]
fn a_rematch_carries_the_live_connection_on() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    qawale(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)]);
    connect_live(&mut a, &world_a, &mut b, &world_b);
    let old = a.record().unwrap().id;
    let effects = run(&mut a, &world_a, Event::Rematch, false);
    let next = sent_live(&effects).expect("the next game goes live");
    assert_eq!(sent(&effects), None, "no link box: {effects:?}");
    assert!(a.dialog.is_none() && a.live_connected());
    assert!(!peer_effects(&effects).contains(&&PeerEffect::Close), "{effects:?}");
    let new = a.record().unwrap().id;
    assert_ne!(new, old);
    assert_eq!(a.live.id(), new.as_deref());
    // Seats swapped: Dark (this device) now moves second, the friend's device takes Light.
    let effects = run(&mut b, &world_b, Event::Peer(PeerEvent::Message(next)), false);
    assert!(notices(&effects).contains(&t("app-live-next").as_str()), "{effects:?}");
    assert_eq!(b.record().unwrap().id, new);
    assert!(b.live_connected() && b.live.id() == new.as_deref());
    assert_eq!(b.game.as_ref().unwrap().seats, vec![SeatKind::Human, SeatKind::Away(None)]);
    run(&mut a, &world_a, Event::Peer(PeerEvent::Message(sent_live(&effects).unwrap())), false);
    assert_eq!(a.record().unwrap().devices, vec![FRIEND.to_string(), ME.to_string()]);
    // The new game's first move goes live.
    let action = first_action(&b);
    let effects = run(&mut b, &world_b, Event::Played(action.clone()), false);
    run(&mut a, &world_a, Event::Peer(PeerEvent::Message(sent_live(&effects).unwrap())), false);
    assert_eq!(history(&a), vec![action]);
    // A "next game" that is not one between these two devices is ignored.
    let (mut c, world_c) = device("c4c4c4c4c4c4", 9);
    qawale(&mut c, &world_c, vec![SeatKind::Human, SeatKind::Away(None)]);
    let stranger = format!("{}&next", c.record().unwrap().to_link().unwrap());
    let effects = run(&mut a, &world_a, Event::Peer(PeerEvent::Message(stranger)), false);
    assert!(effects.is_empty() && a.live.id() == new.as_deref(), "{effects:?}");
}

/// Tâb live, then a rematch over the connection: the friend's pledge for the next game comes
/// back over it (no link box on either side), and the first throw can be made.
#[test]
fn a_live_tab_rematch_pledges_over_the_connection() {
    set_catalogue(catalogue(Lang::En));
    let (mut a, world_a) = device(ME, 7);
    let (mut b, world_b) = device(FRIEND, 8);
    tab(&mut a, &world_a, vec![SeatKind::Human, SeatKind::Away(None)], "south");
    connect_live(&mut a, &world_a, &mut b, &world_b);
    assert!(a.human_may_act(&world_a), "the friend's pledge came live: {:?}", a.waiting(&world_a));
    let effects = run(&mut a, &world_a, Event::Rematch, false);
    assert_eq!(sent(&effects), None);
    let next = sent_live(&effects).unwrap();
    let effects = run(&mut b, &world_b, Event::Peer(PeerEvent::Message(next)), false);
    assert_eq!(sent(&effects), None, "the pledge goes live: {effects:?}");
    assert!(b.dialog.is_none() && b.live_connected());
    // The messages go back and forth until neither side has more to say.
    let mut to_a: Vec<String> = sends(&effects);
    let mut to_b: Vec<String> = Vec::new();
    for _ in 0..10 {
        for m in std::mem::take(&mut to_a) {
            let back = run(&mut a, &world_a, Event::Peer(PeerEvent::Message(m)), false);
            assert_eq!(sent(&back), None, "{back:?}");
            to_b.extend(sends(&back));
        }
        for m in std::mem::take(&mut to_b) {
            let back = run(&mut b, &world_b, Event::Peer(PeerEvent::Message(m)), false);
            assert_eq!(sent(&back), None, "{back:?}");
            to_a.extend(sends(&back));
        }
    }
    assert!(to_a.is_empty() && to_b.is_empty(), "the exchange ends");
    // Seats swapped: South is the friend's device now, and it throws first.
    assert!(b.human_may_act(&world_b), "{:?}", b.waiting(&world_b));
    run(&mut b, &world_b, Event::Throw, false);
    assert_eq!(history(&b).len(), 1);
}

fn sends(effects: &[Effect]) -> Vec<String> {
    peer_effects(effects)
        .into_iter()
        .filter_map(|p| match p {
            PeerEffect::Send(payload) => Some(payload.clone()),
            _ => None,
        })
        .collect()
}

/// Undo takes the game review's marks away with the action (they were of the game as it stood).
#[test]
fn undo_drops_the_game_review() {
    set_catalogue(catalogue(Lang::En));
    let (mut shell, world) = (Shell::new(7, Lang::En), World::default());
    qawale(&mut shell, &world, HUMANS.to_vec());
    let a = first_action(&shell);
    run(&mut shell, &world, Event::Played(a), false);
    let effects = run(&mut shell, &world, Event::Undo, false);
    assert!(effects.iter().any(|e| matches!(e, Effect::DropCritic)), "{effects:?}");
    assert_eq!(shell.session().unwrap().history_len(), 0);
}
