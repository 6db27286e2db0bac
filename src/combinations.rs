//! Choosing `k` of `n` things: the count, and every choice in order. Searches and puzzles try
//! every placement of `k` pieces on `n` candidate squares; they split the work by the first
//! (lowest) index chosen, one part per thread.

/// The number of ways to choose `k` of `n`; `u64::MAX` if it does not fit.
pub fn choose(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut acc: u128 = 1;
    for i in 0..k {
        // Exact at every step: acc * (n - i) / (i + 1) is C(n, i + 1).
        acc = acc * (n - i) as u128 / (i as u128 + 1);
        if acc > u64::MAX as u128 {
            return u64::MAX;
        }
    }
    acc as u64
}

/// The `k`-element subsets of `0..n` whose lowest element is `first`, in lexicographic order,
/// as sorted index lists. Walk them with [`Combinations::current`] and
/// [`Combinations::advance`]: the index list is reused, so the walk allocates once.
#[derive(Clone, Debug)]
pub struct Combinations {
    n: usize,
    idx: Vec<usize>,
    done: bool,
}

impl Combinations {
    /// Every choice of `k` of `0..n` whose lowest element is `first` (none if `k` is 0 or
    /// there is no room).
    pub fn starting_with(n: usize, k: usize, first: usize) -> Combinations {
        Combinations {
            n,
            idx: (first..first + k).collect(),
            done: k == 0 || first + k > n,
        }
    }

    /// The firsts that have choices: `0..=n - k` (empty if `k` is 0 or more than `n`).
    pub fn firsts(n: usize, k: usize) -> std::ops::Range<usize> {
        if k == 0 || k > n {
            0..0
        } else {
            0..n - k + 1
        }
    }

    /// The current choice, or `None` when the walk is over.
    #[inline]
    pub fn current(&self) -> Option<&[usize]> {
        (!self.done).then_some(self.idx.as_slice())
    }

    /// Moves to the next choice (the first index stays fixed).
    #[inline]
    pub fn advance(&mut self) {
        let k = self.idx.len();
        let mut j = k;
        loop {
            if j <= 1 {
                self.done = true;
                return;
            }
            j -= 1;
            if self.idx[j] < self.n - (k - j) {
                self.idx[j] += 1;
                for t in j + 1..k {
                    self.idx[t] = self.idx[t - 1] + 1;
                }
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_counts() {
        assert_eq!(choose(5, 2), 10);
        assert_eq!(choose(140, 3), 447_580);
        assert_eq!(choose(3, 4), 0);
        assert_eq!(choose(136, 60), u64::MAX, "too big saturates");
        assert_eq!(choose(136, 134), 9180);
    }

    #[test]
    fn every_choice_once_in_order() {
        for (n, k) in [(6, 1), (6, 2), (6, 3), (7, 7), (5, 0), (3, 4)] {
            let mut all = Vec::new();
            for first in Combinations::firsts(n, k) {
                let mut c = Combinations::starting_with(n, k, first);
                while let Some(idx) = c.current() {
                    assert_eq!(idx[0], first);
                    all.push(idx.to_vec());
                    c.advance();
                }
            }
            assert_eq!(
                all.len() as u64,
                if k == 0 { 0 } else { choose(n, k) },
                "{n} {k}"
            );
            let mut sorted = all.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted, all, "{n} {k}: sorted and distinct");
        }
    }
}
