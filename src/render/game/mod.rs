//! Whole games as text: the board with the pawns in their players' colours, the faces, who
//! is out, the tiles played and left with the chance of each, whose turn it is; each turn's
//! plays and monster trace. The JSON documents are in [`json`].

pub mod json;

use super::board::{draw, Marks};
use super::trace::trace_text_drawn;
use super::{inks, Palette, Role};
use crate::board::{Board, PawnId};
use crate::game::record::TurnLog;
use crate::game::{Game, MonsterPhase, PawnState, Phase, Seat};
use crate::geometry::Square;
use crate::i18n::{and_list, Lang, Word};
use crate::pawn::{Dest, PawnMove};
use crate::report::Style;
use crate::rules::{Deck, Tile};
use crate::t;
use crate::trace::Trace;
use std::fmt::Write;

/// `text` (one paragraph) wrapped at `width` columns by [`super::wrap`], its own leading
/// spaces starting the first line, continuation lines indented by `indent`; every line ends
/// with a newline.
pub fn wrap(text: &str, width: usize, indent: &str) -> String {
    let body = text.trim_start_matches(' ');
    let lead = " ".repeat(text.len() - body.len());
    super::wrap(body, width, &lead, indent)
}

/// Each player's colour (an index into [`INKS`](super::INKS)): the board's own choice, [`inks`], so a
/// player has one colour everywhere text is coloured.
pub fn player_colours(players: &[String]) -> Vec<u8> {
    let names: Vec<&str> = players.iter().map(String::as_str).collect();
    inks(&names)
}

/// The game's board, drawn as [`game_board`] draws it.
pub fn board_text(game: &Game, style: &Style) -> String {
    game_board(game, game.board(), &[], style, true)
}

/// `board` (the game's, or one during a monster move) drawn as every board is drawn: each
/// pawn as its player's initial and the face it shows, in its player's colour, listed under
/// the board; the monster's `path` marked; and the legend if `legend`.
pub fn game_board(
    game: &Game,
    board: &Board,
    path: &[Square],
    style: &Style,
    legend: bool,
) -> String {
    let marks = Marks {
        path: path.to_vec(),
        labels: Vec::new(),
    };
    let position = game.position();
    let mut text = draw(board, &position, &marks, style);
    if legend {
        text.push_str(&super::board::legend(!path.is_empty(), style));
    }
    text
}

/// The monster's explained trace in a game, its boards drawn with the game's labels.
pub fn game_trace_text(game: &Game, trace: &Trace, title: Option<&str>, style: &Style) -> String {
    let position = game.position();
    let board = |b: &Board, path: &[Square]| game_board(game, b, path, style, true);
    trace_text_drawn(trace, position.pawns(), title, style, &board)
}

/// `red1 m10 (6)`, `red4 (3)` for a waiting pawn: the pawn and the face it shows.
fn pawn_words(game: &Game, id: PawnId) -> String {
    match game.pawn_state(id) {
        PawnState::On(sq, face) => format!("{} {sq} ({face})", game.pawn_name(id)),
        PawnState::Waiting(face) => format!("{} ({face})", game.pawn_name(id)),
        _ => game.pawn_name(id).to_string(),
    }
}

fn list_or_dash(items: Vec<String>) -> String {
    if items.is_empty() {
        "-".into()
    } else {
        items.join(", ")
    }
}

/// One block per player: pawns out (in the order they went out), on the board, beside the
/// entrance and gone, each with the face it shows.
pub fn pawns_text(game: &Game, style: &Style) -> String {
    let colours = player_colours(game.players());
    let lang = style.lang;
    let players: Vec<_> = game
        .players()
        .iter()
        .map(|p| crate::i18n::Player(p).word(lang))
        .collect();
    let width = players.iter().map(|p| p.chars().count()).max().unwrap_or(0);
    let mut out = super::wrap(&t!(lang, "game-pawns-head"), style.width, "", "  ");
    for (s, player) in players.iter().enumerate() {
        let seat = Seat(s as u8);
        let ids: Vec<PawnId> = game.pawns_of(seat).collect();
        let of = |want: fn(PawnState) -> bool| -> Vec<String> {
            ids.iter()
                .filter(|&&id| want(game.pawn_state(id)))
                .map(|&id| pawn_words(game, id))
                .collect()
        };
        let out_list: Vec<String> = game
            .out_pawns(seat)
            .iter()
            .map(|&id| game.pawn_name(id).to_string())
            .collect();
        let name = style
            .palette
            .paint(Role::Ink(colours[s]), &format!("{player:<width$}"));
        let pad = " ".repeat(width);
        let _ = writeln!(
            out,
            "  {name}  {}",
            t!(
                lang,
                "game-pawns-out",
                list = list_or_dash(out_list),
                need = game.pawns_to_win(),
                of = game.pawns_per_player()
            )
        );
        let mut lines = Vec::new();
        let on = of(|p| matches!(p, PawnState::On(..)));
        if !on.is_empty() {
            lines.push(t!(lang, "game-pawns-on", list = on.join(", ")));
        }
        let waiting = of(|p| matches!(p, PawnState::Waiting(_)));
        if !waiting.is_empty() {
            lines.push(t!(lang, "game-pawns-waiting", list = waiting.join(", ")));
        }
        let gone = of(|p| matches!(p, PawnState::Gone(_)));
        if !gone.is_empty() {
            lines.push(t!(lang, "game-pawns-gone", list = gone.join(", ")));
        }
        for l in lines {
            let _ = writeln!(out, "  {pad}  {l}");
        }
    }
    out
}

/// `1/6`: a count over a total, reduced.
fn fraction(count: u32, total: u32) -> String {
    fn gcd(a: u32, b: u32) -> u32 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let g = gcd(count, total).max(1);
    format!("{}/{}", count / g, total / g)
}

/// The chance of each tile of `deck` as `5 1/6, 7 1/3, ..., prey-1 1/6`: by the names a
/// player types (`tile prey-1`).
pub fn chances_text(deck: &Deck) -> String {
    chances_by(deck, |t| t.to_string())
}

/// The chance of each tile of `deck` by the tiles' words in `lang` (`„1 Treffer“ 1/6`).
pub fn chances_words(lang: Lang, deck: &Deck) -> String {
    chances_by(deck, |t| t.word(lang).into_owned())
}

fn chances_by(deck: &Deck, name: impl Fn(Tile) -> String) -> String {
    let total = deck.len() as u32;
    deck.distinct()
        .iter()
        .map(|&(t, n)| format!("{} {}", name(t), fraction(n, total)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The tiles played in each round, the tiles left, and the chance of each for the next
/// monster phase.
pub fn tiles_text(lang: Lang, game: &Game, width: usize) -> String {
    let mut out = String::new();
    let played = |r: u8| {
        let t: Vec<String> = game
            .tiles_played(r)
            .iter()
            .map(|t| t.word(lang).into_owned())
            .collect();
        list_or_dash(t)
    };
    out.push_str(&wrap(
        &t!(lang, "game-tiles-played", one = played(1), two = played(2)),
        width,
        "  ",
    ));
    if game.is_over() {
        return out;
    }
    let left = game.tiles_left();
    let to_play = crate::game::TILES_PER_ROUND - game.tiles_played_this_round();
    out.push_str(&wrap(
        &t!(
            lang,
            "game-tiles-pile",
            round = game.round(),
            pile = left
                .tiles()
                .iter()
                .map(|t| t.word(lang).into_owned())
                .collect::<Vec<_>>()
                .join(", "),
            left = to_play
        ),
        width,
        "  ",
    ));
    out.push_str(&wrap(
        &t!(
            lang,
            "game-tiles-next",
            barred = game.prey_barred(),
            chances = chances_words(lang, &game.next_tiles())
        ),
        width,
        "  ",
    ));
    out
}

/// Whose turn it is, in words (wrapped, one or more lines).
pub fn turn_line(lang: Lang, game: &Game, width: usize) -> String {
    let start = crate::i18n::Player(game.player_name(game.start_player()));
    let head = t!(
        lang,
        "game-turn-head",
        round = game.round(),
        turn = game.turn(),
        start = start
    );
    let text = match game.phase() {
        Phase::Over => t!(lang, "game-over-line", why = game.end_text(lang)),
        Phase::Monster => t!(lang, "game-monster-next", head = head),
        Phase::Pawns => {
            let seat = game.to_play().unwrap_or(game.start_player());
            let pawns: Vec<String> = game
                .unplayed_pawns(seat)
                .map(|id| {
                    t!(
                        lang,
                        "game-pawn-points",
                        pawn = game.pawn_name(id),
                        points = game.face(id)
                    )
                })
                .collect();
            let mut line = t!(
                lang,
                "game-to-play",
                head = head,
                player = crate::i18n::Player(game.player_name(seat)),
                pawns = and_list(lang, &pawns)
            );
            if game.turn() == 1 {
                let entered: Vec<String> = game
                    .players()
                    .iter()
                    .enumerate()
                    .map(|(s, p)| {
                        t!(
                            lang,
                            "game-entered-count",
                            player = crate::i18n::Player(p),
                            n = game.entered_first_turn(Seat(s as u8)).len()
                        )
                    })
                    .collect();
                line.push(' ');
                line.push_str(&t!(lang, "game-first-turn", entered = entered.join(", ")));
            }
            line
        }
    };
    wrap(&text, width, "")
}

/// The seats skipped between `before` and `after` (one play, or one monster phase) because
/// they had no pawn left to play this turn (S16), in the order they were skipped.
pub fn passed(before: &Game, after: &Game) -> Vec<Seat> {
    let n = after.players().len();
    let Some(next) = after.to_play() else {
        return Vec::new();
    };
    let from = if after.turn() == before.turn() {
        match before.to_play() {
            Some(s) => s.index() + 1,
            None => return Vec::new(),
        }
    } else {
        after.start_player().index()
    };
    (0..n)
        .map(|k| Seat(((from + k) % n) as u8))
        .take_while(|&s| s != next)
        .collect()
}

/// Why `seat` passed this turn, in words with the rule and the author's FAQ.
pub fn pass_words(lang: Lang, game: &Game, seat: Seat) -> String {
    let in_play = game.pawns_of(seat).any(|id| game.in_play(id));
    t!(
        lang,
        "game-passes",
        player = crate::i18n::Player(game.player_name(seat)),
        none_left = !in_play
    )
}

/// Each line of `text` painted in `role` (so no line break is inside a colour).
fn paint_lines(palette: &Palette, role: Role, text: &str) -> String {
    text.lines()
        .map(|l| palette.paint(role, l) + "\n")
        .collect()
}

/// The whole state as text: whose turn, the board, the pawns, the tiles.
pub fn state_text(game: &Game, style: &Style) -> String {
    let mut out = String::new();
    out.push_str(&paint_lines(
        &style.palette,
        Role::Heading,
        &turn_line(style.lang, game, style.width),
    ));
    let _ = writeln!(out);
    out.push_str(&board_text(game, style));
    let _ = writeln!(out);
    out.push_str(&pawns_text(game, style));
    let _ = writeln!(out);
    out.push_str(&tiles_text(style.lang, game, style.width));
    out
}

/// One play in words: `red5 (5): p11 o11 o10, pushing ...` — from the state before it.
pub fn play_text(lang: Lang, before: &Game, m: &PawnMove) -> String {
    let name = before.pawn_name(m.pawn);
    let face = before.face(m.pawn);
    let squares = m
        .squares()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let mut line = match (m.dest, m.path.is_empty()) {
        (Dest::Waiting, _) => t!(lang, "game-play-stays", pawn = name, face = face),
        (_, true) => t!(lang, "game-play-still", pawn = name, face = face),
        (Dest::Out, _) => t!(
            lang,
            "game-play-out",
            pawn = name,
            face = face,
            path = squares
        ),
        _ => t!(
            lang,
            "game-play-moves",
            pawn = name,
            face = face,
            path = squares
        ),
    };
    if !m.pushes.is_empty() {
        let p: Vec<String> = m.pushes.iter().map(|p| push_words(lang, p)).collect();
        line.push_str(&t!(lang, "game-play-pushes", pushes = and_list(lang, &p)));
    }
    line
}

/// One push in words: "the stone from o9 to n9".
fn push_words(lang: Lang, p: &crate::pawn::PushRecord) -> String {
    match (p.to, p.removed_on) {
        (Some(to), _) => t!(
            lang,
            "game-push-to",
            piece = p.piece,
            from = p.from,
            to = to
        ),
        (None, Some(on)) => t!(
            lang,
            "game-push-removed",
            piece = p.piece,
            from = p.from,
            on = on
        ),
        (None, None) => t!(lang, "game-push-off", piece = p.piece, from = p.from),
    }
}

/// One result among those that end on one square, in words to choose by: its path and
/// what it pushes ("p11 o11 o10, pushing the stone from o9 to n9"), or staying put.
pub fn result_words(lang: Lang, m: &PawnMove, start: Dest) -> String {
    let squares = m
        .squares()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let p: Vec<String> = m.pushes.iter().map(|p| push_words(lang, p)).collect();
    match (m.path.is_empty(), p.is_empty()) {
        (true, _) => t!(lang, "game-result-stay", at = start.to_string()),
        (false, true) => t!(lang, "game-result-path", path = squares),
        (false, false) => t!(
            lang,
            "game-result-pushing",
            path = squares,
            pushes = and_list(lang, &p)
        ),
    }
}

/// What a monster phase did, in one or two lines, with the rules: who was removed and
/// where they went (S18), the end of a round (S19). Pawns are never said to be eaten at the
/// end of round 2 unless some were.
pub fn monster_line(lang: Lang, game_before: &Game, phase: &MonsterPhase) -> String {
    let names = |ids: &[PawnId]| -> String {
        let v: Vec<String> = ids
            .iter()
            .map(|&id| game_before.pawn_name(id).to_string())
            .collect();
        and_list(lang, &v)
    };
    let removed: Vec<String> = phase
        .removed
        .iter()
        .map(|r| {
            t!(
                lang,
                "game-removed-at-step",
                pawn = game_before.pawn_name(r.pawn),
                how = r.how,
                step = r.step
            )
        })
        .collect();
    let mut line = if removed.is_empty() {
        t!(lang, "game-tile-none-removed", tile = phase.tile)
    } else {
        t!(
            lang,
            "game-tile-removed",
            tile = phase.tile,
            removed = and_list(lang, &removed),
            round = phase.round,
            count = removed.len()
        )
    };
    if phase.round == 2 && phase.round_over {
        line.push(' ');
        line.push_str(&t!(
            lang,
            "game-round-two-over",
            eaten = names(&phase.eaten_at_end),
            count = phase.eaten_at_end.len()
        ));
    } else if phase.round_over && phase.round == 1 {
        line.push(' ');
        line.push_str(&t!(lang, "game-round-one-over"));
    }
    line
}

/// One replayed turn: its plays, and its monster phase (with the explained trace if it was
/// recorded).
pub fn turn_text(log: &TurnLog, style: &Style) -> String {
    let mut out = String::new();
    let g = &log.before;
    let _ = writeln!(
        out,
        "{}",
        style.palette.paint(
            Role::Heading,
            &t!(
                style.lang,
                "game-turn-title",
                turn = log.turn,
                round = log.round,
                start = crate::i18n::Player(g.player_name(log.start))
            )
        )
    );
    let mut state = log.before.clone();
    for m in &log.plays {
        out.push_str(&wrap(
            &format!("  {}", play_text(style.lang, &state, m)),
            style.width,
            "    ",
        ));
        if let Ok(next) = state.apply(&crate::game::Play::of_move(m)) {
            state = next;
        }
    }
    if let Some(phase) = &log.monster {
        if let Some(trace) = &phase.trace {
            let _ = writeln!(out);
            out.push_str(&game_trace_text(&state, trace, None, style));
        }
        out.push_str(&wrap(
            &format!("  {}", monster_line(style.lang, &state, phase)),
            style.width,
            "    ",
        ));
    }
    out
}

/// `game state` as text: whose turn, which of their pawns may still move, who plays after
/// them, and the tiles with their chances.
pub fn table_text(game: &Game, style: &Style) -> String {
    let mut out = String::new();
    out.push_str(&paint_lines(
        &style.palette,
        Role::Heading,
        &turn_line(style.lang, game, style.width),
    ));
    if let Some(seat) = game.to_play() {
        let n = game.players().len();
        let later: Vec<String> = (1..n)
            .map(|k| Seat(((seat.index() + k) % n) as u8))
            .filter_map(|s| {
                let pawns: Vec<String> = game
                    .unplayed_pawns(s)
                    .map(|id| game.pawn_name(id).to_string())
                    .collect();
                (!pawns.is_empty()).then(|| {
                    let player = crate::i18n::Player(game.player_name(s)).word(style.lang);
                    format!("{player} ({})", pawns.join(", "))
                })
            })
            .collect();
        if !later.is_empty() {
            out.push_str(&wrap(
                &t!(style.lang, "game-still-to-play", list = later.join(", ")),
                style.width,
                "",
            ));
        }
    }
    let _ = writeln!(out);
    out.push_str(&pawns_text(game, style));
    let _ = writeln!(out);
    out.push_str(&tiles_text(style.lang, game, style.width));
    out
}

/// The game's board as a picture, titled in `lang` with whose turn it is: each pawn in its
/// player's colour with the face it shows, the pawns waiting beside the entrance and those out
/// listed under the board, handed to `draw`. `None` only if the game's position could not be
/// drawn (it always can).
fn game_sheet<R>(
    lang: Lang,
    game: &Game,
    draw: impl FnOnce(&crate::render::svg::Sheet) -> R,
) -> Option<R> {
    use crate::render::svg::{Overlay, Panel, Scene, Sheet};
    let position = game.position();
    // The scenario names the teleporter pairs; the game's own board keeps the pawns that are
    // out (a scenario has no place for them), with the position's pawns in the same order.
    let scenario = crate::setup::Setup::of_position(&position)
        .validate()
        .ok()?;
    let scene = Scene {
        board: *game.board(),
        pawns: position.pawns(),
        ..Scene::of(&scenario)
    }
    .with_lang(lang);
    let title = picture_title(lang, game);
    let sheet = Sheet::single(
        Some(title),
        Panel {
            heading: None,
            scene,
            overlay: Overlay::default(),
            notes: Vec::new(),
        },
    );
    Some(draw(&sheet))
}

/// The title of the game's picture in `lang`: the round, the turn and whose play it is (or
/// how the game ended).
pub fn picture_title(lang: Lang, game: &Game) -> String {
    let whose = match game.phase() {
        Phase::Over => t!(lang, "game-picture-over", why = game.end_text(lang)),
        Phase::Monster => t!(lang, "game-picture-monster"),
        Phase::Pawns => t!(
            lang,
            "game-picture-to-play",
            player = crate::i18n::Player(
                game.player_name(game.to_play().unwrap_or(game.start_player()))
            )
        ),
    };
    t!(
        lang,
        "game-picture-title",
        round = game.round(),
        turn = game.turn(),
        whose = whose
    )
}

/// The game's board as a picture (SVG), titled in English (see [`game_svg_in`]).
pub fn game_svg(game: &Game) -> Option<String> {
    game_svg_in(Lang::En, game)
}

/// The game's board as a picture (SVG), titled in `lang` with the round, the turn and whose
/// play it is.
pub fn game_svg_in(lang: Lang, game: &Game) -> Option<String> {
    game_sheet(lang, game, |s| s.to_svg())
}

/// The game's board on paper, one page an SVG document (for the PDF), titled in `lang`.
pub fn game_pages(
    lang: Lang,
    game: &Game,
    paper: crate::render::svg::paper::Paper,
) -> Option<Vec<String>> {
    game_sheet(lang, game, |s| {
        crate::render::svg::paper::single_column(s, paper)
    })
}
