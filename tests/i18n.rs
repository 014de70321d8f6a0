//! The message catalogues: English and French read, have the same keys with the same
//! variables, and hold every key the code asks for (written in the code, made from the engine's
//! registry: taglines, setups, options and their choices, seat names, or given by the engine to
//! its refusals: `<game>-illegal-…`).

use ludus::i18n::{key, Lang};
use ludus_engine::core::Setup;
use ludus_engine::games;
use std::collections::BTreeSet;
mod common;

use common::{catalogue, root, rust_files};
use std::fs;
use std::path::PathBuf;

#[test]
fn each_language_has_exactly_the_catalogue_files() {
    for lang in Lang::ALL {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www/locales").join(lang.code());
        let mut files: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut want: Vec<String> = Lang::files().into_iter().map(|f| format!("{f}.ftl")).collect();
        want.sort();
        assert_eq!(files, want, "{}", dir.display());
        assert_eq!(lang.bundle_url(), format!("locales/{}.ftl", lang.code()));
    }
}

/// Keys written in the code: the string literal after `t(`, `tf(` or `t_or(`.
fn keys_in_code() -> Vec<(String, String)> {
    let files = rust_files(&root().join("src"));
    let mut found = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for call in ["t(", "tf(", "t_or("] {
            for (i, _) in text.match_indices(call) {
                // Only the functions themselves, not e.g. `set_text(`.
                let before = text[..i].chars().last();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // The key may stand on the next line (rustfmt).
                let rest = text[i + call.len()..].trim_start();
                let Some(rest) = rest.strip_prefix('"') else { continue };
                if let Some(end) = rest.find('"') {
                    found.push((rest[..end].to_string(), f.display().to_string()));
                }
            }
        }
    }
    found
}

/// Keys the engine gives its refusals (`ActionError::Illegal`) and its unreadable positions
/// (`PositionError`): string literals in `engine/src` that start with `<game>-illegal-`,
/// `app-illegal-` or `position-`.
fn refusal_keys_in_engine() -> Vec<(String, String)> {
    let files = rust_files(&root().join("engine/src"));
    let prefixes: Vec<String> = games::all()
        .iter()
        .map(|g| g.id)
        .chain(["app"])
        .map(|id| format!("\"{id}-illegal-"))
        .chain(["\"position-".to_string()])
        .collect();
    let mut found = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for prefix in &prefixes {
            for (i, _) in text.match_indices(prefix.as_str()) {
                let rest = &text[i + 1..];
                if let Some(end) = rest.find('"') {
                    found.push((rest[..end].to_string(), f.display().to_string()));
                }
            }
        }
    }
    found
}

/// Keys made from the engine's registry.
fn registry_keys() -> Vec<String> {
    let mut keys = Vec::new();
    for g in games::all() {
        keys.push(key(&["game", g.id, "tagline"]));
        for reason in g.end_reasons {
            keys.push(key(&["end", g.id, reason]));
        }
        for s in g.setups {
            keys.push(key(&["setup", g.id, s]));
        }
        for o in g.options {
            keys.push(key(&["option", g.id, o.key]));
            keys.push(key(&["option", g.id, o.key, "help"]));
            for (value, _) in o.choices {
                keys.push(key(&["option", g.id, o.key, value]));
            }
        }
        for players in g.min_players..=g.max_players {
            let mut options = ludus_engine::core::OptionValues::new();
            games::set_players(g.id, players, &mut options).unwrap();
            let s = games::new_session(g.id, Setup { options, ..Setup::default() }).unwrap();
            for name in s.seat_names() {
                keys.push(key(&["seat", g.id, &name]));
            }
        }
    }
    // The rules pages and tutorials (from each game's guide).
    for g in games::all() {
        keys.extend(ludus::guide::keys(g.id));
    }
    keys.sort();
    keys.dedup();
    keys
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let (en, fr) = (catalogue(Lang::En), catalogue(Lang::Fr));
    let en_keys: BTreeSet<&str> = en.keys().collect();
    let fr_keys: BTreeSet<&str> = fr.keys().collect();
    let only_en: Vec<&&str> = en_keys.difference(&fr_keys).collect();
    let only_fr: Vec<&&str> = fr_keys.difference(&en_keys).collect();
    assert!(only_en.is_empty(), "missing in French: {only_en:?}");
    assert!(only_fr.is_empty(), "missing in English: {only_fr:?}");
    for k in &en_keys {
        assert_eq!(en.variables(k), fr.variables(k), "variables of '{k}' differ between English and French");
    }
}

#[test]
fn every_key_the_code_asks_for_exists() {
    let (en, fr) = (catalogue(Lang::En), catalogue(Lang::Fr));
    let known: BTreeSet<&str> = en.keys().collect();
    let used = keys_in_code();
    assert!(used.len() > 20, "only {} keys found in the code: is the reader broken?", used.len());
    let missing: Vec<String> =
        used.iter().filter(|(k, _)| !known.contains(k.as_str())).map(|(k, f)| format!("{f}: {k}")).collect();
    assert!(missing.is_empty(), "keys missing from the catalogues:\n{}", missing.join("\n"));
    let missing: Vec<String> = registry_keys().into_iter().filter(|k| !known.contains(k.as_str())).collect();
    assert!(missing.is_empty(), "registry keys missing from the catalogues:\n{}", missing.join("\n"));
    let refusals = refusal_keys_in_engine();
    assert!(
        refusals.len() > 20,
        "only {} refusal keys found in the engine: is the reader broken?",
        refusals.len()
    );
    let missing: Vec<String> = refusals
        .iter()
        .filter(|(k, _)| !known.contains(k.as_str()))
        .map(|(k, f)| format!("{f}: {k}"))
        .collect();
    assert!(missing.is_empty(), "engine refusal keys missing from the catalogues:\n{}", missing.join("\n"));
    drop(fr);
}

/// Keys the page names in `data-i18n` / `data-i18n-title`.
fn keys_in_page() -> Vec<String> {
    let page = fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("index.html")).unwrap();
    let mut keys = Vec::new();
    for attr in ["data-i18n=\"", "data-i18n-title=\"", "data-i18n-label=\""] {
        for (i, _) in page.match_indices(attr) {
            let rest = &page[i + attr.len()..];
            keys.push(rest[..rest.find('"').unwrap_or(0)].to_string());
        }
    }
    keys
}

#[test]
fn every_message_is_used() {
    // A message nobody asks for is a sign that some text bypasses the catalogue.
    let en = catalogue(Lang::En);
    let mut used: BTreeSet<String> = keys_in_code().into_iter().map(|(k, _)| k).collect();
    used.extend(keys_in_page());
    used.extend(registry_keys());
    used.extend(refusal_keys_in_engine().into_iter().map(|(k, _)| k));
    // A refused record or link is worded from the engine's key (tests/records.rs checks them).
    used.extend(ludus_engine::record::RECORD_ERROR_KEYS.iter().map(|k| k.to_string()));
    used.extend(ludus_engine::core::POSITION_ERROR_KEYS.iter().map(|k| k.to_string()));
    // Keys the code builds from a number.
    let dynamic = ["level-"];
    let unused: Vec<&str> =
        en.keys().filter(|k| !used.contains(*k) && !dynamic.iter().any(|d| k.starts_with(d))).collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let page = keys_in_page();
    let missing: Vec<&String> = page.iter().filter(|k| !en.keys().any(|e| e == k.as_str())).collect();
    assert!(missing.is_empty(), "index.html names keys the catalogue lacks: {missing:?}");
}

#[test]
fn languages_come_from_browser_tags() {
    assert_eq!(Lang::from_tag("fr-CA"), Lang::Fr);
    assert_eq!(Lang::from_tag("FR"), Lang::Fr);
    assert_eq!(Lang::from_tag("en-GB"), Lang::En);
    assert_eq!(Lang::from_tag("de"), Lang::En);
    assert_eq!(Lang::from_tag(""), Lang::En);
    assert_eq!(key(&["option", "cabale", "turn_angles", "60,120"]), "option-cabale-turn-angles-60-120");
}

/// The review bar's count agrees in number in both languages (French counts 0 and 1 as one).
#[test]
fn the_review_bar_agrees_in_number() {
    let at = |lang: Lang, at: f64, count: f64| {
        catalogue(lang).format("app-review-at", &[("at", at.into()), ("count", count.into())])
    };
    assert_eq!(at(Lang::Fr, 1.0, 2.0), "Position après 1 action sur 2");
    assert_eq!(at(Lang::Fr, 0.0, 2.0), "Position après 0 action sur 2");
    assert_eq!(at(Lang::Fr, 3.0, 6.0), "Position après 3 actions sur 6");
    assert_eq!(at(Lang::En, 0.0, 1.0), "Position after 0 of 1 action");
    assert_eq!(at(Lang::En, 3.0, 6.0), "Position after 3 of 6 actions");
}

/// A count's "one" variant says the count, not "1": French reads 0 as one too ("0 action"; a
/// library entry with no move once said « 1 action »). Each message is read with each of its
/// variables at 0, 1 and 7 (the others as words): a "1" that the reading of 1 shows and the
/// reading of 7 does not comes from the variable, so the reading of 0 cannot be the same.
#[test]
fn a_count_of_zero_is_never_read_as_one() {
    for lang in Lang::ALL {
        let catalogue = catalogue(lang);
        for key in catalogue.keys() {
            let vars = catalogue.variables(key);
            for counted in &vars {
                let read = |n: f64| {
                    let args: Vec<(&str, ludus::i18n::Arg)> = vars
                        .iter()
                        .map(|v| (v.as_str(), if v == counted { n.into() } else { "word".into() }))
                        .collect();
                    catalogue.format(key, &args)
                };
                let (zero, one, seven) = (read(0.0), read(1.0), read(7.0));
                let counted_one = one.matches('1').count() > seven.matches('1').count();
                assert!(
                    !(counted_one && zero == one),
                    "{} {key} with ${counted} = 0 reads {zero:?}",
                    lang.code()
                );
            }
        }
    }
}

/// Screen-reader descriptions agree in number too: "1 block left", « 1 bloc en réserve »,
/// « 1 point », "1 legal action".
#[test]
fn descriptions_agree_in_number() {
    let seat = |lang: Lang, score: f64, left: f64| {
        catalogue(lang).format(
            "cabale-describe-seat",
            &[
                ("seat", "A".into()),
                ("runner", "C3".into()),
                ("singles", "D4".into()),
                ("doubles", "E5".into()),
                ("score", score.into()),
                ("left", left.into()),
            ],
        )
    };
    for (lang, score, left, said) in [
        (Lang::En, 1.0, 1.0, "A: runner on C3, single blocks D4, double blocks E5, score 1, 1 block left."),
        (
            Lang::En,
            0.0,
            12.0,
            "A: runner on C3, single blocks D4, double blocks E5, score 0, 12 blocks left.",
        ),
        (
            Lang::Fr,
            1.0,
            1.0,
            "A\u{a0}: pion en C3, blocs simples D4, blocs doubles E5, 1 point, 1 bloc en réserve.",
        ),
        (
            Lang::Fr,
            14.0,
            9.0,
            "A\u{a0}: pion en C3, blocs simples D4, blocs doubles E5, 14 points, 9 blocs en réserve.",
        ),
    ] {
        assert_eq!(seat(lang, score, left), said);
    }
    let fallback = |lang: Lang, count: f64| {
        catalogue(lang).format("app-describe-fallback", &[("prompt", "P.".into()), ("count", count.into())])
    };
    assert_eq!(fallback(Lang::En, 1.0), "P. 1 legal action.");
    assert_eq!(fallback(Lang::En, 3.0), "P. 3 legal actions.");
    assert_eq!(fallback(Lang::Fr, 1.0), "P. 1 action possible.");
    assert_eq!(fallback(Lang::Fr, 3.0), "P. 3 actions possibles.");
}
