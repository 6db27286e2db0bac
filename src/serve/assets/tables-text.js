// The tables' page's words (/t, /t/CODE): the catalogue's (locales/<code>/web-tables.ftl),
// written into the page by the server like the board page's (text.js). The page's code still
// names them by their former ids (`tables.lobbyTitle`), each the catalogue's id by one rule:
// `web-` before, dots and capitals as hyphens (`web-tables-lobby-title`). `tt(id, { name })`
// fills `{name}`; the HTML carries `data-tt="id"`, `data-tt-title`, `data-tt-label`.

import { t, lang } from "./text.js";

/// The language the page speaks (`en`, `de` or `fr`): the board's page's (text.js).
export { lang };

/// The catalogue's id of a former id: `tables.sub.yours` is `web-tables-sub-yours`.
export function catalogueId(id) {
  return "web-" + id.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()).replace(/\./g, "-");
}

/// The text of `id` with `{name}` filled from `args`.
export function tt(id, args) {
  return t(catalogueId(id), args);
}

/// Fills the page's marked elements: `data-tt` (text), `data-tt-title`, `data-tt-label`, and a
/// field's first value, `data-tt-value`.
export function translateTables(root) {
  for (const el of root.querySelectorAll("[data-tt]")) el.textContent = tt(el.dataset.tt);
  for (const el of root.querySelectorAll("[data-tt-title]")) el.title = tt(el.dataset.ttTitle);
  for (const el of root.querySelectorAll("[data-tt-label]")) el.setAttribute("aria-label", tt(el.dataset.ttLabel));
  for (const el of root.querySelectorAll("[data-tt-value]")) el.value = tt(el.dataset.ttValue);
}
