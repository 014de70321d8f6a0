//! The boards' words for a screen reader (`ludus::words`): the keyboard cursor and selection
//! spoken after each key, and actions told in words, in English and French. Each test is a
//! position in the game's text, the view's state, and the sentence a player hears.

mod common;

use common::catalogue;
use ludus::i18n::{set_catalogue, Lang};
use ludus_engine::core::{Game, OptionValues};

/// Speaks `lang` from now on (the catalogue is per thread, and each test runs on its own).
fn speak(lang: Lang) {
    set_catalogue(catalogue(lang));
}

mod abalone {
    use super::*;
    use ludus::words::abalone::{spoken, told, Press};
    use ludus_engine::games::abalone::board::{parse_cell, Pad};
    use ludus_engine::games::abalone::{cell_index, Abalone};

    fn cell(name: &str) -> Pad {
        parse_cell(name).unwrap()
    }

    /// A position from the cells of Black and of White, Black to move.
    fn pos(black: &[&str], white: &[&str]) -> Abalone {
        let mut cells = vec!['.'; 61];
        for (list, c) in [(black, 'b'), (white, 'w')] {
            for name in list {
                cells[cell_index(cell(name))] = c;
            }
        }
        let text: String = cells.into_iter().collect();
        Abalone::from_position(&format!("{text} b 0 0"), &OptionValues::new()).unwrap()
    }

    #[test]
    fn the_cursor_says_the_cell_the_selection_and_the_press() {
        speak(Lang::En);
        let g = pos(&["C3", "C4"], &["C5"]);
        assert_eq!(spoken(&g, cell("C3"), &[], &Press::Select), "C3: black marble. Press to select it.");
        assert_eq!(spoken(&g, cell("E5"), &[], &Press::Nothing), "E5: empty.");
        let push = g.parse_action("C3C4").unwrap();
        assert_eq!(
            spoken(&g, cell("C5"), &[cell("C3"), cell("C4")], &Press::Play(push)),
            "C5: white marble. Selected: C3, C4. Press to push a white marble east."
        );
        let side = g.parse_action("C3C4D4").unwrap();
        assert_eq!(
            spoken(&g, cell("D4"), &[cell("C3"), cell("C4")], &Press::Play(side)),
            "D4: empty. Selected: C3, C4. Press to move the group north-east."
        );
        speak(Lang::Fr);
        assert_eq!(
            spoken(&g, cell("C5"), &[cell("C3"), cell("C4")], &Press::Play(push)),
            "C5 : bille blanche. Sélection : C3, C4. Appuyez pour pousser une bille blanche vers l'est."
        );
        assert_eq!(
            spoken(&g, cell("C4"), &[cell("C3")], &Press::Add(vec![cell("C4")])),
            "C4 : bille noire. Sélection : C3. Appuyez pour ajouter C4 au groupe."
        );
    }

    #[test]
    fn pushing_off_the_board_is_said_before_the_press() {
        speak(Lang::En);
        let g = pos(&["A1", "A2", "A3"], &["A4", "A5"]);
        let mv = g.parse_action("A1A2").unwrap();
        let group = [cell("A1"), cell("A2"), cell("A3")];
        assert_eq!(
            spoken(&g, cell("A4"), &group, &Press::Play(mv)),
            "A4: white marble. Selected: A1, A2, A3. Press to push 2 white marbles east, the last one off the board."
        );
    }

    #[test]
    fn moves_are_told_with_what_they_push() {
        speak(Lang::En);
        let g = pos(&["C3", "C4"], &["C5"]);
        assert_eq!(told(&g, "C3C4D4"), "Black moved C3, C4 north-east.");
        assert_eq!(told(&g, "C3C4"), "Black moved C3, C4 east, pushing a white marble.");
        let rim = pos(&["E7", "E8"], &["E9"]);
        assert_eq!(told(&rim, "E7E8"), "Black moved E7, E8 east, pushing a white marble off the board.");
        assert_eq!(told(&g, "nonsense"), "nonsense");
        speak(Lang::Fr);
        assert_eq!(
            told(&g, "C3C4"),
            "Les Noirs ont déplacé C3, C4 vers l'est en poussant une bille blanche."
        );
        assert_eq!(
            told(&rim, "E7E8"),
            "Les Noirs ont déplacé E7, E8 vers l'est, et sorti une bille blanche du plateau."
        );
    }
}

mod tab {
    use super::*;
    use ludus::words::tab::{spoken, told, Place, Press};
    use ludus_engine::games::tab::track::parse_square;
    use ludus_engine::games::tab::{Action, Tab};

    /// South to move a 2 from f2 onto North's stack of three on d2: a capture.
    fn capture() -> Tab {
        Tab::from_position("N,N,7/9/3,nnn,1,s,3/9 s move 2 0/0 5", &OptionValues::new()).unwrap()
    }

    fn at(name: &str) -> Place {
        Place::Square(parse_square(name).unwrap())
    }

    #[test]
    fn the_cursor_says_the_square_the_choice_and_the_press() {
        speak(Lang::En);
        let g = capture();
        let none = (None, None, false, None);
        assert_eq!(spoken(&g, at("f2"), none, Press::Piece), "f2 (South). Press to choose this piece.");
        assert_eq!(spoken(&g, at("e2"), none, Press::Nothing), "e2: empty.");
        assert_eq!(spoken(&g, Place::Slot(0), none, Press::Use(2)), "The throw 2. Press to use the 2.");
        let Ok(Action::Move(mv)) = g.parse_action("2f2-d2x") else { panic!("no capture") };
        let e = g.legal_effect(&mv).unwrap();
        let f2 = parse_square("f2");
        assert_eq!(
            spoken(&g, at("d2"), (Some(2), f2, false, None), Press::Land(mv, e)),
            "d2 (North, 3 pieces). Chosen: the 2, f2. Press to choose 2 from f2 to d2 (captures)."
        );
        speak(Lang::Fr);
        assert_eq!(
            spoken(&g, at("d2"), (Some(2), f2, false, parse_square("d2")), Press::Play(mv, e)),
            "d2 (Nord, 3 pions). Choisi : le 2, f2, vers d2. Appuyez pour jouer le 2 de f2 en d2 (prise)."
        );
    }

    #[test]
    fn throws_passes_and_moves_are_told() {
        speak(Lang::En);
        let g = capture();
        assert_eq!(told(&g, "throw 3"), "South threw the coins: 3.");
        assert_eq!(told(&g, "pass"), "South passed.");
        assert_eq!(told(&g, "2f2-d2x"), "South moved f2 to d2 with a 2 (captures).");
        speak(Lang::Fr);
        assert_eq!(told(&g, "throw 3"), "Sud a lancé les pièces : 3.");
        assert_eq!(told(&g, "2f2-d2x"), "Sud a joué un 2 de f2 en d2 (prise).");
    }
}

mod cabale {
    use super::*;
    use ludus::words::cabale::{spoken, told, Press, Spot};
    use ludus_engine::core::Setup;
    use ludus_engine::games::cabale::board::{cell_name, value};
    use ludus_engine::games::cabale::{Action, Cabale, Phase};

    fn legal(g: &Cabale) -> Vec<Action> {
        let mut out = Vec::new();
        g.legal_actions(&mut out);
        out
    }

    /// A new two-player game with both runners placed (the first legal cells), Red to run.
    fn running() -> Cabale {
        let mut g = Cabale::new_game(&Setup::default()).unwrap();
        while g.phase == Phase::Placement {
            let a = legal(&g)[0];
            g.play(&a).unwrap();
        }
        g
    }

    #[test]
    fn each_part_of_a_turn_is_told() {
        speak(Lang::En);
        let g = Cabale::new_game(&Setup::default()).unwrap();
        let seat = if g.to_move == 0 { "Red" } else { "Blue" };
        let Action::PlaceRunner(c) = legal(&g)[0] else { panic!("no placement") };
        let text = g.action_text(&legal(&g)[0]);
        assert_eq!(told(&g, &text), format!("{seat} placed the runner on {}.", cell_name(c)));
        let mut g = running();
        let seat = if g.to_move == 0 { "Red" } else { "Blue" };
        let from = cell_name(g.runners[g.to_move]);
        let run = *legal(&g).iter().find(|a| matches!(a, Action::Run { .. })).unwrap();
        let Action::Run { turn, end } = run else { unreachable!() };
        let (turn, end) = (cell_name(turn), cell_name(end));
        assert_eq!(
            told(&g, &g.action_text(&run)),
            format!("{seat} ran from {from}, turning on {turn}, to {end}.")
        );
        speak(Lang::Fr);
        let fr = if seat == "Red" { "Rouge" } else { "Bleu" };
        assert_eq!(
            told(&g, &g.action_text(&run)),
            format!("{fr} court de {from} à {end} en tournant en {turn}.")
        );
        g.play(&run).unwrap();
        let single = Action::Build { double: false };
        assert_eq!(told(&g, &g.action_text(&single)), format!("{fr} pose un bloc simple en {turn}."));
        assert_eq!(told(&g, "nonsense"), "nonsense");
    }

    #[test]
    fn the_cursor_says_the_cell_what_stands_on_it_and_the_press() {
        speak(Lang::En);
        let g = running();
        let runner = g.runners[g.to_move];
        let seat = if g.to_move == 0 { "Red" } else { "Blue" };
        let (name, worth) = (cell_name(runner), value(runner));
        assert_eq!(
            spoken(&g, &Spot::Cell(runner), None, Press::Nothing),
            format!("{name}, worth {worth}: {seat}'s runner.")
        );
        let Action::Run { turn, .. } = *legal(&g).iter().find(|a| matches!(a, Action::Run { .. })).unwrap()
        else {
            unreachable!()
        };
        assert_eq!(
            spoken(&g, &Spot::Cell(turn), None, Press::Turn),
            format!("{}, worth {}: empty. Press to turn the runner here.", cell_name(turn), value(turn))
        );
        assert_eq!(
            spoken(&g, &Spot::Button("Single block".into()), Some(turn), Press::Button),
            format!("Single block button. Turning on {}. Press to choose it.", cell_name(turn))
        );
        speak(Lang::Fr);
        assert_eq!(
            spoken(&g, &Spot::Cell(turn), None, Press::Lines(3)),
            format!(
                "{}, valeur {} : vide. Appuyez pour choisir parmi ses 3 lignes pour un barrage.",
                cell_name(turn),
                value(turn)
            )
        );
    }
}

mod qawale {
    use super::*;
    use ludus::words::qawale::{spoken, told, Press};
    use ludus_engine::core::Setup;
    use ludus_engine::games::qawale::board::{parse_space, Dir, Space};
    use ludus_engine::games::qawale::{Qawale, Sowing};

    fn at(name: &str) -> Space {
        parse_space(name).unwrap()
    }

    /// The start (two neutral pebbles on each corner), Light to move.
    fn start() -> Qawale {
        let mut g = Qawale::new_game(&Setup::default()).unwrap();
        g.to_move = 0;
        g
    }

    #[test]
    fn moves_are_told_by_the_way_each_pebble_goes() {
        let g = start();
        let sowing = Sowing::new(at("a1"), &[Dir::N, Dir::N, Dir::E]);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        assert!(legal.contains(&sowing), "a1 north, north, east is legal at the start");
        let text = g.action_text(&sowing);
        speak(Lang::En);
        assert_eq!(told(&g, &text), "Light lifted a1 and laid 3 pebbles: north, north, east, ending on b3.");
        speak(Lang::Fr);
        assert_eq!(
            told(&g, &text),
            "Les Clairs ont soulevé a1 et posé 3 galets : nord, nord, est, jusqu'en b3."
        );
    }

    #[test]
    fn the_cursor_says_the_stack_the_path_and_the_press() {
        speak(Lang::En);
        let g = start();
        assert_eq!(
            spoken(&g, at("a1"), &[], Press::Stack),
            "a1: neutral, neutral. Press to choose this stack."
        );
        assert_eq!(
            spoken(&g, at("a3"), &[at("a1"), at("a2")], Press::Lay),
            "a3: empty. Path: a1, a2. Press to lay the next pebble here."
        );
        speak(Lang::Fr);
        assert_eq!(spoken(&g, at("b2"), &[], Press::Nothing), "b2 : vide.");
    }
}

mod latroncules {
    use super::*;
    use ludus::words::latroncules::{spoken, told, Press};
    use ludus_engine::games::latroncules::board::{parse_square, square_name, Square};
    use ludus_engine::games::latroncules::Latroncules;

    fn sq(name: &str) -> Square {
        parse_square(name).unwrap()
    }

    /// White to move: its fantassin steps from c4 to c5 and encloses Black's fantassin on d5
    /// against White's cavalier on e5.
    fn enclosing() -> Latroncules {
        Latroncules::from_position("f7/8/8/3fC3/2F5/8/8/8 w 0/0 0/0 0", &OptionValues::new()).unwrap()
    }

    #[test]
    fn moves_are_told_with_their_captures() {
        let g = enclosing();
        speak(Lang::En);
        assert_eq!(told(&g, "c4-c5xd5"), "White moved the fantassin from c4 to c5, capturing d5.");
        assert_eq!(told(&g, "c4-c5"), "White moved the fantassin from c4 to c5, capturing d5.");
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let quiet = legal.iter().find(|m| m.from == sq("e5") && !g.action_text(m).contains('x')).unwrap();
        let text = g.action_text(quiet);
        let to = square_name(quiet.to);
        let how = if quiet.jump { "jumped" } else { "moved" };
        assert_eq!(told(&g, &text), format!("White {how} the cavalier from e5 to {to}."));
        speak(Lang::Fr);
        assert_eq!(told(&g, "c4-c5"), "Les Blancs ont déplacé le fantassin de c4 en c5, en prenant d5.");
    }

    #[test]
    fn the_cursor_says_the_piece_the_selection_and_the_press() {
        let g = enclosing();
        speak(Lang::En);
        assert_eq!(
            spoken(&g, sq("c4"), None, &[], Press::Select),
            "c4: White fantassin. Press to select it."
        );
        let mv = g.parse_action("c4-c5").unwrap();
        assert_eq!(
            spoken(&g, sq("c5"), Some(sq("c4")), &[], Press::Play(mv)),
            "c5: empty. Selected: the fantassin on c4. Press to move here, capturing d5."
        );
        speak(Lang::Fr);
        assert_eq!(spoken(&g, sq("d5"), None, &[], Press::Nothing), "d5 : fantassin des Noirs.");
        assert_eq!(
            spoken(&g, sq("c5"), Some(sq("c4")), &[], Press::Play(mv)),
            "c5 : vide. Choisi : le fantassin en c4. Appuyez pour aller ici, en prenant d5."
        );
    }
}
