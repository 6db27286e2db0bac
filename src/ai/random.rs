//! `random`: a uniformly random legal play.

use crate::rng::Rng;

/// The index of a uniformly chosen play among `n` (not 0).
pub(crate) fn choose(n: usize, rng: &mut Rng) -> usize {
    rng.below(n)
}
