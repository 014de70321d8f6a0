//! A game record or link that cannot be read reaches the player in their language: every key a
//! `RecordError` may carry (`record::RECORD_ERROR_KEYS`), and every key of an unreadable start
//! position (`core::POSITION_ERROR_KEYS`), is in `www/locales/<lang>/record.ftl` with the
//! engine's variables, every key there is one the engine produces, the English catalogue words
//! each error exactly as the engine does (a position only by the part that is wrong: the
//! engine's English gives the detail) and the French one in French.

mod common;

use common::root;
use ludus::i18n::refusal::{reason, words};
use ludus::i18n::{set_catalogue, tf, Arg, Catalogue, Lang};
use ludus_engine::core::{ActionError, Setup, POSITION_ERROR_KEYS};
use ludus_engine::games;
use ludus_engine::record::{
    Record, RecordError, MAX_ACTIONS, MAX_LINK_BYTES, MAX_TEXT_BYTES, RECORD_ERROR_KEYS,
};
use std::collections::BTreeSet;
use std::fs;

/// `record.ftl` alone.
fn record_catalogue(lang: Lang) -> Catalogue {
    let path = root().join("www/locales").join(lang.code()).join("record.ftl");
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Catalogue::parse(lang, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The whole catalogue of a language, with `record.ftl` (for refusals inside action errors).
fn full_catalogue(lang: Lang) -> Catalogue {
    let dir = root().join("www/locales").join(lang.code());
    let mut files = Lang::files();
    if !files.iter().any(|f| f == "record") {
        files.push("record".to_string());
    }
    let sources: Vec<String> =
        files.iter().map(|f| fs::read_to_string(dir.join(format!("{f}.ftl"))).unwrap()).collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    Catalogue::parse_all(lang, &sources).unwrap()
}

/// An error in the current language, as the app words it.
fn say(e: &RecordError) -> String {
    match e {
        RecordError::Bad { line: None, why } => reason(why),
        RecordError::Bad { line: Some(line), why } => {
            tf("record-line", &[("line", Arg::from(*line)), ("why", Arg::Str(reason(why)))])
        }
        RecordError::Action { number, text, error } => tf(
            "record-action",
            &[("number", Arg::from(*number)), ("action", Arg::from(text)), ("why", Arg::Str(words(error)))],
        ),
    }
}

const HEAD: &str = "[Ludus \"1\"]\n[Game \"abalone\"]\n";

/// Records and links that the engine refuses, together giving every key.
fn refused() -> Vec<RecordError> {
    let text = |t: String| match Record::read(&t) {
        Err(e) => e,
        Ok(r) => r.replay().err().unwrap_or_else(|| panic!("accepted: {t}")),
    };
    let link_err = |l: String| Record::from_link(&l).err().unwrap_or_else(|| panic!("accepted: {l}"));
    let good = Record::read(&format!("{HEAD}\n1. A5B5; I5H5\n")).unwrap();
    let link = good.to_link().unwrap();
    let mut flipped = link.clone().into_bytes();
    let at = flipped.len() - 3;
    flipped[at] = if flipped[at] == b'A' { b'B' } else { b'A' };
    // A link naming the 201st action of a position that has far fewer: made by hand, with a
    // right checksum. Bytes: no optional field, "abalone", 1 action, index 200.
    let mut forged = vec![0u8, 7];
    forged.extend_from_slice(b"abalone");
    forged.extend_from_slice(&[1, 200, 1]);
    let sum = forged.iter().fold(0x811c_9dc5u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    forged.extend_from_slice(&sum.to_le_bytes());
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut forged_link = String::from("1.");
    for c in forged.chunks(3) {
        let n = c.iter().enumerate().fold(0u32, |n, (k, &b)| n | (u32::from(b) << (16 - 8 * k)));
        for k in 0..=c.len() {
            forged_link.push(alphabet[((n >> (18 - 6 * k)) & 63) as usize] as char);
        }
    }
    vec![
        text(format!("{HEAD}\n1. A5B5; I5I4\n")),
        text(format!("{HEAD}\n1. {}\n", "A5B5; I5H5; ".repeat(MAX_TEXT_BYTES / 12))),
        text(format!("{HEAD}\n1. {}x\n", "x;".repeat(MAX_ACTIONS))),
        text(format!("{HEAD}\nA5B5 I5H5\n")),
        text(format!("{HEAD}[Seed 7]\n")),
        text(format!("{HEAD}[Game \"qawale\"]\n")),
        text(format!("{HEAD}\n1. A5B5\n[Seed \"7\"]\n")),
        text(format!("{HEAD}\n1. A5B5;; I5H5\n")),
        text("[Game \"abalone\"]\n\n1. A5B5\n".into()),
        text("[Ludus \"one\"]\n[Game \"abalone\"]\n".into()),
        text("[Ludus \"2\"]\n[Game \"abalone\"]\n".into()),
        text("[Ludus \"1\"]\n\n1. A5B5\n".into()),
        text("[Ludus \"1\"]\n[Game \"chess\"]\n".into()),
        text(format!("{HEAD}[Setup \"dutch\"]\n")),
        text(format!("{HEAD}[Options \"ply_limit\"]\n")),
        text(format!("{HEAD}[Options \"colour=red\"]\n")),
        text(format!("{HEAD}[Options \"ply_limit=7\"]\n")),
        text(format!("{HEAD}[Seed \"-1\"]\n")),
        text(format!("{HEAD}[Seats \"human, robot\"]\n")),
        text(format!("{HEAD}[Seats \"human, human, human\"]\n")),
        text(format!("{HEAD}[Agreed \"black wins\"]\n")),
        text(format!("{HEAD}[Agreed \"win 2\"]\n")),
        text(format!(
            "{HEAD}[Position \"bbbbbbbbbbb..bbb.............................www..wwwww...... w 6 0\"]\n[Agreed \"draw\"]\n"
        )),
        text("[Ludus \"1\"]\n[Game \"cabale\"]\n[Options \"teams_4p=true\"]\n".into()),
        text(format!("{HEAD}[Position \"bbb b\"]\n")),
        text(format!("{HEAD}\n1. A5B5 #1\n")),
        text(format!("{HEAD}[Id \"<a href=x>\"]\n")),
        text(format!("{HEAD}[Seats \"human, human\"]\n[Devices \"<b>, -\"]\n")),
        text(format!("{HEAD}[Seats \"human, human\"]\n[Chance \"-, x\"]\n")),
        unpledged_throw(),
        text(format!("{HEAD}[Clock \"300+5\"]\n")),
        text("[Ludus \"1\"]\n[Game \"cabale\"]\n[Options \"players=3\"]\n[Clock \"300+5\"]\n[Left \"1000 1000 1000\"]\n".into()),
        text(format!("{HEAD}[Clock \"300+5\"]\n[Left \"0 1000\"]\n")),
        good.replay_upto(3).err().unwrap(),
        link_err(format!("1.{}", "A".repeat(MAX_LINK_BYTES))),
        link_err(link.replace('.', "!")),
        link_err(String::from_utf8(flipped).unwrap()),
        link_err(format!("3.{}", &link[2..])),
        link_err(forged_link),
    ]
}

#[test]
fn the_record_catalogues_hold_exactly_the_engines_keys() {
    let want: BTreeSet<&str> = RECORD_ERROR_KEYS.iter().chain(POSITION_ERROR_KEYS).copied().collect();
    assert_eq!(want.len(), RECORD_ERROR_KEYS.len() + POSITION_ERROR_KEYS.len(), "a key listed twice");
    assert!(RECORD_ERROR_KEYS.iter().all(|k| k.starts_with("record-")), "{RECORD_ERROR_KEYS:?}");
    assert!(POSITION_ERROR_KEYS.iter().all(|k| k.starts_with("position-")), "{POSITION_ERROR_KEYS:?}");
    let (en, fr) = (record_catalogue(Lang::En), record_catalogue(Lang::Fr));
    for cat in [&en, &fr] {
        let keys: BTreeSet<&str> = cat.keys().collect();
        assert_eq!(keys, want, "{}", cat.lang().code());
    }
    for key in RECORD_ERROR_KEYS.iter().chain(POSITION_ERROR_KEYS) {
        assert_eq!(en.variables(key), fr.variables(key), "{key}: English and French variables differ");
    }
}

#[test]
fn every_key_is_produced_with_the_catalogues_variables_and_reads_in_both_languages() {
    let en = record_catalogue(Lang::En);
    let (full_en, full_fr) = (full_catalogue(Lang::En), full_catalogue(Lang::Fr));
    let mut produced = BTreeSet::new();
    for e in refused() {
        let (key, mut vars): (&str, Vec<String>) = match &e {
            RecordError::Bad { why, .. } => {
                let mut vars: Vec<String> = why.args.iter().map(|(n, _)| n.to_string()).collect();
                if why.cause.is_some() {
                    vars.push("reason".into());
                }
                (why.key, vars)
            }
            RecordError::Action { .. } => {
                ("record-action", vec!["action".into(), "number".into(), "why".into()])
            }
        };
        vars.sort();
        assert_eq!(en.variables(key), vars, "{key}: the catalogue's variables are not the engine's");
        produced.insert(key);
        if let RecordError::Bad { line: Some(_), .. } = &e {
            assert_eq!(en.variables("record-line"), ["line", "why"]);
            produced.insert("record-line");
        }
        set_catalogue(full_en.clone());
        match &e {
            // The catalogue says which part of the position is wrong; the engine's English
            // says exactly what (e.g. "bad start position: the board needs 61 cells…").
            RecordError::Bad { why, .. } if why.cause.is_some() => {
                let cause = why.cause.as_deref().unwrap();
                let english = e.to_string();
                assert!(english.ends_with(&cause.english), "{key}: {english}");
                assert!(say(&e).starts_with(&english[..english.len() - cause.english.len()]), "{key}");
                assert_eq!(say(&e), tf(key, &[("reason", Arg::Str(reason(cause)))]));
            }
            // Notation the game cannot read: the catalogue says so, the engine's English how.
            RecordError::Action { number, text, error: ActionError::Notation(_) } => {
                let head = format!("action {number} ({text}): ");
                assert!(e.to_string().starts_with(&format!("{head}bad notation: ")), "{e}");
                assert_eq!(say(&e), format!("{head}this is not how this game writes an action"));
            }
            _ => {
                assert_eq!(say(&e), e.to_string(), "{key}: the English catalogue is not the engine's English")
            }
        }
        set_catalogue(full_fr.clone());
        let french = say(&e);
        assert_ne!(french, e.to_string(), "{key} is not in French");
        assert!(!french.contains("{$"), "{key}: a variable is missing: {french}");
    }
    let all: BTreeSet<&str> = RECORD_ERROR_KEYS.iter().copied().collect();
    assert_eq!(produced, all, "keys no input produced");
    // One in French, as a player reads it.
    set_catalogue(full_fr.clone());
    let e = Record::read(&format!("{HEAD}[Setup \"dutch\"]\n")).unwrap_err();
    assert_eq!(
        say(&e),
        "ligne 3\u{a0}: Abalone n'a pas de position de départ «\u{a0}dutch\u{a0}» (positions de départ\u{a0}: standard, belgian, german)"
    );
    let e = Record::read(&format!("{HEAD}\n1. A5B5; I5H5; A5B6\n")).unwrap().replay().err().unwrap();
    assert!(say(&e).starts_with("action 3 (A5B6)\u{a0}: coup interdit\u{a0}: "), "{}", say(&e));
}

/// Position texts each game refuses, together giving every key of `POSITION_ERROR_KEYS`.
fn unreadable_positions() -> Vec<(&'static str, String)> {
    let cells = "bbbbbbbbbbb..bbb.............................www..wwwwwwwwwww";
    let few = format!("bbbbbbbb{}wwwwwwww", ".".repeat(45));
    let tab = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S";
    vec![
        ("abalone", format!("{cells} b 0")),
        ("abalone", "bbb b".to_string()),
        ("abalone", format!("{cells} x")),
        ("abalone", format!("{cells} b 9 0")),
        ("abalone", format!("{few} b 6 6")),
        ("abalone", format!("{cells} b 0 0 colour=red")),
        ("abalone", format!("{cells} b 0 0 ply=3 seen=!!")),
        ("qawale", "nn,,,nn/,,,/,,,/nn,,,n 8 8 l".to_string()),
        ("latroncules", "fcfcfcfc/cfcfcfcf/8/8/8/8/FCFCFCFC/CFCFCFCF w 0/0 0/0 0 seen".to_string()),
        ("tab", format!("{tab} s open - 0/x 0")),
        ("tab", format!("{tab} s drawn - 0/0 0")),
        ("cabale", "players=3 first=0 turn=0".to_string()),
        ("chess", "8/8 w".to_string()),
    ]
}

#[test]
fn an_unreadable_position_says_which_part_in_both_languages() {
    let en = record_catalogue(Lang::En);
    let (full_en, full_fr) = (full_catalogue(Lang::En), full_catalogue(Lang::Fr));
    let mut produced = BTreeSet::new();
    for (game, text) in unreadable_positions() {
        let Err(e) = games::session_from_position(game, &text, Setup::default()) else {
            panic!("{game} accepted {text}");
        };
        let why = &e.0;
        let mut vars: Vec<String> = why.args.iter().map(|(n, _)| n.to_string()).collect();
        vars.sort();
        assert_eq!(en.variables(why.key), vars, "{game} {text}: {}: variables", why.key);
        assert!(!why.english.is_empty(), "{game} {text}: the command line's English is missing");
        set_catalogue(full_en.clone());
        let english = reason(why);
        assert_ne!(english, why.key, "{game} {text}");
        set_catalogue(full_fr.clone());
        let french = reason(why);
        assert_ne!(french, english, "{}: not in French", why.key);
        assert!(!french.contains("{$"), "{}: a variable is missing: {french}", why.key);
        produced.insert(why.key);
    }
    let all: BTreeSet<&str> = POSITION_ERROR_KEYS.iter().copied().chain(["record-unknown-game"]).collect();
    assert_eq!(produced, all, "keys no position produced");
    // As a French player reads it, in a link's start position.
    set_catalogue(full_fr.clone());
    let Err(e) = games::session_from_position("abalone", "bbb b", Setup::default()) else { panic!("read") };
    assert_eq!(
        reason(&e.0),
        "le plateau (la première partie de la position) est illisible, ou porte ce que ce jeu ne peut pas avoir"
    );
}

/// A well-written action the position does not allow is refused with its rule, not as
/// notation: a Qawale sowing of the wrong length, or from an empty space.
#[test]
fn a_well_written_illegal_action_gives_its_rule() {
    set_catalogue(full_catalogue(Lang::En));
    let replayed = |actions: &str| {
        let text = format!("[Ludus \"1\"]\n[Game \"qawale\"]\n\n1. {actions}\n");
        say(&Record::read(&text).unwrap().replay().err().unwrap())
    };
    let said = replayed("a4:EE");
    assert!(said.contains("the path needs 3 steps, not 2"), "{said}");
    let said = replayed("b2:EEE");
    assert!(said.contains("b2 is empty"), "{said}");
    set_catalogue(full_catalogue(Lang::Fr));
    let said = replayed("a4:EE");
    assert!(said.contains("le chemin doit donc parcourir 3 cases, et non 2"), "{said}");
}

/// A Tâb game between devices whose first throw no seat has pledged: refused as altered.
fn unpledged_throw() -> RecordError {
    use ludus_engine::fair::{sha256, Pledge};
    let mut s = games::new_session("tab", Setup::default()).unwrap();
    let throw = s.legal_actions()[0].clone();
    s.play(&throw).unwrap();
    let human = ludus_engine::record::SeatKind::Human;
    let mut r = Record::of(s.as_ref(), &[human, human]);
    r.chance = vec![Pledge::of(&sha256(b"a"), 0), Pledge::of(&sha256(b"b"), 0)];
    r.replay().err().unwrap()
}
