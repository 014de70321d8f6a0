//! Live play's handshake without a server: each browser's half of a WebRTC connection as a
//! short code one player sends the other (an offer, in the link that opens the game, and an
//! answer the friend sends back). Plain Rust: the page's runtime (`app/live.rs`) makes and
//! uses the connection; this turns its session description into a code and back, and refuses
//! any code it did not write.
//!
//! A data channel's description is almost all fixed text. What differs between two browsers is
//! the ICE credentials, the DTLS certificate's fingerprint, the DTLS role and the addresses
//! found (candidates): only those travel, and the rest is written again around them. Nothing
//! of a code reaches a description unless it is made of the characters those fields allow, so
//! a forged code cannot add lines of its own.

use ludus_engine::fair::{hex, unhex};
use ludus_engine::record::{base64url, from_base64url};

/// What a code starts with: live play's handshake, version 1.
const PREFIX: &str = "L1";

/// The longest code read (a description with many addresses stays far below).
pub const MAX_CODE: usize = 4096;

/// The most candidates (addresses) a code carries.
const MAX_CANDIDATES: usize = 16;

/// One browser's half of the handshake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// ICE user fragment and password (RFC 8839: 4–256 and 22–256 `ice-char`s).
    pub ufrag: String,
    pub pwd: String,
    /// SHA-256 of the browser's DTLS certificate.
    pub fingerprint: [u8; 32],
    pub role: Role,
    /// The `candidate:` attributes' values, as the browser wrote them.
    pub candidates: Vec<String>,
}

/// The DTLS role a description states: an offer leaves it open, an answer picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// `actpass`: an offer.
    Offer,
    /// `active`: an answer that opens the DTLS handshake.
    Active,
    /// `passive`: an answer that waits for it.
    Passive,
}

impl Role {
    fn sdp(self) -> &'static str {
        match self {
            Role::Offer => "actpass",
            Role::Active => "active",
            Role::Passive => "passive",
        }
    }

    fn letter(self) -> char {
        match self {
            Role::Offer => 'o',
            Role::Active => 'a',
            Role::Passive => 'p',
        }
    }

    fn of_letter(c: &str) -> Option<Role> {
        match c {
            "o" => Some(Role::Offer),
            "a" => Some(Role::Active),
            "p" => Some(Role::Passive),
            _ => None,
        }
    }

    fn of_sdp(s: &str) -> Option<Role> {
        match s {
            "actpass" => Some(Role::Offer),
            "active" => Some(Role::Active),
            "passive" => Some(Role::Passive),
            _ => None,
        }
    }
}

impl Signal {
    /// The handshake's fields of a session description the browser wrote; `None` if one is
    /// missing or not as the standards allow.
    pub fn from_sdp(sdp: &str) -> Option<Signal> {
        let (mut ufrag, mut pwd, mut fingerprint, mut role) = (None, None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            let Some(attr) = line.strip_prefix("a=") else { continue };
            let Some((name, value)) = attr.split_once(':') else { continue };
            match name {
                "ice-ufrag" => ufrag = Some(value.to_string()),
                "ice-pwd" => pwd = Some(value.to_string()),
                "fingerprint" => fingerprint = value.strip_prefix("sha-256 ").and_then(read_fingerprint),
                "setup" => role = Role::of_sdp(value),
                "candidate" if candidates.len() < MAX_CANDIDATES && candidate_ok(value) => {
                    candidates.push(value.to_string())
                }
                _ => {}
            }
        }
        let signal = Signal { ufrag: ufrag?, pwd: pwd?, fingerprint: fingerprint?, role: role?, candidates };
        signal.valid().then_some(signal)
    }

    /// The session description a browser takes for this half: one data channel (negotiated by
    /// both sides as channel 0, so the description needs no more).
    pub fn to_sdp(&self) -> String {
        let mut lines = vec![
            "v=0".to_string(),
            "o=- 1 2 IN IP4 127.0.0.1".to_string(),
            "s=-".to_string(),
            "t=0 0".to_string(),
            "a=group:BUNDLE 0".to_string(),
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".to_string(),
            "c=IN IP4 0.0.0.0".to_string(),
            "a=mid:0".to_string(),
            "a=sctp-port:5000".to_string(),
            "a=max-message-size:262144".to_string(),
            format!("a=ice-ufrag:{}", self.ufrag),
            format!("a=ice-pwd:{}", self.pwd),
            format!("a=fingerprint:sha-256 {}", fingerprint_text(&self.fingerprint)),
            format!("a=setup:{}", self.role.sdp()),
        ];
        lines.extend(self.candidates.iter().map(|c| format!("a=candidate:{c}")));
        lines.push(String::new());
        lines.join("\r\n")
    }

    /// The code to send: `L1`, then base64url of the fields, one per line.
    pub fn code(&self) -> String {
        let mut text =
            format!("{}\n{}\n{}\n{}", self.role.letter(), self.ufrag, self.pwd, hex(&self.fingerprint));
        for c in &self.candidates {
            text.push('\n');
            text.push_str(c);
        }
        format!("{PREFIX}{}", base64url(text.as_bytes()))
    }

    /// The signal of a code (spaces and line breaks a chat app added are ignored); `None` for
    /// anything [`Signal::code`] would not write.
    pub fn read(code: &str) -> Option<Signal> {
        let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        if code.len() > MAX_CODE {
            return None;
        }
        let bytes = from_base64url(code.strip_prefix(PREFIX)?)?;
        // Every field is ASCII (each is checked below): anything else is not a code.
        if !bytes.is_ascii() {
            return None;
        }
        let text: String = bytes.iter().map(|&b| char::from(b)).collect();
        let mut fields = text.split('\n');
        let role = Role::of_letter(fields.next()?)?;
        let ufrag = fields.next()?.to_string();
        let pwd = fields.next()?.to_string();
        let fingerprint = unhex(fields.next()?)?;
        let candidates: Vec<String> = fields.map(str::to_string).collect();
        if candidates.len() > MAX_CANDIDATES || !candidates.iter().all(|c| candidate_ok(c)) {
            return None;
        }
        let signal = Signal { ufrag, pwd, fingerprint, role, candidates };
        signal.valid().then_some(signal)
    }

    fn valid(&self) -> bool {
        ice_chars(&self.ufrag, 4) && ice_chars(&self.pwd, 22)
    }
}

/// RFC 8839's `ice-char`s, at least `min` and at most 256 of them.
fn ice_chars(s: &str, min: usize) -> bool {
    (min..=256).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// A candidate's value: space-separated tokens of letters, digits and `.:-+/_` (addresses,
/// ports, host names ending `.local`), at least a foundation, component, transport,
/// priority, address, port, `typ` and a type.
fn candidate_ok(c: &str) -> bool {
    c.len() <= 300
        && c.bytes().all(|b| b.is_ascii_alphanumeric() || b" .:-+/_".contains(&b))
        && c.split(' ').filter(|t| !t.is_empty()).count() >= 8
        && c.split(' ').nth(6) == Some("typ")
}

fn read_fingerprint(text: &str) -> Option<[u8; 32]> {
    let digits: String = text.split(':').collect();
    if text.split(':').any(|p| p.len() != 2) {
        return None;
    }
    unhex(&digits.to_ascii_lowercase())
}

fn fingerprint_text(f: &[u8; 32]) -> String {
    f.iter().map(|b| format!("{b:02X}")).collect::<Vec<_>>().join(":")
}
