//! Reading a game record from YAML (docs/FORMAT.md section 6) with the spanned tree every file of
//! the crate is read into: every problem names its line and column, and (for turns) the turn
//! and the play. The `board` lists and the `options` are read by the scenario reader itself,
//! so they mean exactly what they mean in a scenario file.

use super::{
    Placed, Placement, PlayRecord, Record, RecordProblem, RecordSetup, RecordSpot, Replay,
    ReplayOptions, TurnRecord, THREE_PREY,
};
use crate::board::Piece;
use crate::i18n::speaking;
use crate::pawn::Dest;
use crate::scenario::tree::{describe, parse_tree, scalar, Loader, Node, SNode};
use crate::scenario::yaml::{self, Places as BoardPlaces};
use crate::scenario::{LoadError, Problem};
use crate::setup::Setup;
use crate::t;
use std::path::Path;

/// A place in the file: line and column, 1-based.
type Place = (u64, u64);

fn place(n: &SNode) -> Place {
    (n.referenced.line(), n.referenced.column())
}

/// The keys of a record's top level.
const TOP: &[&str] = &[
    "players",
    "start",
    "setup",
    "seed",
    "placements",
    "board",
    "variant",
    "options",
    "seats",
    "turns",
];

/// The keys of a `board` setup: the scenario's lists of pieces and flat things, and the
/// monster.
const BOARD: &[&str] = &[
    "monster",
    "stones",
    "crystals",
    "pivots",
    "teleporters",
    "pools",
];

/// Where each part of a record was written.
#[derive(Default)]
struct Places {
    root: Place,
    players: Option<Place>,
    player_items: Vec<Place>,
    start: Option<Place>,
    setup: Option<Place>,
    placements: Vec<Place>,
    board: Option<(Place, BoardPlaces)>,
    turns: Vec<TurnPlaces>,
}

#[derive(Default)]
struct TurnPlaces {
    at: Place,
    plays: Vec<Place>,
    tile: Option<Place>,
}

impl Places {
    fn of(&self, spot: RecordSpot) -> Place {
        let found = match spot {
            RecordSpot::Players(Some(i)) => self.player_items.get(i).copied().or(self.players),
            RecordSpot::Players(None) => self.players,
            RecordSpot::Start => self.start.or(self.setup),
            RecordSpot::Setup => self.setup,
            RecordSpot::Placement(k) => self.placements.get(k).copied(),
            RecordSpot::Board(item) => self
                .board
                .as_ref()
                .and_then(|(at, b)| b.of(item).or(Some(*at))),
            RecordSpot::Turn(i) => self.turns.get(i).map(|t| t.at),
            RecordSpot::Play(i, j) => self
                .turns
                .get(i)
                .and_then(|t| t.plays.get(j).copied().or(Some(t.at))),
            RecordSpot::Tile(i) => self.turns.get(i).and_then(|t| t.tile.or(Some(t.at))),
        };
        found.unwrap_or(self.root)
    }
}

/// A record read from a file, with the place of everything in it: replaying it names the line
/// of a bad play.
pub struct RecordFile {
    /// The file's name, for messages.
    pub file: String,
    /// The record.
    pub record: Record,
    places: Places,
}

impl RecordFile {
    /// The line `spot` was written on.
    pub fn line_of(&self, spot: RecordSpot) -> Option<u64> {
        Some(self.places.of(spot).0).filter(|&l| l > 0)
    }

    /// Replays the record ([`Record::replay`]); a problem comes with its file, line and column.
    pub fn replay(&self, how: ReplayOptions) -> Result<Replay, LoadError> {
        self.record
            .replay(how, &|s| self.line_of(s))
            .map_err(|problems| self.error(problems))
    }

    fn error(&self, problems: Vec<RecordProblem>) -> LoadError {
        let mut problems: Vec<Problem> = problems
            .into_iter()
            .map(|p| {
                let (line, column) = self.places.of(p.spot);
                Problem {
                    line,
                    column,
                    message: p.message,
                }
            })
            .collect();
        problems.sort_by_key(|p| (p.line, p.column));
        problems.dedup();
        LoadError {
            file: self.file.clone(),
            problems,
        }
    }
}

/// Reads and checks a record file (its form, players and setup; [`RecordFile::replay`] checks
/// the plays).
pub fn load_file(path: &Path) -> Result<RecordFile, LoadError> {
    let (text, file) = crate::scenario::read_text(path)?;
    parse(&text, &file)
}

/// Reads and checks record text; `file` names it in messages. Every problem of its form, its
/// players and its setup is reported at once.
pub fn parse(text: &str, file: &str) -> Result<RecordFile, LoadError> {
    let mut tree = parse_tree(text, file)?;
    let mut l = Loader::default();
    let taken = take_entries(&mut tree, &["board", "options"]);
    let (record, places, setup_read) = read(&mut l, &tree, taken, text);
    let rf = RecordFile {
        file: file.to_string(),
        record,
        places,
    };
    // A board is checked as a scenario's lists are, each problem at its field.
    let mut board_valid = true;
    if let (RecordSetup::Board(setup), Some((_, places))) = (&rf.record.setup, &rf.places.board) {
        if let Err(errors) = setup.validate() {
            yaml::report(&mut l, setup, places, &errors);
            board_valid = false;
        }
    }
    // The start (players, start player, placements) is checked once the players and the
    // placements were read whole: otherwise its messages could point at the wrong items.
    if setup_read && board_valid {
        if let Err(problems) = rf.record.start_game(&|s| rf.line_of(s)) {
            let e = rf.error(problems);
            l.problems.extend(e.problems);
        }
    }
    if l.problems.is_empty() {
        Ok(rf)
    } else {
        let mut problems = std::mem::take(&mut l.problems);
        problems.sort_by_key(|p| (p.line, p.column));
        problems.dedup();
        Err(LoadError {
            file: file.to_string(),
            problems,
        })
    }
}

/// Moves the top-level entries with these keys out of the tree (they are read apart).
fn take_entries(root: &mut SNode, keys: &[&str]) -> Vec<(SNode, SNode)> {
    let Node::Map(entries) = &mut root.value else {
        return Vec::new();
    };
    let all = std::mem::take(entries);
    let (taken, kept): (Vec<_>, Vec<_>) = all
        .into_iter()
        .partition(|(k, _)| scalar(&k.value).is_some_and(|k| keys.contains(&k.as_str())));
    *entries = kept;
    taken
}

/// Reads the tree; returns the record (items refused are left out), where each part was
/// written, and whether the players and the setup were read without a problem.
fn read(
    l: &mut Loader,
    root: &SNode,
    taken: Vec<(SNode, SNode)>,
    text: &str,
) -> (Record, Places, bool) {
    let mut record = Record::new(Vec::new(), RecordSetup::Basic, None);
    let mut places = Places {
        root: place(root),
        ..Places::default()
    };
    if matches!(root.value, Node::Null) && taken.is_empty() {
        l.problem(root, t!(speaking(), "record-empty"));
        return (record, places, false);
    }
    let Some(top) = l.map(root, &t!(speaking(), "record-what", what = "record"), TOP) else {
        return (record, places, false);
    };

    // The board lists and the options, read by the scenario reader.
    let (setup, board_places, board_at) = read_board_and_options(l, root, taken, text);
    record.options = setup.options;

    let before_players = l.problems.len();
    match top.get("players") {
        Some(node) => {
            places.players = Some(place(node));
            for item in l.list(node, "players") {
                if let Some(name) = l.text(item, &t!(speaking(), "record-what", what = "player")) {
                    record.players.push(name);
                    places.player_items.push(place(item));
                }
            }
        }
        None => l.problem(root, t!(speaking(), "record-no-players")),
    }
    let players_read = l.problems.len() == before_players;
    if let Some(node) = top.get("seats") {
        read_seats(l, node, &mut record);
    }
    if let Some(node) = top.get("start") {
        places.start = Some(place(node));
        record.start = l.text(node, "start");
    }
    if let Some(node) = top.get("seed") {
        record.seed = match &node.value {
            Node::Int(i) if *i >= 0 => Some(*i as u64),
            Node::Str(s) if s.parse::<u64>().is_ok() => s.parse().ok(),
            other => {
                l.problem(node, t!(speaking(), "record-seed", found = describe(other)));
                None
            }
        };
    }
    if let Some(node) = top.get("variant") {
        for item in l.list(node, "variant") {
            match l
                .text(item, &t!(speaking(), "record-what", what = "variant"))
                .as_deref()
            {
                Some(THREE_PREY) => record.three_prey = true,
                Some(other) => l.problem(
                    item,
                    t!(
                        speaking(),
                        "record-variant",
                        text = other,
                        variant = THREE_PREY
                    ),
                ),
                None => {}
            }
        }
    }
    let before_setup = l.problems.len();
    let setup_name = match top.get("setup") {
        Some(node) => {
            places.setup = Some(place(node));
            let name = l.text(node, "setup");
            match name.as_deref() {
                Some("basic" | "advanced" | "board") | None => {}
                Some(other) => l.problem(node, t!(speaking(), "record-setup", text = other)),
            }
            name
        }
        None => Some("basic".to_string()),
    };
    let placements = top.get("placements").copied();
    match (setup_name.as_deref(), placements) {
        (Some("advanced"), Some(node)) => {
            let mut list = Vec::new();
            for item in l.list(node, "placements") {
                if let Some(p) = read_placement(l, item) {
                    list.push(p);
                    places.placements.push(place(item));
                }
            }
            record.setup = RecordSetup::Advanced(list);
        }
        (Some("advanced"), None) => l.problem(
            top.get("setup").copied().unwrap_or(root),
            t!(speaking(), "record-advanced-no-placements"),
        ),
        (_, Some(node)) => l.problem(node, t!(speaking(), "record-placements-not-advanced")),
        _ => {}
    }
    match (setup_name.as_deref(), board_at) {
        (Some("board"), Some(at)) => {
            let mut board = setup;
            board.options = record.options;
            record.setup = RecordSetup::Board(board);
            places.board = Some((at, board_places));
        }
        (Some("board"), None) => l.problem(
            top.get("setup").copied().unwrap_or(root),
            t!(speaking(), "record-board-missing"),
        ),
        (_, Some(at)) => l.problem_at(at.0, at.1, t!(speaking(), "record-board-not-board")),
        _ => {}
    }
    // Problems of the players or placements: the start is not checked (items are missing).
    let setup_read = players_read && l.problems.len() == before_setup;

    if let Some(node) = top.get("turns") {
        for (i, item) in l.list(node, "turns").iter().enumerate() {
            let (turn, at) = read_turn(l, item, i + 1);
            record.turns.push(turn);
            places.turns.push(at);
        }
    }
    (record, places, setup_read)
}

/// Reads the `board` entries and the `options` through the scenario reader: a setup with the
/// board's lists and the options, where each item was written, and where `board` was.
fn read_board_and_options(
    l: &mut Loader,
    root: &SNode,
    taken: Vec<(SNode, SNode)>,
    text: &str,
) -> (Setup, BoardPlaces, Option<Place>) {
    let mut entries = Vec::new();
    let mut board_at = None;
    let mut seen_options = false;
    for (key, value) in taken {
        let name = scalar(&key.value).unwrap_or_default();
        if name == "options" {
            if seen_options {
                l.problem(&key, t!(speaking(), "record-key-twice", key = "options"));
                continue;
            }
            seen_options = true;
            entries.push((key, value));
            continue;
        }
        if board_at.is_some() {
            l.problem(&key, t!(speaking(), "record-key-twice", key = "board"));
            continue;
        }
        board_at = Some(place(&value));
        match value.value {
            Node::Map(items) => {
                for (k, v) in items {
                    match scalar(&k.value) {
                        Some(name) if BOARD.contains(&name.as_str()) => entries.push((k, v)),
                        _ => l.problem(
                            &k,
                            t!(
                                speaking(),
                                "record-board-key",
                                found = describe(&k.value),
                                known = BOARD.join(", ")
                            ),
                        ),
                    }
                }
            }
            ref other => l.problem(
                &value,
                t!(
                    speaking(),
                    "record-board-not-map",
                    known = BOARD.join(", "),
                    found = describe(other)
                ),
            ),
        }
    }
    let node = SNode {
        value: Node::Map(entries),
        referenced: root.referenced,
        defined: root.defined,
    };
    let (setup, places, _) = yaml::read(l, &node, &[], text);
    (setup, places, board_at)
}

/// `seats: { blue: greedy }`: the seats the program plays, each a player of the record and an
/// AI level.
fn read_seats(l: &mut Loader, node: &SNode, record: &mut Record) {
    let Node::Map(entries) = &node.value else {
        if !matches!(node.value, Node::Null) {
            l.problem(
                node,
                t!(
                    speaking(),
                    "record-seats-not-map",
                    found = describe(&node.value)
                ),
            );
        }
        return;
    };
    for (k, v) in entries {
        let Some(player) = scalar(&k.value) else {
            l.problem(
                k,
                t!(speaking(), "record-seats-name", found = describe(&k.value)),
            );
            continue;
        };
        if !record.players.contains(&player) {
            l.problem(
                k,
                t!(
                    speaking(),
                    "record-seats-unknown",
                    player = &player,
                    players = record.players.join(", ")
                ),
            );
            continue;
        }
        if record.seat_level(&player).is_some() {
            l.problem(k, t!(speaking(), "record-seats-twice", player = &player));
            continue;
        }
        let Some(level) = l.text(v, &t!(speaking(), "record-what", what = "level")) else {
            continue;
        };
        match level.parse::<crate::ai::Level>() {
            Ok(level) => record.set_seat(&player, Some(level)),
            Err(e) => l.problem(
                v,
                t!(
                    speaking(),
                    "record-seats-level",
                    player = &player,
                    problem = e.to_string()
                ),
            ),
        }
    }
}

/// One placement of the advanced setup.
fn read_placement(l: &mut Loader, item: &SNode) -> Option<Placement> {
    let m = l.map(
        item,
        &t!(speaking(), "record-what", what = "placement"),
        &["by", "piece", "at", "size", "arrow", "pair"],
    )?;
    let by = l
        .required(
            &m,
            item,
            &t!(speaking(), "record-what", what = "placement"),
            "by",
        )
        .and_then(|n| l.text(n, "placement `by`"));
    let at = l
        .required(
            &m,
            item,
            &t!(speaking(), "record-what", what = "placement"),
            "at",
        )
        .and_then(|n| l.square(n, "placement `at`"));
    let piece_node = l.required(
        &m,
        item,
        &t!(speaking(), "record-what", what = "placement"),
        "piece",
    )?;
    let kind = l.text(piece_node, "placement `piece`")?;
    let extra = |l: &mut Loader, allowed: &[&str]| {
        for key in ["size", "arrow", "pair"] {
            if let Some(n) = m.get(key).filter(|_| !allowed.contains(&key)) {
                l.problem(
                    n,
                    t!(
                        speaking(),
                        "record-placement-extra",
                        kind = &kind,
                        key = key
                    ),
                );
            }
        }
    };
    let piece = match kind.as_str() {
        "pool" => {
            extra(l, &["size"]);
            let (width, height) = l
                .required(
                    &m,
                    item,
                    &t!(speaking(), "record-what", what = "pool-placement"),
                    "size",
                )
                .and_then(|n| l.pool_size(n))?;
            Placed::Pool { width, height }
        }
        "teleporter" => {
            extra(l, &["arrow", "pair"]);
            let arrow = l
                .required(
                    &m,
                    item,
                    &t!(speaking(), "record-what", what = "teleporter-placement"),
                    "arrow",
                )
                .and_then(|n| l.dir(n, "teleporter `arrow`"));
            let pair = l
                .required(
                    &m,
                    item,
                    &t!(speaking(), "record-what", what = "teleporter-placement"),
                    "pair",
                )
                .and_then(|n| l.text(n, "teleporter `pair`"));
            Placed::Teleporter {
                arrow: arrow?,
                pair: pair?,
            }
        }
        other => match Piece::parse(other) {
            Some(p) => {
                extra(l, &[]);
                Placed::Piece(p)
            }
            None => {
                l.problem(
                    piece_node,
                    t!(speaking(), "record-piece-unknown", text = other),
                );
                return None;
            }
        },
    };
    Some(Placement {
        by: by?,
        piece,
        at: at?,
    })
}

/// Says where the problems found since the `before`-th are ("turn 2, play 3 (red5)"), as the
/// replay names its problems: `at` makes the message from the problem.
fn name_problems(l: &mut Loader, before: usize, at: impl Fn(&str) -> String) {
    for p in &mut l.problems[before..] {
        p.message = at(&p.message);
    }
}

/// "turn 2: PROBLEM", in the readers' language.
fn at_turn(n: usize) -> impl Fn(&str) -> String {
    move |problem| t!(speaking(), "record-at-turn", n = n, problem = problem)
}

/// One turn (the `n`-th): its plays and its tile. Plays refused here are left out (and
/// reported, each with its turn and play).
fn read_turn(l: &mut Loader, item: &SNode, n: usize) -> (TurnRecord, TurnPlaces) {
    let mut turn = TurnRecord::default();
    let mut at = TurnPlaces {
        at: place(item),
        ..TurnPlaces::default()
    };
    let before = l.problems.len();
    let m = l.map(
        item,
        &t!(speaking(), "record-what", what = "turn"),
        &["plays", "tile"],
    );
    name_problems(l, before, at_turn(n));
    let Some(m) = m else {
        return (turn, at);
    };
    if let Some(list) = m.get("plays") {
        let before = l.problems.len();
        let plays = l.list(list, "plays");
        name_problems(l, before, at_turn(n));
        for (j, p) in plays.iter().enumerate() {
            let before = l.problems.len();
            let play = read_play(l, p);
            let pawn = match &p.value {
                Node::Map(entries) => entries.iter().find_map(|(k, v)| {
                    (scalar(&k.value).as_deref() == Some("pawn"))
                        .then(|| scalar(&v.value))
                        .flatten()
                }),
                _ => None,
            };
            let pawn = pawn.map(|p| crate::render::escaped(&p).into_owned());
            name_problems(l, before, |problem| match &pawn {
                Some(pawn) => t!(
                    speaking(),
                    "record-at-play-pawn",
                    n = n,
                    play = j + 1,
                    pawn = pawn,
                    problem = problem
                ),
                None => t!(
                    speaking(),
                    "record-at-play",
                    n = n,
                    play = j + 1,
                    problem = problem
                ),
            });
            if let Some(play) = play {
                turn.plays.push(play);
                at.plays.push(place(p));
            }
        }
    }
    if let Some(t) = m.get("tile") {
        at.tile = Some(place(t));
        let before = l.problems.len();
        if let Some(s) = l.text(t, "tile") {
            match s.parse() {
                Ok(tile) => turn.tile = Some(tile),
                Err(e) => l.problem(t, t!(speaking(), "record-tile", problem = e.to_string())),
            }
        }
        name_problems(l, before, at_turn(n));
    }
    (turn, at)
}

fn dest(l: &mut Loader, node: &SNode, what: &str) -> Option<Dest> {
    let s = l.text(node, what)?;
    match s.parse() {
        Ok(d) => Some(d),
        Err(e) => {
            l.problem(
                node,
                t!(
                    speaking(),
                    "record-dest",
                    what = what,
                    problem = e.to_string()
                ),
            );
            None
        }
    }
}

/// One play: `{ pawn, to, path }`.
fn read_play(l: &mut Loader, item: &SNode) -> Option<PlayRecord> {
    let m = l.map(
        item,
        &t!(speaking(), "record-what", what = "play"),
        &["pawn", "to", "path"],
    )?;
    let pawn = l
        .required(
            &m,
            item,
            &t!(speaking(), "record-what", what = "play"),
            "pawn",
        )
        .and_then(|n| l.text(n, "play `pawn`"));
    let to = m.get("to").map(|n| dest(l, n, "play `to`"));
    let path = m.get("path").map(|n| {
        if matches!(n.value, Node::Null) {
            // `path: ~` is no path at all (as `to: ~` is no square); staying is `path: []`.
            l.problem(n, t!(speaking(), "record-path-nothing"));
            return None;
        }
        let items = l.list(n, "path");
        let squares: Vec<Option<Dest>> = items
            .iter()
            .map(|s| dest(l, s, &t!(speaking(), "record-what", what = "path-square")))
            .collect();
        squares.into_iter().collect::<Option<Vec<Dest>>>()
    });
    if to.is_none() && path.is_none() {
        l.problem(item, t!(speaking(), "record-play-empty"));
        return None;
    }
    Some(PlayRecord {
        pawn: pawn?,
        to: match to {
            Some(t) => Some(t?),
            None => None,
        },
        path: match path {
            Some(p) => Some(p?),
            None => None,
        },
    })
}
