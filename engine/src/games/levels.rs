//! Every computer level of every game, in one table: how hard each level tries, from level 0
//! (random moves, the arena's baseline) through Easy, Medium, Hard, Expert and Master
//! (`ai::LEVELS`), and the frozen `expert-v1` the arena measures against.
//!
//! The budgets are counted in search work (iterations, nodes), so a game replays the same on
//! every machine; they are each level's strength cap. Each level also has a time
//! (`THINK_MS`): the page stops a search there and plays the best action found so far.
//! Easy to Expert usually finish their work first; Master's work cap is set beyond what 5 s in
//! a browser's worker reaches, so its time decides (the cap only bounds the memory and the
//! command line's untimed runs). The arena checks that each level beats the one below it
//! (`ludus arena GAME A B --games N`, docs/bench/arena.txt).

use crate::ai::Limits;
use crate::ai::{Budget, TreeSearch, MAX_LEVEL};

/// One game's row: the budget of levels 0–5, and expert-v1's.
pub struct Row {
    pub levels: [Budget; MAX_LEVEL as usize + 1],
    /// Expert as it stood before issue 14, frozen (`ai::EXPERT_V1`): the arena's yardstick.
    pub expert_v1: Budget,
    /// Master as it stood before an alpha-beta Master replaced it (`ai::MASTER_V2`), where one
    /// did; `None`: Master itself.
    pub master_v2: Option<Budget>,
}

/// How long each level may think, in milliseconds (levels 0–5): the caller's clock stops a
/// search at this time and takes the best action found so far (`Thinker::conclude`). The lower
/// levels' budgets (the rows below) are their strength cap and usually end the search sooner,
/// so their play is the same on every machine; Master is stopped by its time.
pub const THINK_MS: [u32; MAX_LEVEL as usize + 1] = [50, 400, 800, 1_500, 3_000, 5_000];

/// How long `level` may think (levels above the top as the top).
pub fn think_ms(level: u8) -> u32 {
    THINK_MS[usize::from(level.min(MAX_LEVEL))]
}

/// The most MCTS iterations an analysis runs, whatever its time.
pub const ANALYSIS_ITERATIONS: u32 = 4_000_000;

/// The budget of `level` in `row`; levels above the top play as the top, and `ANALYSIS` is
/// the top's search without limits (its caller stops it).
pub fn budget(row: &Row, level: u8) -> Budget {
    if cfg!(feature = "cli") && level == crate::ai::EXPERT_V1 {
        return row.expert_v1;
    }
    if cfg!(feature = "cli") && level == crate::ai::EXPERT_V1_BY_TIME {
        return match row.expert_v1 {
            Budget::Mcts(how) => Budget::Mcts(TreeSearch { iterations: ANALYSIS_ITERATIONS, ..how }),
            Budget::AlphaBeta(limits) => {
                Budget::AlphaBeta(Limits { max_depth: 30, nodes: u64::MAX, ..limits })
            }
            other => other,
        };
    }
    if cfg!(feature = "cli") && level == crate::ai::MASTER_V2 {
        return row.master_v2.unwrap_or(row.levels[usize::from(MAX_LEVEL)]);
    }
    if cfg!(feature = "cli") && level == crate::ai::MASTER_V1 {
        return match row.levels[usize::from(MAX_LEVEL)] {
            Budget::Mcts(how) => Budget::Mcts(TreeSearch { exact: 0, ..how }),
            Budget::AlphaBeta(_) => match row.master_v2 {
                Some(Budget::Mcts(how)) => Budget::Mcts(TreeSearch { exact: 0, ..how }),
                _ => row.levels[usize::from(MAX_LEVEL)],
            },
            other => other,
        };
    }
    let top = row.levels[usize::from(level.min(MAX_LEVEL))];
    // Only the command-line tool analyses: in the site, any level above the top (a hostile 255
    // through the JavaScript API included) is the top.
    if !cfg!(feature = "cli") || level != crate::ai::ANALYSIS {
        return top;
    }
    match top {
        // Each iteration adds a node: a few million stay within a few hundred megabytes.
        // An analysis never slips.
        Budget::Mcts(how) => Budget::Mcts(TreeSearch { iterations: ANALYSIS_ITERATIONS, slips: 0, ..how }),
        Budget::AlphaBeta(limits) => Budget::AlphaBeta(Limits { max_depth: 30, nodes: u64::MAX, ..limits }),
        other => other,
    }
}

/// MCTS of `iterations`, playouts guided (`ai::TreeSearch`).
const fn mcts(iterations: u32) -> Budget {
    Budget::Mcts(TreeSearch::new(iterations))
}

/// expert-v1's MCTS: playouts unguided, judged by the game's estimate.
const fn v1(iterations: u32) -> Budget {
    Budget::Mcts(TreeSearch { guided: false, ..TreeSearch::new(iterations) })
}

/// MCTS after an exact search `proof` actions deep, slipping in `slips` decisions of 1,000.
const fn proving(iterations: u32, proof: u8, slips: u16) -> Budget {
    Budget::Mcts(TreeSearch { proof, slips, ..TreeSearch::new(iterations) })
}

/// `proving`'s hasty level, which in `gifts` of its hasty decisions of a thousand hands the
/// other seat a win its proof saw (`TreeSearch::gifts`).
const fn giving(iterations: u32, proof: u8, slips: u16, gifts: u16) -> Budget {
    Budget::Mcts(TreeSearch { proof, slips, gifts, ..TreeSearch::new(iterations) })
}

/// MCTS after the exact solver (`ai::exact`, within `exact` positions) and the short proof
/// `proof` actions deep, for games that implement `exact::Exact`.
const fn solving(iterations: u32, proof: u8, exact: u64) -> Budget {
    Budget::Mcts(TreeSearch { proof, exact, ..TreeSearch::new(iterations) })
}

/// Alpha-beta to `max_depth` within `nodes`, after the exact solver within `exact` positions
/// where it reaches the end (`ai::solving`, games that implement `exact::Exact` and an
/// evaluation), each root action varied by up to `vary`.
const fn deciding(max_depth: u8, nodes: u64, vary: i32, exact: u64) -> Budget {
    Budget::AlphaBeta(Limits {
        max_depth,
        nodes,
        noise: 0,
        vary,
        contempt: 0,
        reduce: true,
        quiesce: 0,
        exact,
    })
}

/// `level` (an MCTS budget) after the guard (`ai::proof::guard`), `depth` seat actions deep
/// within `nodes` positions: it never plays an action that loses within that horizon while
/// another does not, not even in haste (issue 38, point 5; engine/tests/horizon.rs).
const fn guarded(level: Budget, depth: u8, nodes: u64) -> Budget {
    match level {
        Budget::Mcts(how) => Budget::Mcts(TreeSearch { guard: depth, guard_nodes: nodes, ..how }),
        other => other,
    }
}

/// MCTS exploring by `exploration` instead of UCT's usual constant (lower: more focused).
const fn focused(iterations: u32, exploration: f64) -> Budget {
    Budget::Mcts(TreeSearch { exploration, ..TreeSearch::new(iterations) })
}

/// The frozen alpha-beta Expert (before draw awareness and varied play).
const fn frozen(max_depth: u8, nodes: u64) -> Budget {
    Budget::AlphaBeta(Limits {
        max_depth,
        nodes,
        noise: 0,
        vary: 0,
        contempt: 0,
        reduce: false,
        quiesce: 0,
        exact: 0,
    })
}

/// An alpha-beta level, with principal-variation search and late-move reductions, and from
/// Hard up (where `contempt` is set) a quiescence search of `QUIESCE` plies.
const fn search(max_depth: u8, nodes: u64, noise: i32, vary: i32, contempt: i32) -> Budget {
    let quiesce = if contempt > 0 { QUIESCE } else { 0 };
    Budget::AlphaBeta(Limits { max_depth, nodes, noise, vary, contempt, reduce: true, quiesce, exact: 0 })
}

/// How many plies of captures (or pushes off) the quiescence search follows past the depth.
const QUIESCE: u8 = 6;

/// Qawale: the generic MCTS, playouts to the end (games are short). Once a player never leaves
/// a loss one action away, most games are drawn: Expert and Hard drew 10 games of 12, and more
/// iterations hardly help (1,500 against 400 scored 58 %). A game is lost by walking into a
/// four one action away, so the levels differ by how far their exact search looks and how often
/// they slip (`Mcts::slips`, in thousandths of decisions): from Medium up the search never
/// walks into a loss in one (haste may), and the slips go 850, 250, 0. Between levels that
/// take every win in one, the first to blunder loses, so each step needs the level below to
/// blunder about three times as often; a hasty decision is random play, and random play
/// blunders too seldom to sit that far below Medium. So Easy takes a win in one, plays every
/// other action hastily, and in 700 of those decisions of 1,000, where an action hands the
/// other a four one action away, plays one (`Mcts::gifts`): it still beats random play (which
/// seldom takes a win) in 91–92 % of games, Medium beats it in 87–90 %, Hard Medium in 82–86 %
/// and Expert Hard in 79–83 % (docs/bench/arena_qawale.txt, 2026-11-29: 192 games a step on
/// each of two seeds). Expert never slips, and Master mostly draws it (56 %, never a loss):
/// Master's extra work finds little more in a game this short. Yet MCTS walked into losses at
/// four plies from the end, where a win or the draw hides among 400 actions: Expert and
/// Master solve the last plies exactly first (`ai::exact`, from 6 plies left:
/// `qawale::exact::HORIZON`), within 1,500,000 and 2,500,000 positions: at about 0.85 µs a
/// position native, 1.3 and 2.1 s, so 1.8 and 3.0 s in the worker (70 % of native speed),
/// within their 3 and 5 s. A whole
/// classification at 4 plies left takes 167,000 positions (median of 25) to 1.3 million; the
/// issue's drawn position 1.02 million (docs/bench/qawale_exact.txt). A classification cut
/// short still restricts the root to the actions it proved safe.
///
/// Master (issue 19 point 2) is alpha-beta after the same solver (`ai::solving`,
/// `qawale/search.rs`): MCTS at 500 ms a move lost 8 to 16 games in 100 to Expert by choices
/// made 7 or more plies from the end, among actions no short proof condemned, where a
/// full-width search sees every reply to its depth. Its node cap is its memory bound (the
/// page's 5 s decide); `vary` 4 (a twentieth of a line of three) lets games differ. The MCTS
/// Master stays as the arena's `master-v2` (docs/bench/qawale_never_loses.txt).
pub const QAWALE: Row = Row {
    levels: [
        Budget::Random,
        giving(30, 2, 1_000, 700),
        proving(600, 2, 850),
        proving(4_000, 2, 250),
        solving(20_000, 4, 1_500_000),
        deciding(16, 50_000_000, 4, 2_500_000),
    ],
    expert_v1: v1(20_000),
    master_v2: Some(solving(250_000, 4, 2_500_000)),
};

/// Abalone: alpha-beta from a beginner (one move deep, imprecise) to Master. Draw-aware from
/// Hard up: ahead by a marble, a repetition or the ply limit counts as losing most of it.
pub const ABALONE: Row = Row {
    levels: [
        Budget::Random,
        search(1, 5_000, 160, 0, 0),
        search(2, 40_000, 20, 6, 0),
        search(3, 250_000, 0, 6, 600),
        search(8, 1_000_000, 0, 4, 600),
        search(30, 40_000_000, 0, 4, 600),
    ],
    expert_v1: frozen(8, 1_000_000),
    master_v2: None,
};

/// Abalone for three and four players: the generic MCTS, whose playouts of a few
/// moves take ejections and pushes first and are judged by the marbles pushed off and the
/// centre (`abalone/search.rs`). Alpha-beta needs two sides taking turns, which three players
/// are not. `expert_v1` did not exist for them; it plays as the Expert of 30,000 iterations
/// they had before. A level wins a game of three only by finishing first against two of the
/// level below. Iterations strengthen this search slowly: an Expert of 30,000 beat Hard (3,000,
/// hasty in 300 decisions of 1,000) in only 58 % of 96 games, and Master (200,000) beat it in 3
/// of 6. So the levels sit lower, where they separate: Easy 40 iterations, Medium 100, Hard 300
/// and hasty (`Mcts::slips`: the playouts' push) in 700 decisions of 1,000, Expert 3,000. In
/// games of three (docs/bench/arena_abalone_many.txt; 144 games a step, Hard–Medium 96):
/// Easy–random 91.0 %, Medium–Easy 81.9 %, Hard–Medium 92.7 %, Expert–Hard 81.2 %, and
/// Master–Expert 88.9 % (first in 16 of 18).
/// In the site's wasm this search runs about 20,000 iterations a second.
pub const ABALONE_MANY: Row = Row {
    levels: [Budget::Random, mcts(40), mcts(100), proving(300, 0, 700), mcts(3_000), mcts(200_000)],
    expert_v1: mcts(30_000),
    master_v2: None,
};

/// Latroncules: alpha-beta (random playouts rarely end a game). Draw-aware from Hard up, so a
/// side far ahead does not let a repetition or the quiet-move rule end the game. Expert looks 6
/// plies deep: at 8, as expert-v1, it drew Master (about 11 plies in its 5 s) in 8 games of 11,
/// the even endings after the exchanges; at 6 Master scores 83.3 % in 21 (14 wins, 7 draws, no
/// loss), and Expert still beats Hard (4 plies) in 8 games of 8 (docs/bench/master_expert.txt,
/// docs/bench/arena_ladder.txt).
pub const LATRONCULES: Row = Row {
    levels: [
        Budget::Random,
        search(1, 5_000, 60, 0, 0),
        search(2, 30_000, 10, 4, 0),
        search(4, 200_000, 0, 4, 400),
        search(6, 300_000, 0, 3, 400),
        search(30, 40_000_000, 0, 3, 400),
    ],
    expert_v1: frozen(8, 700_000),
    master_v2: None,
};

/// Cabale for two players: the generic MCTS with a smaller budget per action than Qawale's,
/// because a turn is up to four decisions (path, block, captures, blockade).
/// From Hard up the proof (4 actions, `proof::MOST_NODES`) is followed by the guard over the
/// same 4 actions within `CABALE_GUARD` positions: at the blockade step (docs/rules/cabale.md,
/// 4.4) a blockade may trap a runner, which ends the game (5b), and the 4 actions up to the other
/// player's own blockade take up to 20 million positions, so the proof's 30,000 proved too
/// little there: Hard and Expert walked into 32 losses within 4 actions in 442 decisions of
/// the test corpus (docs/bench/horizon.txt). Elsewhere the guard costs next to nothing: at the
/// blockade step 0.15 s on average and 0.6 s at most natively (test profile; the rest under
/// 0.1 s).
pub const CABALE: Row = Row {
    levels: [
        Budget::Random,
        mcts(60),
        mcts(400),
        guarded(proving(1_500, 4, 0), 4, CABALE_GUARD),
        guarded(proving(4_000, 4, 0), 4, CABALE_GUARD),
        guarded(proving(150_000, 4, 0), 4, CABALE_GUARD),
    ],
    expert_v1: v1(4_000),
    master_v2: None,
};

/// The Cabale guard's budget in positions: the most a blockade step of the test corpus needs.
const CABALE_GUARD: u64 = 20_000_000;

/// Cabale for three players: the same search as for two, with fewer iterations low down. A
/// level wins a game of three only by finishing first against two of the level below (equal
/// levels: a third of the games), so the steps are judged by A's place against each B seat
/// (equal levels: 50 %, as in a game of two; `ludus arena` prints both). Iterations
/// separate slowly here: 1,500 placed ahead of 400 in only 65.6 % and 4,000 ahead of 1,500 in
/// 64.1 % (48 games of three), so the two-player row's Hard (1,500) would not beat its Medium
/// (400). Each tenfold of iterations buys about one step of 75 %, so the levels sit where the
/// steps separate: in 480 games of three (docs/bench/arena_cabale_many.txt) Easy–random
/// 81.2 %, Medium–Easy 75.0 %, Hard–Medium 74.4 %, Expert–Hard 79.8 % (192). More iterations
/// alone took Master, near its 5 s, only to 68.3 % ahead of Expert: the playouts' shares of
/// the points lie close together, and UCT's usual constant spread its
/// 150,000 iterations nearly evenly over the runner's paths. Exploring less (`focused`: UCT's
/// constant 0.5) spends them on the paths that look best: Master now places ahead of each
/// Expert seat in 80.5 % of 50 games of three. Hard focused too, which took it from 74.4 % to
/// 85.7 % ahead of Medium (480 games) and left Expert ahead of it in 76.4 % (192). The proof
/// search of the two-player row does nothing with more than two seats (`ai::proof`).
pub const CABALE_THREE: Row = Row {
    levels: [Budget::Random, mcts(30), mcts(100), focused(400, 0.5), mcts(4_000), focused(150_000, 0.5)],
    expert_v1: v1(4_000),
    master_v2: None,
};

/// Cabale for four players: each player's share of the points is nearer a quarter, so plain
/// iterations separate the levels even more slowly than with three (Medium 100 placed ahead of
/// Easy 30 in only 69.4 % of 480 games), while a focused search (UCT's constant 0.5, as
/// Master's) gains a step from a few hundred iterations up. Above a few thousand, the
/// playouts' judgement bounds the search: Master placed ahead of an Expert of focused 8,000 in
/// 71.6 % of 84 games, and of one of focused 2,000 in 70.8 % of 36. So Master's step needs an
/// Expert where iterations still tell, and the range from random play to Master holds about
/// five steps of 75 %: random play is not a level a player chooses, so Easy plays at random
/// (anyone who has read the rules beats it) and the four steps between the levels sit above
/// it. Placed against each B seat (docs/bench/arena_cabale_many.txt): Medium (30)–Easy
/// 75.9 %, Hard (150)–Medium 78.5 %, Expert (focused 600)–Hard 79.4 % (480 games each),
/// Master–Expert 85.4 % in 48 games (first in 34).
pub const CABALE_FOUR: Row = Row {
    levels: [Budget::Random, Budget::Random, mcts(30), mcts(150), focused(600, 0.5), focused(150_000, 0.5)],
    expert_v1: v1(4_000),
    master_v2: None,
};

/// Tâb: the chance-aware MCTS with short playouts (each iteration is cheap). Level 0 is
/// uniform play: Tâb's `playout_action` prefers captures, which is not "random". Since the
/// fitted judgement (`tab::computer::judge`) the search nears its plateau within a few hundred
/// iterations: Master (250,000) against an Expert of 8,000 scored about 50 %. So the levels
/// below Master are spaced within the first hundreds: Easy and Medium the unguided search of
/// expert-v1 (random playouts judged by `estimate`), 7 and 26 iterations; Hard 50 guided
/// iterations, hasty in 150 decisions of 1,000 (`Mcts::slips`: a plain Hard of 41 to 45
/// iterations left Expert–Hard at 73–75 % whatever the budget, while its occasional haste
/// gives Expert more to punish than Medium); Expert 150. Games are quick, so each step was
/// measured in 1,920 games or more (seeds 41–80, Hard's two steps 41–120;
/// docs/bench/arena_tab.txt): Easy–random 77.8 %, Medium–Easy 76.0 %, Hard–Medium 75.4 %,
/// Expert–Hard 76.5 %; Master–Expert 75.9 % in 54 games.
/// From Hard up a guard looks 3 seat actions ahead over every throw by its odds
/// (`proof::guard`, within `TAB_GUARD` positions) and rules out an action that is a clear bet on
/// losing within them while another is not, for Hard's haste too: a capture (docs/rules/tab.md,
/// 4.4) needs the right throw (2), and the proof counts a throw as unknown, so it proves nothing past the
/// turn, and Hard and Expert walked into 8 such losses in
/// 264 decisions of the test corpus (docs/bench/horizon.txt). 3 actions take 5.6 ms on average
/// and 0.16 s at most natively (test profile).
pub const TAB: Row = Row {
    levels: [
        Budget::Uniform,
        v1(7),
        v1(26),
        guarded(proving(50, 0, 150), 3, TAB_GUARD),
        guarded(proving(150, 4, 0), 3, TAB_GUARD),
        guarded(proving(250_000, 4, 0), 3, TAB_GUARD),
    ],
    expert_v1: v1(8_000),
    master_v2: None,
};

/// The Tâb guard's budget in positions: 3 actions of the games measured took at most a tenth.
const TAB_GUARD: u64 = 2_000_000;
