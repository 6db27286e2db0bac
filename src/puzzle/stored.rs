//! The stored puzzle set (`scenarios/puzzles/`), built into the program so that `puzzle
//! generate` leaves its puzzles out wherever it runs (issue 28: no puzzle twice, the stored
//! set included). A test keeps this list and the directory the same.

use std::collections::BTreeSet;

macro_rules! stored {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../scenarios/puzzles/", $name)),
        )
    };
}

/// Every stored puzzle file: its name and its text.
pub const STORED: &[(&str, &str)] = &[
    stored!("advanced-move-easy-2003-01.yaml"),
    stored!("advanced-move-hard-2003-01.yaml"),
    stored!("advanced-move-hard-2026-01.yaml"),
    stored!("advanced-move-medium-2003-01.yaml"),
    stored!("advanced-place-medium-2003-01.yaml"),
    stored!("advanced-place-medium-2026-01.yaml"),
    stored!("advanced-predict-medium-2003-01.yaml"),
    stored!("advanced-predict-medium-2026-01.yaml"),
    stored!("advanced-safe-square-medium-2003-01.yaml"),
    stored!("advanced-safe-square-medium-2026-01.yaml"),
    stored!("advanced-two-moves-hard-2003-01.yaml"),
    stored!("advanced-two-moves-hard-2003-02.yaml"),
    stored!("advanced-weapon-hard-2003-01.yaml"),
    stored!("advanced-weapon-hard-2003-02.yaml"),
    stored!("advanced-weapon-hard-2026-01.yaml"),
    stored!("advanced-weapon-medium-2003-01.yaml"),
    stored!("basic-move-easy-2003-01.yaml"),
    stored!("basic-move-easy-2003-02.yaml"),
    stored!("basic-move-hard-2003-01.yaml"),
    stored!("basic-move-medium-2003-01.yaml"),
    stored!("basic-move-medium-2003-02.yaml"),
    stored!("basic-move-medium-2026-01.yaml"),
    stored!("basic-place-hard-2003-01.yaml"),
    stored!("basic-place-medium-2003-01.yaml"),
    stored!("basic-predict-easy-2003-01.yaml"),
    stored!("basic-predict-easy-2026-01.yaml"),
    stored!("basic-predict-medium-2003-01.yaml"),
    stored!("basic-predict-medium-2003-02.yaml"),
    stored!("basic-safe-square-hard-2003-01.yaml"),
    stored!("basic-safe-square-medium-2003-01.yaml"),
    stored!("basic-safe-square-medium-2003-02.yaml"),
    stored!("basic-two-moves-hard-2003-01.yaml"),
    stored!("basic-two-moves-medium-2003-01.yaml"),
    stored!("basic-two-moves-medium-2003-02.yaml"),
    stored!("basic-two-moves-medium-2026-01.yaml"),
    stored!("basic-weapon-hard-2003-01.yaml"),
    stored!("basic-weapon-hard-2003-02.yaml"),
    stored!("basic-weapon-medium-2003-01.yaml"),
];

/// The keys ([`super::puzzle_keys`]) of the stored puzzles, each with its stated answer (a
/// file that does not load or states none gives none).
pub fn stored_keys() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for (name, text) in STORED {
        let Ok(p) = super::file::parse(text, name) else {
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
            .filter(|n| n.ends_with(".yaml"))
            .collect();
        on_disk.sort();
        let listed: Vec<String> = STORED.iter().map(|(n, _)| n.to_string()).collect();
        assert_eq!(
            listed, on_disk,
            "src/puzzle/stored.rs must list every file of scenarios/puzzles"
        );
        for (name, text) in STORED {
            let p = crate::puzzle::parse(text, name).unwrap();
            assert!(p.solution.is_some(), "{name} states no solution");
        }
        assert!(stored_keys().len() >= STORED.len());
    }
}
