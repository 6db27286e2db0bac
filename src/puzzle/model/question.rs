//! The question in words, in every language: what is asked, of which pawns, drawing which
//! tiles, with the goal's verbs chosen by the [`Ways`] a pawn can be removed.

use super::{Answer, Ask, Kind, Place, Puzzle, PuzzleGoal};
use crate::board::{Board, PawnPlace};
use crate::geometry::Square;
use crate::i18n::{self, Lang, Player, Word};
use crate::pawn::Dest;
use crate::rules::Tile;
use crate::t;

impl Puzzle {
    /// The question in English words. The verb names every way the goal counts a pawn as
    /// removed on this board: "eats or crushes" (M5, M6), and "eats, crushes or destroys"
    /// where there are teleporters (M6).
    pub fn question(&self) -> String {
        self.question_in(Lang::En)
    }

    /// [`Puzzle::question`] in `lang`.
    pub fn question_in(&self, lang: Lang) -> String {
        self.question_with_in(lang, Ways::of_board(self.scenario.board()))
    }

    /// The title to show in `lang`: the file's own title, but the question in `lang` where
    /// the title is the question in English (as `puzzle generate` writes it).
    pub fn title_in(&self, lang: Lang) -> Option<String> {
        let title = self.scenario.title.as_ref()?;
        if lang != Lang::En && *title == self.question() {
            Some(self.question_in(lang))
        } else {
            Some(title.clone())
        }
    }

    /// The question in English words, with the removal verb of `ways`.
    pub fn question_with(&self, ways: Ways) -> String {
        self.question_with_in(Lang::En, ways)
    }

    /// The question in words in `lang`, with the removal verb of `ways`.
    ///
    /// - place: "Place 2 blue pawns so that the monster, drawing an 8, eats or crushes red1
    ///   and red4 and leaves every blue pawn on the board."
    /// - move: "blue3 shows 4. Move it so that the monster, drawing an 8, eats or crushes
    ///   red1 and red2 and leaves every blue pawn on the board."
    /// - two moves: "Blue moves two pawns, in this order: blue3 (it shows 4), then blue5 (it
    ///   shows 2). Move them so that ..."
    /// - safe square: "The tiles left are 5, 7 and prey-1. red5 shows 3: move it where the
    ///   monster leaves it on the board whichever of them it draws."
    /// - predict: "The tiles left are 5, 7, 8 and 10. Which one makes the monster eat or
    ///   crush red2?"
    ///
    /// A puzzle whose answer depends on rule options ends with them: "(With the rule option
    /// pivot-when-tied: push.)".
    pub fn question_with_in(&self, lang: Lang, ways: Ways) -> String {
        let question = self.bare_question_in(lang, ways);
        if self.depends_on.is_empty() {
            return question;
        }
        let options: Vec<String> = self
            .depends_on
            .iter()
            .map(|name| {
                let value = self.scenario.options.get(name).unwrap_or("?");
                format!("{name}: {value}")
            })
            .collect();
        t!(
            lang,
            "puzzle-with-options",
            question = question,
            n = options.len(),
            options = i18n::and_list(lang, &options)
        )
    }

    /// Whether a stated answer leaves one of the moving pawns where it stood (its path is
    /// empty or comes back to its square): then the question says "play", not "move" (for
    /// one pawn as for two: "Move" only when every named pawn must move).
    pub fn a_mover_stays(&self) -> bool {
        let starts: Vec<Option<Square>> = self
            .movers()
            .iter()
            .map(|(id, _)| match self.scenario.board().pawn(*id) {
                PawnPlace::At(sq) => Some(sq),
                _ => None,
            })
            .collect();
        self.solution.iter().flatten().any(|a| match a {
            Answer::Paths(paths) => {
                paths
                    .iter()
                    .zip(&starts)
                    .any(|(path, start)| match path.last() {
                        None => true,
                        Some(Dest::Square(sq)) => Some(*sq) == *start,
                        Some(Dest::Waiting) => start.is_none(),
                        Some(Dest::Out) => false,
                    })
            }
            _ => false,
        })
    }

    /// The question without the options it depends on.
    fn bare_question_in(&self, lang: Lang, ways: Ways) -> String {
        let tiles = sorted_tiles(&self.tiles);
        let names: Vec<String> = tiles.iter().map(|t| t.word(lang).into_owned()).collect();
        let list = i18n::and_list(lang, &names);
        let drawing = match tiles.as_slice() {
            [t] => t!(lang, "puzzle-drawing-one", tile = *t, n = steps_of(*t)),
            _ => t!(lang, "puzzle-drawing-each", tiles = list.as_str()),
        };
        let left = t!(
            lang,
            "puzzle-tiles-left",
            n = tiles.len(),
            tiles = list.as_str()
        );
        if self.kind == Kind::Feast {
            return crate::puzzle::feast::question(self, lang, self.goal_words(lang, ways, false));
        }
        match &self.ask {
            Ask::Place(place) => {
                let what = match place {
                    Place::Pawns { count, player } => t!(
                        lang,
                        "puzzle-what-pawns",
                        count = *count,
                        player = Player(player)
                    ),
                    Place::Pieces { count, piece } => {
                        t!(lang, "puzzle-what-pieces", count = *count, piece = *piece)
                    }
                };
                t!(
                    lang,
                    "puzzle-q-place",
                    what = what,
                    drawing = drawing,
                    goal = self.goal_words(lang, ways, false)
                )
            }
            Ask::Move(names) => {
                let faces: Vec<(String, u8)> = names
                    .iter()
                    .map(|n| {
                        let face = self
                            .scenario
                            .pawn_id(n)
                            .and_then(|id| self.scenario.pawns()[id.0 as usize].face)
                            .unwrap_or(0);
                        (n.clone(), face)
                    })
                    .collect();
                match (self.kind, faces.as_slice()) {
                    (Kind::SafeSquare, [(n, f)]) if self.goal == PuzzleGoal::Survive => t!(
                        lang,
                        "puzzle-q-safe",
                        left = left,
                        pawn = n.as_str(),
                        face = *f,
                        n = tiles.len()
                    ),
                    (_, [(n, f)]) if self.a_mover_stays() => t!(
                        lang,
                        "puzzle-q-move-play",
                        pawn = n.as_str(),
                        face = *f,
                        drawing = drawing,
                        goal = self.goal_words(lang, ways, false)
                    ),
                    (_, [(n, f)]) => t!(
                        lang,
                        "puzzle-q-move",
                        pawn = n.as_str(),
                        face = *f,
                        drawing = drawing,
                        goal = self.goal_words(lang, ways, false)
                    ),
                    (_, moves) => {
                        let player = self
                            .scenario
                            .pawn_id(&moves[0].0)
                            .and_then(|id| self.scenario.pawns()[id.0 as usize].player.clone())
                            .map_or_else(
                                || t!(lang, "puzzle-q-one-player"),
                                |p| capitalized(&Player(&p).word(lang)),
                            );
                        let mut list = String::new();
                        for (i, (n, f)) in moves.iter().enumerate() {
                            let item =
                                t!(lang, "puzzle-q-moves-item", pawn = n.as_str(), face = *f);
                            list = if i == 0 {
                                item
                            } else {
                                t!(lang, "puzzle-q-moves-then", first = list, next = item)
                            };
                        }
                        let drawing = drawing.as_str();
                        let goal = self.goal_words(lang, ways, false);
                        if self.a_mover_stays() {
                            t!(
                                lang,
                                "puzzle-q-moves-play",
                                player = player.as_str(),
                                n = moves.len(),
                                list = list.as_str(),
                                drawing = drawing,
                                goal = goal
                            )
                        } else {
                            t!(
                                lang,
                                "puzzle-q-moves",
                                player = player,
                                n = moves.len(),
                                list = list,
                                drawing = drawing,
                                goal = goal
                            )
                        }
                    }
                }
            }
            Ask::Tile => t!(
                lang,
                "puzzle-q-tile",
                left = left,
                goal = self.goal_words(lang, ways, true)
            ),
        }
    }

    /// "eats red1 and red4 and leaves every blue pawn on the board"; with `infinitive`,
    /// "eat red2".
    fn goal_words(&self, lang: Lang, ways: Ways, infinitive: bool) -> String {
        match &self.goal {
            PuzzleGoal::Survive => {
                let who = match &self.ask {
                    Ask::Place(Place::Pawns { count: 1, .. }) => t!(lang, "puzzle-who-new-pawn"),
                    Ask::Place(Place::Pawns { .. }) => t!(lang, "puzzle-who-new-pawns"),
                    Ask::Move(names) => i18n::and_list(lang, names),
                    _ => t!(lang, "puzzle-who-every-pawn"),
                };
                t!(lang, "puzzle-goal-keep", inf = infinitive, who = who)
            }
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut fed = Vec::new();
                if let Some(p) = feed_all_of {
                    let n = self.player_set(p).count_ones();
                    fed.push(t!(lang, "puzzle-fed-player", n = n, player = Player(p)));
                }
                if !feed.is_empty() {
                    fed.push(i18n::and_list(lang, feed));
                }
                let mut parts = Vec::new();
                if !fed.is_empty() {
                    parts.push(t!(
                        lang,
                        "puzzle-goal-feed",
                        inf = infinitive,
                        ways = ways.key(),
                        fed = i18n::and_list(lang, &fed)
                    ));
                }
                if let Some(p) = spare {
                    parts.push(t!(
                        lang,
                        "puzzle-goal-spare",
                        inf = infinitive,
                        player = Player(p)
                    ));
                }
                i18n::and_list(lang, &parts)
            }
        }
    }
}

/// The number of steps of a tile, 0 for a prey tile (a message chooses "a" or "an" by it).
fn steps_of(t: Tile) -> u8 {
    match t {
        Tile::Steps(n) => n,
        Tile::Prey(_) => 0,
    }
}

/// How pawns to feed are removed in an answer: eaten (M5), crushed or destroyed (M6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Ways {
    /// Some are eaten.
    pub eaten: bool,
    /// Some are crushed (pushed off the board).
    pub crushed: bool,
    /// Some are destroyed (pushed onto a teleporter).
    pub destroyed: bool,
}

impl Ways {
    /// Every way.
    pub const ALL: Ways = Ways {
        eaten: true,
        crushed: true,
        destroyed: true,
    };

    /// The ways a pawn can be removed on `board`: eaten or crushed anywhere, destroyed only
    /// where there are teleporters.
    pub fn of_board(board: &Board) -> Ways {
        Ways {
            eaten: true,
            crushed: true,
            destroyed: board.teleporters().next().is_some(),
        }
    }

    /// The ways as a key for the messages' verbs: `eat`, `eat-crush`, `eat-destroy`,
    /// `eat-crush-destroy` (eating is always a way).
    pub const fn key(self) -> &'static str {
        match (self.crushed, self.destroyed) {
            (false, false) => "eat",
            (true, false) => "eat-crush",
            (false, true) => "eat-destroy",
            (true, true) => "eat-crush-destroy",
        }
    }
}

/// Tiles in deck order (5, 7, 8, 10, prey-1, prey-2), each once.
pub fn sorted_tiles(tiles: &[Tile]) -> Vec<Tile> {
    let mut t = tiles.to_vec();
    t.sort();
    t.dedup();
    t
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// "the 8", "the tile prey-1".
pub fn tile_words(t: Tile) -> String {
    tile_words_in(Lang::En, t)
}

/// [`tile_words`] in `lang`.
pub fn tile_words_in(lang: Lang, t: Tile) -> String {
    t!(lang, "puzzle-the-tile", tile = t)
}
