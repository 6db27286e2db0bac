//! Embeds the stored puzzles (`scenarios/puzzles/*.yaml`) in the binary, for `furunkulus
//! serve`'s puzzle tab: writes `$OUT_DIR/stored_puzzles.rs`, one `include_str!` a file, so a
//! puzzle added to the folder is served after the next build with nothing else to change.

use std::path::Path;

fn main() {
    let dir = Path::new("scenarios/puzzles");
    // The folder's listing (a file added or removed); each file's text is `include_str!`'s.
    println!("cargo:rerun-if-changed=scenarios/puzzles");
    let mut ids: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                .filter_map(|e| e.file_name().into_string().ok())
                .filter_map(|n| n.strip_suffix(".yaml").map(str::to_string))
                // Ids the API accepts: lower-case letters, digits and dashes.
                .filter(|id| {
                    !id.is_empty()
                        && id
                            .bytes()
                            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                })
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut out = String::from(
        "/// The stored puzzles, `(id, text)`, in the order of their ids (the file names without `.yaml`).\n\
         pub const STORED: &[(&str, &str)] = &[\n",
    );
    for id in &ids {
        let path = Path::new(&root).join(dir).join(format!("{id}.yaml"));
        out.push_str(&format!(
            "    ({id:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("stored_puzzles.rs");
    // Written only when it changes, so that nothing is rebuilt for nothing.
    if std::fs::read_to_string(&target).ok().as_deref() != Some(out.as_str()) {
        std::fs::write(&target, out).expect("OUT_DIR is writable");
    }
}
