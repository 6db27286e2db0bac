//! `search survive`, `search lure`, `search place` and `risk`.

use super::{pawn_id, pawn_points, Failure, Loaded, Report, Style};
use crate::board::{PawnId, MAX_PAWNS};
use crate::combinations::choose;
use crate::geometry::Square;
use crate::i18n::speaking;
use crate::pawn::Dest;
use crate::position::Position;
use crate::rules::{Options, Tile};
use crate::search::{self, Goal, MoveRisk};
use crate::t;

/// Which move of a survive/lure table to explain tile by tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExplainChoice {
    /// The best-ranked move.
    Best,
    /// The move ranked this (1-based).
    Rank(usize),
    /// The best-ranked move ending here.
    To(Dest),
}

impl std::str::FromStr for ExplainChoice {
    type Err = String;
    /// `best`, a rank (`3`), or a destination (`g5`, `out`).
    fn from_str(s: &str) -> Result<ExplainChoice, String> {
        if s == "best" {
            return Ok(ExplainChoice::Best);
        }
        if let Ok(n) = s.parse::<usize>() {
            return Ok(ExplainChoice::Rank(n));
        }
        s.parse::<Dest>()
            .map(ExplainChoice::To)
            .map_err(|e| t!(speaking(), "search-explain-choice", problem = e.to_string()))
    }
}

/// Every move of a pawn ranked by the chance the monster then removes it (`survive`), or
/// only the moves that feed `target` to the monster and not the pawn (`lure`).
#[derive(Clone, Debug)]
pub struct SurviveReport {
    /// The position.
    pub position: Position,
    /// The options in force.
    pub options: Options,
    /// The moving pawn.
    pub pawn: PawnId,
    /// Its points.
    pub points: u8,
    /// The tiles still possible.
    pub tiles: Vec<Tile>,
    /// The pawn to lure the monster onto, for `lure`.
    pub target: Option<PawnId>,
    /// The ranked results, best first.
    pub results: Vec<MoveRisk>,
    /// The players (a pawn with no player is its own), and each pawn's index among them.
    pub players: (Vec<String>, Vec<usize>),
    /// The result explained tile by tile, if asked (an index into `results`).
    pub explained: Option<usize>,
    /// For `lure`, per result: the chance the target is removed and the chance the lure
    /// works (the target removed and the moving pawn not), as shares of the deck.
    pub lure: Vec<(f64, f64)>,
}

/// The chance that `target` is removed after a move, and the chance that it is removed
/// while `pawn` is not: shares of the deck (a tile counted as often as it is in it).
fn lure_chances(m: &MoveRisk, pawn: PawnId, target: PawnId) -> (f64, f64) {
    let (mut hit, mut works, mut total) = (0u32, 0u32, 0u32);
    for (_, n, set) in &m.removed {
        total += n;
        if set & search::bit(target) != 0 {
            hit += n;
            if set & search::bit(pawn) == 0 {
                works += n;
            }
        }
    }
    let total = f64::from(total.max(1));
    (f64::from(hit) / total, f64::from(works) / total)
}

impl SurviveReport {
    /// Ranks the moves of pawn `name` (with `points`, default its face) over `tiles`; with a
    /// `target`, keeps the lures of that pawn.
    pub fn build(
        loaded: &Loaded,
        name: &str,
        points: Option<u8>,
        tiles: &[Tile],
        target: Option<&str>,
        explain: Option<&ExplainChoice>,
    ) -> Result<SurviveReport, Failure> {
        let s = &loaded.scenario;
        let id = pawn_id(s, name)?;
        let points = pawn_points(s, id, points)?;
        let target = match target {
            Some(t) => {
                let t_id = pawn_id(s, t)?;
                if t_id == id {
                    return Err(Failure::invalid(t!(
                        speaking(),
                        "search-target-same",
                        target = t
                    )));
                }
                Some(t_id)
            }
            None => None,
        };
        let players = crate::render::search::players(s.pawns());
        let (names, of) = &players;
        let lookup = |p: PawnId| of.get(p.0 as usize).copied().unwrap_or(0);
        let mut results = search::survive(
            s.board(),
            id,
            points,
            &loaded.options,
            tiles,
            &lookup,
            names.len(),
        );
        let mut lure = Vec::new();
        if let Some(t) = target {
            // Ranked by the chance the lure works, then as `survive` ranks (the pawn's own
            // chance first); the sort is stable.
            let mut ranked: Vec<(MoveRisk, (f64, f64))> = search::lure(results, id, t)
                .into_iter()
                .map(|m| {
                    let c = lure_chances(&m, id, t);
                    (m, c)
                })
                .collect();
            ranked.sort_by(|(_, a), (_, b)| b.1.total_cmp(&a.1));
            (results, lure) = ranked.into_iter().unzip();
        }
        let explained = match explain {
            None => None,
            Some(ExplainChoice::Best) => (!results.is_empty()).then_some(0),
            Some(ExplainChoice::Rank(rank)) => {
                if *rank == 0 || *rank > results.len() {
                    return Err(Failure::invalid(t!(
                        speaking(),
                        "search-explain-rank",
                        rank = *rank,
                        n = results.len()
                    )));
                }
                Some(rank - 1)
            }
            Some(ExplainChoice::To(dest)) => {
                // The best-ranked result ending there (others differ in where stones end).
                Some(
                    results
                        .iter()
                        .position(|m| m.mv.dest == *dest)
                        .ok_or_else(|| {
                            Failure::invalid(t!(
                                speaking(),
                                "search-explain-dest",
                                dest = dest.to_string(),
                                pawn = name
                            ))
                        })?,
                )
            }
        };
        Ok(SurviveReport {
            position: s.position().clone(),
            options: loaded.options,
            pawn: id,
            points,
            tiles: tiles.to_vec(),
            target,
            results,
            players,
            explained,
            lure,
        })
    }
}

impl Report for SurviveReport {
    fn text(&self, style: &Style) -> String {
        let name = self.position.pawn_name(self.pawn);
        let lang = style.lang;
        let header = match self.target {
            None => crate::t!(lang, "search-survive-question", pawn = name),
            Some(t) => crate::t!(
                lang,
                "search-lure-question",
                pawn = name,
                target = self.position.pawn_name(t)
            ),
        };
        let lure = self.target.map(|t| crate::render::search::LureChances {
            target: self.position.pawn_name(t),
            chances: self.lure.clone(),
        });
        let mut out = crate::render::search::move_risks_text(
            self.position.board(),
            &self.position,
            name,
            self.points,
            &self.tiles,
            &self.results,
            &self.players.0,
            &header,
            lure.as_ref(),
            style,
        );
        if let Some(m) = self.explained.and_then(|i| self.results.get(i)) {
            out.push('\n');
            out.push_str(&crate::render::search::explain_text(
                lang,
                m,
                self.position.pawns(),
                &self.options,
                style.width,
            ));
        }
        out
    }

    fn json(&self) -> Option<serde_json::Value> {
        let pawns = self.position.pawns();
        let list: Vec<serde_json::Value> = self
            .results
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let lure = self.target.map(|t| search::lure_tiles(m, self.pawn, t));
                let mut v = crate::render::search::move_risk_json(
                    m,
                    pawns,
                    &self.players.0,
                    lure.as_deref(),
                );
                if let Some(&(target, works)) = self.lure.get(i) {
                    v["chance_target_removed"] = serde_json::json!(target);
                    v["chance_lure_works"] = serde_json::json!(works);
                }
                v
            })
            .collect();
        let mut doc = serde_json::json!({
            "pawn": self.position.pawn_name(self.pawn),
            "points": self.points,
            "tiles": crate::render::search::tile_names(&self.tiles),
            "results": list,
        });
        if let Some(t) = self.target {
            doc["target"] = serde_json::json!(self.position.pawn_name(t));
        }
        if let Some(m) = self.explained.and_then(|i| self.results.get(i)) {
            doc["explain"] =
                // JSON is never wrapped, and speaks English whatever the language.
                serde_json::json!(crate::render::search::explain_text(
                    crate::i18n::Lang::En,
                    m,
                    pawns,
                    &self.options,
                    usize::MAX
                ));
        }
        Some(doc)
    }

    fn svg(&self, style: &Style) -> Option<String> {
        let scene = crate::render::svg::Scene::new(*self.position.board(), self.position.pawns())
            .with_lang(style.lang);
        let target = self.target.map(|t| self.position.pawn_name(t));
        let ranked = crate::render::svg::risk::Ranked {
            pawn: self.pawn,
            name: self.position.pawn_name(self.pawn),
            points: self.points,
            tiles: &self.tiles,
            results: &self.results,
            lure: target.map(|t| (t, self.lure.as_slice())),
        };
        Some(crate::render::svg::risk::ranked(&scene, &ranked).to_svg())
    }
}

/// The goals of `search place` in words, for `--help` and the docs (the error messages say
/// `search-goals`, the same in the language).
pub const GOALS_HELP: &str = "survive (none of the new pawns is removed), feed NAME... (every pawn named is removed) or protect NAME... (none of the pawns named is removed; also written safe-from)";

/// A goal for `search place`, as written on the command line: `survive`, `feed NAME...` or
/// `protect NAME...` (the older `safe-from NAME...` is the same goal); it must hold for
/// every tile.
pub fn parse_goal(position: &Position, words: &[String]) -> Result<Goal, Failure> {
    let (kind, names) = words
        .split_first()
        .ok_or_else(|| Failure::usage(t!(speaking(), "search-goal-missing")))?;
    let ids = |names: &[String]| -> Result<Vec<PawnId>, Failure> {
        names
            .iter()
            .map(|n| {
                position.pawn_id(n).ok_or_else(|| {
                    let names: Vec<&str> =
                        position.pawns().iter().map(|p| p.name.as_str()).collect();
                    Failure::invalid(t!(
                        speaking(),
                        "fail-no-pawn",
                        name = n,
                        count = names.len(),
                        pawns = names.join(", ")
                    ))
                })
            })
            .collect()
    };
    match kind.to_ascii_lowercase().as_str() {
        "survive" if names.is_empty() => Ok(Goal::Survive),
        "feed" if !names.is_empty() => Ok(Goal::Feed(ids(names)?)),
        "protect" | "safe-from" if !names.is_empty() => Ok(Goal::SafeFrom(ids(names)?)),
        _ => Err(Failure::usage(t!(
            speaking(),
            "search-goal-bad",
            goal = words.join(" ")
        ))),
    }
}

/// Every placement of new pawns that reaches a goal for every tile.
#[derive(Clone, Debug)]
pub struct PlaceReport {
    /// The position.
    pub position: Position,
    /// How many pawns are placed.
    pub count: usize,
    /// The goal as written.
    pub goal: String,
    /// The tiles.
    pub tiles: Vec<Tile>,
    /// The placements found, sorted.
    pub placements: Vec<Vec<Square>>,
    /// How many placements were tried.
    pub tried: u64,
}

/// What `search place` is asked.
#[derive(Clone, Debug)]
pub struct PlaceRequest<'a> {
    /// How many new pawns.
    pub count: usize,
    /// The goal's words.
    pub goal: &'a [String],
    /// The tiles.
    pub tiles: &'a [Tile],
    /// The most placements to try before refusing.
    pub max_placements: u64,
}

impl PlaceReport {
    /// The placements of a request; `progress` is told how many placements were just tried.
    pub fn build(
        loaded: &Loaded,
        req: &PlaceRequest<'_>,
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<PlaceReport, Failure> {
        let count = req.count;
        if count == 0 {
            return Err(Failure::usage(t!(speaking(), "search-count-zero")));
        }
        let s = &loaded.scenario;
        let goal = parse_goal(s.position(), req.goal)?;
        let cands = search::candidates(s.board());
        if count > cands.len() {
            return Err(Failure::invalid(t!(
                speaking(),
                "search-count-squares",
                count = count,
                squares = cands.len()
            )));
        }
        if s.board().pawn_count() + count > MAX_PAWNS {
            return Err(Failure::invalid(t!(
                speaking(),
                "search-count-most",
                count = count,
                most = MAX_PAWNS
            )));
        }
        let total = choose(cands.len(), count);
        if total > req.max_placements {
            // Large numbers as text (as typed; a message's numbers are floats).
            let total = if total == u64::MAX {
                t!(speaking(), "search-count-huge")
            } else {
                total.to_string()
            };
            return Err(Failure::invalid(t!(
                speaking(),
                "search-count-many",
                count = count,
                total = total,
                squares = cands.len(),
                max = req.max_placements.to_string()
            )));
        }
        let placements = search::place(
            s.board(),
            &loaded.options,
            count,
            &goal,
            req.tiles,
            progress,
        );
        Ok(PlaceReport {
            position: s.position().clone(),
            count,
            goal: req.goal.join(" "),
            tiles: req.tiles.to_vec(),
            placements,
            tried: total,
        })
    }

    /// How many placements a request will try (for a progress bar), if it can be answered.
    pub fn placements_to_try(loaded: &Loaded, count: usize) -> u64 {
        choose(search::candidates(loaded.scenario.board()).len(), count)
    }
}

impl Report for PlaceReport {
    fn text(&self, style: &Style) -> String {
        crate::render::search::place_text(
            self.position.board(),
            &self.position,
            self.count,
            &self.goal,
            &self.tiles,
            &self.placements,
            self.tried,
            style,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::search::place_json(
            self.count,
            &self.goal,
            &self.tiles,
            &self.placements,
        ))
    }
}

/// The risk of every empty square: the chance a single pawn put there is removed.
#[derive(Clone, Debug)]
pub struct RiskReport {
    /// The scenario (its position, pawns and teleporter pairs).
    pub scenario: crate::scenario::Scenario,
    /// The tiles.
    pub tiles: Vec<Tile>,
    /// Each empty square and its chance, in grid order.
    pub squares: Vec<(Square, f64)>,
}

impl RiskReport {
    /// The heat map of a loaded scenario over `tiles`.
    pub fn build(loaded: &Loaded, tiles: &[Tile]) -> Result<RiskReport, Failure> {
        let s = &loaded.scenario;
        let squares = search::risk(s.board(), &loaded.options, tiles).ok_or_else(|| {
            Failure::invalid(t!(
                speaking(),
                "search-risk-full",
                file = &loaded.file,
                most = MAX_PAWNS
            ))
        })?;
        Ok(RiskReport {
            scenario: s.clone(),
            tiles: tiles.to_vec(),
            squares,
        })
    }
}

impl Report for RiskReport {
    fn text(&self, style: &Style) -> String {
        crate::render::search::risk_text(
            self.scenario.board(),
            self.scenario.position(),
            &self.tiles,
            &self.squares,
            style,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::search::risk_json(&self.tiles, &self.squares))
    }

    fn svg(&self, style: &Style) -> Option<String> {
        let scene = crate::render::svg::Scene::of(&self.scenario).with_lang(style.lang);
        Some(crate::render::svg::risk::risk(&scene, &self.tiles, &self.squares).to_svg())
    }
}
