//! The plot of `game tournament --plot` (issue 29): for each seat count, each pairing's win
//! share of the decided games (the challenger against `seats − 1` copies of the baseline) as
//! a dot on a line from its 95% interval's low end to its high end (Wilson), the figures
//! written beside it, and the fair share `1/seats` marked. Drawn from the tournament's counts
//! only, never its speed, so the picture is the same on every machine and thread count.

use super::palette;
use super::pieces::{line, num, text_at};
use super::plot::{faint, fair_share, page};
use crate::ai::simulate::wilson;
use crate::ai::tournament::Cell;
use crate::i18n::{Fixed, Lang, Percent, WholePercent};
use crate::t;
use svg::node::element::{Circle, Group};
use svg::Node;

/// One pairing's counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// Seats a game.
    pub seats: usize,
    /// The challenger's level, as spelled.
    pub challenger: String,
    /// The baseline's level, as spelled.
    pub baseline: String,
    /// Games played.
    pub games: u64,
    /// Games the challenger won.
    pub wins: u64,
    /// Games a baseline copy won.
    pub losses: u64,
}

impl Pairing {
    /// The plot's rows of a tournament's or a ladder's pairings, `name` giving a level's
    /// name by its index.
    pub fn of_cells(cells: &[Cell], name: &dyn Fn(usize) -> String) -> Vec<Pairing> {
        cells
            .iter()
            .map(|c| Pairing {
                seats: c.seats,
                challenger: name(c.challenger),
                baseline: name(c.baseline),
                games: c.games,
                wins: c.wins,
                losses: c.losses,
            })
            .collect()
    }
}

/// What the plot shows.
pub struct Ladder<'a> {
    /// The pairings, in the order they are drawn within each seat count.
    pub pairings: &'a [Pairing],
    /// The tournaments' seeds (one: `game tournament`; several: `game ladder`'s sums).
    pub seeds: &'a [u64],
    /// `basic` or `advanced`.
    pub setup: &'a str,
    /// The language of the plot's words.
    pub lang: Lang,
}

const WIDTH: f32 = 900.0;
const PAD: f32 = 20.0;
const ROW: f32 = 24.0;

/// The colour of the `i`th challenger (Okabe–Ito, in turn).
fn colour(i: usize) -> &'static str {
    const ORDER: [usize; 6] = [4, 5, 2, 0, 6, 1];
    palette::OKABE_ITO[ORDER[i % ORDER.len()]].1
}

/// The plot, as one SVG document.
pub fn ladder(l: &Ladder) -> String {
    let lang = l.lang;
    let title = t!(lang, "ladder-title");
    let games: u64 = l.pairings.iter().map(|p| p.games).sum();
    let intro = match l.seeds {
        [seed] => t!(
            lang,
            "ladder-intro",
            games = games,
            pairings = l.pairings.len(),
            setup = l.setup,
            seed = seed.to_string()
        ),
        seeds => t!(
            lang,
            "ladder-intro-sum",
            games = games,
            pairings = l.pairings.len(),
            setup = l.setup,
            seeds = crate::render::ai::seed_list(seeds)
        ),
    };
    let mut body = Group::new();
    let mut y = PAD + 18.0;
    body.append(text_at(&title, (PAD, y), 18.0, palette::INK).set("font-weight", "bold"));
    y += 22.0;
    body.append(text_at(&intro, (PAD, y), 12.0, palette::INK));
    y += 18.0;
    body.append(text_at(
        &t!(lang, "ladder-how"),
        (PAD, y),
        12.0,
        palette::INK,
    ));
    let mut challengers: Vec<&str> = Vec::new();
    for p in l.pairings {
        if !challengers.contains(&p.challenger.as_str()) {
            challengers.push(&p.challenger);
        }
    }
    let mut seat_counts: Vec<usize> = l.pairings.iter().map(|p| p.seats).collect();
    seat_counts.sort_unstable();
    seat_counts.dedup();
    let labels: Vec<String> = l
        .pairings
        .iter()
        .map(|p| {
            t!(
                lang,
                "ladder-pairing",
                challenger = p.challenger.as_str(),
                copies = p.seats - 1,
                baseline = p.baseline.as_str()
            )
        })
        .collect();
    let label_w = labels
        .iter()
        .map(|s| super::layout::text_width(s, 12.0))
        .fold(120.0, f32::max);
    let (x0, x1) = (PAD + label_w + 16.0, WIDTH - PAD - 190.0);
    let scale = |p: f64| x0 + (x1 - x0) * p as f32;
    for n in seat_counts {
        y += 40.0;
        body.append(
            text_at(
                &t!(lang, "ladder-seats", n = n),
                (PAD, y),
                14.0,
                palette::INK,
            )
            .set("font-weight", "bold"),
        );
        let rows: Vec<usize> = (0..l.pairings.len())
            .filter(|&i| l.pairings[i].seats == n)
            .collect();
        let top = y + 12.0;
        let bottom = top + rows.len() as f32 * ROW;
        for t in 0..=10 {
            let p = f64::from(t) / 10.0;
            body.append(faint((scale(p), top), (scale(p), bottom)));
            if t % 2 == 0 {
                body.append(
                    text_at(
                        &WholePercent(t * 10).text(lang),
                        (scale(p), bottom + 13.0),
                        10.0,
                        palette::INK,
                    )
                    .set("text-anchor", "middle"),
                );
            }
        }
        let fair = 1.0 / n as f64;
        fair_share(&mut body, scale(fair), n, top, bottom, lang);
        for (k, &i) in rows.iter().enumerate() {
            let p = &l.pairings[i];
            let cy = top + (k as f32 + 0.5) * ROW;
            let decided = p.wins + p.losses;
            let share = p.wins as f64 / decided.max(1) as f64;
            let (lo, hi) = wilson(p.wins, decided);
            let c = colour(
                challengers
                    .iter()
                    .position(|x| *x == p.challenger)
                    .unwrap_or(0),
            );
            body.append(text_at(&labels[i], (PAD, cy + 4.0), 12.0, palette::INK));
            body.append(line((scale(lo), cy), (scale(hi), cy), c, 2.5));
            for x in [scale(lo), scale(hi)] {
                body.append(line((x, cy - 5.0), (x, cy + 5.0), c, 2.0));
            }
            body.append(
                Circle::new()
                    .set("cx", num(scale(share)))
                    .set("cy", num(cy))
                    .set("r", "5")
                    .set("fill", c)
                    .set("stroke", palette::INK)
                    .set("stroke-width", "1"),
            );
            body.append(text_at(
                &t!(
                    lang,
                    "ladder-share",
                    rate = Percent(share, 1),
                    low = Fixed(100.0 * lo, 1),
                    high = Fixed(100.0 * hi, 1),
                    games = p.games
                ),
                (x1 + 12.0, cy + 4.0),
                11.0,
                palette::INK,
            ));
        }
        y = bottom + 14.0;
    }
    let height = y + PAD + 10.0;
    page(body, (WIDTH, height), &title, &intro, lang)
}
