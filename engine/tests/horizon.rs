//! The computer never walks into a loss it could see (issue "Qawale's computer never walks into
//! a loss", point 5), in the two-seat games other than Qawale: Abalone, Latroncules, Cabale
//! for two and Tâb. Each game has a corpus of positions from real games between the levels
//! (`tests/data/horizon_*.txt`) in which some action loses within the exactly searchable
//! horizon and some other does not; Hard and Expert, as they play (their slips included),
//! must never choose one that loses. Expert decides at every position but in Abalone, where
//! its million-position search takes most of a second: there at one in four in CI, and at all
//! with `HORIZON_ALL=1` (docs/bench/horizon.txt).
//!
//! What "loses" means, precisely (`ai::proof::horizon`): the horizon is `depth` seat actions,
//! the root's own included (throws do not count), searched exhaustively. Each root action gets
//! its exact value for the seat to act within that horizon: a win 1, a loss 0, a draw or a
//! position the horizon leaves open 0.5; the seats choose (max and min) and the throws are
//! averaged by their odds, except that a line of throws less likely than one in a thousand
//! (`UNLIKELY`, e.g. five 1s in a row) is not followed and counts as open.
//! An action is a **blunder** (`proof::blunders`) when its value is at most `LOSING` (0.375)
//! while the best action's is at least `MARGIN` (0.25) higher. A value is 0.5 + (win − loss) / 2, where win
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
//! The corpora are made by `make_corpora` (ignored; its header in each file says how). Each
//! line records, beside the position, its best action and its worst blunder as the whole check
//! found them; the test searches only those two and the action each level chooses (a choice
//! is a blunder against the recorded best), so it runs in seconds where searching every action
//! of every position took minutes. `recheck_corpora` (ignored) runs the whole check again and
//! fails if a recorded action is no longer what it finds. Master, whose work budget is set for
//! its time in the app, is checked with its clock by `master_by_time` (ignored;
//! docs/bench/horizon.txt).

use std::time::{Duration, Instant};

use ludus_engine::ai::proof::{self, horizon, Horizon, UNLIKELY};
use ludus_engine::ai::{decide, decide_by, thinker, Budget, Computer, TreeSearch};
use ludus_engine::core::{actions, Actor, Game, OptionValues, Rng, Setup};
use ludus_engine::games::{abalone::Abalone, cabale::Cabale, latroncules::Latroncules, levels, tab::Tab};

/// The levels tested as they play: Hard and Expert.
const LEVELS: [u8; 2] = [3, 4];

/// One game's check: its horizon in seat actions and the node budget that must suffice; for
/// `make_corpora`, the levels whose games the positions come from (A, B by seed) and the most
/// positions a check of a kept position may visit (a position that needs more is left out,
/// so that the test stays quick); and `above_hard_every`: a level above Hard decides in every
/// this many positions only (1: all), unless `HORIZON_ALL` is set.
#[derive(Clone, Copy)]
struct Check {
    file: &'static str,
    depth: u8,
    nodes: u64,
    pairs: &'static [(u8, u8)],
    harvest_nodes: u64,
    above_hard_every: usize,
}

/// Hard against Easy, Medium and Expert, both seats: the first corpora's games.
const AROUND_HARD: &[(u8, u8)] = &[(3, 1), (1, 3), (3, 2), (2, 3), (4, 3), (3, 4)];
/// Cheaper games for the alpha-beta games, whose Expert thinks longest: Easy to Hard, both seats.
const UP_TO_HARD: &[(u8, u8)] = &[(3, 1), (1, 3), (2, 1), (1, 2), (3, 2), (2, 3)];

const ABALONE: Check = Check {
    file: "horizon_abalone.txt",
    depth: 4,
    nodes: 20_000_000,
    pairs: UP_TO_HARD,
    harvest_nodes: 1_000_000,
    // Abalone's Expert spends its million positions on nearly every decision here, 0.8 s in
    // the test profile (Hard 2 ms): on all 220 it alone would take three minutes of CI.
    above_hard_every: 4,
};
const LATRONCULES: Check = Check {
    file: "horizon_latroncules.txt",
    depth: 4,
    nodes: 20_000_000,
    pairs: UP_TO_HARD,
    harvest_nodes: 1_000_000,
    above_hard_every: 1,
};
const CABALE: Check = Check {
    file: "horizon_cabale.txt",
    depth: 4,
    nodes: 20_000_000,
    pairs: AROUND_HARD,
    harvest_nodes: 20_000_000,
    above_hard_every: 1,
};
const TAB: Check = Check {
    file: "horizon_tab.txt",
    depth: 3,
    nodes: 20_000_000,
    pairs: AROUND_HARD,
    harvest_nodes: 20_000_000,
    above_hard_every: 1,
};

fn path(file: &str) -> String {
    format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"))
}

/// The horizon's values of `actions` at `g` (the module's definition); `None` when the
/// budget runs out.
fn values<G: Game>(g: &G, actions: &[G::Action], check: &Check, nodes: u64) -> Option<Vec<f64>> {
    let within = Horizon { depth: check.depth, nodes, unlikely: UNLIKELY };
    // Without chance a value is 0, 0.5 or 1, and only whether it is 0 matters: the search may
    // stop at 0.5.
    let ceiling = if G::HAS_CHANCE { 1.0 } else { 0.5 };
    horizon(g, actions, within, ceiling)
}

/// The whole check of a position: every root action's value, its best action and one blunder
/// (the most losing), or `None` when no action is a blunder or the budget of `nodes` runs out.
fn verdict<G: Game>(g: &G, check: &Check, nodes: u64) -> Option<(G::Action, G::Action)> {
    let mut all = Vec::new();
    actions(g, &mut all);
    let values = values(g, &all, check, nodes)?;
    let known: Vec<Option<f64>> = values.iter().copied().map(Some).collect();
    let bad = proof::blunders(&known);
    let by_value = |a: &usize, b: &usize| values[*a].total_cmp(&values[*b]);
    let best = (0..all.len()).max_by(by_value)?;
    let worst = (0..all.len()).filter(|&i| bad[i]).min_by(by_value)?;
    Some((all[best].clone(), all[worst].clone()))
}

/// One position of a corpus: the position, and the best action and a blunder its whole check
/// found when the corpus was made, as its line says: `POSITION<tab>BEST<tab>BLUNDER`.
struct Case<G: Game> {
    position: G,
    best: G::Action,
    blunder: G::Action,
}

/// The corpus: its options (the header's `# options:` line) and its positions.
fn corpus<G: Game>(check: &Check) -> (OptionValues, Vec<Case<G>>) {
    let text = std::fs::read_to_string(path(check.file)).unwrap_or_else(|e| panic!("{}: {e}", check.file));
    let mut options = OptionValues::new();
    let mut cases = Vec::new();
    for line in text.lines() {
        if let Some(list) = line.strip_prefix("# options:") {
            for pair in list.split_whitespace() {
                let (k, v) = pair.split_once('=').expect("KEY=VALUE");
                options.insert(k.to_string(), v.to_string());
            }
        } else if !line.starts_with('#') && !line.trim().is_empty() {
            let mut fields = line.split('\t');
            let position = fields.next().expect("a position");
            let g = G::from_position(position, &options).unwrap_or_else(|e| panic!("{line}: {e}"));
            let mut action = || {
                let text = fields.next().unwrap_or_else(|| panic!("{line}: POSITION<tab>BEST<tab>BLUNDER"));
                g.parse_action(text).unwrap_or_else(|e| panic!("{line}: {text}: {e}"))
            };
            let (best, blunder) = (action(), action());
            cases.push(Case { position: g, best, blunder });
        }
    }
    (options, cases)
}

/// Checks every position of the corpus: its recorded blunder is one (against its recorded
/// best action), and no level of `levels` (each deciding with `decide_level`) plays a blunder
/// against that best. Only the actions concerned are searched, not all the root's: the whole
/// check of every position is `recheck_corpora`. Returns the failures.
fn walk<G: Computer>(
    check: &Check,
    levels: &[u8],
    decide_level: &dyn Fn(&G, u8, u64) -> String,
) -> Vec<String> {
    let (_, cases) = corpus::<G>(check);
    assert!(!cases.is_empty(), "{}: no positions", check.file);
    let every = if std::env::var("HORIZON_ALL").is_ok() { 1 } else { check.above_hard_every };
    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let g = &case.position;
        let text = g.position_text();
        let searched = |a: &G::Action| {
            let v = values(g, std::slice::from_ref(a), check, check.nodes);
            v.unwrap_or_else(|| panic!("{text}: the horizon's budget ran out"))[0]
        };
        let best = searched(&case.best);
        let is_blunder = |v: f64| proof::blunders(&[Some(best), Some(v)])[1];
        assert!(is_blunder(searched(&case.blunder)), "not a test: {text}");
        for &level in levels {
            if level > 3 && i % every != 0 {
                continue;
            }
            let chosen = decide_level(g, level, i as u64);
            let action = g.parse_action(&chosen).unwrap_or_else(|e| panic!("{text}: {chosen}: {e}"));
            if action != case.best && is_blunder(searched(&action)) {
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

/// Hard and Expert played 32 blunders in 442 decisions of this corpus, all at the blockade
/// step, before their guard (`games::levels::CABALE`): the proof's 30,000 positions do not
/// reach 4 actions there.
#[test]
fn cabale_levels_never_walk_into_a_loss() {
    passes::<Cabale>(&CABALE);
}

/// Hard played 7 blunders and Expert 1 in 264 decisions of the first 132 positions of this
/// corpus before their guard (`games::levels::TAB`): the proof counts every throw as unknown,
/// so it proves nothing past the turn.
#[test]
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

/// Cabale's and Tâb's Hard and Expert without their guard (`TreeSearch::guard` off), as they
/// played before it, over today's corpora: the "before" of docs/bench/horizon.txt
/// (`cargo test --test horizon -- --ignored without_guard --nocapture`).
#[test]
#[ignore]
fn without_guard() {
    fn unguarded<G: Computer>(g: &G, row: &levels::Row, level: u8, seed: u64) -> String {
        let budget = match levels::budget(row, level) {
            Budget::Mcts(how) => Budget::Mcts(TreeSearch { guard: 0, ..how }),
            other => other,
        };
        decide(thinker(g, budget, seed).as_mut()).expect("a decision")
    }
    let cabale = walk::<Cabale>(&CABALE, &LEVELS, &|g, l, s| unguarded(g, &levels::CABALE, l, s));
    let tab = walk::<Tab>(&TAB, &LEVELS, &|g, l, s| unguarded(g, &levels::TAB, l, s));
    for (id, failures) in [("cabale", cabale), ("tab", tab)] {
        let by_level: Vec<usize> = LEVELS
            .iter()
            .map(|l| failures.iter().filter(|f| f.contains(&format!("level {l} "))).count())
            .collect();
        println!("{id} without the guard: {} blunders, by level {LEVELS:?}: {by_level:?}", failures.len());
        for f in failures.iter().take(3) {
            println!("  {f}");
        }
    }
}

/// Plays games between the levels (`Check::pairs`, A and B by seed, both seats) and keeps
/// the positions where some action is a blunder and some is not, at most `PER_GAME` a game,
/// until the corpus holds `want`; with `HORIZON_FROM=S` it goes on from seed S and keeps the
/// corpus's positions. Each kept line is the position, its best action and its worst blunder.
fn harvest<G: Computer>(check: &Check, options: &OptionValues, want: usize, save: &dyn Fn(&[String], &str)) {
    const PER_GAME: usize = 20;
    const MOST_ACTIONS: usize = 600;
    let from: u64 = std::env::var("HORIZON_FROM").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let mut found: Vec<String> = Vec::new();
    if from > 1 {
        let text = std::fs::read_to_string(path(check.file)).expect("the corpus to go on with");
        found.extend(text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).map(String::from));
    }
    let mut longest = Duration::ZERO;
    let started = Instant::now();
    for seed in from.. {
        if found.len() >= want {
            break;
        }
        let (a, b) = check.pairs[(seed as usize) % check.pairs.len()];
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
                let found_here = verdict(&again, check, check.harvest_nodes);
                longest = longest.max(t.elapsed());
                if let Some((best, blunder)) = found_here {
                    found.push(format!(
                        "{text}\t{}\t{}",
                        again.action_text(&best),
                        again.action_text(&blunder)
                    ));
                    kept += 1;
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
        let seeds = match from {
            1 => format!("1-{seed}"),
            _ => format!("{from}-{seed} after the positions of seeds 1-{}", from - 1),
        };
        let how = format!(
            "# made by `cargo test --test horizon -- --ignored make_corpora`: games between \
         levels (A,B by seed % {} from {:?}) with seeds {seeds}, at most {PER_GAME} positions a game\n\
         # horizon {} seat actions, a kept position's check within {} positions; the slowest \
         check took {:.2} s, the harvest {:.0} s\n",
            check.pairs.len(),
            check.pairs,
            check.depth,
            check.harvest_nodes,
            longest.as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
        save(&found, &how);
    }
}

/// A corpus's header: what it holds and how its lines read.
fn header(name: &str) -> String {
    format!(
        "# {name} positions where some action loses within the horizon and some does not\n\
         # a line: POSITION<tab>BEST<tab>BLUNDER, the best action and the worst blunder the \
         whole check found\n"
    )
}

fn write_corpus<G: Computer>(check: &Check, options: &OptionValues, want: usize) {
    // HORIZON_DEPTH and HORIZON_WANT try another horizon or size (measuring what a check costs).
    let depth = std::env::var("HORIZON_DEPTH").ok().and_then(|v| v.parse().ok()).unwrap_or(check.depth);
    let want = std::env::var("HORIZON_WANT").ok().and_then(|v| v.parse().ok()).unwrap_or(want);
    let check = &Check { depth, ..*check };
    let save = |found: &[String], how: &str| {
        let listed: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let mut text = header(G::NAME);
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

/// The options of each game's corpus.
fn two_players() -> OptionValues {
    let mut two = OptionValues::new();
    two.insert("players".into(), "2".into());
    two
}

fn south_first() -> OptionValues {
    let mut south = OptionValues::new();
    south.insert("first".into(), "south".into());
    south
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
        write_corpus::<Cabale>(&CABALE, &two_players(), want);
    }
    if wanted("tab") {
        write_corpus::<Tab>(&TAB, &south_first(), want);
    }
}

/// The whole check of every position of a corpus, which the test spares itself: each recorded
/// blunder and best action is still what the check finds (`HORIZON_WRITE=1`: rewrites the
/// recorded actions, and adds them to a line that has none).
fn recheck<G: Computer>(check: &Check) {
    let text = std::fs::read_to_string(path(check.file)).expect("a corpus");
    let mut options = OptionValues::new();
    let mut out = String::new();
    let mut changed = 0;
    for line in text.lines() {
        if let Some(list) = line.strip_prefix("# options:") {
            for pair in list.split_whitespace() {
                let (k, v) = pair.split_once('=').expect("KEY=VALUE");
                options.insert(k.to_string(), v.to_string());
            }
        }
        if line.starts_with('#') || line.trim().is_empty() {
            if !line.starts_with("# a line:") && !line.ends_with("some does not") {
                out += line;
                out.push('\n');
            }
            continue;
        }
        let position = line.split('\t').next().expect("a position");
        let g = G::from_position(position, &options).unwrap_or_else(|e| panic!("{line}: {e}"));
        let (best, blunder) = verdict(&g, check, check.nodes).unwrap_or_else(|| panic!("not a test: {line}"));
        let now = format!("{position}\t{}\t{}", g.action_text(&best), g.action_text(&blunder));
        changed += usize::from(now != line);
        out += &now;
        out.push('\n');
    }
    eprintln!("{}: {changed} lines differ from the whole check", G::ID);
    if std::env::var("HORIZON_WRITE").is_ok() {
        std::fs::write(path(check.file), header(G::NAME) + &out).expect("written");
    } else {
        assert_eq!(changed, 0, "{}: recorded verdicts differ from the whole check", check.file);
    }
}

/// Rechecks the corpora (`HORIZON_GAME` for one), as `recheck` says.
#[test]
#[ignore]
fn recheck_corpora() {
    let only = std::env::var("HORIZON_GAME").ok();
    let wanted = |id: &str| only.as_deref().is_none_or(|o| o == id);
    if wanted("abalone") {
        recheck::<Abalone>(&ABALONE);
    }
    if wanted("latroncules") {
        recheck::<Latroncules>(&LATRONCULES);
    }
    if wanted("cabale") {
        recheck::<Cabale>(&CABALE);
    }
    if wanted("tab") {
        recheck::<Tab>(&TAB);
    }
}
