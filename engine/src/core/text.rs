//! Reading untrusted text: how a message shows what it was given, and how a number field is
//! read. Every reader (position text, notation, records, the command line) uses these, so a
//! hostile input never reaches a terminal or a page raw and every range error says the same.

use super::PositionError;

/// The most characters of an input a message shows.
pub const SHOWN: usize = 80;

/// `text` quoted for a one-line message: control characters escaped (`\n`, `\u{1b}`…), at most
/// [`SHOWN`] characters, a trailing `…` when cut.
pub fn quote(text: &str) -> String {
    format!("'{}'", one_line(text, SHOWN))
}

/// `text` fit for one line of a message: control characters escaped (`\n`, `\u{1b}`…), at
/// most `most` characters, a trailing `…` when cut.
pub fn one_line(text: &str, most: usize) -> String {
    let mut out = String::with_capacity(text.len().min(most * 2));
    for (i, c) in text.chars().enumerate() {
        if i == most {
            out.push('…');
            break;
        }
        if c.is_control() {
            // Only ASCII escapes: `escape_debug` would pull Unicode tables into the wasm.
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Why a number field could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Not a whole number written in digits.
    Form,
    /// A number, but above `most`.
    TooLarge,
    /// A number, but below `least`.
    TooSmall,
}

/// Reads a whole number in `least..=most`, telling a wrong form from a number out of range
/// (digits beyond any integer type are "too large", not "wrong form").
pub fn number(text: &str, least: u64, most: u64) -> Result<u64, NumberError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::Form);
    }
    let digits = text.trim_start_matches('0');
    // u64::MAX has 20 digits; longer cannot parse (and is not worth parsing).
    if digits.len() > 20 {
        return Err(NumberError::TooLarge);
    }
    let n: u64 = if digits.is_empty() { 0 } else { digits.parse().map_err(|_| NumberError::TooLarge)? };
    if n > most {
        Err(NumberError::TooLarge)
    } else if n < least {
        Err(NumberError::TooSmall)
    } else {
        Ok(n)
    }
}

/// [`number`] for a position field named `field` (e.g. "marbles ejected by Black"), with the
/// message a player reads: "… is too large (at most 6)", "… must be a number, not 'x'".
pub fn field(field: &str, text: &str, least: u64, most: u64) -> Result<u64, PositionError> {
    number(text, least, most).map_err(|e| {
        let english = match e {
            NumberError::Form => crate::english!("{field} must be a whole number, not {}", quote(text)),
            NumberError::TooLarge => crate::english!("{field} {} is too large (at most {most})", quote(text)),
            NumberError::TooSmall => {
                crate::english!("{field} {} is too small (at least {least})", quote(text))
            }
        };
        PositionError::new("position-number", english).quoting(text)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quote_escapes_and_shortens() {
        assert_eq!(quote("a\nb\u{1b}[2J"), "'a\\nb\\u{1b}[2J'");
        let long = "x".repeat(100_000);
        let q = quote(&long);
        assert_eq!(q.chars().count(), SHOWN + 3);
        assert!(q.ends_with("…'"));
    }

    #[test]
    fn numbers_tell_form_from_range() {
        assert_eq!(number("7", 0, 9), Ok(7));
        assert_eq!(number("007", 0, 9), Ok(7));
        assert_eq!(number("10", 0, 9), Err(NumberError::TooLarge));
        assert_eq!(number("99999999999999999999999999", 0, 9), Err(NumberError::TooLarge));
        assert_eq!(number("18446744073709551615", 0, u64::MAX), Ok(u64::MAX));
        assert_eq!(number("18446744073709551616", 0, u64::MAX), Err(NumberError::TooLarge));
        assert_eq!(number("00000000000000000000000042", 0, u64::MAX), Ok(42));
        assert_eq!(number("-1", 0, 9), Err(NumberError::Form));
        assert_eq!(number("", 0, 9), Err(NumberError::Form));
        assert_eq!(number("1x", 0, 9), Err(NumberError::Form));
        assert_eq!(number("0", 1, 9), Err(NumberError::TooSmall));
        let e = field("marbles ejected by Black", "12", 0, 6).unwrap_err();
        assert_eq!(e.0.english, "marbles ejected by Black '12' is too large (at most 6)");
    }
}
