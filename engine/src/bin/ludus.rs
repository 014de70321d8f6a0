//! Command-line tool: `ludus moves|perft|arena|games`. Bad arguments: one line on stderr, exit 2.

use ludus_engine::core::{Actor, OptionValues, Rng, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;
use std::process::ExitCode;

const USAGE: &str =
    "usage: ludus moves <game> [--setup NAME] [--position TEXT] [--option KEY=VALUE]... [--players N] [--seed S] [--throws V,V,...]
       ludus perft <game> <depth> [same options as moves]
       ludus arena <game> <levelA> <levelB> --games N [--seed S] [--setup NAME] [--option KEY=VALUE]...
       ludus games
levels: 0 = random moves, 1–4 = computer levels (Easy … Expert)
--throws plays the given values, in order, as the chance actions due next (Tâb's throws)";

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
            eprintln!("ludus: {msg}");
            ExitCode::from(2)
        }
    }
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
            "--seed" => {
                let v = value("--seed")?;
                f.seed = Some(v.parse().map_err(|_| format!("--seed must be a whole number, not '{v}'"))?);
            }
            "--games" => {
                let v = value("--games")?;
                f.games = Some(v.parse().map_err(|_| format!("--games must be a whole number, not '{v}'"))?);
            }
            "--throws" => {
                let v = value("--throws")?;
                f.throws = v.split(',').map(|t| t.trim().to_string()).collect();
                if f.throws.iter().any(|t| t.is_empty()) {
                    return Err(format!("--throws takes values separated by commas, e.g. 1,4,2, not '{v}'"));
                }
            }
            "--players" => {
                let v = value("--players")?;
                f.players =
                    Some(v.parse().map_err(|_| format!("--players must be a whole number, not '{v}'"))?);
            }
            "--option" => {
                let v = value("--option")?;
                let (k, val) =
                    v.split_once('=').ok_or_else(|| format!("--option takes KEY=VALUE, not '{v}'"))?;
                f.options.insert(k.to_string(), val.to_string());
            }
            other if other.starts_with("--") => return Err(format!("unknown flag '{other}'")),
            other => f.positional.push(other.to_string()),
        }
    }
    Ok(f)
}

fn session(game: &str, f: &Flags, seed: u64) -> Result<Box<dyn Session>, String> {
    let mut options = f.options.clone();
    if let Some(n) = f.players {
        games::set_players(game, n, &mut options)?;
    }
    let setup = Setup { name: f.setup.clone().unwrap_or_default(), options, seed };
    let mut s = match &f.position {
        Some(text) => {
            // Validate the setup/options too, so a typo is not silently ignored.
            games::new_session(game, setup.clone())?;
            games::session_from_position(game, text, setup)?
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
            return Err(format!("--throws: the game is over before the throw {v}"));
        }
        if s.actor() != Actor::Chance {
            let who = match s.actor() {
                Actor::Seat(i) => s.seat_names().get(i).cloned().unwrap_or_default(),
                Actor::Chance => String::new(),
            };
            return Err(format!("--throws: no throw is due before {v}; {who} is to move"));
        }
        s.play_chance_named(v).map_err(|e| format!("--throws: {e}"))?;
    }
    Ok(())
}

fn run(args: &[String]) -> Result<(), String> {
    let Some(cmd) = args.first() else {
        return Err("no command given (commands: moves, perft, arena, games; see ludus help)".into());
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
    if !matches!(cmd.as_str(), "moves" | "perft" | "arena") {
        return Err(format!(
            "unknown command '{cmd}' (commands: moves, perft, arena, games; see ludus help)"
        ));
    }
    let game = f.positional.first().ok_or_else(|| format!("'{cmd}' needs a game name"))?.as_str();
    match cmd.as_str() {
        "moves" => {
            expect_positional(&f, 1)?;
            let s = session(game, &f, seed)?;
            for m in s.legal_actions() {
                say(m);
            }
            Ok(())
        }
        "perft" => {
            expect_positional(&f, 2)?;
            let depth: u32 = f.positional[1]
                .parse()
                .ok()
                .filter(|d| *d <= 12)
                .ok_or_else(|| format!("depth must be a number 0–12, not '{}'", f.positional[1]))?;
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
            let level = |s: &str| -> Result<u8, String> {
                s.parse::<u8>()
                    .ok()
                    .filter(|l| *l <= ludus_engine::ai::MAX_LEVEL)
                    .ok_or_else(|| format!("level must be 0–{}, not '{s}'", ludus_engine::ai::MAX_LEVEL))
            };
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
        _ => unreachable!("commands checked above"),
    }
}

fn expect_positional(f: &Flags, n: usize) -> Result<(), String> {
    if f.positional.len() != n {
        return Err(format!(
            "expected {n} argument(s), got {}: {}",
            f.positional.len(),
            f.positional.join(" ")
        ));
    }
    Ok(())
}

/// Computer vs computer; A takes seat `i mod seats` in game `i`, B every other seat.
fn arena(game: &str, a: u8, b: u8, n: u32, seed: u64, f: &Flags) -> Result<(), String> {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for i in 0..n {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        let mut s = session(game, f, game_seed)?;
        let seats = s.seats();
        let a_seat = i as usize % seats;
        let mut rng = Rng::new(game_seed ^ 0x5eed);
        let mut plies = 0;
        while s.outcome().is_none() {
            match s.actor() {
                Actor::Chance => {
                    s.play_chance(&mut rng).ok_or("chance had no outcome")?;
                }
                Actor::Seat(seat) => {
                    let level = if seat == a_seat { a } else { b };
                    let mut t = s.thinker(level, rng.next_u64());
                    let m = ludus_engine::ai::decide(t.as_mut()).ok_or("the computer found no move")?;
                    s.play(&m).map_err(|e| format!("computer played '{m}': {e}"))?;
                }
            }
            plies += 1;
        }
        let outcome = s.outcome().expect("game over");
        let r = outcome.rewards(seats)[a_seat];
        let verdict = if r >= 1.0 {
            wins += 1;
            "A wins"
        } else if r <= 0.0 {
            losses += 1;
            "B wins"
        } else {
            draws += 1;
            "draw"
        };
        let seat_name = &s.seat_names()[a_seat];
        say(format!(
            "game {}: A={a} as {seat_name}, B={b}: {verdict} after {plies} actions ({outcome:?})",
            i + 1
        ));
    }
    say(format!(
        "A (level {a}) vs B (level {b}): {wins} wins, {draws} draws, {losses} losses of A in {n} games"
    ));
    Ok(())
}
