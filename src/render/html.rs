//! The step-through page of a monster's move: one self-contained HTML file (no network, no
//! external script, font or image) that shows the board of each step beside the sentences
//! of the text trace, with buttons and the arrow keys to go back and forth. It works opened
//! straight from disk; without JavaScript it shows every step one under the other.

use super::json::board_json;
use super::svg::palette;
use super::svg::sheet::{Note, Sheet};
use super::svg::trace::{frames, overview};
use super::svg::Scene;
use crate::t;
use crate::trace::Trace;
use std::fmt::Write;

/// `text` with the characters HTML gives a meaning escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's style: the pictures' colours it shares (the monster's for the current step, the
/// removal's for danger, the ink) come from the palette as custom properties, written before it.
const STYLE: &str = "
[hidden] { display: none !important; }
body { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; margin: 1rem 1.5rem; color: var(--ink); background: #fafaf7; }
h1 { font-size: 1.3rem; margin: 0 0 .3rem; }
p.sub { margin: 0 0 .8rem; color: #444; }
nav { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .5rem 0 1rem; position: sticky; top: 0; z-index: 1; background: #fafaf7; padding: .4rem 0; border-bottom: 1px solid #ddd; }
nav button { font: inherit; padding: .3rem .8rem; min-height: 44px; min-width: 44px; border: 1px solid #888; border-radius: 4px; background: #fff; cursor: pointer; }
nav button:disabled { opacity: .4; cursor: default; }
nav .jump button { padding: .2rem .5rem; }
nav .jump button[aria-current=step] { background: var(--monster); color: #fff; border-color: var(--monster); }
#where { font-weight: bold; margin-left: .6rem; }
.frame { display: flex; flex-wrap: wrap; gap: 1.2rem; align-items: flex-start; margin-bottom: 2rem; }
.frame .picture { flex: 0 1 860px; min-width: 320px; }
.frame .picture svg { width: 100%; height: auto; display: block; }
.frame .words { flex: 1 1 300px; max-width: 40rem; }
.frame h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
.frame ul { margin: 0; padding-left: 1.2rem; line-height: 1.45; }
.frame li.detail { list-style: circle; margin-left: 1.2rem; color: #333; }
.frame li.look { list-style: none; margin-left: -1.2rem; color: #333; }
.frame li.end { list-style: none; margin-left: -1.2rem; font-weight: bold; margin-top: .3rem; }
.danger { color: var(--removed); font-weight: bold; }
.hint { color: #666; font-size: .9rem; }
section.whole h2 { font-size: 1.1rem; }
section.whole svg { max-width: 100%; height: auto; }
";

const SCRIPT: &str = "
(function () {
  var frames = Array.prototype.slice.call(document.querySelectorAll('.frame'));
  var jumps = Array.prototype.slice.call(document.querySelectorAll('.jump button'));
  var where = document.getElementById('where');
  var prev = document.getElementById('prev');
  var next = document.getElementById('next');
  var current = 0;
  // `first`: the page just opened; its address is left alone, as a fragment set while the page
  // loads makes the browser scroll the title and the buttons' first row out of view.
  function show(n, first) {
    current = Math.max(0, Math.min(frames.length - 1, n));
    frames.forEach(function (f, k) { f.hidden = k !== current; });
    jumps.forEach(function (b, k) {
      if (k === current) { b.setAttribute('aria-current', 'step'); } else { b.removeAttribute('aria-current'); }
    });
    where.textContent = frames[current].getAttribute('data-label') + ' (' + (current + 1) + ' of ' + frames.length + ')';
    prev.disabled = current === 0;
    next.disabled = current === frames.length - 1;
    document.body.setAttribute('data-frame', String(current));
    if (!first) { try { history.replaceState(null, '', '#' + frames[current].id); } catch (e) { /* a page opened from disk may refuse */ } }
  }
  prev.addEventListener('click', function () { show(current - 1); });
  next.addEventListener('click', function () { show(current + 1); });
  jumps.forEach(function (b, k) { b.addEventListener('click', function () { show(k); }); });
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    if (e.key === 'ArrowRight' || e.key === 'PageDown' || e.key === 'j') { show(current + 1); }
    else if (e.key === 'ArrowLeft' || e.key === 'PageUp' || e.key === 'k') { show(current - 1); }
    else if (e.key === 'Home') { show(0); }
    else if (e.key === 'End') { show(frames.length - 1); }
    else { return; }
    e.preventDefault();
  });
  var start = frames.findIndex(function (f) { return '#' + f.id === location.hash; });
  document.getElementById('controls').hidden = false;
  show(start < 0 ? 0 : start, true);
})();
";

fn note_items(out: &mut String, notes: &[Note], looks: &str) {
    for n in notes {
        let text = escape(&n.text);
        let class = if n.indent {
            "detail"
        } else if n.strong {
            "end"
        } else if n.text.starts_with(looks) {
            "look"
        } else {
            ""
        };
        let text = if n.danger {
            format!("<span class=\"danger\">{text}</span>")
        } else {
            text
        };
        if class.is_empty() {
            let _ = writeln!(out, "<li>{}</li>", text.trim_start_matches("- "));
        } else {
            let _ = writeln!(
                out,
                "<li class=\"{class}\">{}</li>",
                text.trim_start_matches("- ")
            );
        }
    }
}

/// The step-through page of `trace`; `scene` is the position before the move (and says the
/// language).
pub fn trace_page(trace: &Trace, scene: &Scene, title: Option<&str>) -> String {
    let lang = scene.lang;
    let title = title.map_or_else(
        || t!(lang, "picture-title", tile = trace.tile),
        str::to_string,
    );
    let frames = frames(trace, scene);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>:root {{ --ink: {}; --monster: {}; --removed: {}; }}{STYLE}</style>\n</head>\n<body data-frame=\"0\">\n",
        lang.code(),
        escape(&title),
        palette::INK,
        palette::MONSTER,
        palette::REMOVED
    );
    let _ = writeln!(out, "<h1>{}</h1>", escape(&title));
    let _ = writeln!(
        out,
        "<p class=\"sub\">{} {}</p>",
        escape(&crate::render::trace::tile_options_text(lang, trace)),
        escape(&t!(lang, "page-intro"))
    );
    let _ = writeln!(out, "<nav id=\"controls\" hidden>");
    let _ = writeln!(
        out,
        "<button id=\"prev\" type=\"button\" title=\"{}\">&#9664; {}</button>",
        escape(&t!(lang, "page-previous-hint")),
        escape(&t!(lang, "page-previous"))
    );
    let _ = writeln!(
        out,
        "<button id=\"next\" type=\"button\" title=\"{}\">{} &#9654;</button>",
        escape(&t!(lang, "page-next-hint")),
        escape(&t!(lang, "page-next"))
    );
    let _ = writeln!(out, "<span class=\"jump\">");
    let last = frames.len().saturating_sub(1);
    for i in 0..frames.len() {
        let label = if i == 0 {
            t!(lang, "page-before")
        } else if i == last {
            t!(lang, "page-final")
        } else {
            i.to_string()
        };
        let _ = write!(out, "<button type=\"button\">{}</button>", escape(&label));
    }
    let _ = writeln!(out, "</span>\n<span id=\"where\"></span>\n</nav>");
    let looks = format!("{} ", t!(lang, "trace-looks"));
    for (i, f) in frames.into_iter().enumerate() {
        // The frames are: before the move, one a step, the final look.
        let (label, id) = if i == 0 {
            (t!(lang, "picture-before"), "before".to_string())
        } else if i == last {
            (t!(lang, "page-final-look"), "final".to_string())
        } else {
            (t!(lang, "page-step", step = i), format!("step-{i}"))
        };
        // The board drawn, as the page's API gives it (docs/FORMAT.md section 9), for tools
        // and tests to read: the same engine board the picture is drawn from.
        let board = board_json(
            &f.panel.scene.board,
            &crate::render::trace::Names(f.panel.scene.pawns),
        );
        let _ = writeln!(
            out,
            "<section class=\"frame\" id=\"{id}\" data-label=\"{}\" data-board=\"{}\">",
            escape(&label),
            escape(&board.to_string())
        );
        let sheet = Sheet::single(None, f.panel);
        let _ = writeln!(
            out,
            "<div class=\"picture\">\n{}</div>",
            sheet.to_svg_with(false)
        );
        let _ = writeln!(
            out,
            "<div class=\"words\">\n<h2>{}</h2>\n<ul>",
            escape(&f.heading)
        );
        note_items(&mut out, &f.notes, &looks);
        let _ = writeln!(out, "</ul>\n</div>\n</section>");
    }
    let _ = writeln!(
        out,
        "<section class=\"whole\">\n<h2>{}</h2>\n{}</section>",
        escape(&t!(lang, "page-whole")),
        overview(trace, scene, None).to_svg()
    );
    const COMMAND: &str = "furunkulus trace";
    let made = escape(&t!(lang, "page-made", command = COMMAND)).replacen(
        COMMAND,
        &format!("<code>{COMMAND}</code>"),
        1,
    );
    let _ = writeln!(out, "<p class=\"hint\">{made}</p>");
    let of = t!(lang, "page-of").replace(['\\', '\''], "");
    let script = SCRIPT.replace("' of '", &format!("' {of} '"));
    let _ = write!(out, "<script>{script}</script>\n</body>\n</html>\n");
    out
}
