//! Position text: space-separated `key=value` fields, in this order when written:
//!
//! `players=3 first=0 turn=2 phase=run runners=B1,H9,E1 blocks=C3:2,D4:1,E5:0,E6:1d
//! supply=18,17,19 doubles=4,3,4 walls=7,8,7 taken=0/0,1/0,0/0 lost=1,0,0 blockades=C3C4,E5F6`
//!
//! plus, during a turn, `marker=C3` and `build=E5` (phase build) or `at=E7 last=2`
//! (phase capture; `last` = direction 0–5 of the last jump, or `-`), and `lastblock=1` once the
//! last block is down. `runners` uses `.` for a runner not yet placed; `blocks` lists cell:seat,
//! `d` marking a double; `taken` = singles/doubles captured by each seat; `lost` = blocks each
//! seat lost to captures (a double counts two). Rule options come from
//! the options, not the text.
//!
//! The reader refuses what play cannot reach (`reachable`), then settles the position as play
//! would (rules §7).

use super::board::{cell_name, edge_name, parse_cell, parse_edge, Cell, EDGES, NONE};
use super::{reachable, Block, Cabale, Phase};
use crate::core::text::{field, quote};
use crate::core::{OptionValues, PositionError};

fn list<T: ToString>(items: impl Iterator<Item = T>) -> String {
    let v: Vec<String> = items.map(|x| x.to_string()).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(",")
    }
}

/// The phase as the text writes it.
pub(super) fn phase_word(phase: Phase) -> &'static str {
    match phase {
        Phase::Placement => "placement",
        Phase::Run => "run",
        Phase::Build { .. } => "build",
        Phase::Capture { .. } => "capture",
        Phase::Blockade => "blockade",
    }
}

pub fn write(g: &Cabale) -> String {
    let n = g.players;
    let cell = |c: Cell| if c == NONE { ".".to_string() } else { cell_name(c) };
    let phase = phase_word(g.phase);
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

/// Every key the text may hold.
const KEYS: [&str; 18] = [
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

fn err(key: &'static str, why: String) -> PositionError {
    PositionError::new(key, why)
}

/// The fields of a text by key, each key known and given once. A list, not a map: a score of
/// keys is searched as fast, and a map's code cost the site's wasm some kilobytes.
struct Fields<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Fields<'a> {
    fn parse(text: &'a str) -> Result<Fields<'a>, PositionError> {
        let mut fields = Fields(Vec::new());
        for f in text.split_whitespace() {
            let (k, v) = f.split_once('=').ok_or_else(|| {
                err("position-part", crate::english!("{} is not key=value", quote(f))).quoting(f)
            })?;
            if !KEYS.contains(&k) {
                return Err(err("position-part", crate::english!("unknown field {}", quote(k))).quoting(k));
            }
            if fields.optional(k).is_some() {
                return Err(err("position-part", crate::english!("{} appears twice", quote(k))).quoting(k));
            }
            fields.0.push((k, v));
        }
        Ok(fields)
    }

    fn get(&self, key: &str) -> Result<&'a str, PositionError> {
        self.optional(key)
            .ok_or_else(|| err("position-part", crate::english!("missing '{key}='")).quoting(key))
    }

    fn optional(&self, key: &str) -> Option<&'a str> {
        self.0.iter().find(|f| f.0 == key).map(|f| f.1)
    }

    /// A list: `-` for none, else comma-separated items.
    fn list(&self, key: &str) -> Result<Vec<&'a str>, PositionError> {
        let v = self.get(key)?;
        Ok(if v == "-" { vec![] } else { v.split(',').collect() })
    }

    /// A list with one item per seat.
    fn per_seat(&self, key: &str, players: usize) -> Result<Vec<&'a str>, PositionError> {
        let v = self.list(key)?;
        if v.len() != players {
            return Err(err(
                "position-part",
                crate::english!("{key} needs {players} values (one per seat), found {}", v.len()),
            )
            .quoting(key));
        }
        Ok(v)
    }

    /// A flag: absent or `0` is false, `1` true; anything else is refused, not read as false.
    fn flag(&self, key: &str) -> Result<bool, PositionError> {
        self.optional(key).map_or(Ok(false), |v| field(key, v, 0, 1).map(|n| n == 1))
    }
}

fn cell(what: &str, text: &str) -> Result<Cell, PositionError> {
    parse_cell(text).ok_or_else(|| {
        err("position-part", crate::english!("{what}: {} is not a cell A1…I9", quote(text))).quoting(text)
    })
}

pub fn read(text: &str, options: &OptionValues) -> Result<Cabale, PositionError> {
    let fields = Fields::parse(text)?;
    let players = field("players", fields.get("players")?, 2, 4)? as usize;
    // The text names the seats; an explicit `players` option must agree with it.
    if let Some(p) = options.get("players").filter(|p| p.as_str() != players.to_string()) {
        return Err(err(
            "position-options",
            crate::english!("players={players} in the text, but the players option is {}", quote(p)),
        ));
    }
    let mut opts = options.clone();
    opts.insert("players".into(), players.to_string());
    let mut g = Cabale::new_with(&opts, 0).map_err(|e| err("position-options", e.0))?;
    let last_seat = players as u64 - 1;
    g.first = field("first", fields.get("first")?, 0, last_seat)? as usize;
    g.to_move = field("turn", fields.get("turn")?, 0, last_seat)? as usize;
    for (i, r) in fields.per_seat("runners", players)?.into_iter().enumerate() {
        g.runners[i] = if r == "." { NONE } else { cell("runners", r)? };
    }
    read_blocks(&fields, &mut g)?;
    read_counts(&fields, &mut g)?;
    read_blockades(&fields, &mut g)?;
    g.marker = fields.optional("marker").map_or(Ok(NONE), |m| cell("marker", m))?;
    g.phase = read_phase(&fields)?;
    g.last_block = fields.flag("lastblock")?;
    g.over = fields.flag("over")?;
    reachable::check(&g)?;
    g.settle();
    Ok(g)
}

fn read_blocks(fields: &Fields, g: &mut Cabale) -> Result<(), PositionError> {
    for b in fields.list("blocks")? {
        let (c, owner) = b.split_once(':').ok_or_else(|| {
            err("position-board", crate::english!("blocks: {} must look like E5:0 or E5:1d", quote(b)))
                .quoting(b)
        })?;
        let at = cell("blocks", c)?;
        let (owner, double) = match owner.strip_suffix('d') {
            Some(seat) => (seat, true),
            None => (owner, false),
        };
        let what = format!("blocks: the owner of the block on {}", cell_name(at));
        let seat = field(&what, owner, 0, g.players as u64 - 1)? as u8;
        if g.blocks[at as usize].is_some() {
            return Err(err("position-board", crate::english!("blocks: {} is listed twice", cell_name(at))));
        }
        g.blocks[at as usize] = Some(Block { seat, double });
    }
    Ok(())
}

/// The per-seat counts, each within what the seat ever holds (rules §1).
fn read_counts(fields: &Fields, g: &mut Cabale) -> Result<(), PositionError> {
    let n = g.players;
    let (blocks, doubles, walls) = super::ALLOWANCE[n - 2];
    let numbers = |key: &str, most: u8, out: &mut [u8; 4]| -> Result<(), PositionError> {
        for (i, v) in fields.per_seat(key, n)?.into_iter().enumerate() {
            out[i] = field(&format!("{key} of seat {i}"), v, 0, most as u64)? as u8;
        }
        Ok(())
    };
    numbers("supply", blocks, &mut g.supply)?;
    numbers("doubles", doubles, &mut g.doubles_left)?;
    numbers("walls", walls, &mut g.blockades_left)?;
    numbers("lost", blocks, &mut g.lost)?;
    // A seat takes at most the other seats' blocks; `reachable` checks the exact balance.
    let others = n as u64 - 1;
    for (i, t) in fields.per_seat("taken", n)?.into_iter().enumerate() {
        let (singles, twos) = t.split_once('/').ok_or_else(|| {
            err("position-part", crate::english!("taken of seat {i}: {} must look like 2/1", quote(t)))
                .quoting(t)
        })?;
        g.taken[i] = (
            field(&format!("taken singles of seat {i}"), singles, 0, blocks as u64 * others)? as u8,
            field(&format!("taken doubles of seat {i}"), twos, 0, doubles as u64 * others)? as u8,
        );
    }
    Ok(())
}

fn read_blockades(fields: &Fields, g: &mut Cabale) -> Result<(), PositionError> {
    for e in fields.list("blockades")? {
        let id = parse_edge(e).ok_or_else(|| {
            err(
                "position-board",
                crate::english!("blockades: {} is not a line between two neighbouring cells", quote(e)),
            )
            .quoting(e)
        })?;
        if g.blockades[id as usize] {
            return Err(err(
                "position-board",
                crate::english!("blockades: {} is listed twice", edge_name(id)),
            ));
        }
        // Rules §2.4: the option decides which lines take blockades.
        if !g.rules.blockade_edge[id as usize] {
            return Err(err(
                "position-options",
                crate::english!(
                    "blockades: {} is not a line blockades may go on (option blockade_edges)",
                    edge_name(id)
                ),
            ));
        }
        g.blockades[id as usize] = true;
    }
    Ok(())
}

/// The phase, with `build` in phase build and `at`/`last` in phase capture (and only there).
fn read_phase(fields: &Fields) -> Result<Phase, PositionError> {
    let phase = match fields.get("phase")? {
        "placement" => Phase::Placement,
        "run" => Phase::Run,
        "build" => Phase::Build { turn: cell("build", fields.get("build")?)? },
        "capture" => {
            let last = match fields.get("last")? {
                "-" => None,
                d => Some(field("last", d, 0, 5)? as u8),
            };
            Phase::Capture { at: cell("at", fields.get("at")?)?, last }
        }
        "blockade" => Phase::Blockade,
        other => {
            let english =
                crate::english!("phase {} is not placement, run, build, capture or blockade", quote(other));
            return Err(err("position-part", english).quoting(other));
        }
    };
    let stray = match phase {
        Phase::Build { .. } => ["at", "last"].iter().find(|k| fields.optional(k).is_some()),
        Phase::Capture { .. } => ["build"].iter().find(|k| fields.optional(k).is_some()),
        _ => ["build", "at", "last"].iter().find(|k| fields.optional(k).is_some()),
    };
    match stray {
        Some(k) => Err(err(
            "position-part",
            crate::english!("{k}= does not belong to phase {}", fields.get("phase")?),
        )
        .quoting(k)),
        None => Ok(phase),
    }
}
