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

    /// South to move a 2 from f2 onto North's stack of three on d2 (rules §4.4).
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
