//! How a game ended.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// One seat won.
    Win(usize),
    /// Nobody won.
    Draw,
    /// Final scores per seat (Cabale); the highest score wins, equal highest share the win.
    Scores(Vec<i32>),
}

impl Outcome {
    /// Reward per seat in [0, 1] for search and statistics: 1 for a sole winner, shared wins and
    /// draws split the point among the sharers.
    pub fn rewards(&self, seats: usize) -> Vec<f64> {
        let mut r = Vec::with_capacity(seats);
        self.rewards_into(seats, &mut r);
        r
    }

    /// `rewards` into a buffer the caller keeps: a search scores every playout, and in the
    /// worker's wasm an allocation each time costs more than the scoring.
    pub fn rewards_into(&self, seats: usize, r: &mut Vec<f64>) {
        r.clear();
        r.resize(seats, 0.0);
        match self {
            Outcome::Win(s) => r[*s] = 1.0,
            Outcome::Draw => r.iter_mut().for_each(|x| *x = 1.0 / seats as f64),
            Outcome::Scores(scores) => {
                let best = scores.iter().copied().max().unwrap_or(0);
                let winners = (0..seats).filter(|&i| scores[i] == best).count();
                for w in (0..seats).filter(|&i| scores[i] == best) {
                    r[w] = 1.0 / winners as f64;
                }
            }
        }
    }

    /// The winning seats (several for a shared win, none for a draw).
    pub fn winners(&self, seats: usize) -> Vec<usize> {
        match self {
            Outcome::Draw => vec![],
            _ => {
                let r = self.rewards(seats);
                let best = r.iter().cloned().fold(0.0, f64::max);
                if best <= 0.0 {
                    return vec![];
                }
                (0..seats).filter(|&i| r[i] == best).collect()
            }
        }
    }
}
