// The page's words. They are the message catalogue's (locales/<code>/web.ftl and
// web-tables.ftl, like every sentence Furunkulus says): the server writes them into the page
// it serves, in the language of the request (`?lang=de` in the page's address, kept in shared
// links; else the browser's Accept-Language; else English), as `<script id="words">`, a map of
// id to text, and sets `<html lang>`. The sentences of the trace and the loader's messages
// come from the server too, in the same language (`lang` in every request).
//
// `t(id, { name: value })` fills `{name}`; the page's HTML carries `data-t="id"` (text),
// `data-t-title` and `data-t-label` (tooltip, accessible name), filled by `translate`.

const words = document.getElementById("words");
const WORDS = words ? JSON.parse(words.textContent) : {};

const players = document.getElementById("player-words");
const PLAYERS = players ? JSON.parse(players.textContent) : {};

/// A player as the page tells it: a player named by a colour in any language is that colour's
/// word in the page's (`red` is "Rot" on a German page), any other name as it is. The list is
/// the server's (`i18n::player_words`), so the page names a player as the command line does.
/// Only what a player reads changes: the name stays the game's key everywhere else.
export function who(name) {
  if (name === undefined || name === null) return name;
  const word = PLAYERS[String(name).trim().toLowerCase()];
  return word === undefined ? name : word;
}

/// The language the page speaks: `en`, `de` or `fr`, as the server chose it.
export const lang = document.documentElement.lang || "en";

/// The text of `id` with `{name}` filled from `args` (the id itself if the catalogue has no
/// such message: a test checks every id the page uses is there).
export function t(id, args) {
  const text = WORDS[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (args && args[key] !== undefined ? String(args[key]) : whole));
}

/// A tile as the page shows it: `prey-1` in the page's language ("„1 Treffer“", "« une proie »":
/// the catalogue's `web-tile-prey-1`, the game's own words, docs GLOSSARY), a number as itself.
/// The key (`prey-1`) stays what the page sends and keeps; only what a player reads changes.
export function tileName(tile) {
  const text = WORDS["web-tile-" + tile];
  return text === undefined ? String(tile) : text;
}

/// A chance as the command line writes it in the page's language (`i18n::Percent`): "28.6%",
/// "28,6 %" in German and French (a decimal comma, a no-break space before the sign).
export function percent(x, digits = 1) {
  const n = (x * 100).toFixed(digits);
  return lang === "en" ? n + "%" : n.replace(".", ",") + "\u00a0%";
}

/// A pawn's play as a log tells it: "R1 to m10", "R1 out", "R1 stays beside the entrance"
/// (`to`: a square, `out` or `waiting`), the same words on the board's and the tables' pages.
export function playWords(label, to) {
  if (to === "out") return t("web-game-log-play-out", { label });
  if (to === "waiting") return t("web-game-log-play-waiting", { label });
  return t("web-game-log-play", { label, to });
}

/// The languages the page speaks, each with its own name (for the switch).
export const LANGUAGES = ["en", "de", "fr"].map((code) => [code, t("web-lang-" + code)]);

/// The page's address in language `code`: `?lang=` set, the rest (a shared position) kept.
export function addressIn(code) {
  const u = new URL(location.href);
  u.searchParams.set("lang", code);
  return u.toString();
}

/// Fills the page's marked elements: `data-t` (text), `data-t-title`, `data-t-label`, and a
/// field's first value and example: `data-t-value`, `data-t-placeholder`.
export function translate(root) {
  for (const el of root.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll("[data-t-title]")) el.title = t(el.dataset.tTitle);
  for (const el of root.querySelectorAll("[data-t-label]")) el.setAttribute("aria-label", t(el.dataset.tLabel));
  for (const el of root.querySelectorAll("[data-t-value]")) el.value = t(el.dataset.tValue);
  for (const el of root.querySelectorAll("[data-t-placeholder]")) el.placeholder = t(el.dataset.tPlaceholder);
}
