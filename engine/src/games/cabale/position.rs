//! Position text: space-separated `key=value` fields, in this order when written:
//!
//! `players=3 first=0 turn=1 phase=run runners=B1,H9,E1 blocks=E5:0,E6:1d supply=18,18,20
//! doubles=4,4,3 walls=8,8,8 taken=0/0,1/0,0/0 lost=1,0,0 blockades=E5F6,C3C4`
//!
//! plus, during a turn, `marker=C3` and `build=E5` (phase build) or `at=E7 last=2`
//! (phase capture; `last` = direction 0–5 of the last jump, or `-`), and `lastblock=1` once the
//! last block is down. `runners` uses `.` for a runner not yet placed; `blocks` lists cell:seat,
//! `d` marking a double; `taken` = singles/doubles captured by each seat; `lost` = blocks each
//! seat lost to captures (a double counts two). Rule options come from
//! the options, not the text.

use super::board::{cell_name, edge_name, parse_cell, parse_edge, Cell, EDGES, NONE};
use super::{Block, Cabale, Phase};
use crate::core::{OptionValues, PositionError};

fn list<T: ToString>(items: impl Iterator<Item = T>) -> String {
    let v: Vec<String> = items.map(|x| x.to_string()).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(",")
    }
}

pub fn write(g: &Cabale) -> String {
    let n = g.players;
    let cell = |c: Cell| if c == NONE { ".".to_string() } else { cell_name(c) };
    let phase = match g.phase {
        Phase::Placement => "placement",
        Phase::Run => "run",
        Phase::Build { .. } => "build",
        Phase::Capture { .. } => "capture",
        Phase::Blockade => "blockade",
    };
    let mut s = format!(
        "players={n} first={} turn={} phase={phase} runners={} blocks={} supply={} doubles={} walls={} taken={} lost={} blockades={}",
        g.first,
        g.to_move,
        list(g.runners[..n].iter().map(|&c| cell(c))),
        list(g.blocks.iter().enumerate().filter_map(|(c, b)| b.map(|b| format!(
            "{}:{}{}",
            cell_name(c as Cell),
            b.seat,
            if b.double { "d" } else { "" }
        )))),
        list(g.supply[..n].iter()),
        list(g.doubles_left[..n].iter()),
        list(g.blockades_left[..n].iter()),
        list(g.taken[..n].iter().map(|(a, b)| format!("{a}/{b}"))),
        list(g.lost[..n].iter()),
        list((0..EDGES).filter(|&e| g.blockades[e]).map(|e| edge_name(e as u8))),
    );
    if g.marker != NONE {
        s.push_str(&format!(" marker={}", cell_name(g.marker)));
    }
    match g.phase {
        Phase::Build { turn } => s.push_str(&format!(" build={}", cell_name(turn))),
        Phase::Capture { at, last } => s.push_str(&format!(
            " at={} last={}",
            cell_name(at),
            last.map_or("-".to_string(), |d| d.to_string())
        )),
        _ => {}
    }
    if g.last_block {
        s.push_str(" lastblock=1");
    }
    if g.over {
        s.push_str(" over=1");
    }
    s
}

pub fn read(text: &str, options: &OptionValues) -> Result<Cabale, PositionError> {
    let err = |why: String| PositionError(why);
    let mut fields = std::collections::BTreeMap::new();
    for f in text.split_whitespace() {
        let (k, v) = f.split_once('=').ok_or_else(|| err(format!("'{f}' is not key=value")))?;
        if fields.insert(k, v).is_some() {
            return Err(err(format!("'{k}' appears twice")));
        }
    }
    let get = |k: &str| fields.get(k).copied().ok_or_else(|| err(format!("missing '{k}='")));
    let players: usize = get("players")?
        .parse()
        .ok()
        .filter(|p| (2..=4).contains(p))
        .ok_or_else(|| err("players must be 2, 3 or 4".into()))?;
    let mut opts = options.clone();
    opts.insert("players".into(), players.to_string());
    let mut g = Cabale::new_with(&opts, 0).map_err(|e| err(e.0))?;
    let seat = |s: &str, what: &str| -> Result<usize, PositionError> {
        s.parse::<usize>()
            .ok()
            .filter(|&x| x < players)
            .ok_or_else(|| err(format!("{what} must be a seat 0–{}, not '{s}'", players - 1)))
    };
    g.first = seat(get("first")?, "first")?;
    g.to_move = seat(get("turn")?, "turn")?;
    let cell = |s: &str| parse_cell(s).ok_or_else(|| err(format!("'{s}' is not a cell A1…I9")));
    let items = |s: &'_ str| -> Vec<String> {
        if s == "-" {
            vec![]
        } else {
            s.split(',').map(String::from).collect()
        }
    };
    let per_seat = |key: &str| -> Result<Vec<String>, PositionError> {
        let v = items(get(key)?);
        if v.len() != players {
            return Err(err(format!("'{key}' needs {players} values, found {}", v.len())));
        }
        Ok(v)
    };
    for (i, r) in per_seat("runners")?.iter().enumerate() {
        g.runners[i] = if r == "." { NONE } else { cell(r)? };
    }
    for b in items(get("blocks")?) {
        let (c, owner) =
            b.split_once(':').ok_or_else(|| err(format!("block '{b}' must look like E5:0 or E5:1d")))?;
        let double = owner.ends_with('d');
        let owner = seat(owner.trim_end_matches('d'), "a block's owner")?;
        g.blocks[cell(c)? as usize] = Some(Block { seat: owner as u8, double });
    }
    let numbers = |key: &str, max: u8| -> Result<Vec<u8>, PositionError> {
        per_seat(key)?
            .iter()
            .map(|v| {
                v.parse::<u8>()
                    .ok()
                    .filter(|&n| n <= max)
                    .ok_or_else(|| err(format!("'{key}' value '{v}' is not 0–{max}")))
            })
            .collect()
    };
    let (blocks, doubles, walls) = super::ALLOWANCE[players - 2];
    for (i, v) in numbers("supply", blocks)?.into_iter().enumerate() {
        g.supply[i] = v;
    }
    for (i, v) in numbers("doubles", doubles)?.into_iter().enumerate() {
        g.doubles_left[i] = v;
    }
    for (i, v) in numbers("walls", walls)?.into_iter().enumerate() {
        g.blockades_left[i] = v;
    }
    // No seat can take more than the others' blocks; the bound also keeps the counts, which
    // captures go on adding to, far from overflowing.
    let most_taken = blocks * (players as u8 - 1);
    for (i, t) in per_seat("taken")?.iter().enumerate() {
        let why = || err(format!("taken '{t}' must look like 2/1, each at most {most_taken}"));
        let (a, b) = t.split_once('/').ok_or_else(why)?;
        let n = |s: &str| s.parse::<u8>().ok().filter(|&n| n <= most_taken).ok_or_else(why);
        g.taken[i] = (n(a)?, n(b)?);
    }
    for (i, v) in numbers("lost", blocks)?.into_iter().enumerate() {
        g.lost[i] = v;
    }
    for e in items(get("blockades")?) {
        let id = parse_edge(&e)
            .ok_or_else(|| err(format!("'{e}' is not an edge between two neighbouring cells")))?;
        g.blockades[id as usize] = true;
    }
    g.marker = match fields.get("marker") {
        Some(m) => cell(m)?,
        None => NONE,
    };
    g.phase = match get("phase")? {
        "placement" => Phase::Placement,
        "run" => Phase::Run,
        "build" => Phase::Build { turn: cell(get("build")?)? },
        "capture" => {
            let last = match get("last")? {
                "-" => None,
                d => Some(
                    d.parse::<u8>()
                        .ok()
                        .filter(|&d| d < 6)
                        .ok_or_else(|| err("last must be 0–5 or -".into()))?,
                ),
            };
            Phase::Capture { at: cell(get("at")?)?, last }
        }
        "blockade" => Phase::Blockade,
        other => return Err(err(format!("unknown phase '{other}'"))),
    };
    if let Phase::Capture { at, .. } = g.phase {
        if g.blocks[at as usize].is_none_or(|b| b.seat as usize != g.to_move) {
            return Err(err("the capturing block must be the mover's".into()));
        }
    }
    g.last_block = fields.get("lastblock") == Some(&"1");
    g.over = fields.get("over") == Some(&"1");
    // Blocks are conserved: on the board + in supply + lost to captures = the allowance.
    for s in 0..players {
        let total = g.blocks_on_board(s) + g.supply[s] as u32 + g.lost[s] as u32;
        if total != blocks as u32 {
            return Err(err(format!("seat {s} has {total} blocks (board + supply + lost), not {blocks}")));
        }
    }
    let known = [
        "players",
        "first",
        "turn",
        "phase",
        "runners",
        "blocks",
        "supply",
        "doubles",
        "walls",
        "taken",
        "lost",
        "blockades",
        "marker",
        "build",
        "at",
        "last",
        "lastblock",
        "over",
    ];
    if let Some(k) = fields.keys().find(|k| !known.contains(k)) {
        return Err(err(format!("unknown field '{k}'")));
    }
    // Settle the position as play would: skip steps with nothing to decide, and end the game if
    // the runner to move is stuck (§4.0).
    if !g.over {
        g.advance();
    }
    Ok(g)
}
