//! The readers' own errors in German and French: a drawn map's problems, a game record's
//! (its form, its players, its plays), a file that cannot be written; each said in the
//! language [`furunkulus::i18n::speaking_in`] sets, with no English function words left.

use crate::languages::english_words;
use furunkulus::game::record;
use furunkulus::i18n::{speaking_in, Lang};
use std::collections::BTreeSet;

/// The file's own words (YAML keys, names, options as written), which stay as they are.
fn kept(words: &[&str]) -> BTreeSet<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// Asserts `text` has no English function words but those `skip` keeps.
fn no_english(text: &str, lang: Lang, skip: &BTreeSet<String>) {
    let found = english_words(text, lang, skip);
    assert!(found.is_empty(), "{lang:?}: English {found:?} in\n{text}");
}

/// A drawn map with a square that is no drawing, a row missing and a legend pawn not drawn.
fn bad_map() -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/maps/pawn-1.yaml"
    ))
    .expect("scenarios/maps/pawn-1.yaml");
    let text = text.replacen("    3 Y  .  .", "    3 Y  %  .", 1);
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("   10 "))
        .map(|l| format!("{l}\n"))
        .collect();
    text + "    Z: {}\n"
}

#[test]
fn a_drawn_maps_problems_in_german_and_french() {
    let text = bad_map();
    let said = |lang| {
        speaking_in(lang, || {
            furunkulus::scenario::parse(&text, "m.yaml")
                .map(|_| ())
                .expect_err("refused")
                .to_string()
        })
    };
    let en = said(Lang::En);
    for w in [
        "`%` is not a square's drawing",
        "row 10 is missing",
        "`legend`: pawn `Z` is not drawn on the map",
    ] {
        assert!(en.contains(w), "{w}\n{en}");
    }
    let de = said(Lang::De);
    for w in [
        "`%` ist keine Zeichnung eines Felds",
        "Reihe 10 fehlt: eine Karte zeichnet alle 11 Reihen",
        "die Spielfigur `Z` ist auf der Karte nicht gezeichnet",
    ] {
        assert!(de.contains(w), "{w}\n{de}");
    }
    let fr = said(Lang::Fr);
    for w in [
        "`%` n'est pas le dessin d'une case",
        "il manque la rangée 10",
        "le pion `Z` n'est pas dessiné sur le plan",
    ] {
        assert!(fr.contains(w), "{w}\n{fr}");
    }
    // `at: waiting` and `at: SQUARE` are the file's keys and words.
    let skip = kept(&["at"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}

/// A record's error as printed, read (and replayed) in `lang`.
fn refused_in(lang: Lang, text: &str) -> String {
    speaking_in(lang, || match record::parse(text, "r.yaml") {
        Err(e) => e.to_string(),
        Ok(rf) => match rf.replay(Default::default()) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("the record was accepted:\n{text}"),
        },
    })
}

#[test]
fn a_records_problems_in_german_and_french() {
    // The form: a seed below 0, an unknown setup, a play with no pawn, a square off the board.
    let form = "players: [rot, blau]\nseed: -4\nsetup: fancy\nturns:\n  - plays:\n      - { pawn: rot5, to: z9 }\n      - { to: o11 }\n";
    // The replay: a pawn that is not in the game.
    let play = "players: [rot, blau]\nturns:\n  - plays:\n      - { pawn: gelb5, to: p11 }\n";
    // The table: one player.
    let table = "players: [rot]\n";
    let en = [form, play, table]
        .map(|r| refused_in(Lang::En, r))
        .join("\n");
    for w in [
        "seed: must be a whole number 0 or more, found `-4`",
        "setup: `fancy` is unknown",
        "turn 1, play 1 (rot5): play `to`: `z9` is not a square",
        "turn 1, play 2: a play: missing `pawn`",
        "turn 1, play 1 (gelb5): no pawn `gelb5` in this game (the pawns are rot1,",
        "a game has 2 to 7 players, not 1 (S15)",
    ] {
        assert!(en.contains(w), "{w}\n{en}");
    }
    let de = [form, play, table]
        .map(|r| refused_in(Lang::De, r))
        .join("\n");
    for w in [
        "seed: muss eine ganze Zahl ab 0 sein, gefunden: `-4`",
        "setup: `fancy` ist unbekannt",
        "Runde 1, Zug 1 (rot5): play `to`: `z9` ist kein Feld",
        "Runde 1, Zug 2: ein Zug: `pawn` fehlt",
        "keine Spielfigur `gelb5` in diesem Spiel",
        "ein Spiel hat 2 bis 7 Spieler, nicht 1 (S15)",
    ] {
        assert!(de.contains(w), "{w}\n{de}");
    }
    let fr = [form, play, table]
        .map(|r| refused_in(Lang::Fr, r))
        .join("\n");
    for w in [
        "seed\u{a0}: doit être un nombre entier",
        "setup\u{a0}: `fancy` est inconnu",
        "tour 1, coup 1 (rot5)\u{a0}: play `to`\u{a0}: `z9` n'est pas une case",
        "tour 1, coup 2\u{a0}: un coup\u{a0}: il manque `pawn`",
        "pas de pion `gelb5` dans cette partie",
        "une partie se joue de 2 à 7 joueurs, pas 1 (S15)",
    ] {
        assert!(fr.contains(w), "{w}\n{fr}");
    }
    // `play \`to\``, `pawn`, `out` are the file's keys and words.
    let skip = kept(&["to", "out", "pawn"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}

#[test]
fn a_tile_refused_in_german_and_french() {
    // The monster phase before the pawns are played (G1).
    let text = "players: [rot, blau]\nturns:\n  - tile: 8\n";
    let de = refused_in(Lang::De, text);
    assert!(
        de.contains("Runde 1, Karte 8: die Monsterphase kommt erst, wenn jede Spielfigur"),
        "{de}"
    );
    let fr = refused_in(Lang::Fr, text);
    assert!(
        fr.contains("tour 1, tuile 8\u{a0}: la phase du monstre vient quand chaque pion"),
        "{fr}"
    );
    no_english(&de, Lang::De, &BTreeSet::new());
    no_english(&fr, Lang::Fr, &BTreeSet::new());
}

#[test]
fn a_file_that_cannot_be_written_in_german_and_french() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("out.yaml");
    std::fs::write(&file, "one").unwrap();
    let said = |lang| {
        speaking_in(lang, || {
            let exists = furunkulus::files::write_file(&file, b"two", false)
                .expect_err("exists")
                .to_string();
            let dash = furunkulus::files::write_file(std::path::Path::new("-"), b"x", true)
                .expect_err("dash")
                .to_string();
            let dir = furunkulus::files::write_file(dir.path(), b"x", true)
                .expect_err("a directory")
                .to_string();
            format!("{exists}\n{dash}\n{dir}")
        })
    };
    let en = said(Lang::En);
    assert!(
        en.contains("the file exists with other contents; give --force"),
        "{en}"
    );
    let de = said(Lang::De);
    for w in [
        "die Datei gibt es schon mit anderem Inhalt; gib --force an",
        "die Standardausgabe ist hier keine Datei",
        ": ist ein Verzeichnis",
    ] {
        assert!(de.contains(w), "{w}\n{de}");
    }
    let fr = said(Lang::Fr);
    for w in [
        "le fichier existe avec un autre contenu\u{a0}; donnez --force",
        "la sortie standard n'est pas un fichier ici",
        "\u{a0}: est un dossier",
    ] {
        assert!(fr.contains(w), "{w}\n{fr}");
    }
    // The temporary folder's name is no sentence.
    let skip = kept(&["tmp"]);
    no_english(&de, Lang::De, &skip);
    no_english(&fr, Lang::Fr, &skip);
}
