// The board page of `furunkulus serve`. The position lives here, as the lists of a scenario
// file; every question goes to the JSON API, which loads the position with the same code as
// files (same messages). No build step, no library, nothing fetched from elsewhere.
"use strict";

const COLS = "abcdefghijklmnop";
// The columns that exist in each row (docs/RULES.md section 1).
const SPAN = [[0, 11], [0, 12], [0, 13], [0, 14], [0, 15], [0, 15], [0, 15], [1, 15], [2, 15], [3, 15], [4, 15]];
const ARROW = { north: "\u2191", east: "\u2192", south: "\u2193", west: "\u2190" };
const TURN_CW = { north: "east", east: "south", south: "west", west: "north" };
const $ = (id) => document.getElementById(id);

let pos = emptyPosition();
let undoStack = [];
let tool = "select";
let view = null; // what the board shows over the position: moves, a trace step, risk
let trace = null;
let step = 0;
let timer = null;
let game = null;

function emptyPosition() {
  return { monster: { at: "a1", facing: "east" }, stones: [], crystals: [], pivots: [], teleporters: [], pools: [], pawns: [] };
}

function exists(col, row) { return row >= 0 && row < 11 && col >= SPAN[row][0] && col <= SPAN[row][1]; }
function sqName(col, row) { return COLS[col] + (row + 1); }
function parseSq(s) { return [COLS.indexOf(s[0]), parseInt(s.slice(1), 10) - 1]; }

// ---- the position as a scenario file ----

function fromLists(l) {
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

function toYaml(p) {
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

function poolSquares(pool) {
  const [c, r] = parseSq(pool.at);
  const [w, h] = pool.size.split("x").map(Number);
  const out = [];
  for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) out.push(sqName(x, y));
  return out;
}

// What stands on `sq`: { kind, item } or null.
function at(p, sq) {
  if (p.monster.at === sq) return { kind: "monster" };
  const pawn = p.pawns.find((x) => x.at === sq);
  if (pawn) return { kind: "pawn", item: pawn };
  if (p.stones.includes(sq)) return { kind: "stone" };
  if (p.crystals.includes(sq)) return { kind: "crystal" };
  const pv = p.pivots.find((x) => x.at === sq);
  if (pv) return { kind: "pivot", item: pv };
  const t = p.teleporters.find((x) => x.at === sq);
  if (t) return { kind: "teleporter", item: t };
  return null;
}

function inPool(p, sq) { return p.pools.find((pool) => poolSquares(pool).includes(sq)); }

// ---- the API ----

async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const kind = r.headers.get("Content-Type") || "";
  const data = kind.startsWith("application/json") ? await r.json() : await r.blob();
  if (!r.ok) throw new Error(data.error || "the server said " + r.status);
  return data;
}

function scenarioBody(extra) { return Object.assign({ scenario: toYaml(pos) }, extra || {}); }

// ---- editing ----

function edit(change) {
  undoStack.push(JSON.stringify(pos));
  if (undoStack.length > 200) undoStack.shift();
  change();
  clearView();
  draw();
  validate();
}

function removeAt(p, sq) {
  p.stones = p.stones.filter((s) => s !== sq);
  p.crystals = p.crystals.filter((s) => s !== sq);
  p.pivots = p.pivots.filter((s) => s.at !== sq);
  p.teleporters = p.teleporters.filter((s) => s.at !== sq);
  p.pawns = p.pawns.filter((s) => s.at !== sq);
}

function newPawnName(player) {
  const taken = new Set(pos.pawns.map((x) => x.name));
  if (player) {
    for (let i = 1; ; i++) if (!taken.has(player + i)) return player + i;
  }
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") if (!taken.has(c)) return c;
  for (let i = 1; ; i++) if (!taken.has("P" + i)) return "P" + i;
}

function tap(sq) {
  const here = at(pos, sq);
  if (tool === "select") return select(sq, here);
  const set = (id) => $(id).value;
  edit(() => {
    switch (tool) {
      case "cycle": {
        const order = [null, "stone", "crystal", "pivot-right", "pivot-around"];
        let now = here ? (here.kind === "pivot" ? "pivot-" + here.item.turn : here.kind) : null;
        const i = order.indexOf(now);
        if (i < 0) return;
        removeAt(pos, sq);
        const next = order[(i + 1) % order.length];
        if (next === "stone") pos.stones.push(sq);
        else if (next === "crystal") pos.crystals.push(sq);
        else if (next) pos.pivots.push({ at: sq, turn: next.slice(6) });
        break;
      }
      case "stone": removeAt(pos, sq); pos.stones.push(sq); break;
      case "crystal": removeAt(pos, sq); pos.crystals.push(sq); break;
      case "pivot":
        if (here && here.kind === "pivot") here.item.turn = here.item.turn === "right" ? "around" : "right";
        else { removeAt(pos, sq); pos.pivots.push({ at: sq, turn: set("set-turn") }); }
        break;
      case "teleporter":
        if (here && here.kind === "teleporter") here.item.arrow = TURN_CW[here.item.arrow];
        else { removeAt(pos, sq); pos.teleporters.push({ at: sq, arrow: set("set-arrow"), pair: set("set-pair") }); }
        break;
      case "pool": {
        const old = inPool(pos, sq);
        if (old) pos.pools = pos.pools.filter((x) => x !== old);
        else pos.pools.push({ at: sq, size: set("set-size") });
        break;
      }
      case "pawn":
        if (here && here.kind === "pawn") here.item.face = (Number(here.item.face || 0) % 6) + 1;
        else {
          removeAt(pos, sq);
          const player = set("set-player");
          const pawn = { name: newPawnName(player), at: sq };
          if (player) pawn.player = player;
          pawn.face = Number(set("set-face"));
          pos.pawns.push(pawn);
        }
        break;
      case "monster":
        if (here && here.kind === "monster") pos.monster.facing = TURN_CW[pos.monster.facing];
        else { removeAt(pos, sq); pos.monster = { at: sq, facing: set("set-facing") }; }
        break;
      case "erase": {
        removeAt(pos, sq);
        const pool = inPool(pos, sq);
        if (pool) pos.pools = pos.pools.filter((x) => x !== pool);
        break;
      }
    }
  });
}

async function validate() {
  try {
    await api("/api/validate", scenarioBody());
    status("The position is valid.", false);
    $("problems").hidden = true;
    return true;
  } catch (e) {
    status("The position is not valid:", true);
    $("problems").textContent = e.message;
    $("problems").hidden = false;
    return false;
  }
}

function status(text, bad) {
  $("status").textContent = text;
  $("status").classList.toggle("bad", !!bad);
}

// ---- drawing ----

function draw() {
  const board = $("board");
  board.textContent = "";
  board.appendChild(label(""));
  for (let c = 0; c < 16; c++) board.appendChild(label(COLS[c]));
  const shown = view && view.position ? view.position : pos;
  showWaiting(shown);
  for (let r = 0; r < 11; r++) {
    board.appendChild(label(String(r + 1)));
    for (let c = 0; c < 16; c++) {
      const sq = sqName(c, r);
      const cell = document.createElement("button");
      cell.type = "button";
      cell.className = "sq";
      if (!exists(c, r)) { cell.classList.add("none"); cell.disabled = true; board.appendChild(cell); continue; }
      cell.id = "sq-" + sq;
      cell.dataset.sq = sq;
      cell.title = sq;
      if (sq === "a1") cell.classList.add("exit");
      if (sq === "p11") cell.classList.add("entrance");
      if (inPool(shown, sq)) cell.classList.add("pool");
      const here = at(shown, sq);
      if (here) cell.appendChild(piece(here, shown));
      else if (view && view.ghosts && view.ghosts[sq]) {
        const g = document.createElement("span");
        g.className = "piece pawn ghost";
        g.textContent = "\u2715";
        g.title = view.ghosts[sq] + " was taken";
        g.dataset.taken = view.ghosts[sq];
        cell.appendChild(g);
      }
      decorate(cell, sq);
      cell.addEventListener("click", () => tap(sq));
      board.appendChild(cell);
    }
  }
}

function showWaiting(p) {
  const waiting = p.pawns.filter((x) => x.at === "waiting").map((x) => x.name + (x.face ? " (" + x.face + ")" : ""));
  $("waiting").textContent = waiting.length ? "Waiting beside the entrance: " + waiting.join(", ") : "";
}

function label(text) {
  const d = document.createElement("div");
  d.className = "label";
  d.textContent = text;
  return d;
}

function piece(here, p) {
  const d = document.createElement("span");
  d.className = "piece";
  switch (here.kind) {
    case "monster": d.classList.add("monster"); d.textContent = ARROW[p.monster.facing]; d.title = "monster facing " + p.monster.facing; break;
    case "stone": d.classList.add("stone"); break;
    case "crystal": d.classList.add("crystal"); break;
    case "pivot": d.classList.add("pivot"); d.textContent = here.item.turn === "right" ? "\u21bb" : "\u21ba"; break;
    case "teleporter": d.classList.add("tele", pairColour(p, here.item.pair)); d.textContent = ARROW[here.item.arrow]; d.title = "teleporter " + here.item.pair; break;
    case "pawn":
      d.classList.add("pawn");
      d.textContent = here.item.name.length > 3 ? here.item.name.slice(0, 1) + here.item.name.slice(-1) : here.item.name;
      d.title = here.item.name + (here.item.face ? " face " + here.item.face : "");
      if (here.item.player) d.style.borderColor = here.item.player;
      d.dataset.pawn = here.item.name;
      if (here.item.face) d.dataset.face = here.item.face;
      break;
  }
  return d;
}

// A pair's colour: yellow and green by name, else by the order the pairs are listed.
function pairColour(p, pair) {
  if (pair === "yellow" || pair === "green") return pair;
  const names = [...new Set(p.teleporters.map((t) => t.pair))];
  return ["yellow", "green", "purple"][Math.min(names.indexOf(pair), 2)];
}

function decorate(cell, sq) {
  if (!view) return;
  if (view.reach && view.reach[sq] !== undefined) { cell.classList.add("reach"); cell.dataset.cost = view.reach[sq]; }
  if (view.path && view.path.includes(sq)) cell.classList.add("pathsq");
  if (view.trail && view.trail.includes(sq)) cell.classList.add("trail");
  if (view.chosen === sq) cell.classList.add("chosen");
  if (view.heat && view.heat[sq] !== undefined) {
    const h = view.heat[sq];
    cell.classList.add("heat");
    cell.dataset.heat = Math.round(h * 100);
    cell.style.background = "rgba(211, 47, 47, " + (0.1 + 0.8 * h).toFixed(2) + ")";
  }
}

function clearView() {
  view = null;
  trace = null;
  stopPlay();
  $("stepper").hidden = true;
  $("explain").textContent = "";
  $("summary").textContent = "";
  $("every-table").hidden = true;
  $("verdict").hidden = true;
  $("ranking").hidden = true;
  $("survive").disabled = true;
  $("lure").disabled = true;
}

// ---- pawn moves ----

let chosenPawn = null;

async function select(sq, here) {
  if (here && here.kind === "pawn") return showMoves(here.item.name);
  if (!chosenPawn || !view || !view.moves) return;
  const dest = view.moves.destinations.filter((d) => d.to === sq);
  view.path = dest.length ? dest[0].path : [];
  $("verdict").hidden = false;
  try {
    const text = await api("/api/moves", scenarioBody({ pawn: chosenPawn, to: sq, format: "text" }));
    $("verdict").textContent = await text.text();
  } catch (e) {
    $("verdict").textContent = e.message;
  }
  draw();
}

async function showMoves(name) {
  clearView();
  chosenPawn = name;
  try {
    const moves = await api("/api/moves", scenarioBody({ pawn: name }));
    const reach = {};
    for (const d of moves.destinations) if (d.to !== "out" && d.to !== "waiting") reach[d.to] = reach[d.to] === undefined ? d.cost : Math.min(reach[d.to], d.cost);
    const pawn = pos.pawns.find((p) => p.name === name);
    view = { moves, reach, chosen: pawn && pawn.at };
    const out = moves.destinations.filter((d) => d.to === "out");
    $("pawn-info").textContent = name + " (" + moves.face + " points): " + Object.keys(reach).length + " squares" + (out.length ? ", and out for " + out[0].cost : "") + ". Tap a square for the path or the reason.";
    $("pawn-info").dataset.count = Object.keys(reach).length;
    $("survive").disabled = false;
    $("lure").disabled = false;
    const lt = $("lure-target");
    lt.textContent = "";
    for (const p of pos.pawns) if (p.name !== name) lt.appendChild(new Option(p.name));
  } catch (e) {
    $("pawn-info").textContent = e.message;
  }
  draw();
}

async function rank(kind) {
  if (!chosenPawn) return;
  const body = scenarioBody({ pawn: chosenPawn });
  if (kind === "lure") body.target = $("lure-target").value;
  const t = $("ranking");
  try {
    const r = await api("/api/" + kind, body);
    t.innerHTML = "<tr><th>to</th><th>chance " + chosenPawn + " is taken</th><th>taken by tile</th></tr>";
    for (const x of r.results.slice(0, 30)) {
      const tr = t.insertRow();
      tr.insertCell().textContent = x.to;
      tr.insertCell().textContent = Math.round(x.chance_removed * 100) + "%";
      tr.insertCell().textContent = Object.entries(x.removed).filter(([, v]) => v.length).map(([k, v]) => k + ": " + v.join(" ")).join("; ") || "none";
    }
    if (!r.results.length) t.innerHTML = "<tr><td>No move does that.</td></tr>";
  } catch (e) {
    t.innerHTML = "";
    t.insertRow().insertCell().textContent = e.message;
  }
  t.hidden = false;
}

async function risk() {
  clearView();
  try {
    const r = await api("/api/risk", scenarioBody());
    view = { heat: r.squares };
    status("Risk: the share of the deck (" + r.tiles.join(" ") + ") that takes a pawn standing on each empty square.", false);
  } catch (e) {
    status(e.message, true);
  }
  draw();
}

// ---- the trace ----

async function runTrace() {
  clearView();
  try {
    trace = await api("/api/trace", scenarioBody({ tile: $("tile").value, format: "steps" }));
  } catch (e) {
    status(e.message, true);
    return;
  }
  step = 0;
  $("stepper").hidden = false;
  showStep();
}

// The position as it stands after `n` steps (0: before the move), as far as the trace's
// document tells: the monster's square and heading, the pawns taken so far; the last frame
// is the position after the move, pieces pushed included.
function positionAt(n) {
  const doc = trace.trace;
  const p = JSON.parse(JSON.stringify(pos));
  const last = doc.steps.length + 1;
  const removed = doc.final.removed.filter((r) => n >= last || r.step <= n).map((r) => r.pawn);
  if (n >= last) {
    p.monster = { ...doc.final.monster };
    p.stones = doc.final.stones;
    p.crystals = doc.final.crystals;
    p.pivots = doc.final.pivots;
    p.pawns = p.pawns.filter((x) => doc.final.pawns[x.name] !== undefined).map((x) => ({ ...x, at: doc.final.pawns[x.name] }));
  } else if (n > 0) {
    const s = doc.steps[n - 1];
    p.monster = { at: s.to, facing: s.facing };
    p.pawns = p.pawns.filter((x) => !removed.includes(x.name));
  }
  return { p, removed };
}

function showStep() {
  const doc = trace.trace;
  const last = doc.steps.length + 1;
  const { p, removed } = positionAt(step);
  const trail = doc.steps.slice(0, Math.min(step, doc.steps.length)).map((s) => s.to);
  // The pawns taken so far stay drawn, faded, where they stood.
  const ghosts = {};
  for (const x of pos.pawns) if (removed.includes(x.name)) ghosts[x.at] = x.name;
  view = { position: p, trail, ghosts };
  draw();
  const ex = $("explain");
  ex.textContent = "";
  const h = document.createElement("h3");
  const list = document.createElement("ul");
  const item = (text, cls) => { const li = document.createElement("li"); li.textContent = text; if (cls) li.className = cls; list.appendChild(li); return li; };
  if (step === 0) {
    h.textContent = "Before the move";
    item(trace.intro);
  } else if (step < last) {
    const s = trace.steps[step - 1];
    h.textContent = s.heading;
    for (const l of s.looks) item("looks " + l);
    for (const t of s.sentences) {
      const li = item(t.text);
      if (t.details.length) {
        const sub = document.createElement("ul");
        for (const d of t.details) { const x = document.createElement("li"); x.textContent = d.text; if (d.removal) x.className = "removal"; sub.appendChild(x); }
        li.appendChild(sub);
      }
    }
    item("= " + s.end);
  } else {
    h.textContent = trace.final.heading;
    for (const l of trace.final.looks) item("looks " + l);
    for (const t of trace.final.sentences) item(t);
  }
  ex.appendChild(h);
  ex.appendChild(list);
  $("where").textContent = step === 0 ? "before" : step < last ? "step " + step + " of " + doc.steps.length : "final";
  const done = step === last;
  const sum = $("summary");
  sum.textContent = done ? trace.summary : "";
  sum.dataset.monster = done ? doc.final.monster.at : "";
  sum.dataset.removed = done ? removed.join(" ") : "";
  $("prev").disabled = step === 0;
  $("next").disabled = done;
  if (done) stopPlay();
}

function move(d) {
  if (!trace) return;
  step = Math.max(0, Math.min(trace.trace.steps.length + 1, step + d));
  showStep();
}

function stopPlay() {
  if (timer) clearInterval(timer);
  timer = null;
  $("play").textContent = "Play";
}

function play() {
  if (timer) return stopPlay();
  if (trace && step === trace.trace.steps.length + 1) step = 0;
  $("play").textContent = "Pause";
  timer = setInterval(() => move(1), 900);
  move(0);
}

async function everyTile() {
  clearView();
  const t = $("every-table");
  t.innerHTML = "<tr><th>tile</th><th>monster ends</th><th>taken</th></tr>";
  t.hidden = false;
  for (const tile of ["5", "7", "8", "10", "prey-1", "prey-2"]) {
    const tr = t.insertRow();
    tr.insertCell().textContent = tile;
    try {
      const r = await api("/api/trace", scenarioBody({ tile }));
      tr.insertCell().textContent = r.final.monster.at + " facing " + r.final.monster.facing;
      tr.insertCell().textContent = r.final.removed.map((x) => x.pawn + " " + x.how + " at step " + x.step).join(", ") || "nobody";
    } catch (e) {
      tr.insertCell().textContent = e.message;
    }
  }
}

// ---- starting positions and sharing ----

async function start() {
  const which = $("start").value;
  try {
    let doc;
    if (which.startsWith("file:")) doc = await api("/api/scenarios/" + encodeURIComponent(which.slice(5)));
    else doc = await api("/api/start/" + (which === "advanced" ? "advanced-" + Math.floor(Math.random() * 1e6) : which));
    edit(() => { pos = fromLists(doc.lists); });
  } catch (e) {
    status(e.message, true);
  }
}

function download(name, blob) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

async function picture(format) {
  try {
    download("position." + format, await api("/api/validate", scenarioBody({ format })));
  } catch (e) {
    status(e.message, true);
  }
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

function link() {
  const url = location.origin + location.pathname + "#p=" + b64encode(toYaml(pos));
  const box = $("link");
  box.value = url;
  box.hidden = false;
  box.select();
  if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
}

async function fromLink() {
  const m = location.hash.match(/^#p=([A-Za-z0-9_-]+)$/);
  if (!m) return false;
  try {
    const doc = await api("/api/open", { scenario: b64decode(m[1]) });
    pos = fromLists(doc.lists);
    return true;
  } catch (e) {
    status("The link's position: " + e.message, true);
    return false;
  }
}

async function listScenarios() {
  try {
    const r = await api("/api/scenarios");
    for (const name of r.scenarios) $("start").appendChild(new Option(name, "file:" + name));
  } catch (e) { /* no folder */ }
}

// ---- the game (hot seat) ----

async function newGame() {
  const players = $("players").value.split(/[ ,]+/).filter(Boolean);
  await gameCall("/api/game/new", { players, setup: $("game-setup").value, seed: Number($("seed").value) || 0 });
}

// The AI seats typed in: { player: level }.
function aiSeats() {
  const seats = {};
  for (const pair of $("ai-seats").value.split(/[ ,]+/).filter(Boolean)) {
    const [player, level] = pair.split("=");
    if (player && level) seats[player.trim().toLowerCase()] = level.trim();
  }
  return seats;
}

// A hint or an AI's play in words: the play and the figures behind it.
function adviceText(h) {
  const r = h.reasons || {};
  const risk = (x) => Math.round(x * 1000) / 10 + "%";
  const others = Object.entries(r.at_risk || {}).map(([pawn, chance]) => pawn + " " + risk(chance)).join(", ");
  return h.ai + ": " + h.pawn + " to " + h.to + " (path " + (h.path || []).join(" ") + "); chance it is removed next: " + risk(r.chance_removed || 0) + (others ? "; also at risk: " + others : "") + ".";
}

function showAdvice(text) {
  $("game-advice").textContent = text;
  $("game-advice").hidden = !text;
}

async function gameCall(path, body) {
  try {
    game = await api(path, body);
    $("game-problem").hidden = true;
    showAdvice(game.ai ? "The AI played " + adviceText(game.ai) : "");
  } catch (e) {
    $("game-problem").textContent = e.message;
    $("game-problem").hidden = false;
  }
  drawGame();
  // An AI seat to play: it plays (one request a play, so the page shows each).
  const st = game && game.state;
  const level = st && st.phase === "pawns" && aiSeats()[String(st.to_play).toLowerCase()];
  if (level && $("game-problem").hidden) {
    await gameCall("/api/game/ai", { record: game.record, ai: level });
  }
}

async function gameHint() {
  if (!game) return;
  try {
    showAdvice("Hint: " + adviceText(await api("/api/game/hint", { record: game.record, ai: "expectimax" })));
    $("game-problem").hidden = true;
  } catch (e) {
    $("game-problem").textContent = e.message;
    $("game-problem").hidden = false;
  }
}

function drawGame() {
  if (!game) return;
  const st = game.state;
  $("game-board").innerHTML = game.svg || "";
  const who = st.phase === "pawns" ? st.to_play + " to play" : st.phase === "monster" ? "the monster's turn: draw a tile" : "the game is over" + (st.winner ? ": " + st.winner + " wins" : "");
  $("game-status").textContent = "Round " + st.round + ", turn " + st.turn + ": " + who + ".";
  const played = Object.entries(st.tiles_played || {}).map(([k, v]) => k + ": " + (v.join(" ") || "none")).join("; ");
  $("game-deck").textContent = "Tiles left: " + (game.tiles_left.join(" ") || "none") + ". Played: " + played + ".";
  $("game-plays").hidden = st.phase !== "pawns";
  $("game-tiles").hidden = st.phase !== "monster";
  const pawns = [...new Set(game.legal.map((l) => l.pawn))];
  const ps = $("game-pawn");
  const keep = ps.value;
  ps.textContent = "";
  for (const p of pawns) ps.appendChild(new Option(p));
  if (pawns.includes(keep)) ps.value = keep;
  fillDestinations();
  const log = $("game-log");
  log.textContent = "";
  for (const t of game.replay.turns) {
    const li = document.createElement("li");
    const plays = t.plays.map((p) => p.pawn + " \u2192 " + p.to).join(", ");
    const removed = (t.removed || []).map((r) => r.pawn + " " + r.how).join(", ");
    li.textContent = "Turn " + t.turn + " (round " + t.round + "): " + (plays || "no play yet") + (t.tile ? "; tile " + t.tile + ": " + (removed || "nobody taken") : "");
    log.appendChild(li);
  }
  const ts = $("game-tile");
  ts.textContent = "";
  for (const t of [...new Set(game.tiles_left)]) ts.appendChild(new Option(t));
}

function fillDestinations() {
  const to = $("game-to");
  to.textContent = "";
  if (!game) return;
  for (const l of game.legal.filter((l) => l.pawn === $("game-pawn").value)) to.appendChild(new Option(l.to + " (" + l.cost + ")", l.to));
}

// ---- wiring ----

function setTool(t) {
  tool = t;
  for (const b of document.querySelectorAll("#tools button")) b.classList.toggle("on", b.dataset.tool === t);
}

function wire() {
  for (const b of document.querySelectorAll("#tools button")) b.addEventListener("click", () => setTool(b.dataset.tool));
  for (const b of document.querySelectorAll(".tabs button")) b.addEventListener("click", () => {
    for (const x of document.querySelectorAll(".tabs button")) x.classList.toggle("on", x === b);
    $("board-tab").hidden = b.dataset.tab !== "board";
    $("game-tab").hidden = b.dataset.tab !== "game";
  });
  $("load").addEventListener("click", start);
  $("undo").addEventListener("click", () => {
    if (!undoStack.length) return;
    pos = JSON.parse(undoStack.pop());
    clearView();
    draw();
    validate();
  });
  $("trace").addEventListener("click", runTrace);
  $("every").addEventListener("click", everyTile);
  $("prev").addEventListener("click", () => { stopPlay(); move(-1); });
  $("next").addEventListener("click", () => { stopPlay(); move(1); });
  $("play").addEventListener("click", play);
  $("close-trace").addEventListener("click", () => { clearView(); draw(); });
  $("risk").addEventListener("click", risk);
  $("survive").addEventListener("click", () => rank("survive"));
  $("lure").addEventListener("click", () => rank("lure"));
  $("get-yaml").addEventListener("click", () => download("position.yaml", new Blob([toYaml(pos)], { type: "application/yaml" })));
  $("get-svg").addEventListener("click", () => picture("svg"));
  $("get-png").addEventListener("click", () => picture("png"));
  $("get-link").addEventListener("click", link);
  $("new-game").addEventListener("click", newGame);
  $("game-hint").addEventListener("click", gameHint);
  $("game-pawn").addEventListener("change", fillDestinations);
  $("game-play").addEventListener("click", () => {
    const chosen = game.legal.find((l) => l.pawn === $("game-pawn").value && l.to === $("game-to").value);
    if (chosen) gameCall("/api/game/play", { record: game.record, pawn: chosen.pawn, path: chosen.path });
  });
  $("game-draw").addEventListener("click", () => gameCall("/api/game/play", { record: game.record, tile: "draw" }));
  $("game-give").addEventListener("click", () => gameCall("/api/game/play", { record: game.record, tile: $("game-tile").value }));
  $("get-record").addEventListener("click", () => game && download("game.yaml", new Blob([game.record], { type: "application/yaml" })));
  document.addEventListener("keydown", (e) => {
    if (!trace || e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
    if (e.key === "ArrowRight") move(1);
    if (e.key === "ArrowLeft") move(-1);
  });
}

async function main() {
  wire();
  await listScenarios();
  if (!(await fromLink())) {
    try { pos = fromLists((await api("/api/start/basic")).lists); } catch (e) { status(e.message, true); }
  }
  draw();
  validate();
}

main();
