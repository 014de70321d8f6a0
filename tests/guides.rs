//! Every game's rules page and tutorial work: each diagram's position and actions are accepted
//! by the engine, each tutorial step starts where a player is to act and asks for legal
//! actions that the step then accepts, and every word the pages show exists in English and
//! French — including an explanation of every value of every option on the new-game screen.

mod common;

use common::catalogue;
use ludus::guide::{guide, keys as guide_keys, option_key};
use ludus::i18n::{Catalogue, Lang};
use ludus_engine::core::Actor;
use ludus_engine::games;

fn languages() -> Vec<(Lang, Catalogue)> {
    [Lang::En, Lang::Fr].into_iter().map(|l| (l, catalogue(l))).collect()
}

/// Fails with every key missing from either catalogue.
fn all_present(keys: &[String], langs: &[(Lang, Catalogue)]) {
    let mut missing = Vec::new();
    for (lang, cat) in langs {
        for k in keys {
            if cat.format(k, &[]) == *k {
                missing.push(format!("{}: {k}", lang.code()));
            }
        }
    }
    assert!(missing.is_empty(), "missing keys:\n{}", missing.join("\n"));
}

#[test]
fn every_game_has_a_rules_page_whose_diagrams_are_real_positions() {
    for g in games::all().into_iter().filter(|g| g.playable) {
        let guide = guide(g.id).unwrap_or_else(|| panic!("{} has no guide", g.id));
        assert!(guide.sections.len() >= 5, "{}: {} sections", g.id, guide.sections.len());
        let diagrams = guide.sections.iter().filter(|s| s.diagram.is_some()).count();
        assert!(diagrams >= 3, "{}: only {diagrams} diagrams", g.id);
        for s in guide.sections {
            if let Some(d) = &s.diagram {
                if let Err(e) = d.session(g.id) {
                    panic!("{} section '{}': {e}", g.id, s.id);
                }
            }
        }
        let keys = guide_keys(g.id);
        // Every option value of the new-game screen is explained on the page.
        for o in g.options {
            for (v, _) in o.choices {
                assert!(keys.contains(&option_key(g.id, o.key, v)), "{} option {}={v}", g.id, o.key);
            }
        }
    }
}

#[test]
fn every_tutorial_step_asks_for_legal_actions_and_accepts_them() {
    for g in games::all().into_iter().filter(|g| g.playable) {
        let tutorial = guide(g.id).unwrap().tutorial;
        assert!(tutorial.len() >= 3, "{}: {} steps", g.id, tutorial.len());
        for step in tutorial {
            let start = step.session(g.id).unwrap_or_else(|e| panic!("{} step '{}': {e}", g.id, step.id));
            assert!(start.outcome().is_none(), "{} step '{}': the game is over", g.id, step.id);
            if start.actor() == Actor::Chance {
                assert!(
                    !step.throws.is_empty(),
                    "{} step '{}': chance acts but no throw is given",
                    g.id,
                    step.id
                );
            }
            let ready = step.ready(g.id).unwrap_or_else(|e| panic!("{} step '{}': {e}", g.id, step.id));
            assert!(matches!(ready.actor(), Actor::Seat(_)), "{} step '{}': no player to act", g.id, step.id);
            assert!(!step.accept.is_empty(), "{} step '{}' asks for nothing", g.id, step.id);
            for a in step.accept {
                let mut s = step.ready(g.id).unwrap();
                let printed = s.play(a).unwrap_or_else(|e| panic!("{} step '{}': '{a}': {e}", g.id, step.id));
                assert!(step.accepts(g.id, &printed), "{} step '{}' refuses its own '{a}'", g.id, step.id);
            }
            // Some other legal action, if any, is not what the step asks for.
            let printed: Vec<String> = step
                .accept
                .iter()
                .map(|a| {
                    let mut s = step.ready(g.id).unwrap();
                    s.play(a).unwrap()
                })
                .collect();
            if let Some(other) = ready.legal_actions().into_iter().find(|a| !printed.contains(a)) {
                assert!(!step.accepts(g.id, &other), "{} step '{}' accepts '{other}'", g.id, step.id);
            }
        }
    }
}

#[test]
fn every_word_of_the_rules_pages_and_tutorials_exists_in_both_languages() {
    let langs = languages();
    let keys: Vec<String> = games::all().iter().flat_map(|g| guide_keys(g.id)).collect();
    assert!(keys.len() > 100, "only {} keys", keys.len());
    all_present(&keys, &langs);
}
