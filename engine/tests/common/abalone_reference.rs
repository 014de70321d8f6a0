//! A second move generator for any number of seats: sets of cells in (row, diag), columns
//! walked cell by cell, written from the rules text alone (the moves and the rules for three and four).
//! Shared by the two-player tests (`abalone.rs`) and those of three and four (`abalone_many.rs`).

use std::collections::BTreeMap;
pub type Board = BTreeMap<(i32, i32), char>;
const DIRS: [(i32, i32); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];
const LETTERS: [char; 4] = ['b', 'w', 'r', 'u'];

fn on(c: (i32, i32)) -> bool {
    (1..=9).contains(&c.0) && (1..=9).contains(&c.1) && (c.0 - c.1).abs() <= 4
}

pub fn from_text(cells: &str) -> Board {
    let mut b = Board::new();
    let mut chars = cells.chars();
    for r in 1..=9 {
        for d in 1..=9 {
            if on((r, d)) {
                b.insert((r, d), chars.next().unwrap());
            }
        }
    }
    b
}

fn add(a: (i32, i32), d: (i32, i32)) -> (i32, i32) {
    (a.0 + d.0, a.1 + d.1)
}

/// Every board seat `me` of `n` can move to.
pub fn successors(b: &Board, n: usize, me: usize) -> Vec<Board> {
    let own = LETTERS[me];
    let mate = if n == 4 { Some(LETTERS[(me + 2) % 4]) } else { None };
    let at = |c: (i32, i32)| if on(c) { b[&c] } else { 'x' };
    let friend = |x: char| x == own || Some(x) == mate;
    let foe = |x: char| x != '.' && x != 'x' && !friend(x);
    let mut out = Vec::new();
    let mine: Vec<_> = b.iter().filter(|(_, &v)| v == own).map(|(&k, _)| k).collect();
    // In-line: a column from one of your marbles (its rear), then what it pushes.
    for &tail in &mine {
        for &d in &DIRS {
            let mut column = vec![tail];
            let mut next = add(tail, d);
            while friend(at(next)) {
                column.push(next);
                next = add(next, d);
            }
            if column.len() > 3 {
                continue;
            }
            let mut pushed = Vec::new();
            while foe(at(next)) {
                pushed.push(next);
                next = add(next, d);
            }
            let partner_in = column.iter().any(|&c| at(c) != own);
            let ok = if pushed.is_empty() {
                at(next) == '.' && !partner_in
            } else {
                pushed.len() < column.len() && (at(next) == '.' || at(next) == 'x')
            };
            if !ok {
                continue;
            }
            let mut nb = b.clone();
            let moving: Vec<_> = column.iter().chain(pushed.iter()).copied().collect();
            let colours: Vec<char> = moving.iter().map(|&c| at(c)).collect();
            for &c in &moving {
                nb.insert(c, '.');
            }
            for (&c, &colour) in moving.iter().zip(&colours) {
                let to = add(c, d);
                if on(to) {
                    nb.insert(to, colour);
                }
            }
            out.push(nb);
        }
    }
    // Broadside: two or three of your own in a row, each stepping sideways into a free cell.
    for &first in &mine {
        for (axis, &a) in DIRS.iter().enumerate().take(3) {
            let mut group = vec![first];
            for _ in 0..2 {
                let n = add(*group.last().unwrap(), a);
                if at(n) != own {
                    break;
                }
                group.push(n);
                for (di, &d) in DIRS.iter().enumerate() {
                    if di % 3 == axis {
                        continue;
                    }
                    if group.iter().all(|&c| at(add(c, d)) == '.') {
                        let mut nb = b.clone();
                        for &c in &group {
                            nb.insert(c, '.');
                        }
                        for &c in &group {
                            nb.insert(add(c, d), own);
                        }
                        out.push(nb);
                    }
                }
            }
        }
    }
    out
}

pub fn perft(b: &Board, n: usize, me: usize, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let next = (me + 1) % n;
    successors(b, n, me).iter().map(|nb| if depth == 1 { 1 } else { perft(nb, n, next, depth - 1) }).sum()
}
