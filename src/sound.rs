//! Short synthesised sounds (no audio files to download): a soft click for a move, a lower
//! knock for a capture, a rising chord at the end of a game. Played only when the player turned
//! sound on; the audio context starts on the first sound, which always follows a click or key.

use crate::view::Sound;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// One tone: frequency (Hz), wave, start offset and length (s), loudness.
struct Tone(f32, OscillatorType, f64, f64, f32);

fn tones(kind: Cue) -> Vec<Tone> {
    match kind {
        Cue::Move => vec![Tone(660.0, OscillatorType::Triangle, 0.0, 0.07, 0.18)],
        Cue::Capture => vec![
            Tone(330.0, OscillatorType::Square, 0.0, 0.09, 0.08),
            Tone(196.0, OscillatorType::Triangle, 0.07, 0.14, 0.2),
        ],
        Cue::End => vec![
            Tone(523.0, OscillatorType::Triangle, 0.0, 0.16, 0.16),
            Tone(659.0, OscillatorType::Triangle, 0.12, 0.16, 0.16),
            Tone(784.0, OscillatorType::Triangle, 0.24, 0.3, 0.16),
        ],
    }
}

/// What to play.
#[derive(Clone, Copy)]
pub enum Cue {
    Move,
    Capture,
    End,
}

impl From<Sound> for Cue {
    fn from(s: Sound) -> Cue {
        match s {
            Sound::Move => Cue::Move,
            Sound::Capture => Cue::Capture,
        }
    }
}

/// Plays `cue` (silently does nothing where Web Audio is missing).
pub fn play(cue: Cue) {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let Some(ctx) = c.as_ref() else { return };
        let _ = ctx.resume();
        let start = ctx.current_time();
        for Tone(freq, wave, at, len, volume) in tones(cue) {
            let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else { return };
            osc.set_type(wave);
            osc.frequency().set_value(freq);
            // A quick attack and an exponential fade: a tap, not a beep.
            let g = gain.gain();
            let t0 = start + at;
            let _ = g.set_value_at_time(0.0001, t0);
            let _ = g.exponential_ramp_to_value_at_time(volume, t0 + 0.01);
            let _ = g.exponential_ramp_to_value_at_time(0.0001, t0 + len);
            let _ = osc.connect_with_audio_node(&gain).and_then(|_| gain.connect_with_audio_node(&ctx.destination()));
            let _ = osc.start_with_when(t0);
            let _ = osc.stop_with_when(t0 + len + 0.02);
        }
    });
}
