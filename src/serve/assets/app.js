// The board page of `furunkulus serve`: three tabs (the board being edited, a hot-seat game,
// the puzzles), the zoom, and what is kept between visits. No build step, no library, nothing fetched from
// elsewhere; every question goes to the JSON API (docs/api.md), which answers with the
// engine's words and boards.

import { t, translate, lang, LANGUAGES, addressIn } from "./text.js";
import { timings } from "./api.js";
import { Editor, toYaml } from "./editor.js";
import { GameTab } from "./game.js";
import { PuzzleTab } from "./puzzles.js";
import * as storage from "./storage.js";

const $ = (id) => document.getElementById(id);

function showTab(tab) {
  for (const b of document.querySelectorAll(".tabs button")) {
    b.classList.toggle("on", b.dataset.tab === tab);
    b.setAttribute("aria-selected", String(b.dataset.tab === tab));
  }
  $("board-tab").hidden = tab !== "board";
  $("game-tab").hidden = tab !== "game";
  $("puzzles-tab").hidden = tab !== "puzzles";
  storage.save("tab", tab);
}

function setZoom(editor, game, puzzles, large) {
  editor.board.setLarge(large);
  game.board.setLarge(large);
  puzzles.board.setLarge(large);
  const b = $("zoom");
  b.textContent = t(large ? "web-zoom-fit" : "web-zoom-large");
  b.setAttribute("aria-pressed", String(large));
  storage.save("zoom", large);
}

async function main() {
  document.title = t("web-page-title");
  translate(document);
  // The language switch: the same page (and shared position) in another language.
  const pick = $("lang");
  for (const [code, name] of LANGUAGES) {
    const o = document.createElement("option");
    o.value = code;
    o.lang = code;
    o.textContent = name;
    o.selected = code === lang;
    pick.append(o);
  }
  pick.addEventListener("change", () => { location.href = addressIn(pick.value); });
  const editor = new Editor();
  const game = new GameTab();
  const puzzles = new PuzzleTab();
  // For tests and the curious: the page's parts and how long each tap took to answer.
  window.furunkulus = { editor, game, puzzles, timings, yaml: () => toYaml(editor.pos) };
  for (const b of document.querySelectorAll(".tabs button")) b.addEventListener("click", () => showTab(b.dataset.tab));
  // Phones start with squares large enough to tap; the whole board is one tap away.
  const zoom = storage.load("zoom");
  setZoom(editor, game, puzzles, zoom === null ? window.innerWidth < 700 : zoom);
  $("zoom").addEventListener("click", () => setZoom(editor, game, puzzles, !editor.board.large));
  const kept = storage.load("tab");
  showTab(["game", "puzzles"].includes(kept) && !location.hash.startsWith("#p=") ? kept : "board");
  await Promise.all([editor.restore(), game.restore(), puzzles.restore()]);
  document.body.dataset.ready = "true";
}

main();
