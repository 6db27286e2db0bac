//! The crate's one source of randomness: a small seeded generator, so everything random
//! (bench positions, advanced setups, puzzles, shuffled decks, AI players) is reproducible
//! from a seed, byte for byte, on every machine.

/// xorshift64* (Vigna): fast, small, and good enough for games and tests. Not for secrets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`. Every `u64` is a valid seed; 0 (which xorshift cannot
    /// leave) is replaced by a fixed non-zero value.
    pub const fn new(seed: u64) -> Rng {
        Rng(if seed == 0 { 1 } else { seed })
    }

    /// A generator for item `index` of a family seeded with `seed` (attempt `i` of a puzzle
    /// seed, game `g` of a simulation): independent streams from one seed, mixed by splitmix64.
    pub const fn derived(seed: u64, index: u64) -> Rng {
        let mut z = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(index.wrapping_mul(0xD1B5_4A32_D192_ED03))
            .wrapping_add(0x632B_E59B_D9B4_E019);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng::new(z ^ (z >> 31))
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`; `n` must not be 0.
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0, "Rng::below(0)");
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// A uniformly chosen element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_zero_is_a_seed() {
        let a: Vec<u64> = (0..5)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        let b: Vec<u64> = (0..5)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        assert_eq!(a, b);
        assert_ne!(Rng::new(0).next_u64(), 0);
        assert_ne!(
            Rng::new(u64::MAX).next_u64(),
            Rng::new(u64::MAX - 1).next_u64()
        );
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut v: Vec<u32> = (0..20).collect();
        Rng::new(3).shuffle(&mut v);
        let mut s = v.clone();
        s.sort();
        assert_eq!(s, (0..20).collect::<Vec<_>>());
        assert_ne!(v, (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn derived_streams_differ() {
        assert_ne!(Rng::derived(1, 0).next_u64(), Rng::derived(1, 1).next_u64());
        assert_eq!(
            Rng::derived(u64::MAX, u64::MAX).next_u64(),
            Rng::derived(u64::MAX, u64::MAX).next_u64()
        );
    }
}
