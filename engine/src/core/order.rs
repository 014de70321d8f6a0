//! Sorting for the short lists the engine and the app order: a position's actions (tens, at most
//! a few hundred) and the places a board highlights.
//!
//! Insertion sort on purpose. The standard library's sorts are built for any length: each
//! element type instantiates several kilobytes of pattern-defeating quicksort or driftsort, and
//! the site carries one copy per type (12 KB of its wasm before this module). On lists this
//! short, insertion sort is as fast.

/// Sorts `items` by a key computed once per item (`keys` is scratch space, reused across calls
/// so the search allocates nothing). Stable: equal keys keep their order, exactly as
/// `sort_by_cached_key` would leave them.
pub fn sort_by_key_once<T, K: Ord + Copy>(items: &mut [T], keys: &mut Vec<K>, mut key: impl FnMut(&T) -> K) {
    keys.clear();
    keys.extend(items.iter().map(&mut key));
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && keys[j] < keys[j - 1] {
            keys.swap(j, j - 1);
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// `sort_by_key_once` for lists that may be long: a search's actions, hundreds in Qawale's middle
/// game, where insertion sort's quadratic time was a third of the alpha-beta's. Short lists
/// are sorted by insertion; long ones by the standard library's sort of (key, index) pairs, then
/// put in that order in place. Only the computer's searches call it, so the site's page
/// carries no standard sort for it.
pub fn sort_many_by_key_once<T, K: Ord + Copy>(items: &mut [T], keys: &mut Vec<K>, key: impl FnMut(&T) -> K) {
    const SHORT: usize = 24;
    if items.len() <= SHORT {
        return sort_by_key_once(items, keys, key);
    }
    let mut order: Vec<(K, u32)> = items.iter().map(key).zip(0..).collect();
    // The index breaks ties: as stable as insertion sort.
    order.sort_unstable();
    // Position p receives the item at order[p]: each cycle of the permutation by swaps.
    let mut placed = vec![false; items.len()];
    for start in 0..items.len() {
        if placed[start] {
            continue;
        }
        let mut at = start;
        loop {
            placed[at] = true;
            let from = order[at].1 as usize;
            if from == start {
                break;
            }
            items.swap(at, from);
            at = from;
        }
    }
}

/// Sorts `items` and drops repeats.
pub fn sort_unique<T: Ord>(items: &mut Vec<T>) {
    sort(items);
    items.dedup();
}

/// Sorts `items` (stable).
pub fn sort<T: Ord>(items: &mut [T]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j] < items[j - 1] {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_sort_is_stable_like_the_standard_one() {
        let mut rng = crate::core::Rng::new(7);
        let mut keys = Vec::new();
        for len in (0..60).chain([100, 333, 440]) {
            let items: Vec<(u8, usize)> = (0..len).map(|i| ((rng.next_u64() % 5) as u8, i)).collect();
            let mut ours = items.clone();
            sort_by_key_once(&mut ours, &mut keys, |x| x.0);
            let mut theirs = items.clone();
            theirs.sort_by_cached_key(|x| x.0);
            assert_eq!(ours, theirs);
            let mut many = items.clone();
            sort_many_by_key_once(&mut many, &mut keys, |x| x.0);
            assert_eq!(many, theirs);
            let mut plain: Vec<u8> = items.iter().map(|x| x.0).collect();
            let mut want = plain.clone();
            sort(&mut plain);
            want.sort();
            assert_eq!(plain, want);
            sort_unique(&mut plain);
            want.dedup();
            assert_eq!(plain, want);
        }
    }
}
