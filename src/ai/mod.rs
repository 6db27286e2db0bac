//! AI players (issue 12): pure functions from a game state to a legal play, deterministic
//! from a seed. Nothing here prints.
//!
//! - [`Level::Random`]: a uniformly random legal play (the baseline).
//! - [`Level::Greedy`]: one play ahead. Every legal result of every pawn it may play is scored
//!   by the expected value of the board after the next monster phase, over the exact
//!   distribution of the tiles left in the pile ([`Game::next_tiles`]): its own pawns removed,
//!   opponents' pawns removed, progress toward the exit and out, and tempo (see
//!   `evaluate`).
//! - [`Level::Expectimax`]: looks further. For its best greedy candidates it plays out the rest
//!   of the pawn phase (every other play chosen by `greedy`), takes the monster as a chance
//!   node over the tiles left, and then scores its own best next play after each tile — within
//!   a node budget ([`Budget`]). Node budgets, not time budgets, keep it deterministic.

mod evaluate;
mod expectimax;
pub mod explain;
mod footprint;
mod greedy;
mod mcts;
mod paranoid;
mod random;
pub mod simulate;
pub mod tournament;

pub use evaluate::{Figures, Weights};

use crate::game::Game;
use crate::pawn::PawnMove;
use crate::rng::Rng;
use std::fmt;
use std::str::FromStr;

/// How strong an AI plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal play.
    Random,
    /// One play ahead, expected over the tiles left.
    Greedy,
    /// The rest of the phase, the monster as a chance node, then its own next play.
    Expectimax,
    /// Monte Carlo tree search, max-n backups, chance nodes over the tiles left.
    Mcts,
    /// Best-reply search of the rest of the pawn phase (one opponent answers at a time).
    Brs,
    /// Paranoid search of the rest of the pawn phase (every opponent against the player).
    Paranoid,
}

impl Level {
    /// The [`Budget`] fields this level reads, named as FORMAT.md section 7's `budget` names
    /// them (`nodes` is the `budget` option): two runs of a level that agree on these played
    /// it alike, whatever its other fields say.
    pub const fn budget_fields(self) -> &'static [&'static str] {
        match self {
            Level::Expectimax => &["nodes", "width"],
            Level::Brs | Level::Paranoid => &["width", "depth"],
            Level::Mcts => &[
                "playouts",
                "candidates",
                "rollout",
                "explore",
                "widen",
                "scale",
            ],
            Level::Random | Level::Greedy => &[],
        }
    }

    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Greedy,
        Level::Brs,
        Level::Paranoid,
        Level::Expectimax,
        Level::Mcts,
    ];

    /// The strongest level for a game of `players` players, by the ladder in `docs/ai-strength.md`
    /// (`game tournament` at the default budget, paired games against `brs` and
    /// `expectimax` at 2 to 7 seats): `mcts`, with its greedy rollouts to the end of the pawn
    /// phase, at every seat count (without rollouts it was behind `brs` from 4 players on,
    /// which this chose then). It is the default of `game hint`, of the page's Hint and of a
    /// table's AI seats.
    pub const fn strongest(_players: usize) -> Level {
        Level::Mcts
    }

    /// The level's name as on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Expectimax => "expectimax",
            Level::Mcts => "mcts",
            Level::Brs => "brs",
            Level::Paranoid => "paranoid",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    /// The level named `s`, or why not in [`crate::i18n::speaking`]'s language.
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s.trim())
            .ok_or_else(|| crate::t!(crate::i18n::speaking(), "ai-level-unknown", level = s))
    }
}

/// A level as spelled on the command line: its name, or its name followed by its own AI
/// options in brackets, `mcts[rollout=16,playouts=200]` (each a `NAME=VALUE` of
/// [`OPTIONS`]), so that two variants of one level can meet in a tournament. The name and
/// the options, or why not in [`crate::i18n::speaking`]'s language.
pub fn parse_spelling(s: &str) -> Result<(Level, Vec<String>), String> {
    let s = s.trim();
    let Some(open) = s.find('[') else {
        if s.contains(']') {
            return Err(crate::t!(
                crate::i18n::speaking(),
                "ai-level-form",
                level = s
            ));
        }
        return Ok((s.parse()?, Vec::new()));
    };
    let inner = s[open + 1..]
        .strip_suffix(']')
        .filter(|i| !i.contains('[') && !i.contains(']'))
        .ok_or_else(|| crate::t!(crate::i18n::speaking(), "ai-level-form", level = s))?;
    let level: Level = s[..open].parse()?;
    let options: Vec<String> = inner
        .split(',')
        .map(|o| o.trim().to_string())
        .filter(|o| !o.is_empty())
        .collect();
    let mut check = Config::new(level);
    for o in &options {
        check.set(o)?;
    }
    Ok((level, options))
}

/// Level spellings given as comma-separated lists (as clap splits them, at every comma),
/// split again at the commas outside brackets only: `["mcts[rollout=16", "playouts=200]",
/// "greedy"]` is `["mcts[rollout=16,playouts=200]", "greedy"]`. Spaces are dropped; none given,
/// none returned.
pub fn split_spellings(parts: &[String]) -> Vec<String> {
    if parts.is_empty() {
        return Vec::new();
    }
    let joined = parts.join(",");
    let mut out = Vec::new();
    let mut current = String::new();
    let mut depth = 0usize;
    for c in joined.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut current));
                continue;
            }
            c if c.is_whitespace() => continue,
            _ => {}
        }
        current.push(c);
    }
    out.push(current);
    out
}

/// How far the searching levels may look (node budgets, never time).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// expectimax: monster walks (one per tile per board scored) a decision may spend.
    pub nodes: u64,
    /// expectimax, brs, paranoid: greedy candidates looked at further.
    pub width: usize,
    /// brs, paranoid: plays (brs: layers) looked ahead within the pawn phase.
    pub depth: u32,
    /// mcts: iterations a decision may spend (each adds one node to the tree).
    pub playouts: u64,
    /// mcts: most plays a node of the tree opens (greedy's best).
    pub candidates: usize,
    /// mcts: greedy plays a new node plays on (within its pawn phase) before it is scored.
    pub rollout: u32,
    /// mcts: UCB1's exploration constant.
    pub explore: f64,
    /// mcts: progressive widening, `1 + widen·√visits` plays open at a node.
    pub widen: f64,
    /// mcts: the evaluation's points a reward's squash is scaled by.
    pub scale: f64,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            nodes: 20_000,
            width: 4,
            depth: 3,
            playouts: 200,
            candidates: 8,
            rollout: 16,
            explore: 0.3,
            widen: 1.0,
            scale: 8.0,
        }
    }
}

/// Everything an AI needs besides the state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// The level.
    pub level: Level,
    /// The evaluation's weights.
    pub weights: Weights,
    /// The budget of `expectimax`.
    pub budget: Budget,
}

/// The AI options a player may set by name (`--ai-option NAME=VALUE`), with what each is.
pub const OPTIONS: [(&str, &str); 15] = [
    ("out", "a pawn out through the exit (default 10)"),
    (
        "progress",
        "a pawn at the entrance, rising to `out` at the exit (default 6)",
    ),
    (
        "removed",
        "a pawn removed by the monster, beyond the progress it loses (default 3)",
    ),
    (
        "opponents",
        "how much the best opponent's score counts against one's own (default 0.7)",
    ),
    ("win", "having won (default 1000)"),
    (
        "tempo",
        "round 2: tiles a pawn on the board needs left to count in full (default 3)",
    ),
    (
        "budget",
        "expectimax: monster walks a decision may spend (default 20000)",
    ),
    (
        "width",
        "expectimax: greedy's best plays looked at further (default 4)",
    ),
    (
        "depth",
        "brs, paranoid: plays (brs: layers) looked ahead in the pawn phase (default 3)",
    ),
    (
        "playouts",
        "mcts: iterations a decision may spend, one node each (default 200)",
    ),
    (
        "candidates",
        "mcts: most plays a node opens, greedy's best (default 8)",
    ),
    (
        "rollout",
        "mcts: greedy plays a new node plays on, within its pawn phase, before it is scored (default 16; 0: none)",
    ),
    ("explore", "mcts: UCB1's exploration constant (default 0.3)"),
    (
        "widen",
        "mcts: progressive widening, 1 + widen x sqrt(visits) plays open (default 1)",
    ),
    (
        "scale",
        "mcts: evaluation points a reward's squash is scaled by (default 8)",
    ),
];

impl Config {
    /// Sets one option, `NAME=VALUE` (see [`OPTIONS`]), or says why not.
    pub fn set(&mut self, pair: &str) -> Result<(), String> {
        let lang = crate::i18n::speaking();
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| crate::t!(lang, "ai-option-form", pair = pair))?;
        let (name, value) = (name.trim(), value.trim());
        let number = || {
            value
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| crate::t!(lang, "ai-option-number", name = name, value = value))
        };
        let count = |least: u64| {
            value
                .parse::<u64>()
                .ok()
                .filter(|v| (least..=100_000_000).contains(v))
                .ok_or_else(|| {
                    crate::t!(
                        lang,
                        "ai-option-count",
                        name = name,
                        value = value,
                        least = least.to_string()
                    )
                })
        };
        let w = &mut self.weights;
        match name {
            "out" => w.out = number()?,
            "progress" => w.progress = number()?,
            "removed" => w.removed = number()?,
            "opponents" => w.opponents = number()?,
            "win" => w.win = number()?,
            "tempo" => w.tempo = number()?,
            "budget" => self.budget.nodes = count(0)?,
            "width" => self.budget.width = count(1)? as usize,
            "depth" => self.budget.depth = count(1)?.min(16) as u32,
            "playouts" => self.budget.playouts = count(0)?,
            "candidates" => self.budget.candidates = count(1)? as usize,
            "rollout" => self.budget.rollout = count(0)?.min(64) as u32,
            "explore" => self.budget.explore = number()?,
            "widen" => self.budget.widen = number()?,
            "scale" => self.budget.scale = number()?.max(0.01),
            _ => {
                let names: Vec<&str> = OPTIONS.iter().map(|(n, _)| *n).collect();
                return Err(crate::t!(
                    lang,
                    "ai-option-unknown",
                    name = name,
                    names = names.join(", ")
                ));
            }
        }
        Ok(())
    }

    /// A level with the default weights and budget.
    pub fn new(level: Level) -> Config {
        Config {
            level,
            weights: Weights::default(),
            budget: Budget::default(),
        }
    }
}

/// The play an AI chose, and the figures behind it.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The play: a legal result of [`Game::legal_plays`].
    pub play: PawnMove,
    /// The level that chose it.
    pub level: Level,
    /// The legal plays it chose among.
    pub candidates: usize,
    /// The figures of the chosen play after the next monster phase.
    pub figures: Figures,
    /// How the tree search spent its iterations on the plays (`mcts` only).
    pub tries: Option<Tries>,
}

/// How `mcts` spent its iterations at the root, for a hint to tell: each iteration tries one
/// of the player's plays further (the rest of the phase, the tiles), and the most tried play
/// is chosen.
#[derive(Clone, Debug)]
pub struct Tries {
    /// The iterations run.
    pub iterations: u32,
    /// How many of them tried the chosen play.
    pub chosen: u32,
    /// The most tried other play and how many tried it; `None` if the search tried no other.
    pub runner_up: Option<(PawnMove, u32)>,
}

/// The play `config` makes for whoever is to play in `game`, with the figures behind it;
/// `None` when nobody is to play (monster phase, game over). Deterministic: the same state,
/// config and seed give the same play.
pub fn choose(game: &Game, config: &Config, seed: u64) -> Option<Choice> {
    choose_until(game, config, seed, &|| false)
}

/// [`choose`] for a caller that may stop wanting the answer (a web client that hung up):
/// `stop` is asked between candidates, and once it says so the best play found so far is
/// chosen at once. Never stopped, it is [`choose`].
pub fn choose_until(
    game: &Game,
    config: &Config,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Choice> {
    let seat = game.to_play()?;
    let (play, candidates, value, tries) = decide(game, config, seed, stop)?;
    let mut figures = evaluate::figures(game, &play, seat, &config.weights);
    if let Some(v) = value {
        figures.value = v;
    }
    Some(Choice {
        play,
        level: config.level,
        candidates,
        figures,
        tries,
    })
}

/// [`choose`] without the figures (as simulations play): the play alone.
pub fn choose_play(game: &Game, config: &Config, seed: u64) -> Option<PawnMove> {
    decide(game, config, seed, &|| false).map(|(play, ..)| play)
}

/// The play, the number of legal plays, the value the level gave it (if its own search
/// computed one the figures would not repeat: expectimax's), and how a tree search spent its
/// iterations (mcts's).
fn decide(
    game: &Game,
    config: &Config,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Option<(PawnMove, usize, Option<f64>, Option<Tries>)> {
    let seat = game.to_play()?;
    if config.level == Level::Random {
        // Only the chosen play is built.
        let mut rng = random_stream(game, seed);
        let (play, n) = game.nth_legal_play(|n| random::choose(n, &mut rng))?;
        return Some((play, n, None, None));
    }
    if config.level == Level::Greedy {
        // Every play scored, only the chosen one built.
        let (index, n) = greedy::best(game, seat, &config.weights)?;
        let (play, _) = game.nth_legal_play(|_| index)?;
        return Some((play, n, None, None));
    }
    let plays = game.legal_plays();
    if plays.is_empty() {
        return None;
    }
    let candidates = plays.len();
    let mut tries = None;
    let (index, value) = match config.level {
        Level::Mcts => {
            // The value shown stays the evaluation's (the figures); the search's is a reward.
            let (i, _, root) = mcts::choose(game, config, stop);
            tries = Some(Tries {
                iterations: root.iterations,
                chosen: root.chosen,
                runner_up: root
                    .runner_up
                    .and_then(|(j, n)| Some((plays.get(j)?.clone(), n))),
            });
            (i, None)
        }
        Level::Brs | Level::Paranoid => {
            let model = if config.level == Level::Brs {
                paranoid::Model::BestReply
            } else {
                paranoid::Model::Paranoid
            };
            let (i, _) = paranoid::choose(game, seat, config, model);
            (i, None)
        }
        _ => {
            let (i, v) = expectimax::choose(game, &plays, seat, config, stop);
            (i, Some(v))
        }
    };
    Some((plays.into_iter().nth(index)?, candidates, value, tries))
}

/// Plays `greedy`'s play for whoever is to play: the play [`choose_play`] makes, its path not
/// built (for simulations that keep no record). `None` (nothing played) if there is none.
pub(crate) fn play_greedy(game: &mut Game, w: &Weights) -> Option<()> {
    let seat = game.to_play()?;
    // The board the search found: nothing searched again.
    let best = greedy::best_result(game, seat, w)?;
    game.commit_result(best.pawn, best.dest, &best.board);
    Some(())
}

/// Plays `random`'s play for whoever is to play: the play [`choose_play`] makes, its path not
/// built (for simulations that keep no record). `None` (nothing played) if there is none.
pub(crate) fn play_random(game: &mut Game, seed: u64) -> Option<()> {
    let mut rng = random_stream(game, seed);
    game.play_nth_legal(|n| random::choose(n, &mut rng))
        .map(|_| ())
}

/// The random stream of `random`'s decision in `game`.
fn random_stream(game: &Game, seed: u64) -> Rng {
    Rng::derived(seed, state_key(game))
}

/// A number telling states of one game apart (turn, and pawns played this phase), to derive
/// each decision's random stream from the seed.
fn state_key(game: &Game) -> u64 {
    let played = game
        .pawns()
        .iter()
        .enumerate()
        .filter(|(i, _)| game.has_played(crate::board::PawnId(*i as u8)))
        .count() as u64;
    (u64::from(game.turn()) << 8) | played
}

/// An AI seat of a `game play` session: [`choose`] with the record's seed.
pub struct AiPlayer {
    /// The AI.
    pub config: Config,
    /// The seed its decisions are derived from.
    pub seed: u64,
    /// The language of its reasons.
    pub lang: crate::i18n::Lang,
}

impl crate::session::Chooser for AiPlayer {
    fn choose(&mut self, game: &Game) -> (crate::game::Play, String) {
        match choose(game, &self.config, self.seed) {
            Some(c) => (
                crate::game::Play::of_move(&c.play),
                crate::render::ai::reason_line(self.lang, game, &c),
            ),
            // Nobody to play: the session never asks then; an empty play is refused by it.
            None => (
                crate::game::Play {
                    pawn: crate::board::PawnId(0),
                    to: None,
                    path: None,
                },
                crate::t!(self.lang, "session-no-legal-play"),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option's description names its default as it is: setting an option to the
    /// value its description calls the default changes nothing, and changing it would.
    #[test]
    fn each_option_says_its_default_truly() {
        for (name, words) in OPTIONS {
            let default = words
                .split("(default ")
                .nth(1)
                .and_then(|rest| rest.split([')', ';']).next())
                .unwrap_or_else(|| panic!("{name}: no default in {words:?}"));
            let mut config = Config::new(Level::Mcts);
            config.set(&format!("{name}={default}")).unwrap();
            assert_eq!(config, Config::new(Level::Mcts), "{name}: {words}");
            config.set(&format!("{name}=2")).unwrap();
            assert_ne!(
                config,
                Config::new(Level::Mcts),
                "{name}: 2 is its default?"
            );
        }
        // The defaults docs/ai-strength.md measured as the strongest level.
        let b = Budget::default();
        assert_eq!((b.playouts, b.rollout), (200, 16));
    }

    #[test]
    fn a_level_carries_its_own_options() {
        assert_eq!(parse_spelling("mcts"), Ok((Level::Mcts, vec![])));
        assert_eq!(
            parse_spelling(" mcts[rollout=16, playouts=200] "),
            Ok((
                Level::Mcts,
                vec!["rollout=16".to_string(), "playouts=200".to_string()]
            ))
        );
        assert_eq!(parse_spelling("greedy[]"), Ok((Level::Greedy, vec![])));
        for bad in [
            "mcts[rollout=16",
            "mcts]",
            "mcts[rollout=16]x",
            "mcts[[rollout=1]]",
            "mcts[nope=1]",
            "mcts[rollout=-1]",
            "chess[rollout=1]",
        ] {
            assert!(parse_spelling(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn spellings_split_at_commas_outside_brackets() {
        // As clap hands them: split at every comma.
        let parts: Vec<String> = ["mcts[rollout=16", "playouts=200]", " greedy", "random"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            split_spellings(&parts),
            ["mcts[rollout=16,playouts=200]", "greedy", "random"]
        );
        assert_eq!(split_spellings(&["a,b".to_string()]), ["a", "b"]);
        assert!(split_spellings(&[]).is_empty());
    }
}
