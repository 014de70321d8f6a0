//! tab's rules page and guided first game: the positions and moves; the words are in
//! `www/locales/<lang>/tab-rules.ftl` (see `crate::guide`).

use crate::guide::{Diagram, Guide, Section, Step};

/// The start, after the opening: South has thrown 1, 4 and 2.
const THROWN: &str = "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s move 1,2,4 0/0 1";

pub const GUIDE: Guide = Guide {
    sections: &[
        Section { id: "goal", diagram: Some(Diagram { options: &[], position: None, play: &[] }) },
        Section {
            id: "track",
            diagram: Some(Diagram {
                options: &[],
                position: Some("N,N,N,N,N,N,N,2/1,n,4,s,2/3,n,5/S,S,S,S,S,S,S,1,s s move 4 0/0 2"),
                play: &["4g3-h2"],
            }),
        },
        Section { id: "throws", diagram: Some(Diagram { options: &[], position: Some(THROWN), play: &[] }) },
        Section {
            id: "moving",
            diagram: Some(Diagram { options: &[], position: Some(THROWN), play: &["1i1-i2", "4i2-e2"] }),
        },
        Section {
            id: "stacks",
            diagram: Some(Diagram {
                options: &[],
                position: Some("N,N,N,N,N,N,N,2/1,n,4,n,2/4,ss,4/S,S,S,S,S,S,S,2 s move 1,3 0/0 4"),
                play: &["1e2-d2s"],
            }),
        },
        Section {
            id: "capture",
            diagram: Some(Diagram {
                options: &[],
                position: Some("N,N,N,N,N,N,3/3,s,n,1,nn,2/1,s,7/S,S,S,S,S,S,S,2 s move 3 0/0 4"),
                play: &["3d3-g3x"],
            }),
        },
        Section {
            id: "back",
            diagram: Some(Diagram {
                options: &[],
                position: Some("9/1,n,4,ss,2/2,n,6/1,S,S,6 s move 3 0/0 4"),
                play: &["3g3-i2r"],
            }),
        },
        Section {
            id: "row4",
            diagram: Some(Diagram {
                options: &[],
                position: Some("N,N,N,N,2,N,N,N/1,n,4,s,2/2,n,1,s,4/S,S,S,S,S,S,2,s s move 3 0/0 4"),
                play: &["3g3-i4x"],
            }),
        },
        Section { id: "end", diagram: None },
    ],
    tutorial: &[
        Step {
            id: "first-move",
            options: &[],
            position: "N,N,N,N,N,N,N,N,N/9/9/S,S,S,S,S,S,S,S,S s throw - 0/0 0",
            accept: &["1i1-i2"],
            throws: &["1", "2"],
        },
        Step {
            id: "capture",
            options: &[],
            position: "N,N,N,N,N,N,N,2/2,n,6/1,n,2,s,4/S,S,S,S,S,S,S,1,s s throw - 0/0 3",
            accept: &["3e2-b2x"],
            throws: &["3"],
        },
        Step {
            id: "split",
            options: &[],
            position: "N,N,N,N,N,N,N,2/2,n,6/2,n,ss,5/S,S,S,S,S,S,S,2 s move 1 0/0 4",
            accept: &["1d2-c2sx"],
            throws: &[],
        },
        Step {
            id: "row4",
            options: &[],
            position: "N,N,N,N,2,N,N,N/1,n,3,s,3/2,n,1,s,4/S,S,S,S,S,S,2,s s throw - 0/0 5",
            accept: &["4f3-i4x"],
            throws: &["4", "2"],
        },
        Step {
            id: "pass",
            options: &[],
            position: "9/2,n,4,ss,1/1,n,7/S,S,7 s move 2 1/0 20",
            accept: &["pass"],
            throws: &[],
        },
        Step {
            id: "win",
            options: &[],
            position: "9/7,s,1/3,s,3,n,1/9 s throw - 0/0 12",
            accept: &["3h3-h2x"],
            throws: &["3"],
        },
    ],
};
