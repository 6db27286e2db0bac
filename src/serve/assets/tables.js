// The tables' page of `furunkulus serve`: `/t` (create a table, join one by its code) and
// `/t/CODE` (watch it; `#seat=TOKEN` plays that seat, the token kept in the browser so that a
// reload or a new tab rejoins). Plain modules, no build step, nothing fetched from elsewhere;
// the board, the trace stepper and the move picker are the board page's own (docs/web.md).

import { tt, lang, translateTables } from "./tables-text.js";
import { translate, LANGUAGES, addressIn } from "./text.js";
import { timings } from "./api.js";
import { normaliseCode } from "./tables-api.js";
import { Lobby } from "./tables-lobby.js";
import { TableView } from "./tables-view.js";
import * as storage from "./storage.js";

const $ = (id) => document.getElementById(id);

function setZoom(view, large) {
  view.board.setLarge(large);
  const b = $("t-zoom");
  b.hidden = false;
  b.textContent = tt(large ? "tables.zoomFit" : "tables.zoomLarge");
  b.setAttribute("aria-pressed", String(large));
  storage.save("zoom", large);
}

async function main() {
  document.documentElement.lang = lang;
  translateTables(document);
  translate(document);
  // The language switch, as on the board's page: the same address (never a token: those
  // are out of the address by now) in another language.
  const pick = $("lang");
  for (const [code, name] of LANGUAGES) {
    const o = new Option(name, code);
    o.lang = code;
    o.selected = code === lang;
    pick.append(o);
  }
  pick.addEventListener("change", () => { location.href = addressIn(pick.value); });
  const m = location.pathname.match(/^\/t\/([^/]+)\/?$/);
  const code = m ? normaliseCode(decodeURIComponent(m[1])) : null;
  // For tests and the curious: the page's parts and how long each tap took to answer.
  window.furunkulus = { timings, lang };
  if (!m) {
    window.furunkulus.lobby = new Lobby();
  } else if (!code) {
    $("t-missing").hidden = false;
    $("t-missing-text").textContent = tt("tables.badCode", { code: decodeURIComponent(m[1]) });
  } else {
    const view = new TableView(code);
    window.furunkulus.table = view;
    // Phones start with squares large enough to tap; the whole board is one tap away.
    const zoom = storage.load("zoom");
    setZoom(view, zoom === null ? window.innerWidth < 700 : zoom);
    $("t-zoom").addEventListener("click", () => setZoom(view, !view.board.large));
    await view.start();
  }
  document.body.dataset.ready = "true";
}

main();
