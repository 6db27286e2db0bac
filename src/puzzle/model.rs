//! The puzzle itself: the scenario, what the solver does (place, move, or pick a tile), the
//! goal, the answers, and the question in words.

use std::fmt;

use super::difficulty::{Difficulty, Features};
use crate::board::{Board, PawnId, PawnPlace, Piece};
use crate::geometry::Square;
use crate::i18n::{self, Lang, Word};
use crate::pawn::Dest;
use crate::rules::Tile;
use crate::scenario::Scenario;
use crate::search::{self, bit, Goal, PawnSet};
use crate::setup::{PawnSpec, PieceSpec};
use crate::t;

/// The rule set a puzzle was generated for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum RuleSet {
    /// The basic game: the standard basic setup (B2), all pieces plain stones.
    Basic,
    /// The advanced game: pieces turned to their faces, teleporters (G9).
    Advanced,
}

impl RuleSet {
    /// Both, basic first.
    pub const ALL: [RuleSet; 2] = [RuleSet::Basic, RuleSet::Advanced];

    /// `basic` or `advanced`.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Basic => "basic",
            RuleSet::Advanced => "advanced",
        }
    }

    /// Parses `basic` or `advanced`.
    pub fn parse(s: &str) -> Option<RuleSet> {
        RuleSet::ALL.into_iter().find(|r| r.name() == s.trim())
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The kind of a puzzle: what a player is asked to do, in a short name (`kind:` in the file).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Put new pawns or pieces on empty squares.
    Place,
    /// Move one pawn by its face value.
    Move,
    /// Move two pawns of one player, in the order given.
    TwoMoves,
    /// Move one pawn where no tile left in the deck removes it.
    SafeSquare,
    /// Say which tile of the deck does it (for beginners).
    Predict,
    /// A move or a placement whose key is a weapon: a pawn crushed against the wall or
    /// destroyed on a teleporter, or a pivot stone turning the monster onto its prey.
    Weapon,
    /// 2F's weekly puzzle (issue 28): place pieces so that the monster, walking without a
    /// step limit, removes every pawn to feed and none to spare (`super::feast`).
    Feast,
}

impl Kind {
    /// Every kind, in the order above.
    pub const ALL: [Kind; 7] = [
        Kind::Place,
        Kind::Move,
        Kind::TwoMoves,
        Kind::SafeSquare,
        Kind::Predict,
        Kind::Weapon,
        Kind::Feast,
    ];

    /// `place`, `move`, `two-moves`, `safe-square`, `predict`, `weapon` or `feast`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Place => "place",
            Kind::Move => "move",
            Kind::TwoMoves => "two-moves",
            Kind::SafeSquare => "safe-square",
            Kind::Predict => "predict",
            Kind::Weapon => "weapon",
            Kind::Feast => "feast",
        }
    }

    /// Parses a kind's name.
    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == s.trim())
    }

    /// The kind in plain words in `lang`, for titles: "Place", "Move", "Two moves"...
    pub fn title_in(self, lang: Lang) -> String {
        match self {
            Kind::Place => t!(lang, "puzzle-kind-place"),
            Kind::Move => t!(lang, "puzzle-kind-move"),
            Kind::TwoMoves => t!(lang, "puzzle-kind-two-moves"),
            Kind::SafeSquare => t!(lang, "puzzle-kind-safe-square"),
            Kind::Predict => t!(lang, "puzzle-kind-predict"),
            Kind::Weapon => t!(lang, "puzzle-kind-weapon"),
            Kind::Feast => t!(lang, "puzzle-kind-feast"),
        }
    }

    /// The kind in plain words, for titles: "Place", "Move", "Two moves", "Safe square",
    /// "Predict", "Weapon".
    pub const fn title(self) -> &'static str {
        match self {
            Kind::Place => "Place",
            Kind::Move => "Move",
            Kind::TwoMoves => "Two moves",
            Kind::SafeSquare => "Safe square",
            Kind::Predict => "Predict",
            Kind::Weapon => "Weapon",
            Kind::Feast => "Feast",
        }
    }

    /// Whether `ask` is what this kind asks for.
    pub fn fits(self, ask: &Ask) -> bool {
        match (self, ask) {
            (Kind::Place, Ask::Place(_)) => true,
            (Kind::Move | Kind::SafeSquare, Ask::Move(p)) => p.len() == 1,
            (Kind::TwoMoves, Ask::Move(p)) => p.len() == 2,
            (Kind::Predict, Ask::Tile) => true,
            (Kind::Weapon, Ask::Place(_) | Ask::Move(_)) => true,
            (Kind::Feast, Ask::Place(_)) => true,
            _ => false,
        }
    }

    /// The kind a file means when it does not say: `place` for `place:`, `move` or
    /// `two-moves` for `move:` with one or two pawns, `predict` otherwise.
    pub fn of_ask(ask: &Ask) -> Kind {
        match ask {
            Ask::Place(_) => Kind::Place,
            Ask::Move(p) if p.len() >= 2 => Kind::TwoMoves,
            Ask::Move(_) => Kind::Move,
            Ask::Tile => Kind::Predict,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the solver puts on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// `count` new pawns of `player`.
    Pawns {
        /// How many.
        count: usize,
        /// Their player (colour).
        player: String,
    },
    /// `count` stone-like pieces of one kind.
    Pieces {
        /// How many.
        count: usize,
        /// Which kind.
        piece: Piece,
    },
}

impl Place {
    /// How many things are placed.
    pub fn count(&self) -> usize {
        match self {
            Place::Pawns { count, .. } | Place::Pieces { count, .. } => *count,
        }
    }
}

/// What the solver does: the candidates it chooses among.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Put new pawns or pieces on empty squares (docs/FORMAT.md section 5's candidates).
    Place(Place),
    /// Move these pawns (one or two), in this order, each by its visible face: the
    /// candidates are their legal results (docs/FORMAT.md section 4), the second pawn's on the
    /// board the first one's move left.
    Move(Vec<String>),
    /// Pick the tile: the candidates are the distinct tiles of `tiles`.
    Tile,
}

/// `stone`, `crystal`, `pivot-right`, `pivot-around`: the words of `place: { piece: ... }`.
/// (The piece's one canonical name, [`Piece::name`].)
pub const fn piece_word(p: Piece) -> &'static str {
    p.name()
}

/// The goal as written in the file (pawn and player names; see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleGoal {
    /// None of the placed or moved pawns is removed (placing pieces or picking a tile: no
    /// pawn at all).
    Survive,
    /// Pawns to remove and pawns to spare; all of it must hold.
    FeedSpare {
        /// Pawns named to be removed.
        feed: Vec<String>,
        /// A player all of whose pawns must be removed.
        feed_all_of: Option<String>,
        /// A player none of whose pawns may be removed.
        spare: Option<String>,
    },
}

/// One answer of a puzzle: what the solver chose.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// The squares of the placed things, sorted by column then row.
    Squares(Vec<Square>),
    /// One path per moving pawn, in order: docs/FORMAT.md section 4's `path` (the square after
    /// each point; `out` when it leaves; empty when it stays).
    Paths(Vec<Vec<Dest>>),
    /// The tile.
    Tile(Tile),
}

impl Answer {
    /// The answer as docs/FORMAT.md section 5 lists a solution: a placement's squares, a move's
    /// path, two moves' two paths, a tile in a list of one.
    pub fn json(&self) -> serde_json::Value {
        let path = |p: &[Dest]| p.iter().map(|d| d.to_string()).collect::<Vec<_>>();
        match self {
            Answer::Squares(s) => {
                serde_json::json!(s.iter().map(|q| q.to_string()).collect::<Vec<_>>())
            }
            Answer::Paths(ps) if ps.len() == 1 => serde_json::json!(path(&ps[0])),
            Answer::Paths(ps) => serde_json::json!(ps.iter().map(|p| path(p)).collect::<Vec<_>>()),
            Answer::Tile(t) => serde_json::json!([t.to_string()]),
        }
    }
}

impl fmt::Display for Answer {
    /// `a4 g6`, `n4 m4 m5`, `n4 m4; h6 h5` (`-` for staying put), `10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = |p: &[Dest]| {
            if p.is_empty() {
                "-".to_string()
            } else {
                p.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        };
        match self {
            Answer::Squares(s) => f.write_str(
                &s.iter()
                    .map(|q| q.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            Answer::Paths(ps) => {
                f.write_str(&ps.iter().map(|p| path(p)).collect::<Vec<_>>().join("; "))
            }
            Answer::Tile(t) => write!(f, "{t}"),
        }
    }
}

/// A loaded puzzle: the scenario and the question.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The position (with its title and options).
    pub scenario: Scenario,
    /// The tiles: the goal must hold for each (for [`Ask::Tile`], the tiles to pick from).
    pub tiles: Vec<Tile>,
    /// The kind (stated, or [`Kind::of_ask`]).
    pub kind: Kind,
    /// What the solver does.
    pub ask: Ask,
    /// What must happen.
    pub goal: PuzzleGoal,
    /// The rule options the answer depends on (`depends-on:`): under another value of any of
    /// them the answer changes, so the question names each with its value in force.
    pub depends_on: Vec<String>,
    /// The stated solutions, if the file gives them.
    pub solution: Option<Vec<Answer>>,
    /// Where the stated solutions are written (line, column; 1-based), for messages.
    pub solution_at: Option<(u64, u64)>,
    /// The stated explanation, if any.
    pub explanation: Option<String>,
    /// The stated features, if any.
    pub features: Option<Features>,
    /// The stated themes of the solution, if any ([`super::themes`]).
    pub themes: Option<Vec<super::themes::Theme>>,
    /// The stated hints, four of them, if any ([`super::hints`]).
    pub hints: Option<Vec<String>>,
    /// The decoy pieces (issue 28): pieces that play no part in the answer but make a
    /// tempting wrong candidate fail, each by its name (a pawn), its square (a stone-like
    /// piece or a pool) or its pair's name (a teleporter pair) ([`super::economy`]).
    pub decoys: Option<Vec<String>>,
    /// The stated score, if any.
    pub score: Option<u32>,
    /// The stated difficulty, if any.
    pub difficulty: Option<Difficulty>,
    /// The stated rule set, if any.
    pub rules: Option<RuleSet>,
    /// The generator's seed, if stated.
    pub seed: Option<u64>,
    /// The generator's attempt number, if stated.
    pub attempt: Option<u64>,
}

impl Puzzle {
    /// `file` with the place of the stated solution, `FILE:LINE:COLUMN` (or `FILE` when the
    /// puzzle was not read from a file), to locate a message about it.
    pub fn solution_place(&self, file: &str) -> String {
        match self.solution_at {
            Some((line, column)) if line > 0 => format!("{file}:{line}:{column}"),
            _ => file.to_string(),
        }
    }

    /// A puzzle asking `ask` of `kind` on `scenario` with `tiles`, the goal `survive` until
    /// set, nothing stated or measured yet.
    pub fn new(scenario: Scenario, tiles: Vec<Tile>, kind: Kind, ask: Ask) -> Puzzle {
        Puzzle {
            scenario,
            tiles,
            kind,
            ask,
            goal: PuzzleGoal::Survive,
            depends_on: Vec::new(),
            solution: None,
            solution_at: None,
            explanation: None,
            features: None,
            themes: None,
            hints: None,
            score: None,
            difficulty: None,
            rules: None,
            seed: None,
            attempt: None,
            decoys: None,
        }
    }

    /// What is placed, for a placement puzzle.
    pub fn place(&self) -> Option<&Place> {
        match &self.ask {
            Ask::Place(p) => Some(p),
            _ => None,
        }
    }

    /// The moving pawns with their points (their visible faces), in order; empty unless the
    /// puzzle moves pawns. A pawn without a face moves 0 points (the loader refuses those).
    pub fn movers(&self) -> Vec<(PawnId, u8)> {
        let Ask::Move(names) = &self.ask else {
            return Vec::new();
        };
        names
            .iter()
            .filter_map(|n| {
                let id = self.scenario.pawn_id(n)?;
                let face = self.scenario.pawns()[id.0 as usize].face.unwrap_or(0);
                Some((id, face))
            })
            .collect()
    }

    /// How many pieces or moves the answer is made of: the placed count, the moving pawns,
    /// or 1 for a tile.
    pub fn parts(&self) -> usize {
        match &self.ask {
            Ask::Place(p) => p.count(),
            Ask::Move(p) => p.len(),
            Ask::Tile => 1,
        }
    }

    /// The names the placed pawns get: the player's name and the lowest numbers not yet
    /// taken (`blue2`, `blue3` if `blue1` exists). Empty unless pawns are placed.
    pub fn placed_names(&self) -> Vec<String> {
        let Some(Place::Pawns { count, player }) = self.place() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut n = 1;
        while out.len() < *count {
            let name = format!("{player}{n}");
            if !self.scenario.pawns().iter().any(|p| p.name == name) {
                out.push(name);
            }
            n += 1;
        }
        out
    }

    /// The candidate squares of a placement (docs/FORMAT.md section 5), in grid order; empty for
    /// other puzzles.
    pub fn candidates(&self) -> Vec<Square> {
        match self.ask {
            Ask::Place(_) => search::candidates(self.scenario.board()),
            _ => Vec::new(),
        }
    }

    /// How many placements there are to try (0 for other puzzles).
    pub fn placements(&self) -> u64 {
        match &self.ask {
            Ask::Place(p) => search::choose(self.candidates().len(), p.count()),
            _ => 0,
        }
    }

    /// The board with the pieces placed on `squares` (placed pawns get the next ids); the
    /// scenario's board for other puzzles.
    pub fn board_with(&self, squares: &[Square]) -> Board {
        let mut b = *self.scenario.board();
        if let Some(place) = self.place() {
            put(&mut b, place, squares);
        }
        b
    }

    /// The scenario with the pieces placed on `squares`, the placed pawns named.
    pub fn scenario_with(&self, squares: &[Square]) -> Scenario {
        let mut setup = self.scenario.setup().clone();
        match self.place() {
            Some(Place::Pawns { player, .. }) => {
                for (name, &sq) in self.placed_names().iter().zip(squares) {
                    setup.pawns.push(PawnSpec {
                        player: Some(player.clone()),
                        ..PawnSpec::at(name, sq)
                    });
                }
            }
            Some(Place::Pieces { piece, .. }) => {
                for &at in squares {
                    setup.pieces.push(PieceSpec { at, piece: *piece });
                }
            }
            None => {}
        }
        // Candidate squares are free, so the placement is valid; were it not, the puzzle's
        // own position is shown.
        setup.validate().unwrap_or_else(|_| self.scenario.clone())
    }

    /// The ids of every pawn of `player`, placed pawns included.
    pub(crate) fn player_set(&self, player: &str) -> PawnSet {
        let mut set = 0;
        for (i, p) in self.scenario.pawns().iter().enumerate() {
            if p.player
                .as_deref()
                .is_some_and(|q| crate::position::same_player(q, player))
            {
                set |= bit(PawnId(i as u8));
            }
        }
        if let Some(Place::Pawns { player: q, .. }) = self.place() {
            if crate::position::same_player(q, player) {
                set |= self.placed_set();
            }
        }
        set
    }

    /// The ids the placed pawns get.
    pub(crate) fn placed_set(&self) -> PawnSet {
        match self.place() {
            Some(Place::Pawns { count, .. }) => {
                let first = self.scenario.board().pawn_count();
                (first..first + count).fold(0, |s, i| s | bit(PawnId(i as u8)))
            }
            _ => 0,
        }
    }

    /// The pawns the answer brings or moves: the placed pawns, or the moving ones.
    pub(crate) fn answer_pawns(&self) -> PawnSet {
        match &self.ask {
            Ask::Place(_) => self.placed_set(),
            Ask::Move(_) => self.movers().iter().fold(0, |s, (id, _)| s | bit(*id)),
            Ask::Tile => 0,
        }
    }

    /// The pawns that must be removed and the pawns that must not be, as id sets.
    pub fn feed_and_spare(&self) -> (PawnSet, PawnSet) {
        match &self.goal {
            PuzzleGoal::Survive => match &self.ask {
                Ask::Place(Place::Pawns { .. }) | Ask::Move(_) => (0, self.answer_pawns()),
                Ask::Place(Place::Pieces { .. }) | Ask::Tile => {
                    (0, all_pawns(self.scenario.board()))
                }
            },
            PuzzleGoal::FeedSpare {
                feed,
                feed_all_of,
                spare,
            } => {
                let mut f = feed
                    .iter()
                    .filter_map(|n| self.scenario.pawn_id(n))
                    .fold(0, |s, id| s | bit(id));
                if let Some(p) = feed_all_of {
                    f |= self.player_set(p);
                }
                let s = spare.as_deref().map_or(0, |p| self.player_set(p));
                (f, s)
            }
        }
    }

    /// The goal as the search module states it, pawn ids resolved.
    pub fn goal(&self) -> Goal {
        let ids = |set: PawnSet| search::members(set).collect::<Vec<_>>();
        match (&self.goal, &self.ask) {
            (PuzzleGoal::Survive, Ask::Place(Place::Pawns { .. })) => Goal::Survive,
            (PuzzleGoal::Survive, _) => Goal::SafeFrom(ids(self.feed_and_spare().1)),
            _ => {
                let (feed, spare) = self.feed_and_spare();
                Goal::FeedSparing {
                    feed: ids(feed),
                    spare: ids(spare),
                }
            }
        }
    }

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
            return super::feast::question(self, lang, self.goal_words(lang, ways, false));
        }
        match &self.ask {
            Ask::Place(place) => {
                let what = match place {
                    Place::Pawns { count, player } => t!(
                        lang,
                        "puzzle-what-pawns",
                        count = *count,
                        player = player.as_str()
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
                            .map_or_else(|| t!(lang, "puzzle-q-one-player"), |p| capitalized(&p));
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
                    fed.push(t!(lang, "puzzle-fed-player", n = n, player = p.as_str()));
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
                        player = p.as_str()
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

pub(super) fn all_pawns(b: &Board) -> PawnSet {
    b.pawn_ids().fold(0, |s, id| s | bit(id))
}

/// Puts the placed things on `squares`.
#[inline]
pub(super) fn put(b: &mut Board, place: &Place, squares: &[Square]) {
    match place {
        Place::Pawns { .. } => {
            for &s in squares {
                b.add_pawn(PawnPlace::At(s));
            }
        }
        Place::Pieces { piece, .. } => {
            for &s in squares {
                b.put_piece(s, *piece);
            }
        }
    }
}

/// Sorts a placement by column, then row (docs/FORMAT.md section 5).
pub fn sort_placement(squares: &mut [Square]) {
    squares.sort_by_key(|s| s.column_major());
}

pub(super) fn placement_key(p: &[Square]) -> Vec<(u8, u8)> {
    p.iter().map(|s| s.column_major()).collect()
}
