//! The match policy (undo, resign, draw, whose turn is the app's) on real games, natively.

use ludus::policy::{self, DrawOffer, SeatKind, Undone};
use ludus_engine::core::{Actor, Outcome, Rng, Setup};
use ludus_engine::games;
use ludus_engine::session::Session;

const HUMAN: SeatKind = SeatKind::Human;
const COMPUTER: SeatKind = SeatKind::Computer(2);

fn new(game: &str, options: &[(&str, &str)]) -> Box<dyn Session> {
    let options = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    games::new_session(game, Setup { options, seed: 3, ..Setup::default() }).unwrap()
}

/// Plays the first legal action of whoever acts (throws by a fixed generator).
fn step(s: &mut dyn Session, rng: &mut Rng) {
    if s.actor() == Actor::Chance {
        s.play_chance(rng).unwrap();
    } else {
        let m = s.legal_actions()[0].clone();
        s.play(&m).unwrap();
    }
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too() {
    let mut s = new("qawale", &[("first", "light")]);
    let seats = [HUMAN, COMPUTER];
    let mut rng = Rng::new(1);
    for _ in 0..4 {
        step(s.as_mut(), &mut rng);
    }
    // Human, computer, human, computer: back to the human's last decision (2 actions).
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Done);
    assert_eq!(s.history().len(), 2);
    assert_eq!(s.actor(), Actor::Seat(0));
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Done);
    assert!(s.history().is_empty());
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Nothing);
}

#[test]
fn undo_between_humans_takes_back_one_action() {
    let mut s = new("qawale", &[("first", "light")]);
    let seats = [HUMAN, HUMAN];
    let mut rng = Rng::new(1);
    for _ in 0..3 {
        step(s.as_mut(), &mut rng);
    }
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Done);
    assert_eq!(s.history().len(), 2);
}

#[test]
fn undo_stops_at_the_humans_turn_when_the_computer_opened() {
    // The computer opens; the human undoes their first move and is to move again.
    let mut s = new("qawale", &[("first", "light")]);
    let seats = [COMPUTER, HUMAN];
    let mut rng = Rng::new(1);
    step(s.as_mut(), &mut rng);
    step(s.as_mut(), &mut rng);
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Done);
    assert_eq!(s.history().len(), 1, "the computer's opening stays");
    assert_eq!(s.actor(), Actor::Seat(1));
}

#[test]
fn undo_never_takes_back_a_throw() {
    let mut s = new("tab", &[("first", "south")]);
    let seats = [HUMAN, HUMAN];
    let mut rng = Rng::new(9);
    step(s.as_mut(), &mut rng);
    assert_eq!(s.history_actors(), vec![Actor::Chance]);
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Throw);
    assert_eq!(s.history().len(), 1, "the throw stays");
    // Play on until a seat's action follows a throw: Undo takes back that action only, and
    // stops at the throw before it.
    while s.history_actors().last() == Some(&Actor::Chance) {
        step(s.as_mut(), &mut rng);
    }
    let before = s.history().len();
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Done);
    assert_eq!(s.history().len(), before - 1);
    assert_eq!(s.history_actors().last(), Some(&Actor::Chance));
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Throw);
}

#[test]
fn undo_takes_back_a_resignation_on_its_own() {
    let mut s = new("abalone", &[]);
    let seats = [HUMAN, COMPUTER];
    let mut rng = Rng::new(1);
    step(s.as_mut(), &mut rng);
    step(s.as_mut(), &mut rng);
    assert!(policy::resign(s.as_mut(), &seats, None));
    assert_eq!(s.outcome(), Some(Outcome::Win(1)));
    assert_eq!(policy::undo(s.as_mut(), &seats), Undone::Done);
    assert_eq!(s.outcome(), None);
    assert_eq!(s.history().len(), 2, "only the resignation was taken back");
}

#[test]
fn only_a_human_to_move_may_resign() {
    let mut s = new("latroncules", &[]);
    assert_eq!(policy::may_resign(s.as_ref(), &[COMPUTER, HUMAN], None), None, "the computer is to move");
    assert!(!policy::resign(s.as_mut(), &[COMPUTER, HUMAN], None));
    assert_eq!(policy::may_resign(s.as_ref(), &[HUMAN, COMPUTER], None), Some(0));
    assert!(policy::resign(s.as_mut(), &[HUMAN, COMPUTER], None));
    assert_eq!(s.outcome(), Some(Outcome::Win(1)));
    assert!(!policy::resign(s.as_mut(), &[HUMAN, COMPUTER], None), "the game is over");
}

/// In Tâb a turn starts with throws: a human whose throw is due may resign too.
#[test]
fn a_human_to_throw_may_resign() {
    let mut s = new("tab", &[]);
    assert_eq!(s.actor(), Actor::Chance);
    assert_eq!(policy::may_resign(s.as_ref(), &[HUMAN, COMPUTER], None), None, "no human throws by hand");
    assert_eq!(policy::may_resign(s.as_ref(), &[COMPUTER, HUMAN], Some(0)), None, "seat 0 is the computer");
    assert_eq!(policy::may_resign(s.as_ref(), &[HUMAN, COMPUTER], Some(0)), Some(0));
    assert!(policy::resign(s.as_mut(), &[HUMAN, COMPUTER], Some(0)));
    assert_eq!(s.outcome(), Some(Outcome::Win(1)));
}

#[test]
fn nobody_resigns_a_game_of_more_than_two() {
    let s = new("cabale", &[("players", "3")]);
    assert_eq!(s.seats(), 3);
    assert_eq!(policy::may_resign(s.as_ref(), &[HUMAN, HUMAN, HUMAN], None), None);
}

#[test]
fn humans_agree_a_draw_the_computer_declines() {
    let mut s = new("abalone", &[]);
    assert_eq!(policy::offer_draw(s.as_mut(), &[HUMAN, COMPUTER]), DrawOffer::Declined);
    assert_eq!(s.outcome(), None);
    // The seat to move (Black, 0) offers: White (1) is asked, and nothing ends until it agrees.
    assert_eq!(policy::offer_draw(s.as_mut(), &[HUMAN, HUMAN]), DrawOffer::AskSeat(1));
    assert_eq!(s.outcome(), None);
    assert!(policy::accept_draw(s.as_mut()));
    assert_eq!(s.outcome(), Some(Outcome::Draw));
    assert!(s.ended_by_agreement());
    assert_eq!(policy::offer_draw(s.as_mut(), &[HUMAN, HUMAN]), DrawOffer::NotNow);
}

#[test]
fn the_app_acts_for_computers_and_for_throws_nobody_makes_by_hand() {
    let s = new("tab", &[("first", "south")]);
    assert_eq!(s.actor(), Actor::Chance);
    // South (seat 0) throws by hand when human; otherwise the app throws.
    assert!(!policy::computer_to_act(s.as_ref(), &[HUMAN, COMPUTER], Some(0)));
    assert!(policy::computer_to_act(s.as_ref(), &[COMPUTER, HUMAN], Some(0)));
    assert!(policy::computer_to_act(s.as_ref(), &[HUMAN, HUMAN], None));
    let q = new("qawale", &[("first", "light")]);
    assert!(!policy::computer_to_act(q.as_ref(), &[HUMAN, COMPUTER], None));
    assert!(policy::computer_to_act(q.as_ref(), &[COMPUTER, HUMAN], None));
    assert_eq!(policy::computer_level(&[HUMAN, SeatKind::Computer(4)], 1), Some(4));
}
