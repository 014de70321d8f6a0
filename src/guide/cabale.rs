//! cabale's rules page and guided first game: the positions and moves; the words are in
//! `www/locales/<lang>/cabale-rules.ftl` (see `crate::guide`).

use crate::guide::{Diagram, Guide, Section, Step};

/// A two-player game in the middle: Red (to run from H4) and Blue's double on the centre.
const MIDGAME: &str = "players=2 first=1 turn=0 phase=run runners=H4,B6 \
    blocks=C3:0,C5:1,D6:0d,E5:1d,G6:1 supply=27,26 doubles=5,5 walls=12,12 \
    taken=0/0,0/0 lost=0,0 blockades=-";

/// The tutorial's later position: Red's new block on C3 may capture twice.
const CAPTURE: &str = "players=2 first=0 turn=0 phase=capture runners=C1,I8 \
    blocks=B5:0,C3:0,C4:1,D4:0d,D5:1d,F4:0,H7:1,H8:1,I7:1 supply=25,24 doubles=5,5 \
    walls=12,12 taken=0/0,0/0 lost=0,0 blockades=- marker=G3 at=C3 last=-";

pub const GUIDE: Guide = Guide {
    sections: &[
        Section { id: "goal", diagram: None },
        Section { id: "board", diagram: Some(Diagram { options: &[], position: None, play: &[] }) },
        Section {
            id: "setup",
            diagram: Some(Diagram {
                options: &[],
                position: Some(
                    "players=3 first=0 turn=0 phase=placement runners=.,.,. blocks=- \
                     supply=20,20,20 doubles=4,4,4 walls=8,8,8 taken=0/0,0/0,0/0 lost=0,0,0 \
                     blockades=-",
                ),
                play: &["@D1", "@I7", "@B6"],
            }),
        },
        Section {
            id: "run",
            diagram: Some(Diagram { options: &[], position: Some(MIDGAME), play: &["H4-E4-E2"] }),
        },
        Section {
            id: "block",
            diagram: Some(Diagram { options: &[], position: Some(MIDGAME), play: &["H4-E4-E2", "double"] }),
        },
        Section {
            id: "capture",
            diagram: Some(Diagram {
                options: &[],
                position: Some(MIDGAME),
                play: &["H4-E4-E2", "double", "xE6"],
            }),
        },
        Section {
            id: "blockade",
            diagram: Some(Diagram {
                options: &[],
                position: Some(MIDGAME),
                play: &["H4-E4-E2", "double", "xE6", "|B5B6"],
            }),
        },
        Section { id: "end", diagram: None },
        Section { id: "score", diagram: None },
    ],
    tutorial: &[
        Step {
            id: "place",
            options: &[],
            position: "players=2 first=0 turn=0 phase=placement runners=.,. blocks=- supply=30,30 \
                       doubles=6,6 walls=12,12 taken=0/0,0/0 lost=0,0 blockades=-",
            accept: &["@A4"],
            throws: &[],
        },
        Step {
            id: "run",
            options: &[],
            position: "players=2 first=0 turn=0 phase=run runners=A4,H9 blocks=- supply=30,30 \
                       doubles=6,6 walls=12,12 taken=0/0,0/0 lost=0,0 blockades=-",
            accept: &[
                "A4-D4-D3", "A4-D4-D2", "A4-D4-D1", "A4-D4-E5", "A4-D4-F6", "A4-D4-G7", "A4-D4-H8",
                "A4-D4-I9", "A4-D4-C3", "A4-D4-B2", "A4-D4-A1", "A4-D4-D5", "A4-D4-D6", "A4-D4-D7",
                "A4-D4-D8",
            ],
            throws: &[],
        },
        Step {
            id: "double",
            options: &[],
            position: "players=2 first=0 turn=0 phase=build runners=D2,H9 blocks=- supply=30,30 \
                       doubles=6,6 walls=12,12 taken=0/0,0/0 lost=0,0 blockades=- marker=A4 build=D4",
            accept: &["double"],
            throws: &[],
        },
        Step { id: "capture", options: &[], position: CAPTURE, accept: &["xC5"], throws: &[] },
        Step {
            id: "chain",
            options: &[],
            position: "players=2 first=0 turn=0 phase=capture runners=C1,I8 \
                       blocks=B5:0,C5:0,D4:0d,D5:1d,F4:0,H7:1,H8:1,I7:1 supply=25,24 doubles=5,5 \
                       walls=12,12 taken=1/0,0/0 lost=0,1 blockades=- marker=G3 at=C5 last=0",
            accept: &["xE5"],
            throws: &[],
        },
        Step {
            id: "blockade",
            options: &[],
            position: "players=2 first=0 turn=0 phase=blockade runners=C1,I8 \
                       blocks=B5:0,D4:0d,E5:0,F4:0,H7:1,H8:1,I7:1 supply=25,24 doubles=5,5 \
                       walls=12,12 taken=1/1,0/0 lost=0,3 blockades=- marker=G3",
            accept: &["|I8I9", "|H9I9"],
            throws: &[],
        },
    ],
};
