//! Helpers shared by the games' rules tests.

use ludus_engine::core::{actions, Game, OptionValues, Rng};

/// `text` cut and garbled, for no-panic tests: one to four deletions, insertions or
/// replacements with characters of `alphabet`.
#[allow(dead_code)] // each test file uses its own part of this module
pub fn mangle(text: &str, alphabet: &[char], rng: &mut Rng) -> String {
    let mut t: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(t.len() + 1);
        match rng.below(3) {
            0 if at < t.len() => {
                t.remove(at);
            }
            1 => t.insert(at, alphabet[rng.below(alphabet.len())]),
            _ if at < t.len() => t[at] = alphabet[rng.below(alphabet.len())],
            _ => {}
        }
    }
    t.into_iter().collect()
}

/// Every action available now (chance outcomes included).
#[allow(dead_code)] // each test file uses its own part of this module
pub fn listed<G: Game>(g: &G) -> Vec<G::Action> {
    let mut out = Vec::new();
    actions(g, &mut out);
    out
}

/// The text re-reads as the same state (every field), with the same actions and the same text.
#[allow(dead_code)]
pub fn rereads<G: Game + PartialEq>(g: &G, options: &OptionValues) -> G {
    let text = g.position_text();
    let again = G::from_position(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(again == *g, "{text}");
    assert!(listed(&again) == listed(g), "{text}");
    assert_eq!(again.position_text(), text);
    again
}
