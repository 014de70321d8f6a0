//! Live play's handshake codes (`ludus::live`): what a browser wrote goes through a code and
//! back to a description a browser takes; anything else is refused.

use ludus::live::{Role, Signal, MAX_CODE};
use ludus_engine::record::base64url;

/// An offer as headless Chromium wrote it (its candidates' addresses are mDNS names).
const OFFER: &str = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n\
m=application 45091 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
a=candidate:3073213477 1 udp 2113937151 8816e7c8-e1fe-480b-8e37-e14d1079f399.local 40026 typ host generation 0 network-cost 999\r\n\
a=candidate:2085307845 1 udp 2113942271 192.168.1.20 59872 typ host generation 0 network-cost 999\r\n\
a=candidate:1 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
a=ice-ufrag:qikx\r\na=ice-pwd:2ogRXrbXQCm6nPC5pa/kQ5Ql\r\na=ice-options:trickle\r\n\
a=fingerprint:sha-256 8F:98:02:98:66:4E:BB:A9:2B:1F:7B:93:BC:76:E6:21:87:34:5A:3C:5C:E1:F6:12:39:82:0B:D2:BC:24:A8:FF\r\n\
a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

#[test]
fn an_offer_goes_through_a_code_and_back() {
    let signal = Signal::from_sdp(OFFER).expect("Chromium's offer");
    assert_eq!(signal.role, Role::Offer);
    assert_eq!(signal.ufrag, "qikx");
    assert_eq!(signal.pwd, "2ogRXrbXQCm6nPC5pa/kQ5Ql");
    assert_eq!(signal.fingerprint[0], 0x8f);
    assert_eq!(signal.candidates.len(), 3);
    let code = signal.code();
    assert!(code.starts_with("L1"), "{code}");
    assert!(code.len() < 600, "a code to paste, not a page: {} characters", code.len());
    assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{code}");
    assert_eq!(Signal::read(&code), Some(signal.clone()));
    // A chat app may wrap or pad it.
    let wrapped = format!("  {}\n{}  ", &code[..40], &code[40..]);
    assert_eq!(Signal::read(&wrapped), Some(signal.clone()));
    // The description written again holds the same fields.
    let sdp = signal.to_sdp();
    assert!(sdp.contains("a=setup:actpass\r\n"));
    assert!(sdp.contains("a=fingerprint:sha-256 8F:98:02:98:66:4E:BB:A9:2B"));
    assert!(sdp.contains("a=candidate:1 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0"));
    assert_eq!(Signal::from_sdp(&sdp), Some(signal));
}

#[test]
fn an_answer_states_its_role() {
    let answer = OFFER.replace("a=setup:actpass", "a=setup:active");
    assert_eq!(Signal::from_sdp(&answer).map(|s| s.role), Some(Role::Active));
    let answer = OFFER.replace("a=setup:actpass", "a=setup:passive");
    let s = Signal::from_sdp(&answer).expect("answer");
    assert_eq!(Signal::read(&s.code()).map(|s| s.role), Some(Role::Passive));
}

#[test]
fn descriptions_missing_a_field_are_refused() {
    for field in ["a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:", "a=setup:"] {
        let sdp: String =
            OFFER.split("\r\n").filter(|l| !l.starts_with(field)).collect::<Vec<_>>().join("\r\n");
        assert_eq!(Signal::from_sdp(&sdp), None, "{field}");
    }
    // A fingerprint of another hash, a short password.
    assert_eq!(Signal::from_sdp(&OFFER.replace("sha-256 8F", "sha-1 8F")), None);
    assert_eq!(Signal::from_sdp(&OFFER.replace("ice-pwd:2ogRXrbXQCm6nPC5pa/kQ5Ql", "ice-pwd:short")), None);
}

#[test]
fn forged_codes_are_refused() {
    let good = Signal::from_sdp(OFFER).unwrap().code();
    let forged = |text: &str| format!("L1{}", base64url(text.as_bytes()));
    let fp = "8f98029866".to_string() + &"00".repeat(27);
    for code in [
        String::new(),
        "L1".to_string(),
        "L2".to_string() + &good[2..],
        good.replace('L', "M"),
        format!("{good}!"),
        good[..good.len() - 1].to_string() + "=",
        "L1".to_string() + &"A".repeat(MAX_CODE),
        // Not UTF-8, too few fields, a bad role or fingerprint.
        format!("L1{}", base64url(&[0xff, 0xfe, 0x00])),
        forged("o\nqikx"),
        forged(&format!("x\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{fp}")),
        forged(&format!("o\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{}", &fp[..62])),
        forged(&format!("o\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{}", fp.replace('f', "g"))),
        // A line break or a line of its own smuggled into a field.
        forged(&format!("o\nqi\r\na=x\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{fp}")),
        forged(&format!(
            "o\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{fp}\n1 1 udp 1 1.2.3.4 5 typ host\r\na=setup:active"
        )),
        forged(&format!("o\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{fp}\n1 1 udp 1 1.2.3.4 5 nottyp host")),
        forged(&format!(
            "o\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{fp}{}",
            "\n1 1 udp 1 1.2.3.4 5 typ host".repeat(17)
        )),
    ] {
        assert_eq!(Signal::read(&code), None, "{code:?}");
    }
    // The fields alone, well formed, are a signal.
    let plain = forged(&format!("o\nqikx\n2ogRXrbXQCm6nPC5pa/kQ5Ql\n{fp}\n1 1 udp 1 1.2.3.4 5 typ host"));
    assert!(Signal::read(&plain).is_some());
}
