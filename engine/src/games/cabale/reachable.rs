//! What a position read from text must satisfy to be one play can reach (rules §7). A state
//! play never reaches misleads the engine: an empty supply in the build phase wraps the supply,
//! a block built on another one deletes it, counts beyond the material overflow later captures.
//! So the reader refuses it, naming the field that is wrong.

use super::board::{cell_name, step, Cell, NONE};
use super::position::phase_word;
use super::{Cabale, Phase, ALLOWANCE};
use crate::core::PositionError;

/// A position play cannot reach (its English says which field is wrong).
fn err(why: String) -> Result<(), PositionError> {
    Err(PositionError::new("position-impossible", why))
}

/// Blocks, doubles or walls that do not add up (rules §1, §4.3).
fn miscount(why: String) -> Result<(), PositionError> {
    Err(PositionError::new("position-count", why))
}

pub(super) fn check(g: &Cabale) -> Result<(), PositionError> {
    if g.phase == Phase::Placement {
        placement(g)
    } else {
        runners(g)?;
        material(g)?;
        if g.over {
            finished(g)
        } else {
            in_play(g)
        }
    }
}

/// Rules §3: runners go on start cells in turn from `first`, before anything else happens.
fn placement(g: &Cabale) -> Result<(), PositionError> {
    let n = g.players;
    let (blocks, doubles, walls) = ALLOWANCE[n - 2];
    let placed = (g.to_move + n - g.first) % n;
    for s in 0..n {
        let runner = g.runners[s];
        let before_turn = (s + n - g.first) % n < placed;
        if before_turn && runner == NONE {
            return err(crate::english!(
                "runners: seat {s} places its runner before seat {} (turn), so it cannot be '.'",
                g.to_move
            ));
        }
        if !before_turn && runner != NONE {
            return err(crate::english!(
                "runners: seat {s} already has a runner, but in the placement phase seat {} (turn) places \
                 next and seat {} (first) began",
                g.to_move,
                g.first
            ));
        }
        if runner != NONE && !super::board::is_start_cell(runner) {
            return err(crate::english!(
                "runners: seat {s} starts on {}, not a start cell (§2.3)",
                cell_name(runner)
            ));
        }
    }
    distinct_runners(g)?;
    let untouched = [
        ("blocks", g.blocks.iter().all(Option::is_none)),
        ("blockades", !g.blockades.iter().any(|&b| b)),
        ("supply", g.supply[..n].iter().all(|&v| v == blocks)),
        ("doubles", g.doubles_left[..n].iter().all(|&v| v == doubles)),
        ("walls", g.blockades_left[..n].iter().all(|&v| v == walls)),
        ("taken", g.taken[..n].iter().all(|&t| t == (0, 0))),
        ("lost", g.lost[..n].iter().all(|&v| v == 0)),
        ("marker", g.marker == NONE),
        ("lastblock", !g.last_block),
        ("over", !g.over),
    ];
    match untouched.iter().find(|(_, ok)| !ok) {
        Some((key, _)) => {
            err(crate::english!("{key}: nothing but runners changes in the placement phase (§3)"))
        }
        None => Ok(()),
    }
}

fn distinct_runners(g: &Cabale) -> Result<(), PositionError> {
    for a in 0..g.players {
        for b in a + 1..g.players {
            if g.runners[a] != NONE && g.runners[a] == g.runners[b] {
                return err(crate::english!(
                    "runners: seats {a} and {b} both stand on {}",
                    cell_name(g.runners[a])
                ));
            }
        }
    }
    Ok(())
}

/// After placement every runner is on its own cell, never on a block or the marker (§4.1).
fn runners(g: &Cabale) -> Result<(), PositionError> {
    if let Some(s) = (0..g.players).find(|&s| g.runners[s] == NONE) {
        return err(crate::english!("runners: seat {s} has no runner ('.') after the placement phase"));
    }
    distinct_runners(g)?;
    for s in 0..g.players {
        let c = g.runners[s];
        if g.blocks[c as usize].is_some() {
            return err(crate::english!("runners: seat {s} stands on {}, which holds a block", cell_name(c)));
        }
        if c == g.marker {
            return err(crate::english!("marker: {} holds seat {s}'s runner", cell_name(c)));
        }
    }
    if g.marker != NONE && g.blocks[g.marker as usize].is_some() {
        return err(crate::english!("marker: {} holds a block", cell_name(g.marker)));
    }
    Ok(())
}

/// Every block, double and blockade is in a supply, on the board or captured (rules §1, §4.3).
fn material(g: &Cabale) -> Result<(), PositionError> {
    let n = g.players;
    let gone = (0..n).map(|s| losses(g, s)).collect::<Result<Vec<_>, _>>()?;
    let kind = |f: fn((u32, u32)) -> u32| -> (Vec<u32>, Vec<u32>) {
        let taken = g.taken[..n].iter().map(|&(a, b)| f((a as u32, b as u32))).collect();
        (taken, gone.iter().map(|&l| f(l)).collect())
    };
    let (taken, lost) = kind(|(singles, _)| singles);
    balance("singles", &taken, &lost)?;
    let (taken, lost) = kind(|(_, doubles)| doubles);
    balance("doubles", &taken, &lost)?;
    let walls = ALLOWANCE[n - 2].2;
    let placed: u32 = g.blockades_left[..n].iter().map(|&w| (walls - w) as u32).sum();
    let on_board = g.blockades.iter().filter(|&&b| b).count() as u32;
    if placed != on_board {
        return miscount(crate::english!(
            "walls: the seats have placed {placed} blockades (by their walls left), but blockades lists {on_board}"
        ));
    }
    Ok(())
}

/// The blocks seat `s` lost to captures by kind, (singles, doubles), once its blocks and
/// doubles are checked to add up.
fn losses(g: &Cabale, s: usize) -> Result<(u32, u32), PositionError> {
    let (blocks, doubles, _) = ALLOWANCE[g.players - 2];
    let total = g.blocks_on_board(s) + g.supply[s] as u32 + g.lost[s] as u32;
    if total != blocks as u32 {
        return Err(PositionError::new(
            "position-count",
            crate::english!("supply: seat {s} has {total} blocks (board + supply + lost), not {blocks}"),
        ));
    }
    let used = (doubles - g.doubles_left[s]) as u32;
    let on_board = g.blocks.iter().flatten().filter(|b| b.seat as usize == s && b.double).count() as u32;
    if on_board > used {
        return Err(PositionError::new(
            "position-count",
            crate::english!(
                "doubles: seat {s} has {on_board} doubles on the board but has used only {used} (doubles={})",
                g.doubles_left[s]
            ),
        ));
    }
    // A double used and no longer on the board was captured: it counts two in `lost`.
    let lost_doubles = used - on_board;
    match (g.lost[s] as u32).checked_sub(2 * lost_doubles) {
        Some(lost_singles) => Ok((lost_singles, lost_doubles)),
        None => Err(PositionError::new("position-count", crate::english!(
            "lost: seat {s} lost {} blocks, fewer than its {lost_doubles} doubles gone from the board (2 each)",
            g.lost[s]
        ))),
    }
}

/// Captures of one kind: every block taken was lost by another seat. Such a pairing exists
/// exactly when the totals agree and no seat took more than the others lost.
fn balance(kind: &str, taken: &[u32], lost: &[u32]) -> Result<(), PositionError> {
    let (all_taken, all_lost) = (taken.iter().sum::<u32>(), lost.iter().sum::<u32>());
    if all_taken != all_lost {
        return miscount(crate::english!(
            "taken: the seats took {all_taken} {kind} in all, but lost {all_lost} (lost, doubles and blocks)"
        ));
    }
    for (s, (&t, &l)) in taken.iter().zip(lost).enumerate() {
        if t > all_lost - l {
            return miscount(crate::english!(
                "taken: seat {s} took {t} {kind}, more than the other seats lost ({})",
                all_lost - l
            ));
        }
    }
    Ok(())
}

/// The supply runs out only by the last block of the seat to move, and ends the game (§5a).
fn supplies(g: &Cabale) -> Result<(), PositionError> {
    for s in 0..g.players {
        let last = g.last_block && s == g.to_move;
        if g.supply[s] == 0 && !last {
            return miscount(crate::english!(
                "supply: seat {s} has no block left, but the game ends when the mover places its last \
                 (lastblock=1)"
            ));
        }
        if g.supply[s] > 0 && last {
            return miscount(crate::english!(
                "lastblock=1, but seat {s} (turn) still has {} blocks in supply",
                g.supply[s]
            ));
        }
    }
    Ok(())
}

/// A finished game stopped where play stops it: at the last block (§5a) or a stuck runner (§5b).
fn finished(g: &Cabale) -> Result<(), PositionError> {
    supplies(g)?;
    if g.marker != NONE {
        return err(crate::english!("marker: the marker leaves the board when the game ends"));
    }
    if !g.last_block {
        if g.phase != Phase::Run {
            return err(crate::english!(
                "over=1 without lastblock=1 is a stuck runner, which ends the game in phase run"
            ));
        }
        let stuck = |s: usize| !g.can_run(s);
        let any = if g.rules.any_runner_stuck { (0..g.players).any(stuck) } else { stuck(g.to_move) };
        if !any {
            return err(crate::english!("over=1, but no runner is stuck and no last block was placed"));
        }
        return Ok(());
    }
    // The last block is on the board: where it was built, or where its captures took it.
    let (at, expected) = match g.phase {
        Phase::Build { turn } => (turn, !g.rules.capture_after_last_block),
        Phase::Capture { at, .. } => (at, g.rules.capture_after_last_block),
        _ => (NONE, false),
    };
    if !expected {
        return err(crate::english!(
            "phase: with last_block_capture={} the game does not end in phase {}",
            g.rules.capture_after_last_block,
            phase_word(g.phase)
        ));
    }
    movers_block(g, at, if matches!(g.phase, Phase::Build { .. }) { "build" } else { "at" })
}

fn movers_block(g: &Cabale, at: Cell, key: &str) -> Result<(), PositionError> {
    if g.blocks[at as usize].is_none_or(|b| b.seat as usize != g.to_move) {
        return err(crate::english!(
            "{key}: {} must hold the block of seat {} (turn)",
            cell_name(at),
            g.to_move
        ));
    }
    Ok(())
}

/// A game in play: the marker is down exactly during a turn, and the turn so far is one play
/// can make (§4.1–4.4).
fn in_play(g: &Cabale) -> Result<(), PositionError> {
    supplies(g)?;
    if g.last_block && !(g.rules.capture_after_last_block && matches!(g.phase, Phase::Capture { .. })) {
        return err(crate::english!(
            "lastblock=1: after the last block the game goes on only in its capture step, with \
             last_block_capture=true, not in phase {} (over=1 missing?)",
            phase_word(g.phase)
        ));
    }
    let in_turn = matches!(g.phase, Phase::Build { .. } | Phase::Capture { .. } | Phase::Blockade);
    if in_turn != (g.marker != NONE) {
        return err(crate::english!(
            "marker: the marker is on the board from the run to the end of a turn, so {} in phase {}",
            if in_turn { "it must be given" } else { "it cannot be" },
            phase_word(g.phase)
        ));
    }
    match g.phase {
        Phase::Build { turn } => {
            if !g.is_empty(turn) {
                return err(crate::english!(
                    "build: {} is not empty (block, runner or marker)",
                    cell_name(turn)
                ));
            }
            came_from_marker(g, turn, "build")
        }
        Phase::Capture { at, last } => {
            movers_block(g, at, "at")?;
            match last {
                None => came_from_marker(g, at, "at"),
                Some(d) => jumped(g, at, d as usize),
            }
        }
        _ => Ok(()),
    }
}

/// The runner went from the marker's cell over `turn` to where it stands (§4.1).
fn came_from_marker(g: &Cabale, turn: Cell, key: &str) -> Result<(), PositionError> {
    let seat = g.to_move;
    let mut before = g.clone();
    before.runners[seat] = g.marker;
    before.marker = NONE;
    before.blocks[turn as usize] = None;
    let end = g.runners[seat];
    let mut found = false;
    before.for_each_run(seat, |t, e| found |= t == turn && e == end);
    if found {
        return Ok(());
    }
    err(crate::english!(
        "{key}: seat {seat}'s runner cannot have run from {} (marker) over {} to {}",
        cell_name(g.marker),
        cell_name(turn),
        cell_name(end)
    ))
}

/// The block on `at` last jumped in direction `d`: the cell it jumped and the cell it left are
/// empty, and no blockade lies across (§4.3).
fn jumped(g: &Cabale, at: Cell, d: usize) -> Result<(), PositionError> {
    let back = (d + 3) % 6;
    let over = step(at, back);
    let from = over.and_then(|o| step(o, back));
    let ok = match (over, from) {
        (Some(o), Some(f)) => {
            g.is_empty(o) && g.is_empty(f) && g.crossing_free(at, back) && g.crossing_free(o, back)
        }
        _ => false,
    };
    if !ok {
        return err(crate::english!(
            "last: the block on {} cannot have just jumped in direction {d}",
            cell_name(at)
        ));
    }
    if g.taken[g.to_move] == (0, 0) {
        return err(crate::english!(
            "last: the block has jumped, but seat {} (turn) has taken nothing",
            g.to_move
        ));
    }
    Ok(())
}
