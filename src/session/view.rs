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

/// The commands of a session, one a line: each command as it is typed (the examples name
/// `pawn`, a pawn of the player to play, whose white face is `face`), what it does beside it
/// in the language, wrapped under its own column.
pub(super) fn help(lang: Lang, width: usize, pawn: &str, face: u8) -> String {
    let commands = [
        (
            format!("{pawn} o11"),
            t!(lang, "session-help-to", pawn = pawn),
        ),
        (
            format!("{pawn} p11 o11 o10"),
            t!(lang, "session-help-path", pawn = pawn),
        ),
        (
            format!("{pawn} path o10"),
            t!(lang, "session-help-one-point", pawn = pawn),
        ),
        (
            format!("{face} o10"),
            t!(lang, "session-help-face", pawn = pawn),
        ),
        (
            format!("{pawn} stay"),
            t!(lang, "session-help-stay", pawn = pawn),
        ),
        (
            format!("{pawn} out"),
            t!(lang, "session-help-out", pawn = pawn),
        ),
        (
            format!("moves {pawn}"),
            t!(lang, "session-help-moves", pawn = pawn),
        ),
        (
            String::from("hint"),
            t!(lang, "session-help-hint", pawn = pawn),
        ),
        (
            String::from("trace"),
            t!(lang, "session-help-trace", pawn = pawn),
        ),
        (
            String::from("board"),
            t!(lang, "session-help-board", pawn = pawn),
        ),
        (
            String::from("undo"),
            t!(lang, "session-help-undo", pawn = pawn),
        ),
        (
            String::from("quit"),
            t!(lang, "session-help-quit", pawn = pawn),
        ),
    ];
    let column = 2
        + commands
            .iter()
            .map(|(c, _)| textwrap::core::display_width(c))
            .max()
            .unwrap_or(0)
        + 2;
    let rest = " ".repeat(column);
    let mut out = crate::render::wrap(&t!(lang, "session-help-play"), width, "", "  ");
    for (command, words) in commands {
        let head = format!(
            "  {command}{}",
            " ".repeat(column - 2 - textwrap::core::display_width(&command))
        );
        out.push_str(&crate::render::wrap(&words, width, &head, &rest));
    }
    out.push_str(&crate::render::wrap(
        &t!(lang, "session-help-saved"),
        width,
        "",
        "  ",
    ));
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
