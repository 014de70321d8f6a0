//! A refused game record or link in the player's language: the engine's [`RecordError`]
//! carries a catalogue key (`record-<what>`, words in `record.ftl`), its variables and the
//! same reason in English, which stands in for a key the catalogue lacks.

use super::{refusal, tf, Arg};
use ludus_engine::record::RecordError;

/// "Line 4: …" or "Action 12 (A1B2): …", in the current language.
pub fn words(e: &RecordError) -> String {
    let text = match e {
        RecordError::Bad { line: None, why } => return refusal::reason(why),
        RecordError::Bad { line: Some(line), why } => {
            tf("record-line", &[("line", Arg::Num(*line as f64)), ("why", Arg::Str(refusal::reason(why)))])
        }
        RecordError::Action { number, text, error } => tf(
            "record-action",
            &[
                ("number", Arg::Num(*number as f64)),
                ("action", Arg::Str(text.clone())),
                ("why", Arg::Str(refusal::words(error))),
            ],
        ),
    };
    if text.starts_with("record-") {
        e.to_string()
    } else {
        text
    }
}
