//! What a line typed in a session asks: a play, a command, or the number of a choice.

use crate::ai::Level;
use crate::board::PawnId;
use crate::game::{Game, Play};
use crate::i18n::Lang;
use crate::pawn::{Dest, PawnMove};
use crate::t;

/// What a line of input asks.
pub(super) enum Command {
    Play(Play),
    /// One of the results offered by number.
    Choice(Box<PawnMove>),
    Moves(PawnId),
    Hint(Option<Level>),
    Trace,
    Board,
    Undo,
    Help,
    Pass,
    Quit,
    Nothing,
}

/// The pawn a word names: its name, or the white face of a pawn of the player to play.
fn pawn(game: &Game, lang: Lang, word: &str) -> Result<PawnId, String> {
    if let Some(id) = game.pawn_id(word) {
        return Ok(id);
    }
    let seat = game.to_play().unwrap_or(game.start_player());
    if let Ok(face) = word.parse::<u8>() {
        if let Some(id) = game
            .pawns_of(seat)
            .find(|&id| game.pawns()[id.0 as usize].face == Some(face))
        {
            return Ok(id);
        }
    }
    let pawns: Vec<String> = game
        .pawns_of(seat)
        .map(|id| game.pawn_name(id).to_string())
        .collect();
    Err(t!(
        lang,
        "session-not-a-pawn",
        word = crate::render::escaped(word).into_owned(),
        player = crate::i18n::Player(game.player_name(seat)),
        pawns = crate::i18n::and_list(lang, &pawns)
    ))
}

fn dest(lang: Lang, word: &str) -> Result<Dest, String> {
    word.parse::<Dest>().map_err(|e| {
        t!(
            lang,
            "session-not-a-square",
            word = crate::render::escaped(word).into_owned(),
            why = e.to_string()
        )
    })
}

/// Reads `line`; `choices` are the results offered by number, if any.
pub(super) fn parse(
    game: &Game,
    lang: Lang,
    line: &str,
    choices: &[PawnMove],
) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if let [n] = words.as_slice() {
        if let (Ok(k), false) = (n.parse::<usize>(), choices.is_empty()) {
            return match k.checked_sub(1).and_then(|i| choices.get(i)) {
                Some(m) => Ok(Command::Choice(Box::new(m.clone()))),
                None => Err(t!(
                    lang,
                    "session-no-such-choice",
                    n = k,
                    count = choices.len()
                )),
            };
        }
    }
    match words.as_slice() {
        [] => Ok(Command::Nothing),
        ["help" | "?"] => Ok(Command::Help),
        ["quit" | "exit" | "q"] => Ok(Command::Quit),
        ["board" | "show"] => Ok(Command::Board),
        ["trace"] => Ok(Command::Trace),
        ["undo"] => Ok(Command::Undo),
        ["pass"] | [_, "pass" | "passes"] => Ok(Command::Pass),
        ["hint"] => Ok(Command::Hint(None)),
        ["hint", level] => level
            .parse::<Level>()
            .map(|l| Command::Hint(Some(l)))
            .map_err(|e| e.to_string()),
        ["moves", p] | [p, "?"] | [p] => Ok(Command::Moves(pawn(game, lang, p)?)),
        [p, "stay" | "-"] => Ok(Command::Play(Play::path(pawn(game, lang, p)?, Vec::new()))),
        [p, "to", to] | [p, to] if *to != "path" => {
            let to = dest(lang, to)?;
            Ok(Command::Play(Play::to(pawn(game, lang, p)?, to)))
        }
        [p, "path", path @ ..] | [p, path @ ..] => {
            let path = path
                .iter()
                .map(|s| dest(lang, s))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Command::Play(Play::path(pawn(game, lang, p)?, path)))
        }
    }
}
