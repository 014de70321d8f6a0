//! abalone's rules page and guided first game: the positions and moves; the words are in
//! `www/locales/<lang>/abalone-rules.ftl` (see `crate::guide`).

use crate::guide::{Diagram, Guide, Section, Step};

pub const GUIDE: Guide = Guide {
    sections: &[
        Section { id: "goal", diagram: None },
        Section { id: "board", diagram: Some(Diagram { options: &[], position: None, play: &[] }) },
        Section { id: "move", diagram: Some(Diagram { options: &[], position: None, play: &["A1B2"] }) },
        Section {
            id: "broadside",
            diagram: Some(Diagram { options: &[], position: None, play: &["C3C5D4"] }),
        },
        Section {
            id: "push",
            diagram: Some(Diagram {
                options: &[],
                position: Some("......bb.....bb.....bb.....bbbww.....bwww....www....w........ b 1 0"),
                play: &["E2E3"],
            }),
        },
        Section {
            id: "blocked",
            diagram: Some(Diagram {
                options: &[],
                position: Some(".......bb...bbbwwb..........bbww......w.w.....ww............. b 0 0"),
                play: &[],
            }),
        },
        Section {
            id: "eject",
            diagram: Some(Diagram {
                options: &[],
                position: Some("..............b......bb......b.bw....b.bw.....bww...www..w... b 2 1"),
                play: &["E6F6"],
            }),
        },
        Section { id: "end", diagram: None },
        Section {
            id: "three",
            diagram: Some(Diagram {
                options: &["players=3"],
                position: Some("r..wwr.r.ww.rrrww.rr.wr.wwrr..b...w....b..w...b....bbb.bbbbb. w 0 0 0"),
                play: &["A5B5"],
            }),
        },
        Section {
            id: "four",
            diagram: Some(Diagram {
                options: &["players=4"],
                position: Some("b...wbb..wwbbbb.ww.bbu.www...uw..r.uuu..rr.u.u.rrr.u.rr.u...r b 0 0 0 0"),
                play: &["A1B2"],
            }),
        },
    ],
    tutorial: &[
        Step {
            id: "first-move",
            options: &[],
            position: "bbbbbbbbbbb..bbb.............................www..wwwwwwwwwww b 0 0",
            accept: &["A1B2"],
            throws: &[],
        },
        Step {
            id: "side-step",
            options: &[],
            position: ".bbbbbbbbbb..bbb.....b.................w.....www..wwwwwwwwww. b 0 0",
            accept: &["C4C5D5"],
            throws: &[],
        },
        Step {
            id: "push",
            options: &[],
            position: "......bbb....bbb....bb......bbw..w....www....wwww...ww....... b 0 0",
            accept: &["E3E4"],
            throws: &[],
        },
        Step {
            id: "eject",
            options: &[],
            position: "..............bb.....bbb......bb.w....bbbww....www...ww....w. b 2 1",
            accept: &["F5F6"],
            throws: &[],
        },
        Step {
            id: "win",
            options: &[],
            position: ".....................bb.......bb......bbww....wbw....bww..w.w b 5 2",
            accept: &["G7H7"],
            throws: &[],
        },
    ],
};
