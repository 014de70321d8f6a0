//! The page reads the computer's weighed throws (`ludus::weighed`): well-formed answers, and
//! anything else refused rather than misread.

use ludus::weighed::{read, Next, Outcome};

#[test]
fn a_weighed_throw_is_read() {
    let w = read(
        "weighed\t480,520\nthrow 1\t250\t470,530\t+\nthrow 2\t375\t500,500\t1e4-d4\nthrow 6\t63\t1000,0\t.",
    )
    .expect("well formed");
    assert_eq!(w.expected, vec![480, 520]);
    assert_eq!(w.outcomes.len(), 3);
    assert_eq!(
        w.outcomes[0],
        Outcome { throw: "throw 1".into(), odds: 250, worth: vec![470, 530], next: Next::Throw }
    );
    assert_eq!(w.outcomes[1].next, Next::Best("1e4-d4".into()));
    assert_eq!(w.outcomes[2].next, Next::Over);
}

#[test]
fn anything_else_is_not_a_weighed_throw() {
    for bad in [
        "1e4-d4",
        "1e4-d4\tr\t500",
        "weighed\t480,520",
        "weighed\t480,520\nthrow 1\t250\t470\t+",
        "weighed\t480,520\nthrow 1\t250\t470,530",
        "weighed\t480,520\nthrow 1\t250\t470,530\t+\textra",
        "weighed\t480,x\nthrow 1\t250\t470,530\t+",
        "weighed\t480,520\nthrow 1\t-5\t470,530\t+",
        "weighed\t4800,520\nthrow 1\t250\t470,530\t+",
    ] {
        assert_eq!(read(bad), None, "{bad}");
    }
}
