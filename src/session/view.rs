//! What a session shows: the board, the help, the choices of a destination, one line of
//! what happened.

use crate::game::Game;
use crate::i18n::Lang;
use crate::pawn::{Dest, PawnMove};
use crate::report::Style;
use crate::t;
use std::fmt::Write;

/// One thing that happened, as a list item wrapped to `width`.
pub(super) fn item(line: &str, width: usize) -> String {
    crate::render::wrap(line, width, "  ", "    ")
}

/// The board once (with who waits beside the entrance), without the legend.
pub(super) fn board(game: &Game, style: &Style) -> String {
    let mut text = String::from("\n");
    text.push_str(&crate::render::game::game_board(
        game,
        game.board(),
        &[],
        style,
        false,
    ));
    text
}

/// The commands of a session, one a line.
pub(super) fn help(lang: Lang, width: usize) -> String {
    let mut out = String::new();
    for id in [
        t!(lang, "session-help-play"),
        t!(lang, "session-help-to"),
        t!(lang, "session-help-path"),
        t!(lang, "session-help-one-point"),
        t!(lang, "session-help-face"),
        t!(lang, "session-help-stay"),
        t!(lang, "session-help-out"),
        t!(lang, "session-help-moves"),
        t!(lang, "session-help-hint"),
        t!(lang, "session-help-trace"),
        t!(lang, "session-help-board"),
        t!(lang, "session-help-undo"),
        t!(lang, "session-help-quit"),
        t!(lang, "session-help-saved"),
    ] {
        out.push_str(&crate::render::wrap(&id, width, "", "      "));
    }
    out
}

/// The results a destination fits, numbered, each in words: its path and what it pushes.
pub(super) fn choices(lang: Lang, game: &Game, moves: &[PawnMove], width: usize) -> String {
    let Some(first) = moves.first() else {
        return String::new();
    };
    let mut out = crate::render::wrap(
        &t!(
            lang,
            "session-choices",
            pawn = game.pawn_name(first.pawn),
            to = first.dest.to_string(),
            count = moves.len()
        ),
        width,
        "",
        "  ",
    );
    let start = match game.board().pawn(first.pawn) {
        crate::board::PawnPlace::At(sq) => Dest::Square(sq),
        _ => Dest::Waiting,
    };
    for (i, m) in moves.iter().enumerate() {
        let words = crate::render::game::result_words(lang, m, start);
        let head = format!("  {}: ", i + 1);
        let rest = " ".repeat(head.len());
        let _ = write!(out, "{}", crate::render::wrap(&words, width, &head, &rest));
    }
    out.push_str(&crate::render::wrap(
        &t!(lang, "session-choose"),
        width,
        "",
        "  ",
    ));
    out
}
