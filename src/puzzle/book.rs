//! A puzzle book (issue 28, point 7): a year of weekly puzzles, easy weeks first and hard
//! ones last, over every kind, no two alike.
//!
//! 1. **Quotas.** The weeks are shared among the kinds (cheapest to generate first when they
//!    do not divide evenly), and each kind's share among the difficulties it is offered in:
//!    `safe-square` is never easy and `predict` never hard (the generator finds none in
//!    20,000 attempts, issue 28), so those two are skipped with their reason.
//! 2. **The stored puzzles first.** Puzzles given (the stored set, `scenarios/puzzles`) of the
//!    book's rule set fill their kind and difficulty, in file-name order, as long as there
//!    is room; none sharing a key ([`super::puzzle_keys`]) with one taken.
//! 3. **The rest generated**, every kind at once (rayon), each with its own seed (the book's
//!    times ten plus the kind's place) and any difficulty: each puzzle made goes where its
//!    difficulty has room, and a kind stops as soon as every difficulty of its share is full
//!    or it has made half as many again as it needs. Nothing known is made again: the keys of
//!    every puzzle given (taken or not) and of those taken are left out, and the kinds'
//!    puzzles are merged in the kinds' order, so a puzzle two kinds made is kept once.
//! 4. **Gaps filled**: a kind short of its share takes its own spare puzzles (made or given,
//!    another difficulty), then any kind's.
//! 5. **The order of the weeks**: easy, then medium, then hard; within a difficulty the kind
//!    with the most puzzles left goes next, never the kind of the week before when another
//!    is left, its easiest puzzle (lowest score, then canonical key) first.
//!
//! Deterministic: the same request and puzzles give the same book whatever the thread count
//! (each kind's generator takes its attempts in order, and everything is merged in order).

use std::collections::BTreeSet;

use rayon::prelude::*;

use super::difficulty::Difficulty;
use super::generate::{generate_avoiding, GenerateRequest};
use super::key::puzzle_keys;
use super::model::{Answer, Kind, Puzzle, RuleSet};
use super::screen::Refusal;

/// The most weeks a book may have: ten years.
pub const MAX_WEEKS: usize = 520;

/// What book to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookRequest {
    /// How many weeks (1 to [`MAX_WEEKS`]).
    pub weeks: usize,
    /// The seed of the generated puzzles.
    pub seed: u64,
    /// Basic or advanced game.
    pub rules: RuleSet,
}

/// A puzzle given to the book (a stored one): its name, its file's text, the puzzle.
#[derive(Clone, Debug)]
pub struct Given {
    /// Where it comes from (shown in the report), e.g. the file's path.
    pub name: String,
    /// The file's text, written to the book as it is.
    pub text: String,
    /// The puzzle, as loaded from that text.
    pub puzzle: Puzzle,
}

/// Where a week's puzzle comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A puzzle given, by its name.
    Given(String),
    /// Generated with this seed, at this attempt.
    Generated {
        /// The generator's seed.
        seed: u64,
        /// The attempt.
        attempt: u64,
    },
}

/// One week of the book.
#[derive(Clone, Debug)]
pub struct Week {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its single answer.
    pub solution: Answer,
    /// The puzzle file's text.
    pub text: String,
    /// Where it comes from.
    pub source: Source,
    /// Its difficulty.
    pub difficulty: Difficulty,
    /// Its score.
    pub score: u32,
    /// Its canonical key (the first of [`puzzle_keys`]) and its key idea.
    pub keys: Vec<String>,
}

/// A kind and difficulty the book leaves out, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The kind.
    pub kind: Kind,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// Why.
    pub reason: Refusal,
}

/// A book: the weeks in order and what it took.
#[derive(Clone, Debug)]
pub struct Book {
    /// The weeks, first to last.
    pub weeks: Vec<Week>,
    /// The kinds and difficulties left out, with their reasons.
    pub skipped: Vec<Skipped>,
    /// Weeks taken from the puzzles given.
    pub given: usize,
    /// Weeks generated.
    pub generated: usize,
    /// The generators' attempts, all kinds together.
    pub attempts: u64,
    /// Puzzles left out because they were one already taken or given (by either key).
    pub duplicates: u64,
}

/// Why no book was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// The number of weeks is 0 or over [`MAX_WEEKS`].
    #[error("{0} weeks: a book has 1 to {MAX_WEEKS}")]
    Weeks(usize),
    /// Fewer puzzles were found than weeks asked for.
    #[error("only {found} puzzles for {weeks} weeks")]
    Short {
        /// Puzzles found.
        found: usize,
        /// Weeks asked for.
        weeks: usize,
    },
}

/// Whether the generator refuses `kind` at `difficulty` in `rules` at once, and why (one
/// place: [`super::refusal`]).
pub fn refused(kind: Kind, difficulty: Difficulty, rules: RuleSet) -> Option<Refusal> {
    super::screen::refusal(&super::GenerateRequest {
        seed: 0,
        count: 1,
        kind,
        difficulty: Some(difficulty),
        rules,
    })
}

/// The kinds of a book, cheapest to generate first (docs/DEVELOPING.md: a predict puzzle
/// takes hundredths of a second, a weapon a dozen seconds): the first kinds take the weeks
/// left over when the kinds do not divide them.
pub fn book_kinds() -> Vec<Kind> {
    let cheap_first = [
        Kind::Move,
        Kind::Predict,
        Kind::Place,
        Kind::SafeSquare,
        Kind::TwoMoves,
        Kind::Weapon,
    ];
    let mut kinds: Vec<Kind> = cheap_first
        .into_iter()
        .filter(|k| Kind::ALL.contains(k))
        .collect();
    kinds.extend(Kind::ALL.into_iter().filter(|k| !cheap_first.contains(k)));
    kinds
}

/// The seed of kind number `i`'s generator: the book's times ten plus `i`.
pub fn kind_seed(seed: u64, i: usize) -> u64 {
    seed.wrapping_mul(10).wrapping_add(i as u64)
}

/// A puzzle that may go in the book.
#[derive(Clone, Debug)]
struct Candidate {
    week: Week,
    kind: usize,
}

/// Each kind's share of `weeks` and, per difficulty (easy, medium, hard), its part of it:
/// week `j` goes to kind `j mod kinds`, at the difficulty that kind is offered in whose third
/// of the book is the least filled (the easier on a tie), so every kind spreads over its
/// difficulties and the book over the three.
fn quotas(weeks: usize, kinds: &[Kind], rules: RuleSet) -> Vec<[usize; 3]> {
    // The kinds offered in at least one difficulty in these rules.
    let offered: Vec<usize> = (0..kinds.len())
        .filter(|&k| {
            Difficulty::ALL
                .iter()
                .any(|&d| refused(kinds[k], d, rules).is_none())
        })
        .collect();
    let target: [usize; 3] = std::array::from_fn(|d| weeks / 3 + usize::from(d < weeks % 3));
    let mut total = [0usize; 3];
    let mut parts = vec![[0usize; 3]; kinds.len()];
    if offered.is_empty() {
        return parts;
    }
    for j in 0..weeks {
        let k = offered[j % offered.len()];
        let Some(d) = (0..3)
            .filter(|&d| refused(kinds[k], Difficulty::ALL[d], rules).is_none())
            .max_by(|&a, &b| {
                let gap = |d: usize| target[d] as i64 - total[d] as i64;
                // The biggest gap, then the kind's least filled, then the easier.
                gap(a)
                    .cmp(&gap(b))
                    .then(parts[k][b].cmp(&parts[k][a]))
                    .then(b.cmp(&a))
            })
        else {
            continue;
        };
        parts[k][d] += 1;
        total[d] += 1;
    }
    parts
}

fn level(d: Difficulty) -> usize {
    d as usize
}

/// Makes the book: the puzzles `given` first, then generated ones (none sharing a key with
/// one in `known` or taken before). `progress` is told of each puzzle generated into the book
/// (as many as [`to_generate`] says at most).
pub fn book(
    req: &BookRequest,
    given: &[Given],
    known: &BTreeSet<String>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Book, BookError> {
    if req.weeks == 0 || req.weeks > MAX_WEEKS {
        return Err(BookError::Weeks(req.weeks));
    }
    let kinds = book_kinds();
    let skipped: Vec<Skipped> = kinds
        .iter()
        .flat_map(|&kind| {
            Difficulty::ALL.into_iter().filter_map(move |difficulty| {
                refused(kind, difficulty, req.rules).map(|reason| Skipped {
                    kind,
                    difficulty,
                    reason,
                })
            })
        })
        .collect();
    let quota = quotas(req.weeks, &kinds, req.rules);
    let mut bins: Vec<[Vec<Week>; 3]> = kinds.iter().map(|_| Default::default()).collect();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut spares: Vec<Candidate> = Vec::new();
    let mut duplicates = 0u64;

    // The puzzles given, in name order.
    let mut order: Vec<&Given> = given
        .iter()
        .filter(|g| g.puzzle.rules.unwrap_or(RuleSet::Basic) == req.rules)
        .collect();
    order.sort_by(|a, b| a.name.cmp(&b.name));
    let mut given_spares = Vec::new();
    for g in order {
        let Some(c) = given_candidate(g, &kinds) else {
            continue;
        };
        let d = level(c.week.difficulty);
        if c.week.keys.iter().any(|k| taken.contains(k)) {
            duplicates += 1;
        } else if bins[c.kind][d].len() < quota[c.kind][d] {
            taken.extend(c.week.keys.iter().cloned());
            bins[c.kind][d].push(c.week);
        } else {
            given_spares.push(c);
        }
    }

    // The rest generated, every kind at once.
    let avoid: BTreeSet<String> = known.union(&taken).cloned().collect();
    let wanted: Vec<[usize; 3]> = (0..kinds.len())
        .map(|k| std::array::from_fn(|d| quota[k][d].saturating_sub(bins[k][d].len())))
        .collect();
    let made: Vec<(Vec<Candidate>, u64, u64)> = kinds
        .par_iter()
        .enumerate()
        .map(|(i, &kind)| {
            let want = wanted[i];
            let need: usize = want.iter().sum();
            if need == 0 {
                return (Vec::new(), 0, 0);
            }
            let request = GenerateRequest {
                seed: kind_seed(req.seed, i),
                count: need + need.div_ceil(2),
                kind,
                difficulty: None,
                rules: req.rules,
            };
            let mut room = want;
            let mut out = Vec::new();
            let ran = generate_avoiding(&request, &avoid, |g| {
                let d = level(Difficulty::of_score(g.score));
                if room[d] > 0 {
                    room[d] -= 1;
                    progress(1);
                }
                out.push(Candidate {
                    kind: i,
                    week: Week {
                        puzzle: g.puzzle.clone(),
                        solution: g.solution.clone(),
                        text: g.text.clone(),
                        source: Source::Generated {
                            seed: request.seed,
                            attempt: g.attempt,
                        },
                        difficulty: Difficulty::of_score(g.score),
                        score: g.score,
                        keys: puzzle_keys(&g.puzzle, &g.solution),
                    },
                });
                if room.iter().all(|&r| r == 0) {
                    Err(Enough)
                } else {
                    Ok(())
                }
            });
            match ran {
                Ok(g) => (out, g.attempts, g.duplicates),
                // Stopped once full: the attempts are up to the last puzzle's.
                Err(Enough) => {
                    let attempts = out.last().map_or(0, |c| match c.week.source {
                        Source::Generated { attempt, .. } => attempt + 1,
                        Source::Given(_) => 0,
                    });
                    (out, attempts, 0)
                }
            }
        })
        .collect();
    let mut attempts = 0;
    for (cands, a, dup) in made {
        attempts += a;
        duplicates += dup;
        for c in cands {
            let d = level(c.week.difficulty);
            if c.week.keys.iter().any(|k| taken.contains(k)) {
                duplicates += 1;
            } else if bins[c.kind][d].len() < quota[c.kind][d] {
                taken.extend(c.week.keys.iter().cloned());
                bins[c.kind][d].push(c.week);
            } else {
                spares.push(c);
            }
        }
    }
    spares.extend(given_spares);

    // Gaps: a kind's own spares first, then any kind's.
    let mut chosen: Vec<Candidate> = Vec::new();
    for (k, kind_bins) in bins.into_iter().enumerate() {
        for bin in kind_bins {
            chosen.extend(bin.into_iter().map(|week| Candidate { week, kind: k }));
        }
    }
    // What each kind still misses, per difficulty.
    let mut missing: Vec<[usize; 3]> = (0..kinds.len())
        .map(|k| {
            std::array::from_fn(|d| {
                let have = chosen
                    .iter()
                    .filter(|c| c.kind == k && level(c.week.difficulty) == d)
                    .count();
                quota[k][d].saturating_sub(have)
            })
        })
        .collect();
    for own in [true, false] {
        for (k, kind_missing) in missing.iter_mut().enumerate() {
            for (d, left) in kind_missing.iter_mut().enumerate() {
                while *left > 0 {
                    // The nearest difficulty, then the first made or given.
                    let Some(pos) = spares
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| {
                            (!own || c.kind == k)
                                && !c.week.keys.iter().any(|key| taken.contains(key))
                        })
                        .min_by_key(|(i, c)| (level(c.week.difficulty).abs_diff(d), *i))
                        .map(|(i, _)| i)
                    else {
                        break;
                    };
                    let c = spares.remove(pos);
                    taken.extend(c.week.keys.iter().cloned());
                    chosen.push(c);
                    *left -= 1;
                }
            }
        }
    }
    if chosen.len() < req.weeks {
        return Err(BookError::Short {
            found: chosen.len(),
            weeks: req.weeks,
        });
    }
    let given_count = chosen
        .iter()
        .filter(|c| matches!(c.week.source, Source::Given(_)))
        .count();
    let weeks = in_order(chosen);
    Ok(Book {
        generated: weeks.len() - given_count,
        given: given_count,
        weeks,
        skipped,
        attempts,
        duplicates,
    })
}

/// The generator stopped: every difficulty full.
struct Enough;

/// How many puzzles a book generates at most beyond the `given` ones (for a progress bar).
pub fn to_generate(req: &BookRequest, given: &[Given]) -> u64 {
    let kinds = book_kinds();
    let quota = quotas(req.weeks.min(MAX_WEEKS), &kinds, req.rules);
    let mut filled: Vec<[usize; 3]> = vec![[0; 3]; kinds.len()];
    let mut keys: BTreeSet<String> = BTreeSet::new();
    let mut order: Vec<&Given> = given
        .iter()
        .filter(|g| g.puzzle.rules.unwrap_or(RuleSet::Basic) == req.rules)
        .collect();
    order.sort_by(|a, b| a.name.cmp(&b.name));
    for g in order {
        if let Some(c) = given_candidate(g, &kinds) {
            let d = level(c.week.difficulty);
            if !c.week.keys.iter().any(|k| keys.contains(k)) && filled[c.kind][d] < quota[c.kind][d]
            {
                keys.extend(c.week.keys);
                filled[c.kind][d] += 1;
            }
        }
    }
    (0..kinds.len())
        .map(|k| (0..3).map(|d| quota[k][d] - filled[k][d]).sum::<usize>() as u64)
        .sum()
}

/// A given puzzle as a candidate: of a book kind, with a difficulty and one stated answer.
fn given_candidate(g: &Given, kinds: &[Kind]) -> Option<Candidate> {
    let p = &g.puzzle;
    let kind = kinds.iter().position(|&k| k == p.kind)?;
    let score = p.score.unwrap_or(0);
    let difficulty = p.difficulty.unwrap_or(Difficulty::of_score(score));
    let solution = match p.solution.as_deref() {
        Some([one]) => one.clone(),
        _ => return None,
    };
    Some(Candidate {
        kind,
        week: Week {
            keys: puzzle_keys(p, &solution),
            puzzle: p.clone(),
            solution,
            text: g.text.clone(),
            source: Source::Given(g.name.clone()),
            difficulty,
            score,
        },
    })
}

/// The weeks in order (module docs, 5).
fn in_order(chosen: Vec<Candidate>) -> Vec<Week> {
    let mut out: Vec<Week> = Vec::with_capacity(chosen.len());
    let mut last: Option<usize> = None;
    for d in Difficulty::ALL {
        let mut tier: Vec<Candidate> = chosen
            .iter()
            .filter(|c| c.week.difficulty == d)
            .cloned()
            .collect();
        tier.sort_by(|a, b| (a.week.score, &a.week.keys).cmp(&(b.week.score, &b.week.keys)));
        while !tier.is_empty() {
            let left = |k: usize| tier.iter().filter(|c| c.kind == k).count();
            // The kinds left, most puzzles first, then the easiest next puzzle.
            let pick = tier
                .iter()
                .enumerate()
                .filter(|(_, c)| Some(c.kind) != last || tier.iter().all(|o| o.kind == c.kind))
                .max_by(|(i, a), (j, b)| left(a.kind).cmp(&left(b.kind)).then(j.cmp(i)))
                .map(|(i, _)| i)
                .unwrap_or(0);
            // The easiest of that kind: the first in the sorted tier.
            let kind = tier[pick].kind;
            let first = tier.iter().position(|c| c.kind == kind).unwrap_or(pick);
            let c = tier.remove(first);
            last = Some(c.kind);
            out.push(c.week);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotas_share_the_weeks_and_skip_the_refused() {
        let kinds = book_kinds();
        for (weeks, rules) in [1, 5, 6, 7, 52, 520]
            .into_iter()
            .flat_map(|w| [(w, RuleSet::Basic), (w, RuleSet::Advanced)])
        {
            let q = quotas(weeks, &kinds, rules);
            assert_eq!(q.iter().flatten().sum::<usize>(), weeks, "{weeks}");
            for (k, parts) in kinds.iter().zip(&q) {
                for (d, &n) in Difficulty::ALL.iter().zip(parts) {
                    if refused(*k, *d, rules).is_some() {
                        assert_eq!(n, 0, "{k:?} {d:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_year_has_every_kind_and_thirds_of_each_difficulty() {
        let kinds = book_kinds();
        assert_eq!(kinds.len(), Kind::ALL.len(), "every kind");
        let q = quotas(52, &kinds, RuleSet::Basic);
        let per_difficulty: Vec<usize> = (0..3).map(|d| q.iter().map(|p| p[d]).sum()).collect();
        assert_eq!(per_difficulty, [18, 17, 17]);
        // The kinds share the weeks: 52 over 7 kinds, 8 or 7 each.
        let per_kind: Vec<usize> = q.iter().map(|p| p.iter().sum()).collect();
        assert_eq!(per_kind, [8, 8, 8, 7, 7, 7, 7]);
        // No kind in a difficulty it is refused in; every kind has weeks.
        for (k, p) in kinds.iter().zip(&q) {
            for (d, &n) in Difficulty::ALL.iter().zip(p) {
                if refused(*k, *d, RuleSet::Basic).is_some() {
                    assert_eq!(n, 0, "{k:?} {d:?}");
                }
            }
            assert!(p.iter().any(|&n| n > 0), "{k:?}: {p:?}");
        }
    }

    #[test]
    fn bad_weeks_are_refused() {
        for weeks in [0, MAX_WEEKS + 1] {
            let req = BookRequest {
                weeks,
                seed: 1,
                rules: RuleSet::Basic,
            };
            assert_eq!(
                book(&req, &[], &BTreeSet::new(), &|_| {}).err(),
                Some(BookError::Weeks(weeks))
            );
        }
    }
}
