//! Plots: `game simulate` and `search survive|lure` as pictures.
