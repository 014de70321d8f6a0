//! A throw weighed before it falls, as the computer's worker answers it (`www/computer`'s
//! `weigh`): each outcome with its odds, each seat's expected result after it and what follows,
//! under each seat's expectation. Read here for the hint at a throw and for the game review,
//! which judges the position after a move from the throw that follows it.

/// What follows an outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// The best action of the seat that acts then.
    Best(String),
    /// Another throw.
    Throw,
    /// The end of the game.
    Over,
}

/// One outcome: its notation ("throw 2"), its odds and each seat's result after it, in
/// thousandths, and what follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub throw: String,
    pub odds: i64,
    pub worth: Vec<i64>,
    pub next: Next,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weighed {
    /// Each seat's expected result, in thousandths.
    pub expected: Vec<i64>,
    pub outcomes: Vec<Outcome>,
}

/// Reads the worker's answer; `None` for any other answer (a move) or a malformed one.
pub fn read(answer: &str) -> Option<Weighed> {
    let thousandths = |s: &str| -> Option<Vec<i64>> {
        s.split(',').map(|v| v.parse().ok().filter(|x| (0..=1000).contains(x))).collect()
    };
    let mut lines = answer.lines();
    let expected = thousandths(lines.next()?.strip_prefix("weighed\t")?)?;
    let mut outcomes = Vec::new();
    for line in lines {
        let mut parts = line.split('\t');
        let throw = parts.next()?.to_string();
        let odds = parts.next()?.parse().ok().filter(|x| (0..=1000).contains(x))?;
        let worth = thousandths(parts.next()?)?;
        let next = match parts.next()? {
            "+" => Next::Throw,
            "." => Next::Over,
            best => Next::Best(best.to_string()),
        };
        if parts.next().is_some() || worth.len() != expected.len() {
            return None;
        }
        outcomes.push(Outcome { throw, odds, worth, next });
    }
    (!outcomes.is_empty()).then_some(Weighed { expected, outcomes })
}
