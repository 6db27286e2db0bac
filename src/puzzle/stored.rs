//! The stored puzzles (`scenarios/puzzles/*.yaml`), embedded in the binary at build time
//! (`build.rs` lists the folder): what `furunkulus serve`'s puzzle tab offers. An id is a
//! file's name without `.yaml`; nothing else is ever read.

include!(concat!(env!("OUT_DIR"), "/stored_puzzles.rs"));

/// The text of the stored puzzle `id`, if there is one by that name.
pub fn stored(id: &str) -> Option<&'static str> {
    STORED.iter().find(|(i, _)| *i == id).map(|(_, text)| *text)
}

/// The ids of the stored puzzles, in order.
pub fn stored_ids() -> impl Iterator<Item = &'static str> {
    STORED.iter().map(|(id, _)| *id)
}
