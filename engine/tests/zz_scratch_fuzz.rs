// TEMPORARY scratch fuzz (helper), to be deleted.
use ludus_engine::core::{actions, Game, OptionValues, Rng, Setup};
use ludus_engine::games::{
    abalone::Abalone, cabale::Cabale, latroncules::Latroncules, qawale::Qawale, tab::Tab,
};

const ALPHA: &str = "@AZaz09:;`{/\\,.+*-=| \u{e9}\u{1F3B2}bBwWnNsSlLdDxXcCfFrRIi5678123456789";

fn mutate(rng: &mut Rng, s: &str) -> String {
    let alphabet: Vec<char> = ALPHA.chars().collect();
    let mut t: Vec<char> = s.chars().collect();
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

fn fuzz<G: Game>(setups: &[OptionValues]) {
    let mut rng = Rng::new(7);
    let mut positions = Vec::new();
    let mut moves = Vec::new();
    for (k, o) in setups.iter().enumerate() {
        for seed in 0..6u64 {
            let mut g = G::new_game(&Setup { options: o.clone(), seed, ..Setup::default() }).unwrap();
            let mut list = Vec::new();
            for ply in 0..300 {
                actions(&g, &mut list);
                if list.is_empty() {
                    break;
                }
                let m = list[rng.below(list.len())].clone();
                moves.push(g.move_text(&m));
                if ply % 7 == 0 {
                    positions.push((k, g.position_text()));
                }
                g.play_unchecked(&m);
            }
            positions.push((k, g.position_text()));
        }
    }
    for i in 0..40_000 {
        let (k, base) = &positions[i % positions.len()];
        let text = mutate(&mut rng, base);
        if let Ok(g) = G::from_position(&text, &setups[*k]) {
            let mut list = Vec::new();
            actions(&g, &mut list);
            for m in &list {
                let _ = g.move_text(m);
                let mut c = g.clone();
                c.play_unchecked(m);
                let _ = c.position_text();
            }
            let t = g.position_text();
            let _ = G::from_position(&t, &setups[*k]).unwrap();
            let w = mutate(&mut rng, &moves[i % moves.len()]);
            if let Ok(m) = g.parse_move(&w) {
                let _ = g.clone().play(&m);
            }
        }
        let w = mutate(&mut rng, &moves[i % moves.len()]);
        let g = G::from_position(
            &positions[(i * 7) % positions.len()].1,
            &setups[positions[(i * 7) % positions.len()].0],
        )
        .unwrap();
        if let Ok(m) = g.parse_move(&w) {
            let _ = g.clone().play(&m);
        }
        // options
        for spec in G::option_specs() {
            let mut o = OptionValues::new();
            let ch = spec.choices[rng.below(spec.choices.len())].0;
            o.insert(spec.key.to_string(), mutate(&mut rng, ch));
            let _ = G::new_game(&Setup { options: o.clone(), ..Setup::default() });
            let _ = G::from_position(base, &o);
        }
    }
}

fn o(p: &[(&str, &str)]) -> OptionValues {
    p.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

#[test]
fn f_abalone() {
    fuzz::<Abalone>(&[o(&[])]);
}
#[test]
fn f_cabale() {
    fuzz::<Cabale>(&[o(&[("players", "2")]), o(&[("players", "3")]), o(&[("players", "4")])]);
}
#[test]
fn f_latroncules() {
    fuzz::<Latroncules>(&[o(&[])]);
}
#[test]
fn f_qawale() {
    fuzz::<Qawale>(&[o(&[])]);
}
#[test]
fn f_tab() {
    fuzz::<Tab>(&[o(&[])]);
}
