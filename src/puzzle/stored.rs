//! The stored puzzles (`scenarios/puzzles/*.yaml`), embedded in the binary at build time
//! (`build.rs` lists the folder): what `furunkulus serve`'s puzzle tab offers, and what `puzzle
//! generate` leaves out wherever it runs (issue 28: no puzzle twice, the stored set included).
//! An id is a file's name without `.yaml`; nothing else is ever read.

use std::collections::BTreeSet;

include!(concat!(env!("OUT_DIR"), "/stored_puzzles.rs"));

/// The text of the stored puzzle `id`, if there is one by that name.
pub fn stored(id: &str) -> Option<&'static str> {
    STORED.iter().find(|(i, _)| *i == id).map(|(_, text)| *text)
}

/// The ids of the stored puzzles, in order.
pub fn stored_ids() -> impl Iterator<Item = &'static str> {
    STORED.iter().map(|(id, _)| *id)
}

/// The keys ([`super::puzzle_keys`]) of the stored puzzles, each with its stated answer (a
/// file that does not load or states none gives none).
pub fn stored_keys() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for (id, text) in STORED {
        let Ok(p) = super::file::parse(text, &format!("{id}.yaml")) else {
            continue;
        };
        if let Some([first, ..]) = p.solution.as_deref() {
            keys.extend(super::puzzle_keys(&p, first));
        }
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_list_is_the_stored_directory() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/puzzles");
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter_map(|n| n.strip_suffix(".yaml").map(str::to_string))
            .collect();
        on_disk.sort();
        let listed: Vec<String> = stored_ids().map(str::to_string).collect();
        assert_eq!(
            listed, on_disk,
            "build.rs must embed every file of scenarios/puzzles"
        );
        for (id, text) in STORED {
            let p = crate::puzzle::parse(text, &format!("{id}.yaml")).unwrap();
            assert!(p.solution.is_some(), "{id} states no solution");
        }
        assert!(stored_keys().len() >= STORED.len());
    }
}
