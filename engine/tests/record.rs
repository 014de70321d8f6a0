//! Game records and links: every game round-trips through the text and the link, every
//! corruption is refused with a clear reason and never a panic, and every notation fits in the
//! format.

mod common;

use common::mangle;
use ludus_engine::clock::{Clock, Control};
use ludus_engine::core::{ActionError, Actor, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::record::{
    self, rounds, Record, RecordError, SeatKind, MAX_ACTIONS, MAX_LINK_BYTES, MAX_TEXT_BYTES,
    RECORD_ERROR_KEYS,
};
use ludus_engine::session::Session;
use std::collections::BTreeSet;

fn playable() -> Vec<games::GameInfo> {
    games::all().into_iter().filter(|g| g.playable).collect()
}

/// Plays up to `n` uniformly random actions (chance outcomes included, drawn uniformly).
fn play_random(s: &mut dyn Session, n: usize, rng: &mut Rng) {
    for _ in 0..n {
        if s.outcome().is_some() {
            return;
        }
        let legal = s.legal_actions();
        if legal.is_empty() {
            return;
        }
        let pick = legal[rng.below(legal.len())].clone();
        s.play(&pick).unwrap_or_else(|e| panic!("{}: legal '{pick}' refused: {e}", s.id()));
    }
}

/// Several option sets per game, together using every value of every option, with random
/// values for the other options (or none).
fn option_sets(g: &games::GameInfo, rng: &mut Rng) -> Vec<OptionValues> {
    let mut sets = vec![OptionValues::new()];
    for spec in g.options {
        for (value, _) in spec.choices {
            let mut o = OptionValues::new();
            for other in g.options {
                if rng.below(3) == 0 {
                    o.insert(
                        other.key.to_string(),
                        other.choices[rng.below(other.choices.len())].0.to_string(),
                    );
                }
            }
            o.insert(spec.key.to_string(), value.to_string());
            sets.push(o);
        }
    }
    sets
}

fn random_seats(n: usize, rng: &mut Rng) -> Vec<SeatKind> {
    match rng.below(3) {
        0 => Vec::new(),
        _ => (0..n)
            .map(|_| if rng.below(2) == 0 { SeatKind::Human } else { SeatKind::Computer(rng.below(5) as u8) })
            .collect(),
    }
}

/// The record of `s` reads back equal, replays to the same game, and goes through a link.
fn assert_round_trip(s: &dyn Session, r: &Record) {
    let text = r.write();
    assert_eq!(r.write_from(s), text, "written from the session, without replaying");
    assert_eq!(
        Record::write_session(s, &r.seats, r.id.clone(), &r.devices, &r.chance, r.clock.as_ref()),
        text,
        "written in one pass"
    );
    let back = Record::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&back, r, "{text}");
    let again = back.replay().unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(again.history(), s.history());
    assert_eq!(again.history_actors(), s.history_actors());
    assert_eq!(again.position_text(), s.position_text(), "{text}");
    assert_eq!(again.outcome(), s.outcome());
    assert_eq!(again.end_reason(), s.end_reason());
    assert_eq!(again.start_position(), s.start_position());
    assert_eq!(text.contains("[Result "), s.outcome().is_some(), "{text}");
    // The body is one line per round, as `rounds` groups the history.
    let body = text.lines().filter(|l| l.starts_with(|c: char| c.is_ascii_digit())).count();
    assert_eq!(body, rounds(&s.history_actors()).len(), "{text}");

    let link = r.to_link().unwrap_or_else(|e| panic!("{e}\n{text}"));
    // Only the extensions (devices, pledges, clocks) make a version 2 link.
    let plain = r.devices.is_empty() && r.chance.is_empty() && r.clock.is_none();
    assert!(link.starts_with(if plain { "1." } else { "2." }), "{link}");
    assert!(link[2..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{link}");
    let from_link = Record::from_link(&link).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&from_link, r, "{link}");
    assert_eq!(Record::from_link(&format!("#{link}")).as_ref(), Ok(r));
}

#[test]
fn every_game_round_trips_through_text_and_link() {
    let mut rng = Rng::new(2024);
    let mut games_seen = BTreeSet::new();
    let mut seat_counts = BTreeSet::new();
    let (mut agreed, mut over, mut from_position, mut with_chance) = (0, 0, 0, 0);
    // The clocks draw from their own generator, so the games are the ones without them.
    let (mut clocks, mut with_clock, mut flags) = (Rng::new(37), 0, 0);
    for g in playable() {
        let sets: Vec<OptionValues> = (0..3).flat_map(|_| option_sets(&g, &mut rng)).collect();
        for options in sets {
            let setups: Vec<&str> = std::iter::once("").chain(g.setups.iter().copied()).collect();
            let name = setups[rng.below(setups.len())].to_string();
            let setup = Setup { name, options, seed: rng.next_u64() >> rng.below(64) };
            let mut setup = setup;
            let mut s = match games::new_session(g.id, setup.clone()) {
                Ok(s) => s,
                Err(_) => {
                    // A setup or option that needs another number of players (Cabale's teams
                    // need four, Abalone's daisies two): the first number that takes it.
                    (g.min_players..=g.max_players)
                        .rev()
                        .find_map(|n| {
                            games::set_players(g.id, n, &mut setup.options).ok()?;
                            games::new_session(g.id, setup.clone()).ok()
                        })
                        .unwrap_or_else(|| panic!("{}: no number of players takes {setup:?}", g.id))
                }
            };
            // Random length: from nothing to the end of the game (or long).
            let len = [0, 1, 5, 40, 150, 600][rng.below(6)];
            play_random(s.as_mut(), len, &mut rng);
            if rng.below(4) == 0 && s.outcome().is_none() && s.history_len() > 0 {
                // A game that started from a position: the one reached, then on.
                let text = s.position_text();
                s = games::session_from_position(g.id, &text, setup.clone()).unwrap();
                play_random(s.as_mut(), 1 + rng.below(30), &mut rng);
                from_position += 1;
            }
            if s.outcome().is_none() && rng.below(3) == 0 {
                let o = match rng.below(3) {
                    0 => Outcome::Draw,
                    1 if g.id == "cabale" => {
                        Outcome::Scores((0..s.seats()).map(|_| rng.below(9) as i32 - 2).collect())
                    }
                    _ => Outcome::Win(rng.below(s.seats())),
                };
                s.end_by_agreement(o);
                agreed += 1;
            }
            over += usize::from(s.outcome().is_some());
            with_chance += usize::from(s.history_actors().contains(&Actor::Chance));
            seat_counts.insert((g.id, s.seats()));
            let mut r = Record::of(s.as_ref(), &random_seats(s.seats(), &mut rng));
            if rng.below(3) == 0 {
                r.id = Some(["k7m2qd9xwt4c", "a2b3c4d5e6f7", "zzzzzzzzzzzz"][rng.below(3)].to_string());
            }
            if s.seats() == 2 && clocks.below(3) == 0 {
                r.clock = Some(random_clock(r.agreed.as_ref(), &mut clocks));
                with_clock += 1;
                flags += usize::from(r.clock.as_ref().unwrap().flagged().is_some());
            }
            assert_eq!(r.agreed.is_some(), s.ended_by_agreement());
            assert_round_trip(s.as_ref(), &r);
            games_seen.insert(g.id);
        }
    }
    assert_eq!(games_seen.len(), 5);
    assert!(seat_counts.contains(&("cabale", 3)) && seat_counts.contains(&("cabale", 4)), "{seat_counts:?}");
    assert!(
        agreed >= 3 && over >= 5 && from_position >= 3 && with_chance >= 3 && with_clock >= 10,
        "{agreed} {over} {from_position} {with_chance} {with_clock} {flags}"
    );
}

/// A two-seat game's clock at some point of the game: a control and times the game could have;
/// after an agreed win, sometimes the loser's flag.
fn random_clock(agreed: Option<&Outcome>, rng: &mut Rng) -> Clock {
    let controls = [(300_000, 5_000), (60_000, 0), (1_000, 600_000), (90_500, 100), (36_000_000, 0)];
    let (base_ms, increment_ms) = controls[rng.below(controls.len())];
    let mut clock = Clock::new(Control { base_ms, increment_ms }, 2);
    // Turns of random lengths, as the app charges them.
    for turn in 0..rng.below(30) {
        clock.charge(turn % 2, rng.below(20_000) as u64, true);
    }
    for left in &mut clock.left {
        *left = (*left).max(1);
    }
    if let Some(Outcome::Win(w)) = agreed {
        if rng.below(2) == 0 {
            clock.left[1 - w] = 0;
        }
    }
    clock
}

#[test]
fn records_of_the_command_line_examples_replay() {
    // The examples of docs/records.md and the README replay as they are written.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let (mut found, mut links) = (0, 0);
    for file in ["docs/records.md", "README.md"] {
        let text = std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut last = None;
        for block in text.split("```").skip(1).step_by(2) {
            let Some((info, body)) = block.split_once('\n') else { continue };
            if info == "link" {
                // The link of the record just before it.
                let r = Record::from_link(body.trim()).unwrap_or_else(|e| panic!("{file}: {e}"));
                assert_eq!(Some(&r), last.as_ref(), "{file}: the link is not the record before it");
                assert_eq!(r.to_link().unwrap(), body.trim());
                links += 1;
                continue;
            }
            if !body.starts_with("[Ludus ") {
                continue;
            }
            let r = Record::read(body).unwrap_or_else(|e| panic!("{file}: {e}\n{body}"));
            last = Some(r.clone());
            let s = r.replay().unwrap_or_else(|e| panic!("{file}: {e}\n{body}"));
            assert_eq!(r.write(), body, "{file}: the example is not as Ludus writes it");
            assert!(!s.history().is_empty());
            found += 1;
        }
    }
    assert!(found >= 3 && links >= 1, "examples found: {found} records, {links} links");
}

#[test]
fn rounds_follow_the_seats() {
    use Actor::{Chance as C, Seat as S};
    assert_eq!(rounds(&[]), vec![]);
    // Two players, one action a turn.
    assert_eq!(rounds(&[S(0), S(1), S(0), S(1), S(0)]), vec![0..2, 2..4, 4..5]);
    // The second seat starts (Qawale's drawn first player).
    assert_eq!(rounds(&[S(1), S(0), S(1), S(0)]), vec![0..1, 1..3, 3..4]);
    // Turns of several actions (Cabale), three players.
    assert_eq!(rounds(&[S(0), S(0), S(1), S(1), S(1), S(2), S(0), S(0)]), vec![0..6, 6..8]);
    // Throws go with the moves that use them; the same seat after throws starts a new turn.
    assert_eq!(rounds(&[C, C, C, S(0), S(0), C, S(1), C, C, S(0), C, S(0), C]), vec![0..7, 7..10, 10..13]);
    // Only throws so far.
    assert_eq!(rounds(&[C, C]), vec![0..2]);
}

#[test]
fn no_notation_holds_a_character_the_format_uses() {
    let mut rng = Rng::new(7);
    let mut checked = 0usize;
    for g in playable() {
        for options in option_sets(&g, &mut rng) {
            for seed in 0..2 {
                let setup = Setup { name: String::new(), options: options.clone(), seed };
                let Ok(mut s) = games::new_session(g.id, setup) else { continue };
                for _ in 0..400 {
                    if s.outcome().is_some() {
                        break;
                    }
                    let legal = s.legal_actions();
                    for a in &legal {
                        assert!(
                            !a.is_empty() && a.trim() == a && !a.contains([';', '[', '#', '\n', '\r']),
                            "{}: notation '{a}' cannot go in a record",
                            g.id
                        );
                        checked += 1;
                    }
                    if legal.is_empty() {
                        break;
                    }
                    s.play(&legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
    // Option values and setup names fit in the tags.
    for g in playable() {
        for spec in g.options {
            for (v, _) in spec.choices {
                assert!(!v.is_empty() && !v.contains(char::is_whitespace) && !v.contains('='), "{v}");
            }
        }
    }
}

fn read_err(text: &str) -> RecordError {
    Record::read(text).expect_err(text)
}

fn replay_err(text: &str) -> RecordError {
    match Record::read(text) {
        Err(e) => e,
        Ok(r) => r.replay().err().expect(text),
    }
}

const HEAD: &str = "[Ludus \"1\"]\n[Game \"abalone\"]\n";

#[test]
fn a_changed_action_is_refused_with_its_number_and_reason() {
    let text = format!("{HEAD}\n1. A5B5; I5H5\n2. A1B2; H5G5\n");
    let s = Record::read(&text).unwrap().replay().unwrap();
    assert_eq!(s.history().len(), 4);
    // The third action moves a marble that moved already.
    let bad = text.replace("A1B2", "A5B6");
    match replay_err(&bad) {
        RecordError::Action { number, text, error } => {
            assert_eq!((number, text.as_str()), (3, "A5B6"));
            assert!(matches!(error, ActionError::Illegal(_) | ActionError::Notation(_)), "{error:?}");
        }
        other => panic!("{other:?}"),
    }
    let e = replay_err(&bad);
    assert!(e.to_string().starts_with("action 3 (A5B6): "), "{e}");
    let e = replay_err(&text.replace("H5G5", "Z9"));
    assert!(e.to_string().starts_with("action 4 (Z9): bad notation"), "{e}");
    // An action after the end of the game.
    let over = format!("{HEAD}[Agreed \"win 0\"]\n\n1. A5B5\n");
    assert!(Record::read(&over).unwrap().replay().unwrap().outcome() == Some(Outcome::Win(0)));
}

/// Inputs that produce each key, as (input, key): a text to read and replay, or a link.
fn bad_inputs() -> Vec<(String, &'static str)> {
    let good = Record::read(&format!("{HEAD}\n1. A5B5; I5H5\n")).unwrap();
    let link = good.to_link().unwrap();
    let mut flipped = link.clone().into_bytes();
    let last = flipped.len() - 3;
    flipped[last] = if flipped[last] == b'A' { b'B' } else { b'A' };
    let text = |s: &str| format!("text:{s}");
    let mut forged = Vec::new();
    forged.push(0u8); // flags: nothing but the game
    forged.push(7);
    forged.extend_from_slice(b"abalone");
    forged.extend_from_slice(&[1, 200, 1]); // one action, index 200
    let sum = {
        let mut h: u32 = 0x811c_9dc5;
        for &b in &forged {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        }
        h
    };
    forged.extend_from_slice(&sum.to_le_bytes());
    let forged = format!("1.{}", b64(&forged));
    vec![
        (text(&format!("{HEAD}\n1. A5B5; I5I4\n")), "record-action"),
        (text(&format!("{HEAD}[Setup \"belgian]\n")), "record-line"),
        (text(&format!("{HEAD}\n1. {}\n", "A5B5; I5H5; ".repeat(MAX_TEXT_BYTES / 12))), "record-too-long"),
        (text(&format!("{HEAD}\n1. {}x\n", "x;".repeat(MAX_ACTIONS))), "record-too-many-actions"),
        (text(&format!("{HEAD}\nA5B5 I5H5\n")), "record-bad-line"),
        (text(&format!("{HEAD}[Seed 7]\n")), "record-bad-tag"),
        (text(&format!("{HEAD}[Game \"qawale\"]\n")), "record-duplicate-tag"),
        (text(&format!("{HEAD}\n1. A5B5\n[Seed \"7\"]\n")), "record-tag-after-actions"),
        (text(&format!("{HEAD}\n1. A5B5;; I5H5\n")), "record-empty-action"),
        (text("[Game \"abalone\"]\n\n1. A5B5\n"), "record-no-version"),
        (text("[Ludus \"one\"]\n[Game \"abalone\"]\n"), "record-bad-version"),
        (text("[Ludus \"2\"]\n[Game \"abalone\"]\n1. whatever new\n"), "record-newer-version"),
        (text("[Ludus \"1\"]\n\n1. A5B5\n"), "record-no-game"),
        (text("[Ludus \"1\"]\n[Game \"chess\"]\n"), "record-unknown-game"),
        (text(&format!("{HEAD}[Setup \"dutch\"]\n")), "record-unknown-setup"),
        (text(&format!("{HEAD}[Options \"ply_limit\"]\n")), "record-bad-options"),
        (text(&format!("{HEAD}[Options \"colour=red\"]\n")), "record-unknown-option"),
        (text(&format!("{HEAD}[Options \"ply_limit=7\"]\n")), "record-bad-option-value"),
        (text(&format!("{HEAD}[Seed \"-1\"]\n")), "record-bad-seed"),
        (text(&format!("{HEAD}[Seats \"human, robot\"]\n")), "record-bad-seat"),
        (text(&format!("{HEAD}[Seats \"human, human, human\"]\n")), "record-seat-count"),
        (text(&format!("{HEAD}[Agreed \"black wins\"]\n")), "record-bad-agreed"),
        (text(&format!("{HEAD}[Agreed \"win 2\"]\n")), "record-agreed-impossible"),
        (
            text("[Ludus \"1\"]\n[Game \"abalone\"]\n[Position \"bbbbbbbbbbb..bbb.............................www..wwwww...... w 6 0\"]\n[Agreed \"draw\"]\n"),
            "record-agreed-over",
        ),
        (text("[Ludus \"1\"]\n[Game \"cabale\"]\n[Options \"teams_4p=true\"]\n"), "record-bad-setup"),
        (text(&format!("{HEAD}[Position \"bbb b\"]\n")), "record-bad-position"),
        (text(&format!("{HEAD}\n1. A5B5 #1\n")), "record-bad-action-text"),
        (text(&format!("{HEAD}[Id \"<a href=x>\"]\n")), "record-bad-id"),
        (text(&format!("{HEAD}[Seats \"human, human\"]\n[Devices \"<b>, -\"]\n")), "record-bad-devices"),
        (text(&format!("{HEAD}[Seats \"human, human\"]\n[Chance \"-, x\"]\n")), "record-bad-chance"),
        (format!("text:{}", fair_tab_forged_throw()), "record-bad-throw"),
        (text(&format!("{HEAD}[Clock \"300+5\"]\n")), "record-bad-clock"),
        (
            text("[Ludus \"1\"]\n[Game \"cabale\"]\n[Options \"players=3\"]\n[Clock \"300+5\"]\n[Left \"1000 1000 1000\"]\n"),
            "record-clock-seats",
        ),
        (text(&format!("{HEAD}[Clock \"300+5\"]\n[Left \"0 1000\"]\n")), "record-clock-flag"),
        (format!("upto:{HEAD}\n1. A5B5\n"), "record-upto"),
        (format!("link:1.{}", "A".repeat(MAX_LINK_BYTES)), "record-link-too-long"),
        (format!("link:{}", link.replace('.', "!")), "record-link-damaged"),
        (format!("link:{}", String::from_utf8(flipped).unwrap()), "record-link-checksum"),
        (format!("link:3.{}", &link[2..]), "record-link-newer"),
        (format!("link:{forged}"), "record-link-bad-action"),
    ]
}

fn b64(data: &[u8]) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for c in data.chunks(3) {
        let n = (u32::from(c[0]) << 16)
            | (u32::from(*c.get(1).unwrap_or(&0)) << 8)
            | u32::from(*c.get(2).unwrap_or(&0));
        for k in 0..=c.len() {
            out.push(A[((n >> (18 - 6 * k)) & 63) as usize] as char);
        }
    }
    out
}

/// What an input of `bad_inputs` gives.
fn outcome_of(input: &str) -> Result<Box<dyn Session>, RecordError> {
    if let Some(link) = input.strip_prefix("link:") {
        Record::from_link(link).and_then(|r| r.replay())
    } else if let Some(text) = input.strip_prefix("upto:") {
        Record::read(text)?.replay_upto(5)
    } else {
        Record::read(&input["text:".len()..])?.replay()
    }
}

#[test]
fn every_error_key_is_produced_and_reads_as_one_line() {
    let mut produced = BTreeSet::new();
    for (input, key) in bad_inputs() {
        let shown = &input[..input.len().min(200)];
        let e = match outcome_of(&input) {
            Err(e) => e,
            Ok(_) => panic!("accepted: {shown}"),
        };
        // `record-line` is the wrapper of an error at a line.
        let got = match &e {
            RecordError::Bad { line: Some(_), why } if key == "record-line" => {
                assert_eq!(why.key, "record-bad-tag");
                "record-line"
            }
            _ => e.key(),
        };
        assert_eq!(got, key, "{shown}: {e}");
        let message = e.to_string();
        assert_eq!(message.lines().count(), 1, "{message}");
        assert!(message.len() < 300, "{message}");
        produced.insert(got);
        if let RecordError::Bad { why, .. } = &e {
            assert!(RECORD_ERROR_KEYS.contains(&why.key), "{}", why.key);
            produced.insert(why.key);
        }
    }
    let all: BTreeSet<&str> = RECORD_ERROR_KEYS.iter().copied().collect();
    assert_eq!(produced, all);
    assert_eq!(all.len(), RECORD_ERROR_KEYS.len(), "a key listed twice");
}

#[test]
fn text_errors_name_their_line() {
    let cases = [
        (format!("{HEAD}[Setup \"dutch\"]\n"), 3, "Abalone has no setup 'dutch'"),
        (format!("# a comment\n{HEAD}\n\n1. A5B5\nnonsense\n"), 7, "is not a tag"),
        (format!("{HEAD}[Options \"ply_limit=7\"]\n"), 3, "option 'ply_limit' cannot be '7'"),
        (format!("{HEAD}[Seats \"computer 9, human\"]\n"), 3, "'computer 9' is not a seat"),
        ("[Ludus \"2\"]\n".to_string(), 1, "format version 2, newer than this Ludus reads (1)"),
        (format!("{HEAD}[Game \"abalone\"]\n"), 3, "[Game] is given twice"),
    ];
    for (text, line, words) in cases {
        let e = read_err(&text);
        assert!(matches!(e, RecordError::Bad { line: Some(l), .. } if l == line), "{text}: {e:?}");
        let message = e.to_string();
        assert!(message.starts_with(&format!("line {line}: ")) && message.contains(words), "{message}");
    }
    // Unknown tags are a newer writer's: ignored. Comments, blank lines, CRLF and a BOM are fine.
    let text = "\u{feff}[Ludus \"1\"]\r\n[Game \"abalone\"]\r\n[Event \"club night\"]\r\n# note\r\n\r\n1. A5B5 ;I5H5\r\n";
    let r = Record::read(text).unwrap();
    assert_eq!(r.actions, ["A5B5", "I5H5"]);
    // Round numbers are not checked; escapes in values are undone.
    let r = Record::read(&format!("{HEAD}[Position \"a \\\"b\\\" \\\\ c\"]\n\n7. A5B5\n7. I5H5\n")).unwrap();
    assert_eq!(r.start.as_deref(), Some("a \"b\" \\ c"));
    assert_eq!(r.actions.len(), 2);
}

#[test]
fn garbage_and_truncated_records_are_refused_without_panic() {
    let mut rng = Rng::new(99);
    let mut s = games::new_session("tab", Setup { seed: 5, ..Setup::default() }).unwrap();
    play_random(s.as_mut(), 120, &mut rng);
    let text = Record::of(s.as_ref(), &[SeatKind::Human, SeatKind::Computer(2)]).write();
    // Every cut: read, and replay what reads.
    for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        if let Ok(r) = Record::read(&text[..cut]) {
            let _ = r.replay();
        }
    }
    // Garbled by a few edits.
    let alphabet: Vec<char> = "[]\";#.\\ 0123456789abcdefghxyzHIJ\n\u{0}é".chars().collect();
    for _ in 0..3000 {
        let t = mangle(&text, &alphabet, &mut rng);
        if let Ok(r) = Record::read(&t) {
            if let Err(e) = r.replay() {
                assert!(!e.to_string().is_empty());
            }
        }
    }
    // Random bytes.
    for n in [0, 1, 10, 1000, 100_000] {
        let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
        let t = String::from_utf8_lossy(&bytes);
        assert!(Record::read(&t).is_err() || n == 0);
        assert!(Record::from_link(&t).is_err());
    }
    assert_eq!(read_err("").key(), "record-no-version");
    // Huge inputs are refused before any work.
    let huge = format!("{HEAD}\n1. {}\n", "A5B5; I5H5; ".repeat(200_000));
    assert_eq!(read_err(&huge).key(), "record-too-long");
    let long_line = format!("{HEAD}[Id \"{}\"]\n", "x".repeat(MAX_TEXT_BYTES));
    assert_eq!(read_err(&long_line).key(), "record-too-long");
    assert_eq!(Record::from_link(&"A".repeat(1 << 20)).unwrap_err().key(), "record-link-too-long");
}

#[test]
fn damaged_links_are_refused_or_read_a_valid_game() {
    let mut rng = Rng::new(31);
    let mut links = Vec::new();
    for g in playable() {
        let mut options = OptionValues::new();
        games::set_players(g.id, g.max_players, &mut options).unwrap();
        let mut s = games::new_session(g.id, Setup { options, seed: 3, ..Setup::default() }).unwrap();
        play_random(s.as_mut(), 60, &mut rng);
        let mut r = Record::of(s.as_ref(), &[]);
        r.id = Some("cxrr2game3ab".into());
        links.push(r.to_link().unwrap());
    }
    let alphabet: Vec<char> =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#=+/ ".chars().collect();
    let (mut refused, mut accepted) = (0, 0);
    for link in &links {
        // Every single character changed, and random edits.
        for at in 0..link.len() {
            let mut b = link.clone().into_bytes();
            b[at] = alphabet[rng.below(alphabet.len())] as u8;
            let t = String::from_utf8(b).unwrap();
            match Record::from_link(&t) {
                Ok(r) => {
                    r.replay().expect("a link that reads replays");
                    accepted += 1;
                }
                Err(e) => {
                    assert!(!e.to_string().is_empty());
                    refused += 1;
                }
            }
        }
        for _ in 0..300 {
            let t = mangle(link, &alphabet, &mut rng);
            if let Ok(r) = Record::from_link(&t) {
                r.replay().expect("a link that reads replays");
            }
        }
        // Cut anywhere.
        for cut in 0..link.len() {
            assert!(Record::from_link(&link[..cut]).is_err(), "{}", &link[..cut]);
        }
    }
    assert!(refused > accepted * 20, "{refused} refused, {accepted} accepted");
}

#[test]
fn links_are_compact() {
    // A 200-action Abalone game: a few hundred characters.
    let mut rng = Rng::new(4);
    let setup = Setup {
        name: "belgian".into(),
        options: [("ply_limit".to_string(), "200".to_string())].into(),
        seed: 77,
    };
    let mut s = games::new_session("abalone", setup).unwrap();
    play_random(s.as_mut(), 200, &mut rng);
    let r = Record::of(s.as_ref(), &[SeatKind::Human, SeatKind::Computer(3)]);
    let link = r.to_link().unwrap();
    assert!(link.len() < 400, "{} characters: {link}", link.len());
    let text = r.write();
    assert!(link.len() * 3 < text.len(), "{} vs {}", link.len(), text.len());
}

#[test]
fn replay_upto_and_the_result() {
    let text = format!("{HEAD}[Seats \"human, computer 2\"]\n\n1. A5B5; I5H5\n2. A1B2; H5G5\n");
    let r = Record::read(&text).unwrap();
    assert_eq!(r.seats, [SeatKind::Human, SeatKind::Computer(2)]);
    for n in 0..=4 {
        assert_eq!(r.replay_upto(n).unwrap().history(), r.actions[..n]);
    }
    assert_eq!(r.replay_upto(5).err().unwrap().key(), "record-upto");
    let s = r.replay().unwrap();
    assert_eq!(record::result(s.as_ref()), None);
    let mut over = r.clone();
    over.agreed = Some(Outcome::Win(1));
    let written = over.write();
    assert!(written.contains("[Agreed \"win 1\"]\n[Result \"White wins by resignation\"]\n"), "{written}");
    over.agreed = Some(Outcome::Draw);
    assert!(over.write().contains("[Result \"draw by agreement\"]"));
    let mut cabale = Record { game: "cabale".into(), ..Record::default() };
    cabale.setup.options.insert("players".into(), "3".into());
    cabale.agreed = Some(Outcome::Scores(vec![3, 5, 5]));
    assert!(
        cabale.write().contains("[Result \"Blue and Yellow win (Red 3, Blue 5, Yellow 5)\"]"),
        "{}",
        cabale.write()
    );
    assert_eq!(Record::read(&cabale.write()).unwrap(), cabale);
    cabale.agreed = Some(Outcome::Scores(vec![3, 5]));
    assert_eq!(cabale.replay().err().unwrap().key(), "record-agreed-impossible");
    // Seats must match the game's number of seats once it is known.
    cabale.agreed = None;
    cabale.seats = vec![SeatKind::Human; 4];
    assert_eq!(cabale.replay().err().unwrap().key(), "record-seat-count");
    assert_eq!(cabale.to_link().unwrap_err().key(), "record-seat-count");
}

#[test]
fn setup_and_position_errors_say_what_the_game_says_once() {
    let e = Record::read("[Ludus \"1\"]\n[Game \"cabale\"]\n[Options \"teams_4p=true\"]\n").unwrap().replay();
    assert_eq!(e.err().unwrap().to_string(), "bad setup: team play needs four players");
    let e = Record::read(&format!("{HEAD}[Position \"bbb b\"]\n")).unwrap().replay();
    let message = e.err().unwrap().to_string();
    assert!(message.starts_with("bad start position: the board needs 61 cells"), "{message}");
}

/// A game's id, as the app's library makes them (`library::new_id`): 12 characters of the id
/// alphabet. Ids come in from links, imported records and the browser's storage, and end up in
/// the page; anything else is refused where it comes in.
#[test]
fn game_ids_are_twelve_characters_of_the_id_alphabet() {
    use record::{is_id, ID_ALPHABET, ID_LEN};
    assert_eq!(ID_ALPHABET, b"abcdefghijkmnpqrstuvwxyz23456789");
    assert_eq!(ID_LEN, 12);
    // The form new_id makes: any 12 bytes mapped into the alphabet.
    let mut rng = Rng::new(12);
    for _ in 0..500 {
        let id: String = (0..ID_LEN).map(|_| ID_ALPHABET[rng.below(ID_ALPHABET.len())] as char).collect();
        assert!(is_id(&id), "{id}");
    }
    for good in ["abcdefghijkm", "npqrstuvwxyz", "234567892345", "k7m2qd9xwt4c"] {
        assert!(is_id(good), "{good}");
    }
    let markup =
        "x\"><a href=\"https://evil.example/\">y</a><button data-do=\"resume\" data-id=\"k7m2qd9xwt4c\">";
    for bad in [
        "",
        "<a href=x>",
        "<b>bold</b>",
        markup,
        "abcdefghijk\"",
        "abcdef'ghijk",
        "abcdefghijk",   // 11
        "abcdefghijkmn", // 13
        "abcdefghijkmnpqrstuvwxyz23456789",
        "abcdefghijkl", // l is not in the alphabet (nor o, 0, 1)
        "abcdefghijko",
        "abcdefghijk0",
        "abcdefghijk1",
        "ABCDEFGHIJKM", // upper case
        "abcdef ghijk",
        "abcdef-ghijk",
        "abcdefghijk\n",
        "abcdefghijk\u{0}",
        "abcdefghijké", // 12 characters, 13 bytes
        "ａbcdefghijk", // a full-width a
        "v1",           // the one-slot builds' key
    ] {
        assert!(!is_id(bad), "{bad:?} was taken for an id");
    }
    // Where ids come in: a record's Id tag and a link are refused, naming the id.
    let refused = Record::read(&format!("{HEAD}[Id \"<a href=x>\"]\n")).unwrap_err();
    assert_eq!(refused.key(), "record-bad-id");
    assert!(matches!(refused, RecordError::Bad { line: Some(3), .. }), "{refused:?}");
    assert_eq!(read_err(&format!("{HEAD}[Id \"{}\"]\n", markup.replace('"', "\\\""))).key(), "record-bad-id");
    let r = Record::read(&format!("{HEAD}[Id \"k7m2qd9xwt4c\"]\n\n1. A5B5\n")).unwrap();
    assert_eq!(r.id.as_deref(), Some("k7m2qd9xwt4c"));
    let link = r.to_link().unwrap();
    assert_eq!(Record::from_link(&link).unwrap(), r);
    // A link carrying a forged id (built by hand with a right checksum) is refused, and Ludus
    // writes no link with one.
    let mut forged = r.clone();
    forged.id = Some(markup.to_string());
    assert_eq!(forged.to_link().unwrap_err().key(), "record-bad-id");
    let forged_link = link_with_id(&link, "k7m2qd9xwt4c", markup);
    assert_eq!(Record::from_link(&forged_link).unwrap_err().key(), "record-bad-id");
    assert_eq!(
        Record::from_link(&link_with_id(&link, "k7m2qd9xwt4c", "k7m2qd9xwt4")).unwrap_err().key(),
        "record-bad-id"
    );
    assert_eq!(
        Record::from_link(&link_with_id(&link, "k7m2qd9xwt4c", "a2b3c4d5e6f7")).unwrap().id.as_deref(),
        Some("a2b3c4d5e6f7")
    );
}

/// `link` with its string `old` (an id, an extension's text) replaced by `new` and the checksum
/// made right (docs/records.md, "The link").
fn link_with_id(link: &str, old: &str, new: &str) -> String {
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let (version, payload) = link.split_once('.').unwrap();
    let mut bits = (0u32, 0u32);
    let mut data = Vec::new();
    for c in payload.bytes() {
        let v = B64.iter().position(|&x| x == c).unwrap() as u32;
        bits = ((bits.0 << 6) | v, bits.1 + 6);
        if bits.1 >= 8 {
            bits.1 -= 8;
            data.push((bits.0 >> bits.1) as u8);
            bits.0 &= (1 << bits.1) - 1;
        }
    }
    data.truncate(data.len() - 4);
    let mut from = vec![old.len() as u8];
    from.extend_from_slice(old.as_bytes());
    let at = data.windows(from.len()).position(|w| w == from.as_slice()).unwrap();
    let mut to = vec![new.len() as u8];
    to.extend_from_slice(new.as_bytes());
    data.splice(at..at + from.len(), to);
    let sum = data.iter().fold(0x811c_9dc5u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    data.extend_from_slice(&sum.to_le_bytes());
    let mut out = format!("{version}.");
    for chunk in data.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (k, &b)| n | (u32::from(b) << (16 - 8 * k)));
        for k in 0..=chunk.len() {
            out.push(B64[((n >> (18 - 6 * k)) & 63) as usize] as char);
        }
    }
    out
}

/// A game between devices: each seat's device travels in the text (`Devices`) and in a link
/// (version 2, its extension), and comes back the same; a link without devices stays version 1.
#[test]
fn devices_travel_in_text_and_link() {
    let text = format!(
        "{HEAD}[Seats \"human, human\"]\n[Id \"k7m2qd9xwt4c\"]\n[Devices \"a2b3c4d5e6f7, -\"]\n\n1. A5B5; I5H5\n"
    );
    let r = Record::read(&text).unwrap();
    assert_eq!(r.devices, vec!["a2b3c4d5e6f7".to_string(), String::new()]);
    assert!(r.write().contains("[Devices \"a2b3c4d5e6f7, -\"]"), "{}", r.write());
    assert_eq!(Record::read(&r.write()).unwrap(), r);
    let link = r.to_link().unwrap();
    assert!(link.starts_with("2."), "{link}");
    assert_eq!(Record::from_link(&link).unwrap(), r);
    // Both seats taken.
    let mut both = r.clone();
    both.devices[1] = "npqrstuvwxyz".into();
    assert_eq!(Record::from_link(&both.to_link().unwrap()).unwrap().devices[1], "npqrstuvwxyz");
    // Without devices: version 1, as Ludus wrote before (older builds read it).
    let mut alone = r.clone();
    alone.devices.clear();
    assert!(alone.to_link().unwrap().starts_with("1."));
    // One device per seat, each an id or '-'.
    for bad in ["a2b3c4d5e6f7", "a2b3c4d5e6f7, -, -", "a2b3c4d5e6f7, x", "a2b3c4d5e6f7,", "<a href=x>, -"] {
        let t = text.replace("a2b3c4d5e6f7, -", bad);
        assert_eq!(read_err(&t).key(), "record-bad-devices", "{bad}");
    }
    // Devices without seats are refused too (they are one per seat).
    let t = text.replace("[Seats \"human, human\"]\n", "");
    assert_eq!(read_err(&t).key(), "record-bad-devices");
    // A version 2 link that flips a byte is damaged; a v1 link with the extension flag too.
    let mut flipped = link.clone().into_bytes();
    let at = flipped.len() / 2;
    flipped[at] = if flipped[at] == b'A' { b'B' } else { b'A' };
    assert!(Record::from_link(std::str::from_utf8(&flipped).unwrap()).is_err());
    assert_eq!(Record::from_link(&format!("1.{}", &link[2..])).unwrap_err().key(), "record-link-damaged");
}

/// A Tâb game between two devices whose throws come from the seats' pledges (`fair`): `runs`
/// runs of throws, the moves the first legal ones. Returns the record (both chains revealed up
/// to the last run).
fn fair_tab(runs: u32) -> (Record, [ludus_engine::fair::Hash; 2]) {
    use ludus_engine::fair::{self, Pledge};
    let secrets = [fair::sha256(b"light's device"), fair::sha256(b"dark's device")];
    let mut s = games::new_session("tab", Setup::default()).unwrap();
    let (mut run, mut in_run, mut i) = (0u32, false, 0u32);
    loop {
        if s.outcome().is_some() {
            break;
        }
        if s.actor() == ludus_engine::core::Actor::Chance {
            if !in_run {
                if run == runs {
                    break;
                }
                (run, in_run, i) = (run + 1, true, 0);
            }
            let elements = [fair::element(&secrets[0], run), fair::element(&secrets[1], run)];
            s.play_chance(&mut Rng::new(fair::throw_seed(&elements, run, i))).unwrap();
            i += 1;
        } else {
            in_run = false;
            let a = s.legal_actions()[0].clone();
            s.play(&a).unwrap();
        }
    }
    let mut r = Record::of(s.as_ref(), &[SeatKind::Human, SeatKind::Human]);
    r.id = Some("k7m2qd9xwt4c".into());
    r.devices = vec!["a2b3c4d5e6f7".into(), "npqrstuvwxyz".into()];
    r.chance = vec![Pledge::of(&secrets[0], run), Pledge::of(&secrets[1], run)];
    (r, secrets)
}

/// Fair throws between devices: the pledges travel in the text (`Chance`) and the link, every
/// throw is checked against them, and an altered throw or reveal is refused.
#[test]
fn throws_between_devices_follow_the_pledges() {
    use ludus_engine::fair::{self, Pledge};
    let (r, secrets) = fair_tab(12);
    assert!(r.actions.iter().filter(|a| a.starts_with("throw")).count() >= 12);
    let s = r.replay().expect("the pledged throws replay");
    let text = r.write();
    assert!(text.contains("[Chance \""), "{text}");
    assert_eq!(Record::read(&text).unwrap(), r);
    let link = r.to_link().unwrap();
    let back = Record::from_link(&link).unwrap();
    assert_eq!(back, r);
    assert_eq!(back.replay().unwrap().position_text(), s.position_text());
    // Another throw in the place of a pledged one is refused, in the text and in a link.
    let first_throw = r.actions.iter().position(|a| a.starts_with("throw")).unwrap();
    let mut other = r.clone();
    let game = other.replay_upto(first_throw).unwrap();
    let thrown = r.actions[first_throw].clone();
    let outcomes: Vec<String> = game.legal_actions();
    let swap = outcomes.iter().find(|o| **o != thrown).unwrap().clone();
    other.actions[first_throw] = swap;
    other.actions.truncate(first_throw + 1);
    assert_eq!(other.replay().err().unwrap().key(), "record-bad-throw");
    // A reveal from another chain (a device that wants other throws) does not hold.
    let mut forged = r.clone();
    forged.chance[1] =
        Pledge { reveal: fair::element(&fair::sha256(b"another secret"), 12), ..forged.chance[1] };
    let refused = Record::read(&forged.write()).unwrap_err();
    assert_eq!(refused.key(), "record-bad-chance");
    assert!(refused.to_string().contains("pledges"), "{refused}");
    // A whole other chain, committed and revealed, gives other throws: refused.
    let mut redrawn = r.clone();
    redrawn.chance[1] = Pledge::of(&fair::sha256(b"a second try"), 12);
    assert_eq!(redrawn.replay().err().unwrap().key(), "record-bad-throw");
    // A throw no seat has pledged yet (Dark revealed one run fewer) is refused.
    let mut early = r.clone();
    early.chance[1] = Pledge::of(&secrets[1], 11);
    assert_eq!(early.replay().err().unwrap().key(), "record-bad-throw");
    // One pledge per seat.
    let mut one = r.clone();
    one.chance.pop();
    assert_eq!(Record::read(&one.write()).unwrap_err().key(), "record-bad-chance");
}

/// A fair Tâb record whose first throw is not the pledged one (for `bad_inputs`).
fn fair_tab_forged_throw() -> String {
    let (mut r, _) = fair_tab(2);
    let first = r.actions.iter().position(|a| a.starts_with("throw")).unwrap();
    let game = r.replay_upto(first).unwrap();
    let other = game.legal_actions().into_iter().find(|o| *o != r.actions[first]).unwrap();
    r.actions[first] = other;
    r.actions.truncate(first + 1);
    r.write()
}

/// The seats' clocks: the `Clock` and `Left` tags and the link's extension 3 carry them and
/// bring them back the same; a link without one is as before; every altered clock is refused.
#[test]
fn clocks_travel_in_text_and_link() {
    let tags = "[Clock \"300+5\"]\n[Left \"281400 290100\"]\n";
    let text = format!("{HEAD}[Seed \"0\"]\n[Seats \"human, human\"]\n{tags}\n1. A5B5; I5H5\n");
    let r = Record::read(&text).unwrap();
    let clock =
        Clock { control: Control { base_ms: 300_000, increment_ms: 5_000 }, left: vec![281_400, 290_100] };
    assert_eq!(r.clock.as_ref(), Some(&clock));
    assert_eq!(r.write(), text, "written as Ludus writes it");
    let s = r.replay().unwrap();
    assert_eq!(Record::write_session(s.as_ref(), &r.seats, None, &[], &[], Some(&clock)), text);
    let link = r.to_link().unwrap();
    assert!(link.starts_with("2."), "{link}");
    assert_eq!(Record::from_link(&link).unwrap(), r);
    // Without the clock, the link is the one Ludus wrote before clocks (the examples of
    // docs/records.md check their links byte for byte).
    let plain = Record { clock: None, ..r.clone() };
    assert!(plain.to_link().unwrap().starts_with("1."));
    assert_eq!(Record::from_link(&plain.to_link().unwrap()).unwrap(), plain);
    // A Tâb game between devices with a clock: every extension together.
    let (mut fair, _) = fair_tab(3);
    fair.clock = Some(clock.clone());
    assert_eq!(Record::read(&fair.write()).unwrap(), fair);
    assert_eq!(Record::from_link(&fair.to_link().unwrap()).unwrap(), fair);

    // A seat at 0 lost on time: the game ends with the other seat's win.
    let flagged = text.replace("281400 290100", "0 290100");
    assert_eq!(read_err(&flagged).key(), "record-clock-flag");
    assert!(matches!(read_err(&flagged), RecordError::Bad { line: Some(6), .. }));
    for agreed in ["win 0", "draw"] {
        let t = flagged.replace(
            tags.replace("281400 290100", "0 290100").as_str(),
            &format!("[Clock \"300+5\"]\n[Left \"0 290100\"]\n[Agreed \"{agreed}\"]\n"),
        );
        assert_eq!(read_err(&t).key(), "record-clock-flag", "{agreed}");
    }
    let mut on_time = r.clone();
    on_time.clock.as_mut().unwrap().left[0] = 0;
    on_time.agreed = Some(Outcome::Win(1));
    let written = on_time.write();
    assert!(
        written.contains("[Left \"0 290100\"]\n[Agreed \"win 1\"]\n[Result \"White wins on time\"]\n"),
        "{written}"
    );
    assert_eq!(Record::read(&written).unwrap(), on_time);
    assert_eq!(on_time.replay().unwrap().outcome(), Some(Outcome::Win(1)));
    let on_time_link = on_time.to_link().unwrap();
    assert_eq!(Record::from_link(&on_time_link).unwrap(), on_time);
    let mut both = on_time.clone();
    both.clock.as_mut().unwrap().left[1] = 0;
    assert_eq!(Record::read(&both.write()).unwrap_err().key(), "record-clock-flag");
    assert_eq!(both.to_link().unwrap_err().key(), "record-clock-flag");
    assert_eq!(both.replay().err().unwrap().key(), "record-clock-flag");

    // Both tags or neither, each as Ludus writes it, one time per seat.
    for (bad, line) in [
        (text.replace("[Left \"281400 290100\"]\n", ""), 5),
        (text.replace("[Clock \"300+5\"]\n", ""), 5),
        (text.replace("300+5", "300 + 5"), 6),
        (text.replace("300+5", "0.5+0"), 6),
        (text.replace("300+5", "300+5.0"), 6),
        (text.replace("281400 290100", "281400  290100"), 6),
        (text.replace("281400 290100", "281400"), 6),
        (text.replace("281400 290100", "281400 290100 1"), 6),
        (text.replace("281400 290100", "-1 290100"), 6),
        (text.replace("281400 290100", "281400 99999999999999999999999"), 6),
        (text.replace("300+5", "100+0"), 6),
        (text.replace("[Seats \"human, human\"]\n", "[Seats \"human, human, human\"]\n"), 6),
    ] {
        let e = read_err(&bad);
        assert_eq!(e.key(), "record-bad-clock", "{bad}");
        assert!(matches!(e, RecordError::Bad { line: Some(l), .. } if l == line), "{bad}: {e:?}");
    }
    let t = text.replace("281400 290100", &"1 ".repeat(1 << 18));
    assert_eq!(read_err(&t).key(), "record-bad-clock");
    // A made-up clock is refused where a record is checked, never written into a link.
    for c in [
        Clock { control: Control { base_ms: 500, increment_ms: 0 }, left: vec![500, 500] },
        Clock { left: vec![36_000_001, 1], ..clock.clone() },
        Clock { left: vec![1, 1, 1], ..clock.clone() },
        Clock { left: vec![], ..clock.clone() },
    ] {
        let made = Record { clock: Some(c.clone()), ..r.clone() };
        assert_eq!(made.to_link().unwrap_err().key(), "record-bad-clock", "{c:?}");
        assert_eq!(made.replay().err().unwrap().key(), "record-bad-clock", "{c:?}");
    }

    // Only two-seat games have clocks.
    let cabale = "[Ludus \"1\"]\n[Game \"cabale\"]\n[Options \"players=3\"]\n";
    let e = read_err(&format!("{cabale}[Clock \"300+5\"]\n[Left \"1000 1000 1000\"]\n"));
    assert_eq!(e.key(), "record-clock-seats");
    assert!(e.to_string().contains("only games of two seats"), "{e}");
    // Two times in a game of three: the game's seats are known once it is set up.
    let two = Record::read(&format!("{cabale}[Clock \"300+5\"]\n[Left \"1000 1000\"]\n")).unwrap();
    assert_eq!(two.replay().err().unwrap().key(), "record-clock-seats");
    assert_eq!(two.to_link().unwrap_err().key(), "record-clock-seats");
    let e =
        read_err(&format!("{cabale}[Seats \"human, human, human\"]\n[Clock \"300+5\"]\n[Left \"1 1 1\"]\n"));
    assert_eq!(e.key(), "record-clock-seats");

    // A link's clock is checked as the text's (links built by hand with a right checksum).
    let ours = "300+5 281400 290100";
    for (forged, key) in [
        ("300+5 0 290100", "record-clock-flag"),
        ("300+5 281400", "record-bad-clock"),
        ("300+5 281400 290100 1", "record-bad-clock"),
        ("300+5 1 1 1", "record-bad-clock"),
        ("300+5  281400 290100", "record-bad-clock"),
        ("300+5", "record-bad-clock"),
        ("", "record-bad-clock"),
        ("300+5 281400 36000001", "record-bad-clock"),
    ] {
        let l = link_with_id(&link, ours, forged);
        assert_eq!(Record::from_link(&l).unwrap_err().key(), key, "{forged:?}");
    }
    assert_eq!(
        Record::from_link(&link_with_id(&link, ours, "60+0 1000 59900")).unwrap().clock,
        Some(Clock { control: Control { base_ms: 60_000, increment_ms: 0 }, left: vec![1_000, 59_900] })
    );
    // Every character changed: refused, or a game that replays.
    let alphabet: Vec<char> =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.".chars().collect();
    let mut rng = Rng::new(3);
    for l in [&link, &on_time_link] {
        for at in 0..l.len() {
            let mut b = l.clone().into_bytes();
            b[at] = alphabet[rng.below(alphabet.len())] as u8;
            if let Ok(back) = Record::from_link(std::str::from_utf8(&b).unwrap()) {
                back.replay().expect("a link that reads replays");
            }
        }
    }
}
