// The tables' lobby (`/t`): create a table (players, who plays each seat, setup, seed, who
// draws the tiles), take a seat by typing its code, join one by its code or a seat's link, and
// the tables this browser knows.
// Creating keeps the host's token in the browser and opens the table's page, where the host
// sees each seat's link as a QR code.

import { tt } from "./tables-text.js";
import { who } from "./text.js";
import { LEVELS } from "./tables-view.js";
import { timed } from "./api.js";
import { ask, keep, keptTables, normaliseCode, normaliseSeatCode } from "./tables-api.js";

const $ = (id) => document.getElementById(id);
const KINDS = ["person", ...LEVELS];

export class Lobby {
  constructor() {
    $("t-lobby").hidden = false;
    document.title = tt("tables.lobbyTitle");
    this.kinds = {};
    $("t-players").addEventListener("input", () => this.drawKinds());
    $("t-create").addEventListener("click", () => timed("create table", () => this.create()));
    $("t-join").addEventListener("click", () => this.join());
    $("t-join-code").addEventListener("keydown", (e) => { if (e.key === "Enter") this.join(); });
    $("t-seat-join").addEventListener("click", () => timed("join seat", () => this.takeSeat($("t-seat-code").value, "t-seat-problem")));
    $("t-seat-code").addEventListener("keydown", (e) => { if (e.key === "Enter") this.takeSeat($("t-seat-code").value, "t-seat-problem"); });
    this.drawKinds();
    this.drawMine();
  }

  players() {
    return $("t-players").value.split(/[\s,]+/).filter(Boolean);
  }

  /// One choice a player: a person or an AI level (the choices kept while typing).
  drawKinds() {
    const box = $("t-kinds");
    for (const sel of box.querySelectorAll("select")) this.kinds[sel.dataset.player] = sel.value;
    box.textContent = "";
    this.players().forEach((p, i) => {
      const label = document.createElement("label");
      const words = document.createElement("span");
      words.textContent = tt("tables.seatKind", { player: who(p) });
      const sel = document.createElement("select");
      sel.id = "t-kind-" + i;
      sel.dataset.player = p;
      for (const k of KINDS) sel.appendChild(new Option(tt("tables.kind." + k), k));
      sel.value = this.kinds[p] || "person";
      label.append(words, sel);
      box.appendChild(label);
    });
  }

  async create() {
    const problem = $("t-create-problem");
    const seats = {};
    for (const sel of $("t-kinds").querySelectorAll("select")) if (sel.value !== "person") seats[sel.dataset.player] = sel.value;
    const body = { players: this.players(), seats, setup: $("t-setup").value, tiles: $("t-tiles").value };
    const seed = $("t-seed").value.trim();
    if (seed !== "") body.seed = Number(seed);
    problem.hidden = false;
    problem.classList.add("quiet");
    problem.textContent = tt("tables.creating");
    $("t-create").disabled = true;
    const r = await ask("/api/tables", body);
    $("t-create").disabled = false;
    problem.classList.remove("quiet");
    if (!r.ok) {
      problem.textContent = r.error;
      return;
    }
    const code = r.data.table;
    keep(code, { host: r.data.host });
    location.assign("/t/" + code + location.search);
  }

  /// A seat's code typed: the server gives the seat's link (it limits how many codes a
  /// device may try), and the table's page opens on that seat.
  async takeSeat(typed, problemId) {
    const problem = $(problemId);
    const code = normaliseSeatCode(typed);
    problem.hidden = false;
    if (!code) {
      problem.textContent = tt("tables.badSeatCode", { code: typed.trim() });
      return;
    }
    problem.textContent = "";
    $("t-seat-join").disabled = true;
    const r = await ask("/api/join", { code });
    $("t-seat-join").disabled = false;
    if (!r.ok) {
      problem.textContent = r.error;
      return;
    }
    problem.hidden = true;
    const [, token] = r.data.link.split("#seat=");
    keep(r.data.table, { seat: token, player: r.data.seat });
    location.assign("/t/" + r.data.table + location.search + "#seat=" + token);
  }

  /// A code, or a seat's link pasted (`.../t/CODE#seat=TOKEN`): the table's page; a seat's
  /// code typed here takes the seat.
  join() {
    const typed = $("t-join-code").value.trim();
    if (normaliseSeatCode(typed)) return this.takeSeat(typed, "t-join-problem");
    const link = typed.match(/\/t\/([A-Za-z-]+)(#(?:seat|host)=[0-9a-fA-F]{32})?\s*$/);
    const code = normaliseCode(link ? link[1] : typed);
    const problem = $("t-join-problem");
    if (!code) {
      problem.hidden = false;
      problem.textContent = tt("tables.badCode", { code: typed });
      return;
    }
    location.assign("/t/" + code + location.search + (link && link[2] ? link[2] : ""));
  }

  drawMine() {
    const list = $("t-mine");
    list.textContent = "";
    for (const [code, k] of keptTables().slice(0, 12)) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = "/t/" + code + location.search;
      a.className = "button";
      a.textContent = k.seat && k.player ? tt("tables.mineSeat", { code, player: who(k.player) }) : k.host ? tt("tables.mineHost", { code }) : tt("tables.mineWatch", { code });
      li.appendChild(a);
      list.appendChild(li);
    }
    $("t-mine-box").hidden = !list.children.length;
  }
}
