// The Board tab: a position edited by tapping (kept as the lists of a scenario file, the
// text the API loads with the same code as files), checked after every tap; the monster's
// move stepped through; a pawn's moves picked by tapping; rankings; the risk map; sharing.

import { t, lang, tileName, percent } from "./text.js";
import { api, timed } from "./api.js";
import { BoardView, sceneOf, isSquare, parseSq, sqName } from "./board.js";
import { Stepper } from "./stepper.js";
import { MovePicker } from "./picker.js";
import * as storage from "./storage.js";

const TURN_CW = { north: "east", east: "south", south: "west", west: "north" };
// One tile of each kind of the standard deck (docs/FORMAT.md section 5).
export const TILE_KINDS = ["5", "7", "8", "10", "prey-1", "prey-2"];
const $ = (id) => document.getElementById(id);

export function emptyPosition() {
  return { monster: { at: "a1", facing: "east" }, stones: [], crystals: [], pivots: [], teleporters: [], pools: [], pawns: [] };
}

/// The editor's position from a scenario file's lists (as `/api/open` gives them).
export function fromLists(l) {
  const p = emptyPosition();
  for (const k of ["stones", "crystals", "pivots", "teleporters", "pools", "pawns"]) p[k] = (l[k] || []).map((x) => (typeof x === "object" ? { ...x } : x));
  if (l.monster) p.monster = { at: l.monster.at || "a1", facing: l.monster.facing || "east" };
  if (l.title) p.title = l.title;
  if (l.tile !== undefined) p.tile = String(l.tile);
  if (l.options) p.options = l.options;
  return p;
}

function flow(obj) {
  return "{" + Object.entries(obj).filter(([, v]) => v !== undefined && v !== "" && v !== null).map(([k, v]) => k + ": " + v).join(", ") + "}";
}

/// The position as a scenario file (what the page sends to the API).
export function toYaml(p) {
  const out = [];
  if (p.title) out.push("title: " + JSON.stringify(p.title));
  if (p.tile) out.push("tile: " + p.tile);
  out.push("monster: " + flow(p.monster));
  if (p.stones.length) out.push("stones: [" + p.stones.join(", ") + "]");
  if (p.crystals.length) out.push("crystals: [" + p.crystals.join(", ") + "]");
  for (const k of ["pivots", "teleporters", "pools", "pawns"]) {
    if (!p[k].length) continue;
    out.push(k + ":");
    for (const x of p[k]) out.push("  - " + flow(x));
  }
  if (p.options && Object.keys(p.options).length) {
    out.push("options:");
    for (const [k, v] of Object.entries(p.options)) out.push("  " + k + ": " + v);
  }
  return out.join("\n") + "\n";
}

// The squares a pool written as `{ at, size }` covers: the file format's geometry.
function poolSquares(pool) {
  const [c, r] = parseSq(pool.at);
  const [w, h] = pool.size.split("x").map(Number);
  const out = [];
  for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) out.push(sqName(x, y));
  return out;
}

export class Editor {
  constructor() {
    this.pos = emptyPosition();
    this.undoStack = [];
    this.tool = "select";
    this.doc = null; // the last valid position as the server read it (`show --format json`)
    this.checks = 0;
    this.heat = null;
    this.board = new BoardView($("board"), {
      prefix: "sq",
      onSquare: (sq) => timed("tap " + sq, () => this.tap(sq)),
      onPawnChip: (name) => timed("tap " + name, () => this.tapPawn(name)),
      onDest: (d) => timed("tap " + d, () => this.picker.pick(d)),
    });
    this.stepper = new Stepper($("stepper"), this.board, { onClose: () => this.draw() });
    this.picker = new MovePicker($("picker"), this.board, {
      onConfirm: (r) => timed("move", () => this.applyMove(r)),
      onClose: () => { $("rank-box").hidden = true; this.draw(); },
      whyNot: (name, sq) => this.whyNot(name, sq),
      confirmText: "web-moves-confirm",
    });
    // The rankings act on the picked pawn: they live in the picker, shown with it.
    $("picker").appendChild($("pick-tools"));
    // The tiles to trace by their names in the page's language; the values stay the keys.
    for (const o of $("tile").options) o.textContent = tileName(o.value);
    this.wire();
  }

  wire() {
    for (const b of document.querySelectorAll("#tools button")) b.addEventListener("click", () => this.setTool(b.dataset.tool));
    $("load").addEventListener("click", () => timed("start", () => this.start($("start").value)));
    $("undo").addEventListener("click", () => timed("undo", () => this.undo()));
    $("trace").addEventListener("click", () => timed("trace", () => this.runTrace($("tile").value)));
    $("every").addEventListener("click", () => timed("every", () => this.everyTile()));
    $("risk").addEventListener("click", () => timed("risk", () => this.risk()));
    $("survive").addEventListener("click", () => timed("survive", () => this.rank("survive")));
    $("lure").addEventListener("click", () => timed("lure", () => this.rank("lure")));
    $("get-yaml").addEventListener("click", () => download("position.yaml", new Blob([toYaml(this.pos)], { type: "application/yaml" })));
    $("get-svg").addEventListener("click", () => this.picture("svg"));
    $("get-png").addEventListener("click", () => this.picture("png"));
    $("get-link").addEventListener("click", () => this.link());
  }

  // ---- the position ----

  /// The scene drawn while editing: the lists as written, the pawns labelled as the server
  /// labels them (a pawn the server has not seen yet keeps its name).
  scene() {
    const p = this.pos;
    const known = (this.doc && this.doc.pawns) || {};
    const pawns = {};
    for (const x of p.pawns) {
      const k = known[x.name];
      const same = k && k.at === x.at && k.player === x.player && k.face === x.face;
      pawns[x.name] = { at: x.at, label: same ? k.label : x.name, player: x.player, face: x.face };
    }
    return {
      monster: { ...p.monster },
      pawns,
      stones: p.stones,
      crystals: p.crystals,
      pivots: p.pivots,
      pools: p.pools.flatMap(poolSquares),
      // The colours and pair numbers as the server gave them for the last valid position (a
      // player or pair it has not seen yet is drawn neutral, without a number).
      teleporters: p.teleporters.map((x) => {
        const known = ((this.doc && this.doc.teleporters) || []).find((k) => k.at === x.at) || {};
        return { ...x, fill: known.fill, ink: known.ink, number: known.number };
      }),
      players: (this.doc && this.doc.players) || {},
    };
  }

  draw() {
    if (this.stepper.open) return;
    if (this.picker.isOpen) return this.picker.redraw();
    this.board.draw(this.scene(), this.heat ? { heat: this.heat } : {});
  }

  setPosition(p) {
    this.pos = p;
    this.save();
    this.clear();
    this.draw();
    return this.validate();
  }

  save() { storage.save("position", this.pos); }

  /// Closes what shows over the position: the stepper, the picker, rankings, the risk map.
  clear() {
    if (this.stepper.open) this.stepper.close(true);
    this.picker.close(true);
    this.heat = null;
    $("risk").textContent = t("web-risk-run");
    $("rank-box").hidden = true;
    $("every-box").hidden = true;
  }

  edit(change) {
    this.undoStack.push(JSON.stringify(this.pos));
    if (this.undoStack.length > 200) this.undoStack.shift();
    change();
    this.save();
    this.clear();
    this.draw();
    return this.validate();
  }

  undo() {
    if (!this.undoStack.length) return;
    this.pos = JSON.parse(this.undoStack.pop());
    this.save();
    this.clear();
    this.draw();
    return this.validate();
  }

  async validate() {
    const n = ++this.checks;
    status(t("web-status-checking"), false);
    try {
      const doc = await api("/api/validate", { scenario: toYaml(this.pos) });
      if (n !== this.checks) return false;
      this.doc = doc;
      status(t("web-status-valid"), false);
      $("problems").hidden = true;
      this.draw();
      return true;
    } catch (e) {
      if (n !== this.checks) return false;
      this.doc = null;
      status(t("web-status-invalid"), true);
      $("problems").textContent = e.message;
      $("problems").hidden = false;
      return false;
    }
  }

  at(sq) {
    const p = this.pos;
    if (p.monster.at === sq) return { kind: "monster" };
    const pawn = p.pawns.find((x) => x.at === sq);
    if (pawn) return { kind: "pawn", item: pawn };
    if (p.stones.includes(sq)) return { kind: "stone" };
    if (p.crystals.includes(sq)) return { kind: "crystal" };
    const pv = p.pivots.find((x) => x.at === sq);
    if (pv) return { kind: "pivot", item: pv };
    const tp = p.teleporters.find((x) => x.at === sq);
    if (tp) return { kind: "teleporter", item: tp };
    return null;
  }

  removeAt(sq) {
    const p = this.pos;
    p.stones = p.stones.filter((s) => s !== sq);
    p.crystals = p.crystals.filter((s) => s !== sq);
    p.pivots = p.pivots.filter((s) => s.at !== sq);
    p.teleporters = p.teleporters.filter((s) => s.at !== sq);
    p.pawns = p.pawns.filter((s) => s.at !== sq);
  }

  newPawnName(player) {
    const taken = new Set(this.pos.pawns.map((x) => x.name));
    if (player) for (let i = 1; ; i++) if (!taken.has(player + i)) return player + i;
    for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") if (!taken.has(c)) return c;
    for (let i = 1; ; i++) if (!taken.has("P" + i)) return "P" + i;
  }

  setTool(tool) {
    this.tool = tool;
    for (const b of document.querySelectorAll("#tools button")) {
      b.classList.toggle("on", b.dataset.tool === tool);
      b.setAttribute("aria-pressed", String(b.dataset.tool === tool));
    }
    if (tool !== "select") this.picker.close();
  }

  tapPawn(name) {
    if (this.stepper.open) return;
    if (this.tool !== "select") return;
    if (this.picker.tapPawn(name)) return;
    return this.showMoves(name);
  }

  tap(sq) {
    if (this.stepper.open) return;
    const here = this.at(sq);
    if (this.tool === "select") {
      if (here && here.kind === "pawn") return this.tapPawn(here.item.name);
      if (this.picker.tapSquare(sq)) return;
      $("hint").textContent = t("web-moves-hint");
      return;
    }
    const set = (id) => $(id).value;
    const p = this.pos;
    return this.edit(() => {
      switch (this.tool) {
        case "cycle": {
          const order = [null, "stone", "crystal", "pivot-right", "pivot-around"];
          const now = here ? (here.kind === "pivot" ? "pivot-" + here.item.turn : here.kind) : null;
          const i = order.indexOf(now);
          if (i < 0) return;
          this.removeAt(sq);
          const next = order[(i + 1) % order.length];
          if (next === "stone") p.stones.push(sq);
          else if (next === "crystal") p.crystals.push(sq);
          else if (next) p.pivots.push({ at: sq, turn: next.slice(6) });
          break;
        }
        case "stone": this.removeAt(sq); p.stones.push(sq); break;
        case "crystal": this.removeAt(sq); p.crystals.push(sq); break;
        case "pivot":
          if (here && here.kind === "pivot") here.item.turn = here.item.turn === "right" ? "around" : "right";
          else { this.removeAt(sq); p.pivots.push({ at: sq, turn: set("set-turn") }); }
          break;
        case "teleporter":
          if (here && here.kind === "teleporter") here.item.arrow = TURN_CW[here.item.arrow];
          else { this.removeAt(sq); p.teleporters.push({ at: sq, arrow: set("set-arrow"), pair: set("set-pair") }); }
          break;
        case "pool": {
          const old = p.pools.find((pool) => poolSquares(pool).includes(sq));
          if (old) p.pools = p.pools.filter((x) => x !== old);
          else p.pools.push({ at: sq, size: set("set-size") });
          break;
        }
        case "pawn":
          if (here && here.kind === "pawn") here.item.face = (Number(here.item.face || 0) % 6) + 1;
          else {
            this.removeAt(sq);
            const player = set("set-player");
            const pawn = { name: this.newPawnName(player), at: sq };
            if (player) pawn.player = player;
            pawn.face = Number(set("set-face"));
            p.pawns.push(pawn);
          }
          break;
        case "monster":
          if (here && here.kind === "monster") p.monster.facing = TURN_CW[p.monster.facing];
          else { this.removeAt(sq); p.monster = { at: sq, facing: set("set-facing") }; }
          break;
        case "erase": {
          this.removeAt(sq);
          const pool = p.pools.find((x) => poolSquares(x).includes(sq));
          if (pool) p.pools = p.pools.filter((x) => x !== pool);
          break;
        }
      }
    });
  }

  // ---- a pawn's moves ----

  async showMoves(name) {
    this.clear();
    const label = (this.scene().pawns[name] || {}).label || name;
    const pawn = this.pos.pawns.find((x) => x.name === name);
    if (pawn && !pawn.face) {
      $("hint").textContent = t("web-moves-no-face", { label });
      return;
    }
    $("hint").textContent = t("web-moves-loading", { label });
    let doc;
    try {
      doc = await api("/api/moves", { scenario: toYaml(this.pos), pawn: name, format: "results" });
      if (!this.doc) await this.validate();
    } catch (e) {
      $("hint").textContent = e.message;
      return;
    }
    $("hint").textContent = "";
    this.picker.open(name, doc.results, sceneOf(this.doc), {});
    const lt = $("lure-target");
    lt.textContent = "";
    for (const [n, p] of Object.entries(this.doc.pawns)) if (n !== name && isSquare(p.at)) lt.appendChild(new Option(t("web-rank-lure-option", { label: p.label, name: n }), n));
  }

  async whyNot(name, sq) {
    const v = await api("/api/moves", { scenario: toYaml(this.pos), pawn: name, to: sq });
    return v.legal ? null : { goal: t("web-moves-goal", { sq }), reasons: v.reasons };
  }

  /// The chosen result becomes the position: the pawn and the pieces where the engine's
  /// board after the move has them.
  applyMove(r) {
    const label = this.picker.label;
    const name = r.pawn;
    return this.edit(() => {
      const p = this.pos;
      const pawn = p.pawns.find((x) => x.name === name);
      if (r.to === "out") p.pawns = p.pawns.filter((x) => x.name !== name);
      else if (pawn) pawn.at = r.to;
      for (const x of p.pawns) if (r.board.pawns[x.name] !== undefined) x.at = r.board.pawns[x.name];
      p.stones = [...r.board.stones];
      p.crystals = [...r.board.crystals];
      p.pivots = r.board.pivots.map((x) => ({ ...x }));
    }).then(() => status(r.to === "out" ? t("web-status-went-out", { label }) : t("web-status-moved", { label, words: r.words }), false));
  }

  async rank(kind) {
    if (!this.picker.isOpen) { $("hint").textContent = t("web-rank-need-pawn"); return; }
    const name = this.picker.name;
    const body = { scenario: toYaml(this.pos), pawn: name };
    if (kind === "lure") body.target = $("lure-target").value;
    const box = $("rank-box");
    const table = $("ranking");
    table.textContent = "";
    box.hidden = false;
    let r;
    try {
      r = await api("/api/" + kind, body);
    } catch (e) {
      $("rank-note").textContent = e.message;
      return;
    }
    const labels = this.doc.pawns;
    const lab = (n) => (labels[n] ? labels[n].label : n);
    $("rank-note").textContent = r.results.length ? t("web-rank-hint") : t("web-rank-none");
    const head = table.createTHead().insertRow();
    const cols = kind === "lure"
      ? [t("web-rank-n"), t("web-rank-move"), t("web-rank-works"), t("web-rank-target", { label: lab(r.target) }), t("web-rank-chance", { label: lab(name) }), t("web-rank-path")]
      : [t("web-rank-n"), t("web-rank-move"), t("web-rank-chance", { label: lab(name) }), t("web-rank-taken"), t("web-rank-path")];
    for (const c of cols) { const th = document.createElement("th"); th.textContent = c; head.appendChild(th); }
    const body2 = table.createTBody();
    const pct = (x) => percent(x, 0);
    r.results.forEach((x, k) => {
      const i = this.picker.results.findIndex((m) => m.to === x.to && JSON.stringify(m.pushes) === JSON.stringify(x.pushes));
      const m = this.picker.results[i];
      const tr = body2.insertRow();
      tr.tabIndex = 0;
      tr.className = "tappable";
      tr.dataset.index = String(i);
      const cell = (text) => { tr.insertCell().textContent = text; };
      cell(String(k + 1));
      // The move: its square, with the pushes in words (or staying put) where there are.
      const dest = isSquare(x.to) ? x.to : t("web-dest-" + x.to);
      cell(!m ? dest : m.cost === 0 ? m.words : m.pushes.length ? t("web-rank-move-words", { dest, words: m.words }) : dest);
      if (kind === "lure") {
        cell(pct(x.chance_lure_works));
        cell(pct(x.chance_target_removed));
        cell(pct(x.chance_removed));
      } else {
        cell(pct(x.chance_removed));
        cell(Object.entries(x.removed).filter(([, v]) => v.length).map(([tile, v]) => t("web-rank-taken-by", { tile: tileName(tile), pawns: v.map(lab).join(" ") })).join("; ") || t("web-rank-nobody"));
      }
      cell(x.path.join(" "));
      const show = () => timed("rank row", () => {
        for (const row of body2.rows) row.classList.toggle("on", row === tr);
        if (i >= 0) { this.picker.pick(x.to); this.picker.choose(i); this.board.reveal(); }
      });
      tr.addEventListener("click", show);
      tr.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); show(); } });
    });
  }

  // ---- the monster's move ----

  async runTrace(tile) {
    let doc;
    try {
      doc = await api("/api/trace", { scenario: toYaml(this.pos), tile, format: "steps" });
    } catch (e) {
      status(e.message, true);
      return;
    }
    this.clear();
    this.stepper.show(doc, 0);
  }

  async everyTile() {
    this.clear();
    const box = $("every-box");
    const table = $("every-table");
    table.textContent = "";
    $("every-note").textContent = t("web-every-note", { tiles: TILE_KINDS.map(tileName).join(", ") });
    box.hidden = false;
    const head = table.createTHead().insertRow();
    for (const c of ["web-every-tile", "web-every-ends", "web-every-taken"]) { const th = document.createElement("th"); th.textContent = t(c); head.appendChild(th); }
    const body = table.createTBody();
    const answers = await Promise.all(TILE_KINDS.map((tile) => api("/api/trace", { scenario: toYaml(this.pos), tile }).catch((e) => e)));
    const labels = (this.doc && this.doc.pawns) || {};
    TILE_KINDS.forEach((tile, k) => {
      const r = answers[k];
      const tr = body.insertRow();
      tr.insertCell().textContent = tileName(tile);
      if (r instanceof Error) {
        const c = tr.insertCell();
        c.colSpan = 2;
        c.textContent = r.message;
        return;
      }
      tr.tabIndex = 0;
      tr.className = "tappable";
      tr.dataset.tile = tile;
      tr.insertCell().textContent = t("web-every-facing", { at: r.final.monster.at, facing: t("web-dir-" + r.final.monster.facing) });
      tr.insertCell().textContent = r.final.removed.map((x) => t("web-every-removal", { label: labels[x.pawn] ? labels[x.pawn].label : x.pawn, how: t("web-how-" + x.how), step: x.step })).join(", ") || t("web-every-nobody");
      const go = () => timed("every row", () => this.runTrace(tile));
      tr.addEventListener("click", go);
      tr.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } });
    });
  }

  async risk() {
    if (this.heat) { this.clear(); this.draw(); return; }
    let r;
    try {
      r = await api("/api/risk", { scenario: toYaml(this.pos) });
    } catch (e) {
      status(e.message, true);
      return;
    }
    this.clear();
    // Each square's chance with the colours the server washes it in (the PNG risk map's).
    this.heat = {};
    for (const [sq, chance] of Object.entries(r.squares)) this.heat[sq] = { chance, ...r.colours[sq] };
    $("risk").textContent = t("web-risk-clear");
    status(t("web-risk-shown", { tiles: r.tiles.map(tileName).join(" ") }), false);
    this.draw();
    this.board.reveal();
  }

  // ---- starting positions and sharing ----

  async start(which) {
    try {
      let doc;
      if (which.startsWith("file:")) doc = await api("/api/scenarios/" + encodeURIComponent(which.slice(5)));
      else doc = await api("/api/start/" + (which === "advanced" ? "advanced-" + Math.floor(Math.random() * 1e6) : which));
      await this.edit(() => { this.pos = fromLists(doc.lists); });
    } catch (e) {
      status(e.message, true);
    }
  }

  async picture(format) {
    try {
      download("position." + format, await api("/api/validate", { scenario: toYaml(this.pos), format }));
    } catch (e) {
      status(e.message, true);
    }
  }

  link() {
    const url = location.origin + location.pathname + "?lang=" + lang + "#p=" + b64encode(toYaml(this.pos));
    const box = $("link");
    box.value = url;
    box.hidden = false;
    box.select();
    if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
  }

  /// The position of a shared link (`#p=`), if the page was opened with one.
  async fromLink() {
    const m = location.hash.match(/^#p=([A-Za-z0-9_-]+)$/);
    if (!m) return false;
    try {
      const doc = await api("/api/open", { scenario: b64decode(m[1]) });
      await this.setPosition(fromLists(doc.lists));
      return true;
    } catch (e) {
      status(t("web-status-link", { error: e.message }), true);
      return false;
    }
  }

  async listScenarios() {
    try {
      const r = await api("/api/scenarios");
      for (const name of r.scenarios) $("start").appendChild(new Option(name, "file:" + name));
    } catch (e) {
      /* no folder */
    }
  }

  /// The position at the start: a shared link's, the one kept from last time, or the
  /// basic setup.
  async restore() {
    await this.listScenarios();
    if (await this.fromLink()) return;
    const kept = storage.load("position");
    if (kept && kept.monster && Array.isArray(kept.pawns)) {
      if (await this.setPosition(fromLists(kept))) status(t("web-status-restored"), false);
      return;
    }
    try {
      await this.setPosition(fromLists((await api("/api/start/basic")).lists));
    } catch (e) {
      status(e.message, true);
    }
  }
}

function status(text, bad) {
  $("status").textContent = text;
  $("status").classList.toggle("bad", !!bad);
}

export function download(name, blob) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

function b64encode(text) {
  const bytes = new TextEncoder().encode(text);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function b64decode(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(s, (c) => c.charCodeAt(0)));
}
