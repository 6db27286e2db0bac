//! The project's own manual: the README starts with the two commands CI runs and stays short
//! enough to read to the end, and every link between the documents leads to a file and a
//! heading that exist.

use std::path::{Path, PathBuf};

fn manifest(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The README's and `docs/`'s Markdown files.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![manifest("README.md")];
    for entry in std::fs::read_dir(manifest("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// GitHub's anchor of a heading: lower case, spaces to dashes, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            out.push(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

/// Every `](target)` of a Markdown text outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            if let Some(j) = rest.find(')') {
                out.push(rest[..j].to_string());
                rest = &rest[j..];
            }
        }
    }
    out
}

#[test]
fn every_link_of_the_manual_leads_somewhere() {
    let mut broken = Vec::new();
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (file, heading) = link.split_once('#').unwrap_or((link.as_str(), ""));
            let target = if file.is_empty() {
                doc.clone()
            } else {
                doc.parent().unwrap().join(file)
            };
            if !target.exists() {
                broken.push(format!("{}: {link} (no such file)", doc.display()));
                continue;
            }
            if !heading.is_empty() {
                let there = std::fs::read_to_string(&target).unwrap();
                if !anchors(&there).iter().any(|a| a == heading) {
                    broken.push(format!("{}: {link} (no such heading)", doc.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_starts_with_the_two_commands_ci_runs_and_stays_short() {
    let readme = std::fs::read_to_string(manifest("README.md")).unwrap();
    let commands: Vec<&str> = readme
        .lines()
        .skip_while(|l| *l != "```sh")
        .skip(1)
        .take_while(|l| *l != "```")
        .map(|l| l.split('#').next().unwrap().trim())
        .collect();
    assert_eq!(
        commands,
        [
            "cargo run --release -- trace scenarios/rulebook/monster-basic.yaml",
            "cargo test"
        ]
    );
    let ci = std::fs::read_to_string(manifest(".ci/run")).unwrap();
    assert!(
        ci.lines().any(|l| l.trim() == "cargo test"),
        "CI runs the README's test command"
    );
    assert!(
        ci.contains("trace scenarios/rulebook/monster-basic.yaml"),
        "CI runs the README's first command"
    );
    let lines = readme.lines().count();
    assert!(
        lines < 250,
        "the README has {lines} lines; the rest belongs in docs/"
    );
    assert!(Path::new(&manifest("docs/RULES.md")).exists());
    assert!(Path::new(&manifest("docs/FORMAT.md")).exists());
}
