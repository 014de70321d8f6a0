//! Command-line tool: `ludus moves|perft|arena|record|replay|games`. Bad arguments: one line on
//! stderr, exit 2.

use ludus_engine::core::text::{self, quote};
use ludus_engine::core::{Actor, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::record::{self, Record, SeatKind};
use ludus_engine::session::Session;
use std::process::ExitCode;

const USAGE: &str =
    "usage: ludus moves <game> [--setup NAME] [--position TEXT] [--option KEY=VALUE]... [--players N] [--seed S] [--throws V,V,...]
       ludus perft <game> <depth> [same options as moves]
       ludus arena <game> <levelA> <levelB> --games N [--time-ms N] [--openings N] [--seed S] [--setup NAME] [--option KEY=VALUE]...
       ludus record <game> --levels A,B[,C,D] [--setup NAME] [--option KEY=VALUE]... [--players N] [--seed S] [--max-actions N] [--time-ms N]
       ludus analyse <game> --time-ms N [same options as moves]
       ludus replay FILE [--upto N]
       ludus moves|perft [<game>] ... --record FILE
       ludus games
levels: 0 = random moves, 1–5 = computer levels (or their names: easy, medium, hard, expert, master);
        expert-v1 = Expert as it was before levels thought by time (the arena's yardstick)
arena: A and B play N games, A in each seat in turn; --time-ms gives both N milliseconds a move
       and nothing else (expert-v1's work caps are lifted; else each level's budget within its own
       time, as in the app), --openings starts each game
       with N random actions
       (the same opening for consecutive games, so both sides play it from each seat); against
       two or more B seats, A wins only by finishing first, and the arena also prints how A
       placed against each B seat (ties half: 50 % between equal levels, as in a game of two)
--throws plays the given values, in order, as the chance actions due next (Tâb's throws)
analyse: the computer's best action for whoever is to act, its evaluation and the line of play it
         expects, searching for N milliseconds at most (for programs that play against Ludus)
record: computers play one game (one level per seat), each level within its own time as in the
        app (--time-ms: N milliseconds a move for all), and the game record is printed
replay: checks a game record (FILE, or - for standard input) action by action and prints the
        position after it (or after its first N actions) and the result if the game is over
--record FILE: moves and perft start from the position after the record's actions";

/// Prints a line; a closed pipe (`ludus moves … | head`) ends the program quietly.
fn say(line: impl std::fmt::Display) {
    use std::io::Write;
    if writeln!(std::io::stdout().lock(), "{line}").is_err() {
        std::process::exit(0);
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            // One line of bounded length: control characters from a hostile argument or file
            // escaped, a message longer than `LONGEST_MESSAGE` cut.
            eprintln!("ludus: {}", text::one_line(&msg, LONGEST_MESSAGE));
            ExitCode::from(2)
        }
    }
}

/// The longest error message printed: a message quotes at most 80 characters of any input,
/// but a reader deep in the engine might echo more.
const LONGEST_MESSAGE: usize = 240;

/// A whole-number flag: "too large" (not "a wrong form") for a number out of range.
fn number_flag(name: &str, v: &str, least: u64, most: u64) -> Result<u64, String> {
    text::field(name, v, least, most).map_err(|e| e.0.english)
}

/// Options shared by the subcommands.
#[derive(Default)]
struct Flags {
    setup: Option<String>,
    position: Option<String>,
    options: OptionValues,
    seed: Option<u64>,
    games: Option<u32>,
    /// Chance outcomes to play first, each named by its value (the game reads them).
    throws: Vec<String>,
    /// `--players N`: set through the game once it is known.
    players: Option<usize>,
    /// `--record FILE`: start from the position after a game record.
    record: Option<String>,
    /// The record of `--record`, once read.
    loaded: Option<Record>,
    /// `--upto N` of `replay`.
    upto: Option<usize>,
    /// `--levels A,B,…` of `record`: one computer level per seat.
    levels: Vec<u8>,
    /// `--max-actions N` of `record`.
    max_actions: Option<usize>,
    /// `--time-ms N` of `analyse` (its search) and `arena` (each move).
    time_ms: Option<u64>,
    /// `--openings N` of `arena`: random actions before the levels play.
    openings: Option<usize>,
    positional: Vec<String>,
}

fn parse_flags(args: &[String]) -> Result<Flags, String> {
    let mut f = Flags::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or_else(|| format!("{name} needs a value"));
        match a.as_str() {
            "--setup" => f.setup = Some(value("--setup")?),
            "--position" => f.position = Some(value("--position")?),
            "--seed" => f.seed = Some(number_flag("--seed", &value("--seed")?, 0, u64::MAX)?),
            "--games" => f.games = Some(number_flag("--games", &value("--games")?, 1, 1_000_000)? as u32),
            "--throws" => {
                let v = value("--throws")?;
                f.throws = v.split(',').map(|t| t.trim().to_string()).collect();
                if f.throws.iter().any(|t| t.is_empty()) {
                    return Err(format!(
                        "--throws takes values separated by commas, e.g. 1,4,2, not {}",
                        quote(&v)
                    ));
                }
            }
            "--players" => f.players = Some(number_flag("--players", &value("--players")?, 1, 99)? as usize),
            "--record" => f.record = Some(value("--record")?),
            "--upto" => {
                f.upto =
                    Some(number_flag("--upto", &value("--upto")?, 0, record::MAX_ACTIONS as u64)? as usize)
            }
            "--max-actions" => {
                let v = value("--max-actions")?;
                f.max_actions =
                    Some(number_flag("--max-actions", &v, 1, record::MAX_ACTIONS as u64)? as usize);
            }
            "--time-ms" => f.time_ms = Some(number_flag("--time-ms", &value("--time-ms")?, 1, 3_600_000)?),
            "--openings" => {
                f.openings = Some(number_flag("--openings", &value("--openings")?, 0, 1_000)? as usize)
            }
            "--levels" => {
                let v = value("--levels")?;
                f.levels = v.split(',').map(|l| level(l.trim())).collect::<Result<_, _>>()?;
            }
            "--option" => {
                let v = value("--option")?;
                let (k, val) = v
                    .split_once('=')
                    .ok_or_else(|| format!("--option takes KEY=VALUE, not {}", quote(&v)))?;
                f.options.insert(k.to_string(), val.to_string());
            }
            other if other.starts_with("--") => return Err(format!("unknown flag {}", quote(other))),
            other => f.positional.push(other.to_string()),
        }
    }
    Ok(f)
}

/// A computer level: 0 to `MAX_LEVEL`, a level's name, or `expert-v1`.
fn level(s: &str) -> Result<u8, String> {
    let name = s.to_ascii_lowercase();
    if name == "expert-v1" {
        return Ok(ludus_engine::ai::EXPERT_V1);
    }
    if name == "random" {
        return Ok(0);
    }
    if let Some((l, _)) = ludus_engine::ai::LEVELS.iter().find(|(_, n)| n.to_ascii_lowercase() == name) {
        return Ok(*l);
    }
    if !s.is_empty() && !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "unknown level {} (levels: 0 to {}, random, easy, medium, hard, expert, master, expert-v1)",
            quote(s),
            ludus_engine::ai::MAX_LEVEL
        ));
    }
    number_flag("the level", s, 0, u64::from(ludus_engine::ai::MAX_LEVEL)).map(|l| l as u8)
}

/// A level as the arena prints it.
fn level_name(level: u8) -> String {
    match level {
        ludus_engine::ai::EXPERT_V1 => "expert-v1".into(),
        0 => "0 (random)".into(),
        l => match ludus_engine::ai::LEVELS.iter().find(|(x, _)| *x == l) {
            Some((_, n)) => format!("{l} ({n})"),
            None => l.to_string(),
        },
    }
}

fn session(game: &str, f: &Flags, seed: u64) -> Result<Box<dyn Session>, String> {
    if let (Some(file), Some(r)) = (&f.record, &f.loaded) {
        let mut s = r.replay().map_err(|e| format!("{file}: {e}"))?;
        if s.id() != game {
            return Err(format!("{} is a game of {}, not {}", quote(file), s.id(), quote(game)));
        }
        play_throws(s.as_mut(), &f.throws)?;
        return Ok(s);
    }
    // Flags that belong to other games say so plainly (an unknown game is refused below).
    if let Some(info) = games::info(game) {
        if f.options.contains_key("players") && info.players_option != Some("players") {
            return Err(format!(
                "{} has no option 'players': it is played by {} (the number of players is --players N)",
                info.name, info.min_players
            ));
        }
        if !f.throws.is_empty() && !info.chance {
            return Err(format!("--throws: {} has no throws (only games with chance take them)", info.name));
        }
    }
    let mut options = f.options.clone();
    if let Some(n) = f.players {
        games::set_players(game, n, &mut options)?;
    }
    let setup = Setup { name: f.setup.clone().unwrap_or_default(), options, seed };
    let mut s = match &f.position {
        Some(text) => {
            // Validate the setup/options too, so a typo is not silently ignored.
            games::new_session(game, setup.clone())?;
            games::session_from_position(game, text, setup).map_err(|e| e.to_string())?
        }
        None => games::new_session(game, setup)?,
    };
    play_throws(s.as_mut(), &f.throws)?;
    Ok(s)
}

/// Plays each given value as the chance action due next; the game reads the value.
fn play_throws(s: &mut dyn Session, throws: &[String]) -> Result<(), String> {
    for v in throws {
        if s.outcome().is_some() {
            return Err(format!("--throws: the game is over before the throw {}", quote(v)));
        }
        if s.actor() != Actor::Chance {
            let who = match s.actor() {
                Actor::Seat(i) => s.seat_names().get(i).cloned().unwrap_or_default(),
                Actor::Chance => String::new(),
            };
            return Err(format!("--throws: no throw is due before {}; {who} is to move", quote(v)));
        }
        s.play_chance_named(v).map_err(|e| format!("--throws: {e}"))?;
    }
    Ok(())
}

/// Reads a game record from a file, or standard input for `-`.
fn read_record(file: &str) -> Result<Record, String> {
    use std::io::Read;
    let limit = record::MAX_TEXT_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let read = if file == "-" {
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{}: {e}", quote(file)))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!("{}: not UTF-8 text (byte {} cannot be read)", quote(file), e.utf8_error().valid_up_to() + 1)
    })?;
    Record::read(&text).map_err(|e| format!("{}: {e}", quote(file)))
}

const COMMANDS: &str = "commands: moves, perft, analyse, arena, record, replay, games; see ludus help";

fn run(args: &[String]) -> Result<(), String> {
    let Some(cmd) = args.first() else {
        return Err(format!("no command given ({COMMANDS})"));
    };
    if matches!(cmd.as_str(), "help" | "--help" | "-h") {
        say(USAGE);
        return Ok(());
    }
    let f = parse_flags(&args[1..])?;
    let seed = f.seed.unwrap_or(1);
    if cmd == "games" {
        for g in games::all() {
            say(format!("{}\t{}\t{}", g.id, g.name, if g.playable { "playable" } else { "coming" }));
        }
        return Ok(());
    }
    if !matches!(cmd.as_str(), "moves" | "perft" | "analyse" | "arena" | "record" | "replay") {
        return Err(format!("unknown command {} ({COMMANDS})", quote(cmd)));
    }
    check_flags_of(cmd, &f)?;
    if cmd == "replay" {
        expect_positional(&f, 1)?;
        return replay(&f.positional[0], f.upto);
    }
    let mut f = f;
    // With --record the game may be left out: the record names it.
    let takes = if cmd == "perft" { 2 } else { 1 };
    if let Some(file) = &f.record {
        let r = read_record(file)?;
        if f.positional.len() + 1 == takes {
            f.positional.insert(0, r.game.clone());
        }
        f.loaded = Some(r);
    }
    let game = f.positional.first().ok_or_else(|| format!("'{cmd}' needs a game name"))?.clone();
    let game = game.as_str();
    match cmd.as_str() {
        "moves" => {
            expect_positional(&f, 1)?;
            let s = session(game, &f, seed)?;
            if let Some(result) = record::result(s.as_ref()) {
                // Nothing to list: say why on stderr, so the output stays a plain list.
                eprintln!("ludus: the game is over ({result}): no moves");
            }
            for m in s.legal_actions() {
                say(m);
            }
            Ok(())
        }
        "perft" => {
            expect_positional(&f, 2)?;
            let depth = number_flag("the depth", &f.positional[1], 0, 12)? as u32;
            let s = session(game, &f, seed)?;
            let start = std::time::Instant::now();
            let n = s.perft(depth);
            let secs = start.elapsed().as_secs_f64();
            eprintln!("perft {depth}: {n} leaves in {secs:.3} s ({:.0} leaves/s)", n as f64 / secs.max(1e-9));
            say(n);
            Ok(())
        }
        "arena" => {
            expect_positional(&f, 3)?;
            let (a, b) = (level(&f.positional[1])?, level(&f.positional[2])?);
            let n = f.games.ok_or("arena needs --games N")?;
            if f.position.is_some() {
                return Err("arena starts from a setup, not --position".into());
            }
            if !f.throws.is_empty() {
                return Err("arena draws its own throws; --throws is for moves and perft".into());
            }
            arena(game, a, b, n, seed, &f)
        }
        "analyse" => {
            expect_positional(&f, 1)?;
            let ms = f.time_ms.ok_or("analyse needs --time-ms N (how long to search)")?;
            analyse(session(game, &f, seed)?.as_ref(), seed, ms)
        }
        "record" => {
            expect_positional(&f, 1)?;
            if f.levels.is_empty() {
                return Err("record needs --levels A,B (a computer level per seat)".into());
            }
            record_game(game, seed, &f)
        }
        _ => unreachable!("commands checked above"),
    }
}

/// Refuses flags a command does not take, so a misplaced one is not silently ignored.
fn check_flags_of(cmd: &str, f: &Flags) -> Result<(), String> {
    let given = [
        ("--setup", f.setup.is_some()),
        ("--position", f.position.is_some()),
        ("--option", !f.options.is_empty()),
        ("--seed", f.seed.is_some()),
        ("--games", f.games.is_some()),
        ("--throws", !f.throws.is_empty()),
        ("--players", f.players.is_some()),
        ("--record", f.record.is_some()),
        ("--upto", f.upto.is_some()),
        ("--levels", !f.levels.is_empty()),
        ("--max-actions", f.max_actions.is_some()),
        ("--time-ms", f.time_ms.is_some()),
        ("--openings", f.openings.is_some()),
    ];
    let takes: &[&str] = match cmd {
        "moves" | "perft" if f.record.is_some() => &["--record", "--throws"],
        "analyse" if f.record.is_some() => &["--record", "--throws", "--time-ms", "--seed"],
        "moves" | "perft" => &["--setup", "--position", "--option", "--seed", "--throws", "--players"],
        "analyse" => &["--setup", "--position", "--option", "--seed", "--throws", "--players", "--time-ms"],
        "arena" => &[
            "--setup",
            "--option",
            "--seed",
            "--games",
            "--players",
            "--position",
            "--throws",
            "--time-ms",
            "--openings",
        ],
        "record" => &[
            "--setup",
            "--position",
            "--option",
            "--seed",
            "--throws",
            "--players",
            "--levels",
            "--max-actions",
            "--time-ms",
        ],
        "replay" => &["--upto"],
        _ => &[],
    };
    match given.iter().find(|(flag, on)| *on && !takes.contains(flag)) {
        Some((flag, _)) if f.record.is_some() && cmd != "replay" => {
            Err(format!("{flag} cannot go with --record: the record gives the game, its setup and position"))
        }
        Some((flag, _)) => Err(format!("{cmd} does not take {flag}")),
        None => Ok(()),
    }
}

/// `ludus replay FILE [--upto N]`: the position after the record (or its first N actions) and
/// the result when the game is over.
fn replay(file: &str, upto: Option<usize>) -> Result<(), String> {
    let r = read_record(file)?;
    let s = match upto {
        Some(n) if n < r.actions.len() => r.replay_upto(n),
        Some(n) if n > r.actions.len() => {
            return Err(format!("--upto {n}: {} has only {} actions", quote(file), r.actions.len()))
        }
        _ => r.replay(),
    }
    .map_err(|e| format!("{}: {e}", quote(file)))?;
    say(s.position_text());
    if let Some(result) = record::result(s.as_ref()) {
        match s.end_reason() {
            Some(why) if !s.ended_by_agreement() => say(format!("result: {result} ({why})")),
            _ => say(format!("result: {result}")),
        }
    }
    Ok(())
}

/// `ludus analyse`: the top level's search without its limits, for `ms` milliseconds at most
/// (it stops sooner when it has searched all there is): best action, evaluation, expected line.
fn analyse(s: &dyn Session, seed: u64, ms: u64) -> Result<(), String> {
    if let Some(result) = record::result(s) {
        return Err(format!("the game is over ({result}): nothing to analyse"));
    }
    let Actor::Seat(seat) = s.actor() else {
        return Err("a throw is due, not a choice: give it with --throws".into());
    };
    let mut thinker = s.thinker(ludus_engine::ai::ANALYSIS, seed);
    let start = std::time::Instant::now();
    let limit = std::time::Duration::from_millis(ms);
    let chosen = thinker.think(&mut || start.elapsed() >= limit);
    let spent = start.elapsed().as_millis();
    let report = thinker.report().ok_or("this game's computer does not search")?;
    let best = chosen.or(report.best.clone()).ok_or("the search found no action")?;
    let who = s.seat_names().get(seat).cloned().unwrap_or_default();
    say(format!("best: {best}"));
    say(format!("eval: {} for {who}", report.value));
    say(format!("pv: {}", report.pv.join("; ")));
    if report.depth > 0 {
        say(format!("searched: depth {}, {} nodes in {spent} ms", report.depth, report.work));
    } else {
        say(format!("searched: {} iterations in {spent} ms", report.work));
    }
    Ok(())
}

/// `ludus record`: the computers play one game, one level per seat, and its record is printed.
fn record_game(game: &str, seed: u64, f: &Flags) -> Result<(), String> {
    let mut s = session(game, f, seed)?;
    if f.levels.len() != s.seats() {
        return Err(format!(
            "--levels gives {} levels, but this game of {} has {} seats",
            f.levels.len(),
            s.name(),
            s.seats()
        ));
    }
    if f.levels.iter().any(|l| *l > ludus_engine::ai::MAX_LEVEL) {
        return Err("expert-v1 plays in the arena only: a game record names levels 0 to 5".into());
    }
    let max = f.max_actions.unwrap_or(5_000).min(record::MAX_ACTIONS);
    let mut rng = Rng::new(seed ^ 0x5eed);
    while s.outcome().is_none() && s.history_len() < max {
        match s.actor() {
            Actor::Chance => {
                s.play_chance(&mut rng).ok_or("chance had no outcome")?;
            }
            Actor::Seat(seat) => {
                let level = f.levels[seat];
                let mut t = s.thinker(level, rng.next_u64());
                // Master's work cap is far beyond its 5 s: untimed, one action would take a minute.
                play_in_time(s.as_mut(), t.as_mut(), f.time_ms.map(std::time::Duration::from_millis), level)?;
            }
        }
    }
    let seats: Vec<SeatKind> = f.levels.iter().map(|l| SeatKind::Computer(*l)).collect();
    let text = Record::of(s.as_ref(), &seats).write_from(s.as_ref());
    say(text.trim_end());
    Ok(())
}

fn expect_positional(f: &Flags, n: usize) -> Result<(), String> {
    if f.positional.len() != n {
        return Err(format!(
            "expected {n} argument(s), got {}: {}",
            f.positional.len(),
            quote(&f.positional.join(" "))
        ));
    }
    Ok(())
}

/// Computer vs computer; A takes seat `i mod seats` in game `i` (with its team-mate, in games
/// of teams), B every other seat.
fn arena(game: &str, a: u8, b: u8, n: u32, seed: u64, f: &Flags) -> Result<(), String> {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    // Games of more than two sides: how A placed against each B seat, one value per game.
    let mut ahead: Vec<f64> = Vec::new();
    let time = f.time_ms.map(std::time::Duration::from_millis);
    let opening = f.openings.unwrap_or(0);
    for i in 0..n {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        let mut s = session(game, f, game_seed)?;
        let seats = s.seats();
        let a_seat = i as usize % seats;
        // Consecutive games share their opening, so A and B each play it from every seat.
        let opening_seed = seed.wrapping_mul(7_919).wrapping_add((i as usize / seats) as u64);
        let mut openings = Rng::new(opening_seed ^ 0x0be2);
        let mut rng = Rng::new(game_seed ^ 0x5eed);
        let mut plies = 0;
        while s.outcome().is_none() {
            match s.actor() {
                Actor::Chance => {
                    s.play_chance(&mut rng).ok_or("chance had no outcome")?;
                }
                Actor::Seat(_) if plies < opening => {
                    let mut t = s.thinker(0, openings.next_u64());
                    let m = ludus_engine::ai::decide(t.as_mut()).ok_or("no opening move")?;
                    s.play(&m).map_err(|e| format!("opening move '{m}': {e}"))?;
                }
                Actor::Seat(seat) => {
                    let level = if seat == a_seat || s.team_mate(seat) == Some(a_seat) { a } else { b };
                    // At equal time, expert-v1's old work caps must not end its search early.
                    let by_time = time.is_some() && level == ludus_engine::ai::EXPERT_V1;
                    let mut t = s.thinker(
                        if by_time { ludus_engine::ai::EXPERT_V1_BY_TIME } else { level },
                        rng.next_u64(),
                    );
                    // Each level's own time, as in the app, unless both are given the same.
                    let own = if level == ludus_engine::ai::EXPERT_V1 { 4 } else { level };
                    play_in_time(s.as_mut(), t.as_mut(), time, own)?;
                }
            }
            plies += 1;
        }
        let outcome = s.outcome().expect("game over");
        // A's side (A and its team-mate) against every other seat: A wins when all of them
        // scored less, loses when one scored more.
        let rewards = outcome.rewards(seats);
        let r = rewards[a_seat];
        let others = || others_of(&*s, a_seat).map(|o| rewards[o]);
        let verdict = if others().all(|o| o < r) {
            wins += 1;
            "A wins"
        } else if others().any(|o| o > r) {
            losses += 1;
            "B wins"
        } else {
            draws += 1;
            "draw"
        };
        // Standing to compare seats by: the scores where the game keeps them, else the rewards
        // (a winner ahead of all, the others level).
        let standing: Vec<f64> = match &outcome {
            Outcome::Scores(scores) => scores.iter().map(|&v| f64::from(v)).collect(),
            _ => rewards.clone(),
        };
        let mine = standing[a_seat];
        let placed: Vec<f64> = others_of(&*s, a_seat)
            .map(|o| match standing[o].partial_cmp(&mine) {
                Some(std::cmp::Ordering::Less) => 1.0,
                Some(std::cmp::Ordering::Equal) => 0.5,
                _ => 0.0,
            })
            .collect();
        if placed.len() > 1 {
            ahead.push(placed.iter().sum::<f64>() / placed.len() as f64);
        }
        let seat_name = &s.seat_names()[a_seat];
        say(format!(
            "game {}: A={} as {seat_name}, B={}: {verdict} after {plies} actions ({outcome:?})",
            i + 1,
            level_name(a),
            level_name(b)
        ));
    }
    say(format!(
        "A (level {}) vs B (level {}): {wins} wins, {draws} draws, {losses} losses of A in {n} games",
        level_name(a),
        level_name(b)
    ));
    let (score, margin) = score_interval(wins, draws, losses);
    say(format!("score of A: {:.1} % ± {:.1} % (95 % confidence interval)", score * 100.0, margin * 100.0));
    if !ahead.is_empty() {
        // Against two or more B seats, A's wins above count first places only: equal levels
        // win a third of games of three. A's place against each B seat is the two-player
        // measure again (equal levels: 50 %).
        let (score, margin) = mean_interval(&ahead);
        say(format!(
            "A ahead of each B seat: {:.1} % ± {:.1} % (95 % confidence interval; a tie counts half)",
            score * 100.0,
            margin * 100.0
        ));
    }
    Ok(())
}

/// Plays the thinker's choice, searched within `time` or else `level`'s own time (as in the app).
fn play_in_time(
    s: &mut dyn Session,
    t: &mut dyn ludus_engine::ai::Thinker,
    time: Option<std::time::Duration>,
    level: u8,
) -> Result<(), String> {
    let limit =
        time.unwrap_or(std::time::Duration::from_millis(ludus_engine::games::levels::think_ms(level).into()));
    let start = std::time::Instant::now();
    let m = ludus_engine::ai::decide_by(t, &mut || start.elapsed() >= limit)
        .ok_or("the computer found no move")?;
    s.play(&m).map_err(|e| format!("computer played '{m}': {e}"))?;
    Ok(())
}

/// The seats not on `seat`'s side (neither it nor its team-mate).
fn others_of(s: &dyn Session, seat: usize) -> impl Iterator<Item = usize> + '_ {
    (0..s.seats()).filter(move |&o| o != seat && s.team_mate(o) != Some(seat))
}

/// The mean of per-game values in [0, 1] and the half-width of its 95 % confidence interval.
fn mean_interval(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / n;
    (mean, 1.96 * (variance / n).sqrt())
}

/// A's mean score (win 1, draw ½, loss 0) and the half-width of its 95 % confidence interval
/// (normal approximation with the games' own variance; 0 games give 0 ± 0).
fn score_interval(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let games = [(wins, 1.0), (draws, 0.5), (losses, 0.0)];
    let values: Vec<f64> = games.iter().flat_map(|&(k, v)| std::iter::repeat_n(v, k as usize)).collect();
    mean_interval(&values)
}
