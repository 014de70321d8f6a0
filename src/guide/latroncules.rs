//! latroncules's rules page and guided first game: the positions and moves; the words are in
//! `www/locales/<lang>/latroncules-rules.ftl` (see `crate::guide`).

use crate::guide::{Diagram, Guide, Section, Step};

/// The start of a game, as a step's position.
const START: &str = "fcfcfcfc/cfcfcfcf/8/8/8/8/FCFCFCFC/CFCFCFCF w 0/0 0/0 0";

pub const GUIDE: Guide = Guide {
    sections: &[
        Section { id: "goal", diagram: None },
        Section { id: "board", diagram: Some(Diagram { options: &[], position: None, play: &[] }) },
        Section {
            id: "fantassin",
            diagram: Some(Diagram { options: &[], position: None, play: &["e2-e3"] }),
        },
        Section {
            id: "cavalier",
            diagram: Some(Diagram {
                options: &[],
                position: Some("fcfcfcfc/1fc1cf2/1c1f1c1f/8/4F3/2F1C3/FC1C2FC/CFCFCFCF w 0/0 0/0 8"),
                play: &["e3-f4"],
            }),
        },
        Section {
            id: "jump",
            diagram: Some(Diagram {
                options: &[],
                position: Some("fcfcfcfc/cf2cfcf/3c4/2F5/4F3/8/FC1C1CFC/CFCFCFCF b 0/0 1/0 2"),
                play: &["d6:b4"],
            }),
        },
        Section {
            id: "capture",
            diagram: Some(Diagram {
                options: &[],
                position: Some("fcfcfcfc/1fc1c1cf/1c6/2Ff4/4Ff2/6F1/FC1C1C1C/CFCFCFCF w 0/0 0/0 11"),
                play: &["e4-e5xf4xd5"],
            }),
        },
        Section {
            id: "enclosed",
            diagram: Some(Diagram {
                options: &[],
                position: Some("fc1cfcfc/cf1f1fcf/8/2c1c3/2fF4/CF2C3/F1F1FCFC/C1C1CFCF w 0/0 0/0 12"),
                play: &["d4-d5xc4"],
            }),
        },
        Section {
            id: "promotion",
            diagram: Some(Diagram {
                options: &[],
                position: Some("fcf2cfc/cfcF1f1f/3c1c2/4f3/2F5/4C3/FC3CF1/CFC1CFCF w 1/1 1/1 6"),
                play: &["d7-d8=C"],
            }),
        },
        Section { id: "end", diagram: None },
    ],
    tutorial: &[
        Step { id: "first-move", options: &[], position: START, accept: &["e2-e3"], throws: &[] },
        Step {
            id: "cavalier",
            options: &[],
            position: "fcfcfcfc/cfc1cfcf/8/3f4/4F3/8/FCFC1CFC/CFCFCFCF w 0/0 0/0 4",
            accept: &["d2-e3"],
            throws: &[],
        },
        Step {
            id: "jump",
            options: &[],
            position: "fcfcfcfc/cfc1c1cf/3f4/8/2F2f2/F3C3/1C1CF1FC/CFCFCFCF w 0/0 0/0 8",
            accept: &["e3:g5"],
            throws: &[],
        },
        Step {
            id: "capture",
            options: &[],
            position: "fcfcfcfc/cfc1c1cf/8/3f2C1/2F2f2/F7/1C1CF1FC/CFCFCFCF w 0/0 0/0 10",
            accept: &["e2-e3xf4", "d2-e3xf4"],
            throws: &[],
        },
        Step {
            id: "promotion",
            options: &[],
            position: "7c/c5F1/2c5/4f3/2F5/4C3/FC6/8 w 5/6 7/5 9",
            accept: &["g7-g8=C"],
            throws: &[],
        },
        Step {
            id: "imperator",
            options: &[],
            position: "8/8/8/8/4F3/8/F1C5/c7 w 6/7 8/7 3",
            accept: &["c2-b1xa1"],
            throws: &[],
        },
    ],
};
