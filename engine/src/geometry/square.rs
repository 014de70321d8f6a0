//! Names of squares on a rectangular board, as on a chess board: the file's letter from `a`,
//! then the rank's number from 1 (`a1`, `i4`). A square's index is `rank · files + file`, both
//! counted from 0, so `a1` is 0.

/// A board of `files` × `ranks` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub files: u8,
    pub ranks: u8,
}

impl Grid {
    /// At most 26 files (one letter each) and 256 squares (an index fits a `u8`).
    pub const fn new(files: u8, ranks: u8) -> Grid {
        assert!(files >= 1 && files <= 26 && ranks >= 1 && files as u16 * ranks as u16 <= 256);
        Grid { files, ranks }
    }

    pub const fn squares(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    pub fn name(self, sq: u8) -> String {
        let (file, rank) = (sq % self.files, sq as usize / self.files as usize);
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    /// Reads a name like `a1` (the letter in either case). Anything else, hostile text included,
    /// is `None`: every range is checked before any arithmetic.
    pub fn parse(self, text: &str) -> Option<u8> {
        let (&letter, digits) = text.as_bytes().split_first()?;
        if !letter.is_ascii_alphabetic() {
            return None;
        }
        let file = letter.to_ascii_lowercase() - b'a';
        // 1..=ranks without a leading zero; three digits cover any rank of a 256-square board.
        if file >= self.files
            || digits.is_empty()
            || digits.len() > 3
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let rank = digits.iter().fold(0u16, |n, &d| n * 10 + (d - b'0') as u16);
        if rank > self.ranks as u16 {
            return None;
        }
        // rank ≤ ranks and file < files, so this is below files · ranks ≤ 256.
        Some((rank as u8 - 1) * self.files + file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_board_size_in_use() {
        for (files, ranks) in [(8, 8), (4, 4), (9, 4), (26, 9), (1, 255), (16, 16)] {
            let g = Grid::new(files, ranks);
            for sq in 0..g.squares() {
                let sq = sq as u8;
                assert_eq!(g.parse(&g.name(sq)), Some(sq), "{files}×{ranks} {sq}");
                assert_eq!(g.parse(&g.name(sq).to_uppercase()), Some(sq));
            }
        }
        let tab = Grid::new(9, 4);
        assert_eq!(tab.name(0), "a1");
        assert_eq!(tab.name(35), "i4");
        assert_eq!(Grid::new(1, 255).name(254), "a255");
    }

    #[test]
    fn bad_names_are_refused() {
        let g = Grid::new(8, 8);
        let words = "a 1 a0 a9 i1 a01 a10 a256 a99999999999 a-1 a+1 @1 `1 {1 é1 a\u{e9} \u{1F3B2} aa 11";
        for bad in words.split(' ').chain(["", "a1 ", " a1"]) {
            assert_eq!(g.parse(bad), None, "{bad:?}");
        }
        assert_eq!(Grid::new(4, 4).parse("e1"), None);
        assert_eq!(Grid::new(9, 4).parse("i5"), None);
    }
}
