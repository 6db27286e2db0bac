//! `random`: a uniformly random legal play.

use crate::pawn::PawnMove;
use crate::rng::Rng;

/// The index of a uniformly chosen play among `plays` (not empty).
pub(crate) fn choose(plays: &[PawnMove], rng: &mut Rng) -> usize {
    rng.below(plays.len())
}
