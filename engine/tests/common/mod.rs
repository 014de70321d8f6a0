//! Helpers shared by the games' rules tests.

use ludus_engine::core::Rng;

/// `text` cut and garbled, for no-panic tests: one to four deletions, insertions or
/// replacements with characters of `alphabet`.
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
