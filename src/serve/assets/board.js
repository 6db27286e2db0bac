// The board component: draws a scene (what stands where, as the engine's documents say) with
// marks over it (reachable squares, a path, the monster's trail, a risk map), and reports
// taps. It draws what it is given and computes no rule: the editor, the trace stepper, the
// move picker and the game all feed it the server's boards.

import { t, who } from "./text.js";

export const COLS = "abcdefghijklmnop";
// The columns that exist in each row (docs/RULES.md section 1).
const SPAN = [[0, 11], [0, 12], [0, 13], [0, 14], [0, 15], [0, 15], [0, 15], [1, 15], [2, 15], [3, 15], [4, 15]];
const ARROW = { north: "\u2191", east: "\u2192", south: "\u2193", west: "\u2190" };
const ROTATE = { north: 0, east: 90, south: 180, west: 270 };
// What a pawn of no known player, or a teleporter of a document without colours, is drawn
// with. The page keeps no colour (or pair number) of its own: players and teleporters come
// with their colours in the server's documents (`players`, the teleporters' `fill` and `ink`,
// and their pair's `number`), a risk map with each square's, and the board's pieces take the
// pictures' palette, which the server writes into the style sheet as custom properties
// (`--pool`, `--monster`...).
const NEUTRAL = { fill: "var(--no-player)", ink: "var(--ink)" };

export function exists(col, row) { return row >= 0 && row < 11 && col >= SPAN[row][0] && col <= SPAN[row][1]; }
export function sqName(col, row) { return COLS[col] + (row + 1); }
export function parseSq(s) { return [COLS.indexOf(s[0]), parseInt(s.slice(1), 10) - 1]; }
export function isSquare(s) { return typeof s === "string" && /^[a-p]([1-9]|1[01])$/.test(s); }

/// A scene from a position document (`show --format json`; the API's `position`): the
/// monster, the pawns with their labels, the pieces, the pools' squares, the teleporters.
export function sceneOf(doc) {
  const pawns = {};
  for (const [name, p] of Object.entries(doc.pawns || {})) pawns[name] = { at: p.at, label: p.label || name, player: p.player, face: p.face };
  return {
    monster: { ...doc.monster },
    pawns,
    stones: [...(doc.stones || [])],
    crystals: [...(doc.crystals || [])],
    pivots: (doc.pivots || []).map((p) => ({ ...p })),
    pools: [...(doc.pools || [])],
    teleporters: (doc.teleporters || []).map((x) => ({ at: x.at, arrow: x.arrow, pair: x.pair || [x.at, x.partner].sort().join("-"), fill: x.fill, ink: x.ink, number: x.number })),
    players: { ...(doc.players || {}) },
  };
}

/// The scene with the moving things of `board` (docs/FORMAT.md section 9: the monster, the
/// pawns on the board, stones, crystals, pivots): a pawn that stood on the board and is not
/// on `board` any more is `gone`; pawns beside the entrance or out stay so.
export function withBoard(scene, board, gone) {
  const pawns = {};
  for (const [name, p] of Object.entries(scene.pawns)) {
    const at = board.pawns[name];
    pawns[name] = { ...p, at: at !== undefined ? at : isSquare(p.at) ? gone || "gone" : p.at };
  }
  return { ...scene, monster: { ...board.monster }, stones: board.stones, crystals: board.crystals, pivots: board.pivots, pawns };
}

function svgIcon(inner, cls) {
  // Parsed as HTML: the page's own fixed drawings, never text from elsewhere.
  const holder = document.createElement("span");
  holder.innerHTML = '<svg viewBox="0 0 24 24" aria-hidden="true" class="' + (cls || "icon") + '">' + inner + "</svg>";
  return holder.firstChild;
}

// A pivot's arrow: a right angle for "right", a U for "around" (a turn right and a U-turn).
const PIVOT_ICON = {
  right: '<path d="M7 20V11a4 4 0 0 1 4-4h6" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M14 3l5 4-5 4z" fill="currentColor"/>',
  around: '<path d="M6 20V10a6 6 0 0 1 12 0v5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M14 14l4 6 4-6z" fill="currentColor"/>',
};
// The monster looks up (north) and is turned to its heading: eyes and a pointed brow, in the
// pictures' colours (style.css colours the parts by their classes).
const MONSTER_ICON = '<rect class="m-body" x="1.5" y="3" width="21" height="19.5" rx="6"/><path class="m-brow" d="M3 7L12 0.8 21 7z"/><circle class="m-eye" cx="8" cy="10" r="3.4"/><circle class="m-eye" cx="16" cy="10" r="3.4"/><circle class="m-pupil" cx="8" cy="9.2" r="1.8"/><circle class="m-pupil" cx="16" cy="9.2" r="1.8"/><path class="m-teeth" d="M6.5 17h11l-2 2.2-1.8-1.6-1.7 1.6-1.7-1.6-1.8 1.6z"/>';

export class BoardView {
  /// `root`: an empty element; `prefix`: the squares' ids (`sq-c3`, `gsq-c3`); `onSquare(sq)`
  /// and `onPawnChip(name)` / `onDest(dest)` report taps.
  constructor(root, { prefix, onSquare, onPawnChip, onDest }) {
    this.root = root;
    this.prefix = prefix;
    this.onSquare = onSquare || (() => {});
    this.onPawnChip = onPawnChip || (() => {});
    this.onDest = onDest || (() => {});
    this.cells = {};
    root.classList.add("board-area");
    this.wrap = document.createElement("div");
    this.wrap.className = "board-wrap";
    this.grid = document.createElement("div");
    this.grid.className = "board";
    this.grid.setAttribute("role", "grid");
    this.grid.setAttribute("aria-label", t("web-board-label"));
    this.wrap.appendChild(this.grid);
    this.chips = document.createElement("div");
    this.chips.className = "chips";
    root.appendChild(this.wrap);
    root.appendChild(this.chips);
    this.build();
    new ResizeObserver(() => this.measure()).observe(this.wrap);
  }

  build() {
    const g = this.grid;
    g.appendChild(this.label("", "corner"));
    for (let c = 0; c < 16; c++) g.appendChild(this.label(COLS[c], "col"));
    for (let r = 0; r < 11; r++) {
      g.appendChild(this.label(String(r + 1), "row"));
      for (let c = 0; c < 16; c++) {
        const sq = sqName(c, r);
        if (!exists(c, r)) {
          const gap = document.createElement("div");
          gap.className = "sq none";
          g.appendChild(gap);
          continue;
        }
        const cell = document.createElement("button");
        cell.type = "button";
        cell.className = "sq";
        cell.id = this.prefix + "-" + sq;
        cell.dataset.sq = sq;
        cell.addEventListener("click", () => this.onSquare(sq));
        this.cells[sq] = cell;
        g.appendChild(cell);
      }
    }
  }

  label(text, kind) {
    const d = document.createElement("div");
    d.className = "label " + kind;
    d.textContent = text;
    d.setAttribute("aria-hidden", "true");
    return d;
  }

  /// The size of a square in CSS pixels, for the labels' sizes (never under 12 px).
  measure() {
    const cell = this.cells.a1;
    if (!cell) return;
    const w = cell.getBoundingClientRect().width;
    if (w > 0) this.grid.style.setProperty("--sqpx", w.toFixed(1) + "px");
  }

  /// Large squares (at least 44 CSS pixels, the board scrolls) or the whole board in view.
  setLarge(large) {
    this.grid.classList.toggle("large", !!large);
    this.measure();
  }

  get large() { return this.grid.classList.contains("large"); }

  /// Scrolls the page to the board when it is out of sight (on a phone, the buttons that
  /// change it may sit below it).
  reveal() {
    const r = this.root.getBoundingClientRect();
    if (r.top < 0 || r.top > window.innerHeight * 0.6) this.root.scrollIntoView({ block: "start" });
  }

  /// Scrolls the board (when larger than its frame) so that `sq` is in the middle.
  centerOn(sq) {
    const cell = this.cells[sq];
    if (!cell || this.wrap.scrollWidth <= this.wrap.clientWidth) return;
    const left = cell.offsetLeft - this.wrap.clientWidth / 2 + cell.offsetWidth / 2;
    this.wrap.scrollLeft = Math.max(0, left);
  }

  /// Draws `scene` with `marks`: `reach` {sq: cost}, `outCost`, `path`, `trail`, `now`,
  /// `from`, `chosen` (a square), `target`, `selectable` [names], `selected` (a name),
  /// `heat` {sq: {chance, fill, ink}} (a risk map: the chance and the colours the server gave
  /// it), `ghosts` {sq: label}, `pushed` [{from, to}].
  draw(scene, marks) {
    const m = marks || {};
    this.scene = scene;
    const what = {};
    const say = (sq, kind, text, el) => { what[sq] = { kind, text, el }; };
    for (const s of scene.stones) say(s, "stone", t("web-piece-stone"), this.piece("stone"));
    for (const s of scene.crystals) say(s, "crystal", t("web-piece-crystal"), this.piece("crystal"));
    for (const p of scene.pivots) {
      const el = this.piece("pivot " + p.turn);
      el.appendChild(svgIcon(PIVOT_ICON[p.turn] || PIVOT_ICON.right));
      say(p.at, "pivot-" + p.turn, t("web-piece-pivot-" + p.turn), el);
    }
    for (const x of scene.teleporters) {
      const el = this.piece("tele");
      el.style.background = x.fill || NEUTRAL.fill;
      el.style.color = x.ink || NEUTRAL.ink;
      el.textContent = ARROW[x.arrow] || "";
      if (x.number !== undefined) {
        // The pair's number as the server gives it (the pictures'), by the arrow's tail.
        const n = document.createElement("span");
        n.className = "tele-n " + x.arrow;
        n.textContent = x.number;
        el.appendChild(n);
      }
      say(x.at, "", t("web-piece-teleporter", { pair: x.pair, arrow: t("web-dir-" + x.arrow) }), el);
    }
    const selectable = new Set(m.selectable || []);
    for (const [name, p] of Object.entries(scene.pawns)) {
      if (!isSquare(p.at)) continue;
      say(p.at, "pawn:" + name, this.pawnWords(name, p), this.pawn(name, p, selectable.has(name), m.selected === name));
    }
    const mon = this.piece("monster");
    mon.appendChild(svgIcon(MONSTER_ICON, "icon monster-icon"));
    mon.firstChild.style.transform = "rotate(" + (ROTATE[scene.monster.facing] || 0) + "deg)";
    say(scene.monster.at, "monster:" + scene.monster.facing, t("web-piece-monster", { facing: t("web-dir-" + scene.monster.facing) }), mon);
    const pools = new Set(scene.pools);
    const sets = {};
    for (const k of ["path", "trail", "now"]) sets[k] = new Set(m[k] || []);
    const pushedFrom = new Set((m.pushed || []).map((p) => p.from));
    const pushedTo = new Set((m.pushed || []).map((p) => p.to).filter(Boolean));
    for (const [sq, cell] of Object.entries(this.cells)) {
      cell.textContent = "";
      cell.className = "sq";
      cell.style.background = "";
      cell.style.color = "";
      delete cell.dataset.cost;
      delete cell.dataset.heat;
      const here = what[sq];
      // What stands here (`monster:east`, `pawn:NAME`, `stone`...; flat teleporters and
      // pools stand nowhere): what tests compare with the engine's boards.
      cell.dataset.what = here ? here.kind : "";
      const words = [];
      if (here) { cell.appendChild(here.el); words.push(here.text); }
      if (pools.has(sq)) { cell.classList.add("pool"); words.push(t("web-piece-pool")); }
      if (sq === "a1") { cell.classList.add("exit"); words.push(t("web-piece-exit")); }
      if (sq === "p11") { cell.classList.add("entrance"); words.push(t("web-piece-entrance")); }
      if (sets.trail.has(sq)) cell.classList.add("trail");
      if (sets.now.has(sq)) cell.classList.add("now");
      if (sets.path.has(sq)) cell.classList.add("path");
      if (m.from === sq) cell.classList.add("from");
      if (m.chosen === sq) cell.classList.add("chosen");
      if (m.target === sq) cell.classList.add("target");
      if (pushedFrom.has(sq)) cell.classList.add("pushed-from");
      if (pushedTo.has(sq)) cell.classList.add("pushed-to");
      if (m.reach && m.reach[sq] !== undefined) {
        cell.classList.add("reach");
        cell.dataset.cost = m.reach[sq];
        words.push(t("web-mark-cost", { cost: m.reach[sq] }));
      }
      if (m.heat && m.heat[sq] !== undefined) {
        const { chance, fill, ink } = m.heat[sq];
        const pct = Math.round(chance * 100);
        cell.classList.add("heat");
        cell.style.background = fill;
        cell.style.color = ink;
        cell.dataset.heat = pct;
        words.push(t("web-mark-risk", { percent: pct }));
      }
      if (!here && m.ghosts && m.ghosts[sq]) {
        const g = this.piece("ghost");
        g.textContent = m.ghosts[sq];
        g.dataset.taken = m.ghosts[sq];
        cell.appendChild(g);
        words.push(t("web-mark-taken", { label: m.ghosts[sq] }));
      }
      const label = words.length ? t("web-sq-with", { sq, what: words.join(", ") }) : t("web-sq-empty", { sq });
      cell.title = label;
      cell.setAttribute("aria-label", label);
    }
    this.drawChips(scene, m, selectable);
  }

  piece(cls) {
    const d = document.createElement("span");
    d.className = "piece " + cls;
    return d;
  }

  pawnWords(name, p) {
    return t("web-piece-pawn", {
      label: p.label, name,
      player: p.player ? t("web-piece-pawn-player", { player: who(p.player) }) : "",
      face: p.face ? t("web-piece-pawn-face", { face: p.face }) : "",
    });
  }

  pawn(name, p, selectable, selected) {
    const d = this.piece("pawn");
    const { fill, ink } = (p.player && this.scene && (this.scene.players || {})[p.player]) || NEUTRAL;
    d.style.background = fill;
    d.style.color = ink;
    d.textContent = p.label;
    d.dataset.pawn = name;
    if (selectable) d.classList.add("can");
    if (selected) d.classList.add("selected");
    return d;
  }

  drawChips(scene, m, selectable) {
    const c = this.chips;
    c.textContent = "";
    const group = (key, names, tappable) => {
      if (!names.length) return;
      const span = document.createElement("span");
      span.className = "chip-label";
      span.textContent = t(key);
      c.appendChild(span);
      for (const name of names) {
        const p = scene.pawns[name];
        const el = document.createElement(tappable ? "button" : "span");
        if (tappable) { el.type = "button"; el.addEventListener("click", () => this.onPawnChip(name)); }
        el.className = "chip";
        el.appendChild(this.pawn(name, p, selectable.has(name), m.selected === name));
        el.title = this.pawnWords(name, p);
        el.setAttribute("aria-label", el.title);
        el.dataset.pawn = name;
        el.id = this.prefix + "-chip-" + name;
        c.appendChild(el);
      }
    };
    const by = (where) => Object.keys(scene.pawns).filter((n) => scene.pawns[n].at === where);
    group("web-chips-waiting", by("waiting"), true);
    if (m.outCost !== undefined) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "chip dest" + (m.target === "out" ? " target" : "");
      b.id = this.prefix + "-out";
      b.textContent = t("web-chips-out-dest", { cost: m.outCost });
      b.title = t("web-chips-out-dest-title");
      b.addEventListener("click", () => this.onDest("out"));
      c.appendChild(b);
    }
    group("web-chips-out", by("out"), false);
    group("web-chips-gone", Object.keys(scene.pawns).filter((n) => !isSquare(scene.pawns[n].at) && !["waiting", "out"].includes(scene.pawns[n].at)), false);
  }

  /// What the board shows, square by square (`monster:east`, `pawn:NAME`, `stone`...): for
  /// tests to compare with the engine's boards.
  shown() {
    const out = {};
    for (const [sq, cell] of Object.entries(this.cells)) if (cell.dataset.what) out[sq] = cell.dataset.what;
    return out;
  }
}
