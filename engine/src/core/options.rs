//! Rule options are data: each game lists its options, the new-game screen and the command-line
//! tool show them, and the game reads the chosen values into its own typed options.

use super::SetupError;
use std::collections::BTreeMap;

/// One rule option: a key, a label for the new-game screen, the allowed values with labels, and
/// the default (always the first choice).
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: &'static str,
    /// `(value, label)` pairs; the first is the default.
    pub choices: &'static [(&'static str, &'static str)],
}

impl OptionSpec {
    pub fn default_value(&self) -> &'static str {
        self.choices[0].0
    }
}

/// Chosen option values by key. Missing keys take their default.
pub type OptionValues = BTreeMap<String, String>;

/// Reads option `key` from `values`, checking it against `specs`. Unknown keys are refused by
/// [`check_options`].
pub fn option_value<'a>(specs: &'a [OptionSpec], values: &'a OptionValues, key: &str) -> &'a str {
    let spec = specs.iter().find(|s| s.key == key);
    match (values.get(key), spec) {
        (Some(v), _) => v,
        (None, Some(s)) => s.default_value(),
        (None, None) => "",
    }
}

/// Refuses unknown option keys and values with a message that lists what is allowed.
pub fn check_options(specs: &[OptionSpec], values: &OptionValues) -> Result<(), SetupError> {
    for (key, value) in values {
        let Some(spec) = specs.iter().find(|s| s.key == key) else {
            let known: Vec<_> = specs.iter().map(|s| s.key).collect();
            return Err(SetupError(format!(
                "unknown option {} (options: {})",
                super::text::quote(key),
                if known.is_empty() { "none".to_string() } else { known.join(", ") }
            )));
        };
        if !spec.choices.iter().any(|(v, _)| v == value) {
            let allowed: Vec<_> = spec.choices.iter().map(|(v, _)| *v).collect();
            return Err(SetupError(format!(
                "option '{key}' cannot be {} (allowed: {})",
                super::text::quote(value),
                allowed.join(", ")
            )));
        }
    }
    Ok(())
}
