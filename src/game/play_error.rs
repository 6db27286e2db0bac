//! Why a play is refused, in a player's words: the rule broken, or for an illegal move the
//! reasons of `moves --to`.

use crate::i18n::{and_list, Lang};
use crate::pawn::{Dest, Reason};
use crate::t;
use std::fmt;

/// Why a play is refused, in a player's words (the [`fmt::Display`] form). Pawns and players
/// are named as at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver {
        /// How it ended, in words, in every language ([`Lang::ALL`]'s order).
        why: Vec<(Lang, String)>,
    },
    /// Every pawn in play has been played: the monster phase comes first.
    MonsterPhaseDue,
    /// The pawn is not one of the pawns of the player to play.
    NotYourTurn {
        /// The pawn.
        pawn: String,
        /// Its player.
        owner: String,
        /// The player to play.
        to_play: String,
        /// The start player of the turn.
        start: String,
    },
    /// The pawn has been played this turn already (S16).
    AlreadyPlayed {
        /// The pawn.
        pawn: String,
    },
    /// The pawn is out, or gone (S16, S18).
    NotInPlay {
        /// The pawn.
        pawn: String,
        /// Out through the exit (else gone, eaten in round 2).
        out: bool,
    },
    /// A third pawn entering in the game's first turn (S17).
    ThirdEntry {
        /// The pawn.
        pawn: String,
        /// Its player.
        player: String,
        /// The two pawns that entered already.
        entered: Vec<String>,
    },
    /// Under `first-turn-entries=exactly-two`, the pawn must enter: staying beside the
    /// entrance would leave the player fewer than two entries.
    MustEnter {
        /// The pawn.
        pawn: String,
        /// Its player.
        player: String,
        /// How many pawns the player brought in so far.
        entered: usize,
    },
    /// No legal move ends there (the reasons of `moves --to`).
    Illegal {
        /// The pawn.
        pawn: String,
        /// Its points.
        points: u8,
        /// The destination asked for.
        to: Dest,
        /// Why not, typed.
        reasons: Vec<Reason>,
        /// Why not, in words (pawns named), in every language ([`Lang::ALL`]'s order).
        because: Vec<(Lang, Vec<String>)>,
        /// The face the pawn kept when it was removed in round 1, if it is not its white
        /// face (S18): said, since a player may expect the white face back.
        kept_face: Option<(u8, u8)>,
    },
    /// The path is not a legal move.
    IllegalPath {
        /// The pawn.
        pawn: String,
        /// Its points.
        points: u8,
        /// The path given.
        path: Vec<Dest>,
        /// Why not, typed.
        reasons: Vec<Reason>,
        /// Why not, in words, in every language.
        because: Vec<(Lang, Vec<String>)>,
        /// As for [`PlayError::Illegal`]: the face kept and the white face.
        kept_face: Option<(u8, u8)>,
    },
    /// The path is legal but ends elsewhere than the `to` given.
    PathEndsElsewhere {
        /// The pawn.
        pawn: String,
        /// The `to` given.
        to: Dest,
        /// Where the path ends.
        end: Dest,
    },
    /// Several legal results end there (different stone layouts): the path must say which.
    Ambiguous {
        /// The pawn.
        pawn: String,
        /// The destination.
        to: Dest,
        /// One path for each result ending there.
        paths: Vec<Vec<Dest>>,
    },
}

fn path_words(lang: Lang, path: &[Dest]) -> String {
    if path.is_empty() {
        t!(lang, "play-path-empty")
    } else {
        format!(
            "[{}]",
            path.iter()
                .map(Dest::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

/// "A", "A or B", "A or B or C": choices, each one whole.
fn or_list(lang: Lang, items: &[String]) -> String {
    items
        .iter()
        .skip(1)
        .fold(items.first().cloned().unwrap_or_default(), |acc, x| {
            t!(lang, "play-or", a = acc, b = x)
        })
}

impl PlayError {
    /// Why the play is refused, in `lang`, with the rule's id.
    pub fn text(&self, lang: Lang) -> String {
        let mut text = match self {
            PlayError::GameOver { why } => {
                let why = why
                    .iter()
                    .find(|(l, _)| *l == lang)
                    .or(why.first())
                    .map_or("", |(_, w)| w.as_str());
                t!(lang, "play-game-over", why = why)
            }
            PlayError::MonsterPhaseDue => t!(lang, "play-monster-due"),
            PlayError::NotYourTurn {
                pawn,
                owner,
                to_play,
                start,
            } => t!(
                lang,
                "play-not-your-turn",
                pawn = pawn,
                owner = crate::i18n::Player(owner),
                player = crate::i18n::Player(to_play),
                start = crate::i18n::Player(start)
            ),
            PlayError::AlreadyPlayed { pawn } => t!(lang, "play-already-played", pawn = pawn),
            PlayError::NotInPlay { pawn, out } => {
                t!(lang, "play-not-in-play", pawn = pawn, out = *out)
            }
            PlayError::ThirdEntry {
                pawn,
                player,
                entered,
            } => t!(
                lang,
                "play-third-entry",
                pawn = pawn,
                player = crate::i18n::Player(player),
                entered = and_list(lang, entered)
            ),
            PlayError::MustEnter {
                pawn,
                player,
                entered,
            } => t!(
                lang,
                "play-must-enter",
                pawn = pawn,
                player = crate::i18n::Player(player),
                entered = *entered
            ),
            PlayError::Illegal {
                pawn,
                points,
                to,
                because,
                ..
            } => t!(
                lang,
                "play-illegal",
                pawn = pawn,
                points = *points,
                goal = to.goal_words_in(lang),
                because = because_in(lang, because)
            ),
            PlayError::IllegalPath {
                pawn,
                points,
                path,
                because,
                ..
            } => t!(
                lang,
                "play-illegal-path",
                pawn = pawn,
                points = *points,
                path = path_words(lang, path),
                because = because_in(lang, because)
            ),
            PlayError::PathEndsElsewhere { pawn, to, end } => t!(
                lang,
                "play-path-ends-elsewhere",
                pawn = pawn,
                to = to.to_string(),
                end = end.to_string()
            ),
            PlayError::Ambiguous { pawn, to, paths } => t!(
                lang,
                "play-ambiguous",
                pawn = pawn,
                goal = to.goal_words_in(lang),
                count = paths.len(),
                paths = or_list(
                    lang,
                    &paths
                        .iter()
                        .map(|p| path_words(lang, p))
                        .collect::<Vec<_>>()
                )
            ),
        };
        if let Some(note) = self.kept_face_note(lang) {
            text.push_str(" — ");
            text.push_str(&note);
        }
        text
    }

    /// For a pawn refused a move while it shows the face it kept when it was removed in
    /// round 1: that it keeps that face until it is played (S18).
    pub fn kept_face_note(&self, lang: Lang) -> Option<String> {
        match self {
            PlayError::Illegal {
                pawn,
                kept_face: Some((face, white)),
                ..
            }
            | PlayError::IllegalPath {
                pawn,
                kept_face: Some((face, white)),
                ..
            } => Some(t!(
                lang,
                "play-kept-face",
                pawn = pawn,
                face = *face,
                white = *white
            )),
            _ => None,
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Records' errors are in English (their reader is).
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for PlayError {}

/// The reasons of a refused play in `lang`, joined as clauses.
fn because_in(lang: Lang, because: &[(Lang, Vec<String>)]) -> String {
    let parts = because
        .iter()
        .find(|(l, _)| *l == lang)
        .or(because.first())
        .map_or(&[][..], |(_, p)| p.as_slice());
    crate::puzzle::semicolons(lang, parts)
}

/// The reasons in words, in every language, pawns named by `name`.
pub(crate) fn because_all(
    reasons: &[Reason],
    name: &dyn Fn(crate::board::PawnId) -> String,
) -> Vec<(Lang, Vec<String>)> {
    Lang::ALL
        .iter()
        .map(|&lang| {
            let words = reasons.iter().map(|r| r.describe_in(lang, name)).collect();
            (lang, words)
        })
        .collect()
}
