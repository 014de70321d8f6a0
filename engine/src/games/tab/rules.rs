//! The rule options: every resolution the rules doc marks as uncertain, as data (rules
//! "Open ambiguities"). The first choice of each is the doc's chosen resolution.

use crate::core::options::{check_options, option_value};
use crate::core::{OptionSpec, OptionValues, SetupError};

pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "first",
        label: "Who throws first in the opening (T1)",
        choices: &[("random", "Random"), ("south", "South"), ("north", "North")],
    },
    OptionSpec {
        key: "stacked_unmoved",
        label: "A stack on a piece that never moved (T3)",
        choices: &[
            ("needs_1", "Moves only with a 1 (seed)"),
            ("activated", "The piece counts as moved once joined (Lane/Ludii)"),
        ],
    },
    OptionSpec {
        key: "tab_priority",
        label: "Throws of 1 while pieces are unmoved (T4)",
        choices: &[("free", "Use them as you like (seed)"), ("convert", "Must move an unmoved piece (Lane)")],
    },
    OptionSpec {
        key: "use_throws",
        label: "Using the throws (T6)",
        choices: &[
            ("while_possible", "Keep using throws while one has a use (seed)"),
            ("maximum", "Use as many throws as possible (backgammon style)"),
        ],
    },
    OptionSpec {
        key: "reduction",
        label: "When a moving stack is reduced (T7)",
        choices: &[
            ("backward", "Going back a row: 3→2 or 4→3 (seed)"),
            ("visited", "Entering any row one of its pieces has been in (Lane)"),
        ],
    },
    OptionSpec {
        key: "row4_stacks",
        label: "Stacks in the enemy's home row (T12)",
        choices: &[
            ("stacks_only", "If only stacks are there, they move last (seed)"),
            ("home_group", "No such rule; row 4 is free once home holds at most one group (Ludii)"),
        ],
    },
    OptionSpec {
        key: "quiet_draw",
        label: "Draw after turns without a capture (T16)",
        choices: &[("off", "Never"), ("60", "60 turns"), ("100", "100 turns"), ("200", "200 turns")],
    },
];

/// Rules T3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackedUnmoved {
    NeedsOne,
    Activated,
}

/// Rules T6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseThrows {
    WhilePossible,
    Maximum,
}

/// Rules T7.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    Backward,
    Visited,
}

/// Rules T12.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row4Stacks {
    StacksOnly,
    HomeGroup,
}

/// The options read into types once, so the move generator never looks at strings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub stacked_unmoved: StackedUnmoved,
    pub convert_first: bool,
    pub use_throws: UseThrows,
    pub reduction: Reduction,
    pub row4_stacks: Row4Stacks,
    /// Rules T16: the game is drawn when this many turns in a row end without a capture.
    pub quiet_draw: Option<u16>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            stacked_unmoved: StackedUnmoved::NeedsOne,
            convert_first: false,
            use_throws: UseThrows::WhilePossible,
            reduction: Reduction::Backward,
            row4_stacks: Row4Stacks::StacksOnly,
            quiet_draw: None,
        }
    }
}

impl Rules {
    pub fn read(values: &OptionValues) -> Result<Rules, SetupError> {
        check_options(OPTIONS, values)?;
        let get = |key| option_value(OPTIONS, values, key);
        Ok(Rules {
            stacked_unmoved: match get("stacked_unmoved") {
                "activated" => StackedUnmoved::Activated,
                _ => StackedUnmoved::NeedsOne,
            },
            convert_first: get("tab_priority") == "convert",
            use_throws: match get("use_throws") {
                "maximum" => UseThrows::Maximum,
                _ => UseThrows::WhilePossible,
            },
            reduction: match get("reduction") {
                "visited" => Reduction::Visited,
                _ => Reduction::Backward,
            },
            row4_stacks: match get("row4_stacks") {
                "home_group" => Row4Stacks::HomeGroup,
                _ => Row4Stacks::StacksOnly,
            },
            quiet_draw: get("quiet_draw").parse().ok(),
        })
    }
}
