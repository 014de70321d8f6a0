//! qawale's rules page and guided first game: the positions and moves; the words are in
//! `www/locales/<lang>/qawale-rules.ftl` (see `crate::guide`).

use crate::guide::{Diagram, Guide, Section, Step};

/// The start, Light to move.
const START: &str = "nn,,,nn/,,,/,,,/nn,,,nn 8 8 l";
/// After 1. a1:NNN 2. d1:NNN, Light to move.
const OPENED: &str = "nnl,,,nnd/n,,,n/n,,,n/,,, 7 7 l";

pub const GUIDE: Guide = Guide {
    sections: &[
        Section { id: "goal", diagram: None },
        Section { id: "board", diagram: Some(Diagram { options: &[], position: Some(START), play: &[] }) },
        Section {
            id: "turn",
            diagram: Some(Diagram { options: &[], position: Some(START), play: &["a1:NNN"] }),
        },
        Section {
            id: "path",
            diagram: Some(Diagram { options: &[], position: Some(OPENED), play: &["a4:ESWN"] }),
        },
        Section {
            id: "lines",
            diagram: Some(Diagram {
                options: &[],
                position: Some("nnl,,,nnd/nd,l,,n/n,,l,n/,,d, 5 5 l"),
                play: &["d3:SS"],
            }),
        },
        Section {
            id: "both-lines",
            diagram: Some(Diagram {
                options: &[],
                position: Some(",,,nd/d,d,,d/l,l,,l/nn,nn,nn,n 5 4 l"),
                play: &["d4:WSS"],
            }),
        },
        Section { id: "end", diagram: None },
    ],
    tutorial: &[
        Step { id: "first-move", options: &[], position: START, accept: &["a1:NNN"], throws: &[] },
        Step { id: "turn", options: &[], position: OPENED, accept: &["a4:EEES"], throws: &[] },
        Step {
            id: "cover",
            options: &[],
            position: "nn,,,nnl/nd,d,nd,/,l,,n/n,,,l 5 5 l",
            accept: &["b2:NN", "b2:NE", "b2:NW"],
            throws: &[],
        },
        Step {
            id: "loop",
            options: &[],
            position: "nd,,n,nn/,dln,d,/,,l,/nn,,,nl 5 5 l",
            accept: &["b3:NWSE", "b3:WNES"],
            throws: &[],
        },
    ],
};
