//! The rules' vocabulary beside the engine: rule options (sections 9 and 10) and the tiles and
//! deck (section 2). The statement of every rule id lives in [`crate::rulebook`].

mod options;
mod tile;

pub use options::{
    spec as option_spec, CornerStones, FirstTurnEntries, KeepClear, NoPreyFirst, OptionError,
    OptionSpec, Options, PawnPushOntoTeleporter, PivotChain, PivotWhenTied, Scope, OPTIONS,
};
pub use tile::{
    deck_words, deck_words_in, distinct, each_tile, each_tile_in, tile_list, tile_list_in, Deck,
    Tile, TileError, MAX_STEPS,
};
