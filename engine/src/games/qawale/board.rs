//! The 4×4 board: spaces, the four sowing directions, the ten lines (rules §1, §3).

use crate::geometry::square::Grid;

/// A space index `(rank−1)·4 + file`, a1 = 0 … d4 = 15 (rules §1).
pub type Space = u8;

const BOARD: Grid = Grid::new(4, 4);

pub const SPACES: usize = 16;

/// Sowing directions; only these four exist, never diagonals (rules §1, Q1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn from_bits(b: u64) -> Dir {
        Dir::ALL[(b & 3) as usize]
    }

    pub fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 2) % 4]
    }

    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }

    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'N' => Some(Dir::N),
            'E' => Some(Dir::E),
            'S' => Some(Dir::S),
            'W' => Some(Dir::W),
            _ => None,
        }
    }
}

/// The space one step from `s` in `d`, or `None` off the board.
pub fn step(s: Space, d: Dir) -> Option<Space> {
    let (file, rank) = (s % 4, s / 4);
    match d {
        Dir::N if rank < 3 => Some(s + 4),
        Dir::S if rank > 0 => Some(s - 4),
        Dir::E if file < 3 => Some(s + 1),
        Dir::W if file > 0 => Some(s - 1),
        _ => None,
    }
}

/// The direction leading from `a` to the orthogonally adjacent `b`.
pub fn dir_between(a: Space, b: Space) -> Option<Dir> {
    Dir::ALL.into_iter().find(|&d| step(a, d) == Some(b))
}

pub fn space_name(s: Space) -> String {
    BOARD.name(s)
}

pub fn parse_space(text: &str) -> Option<Space> {
    BOARD.parse(text)
}

/// The 10 lines as bit masks over spaces: 4 ranks, 4 files, 2 long diagonals (rules §3).
pub const LINES: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, // ranks 1–4
    0x1111, 0x2222, 0x4444, 0x8888, // files a–d
    0x8421, // a1 b2 c3 d4
    0x1248, // a4 b3 c2 d1
];

/// The line completed in `tops` (a mask of spaces showing one colour), if any.
pub fn line_in(tops: u16) -> Option<u16> {
    LINES.into_iter().find(|&l| tops & l == l)
}
