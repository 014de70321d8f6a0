//! Command-line tool: `ludus moves|perft|analyse|think|arena|record|replay|games|completions`.
//! Arguments are parsed by clap (derive): `ludus help` and `ludus help <command>` say what each
//! command takes, `ludus completions <shell>` prints a completion script. Bad arguments: one line
//! on stderr, `ludus: ` and the reason (clap's own errors too), exit code 2.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use ludus_engine::core::text::{self, quote};
use ludus_engine::core::{Actor, OptionValues, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::record::{self, Record, SeatKind};
use ludus_engine::session::Session;
use std::process::ExitCode;

/// Every command at a glance: the usage line of `ludus help`.
const USAGE: &str =
    "ludus moves <game> [--setup NAME] [--position TEXT] [--option KEY=VALUE]... [--players N] [--seed S] [--throws V,V,...]
       ludus perft <game> <depth> [same options as moves]
       ludus analyse <game> --time-ms N [same options as moves]
       ludus think <game> --level L [--seed S] [--steady] [same options as moves]
       ludus arena <game> <levelA> <levelB> --games N [--time-ms N] [--openings N] [--seed S] [--setup NAME] [--option KEY=VALUE]...
       ludus record <game> --levels A,B[,C,D] [--setup NAME] [--option KEY=VALUE]... [--players N] [--seed S] [--max-actions N] [--time-ms N]
       ludus replay FILE [--upto N]
       ludus moves|perft|analyse|think [<game>] ... --record FILE
       ludus games
       ludus completions <SHELL>";

const LEVELS_HELP: &str =
    "levels: 0 = random moves, 1–5 = computer levels (or their names: easy, medium, hard, expert, master);
        expert-v1 = Expert as it was before levels thought by time (the arena's yardstick);
        master-v1 = Master before the exact solver of the ending (Qawale; elsewhere Master);
        master-v2 = Master before the alpha-beta Master (Qawale: MCTS and the solver; elsewhere Master)
--throws plays the given values, in order, as the chance actions due next (Tâb's throws)
--record FILE: moves, perft, analyse and think start from the position after the record's actions
Bad arguments: one line on stderr, exit code 2.";

#[derive(Parser)]
#[command(
    name = "ludus",
    version,
    about = "Ludus's rules engine: legal moves, perft, the computer's play and game records",
    override_usage = USAGE,
    after_help = LEVELS_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// The position to start from: shared by the commands that play or list moves.
#[derive(Args, Default)]
struct Start {
    /// The game's named setup
    #[arg(long, value_name = "NAME", allow_hyphen_values = true)]
    setup: Option<String>,
    /// Start from a position text (the game's own notation)
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    position: Option<String>,
    /// A game option (repeatable)
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = option_pair, allow_hyphen_values = true)]
    options: Vec<(String, String)>,
    /// The number of players
    #[arg(long, value_name = "N", value_parser = players, allow_hyphen_values = true)]
    players: Option<usize>,
    /// The seed of the setup and of the computer (default 1)
    #[arg(long, value_name = "S", value_parser = seed, allow_hyphen_values = true)]
    seed: Option<u64>,
    /// Play these values, in order, as the chance actions due next (Tâb's throws)
    #[arg(long, value_name = "V,V,...", value_parser = throws, allow_hyphen_values = true)]
    throws: Option<List>,
}

/// `--record FILE` of the commands that may start from a game record.
#[derive(Args)]
struct FromRecord {
    /// Start from the position after a game record's actions (FILE, or - for standard input);
    /// the record names the game, so <game> may be left out
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    record: Option<String>,
}

/// A comma-separated list, read whole (clap would take a `Vec` for a repeated flag).
#[derive(Clone)]
struct List(Vec<String>);

/// Levels of `--levels A,B,…`.
#[derive(Clone)]
struct Levels(Vec<u8>);

/// The commands. Positional arguments are optional to clap (a game record may name the game) and
/// a hidden `extra` takes any more, so that the tool counts them itself: "'moves' needs a game
/// name", "expected 1 argument(s), got 2: 'a b'", as before clap.
#[derive(Subcommand)]
enum Command {
    /// List the legal actions, one a line, in notation
    #[command(
        override_usage = "ludus moves <game> [OPTIONS]\n       ludus moves [<game>] --record FILE [--throws V,V,...]"
    )]
    #[command(
        long_about = "List the legal actions of the position, one a line, in notation. With --record FILE, \
                      the position after the record's actions (the game may be left out)."
    )]
    Moves {
        /// The game (see `ludus games`)
        #[arg(value_name = "game")]
        game: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        #[command(flatten)]
        start: Start,
        #[command(flatten)]
        from: FromRecord,
    },
    /// Count the leaves of the game tree to a depth (the count alone on the last line)
    #[command(
        override_usage = "ludus perft <game> <depth> [OPTIONS]\n       ludus perft [<game>] <depth> --record FILE [--throws V,V,...]"
    )]
    #[command(long_about = "Count the leaves of the game tree to a depth, 0 to 12: the count alone on the \
                      last line of standard output, the time taken on standard error. With --record \
                      FILE the game may be left out: `ludus perft 2 --record game.txt`.")]
    Perft {
        /// The game (see `ludus games`)
        #[arg(value_name = "game")]
        game: Option<String>,
        /// The depth, 0 to 12
        #[arg(value_name = "depth")]
        depth: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        #[command(flatten)]
        start: Start,
        #[command(flatten)]
        from: FromRecord,
    },
    /// The computer's best action, its evaluation and the line of play it expects
    #[command(
        override_usage = "ludus analyse <game> --time-ms N [OPTIONS]\n       ludus analyse [<game>] --time-ms N --record FILE [--seed S] [--throws V,V,...]"
    )]
    #[command(long_about = "The computer's best action for whoever is to act, its evaluation and \
                      the line of play it expects, searching for N milliseconds at most (for programs \
                      that play against Ludus). Where a throw is due: each outcome with its odds, what \
                      it is worth to each player and the best action after it, and the expectation.")]
    Analyse {
        /// The game (see `ludus games`)
        #[arg(value_name = "game")]
        game: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        #[command(flatten)]
        start: Start,
        #[command(flatten)]
        from: FromRecord,
        /// How long to search, in milliseconds (required)
        #[arg(long = "time-ms", value_name = "N", value_parser = time_ms, allow_hyphen_values = true)]
        time_ms: Option<u64>,
    },
    /// The computer's decision at a level, by the level's work budget alone
    #[command(
        override_usage = "ludus think <game> --level L [--steady] [OPTIONS]\n       ludus think [<game>] --level L [--steady] --record FILE [--seed S] [--throws V,V,...]"
    )]
    #[command(long_about = "The computer's decision at level L for whoever is to act, by the level's \
                      work budget only (no clock: the same action on every machine for a seed). \
                      Prints the action in notation, then `work <N> in <T> ms`: the search's work \
                      (nodes or iterations; 0 for a player that does not search) and the time it took. \
                      --steady: no deliberate slips (the level's own search, as for a hint).")]
    Think {
        /// The game (see `ludus games`)
        #[arg(value_name = "game")]
        game: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        /// The level: 0 to 5, or random, easy, medium, hard, expert, master
        #[arg(long, value_name = "L", value_parser = level, allow_hyphen_values = true)]
        level: Option<u8>,
        /// No deliberate slips: the level's own search
        #[arg(long)]
        steady: bool,
        #[command(flatten)]
        start: Start,
        #[command(flatten)]
        from: FromRecord,
    },
    /// Computer against computer: A and B play N games, A in each seat in turn
    // It takes --position and --throws only to say why it cannot (it draws its own throws).
    #[command(
        override_usage = "ludus arena <game> <levelA> <levelB> --games N [OPTIONS]",
        mut_arg("position", |a| a.hide(true)),
        mut_arg("throws", |a| a.hide(true))
    )]
    #[command(long_about = "A and B play N games, A in each seat in turn; --time-ms gives both N \
                      milliseconds a move and nothing else (expert-v1's work caps are lifted; else each \
                      level's budget within its own time, as in the app), --openings starts each game \
                      with N random actions (the same opening for consecutive games, so both sides play \
                      it from each seat); against two or more B seats, A wins only by finishing first, \
                      and the arena also prints how A placed against each B seat (ties half: 50 % \
                      between equal levels, as in a game of two).")]
    Arena {
        /// The game (see `ludus games`)
        #[arg(value_name = "game")]
        game: Option<String>,
        /// A's level
        #[arg(value_name = "levelA")]
        level_a: Option<String>,
        /// B's level
        #[arg(value_name = "levelB")]
        level_b: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        /// How many games (required)
        #[arg(long, value_name = "N", value_parser = games_count, allow_hyphen_values = true)]
        games: Option<u32>,
        /// Random actions before the levels play
        #[arg(long, value_name = "N", value_parser = openings, allow_hyphen_values = true)]
        openings: Option<usize>,
        /// Milliseconds a move for both levels
        #[arg(long = "time-ms", value_name = "N", value_parser = time_ms, allow_hyphen_values = true)]
        time_ms: Option<u64>,
        /// Each game's line ends with its actions (to replay a lost game: `ludus moves --record`)
        #[arg(long)]
        actions: bool,
        #[command(flatten)]
        start: Start,
    },
    /// Computers play one game, one level per seat; its record is printed
    #[command(override_usage = "ludus record <game> --levels A,B[,C,D] [OPTIONS]")]
    #[command(long_about = "Computers play one game (one level per seat), each level within its \
                      own time as in the app (--time-ms: N milliseconds a move for all), and the game \
                      record is printed.")]
    Record {
        /// The game (see `ludus games`)
        #[arg(value_name = "game")]
        game: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        /// A computer level per seat (required)
        #[arg(long, value_name = "A,B[,C,D]", value_parser = levels, allow_hyphen_values = true)]
        levels: Option<Levels>,
        /// Stop after this many actions (default 5000)
        #[arg(long = "max-actions", value_name = "N", value_parser = max_actions, allow_hyphen_values = true)]
        max_actions: Option<usize>,
        /// Milliseconds a move for all
        #[arg(long = "time-ms", value_name = "N", value_parser = time_ms, allow_hyphen_values = true)]
        time_ms: Option<u64>,
        #[command(flatten)]
        start: Start,
    },
    /// Check a game record action by action; print the position after it and the result
    #[command(override_usage = "ludus replay FILE [--upto N]")]
    #[command(long_about = "Checks a game record (FILE, or - for standard input) action by action \
                      and prints the position after it (or after its first N actions) and the result if \
                      the game is over.")]
    Replay {
        /// The record: a file, or - for standard input
        #[arg(value_name = "FILE")]
        file: Option<String>,
        #[arg(hide = true)]
        extra: Vec<String>,
        /// Stop after the first N actions
        #[arg(long, value_name = "N", value_parser = upto, allow_hyphen_values = true)]
        upto: Option<usize>,
    },
    /// List the games: id, name, playable or coming
    Games,
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    #[command(long_about = "Print a completion script for the shell, e.g. \
                      `ludus completions bash > ~/.local/share/bash-completion/completions/ludus`.")]
    Completions {
        /// The shell
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
}

/// Prints a line; a closed pipe (`ludus moves … | head`) ends the program quietly.
fn say(line: impl std::fmt::Display) {
    use std::io::Write;
    if writeln!(std::io::stdout().lock(), "{line}").is_err() {
        std::process::exit(0);
    }
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    match run(args) {
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

// The flags' value parsers: each refusal in the tool's own words (clap's error is replaced by it).
fn seed(v: &str) -> Result<u64, String> {
    number_flag("--seed", v, 0, u64::MAX)
}
fn games_count(v: &str) -> Result<u32, String> {
    number_flag("--games", v, 1, 1_000_000).map(|n| n as u32)
}
fn players(v: &str) -> Result<usize, String> {
    number_flag("--players", v, 1, 99).map(|n| n as usize)
}
fn upto(v: &str) -> Result<usize, String> {
    number_flag("--upto", v, 0, record::MAX_ACTIONS as u64).map(|n| n as usize)
}
fn max_actions(v: &str) -> Result<usize, String> {
    number_flag("--max-actions", v, 1, record::MAX_ACTIONS as u64).map(|n| n as usize)
}
fn time_ms(v: &str) -> Result<u64, String> {
    number_flag("--time-ms", v, 1, 3_600_000)
}
fn openings(v: &str) -> Result<usize, String> {
    number_flag("--openings", v, 0, 1_000).map(|n| n as usize)
}
fn throws(v: &str) -> Result<List, String> {
    let throws: Vec<String> = v.split(',').map(|t| t.trim().to_string()).collect();
    if throws.iter().any(|t| t.is_empty()) {
        return Err(format!("--throws takes values separated by commas, e.g. 1,4,2, not {}", quote(v)));
    }
    Ok(List(throws))
}
fn levels(v: &str) -> Result<Levels, String> {
    v.split(',').map(|l| level(l.trim())).collect::<Result<_, _>>().map(Levels)
}
fn option_pair(v: &str) -> Result<(String, String), String> {
    let (k, val) = v.split_once('=').ok_or_else(|| format!("--option takes KEY=VALUE, not {}", quote(v)))?;
    Ok((k.to_string(), val.to_string()))
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
    /// `--level L` of `think`.
    level: Option<u8>,
    /// `--steady` of `think`.
    steady: bool,
    /// `--actions` of `arena`: each game's actions on its line.
    actions: bool,
    positional: Vec<String>,
}

impl Flags {
    /// The flags of the starting position, the positional arguments given (extra ones too, to
    /// be counted and refused) and `--record`.
    fn of(
        start: Option<Start>,
        positional: &[&Option<String>],
        extra: Vec<String>,
        from: Option<FromRecord>,
    ) -> Flags {
        let mut positional: Vec<String> = positional.iter().filter_map(|p| (*p).clone()).collect();
        positional.extend(extra);
        let start = start.unwrap_or_default();
        Flags {
            setup: start.setup,
            position: start.position,
            options: start.options.into_iter().collect(),
            seed: start.seed,
            throws: start.throws.map(|t| t.0).unwrap_or_default(),
            players: start.players,
            record: from.and_then(|f| f.record),
            positional,
            ..Flags::default()
        }
    }
}

/// A computer level: 0 to `MAX_LEVEL`, a level's name, or `expert-v1`.
fn level(s: &str) -> Result<u8, String> {
    let name = s.to_ascii_lowercase();
    if name == "expert-v1" {
        return Ok(ludus_engine::ai::EXPERT_V1);
    }
    if name == "master-v1" {
        return Ok(ludus_engine::ai::MASTER_V1);
    }
    if name == "master-v2" {
        return Ok(ludus_engine::ai::MASTER_V2);
    }
    if name == "random" {
        return Ok(0);
    }
    if let Some((l, _)) = ludus_engine::ai::LEVELS.iter().find(|(_, n)| n.to_ascii_lowercase() == name) {
        return Ok(*l);
    }
    if !s.is_empty() && !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "unknown level {} (levels: 0 to {}, random, easy, medium, hard, expert, master, expert-v1, master-v1, master-v2)",
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
        ludus_engine::ai::MASTER_V1 => "master-v1".into(),
        ludus_engine::ai::MASTER_V2 => "master-v2".into(),
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

const COMMANDS: &str =
    "commands: moves, perft, analyse, think, arena, record, replay, games, completions; see ludus help";

fn run(args: Vec<std::ffi::OsString>) -> Result<(), String> {
    // As before clap: a flag given twice takes its last value; `-1` is a value, not a flag.
    let command = Cli::command().mut_subcommands(|c| c.args_override_self(true).allow_negative_numbers(true));
    let parsed = command.try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        // `ludus help`, `--help`, `-h`, `--version`: clap's text on standard output.
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            say(e.to_string().trim_end());
            return Ok(());
        }
        Err(e) => return Err(clap_message(&e, &args)),
    };
    let Some(command) = cli.command else {
        return Err(format!("no command given ({COMMANDS})"));
    };
    let (cmd, mut f) = match command {
        Command::Games => {
            for g in games::all() {
                say(format!("{}\t{}\t{}", g.id, g.name, if g.playable { "playable" } else { "coming" }));
            }
            return Ok(());
        }
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "ludus", &mut script);
            say(String::from_utf8_lossy(&script).trim_end());
            return Ok(());
        }
        Command::Replay { file, extra, upto } => {
            let f = Flags { upto, ..Flags::of(None, &[&file], extra, None) };
            expect_positional(&f, 1)?;
            return replay(&f.positional[0], f.upto);
        }
        Command::Moves { game, extra, start, from } => {
            ("moves", Flags::of(Some(start), &[&game], extra, Some(from)))
        }
        Command::Perft { game, depth, extra, start, from } => {
            ("perft", Flags::of(Some(start), &[&game, &depth], extra, Some(from)))
        }
        Command::Analyse { game, extra, start, from, time_ms } => {
            ("analyse", Flags { time_ms, ..Flags::of(Some(start), &[&game], extra, Some(from)) })
        }
        Command::Think { game, extra, level, steady, start, from } => {
            ("think", Flags { level, steady, ..Flags::of(Some(start), &[&game], extra, Some(from)) })
        }
        Command::Arena { game, level_a, level_b, extra, games, openings, time_ms, actions, start } => (
            "arena",
            Flags {
                games,
                openings,
                time_ms,
                actions,
                ..Flags::of(Some(start), &[&game, &level_a, &level_b], extra, None)
            },
        ),
        Command::Record { game, extra, levels, max_actions, time_ms, start } => (
            "record",
            Flags {
                levels: levels.map(|l| l.0).unwrap_or_default(),
                max_actions,
                time_ms,
                ..Flags::of(Some(start), &[&game], extra, None)
            },
        ),
    };
    check_record_flags(cmd, &f)?;
    let seed = f.seed.unwrap_or(1);
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
    match cmd {
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
        "think" => {
            expect_positional(&f, 1)?;
            let level = f.level.ok_or("think needs --level L (0 to 5, or a level's name)")?;
            if level > ludus_engine::ai::MAX_LEVEL {
                return Err(
                    "expert-v1, master-v1 and master-v2 play in the arena only: think takes levels 0 to 5"
                        .into(),
                );
            }
            think(session(game, &f, seed)?.as_ref(), level, seed, f.steady)
        }
        "record" => {
            expect_positional(&f, 1)?;
            if f.levels.is_empty() {
                return Err("record needs --levels A,B (a computer level per seat)".into());
            }
            record_game(game, seed, &f)
        }
        _ => unreachable!("commands matched above"),
    }
}

/// One line for a clap error, in the tool's words where it had its own: the refusal of a value
/// parser as it is, an unknown command or flag quoted (and a flag of another command named so).
fn clap_message(e: &clap::Error, args: &[std::ffi::OsString]) -> String {
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        _ => None,
    };
    let first_line = || {
        let all = e.to_string();
        let line = all.lines().next().unwrap_or_default();
        line.strip_prefix("error: ").unwrap_or(line).to_string()
    };
    match e.kind() {
        ErrorKind::ValueValidation => match std::error::Error::source(e) {
            Some(why) => why.to_string(),
            None => first_line(),
        },
        ErrorKind::InvalidSubcommand => {
            let name = context(ContextKind::InvalidSubcommand).unwrap_or_default();
            format!("unknown command {} ({COMMANDS})", quote(&name))
        }
        ErrorKind::UnknownArgument => {
            let arg = context(ContextKind::InvalidArg).unwrap_or_default();
            if !arg.starts_with('-') {
                return format!("unexpected argument {}", quote(&arg));
            }
            let flag = arg.split('=').next().unwrap_or_default();
            let cli = Cli::command();
            let cmd = args.get(1).and_then(|a| a.to_str()).filter(|c| cli.find_subcommand(c).is_some());
            let elsewhere = cli
                .get_subcommands()
                .flat_map(|c| c.get_arguments())
                .any(|a| a.get_long().is_some_and(|l| flag.strip_prefix("--") == Some(l)));
            match (cmd, context(ContextKind::SuggestedArg)) {
                (Some(cmd), _) if elsewhere => format!("{cmd} does not take {flag}"),
                (_, Some(like)) => format!("unknown flag {} (did you mean {}?)", quote(&arg), quote(&like)),
                _ => format!("unknown flag {}", quote(&arg)),
            }
        }
        ErrorKind::InvalidValue => {
            let arg = context(ContextKind::InvalidArg).unwrap_or_default();
            match context(ContextKind::InvalidValue) {
                // `--position` last, with nothing after it.
                Some(v) if v.is_empty() => {
                    format!("{} needs a value", arg.split(' ').next().unwrap_or_default())
                }
                Some(v) => match context(ContextKind::ValidValue) {
                    Some(valid) => format!("{arg} cannot be {} (it takes {valid})", quote(&v)),
                    None => format!("{arg} cannot be {}", quote(&v)),
                },
                None => first_line(),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            format!("missing {}", context(ContextKind::InvalidArg).unwrap_or_else(first_line))
        }
        _ => first_line(),
    }
}

/// A game record gives the game, its setup and position: flags that would give them too are
/// refused (the seed too, but for the searches of `analyse` and `think`).
fn check_record_flags(cmd: &str, f: &Flags) -> Result<(), String> {
    if f.record.is_none() {
        return Ok(());
    }
    let given = [
        ("--setup", f.setup.is_some()),
        ("--position", f.position.is_some()),
        ("--option", !f.options.is_empty()),
        ("--seed", f.seed.is_some() && !matches!(cmd, "analyse" | "think")),
        ("--players", f.players.is_some()),
    ];
    match given.iter().find(|(_, on)| *on) {
        Some((flag, _)) => {
            Err(format!("{flag} cannot go with --record: the record gives the game, its setup and position"))
        }
        None => Ok(()),
    }
}

/// `ludus think`: the computer's decision at `level` for whoever is to act, by the level's work
/// budget alone (no clock: the same on every machine for a seed), and the work it took.
fn think(s: &dyn Session, level: u8, seed: u64, steady: bool) -> Result<(), String> {
    if let Some(result) = record::result(s) {
        return Err(format!("the game is over ({result}): nothing to decide"));
    }
    if s.actor() == Actor::Chance {
        return Err("a throw is due, not a choice: give it with --throws".into());
    }
    let mut thinker = s.thinker(level, seed);
    if steady {
        thinker.steady();
    }
    let start = std::time::Instant::now();
    let action =
        ludus_engine::ai::decide_by(thinker.as_mut(), &mut || false).ok_or("the computer found no action")?;
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let work = thinker.report().map_or(0, |r| r.work);
    say(action);
    say(format!("work {work} in {ms:.1} ms"));
    Ok(())
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
        return analyse_throw(s, seed, ms);
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
    if matches!(report.value, ludus_engine::ai::Value::Solved(_)) {
        say(format!("searched: solved exactly in {spent} ms"));
    } else if report.depth > 0 {
        say(format!("searched: depth {}, {} nodes in {spent} ms", report.depth, report.work));
    } else {
        say(format!("searched: {} iterations in {spent} ms", report.work));
    }
    Ok(())
}

/// `ludus analyse` where a throw is due: each outcome with its odds, what it is worth and the
/// best action it leaves, then the expectation (the time shared between the outcomes).
fn analyse_throw(s: &dyn Session, seed: u64, ms: u64) -> Result<(), String> {
    let start = std::time::Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1000.0;
    let level = ludus_engine::ai::MAX_LEVEL;
    let weighed = ludus_engine::games::weigh::weigh(s, level, seed, ms as f64, &now)
        .ok_or("this position's throw cannot be weighed")?;
    let names = s.seat_names();
    let worth = |w: &[f64]| {
        names.iter().zip(w).map(|(n, v)| format!("{:.0} % for {n}", v * 100.0)).collect::<Vec<_>>().join(", ")
    };
    say("a throw is due: each outcome, what it is worth, and the best action after it");
    for o in &weighed.outcomes {
        use ludus_engine::games::weigh::Next;
        let best = match &o.next {
            Next::Best(b) => format!("best {b}"),
            Next::Throw => "another throw".to_string(),
            Next::Over => "the game is over".to_string(),
        };
        say(format!("{} (odds {:.2} %): {}; {best}", o.throw, o.odds * 100.0, worth(&o.worth)));
    }
    say(format!("expected: {}", worth(&weighed.expected)));
    say(format!("searched: {} ms", start.elapsed().as_millis()));
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
        return Err(
            "expert-v1, master-v1 and master-v2 play in the arena only: a game record names levels 0 to 5"
                .into(),
        );
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
                    let own = match level {
                        ludus_engine::ai::EXPERT_V1 => 4,
                        ludus_engine::ai::MASTER_V1 | ludus_engine::ai::MASTER_V2 => {
                            ludus_engine::ai::MAX_LEVEL
                        }
                        l => l,
                    };
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
        let actions = if f.actions { format!(": {}", s.history().join(" ")) } else { String::new() };
        say(format!(
            "game {}: A={} as {seat_name}, B={}: {verdict} after {plies} actions ({outcome:?}){actions}",
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
