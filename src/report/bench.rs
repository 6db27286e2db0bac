//! `bench`: monster steps, pawn moves and placements per second, puzzles per minute.

use super::{Report, Style};
use crate::i18n::{Fixed, Lang};
use crate::puzzle::{self, GenerateBench};
use crate::rules::{Deck, Options};
use crate::search;
use crate::t;

/// The figures measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Positions in the monster set.
    pub positions: usize,
    /// Monster steps per second on the fast and the explained path.
    pub monster: crate::bench::MonsterSpeed,
    /// Results of the pawn-move position.
    pub pawn_results: usize,
    /// Seconds per pawn search.
    pub pawn_search: f64,
    /// Seconds per pawn search with every path and board built.
    pub pawn_built: f64,
    /// Placements tried by the placement search.
    pub placements: u64,
    /// Placements found.
    pub placements_found: usize,
    /// Seconds it took.
    pub placement_seconds: f64,
    /// Threads it used.
    pub threads: usize,
    /// Puzzle generation, per rule set.
    pub puzzles: Vec<GenerateBench>,
    /// Whole AI games per second: 4-player `random` games, 4-player `greedy` games.
    pub ai_games: (f64, f64),
    /// `mcts` playouts per second (iterations of its tree search, each adding a node and
    /// scoring a leaf) on a 4-player position of the third turn, and the playouts measured.
    pub mcts_playouts: (f64, u64),
    /// The most greedy plays each of those playouts plays on (`mcts`'s default rollout).
    pub mcts_rollout: u32,
}

/// `mcts` playouts per second: the decision for the player to play after two greedy turns of
/// a seeded 4-player game, with `playouts` playouts.
fn mcts_playouts_per_second(playouts: u64) -> f64 {
    use crate::ai::{choose, choose_play, Config, Level};
    use crate::game::{Game, Phase};
    let players: Vec<String> = crate::ai::simulate::SEAT_NAMES[..4]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let Ok(mut game) = Game::new(&players, None, &crate::setup::Setup::basic(), false) else {
        return 0.0;
    };
    let greedy = Config::new(Level::Greedy);
    while game.turn() < 3 && game.phase() != Phase::Over {
        if game.phase() == Phase::Monster {
            let Some(tile) = game.seeded_tile(1) else {
                return 0.0;
            };
            let Ok((next, _)) = game.monster_phase(tile) else {
                return 0.0;
            };
            game = next;
            continue;
        }
        let Some(play) = choose_play(&game, &greedy, 1) else {
            return 0.0;
        };
        game = game
            .apply(&crate::game::Play::of_move(&play))
            .unwrap_or(game);
    }
    let mut config = Config::new(Level::Mcts);
    config.budget.playouts = playouts;
    let start = std::time::Instant::now();
    if choose(&game, &config, 1).is_none() {
        return 0.0;
    }
    playouts as f64 / start.elapsed().as_secs_f64().max(1e-9)
}

/// Whole 4-player games of `level` per second (basic setup, in parallel).
fn ai_games_per_second(level: crate::ai::Level, games: u64) -> f64 {
    use crate::ai::simulate::{SimSetup, Simulation};
    let sim = Simulation {
        seats: vec![crate::ai::Config::new(level); 4],
        games,
        seed: 1,
        setup: SimSetup::Basic,
        three_prey: false,
        options: Options::default(),
        keep_records: false,
    };
    let start = std::time::Instant::now();
    let played = sim.run(&|| ()).map_or(0, |r| r.len());
    played as f64 / start.elapsed().as_secs_f64().max(1e-9)
}

impl BenchReport {
    /// Runs the whole set `rounds` times (after a warm-up) and `puzzles` medium puzzles per
    /// rule set (0: skip).
    pub fn run(rounds: u32, puzzles: usize) -> BenchReport {
        let positions = crate::bench::positions();
        let options = Options::default();
        let rounds = rounds.max(1);
        let monster = crate::bench::monster_speed(&positions, &options, rounds);

        // Pawn moves: a 6-point pawn on the basic setup with 12 pawns.
        let pawn_board = [crate::bench::pawn_position()];
        let reps = 20 * rounds as usize;
        let start = std::time::Instant::now();
        let mut results = 0;
        for _ in 0..reps {
            results += crate::bench::pawn_moves(std::hint::black_box(&pawn_board), &options, false);
        }
        let pawn_search = start.elapsed().as_secs_f64() / reps as f64;
        let start = std::time::Instant::now();
        for _ in 0..rounds {
            results += crate::bench::pawn_moves(std::hint::black_box(&pawn_board), &options, true);
        }
        let pawn_built = start.elapsed().as_secs_f64() / f64::from(rounds);

        // Placements: search place --count 2 --goal survive on the basic setup, every tile.
        let board = crate::setup::basic::board();
        let start = std::time::Instant::now();
        let found = search::place(
            &board,
            &options,
            2,
            &search::Goal::Survive,
            &Deck::STANDARD,
            &|_| (),
        );
        let placement_seconds = start.elapsed().as_secs_f64();
        let placements = search::choose(search::candidates(&board).len(), 2);

        let puzzles = if puzzles == 0 {
            Vec::new()
        } else {
            puzzle::RuleSet::ALL
                .into_iter()
                .map(|rules| {
                    puzzle::bench_generate(
                        1,
                        puzzles,
                        puzzle::Kind::Move,
                        Some(puzzle::Difficulty::Medium),
                        rules,
                    )
                })
                .collect()
        };
        BenchReport {
            positions: positions.len(),
            monster,
            pawn_results: results / (reps + rounds as usize),
            pawn_search,
            pawn_built,
            placements,
            placements_found: found.len(),
            placement_seconds,
            threads: rayon::current_num_threads(),
            puzzles,
            ai_games: (
                // At most a few seconds each (2,000 and 200 games at the default 1,000 rounds).
                ai_games_per_second(crate::ai::Level::Random, (20 * u64::from(rounds)).min(2000)),
                ai_games_per_second(
                    crate::ai::Level::Greedy,
                    u64::from(rounds / 5).clamp(2, 200),
                ),
            ),
            mcts_playouts: {
                let n = u64::from(rounds / 5).clamp(10, 200);
                (mcts_playouts_per_second(n), n)
            },
            mcts_rollout: crate::ai::Budget::default().rollout,
        }
    }
}

impl Report for BenchReport {
    fn text(&self, style: &Style) -> String {
        crate::render::fit(&self.lines(style.lang), style.width)
    }
}

impl BenchReport {
    /// The figures, a line each (not yet fitted to a width), in `lang`.
    fn lines(&self, lang: Lang) -> String {
        let tiles = Deck::STANDARD.len();
        let speed = &self.monster;
        let moves_per_step = (self.positions * tiles) as f64 / speed.steps_per_round as f64;
        let mut out = String::new();
        let mut line = |indent: &str, text: String| {
            out.push_str(indent);
            out.push_str(&text);
            out.push('\n');
        };
        line(
            "",
            t!(
                lang,
                "bench-monster",
                positions = self.positions.to_string(),
                tiles = tiles,
                steps = speed.steps_per_round.to_string(),
                rounds = speed.rounds.to_string(),
                batches = speed.batches.to_string()
            ),
        );
        line(
            "  ",
            t!(
                lang,
                "bench-monster-fast",
                speed = Fixed(speed.fast / 1e6, 1)
            ),
        );
        line(
            "    ",
            t!(
                lang,
                "bench-monster-median",
                best = Fixed(speed.fast_best / 1e6, 1),
                moves = Fixed(speed.fast * moves_per_step / 1e6, 2)
            ),
        );
        line(
            "  ",
            t!(
                lang,
                "bench-monster-explained",
                speed = Fixed(speed.explained / 1e6, 1)
            ),
        );
        line(
            "",
            t!(lang, "bench-pawn", results = self.pawn_results.to_string()),
        );
        line(
            "  ",
            t!(
                lang,
                "bench-pawn-search",
                search = Fixed(self.pawn_search * 1e6, 1),
                built = Fixed(self.pawn_built * 1e6, 1)
            ),
        );
        line("", t!(lang, "bench-place"));
        line(
            "  ",
            t!(
                lang,
                "bench-place-count",
                n = self.placements.to_string(),
                seconds = Fixed(self.placement_seconds, 3),
                threads = self.threads,
                found = self.placements_found.to_string()
            ),
        );
        line(
            "    ",
            t!(
                lang,
                "bench-place-speed",
                speed = Fixed(self.placements as f64 / self.placement_seconds / 1e6, 2)
            ),
        );
        for b in &self.puzzles {
            out.push_str(&crate::render::puzzle::bench_text_in(lang, b));
        }
        let mut line = |indent: &str, text: String| {
            out.push_str(indent);
            out.push_str(&text);
            out.push('\n');
        };
        line("", t!(lang, "bench-ai", threads = self.threads));
        line(
            "  ",
            t!(
                lang,
                "bench-ai-speed",
                random = Fixed(self.ai_games.0, 0),
                greedy = Fixed(self.ai_games.1, 1)
            ),
        );
        line("", t!(lang, "bench-mcts"));
        line(
            "  ",
            t!(
                lang,
                "bench-mcts-speed",
                speed = Fixed(self.mcts_playouts.0, 0),
                n = self.mcts_playouts.1.to_string(),
                rollout = self.mcts_rollout.to_string()
            ),
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report() -> BenchReport {
        BenchReport {
            positions: 100,
            monster: crate::bench::MonsterSpeed {
                steps_per_round: 5000,
                rounds: 20,
                batches: 4,
                fast: 12_345_678.0,
                fast_best: 13_000_000.0,
                explained: 2_500_000.0,
            },
            pawn_results: 42,
            pawn_search: 0.000_012_5,
            pawn_built: 0.000_031,
            placements: 3000,
            placements_found: 7,
            placement_seconds: 0.25,
            threads: 2,
            puzzles: Vec::new(),
            ai_games: (1234.0, 56.7),
            mcts_playouts: (8900.0, 400),
            mcts_rollout: 16,
        }
    }

    #[test]
    fn the_figures_in_english_as_before_and_in_german_and_french() {
        let r = report();
        let en = r.lines(Lang::En);
        let moves = 12_345_678.0 * (100.0 * 8.0) / 5000.0 / 1e6;
        let before = format!(
            "monster: 100 positions x 8 tiles (5000 steps), 20 rounds a path, 4 batches\n  fast path (as searches run it): 12.3 million steps per second\n    (median batch; best 13.0 million; {moves:.2} million whole moves per second)\n  explained path (every event kept, as trace): 2.5 million steps per second\n\
             pawn moves: 6-point pawn, basic setup, 12 pawns (42 results)\n  search 12.5 us per pawn; with every path and board built 31.0 us\n\
             placements: 2 pawns on the basic setup, goal survive, all tiles\n  3000 placements in 0.250 s (2 threads), 7 found:\n    0.01 million placements evaluated per second\n\
             AI games: 4 players, basic setup, 2 threads\n  random: 1234 games per second; greedy: 56.7 games per second\n\
             mcts: one decision, turn 3 of a 4-player game, one thread\n  8900 playouts per second (400 playouts, rollouts of up to 16 plays)\n"
        );
        assert_eq!(en, before);
        let de = r.lines(Lang::De);
        assert!(
            de.contains(
                "  schneller Weg (wie die Suchen ihn gehen): 12,3 Millionen Schritte pro Sekunde\n"
            ),
            "{de}"
        );
        assert!(
            de.contains("KI-Spiele: 4 Spieler, Grundaufbau, 2 Threads\n"),
            "{de}"
        );
        let fr = r.lines(Lang::Fr);
        assert!(
            fr.contains("    0,01 millions de placements évalués par seconde\n"),
            "{fr}"
        );
        assert!(fr.contains("parties d'IA\u{a0}: 4 joueurs"), "{fr}");
        assert_eq!(en.lines().count(), de.lines().count());
        assert_eq!(en.lines().count(), fr.lines().count());
    }
}
