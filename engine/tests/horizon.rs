//! The computer never walks into a loss it could see (issue "Qawale's computer never walks into
//! a loss", point 5), in the two-seat games other than Qawale: Abalone, Latroncules, Cabale
//! for two and Tâb. Each game has a corpus of positions from real games between the levels
//! (`tests/data/horizon_*.txt`) in which some action loses within the exactly searchable
//! horizon and some other does not; Hard and Expert, as they play (their slips included),
//! must never choose one that loses.
//!
//! What "loses" means, precisely (`ai::proof::horizon`): the horizon is `depth` seat actions,
//! the root's own included (throws do not count), searched exhaustively. Each root action gets
//! its exact value for the seat to act within that horizon: a win 1, a loss 0, a draw or a
//! position the horizon leaves open 0.5; the seats choose (max and min) and the throws are
//! averaged by their odds, except that a line of throws less likely than one in a thousand
//! (`UNLIKELY`, e.g. five 1s in a row) is not followed and counts as open.
//! An action is a **blunder** (`proof::blunders`) when its value is at most `LOSING` (0.375) while the best
//! action's is at least `MARGIN` (0.25) higher. A value is 0.5 + (win − loss) / 2, where win
//! and loss are the chances of winning and losing within the horizon, so:
//!
//! - Without chance (Abalone, Latroncules, Cabale) values are 0, 0.5 or 1, and a blunder is an
//!   action proven to lose within the horizon (whatever this side does, the other can force a
//!   win) while another action is not proven to lose.
//! - In Tâb a blunder loses within the horizon, against the other side's best play, in at least
//!   a quarter of the throws more than it wins, while another action is worth a quarter more
//!   (half the throws' difference between winning and losing). The strict reading, an action
//!   that loses within the horizon whatever the throws fall, found no position at all in 1,055
//!   games between the levels (horizon 2): a capture needs the right throw, so a loss is nearly
//!   never certain; by the expectation it is a clear bet on losing that another action avoids.
//!
//! The corpora are made by `make_corpora` (ignored; its header in each file says how), and
//! Master, whose work budget is set for its time in the app, is checked with its clock by
//! `master_by_time` (ignored; docs/bench/horizon.txt).

use std::time::{Duration, Instant};

use ludus_engine::ai::proof::{self, horizon, Horizon, UNLIKELY};
use ludus_engine::ai::{decide, decide_by, Computer};
use ludus_engine::core::{actions, Actor, Game, OptionValues, Rng, Setup};
use ludus_engine::games::{abalone::Abalone, cabale::Cabale, latroncules::Latroncules, tab::Tab};

/// The levels tested as they play: Hard and Expert.
const LEVELS: [u8; 2] = [3, 4];

/// One game's check: its horizon in seat actions and the node budget that must suffice.
#[derive(Clone, Copy)]
struct Check {
    file: &'static str,
    depth: u8,
    nodes: u64,
}

const ABALONE: Check = Check { file: "horizon_abalone.txt", depth: 4, nodes: 20_000_000 };
const LATRONCULES: Check = Check { file: "horizon_latroncules.txt", depth: 4, nodes: 20_000_000 };
const CABALE: Check = Check { file: "horizon_cabale.txt", depth: 4, nodes: 20_000_000 };
const TAB: Check = Check { file: "horizon_tab.txt", depth: 3, nodes: 20_000_000 };

fn path(file: &str) -> String {
    format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"))
}

/// The root's actions and which of them are blunders (the module's definition); `None` when
/// the horizon's budget runs out.
fn blunders<G: Game>(g: &G, check: &Check) -> Option<(Vec<G::Action>, Vec<bool>)> {
    let mut all = Vec::new();
    actions(g, &mut all);
    let within = Horizon { depth: check.depth, nodes: check.nodes, unlikely: UNLIKELY };
    // Without chance a value is 0, 0.5 or 1, and only whether it is 0 matters: the search may
    // stop at 0.5.
    let ceiling = if G::HAS_CHANCE { 1.0 } else { 0.5 };
    let values: Vec<Option<f64>> = horizon(g, &all, within, ceiling)?.into_iter().map(Some).collect();
    Some((all, proof::blunders(&values)))
}

/// The corpus: its options (the header's `# options:` line) and its positions.
fn corpus<G: Game>(check: &Check) -> (OptionValues, Vec<G>) {
    let text = std::fs::read_to_string(path(check.file)).unwrap_or_else(|e| panic!("{}: {e}", check.file));
    let mut options = OptionValues::new();
    let mut positions = Vec::new();
    for line in text.lines() {
        if let Some(list) = line.strip_prefix("# options:") {
            for pair in list.split_whitespace() {
                let (k, v) = pair.split_once('=').expect("KEY=VALUE");
                options.insert(k.to_string(), v.to_string());
            }
        } else if !line.starts_with('#') && !line.trim().is_empty() {
            let g = G::from_position(line, &options).unwrap_or_else(|e| panic!("{line}: {e}"));
            positions.push(g);
        }
    }
    (options, positions)
}

/// Checks every position of the corpus: some action is a blunder, some is not, and no level of
/// `levels` (each deciding with `decide_level`) plays a blunder. Returns the failures.
fn walk<G: Computer>(
    check: &Check,
    levels: &[u8],
    decide_level: &dyn Fn(&G, u8, u64) -> String,
) -> Vec<String> {
    let (_, positions) = corpus::<G>(check);
    assert!(!positions.is_empty(), "{}: no positions", check.file);
    let mut failures = Vec::new();
    for (i, g) in positions.iter().enumerate() {
        let text = g.position_text();
        let (all, bad) = blunders(g, check).unwrap_or_else(|| panic!("{text}: the horizon's budget ran out"));
        assert!(bad.iter().any(|&b| b) && bad.iter().any(|&b| !b), "not a test: {text}");
        for &level in levels {
            let chosen = decide_level(g, level, i as u64);
            let action = g.parse_action(&chosen).unwrap_or_else(|e| panic!("{text}: {chosen}: {e}"));
            let k =
                all.iter().position(|a| *a == action).unwrap_or_else(|| panic!("{text}: {chosen} not legal"));
            if bad[k] {
                failures.push(format!("{} level {level} plays {chosen} in {text}", G::ID));
            }
        }
    }
    failures
}

/// A level's decision as it plays in a test: its whole work budget, slips included.
fn by_work<G: Computer>(g: &G, level: u8, seed: u64) -> String {
    decide(g.thinker(level, seed).as_mut()).expect("a decision")
}

fn passes<G: Computer>(check: &Check) {
    let started = Instant::now();
    let failures = walk::<G>(check, &LEVELS, &by_work::<G>);
    eprintln!("{}: {:.1} s", G::ID, started.elapsed().as_secs_f64());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn abalone_levels_never_walk_into_a_loss() {
    passes::<Abalone>(&ABALONE);
}

#[test]
fn latroncules_levels_never_walk_into_a_loss() {
    passes::<Latroncules>(&LATRONCULES);
}

/// Fails today: Hard and Expert play 32 blunders in 442 decisions of this corpus, all in the
/// blockade phase (their proof search's 30,000 nodes do not reach 4 actions there).
#[test]
#[ignore = "Cabale's Hard and Expert walk into losses in the blockade phase (32 in 442)"]
fn cabale_levels_never_walk_into_a_loss() {
    passes::<Cabale>(&CABALE);
}

/// Fails today: Hard plays 7 blunders and Expert 1 in 264 decisions of this corpus (their proof
/// search counts every throw as unknown, so it proves nothing past the turn).
#[test]
#[ignore = "Tâb's Hard (7) and Expert (1) walk into losses in 264 decisions"]
fn tab_levels_never_walk_into_a_loss() {
    passes::<Tab>(&TAB);
}

/// Master with its clock, `HORIZON_MS` (500 unless set) a decision, over every corpus: the
/// run recorded in docs/bench/horizon.txt
/// (`cargo test --release --test horizon -- --ignored master_by_time --nocapture`).
#[test]
#[ignore]
fn master_by_time() {
    let ms = std::env::var("HORIZON_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    fn timed<G: Computer>(g: &G, level: u8, seed: u64, ms: u64) -> String {
        let deadline = Instant::now() + Duration::from_millis(ms);
        decide_by(g.thinker(level, seed).as_mut(), &mut || Instant::now() >= deadline).expect("a decision")
    }
    let mut failures = Vec::new();
    failures.extend(walk::<Abalone>(&ABALONE, &[5], &|g, l, s| timed(g, l, s, ms)));
    failures.extend(walk::<Latroncules>(&LATRONCULES, &[5], &|g, l, s| timed(g, l, s, ms)));
    failures.extend(walk::<Cabale>(&CABALE, &[5], &|g, l, s| timed(g, l, s, ms)));
    failures.extend(walk::<Tab>(&TAB, &[5], &|g, l, s| timed(g, l, s, ms)));
    println!("Master at {ms} ms a decision: {} failures", failures.len());
    for f in &failures {
        println!("{f}");
    }
}

/// Plays games between the levels (Hard against Easy, Medium and Expert, both seats, seeds
/// from 1) and keeps the positions where some action is a blunder and some is
/// not, at most `PER_GAME` a game, until the corpus holds `want`.
fn harvest<G: Computer>(check: &Check, options: &OptionValues, want: usize, save: &dyn Fn(&[String], &str)) {
    const PER_GAME: usize = 20;
    const MOST_ACTIONS: usize = 600;
    let pairs: [(u8, u8); 6] = [(3, 1), (1, 3), (3, 2), (2, 3), (4, 3), (3, 4)];
    let mut found = Vec::new();
    let mut longest = Duration::ZERO;
    let started = Instant::now();
    for seed in 1u64.. {
        if found.len() >= want {
            break;
        }
        let (a, b) = pairs[(seed as usize) % pairs.len()];
        let mut g =
            G::new_game(&Setup { options: options.clone(), seed, ..Setup::default() }).expect("set up");
        let mut rng = Rng::new(seed);
        let mut kept = 0;
        for ply in 0..MOST_ACTIONS {
            if g.outcome().is_some() {
                break;
            }
            let seat = match g.actor() {
                Actor::Chance => {
                    let mut outcomes = Vec::new();
                    g.chance_outcomes(&mut outcomes);
                    let k = rng.weighted(outcomes.iter().map(|o| o.1));
                    g.play_unchecked(&outcomes[k].0);
                    continue;
                }
                Actor::Seat(s) => s,
            };
            if kept < PER_GAME {
                let text = g.position_text();
                let again = G::from_position(&text, options).expect("re-reads");
                let t = Instant::now();
                let verdict = blunders(&again, check);
                longest = longest.max(t.elapsed());
                if let Some((_, bad)) = verdict {
                    if bad.iter().any(|&x| x) && bad.iter().any(|&x| !x) {
                        found.push(text);
                        kept += 1;
                    }
                }
            }
            if ply + 1 == MOST_ACTIONS || std::env::var("HORIZON_TRACE").is_ok() && ply % 100 == 0 {
                eprintln!("seed {seed} ply {ply} kept {kept} {:.1} s", started.elapsed().as_secs_f64());
            }
            let level = if seat == 0 { a } else { b };
            let chosen = by_work(&g, level, seed * 1_000 + ply as u64);
            let action = g.parse_action(&chosen).expect("notation");
            g.play_unchecked(&action);
        }
        let how = format!(
            "# made by `cargo test --test horizon -- --ignored make_corpora`: games between \
         levels (A,B by seed % 6 from {pairs:?}) with seeds 1-{seed}, at most {PER_GAME} positions a game\n\
         # horizon {} seat actions; the slowest check took {:.2} s, the harvest {:.0} s\n",
            check.depth,
            longest.as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
        save(&found, &how);
    }
}

fn write_corpus<G: Computer>(check: &Check, options: &OptionValues, want: usize) {
    // HORIZON_DEPTH and HORIZON_WANT try another horizon or size (measuring what a check costs).
    let depth = std::env::var("HORIZON_DEPTH").ok().and_then(|v| v.parse().ok()).unwrap_or(check.depth);
    let want = std::env::var("HORIZON_WANT").ok().and_then(|v| v.parse().ok()).unwrap_or(want);
    let check = &Check { depth, ..*check };
    let save = |found: &[String], how: &str| {
        let listed: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let mut text =
            format!("# {} positions where some action loses within the horizon and some does not\n", G::NAME);
        text += how;
        text += &format!("# options: {}\n", listed.join(" "));
        for p in found {
            assert!(!p.contains('\n'), "{p}");
            text += p;
            text.push('\n');
        }
        std::fs::create_dir_all(path("")).expect("tests/data");
        std::fs::write(path(check.file), text).expect("written");
        eprintln!("{}: {} positions", G::ID, found.len());
    };
    harvest::<G>(check, options, want, &save);
}

/// Writes the corpora (`HORIZON_GAME=abalone|latroncules|cabale|tab` for one).
#[test]
#[ignore]
fn make_corpora() {
    let only = std::env::var("HORIZON_GAME").ok();
    let wanted = |id: &str| only.as_deref().is_none_or(|o| o == id);
    let want = 220;
    if wanted("abalone") {
        write_corpus::<Abalone>(&ABALONE, &OptionValues::new(), want);
    }
    if wanted("latroncules") {
        write_corpus::<Latroncules>(&LATRONCULES, &OptionValues::new(), want);
    }
    if wanted("cabale") {
        let mut two = OptionValues::new();
        two.insert("players".into(), "2".into());
        write_corpus::<Cabale>(&CABALE, &two, want);
    }
    if wanted("tab") {
        let mut south = OptionValues::new();
        south.insert("first".into(), "south".into());
        write_corpus::<Tab>(&TAB, &south, want);
    }
}
