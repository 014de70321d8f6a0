//! Tâb on the canvas (being written).
