//! `moves`: every legal result of a pawn's move, or whether one destination is legal and why.

use super::{pawn_id, pawn_points, Failure, Loaded, Report, Style};
use crate::board::{PawnId, PawnPlace};
use crate::pawn::{self, Dest, PawnMove, Verdict};
use crate::render::svg;
use crate::scenario::Scenario;

/// Every legal result of one pawn's move.
#[derive(Clone, Debug)]
pub struct MovesReport {
    /// The scenario (its position, pawns and teleporter pairs).
    pub scenario: Scenario,
    /// The pawn.
    pub pawn: PawnId,
    /// Its points.
    pub points: u8,
    /// Every distinct result (docs/FORMAT.md section 4), in order.
    pub moves: Vec<PawnMove>,
}

/// Whether one pawn may end its move on one destination, and why.
#[derive(Clone, Debug)]
pub struct VerdictReport {
    /// The scenario (its position, pawns and teleporter pairs).
    pub scenario: Scenario,
    /// The pawn.
    pub pawn: PawnId,
    /// Its points.
    pub points: u8,
    /// The destination asked about.
    pub to: Dest,
    /// The answer: a cheapest path, or the reasons with rule ids.
    pub verdict: Verdict,
}

/// The pawn `name` and its points (`--points`, else its face).
fn pawn_and_points(
    loaded: &Loaded,
    name: &str,
    points: Option<u8>,
) -> Result<(PawnId, u8), Failure> {
    let id = pawn_id(&loaded.scenario, name)?;
    Ok((id, pawn_points(&loaded.scenario, id, points)?))
}

impl MovesReport {
    /// Every result of pawn `name` with `points` (default: its face).
    pub fn build(loaded: &Loaded, name: &str, points: Option<u8>) -> Result<MovesReport, Failure> {
        let (id, points) = pawn_and_points(loaded, name, points)?;
        let s = &loaded.scenario;
        Ok(MovesReport {
            scenario: s.clone(),
            pawn: id,
            points,
            moves: pawn::legal_moves(s.board(), id, points, &loaded.options),
        })
    }
}

impl VerdictReport {
    /// Whether pawn `name` may end on `to`.
    pub fn build(
        loaded: &Loaded,
        name: &str,
        points: Option<u8>,
        to: Dest,
    ) -> Result<VerdictReport, Failure> {
        let (id, points) = pawn_and_points(loaded, name, points)?;
        let s = &loaded.scenario;
        Ok(VerdictReport {
            scenario: s.clone(),
            pawn: id,
            points,
            to,
            verdict: pawn::explain(s.board(), id, points, &loaded.options, to),
        })
    }
}

impl Report for MovesReport {
    fn text(&self, style: &Style) -> String {
        crate::render::moves::moves_text(
            self.scenario.position().board(),
            self.scenario.position(),
            self.scenario.position().pawn_name(self.pawn),
            self.points,
            &self.moves,
            style,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::moves::moves_json(
            self.scenario.position().pawn_name(self.pawn),
            self.points,
            &self.moves,
        ))
    }

    fn dot(&self) -> Option<String> {
        let start = match self.scenario.position().board().pawn(self.pawn) {
            PawnPlace::At(sq) => Dest::Square(sq),
            _ => Dest::Waiting,
        };
        Some(crate::render::moves::moves_dot(start, &self.moves))
    }

    fn svg(&self, style: &Style) -> Option<String> {
        Some(
            svg::moves::moves(
                &svg::Scene::of(&self.scenario).with_lang(style.lang),
                self.pawn,
                self.scenario.pawn_name(self.pawn),
                self.points,
                &self.moves,
            )
            .to_svg(),
        )
    }
}

impl Report for VerdictReport {
    fn text(&self, style: &Style) -> String {
        crate::render::moves::verdict_text(
            self.scenario.position().board(),
            self.scenario.position(),
            self.scenario.position().pawn_name(self.pawn),
            self.points,
            self.to,
            &self.verdict,
            style,
        )
    }

    fn json(&self) -> Option<serde_json::Value> {
        Some(crate::render::moves::verdict_json(
            self.scenario.position().pawn_name(self.pawn),
            self.points,
            self.to,
            &self.verdict,
            self.scenario.position().pawns(),
        ))
    }

    fn svg(&self, style: &Style) -> Option<String> {
        Some(
            svg::moves::verdict(
                &svg::Scene::of(&self.scenario).with_lang(style.lang),
                self.pawn,
                self.scenario.pawn_name(self.pawn),
                self.points,
                self.to,
                &self.verdict,
            )
            .to_svg(),
        )
    }
}
