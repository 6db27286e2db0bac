//! Plots of `game simulate`: each seat's win rate with its 95% interval (a dot in the seat's
//! colour and shape, as its pawns are drawn, on a line from the interval's low end to its
//! high end, the figures written beside it, and the fair share marked), and the distribution
//! of game lengths (games by number of turns, the mean marked). Drawn from the same figures
//! as the text and JSON, never the speed (so the picture is the same on every machine).

use super::layout::text_width;
use super::palette::{self, Players};
use super::pieces::{self, line, num, text_at};
use super::sheet::FONT_FAMILY;
use crate::ai::simulate::Stats;
use crate::i18n::{Fixed, Lang, Percent, WholePercent};
use crate::t;
use svg::node::element::{Group, Rectangle, Title};
use svg::{Document, Node};

/// What a simulation was (the header of its text).
pub struct Simulated<'a> {
    /// The seats' names (red, blue...).
    pub seats: &'a [String],
    /// The AI of each seat.
    pub ais: &'a [String],
    /// `basic` or `advanced`.
    pub setup: &'a str,
    /// G7.
    pub three_prey: bool,
    /// The seed.
    pub seed: u64,
    /// The language of the plot's words.
    pub lang: Lang,
}

const WIDTH: f32 = 800.0;
const PAD: f32 = 20.0;
const TITLE_SIZE: f32 = 18.0;
const HEADING_SIZE: f32 = 14.0;
const TEXT_SIZE: f32 = 12.0;
const ROW: f32 = 32.0;
const CHART_HEIGHT: f32 = 220.0;

/// A round step for about `ticks` ticks up to `max`: 1, 2 or 5 times a power of ten.
pub fn tick_step(max: f64, ticks: f64) -> f64 {
    let raw = (max / ticks).max(1e-9);
    let power = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * power)
}

/// A grid line.
pub(super) fn faint(a: (f32, f32), b: (f32, f32)) -> svg::node::element::Line {
    line(a, b, "#d9d9d9", 1.0)
}

/// The fair share of `n` seats marked on an axis of win shares: a dashed line at `x` from
/// above `top` down to `bottom`, and its words beside it.
pub(super) fn fair_share(body: &mut Group, x: f32, n: usize, top: f32, bottom: f32, lang: Lang) {
    body.append(
        line((x, top - 4.0), (x, bottom), palette::INK, 1.2).set("stroke-dasharray", "4 3"),
    );
    body.append(text_at(
        &t!(lang, "plot-fair", n = n),
        (x + 4.0, top - 2.0),
        10.0,
        palette::INK,
    ));
}

/// The plots of a simulation, as one SVG document.
pub fn simulation(sim: &Simulated, stats: &Stats) -> String {
    let seats = stats.seats.len();
    let lang = sim.lang;
    let title = t!(lang, "plot-title");
    let mut body = Group::new();
    let mut y = PAD;
    y += TITLE_SIZE;
    body.append(text_at(&title, (PAD, y), TITLE_SIZE, palette::INK).set("font-weight", "bold"));
    y += 22.0;
    let intro = t!(
        lang,
        "plot-intro",
        games = stats.games,
        players = seats,
        setup = sim.setup,
        three_prey = sim.three_prey,
        seed = sim.seed.to_string()
    );
    body.append(text_at(&intro, (PAD, y), TEXT_SIZE, palette::INK));

    // Win rates: one row a seat, 0 to 100 %.
    y += 34.0;
    body.append(
        text_at(&t!(lang, "plot-wins"), (PAD, y), HEADING_SIZE, palette::INK)
            .set("font-weight", "bold"),
    );
    let labels: Vec<String> = (0..seats)
        .map(|i| {
            t!(
                lang,
                "plot-seat",
                n = i + 1,
                name = sim.seats.get(i).map_or("?", String::as_str),
                ai = sim.ais.get(i).map_or("?", String::as_str)
            )
        })
        .collect();
    let label_w = labels
        .iter()
        .map(|l| text_width(l, TEXT_SIZE))
        .fold(0.0, f32::max)
        + 12.0;
    let (x0, x1) = (PAD + label_w + 14.0, WIDTH - PAD - 150.0);
    let scale = |p: f64| x0 + (x1 - x0) * p as f32;
    let top = y + 14.0;
    let bottom = top + seats as f32 * ROW;
    for t in 0..=5 {
        let p = f64::from(t) / 5.0;
        body.append(faint((scale(p), top), (scale(p), bottom)));
        body.append(
            text_at(
                &WholePercent(t * 20).text(lang),
                (scale(p), bottom + 14.0),
                10.0,
                palette::INK,
            )
            .set("text-anchor", "middle"),
        );
    }
    let fair = 1.0 / seats.max(1) as f64;
    fair_share(&mut body, scale(fair), seats, top, bottom, lang);
    let names: Vec<&str> = sim.seats.iter().map(String::as_str).collect();
    let players = Players::new(&names);
    for (i, st) in stats.seats.iter().enumerate() {
        let cy = top + (i as f32 + 0.5) * ROW;
        body.append(text_at(
            &labels[i],
            (PAD, cy + 4.0),
            TEXT_SIZE,
            palette::INK,
        ));
        let (lo, hi) = (scale(st.ci95.0), scale(st.ci95.1));
        body.append(line((lo, cy), (hi, cy), palette::INK, 2.0));
        for x in [lo, hi] {
            body.append(line((x, cy - 6.0), (x, cy + 6.0), palette::INK, 2.0));
        }
        let style = players.style(names.get(i).copied());
        body.append(
            pieces::body(style.shape, (scale(st.win_rate), cy), 8.0)
                .set("fill", style.fill)
                .set("stroke", palette::INK)
                .set("stroke-width", "1.5"),
        );
        body.append(text_at(
            &t!(
                lang,
                "plot-rate",
                rate = Percent(st.win_rate, 1),
                low = Fixed(100.0 * st.ci95.0, 1),
                high = Fixed(100.0 * st.ci95.1, 1)
            ),
            (x1 + 12.0, cy + 4.0),
            TEXT_SIZE,
            palette::INK,
        ));
    }

    // Game lengths: one bar a number of turns (or a few, when there are many).
    y = bottom + 50.0;
    body.append(
        text_at(
            &t!(lang, "plot-lengths"),
            (PAD, y),
            HEADING_SIZE,
            palette::INK,
        )
        .set("font-weight", "bold"),
    );
    let top = y + 16.0;
    let base = top + CHART_HEIGHT;
    let (x0, x1) = (PAD + 50.0, WIDTH - PAD - 10.0);
    let (first, last) = match (stats.lengths.first(), stats.lengths.last()) {
        (Some(f), Some(l)) => (f.0, l.0),
        _ => (0, 0),
    };
    let span = usize::from(last - first) + 1;
    let per_bin = span.div_ceil(40).max(1);
    let bins = span.div_ceil(per_bin);
    let mut counts = vec![0u64; bins];
    for &(turns, games) in &stats.lengths {
        counts[usize::from(turns - first) / per_bin] += games;
    }
    let most = counts.iter().copied().max().unwrap_or(1).max(1) as f64;
    let step = tick_step(most, 4.0);
    let y_max = (most / step).ceil() * step;
    let ys = |g: f64| base - CHART_HEIGHT * (g / y_max) as f32;
    let mut t = 0.0;
    while t <= y_max + 1e-9 {
        body.append(faint((x0, ys(t)), (x1, ys(t))));
        body.append(
            text_at(&format!("{t}"), (x0 - 6.0, ys(t) + 4.0), 10.0, palette::INK)
                .set("text-anchor", "end"),
        );
        t += step;
    }
    let bar_w = (x1 - x0) / bins as f32;
    let mut bars = Group::new()
        .set("fill", "#0072B2")
        .set("stroke", "#ffffff")
        .set("stroke-width", "1");
    for (b, &c) in counts.iter().enumerate() {
        if c == 0 {
            continue;
        }
        bars.append(
            Rectangle::new()
                .set("x", num(x0 + b as f32 * bar_w))
                .set("y", num(ys(c as f64)))
                .set("width", num(bar_w))
                .set("height", num(base - ys(c as f64))),
        );
    }
    body.append(bars);
    body.append(line((x0, base), (x1, base), palette::INK, 1.2));
    let label_every = (bins as f32 / 10.0).ceil().max(1.0) as usize;
    let turns_at = |turns: f64| x0 + bar_w * ((turns - f64::from(first)) / per_bin as f64) as f32;
    for b in (0..bins).step_by(label_every) {
        let turns = usize::from(first) + b * per_bin;
        body.append(
            text_at(
                &turns.to_string(),
                (x0 + (b as f32 + 0.5) * bar_w, base + 14.0),
                10.0,
                palette::INK,
            )
            .set("text-anchor", "middle"),
        );
    }
    body.append(
        text_at(
            &t!(lang, "plot-turns-axis"),
            ((x0 + x1) / 2.0, base + 30.0),
            TEXT_SIZE,
            palette::INK,
        )
        .set("text-anchor", "middle"),
    );
    body.append(
        text_at(
            &t!(lang, "plot-games-axis"),
            (0.0, 0.0),
            TEXT_SIZE,
            palette::INK,
        )
        .set("text-anchor", "middle")
        .set(
            "transform",
            format!(
                "translate({} {}) rotate(-90)",
                num(PAD + 4.0),
                num((top + base) / 2.0)
            ),
        ),
    );
    // The mean: a dashed line through the middle of its turn's bar.
    let mx = turns_at(stats.mean_turns + 0.5);
    body.append(line((mx, top), (mx, base), palette::REMOVED, 1.5).set("stroke-dasharray", "5 3"));
    body.append(
        text_at(
            &t!(lang, "plot-mean", mean = Fixed(stats.mean_turns, 1)),
            (mx + 4.0, top + 10.0),
            11.0,
            palette::REMOVED,
        )
        .set("font-weight", "bold"),
    );
    let y = base + 56.0;
    body.append(text_at(
        &t!(lang, "plot-no-winner", n = stats.no_winner),
        (PAD, y),
        TEXT_SIZE,
        palette::INK,
    ));
    let height = y + PAD;
    page(body, (WIDTH, height), &title, &intro, lang)
}

/// A plot's page: `body` on the background, `size` (width, height) in pixels, its title
/// and introduction as the SVG's title (what a screen reader says); the whole file's text.
pub(super) fn page(body: Group, size: (f32, f32), title: &str, intro: &str, lang: Lang) -> String {
    let (width, height) = size;
    let mut doc = Document::new()
        .set("width", num(width))
        .set("height", num(height))
        .set("viewBox", format!("0 0 {} {}", num(width), num(height)))
        .set("font-family", FONT_FAMILY);
    doc.append(Title::new(t!(
        lang,
        "plot-svg-title",
        title = title,
        intro = intro
    )));
    doc.append(
        Rectangle::new()
            .set("width", "100%")
            .set("height", "100%")
            .set("fill", palette::BACKGROUND),
    );
    doc.append(body);
    doc.to_string() + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round() {
        assert_eq!(tick_step(100.0, 4.0), 50.0);
        assert_eq!(tick_step(37.0, 4.0), 10.0);
        assert_eq!(tick_step(3.0, 4.0), 1.0);
        assert_eq!(tick_step(1234.0, 4.0), 500.0);
    }
}
