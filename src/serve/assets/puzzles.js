// The Puzzles tab: the stored puzzles (`/api/puzzles`), one at a time on the board. The
// player answers by taps — a pawn's move as on the board tab (tap the pawn, tap where it
// goes, pick the result, confirm; for two moves the second pawn's moves come after the
// first), empty squares to place pieces on, or a tile to pick — and the server judges it:
// right or wrong, why in words, the monster's move to step through. Hints come one at a time
// (1 to 4), the last with the answer and its move. The page computes no rule.

import { t, lang, tileName } from "./text.js";
import { api, timed } from "./api.js";
import { BoardView, sceneOf, withBoard, isSquare } from "./board.js";
import { Stepper } from "./stepper.js";
import { MovePicker } from "./picker.js";
import * as storage from "./storage.js";

const $ = (id) => document.getElementById(id);

export class PuzzleTab {
  constructor() {
    this.list = null; // the server's list of puzzles
    this.doc = null; // the puzzle open: its document (no answer)
    this.board = new BoardView($("puzzle-board"), {
      prefix: "psq",
      onSquare: (sq) => timed("puzzle tap " + sq, () => this.tapSquare(sq)),
      onPawnChip: (name) => timed("puzzle tap " + name, () => this.tapPawn(name)),
      onDest: (d) => timed("puzzle tap " + d, () => this.picker.pick(d)),
    });
    this.stepper = new Stepper($("puzzle-stepper"), this.board, {
      closeText: "web-puzzle-step-close",
      onClose: () => this.draw(),
    });
    this.picker = new MovePicker($("puzzle-picker"), this.board, {
      onConfirm: (r) => timed("puzzle move", () => this.moved(r)),
      onClose: () => this.draw(),
      confirmText: "web-puzzle-this-move",
    });
    $("puzzle-check").addEventListener("click", () => timed("puzzle check", () => this.check()));
    $("puzzle-again").addEventListener("click", () => timed("puzzle again", () => { this.reset(); this.draw(); }));
    $("puzzle-hint").addEventListener("click", () => timed("puzzle hint", () => this.hint()));
    $("puzzle-next").addEventListener("click", () => timed("puzzle next", () => this.next()));
  }

  // ---- the list ----

  /// Loads the list, and the puzzle open last time with the hints seen.
  async restore() {
    try {
      this.list = (await api("/api/puzzles?lang=" + lang)).puzzles;
    } catch (e) {
      this.problem(e.message);
      return;
    }
    this.drawList();
    const kept = storage.load("puzzle");
    if (kept && kept.id && this.list.some((p) => p.id === kept.id)) await this.open(kept.id, kept.hints || 0);
    else this.draw();
  }

  drawList() {
    const box = $("puzzle-list");
    box.textContent = "";
    this.list.forEach((p, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "puzzle-item";
      b.id = "puzzle-item-" + p.id;
      b.dataset.id = p.id;
      const head = document.createElement("span");
      head.className = "pi-head";
      head.textContent = t("web-puzzle-item", { n: i + 1, kind: p.kind_words, difficulty: p.difficulty_words || "" });
      b.append(head);
      // Puzzles answered right on this device are marked (kept in the browser), with their
      // themes: before, the themes would give the first hint away.
      if (this.solved().includes(p.id)) {
        const themes = document.createElement("span");
        themes.className = "pi-themes";
        themes.textContent = p.theme_words.length ? p.theme_words.join(", ") : t("web-puzzle-no-theme");
        b.append(themes);
        b.classList.add("solved");
        const mark = document.createElement("span");
        mark.className = "pi-solved";
        mark.textContent = t("web-puzzle-solved");
        b.appendChild(mark);
      }
      b.addEventListener("click", () => timed("puzzle open", () => this.open(p.id, 0)));
      box.appendChild(b);
    });
    this.drawHead();
  }

  /// The list's line: how many puzzles, or which one is open; the open one pressed.
  drawHead() {
    const d = this.doc;
    for (const b of document.querySelectorAll(".puzzle-item")) b.setAttribute("aria-pressed", String(!!d && b.dataset.id === d.id));
    const n = d ? this.list.findIndex((p) => p.id === d.id) : -1;
    $("puzzle-list-head").textContent = d
      ? t("web-puzzle-list-open", { n: n + 1, count: this.list.length, kind: d.kind_words, difficulty: d.difficulty_words || "" })
      : t("web-puzzle-list", { count: this.list.length });
  }

  /// Opens puzzle `id`, with its first `hints` hints shown again.
  async open(id, hints) {
    let doc;
    try {
      doc = await api("/api/puzzles/" + encodeURIComponent(id) + "?lang=" + lang);
    } catch (e) {
      this.problem(e.message);
      return;
    }
    this.doc = doc;
    this.hints = [];
    this.last = null;
    if (this.stepper.open) this.stepper.close(true);
    this.reset();
    this.drawHead();
    $("puzzle-list-box").open = false;
    $("puzzle-question").textContent = doc.question;
    $("puzzle-meta").textContent = doc.options.length ? t("web-puzzle-options", { options: doc.options.join(", ") }) : "";
    $("puzzle-meta").hidden = !doc.options.length;
    this.keep();
    for (let k = 0; k < Math.min(hints, doc.hints); k++) await this.hint();
    this.draw();
    this.board.reveal();
  }

  next() {
    if (!this.list || !this.list.length) return;
    const i = this.doc ? this.list.findIndex((p) => p.id === this.doc.id) : -1;
    return this.open(this.list[(i + 1) % this.list.length].id, 0);
  }

  /// The ids of the puzzles answered right on this device.
  solved() {
    return storage.load("puzzles-solved") || [];
  }

  keep() {
    if (this.doc) storage.save("puzzle", { id: this.doc.id, hints: this.hints.length });
  }

  // ---- answering ----

  /// Forgets the answer being made (the hints stay).
  reset() {
    this.paths = []; // the moves confirmed, each a result
    this.moves = this.doc && this.doc.ask === "move" ? this.doc.moves : null; // the next pawn's results
    this.placed = [];
    this.tile = null;
    this.verdict = null;
    this.picker.close(true);
    this.problem("");
  }

  /// The scene now: the puzzle's position, the moves confirmed, the pieces placed.
  scene() {
    let scene = sceneOf(this.doc.position);
    const last = this.paths[this.paths.length - 1];
    if (last) scene = withBoard(scene, last.board, last.to === "out" ? "out" : "gone");
    const place = this.doc.place;
    if (place) {
      scene = { ...scene, pawns: { ...scene.pawns }, stones: [...scene.stones], crystals: [...scene.crystals], pivots: [...scene.pivots] };
      this.placed.forEach((sq, i) => {
        if (place.player) scene.pawns[place.names[i]] = { at: sq, label: place.labels[i] || place.names[i], player: place.player };
        else if (place.piece === "stone") scene.stones.push(sq);
        else if (place.piece === "crystal") scene.crystals.push(sq);
        else scene.pivots.push({ at: sq, turn: place.piece.replace("pivot-", "") });
      });
    }
    return scene;
  }

  /// The pawn to move next (a move puzzle), or null.
  mover() {
    return this.moves && this.paths.length < this.doc.move.length ? this.moves.pawn : null;
  }

  /// Whether the answer is whole: every move made, every piece placed, a tile picked.
  complete() {
    if (!this.doc) return false;
    if (this.doc.ask === "move") return this.paths.length === this.doc.move.length;
    if (this.doc.ask === "place") return this.placed.length === this.doc.place.count;
    return this.tile !== null;
  }

  tapPawn(name) {
    if (!this.doc || this.stepper.open || this.verdict) return;
    if (this.picker.tapPawn(name)) return;
    const mover = this.mover();
    if (!mover) return;
    if (name !== mover) {
      this.say(t("web-puzzle-not-mover", { label: this.label(name), mover: this.label(mover) }));
      return;
    }
    this.say("");
    this.picker.open(name, this.moves.results, this.scene(), { selectable: [name] });
  }

  tapSquare(sq) {
    if (!this.doc || this.stepper.open || this.verdict) return;
    if (this.doc.ask === "place") return this.place(sq);
    if (this.doc.ask !== "move") return;
    const scene = this.scene();
    const here = Object.entries(scene.pawns).find(([, p]) => p.at === sq);
    if (here && (here[0] === this.picker.name || !this.picker.isOpen)) return this.tapPawn(here[0]);
    this.picker.tapSquare(sq);
  }

  /// A placement's tap: an empty square takes the next piece, a placed one gives it back.
  place(sq) {
    const i = this.placed.indexOf(sq);
    if (i >= 0) this.placed.splice(i, 1);
    else if (!this.doc.place.free.includes(sq)) return this.say(t("web-puzzle-not-free", { sq }));
    else if (this.placed.length < this.doc.place.count) this.placed.push(sq);
    else return this.say(t("web-puzzle-placed-all", { count: this.doc.place.count }));
    this.say("");
    this.draw();
  }

  /// A move confirmed: kept, and the next pawn's moves asked for (two moves), or the answer
  /// is whole.
  async moved(r) {
    this.paths.push(r);
    this.picker.close(true);
    if (this.paths.length < this.doc.move.length) {
      try {
        this.moves = await api("/api/puzzles/" + encodeURIComponent(this.doc.id) + "/moves", { paths: this.paths.map((x) => x.path) });
      } catch (e) {
        this.paths.pop();
        this.problem(e.message);
      }
    }
    this.draw();
  }

  pickTile(tile) {
    if (this.verdict) return;
    this.tile = tile;
    this.draw();
  }

  /// The answer, judged by the server.
  async check() {
    if (!this.complete() || this.verdict) return;
    const body = this.doc.ask === "move" ? { paths: this.paths.map((x) => x.path) }
      : this.doc.ask === "place" ? { squares: this.placed } : { tile: this.tile };
    delete $("puzzle-verdict").dataset.right;
    $("puzzle-verdict").textContent = t("web-puzzle-checking");
    $("puzzle-verdict").hidden = false;
    try {
      this.verdict = await api("/api/puzzles/" + encodeURIComponent(this.doc.id) + "/check", body);
      this.problem("");
      if (this.verdict.right && !this.solved().includes(this.doc.id)) {
        storage.save("puzzles-solved", [...this.solved(), this.doc.id]);
        this.drawList();
      }
    } catch (e) {
      this.problem(e.message);
    }
    this.draw();
  }

  // ---- hints ----

  /// The next hint (1 to 4), asked for and shown under the ones before.
  async hint() {
    if (!this.doc || this.hints.length >= this.doc.hints) return;
    let h;
    try {
      h = await api("/api/puzzles/" + encodeURIComponent(this.doc.id) + "/hint/" + (this.hints.length + 1) + "?lang=" + lang);
    } catch (e) {
      this.problem(e.message);
      return;
    }
    this.hints.push(h);
    this.last = h;
    this.keep();
    this.draw();
  }

  // ---- drawing ----

  label(name) {
    const p = this.doc && this.doc.position.pawns[name];
    return p ? p.label : name;
  }

  say(text) {
    $("puzzle-say").textContent = text;
    $("puzzle-say").hidden = !text;
  }

  problem(text) {
    $("puzzle-problem").textContent = text;
    $("puzzle-problem").hidden = !text;
  }

  /// What to do now, in words.
  task() {
    const d = this.doc;
    if (this.verdict) return "";
    if (d.ask === "move") {
      const mover = this.mover();
      if (!mover) return t("web-puzzle-ready");
      return t(this.paths.length ? "web-puzzle-tap-second" : "web-puzzle-tap-move", { label: this.label(mover) });
    }
    if (d.ask === "place") {
      if (this.placed.length === d.place.count) return t("web-puzzle-ready");
      return t(d.place.player ? "web-puzzle-tap-place-pawns" : "web-puzzle-tap-place-pieces", { placed: this.placed.length, count: d.place.count });
    }
    return this.tile === null ? t("web-puzzle-tap-tile") : t("web-puzzle-ready");
  }

  draw() {
    const d = this.doc;
    $("puzzle-none").hidden = !!d;
    $("puzzle-area").hidden = !d;
    $("puzzle-controls").hidden = !d;
    // No puzzle chosen: no empty board under the list.
    $("puzzle-board").hidden = !d;
    if (!d) return;
    $("puzzle-task").textContent = this.task();
    $("puzzle-task").hidden = !this.task();
    // The tiles to pick from (a tile to pick).
    const tiles = $("puzzle-tiles");
    tiles.textContent = "";
    tiles.hidden = d.ask !== "tile";
    for (const tile of d.pick || []) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "tile-choice";
      b.id = "puzzle-tile-" + tile;
      b.textContent = tileName(tile);
      b.setAttribute("aria-pressed", String(this.tile === tile));
      b.disabled = !!this.verdict;
      b.addEventListener("click", () => timed("puzzle tile " + tile, () => this.pickTile(tile)));
      tiles.appendChild(b);
    }
    $("puzzle-check").disabled = !this.complete() || !!this.verdict;
    $("puzzle-again").disabled = !this.verdict && !this.paths.length && !this.placed.length && this.tile === null;
    const more = this.hints.length < d.hints;
    $("puzzle-hint").disabled = !more;
    $("puzzle-hint").textContent = more ? t("web-puzzle-hint", { n: this.hints.length + 1, total: d.hints }) : t("web-puzzle-hints-all");
    this.drawVerdict();
    this.drawHints();
    if (this.stepper.open) return;
    if (this.picker.isOpen) return this.picker.redraw();
    const marks = {};
    const mover = this.verdict ? null : this.mover();
    if (mover) marks.selectable = [mover];
    const last = this.paths[this.paths.length - 1];
    if (last) { marks.path = this.paths.flatMap((x) => x.path.filter(isSquare)); marks.pushed = last.pushes; }
    if (this.placed.length) marks.target = this.placed[this.placed.length - 1];
    this.board.draw(this.scene(), marks);
  }

  drawVerdict() {
    const box = $("puzzle-verdict");
    const v = this.verdict;
    box.textContent = "";
    box.hidden = !v;
    delete box.dataset.right;
    if (!v) return;
    box.className = "verdict " + (v.right ? "right" : "wrong");
    box.dataset.right = String(v.right);
    const p = document.createElement("p");
    p.className = "verdict-why";
    p.textContent = v.why;
    const watch = document.createElement("button");
    watch.type = "button";
    watch.id = "puzzle-watch";
    // A feast's walk has no tile: the monster walks without a step limit.
    watch.textContent = v.tile === null ? t("web-puzzle-watch-walk") : t("web-puzzle-watch", { tile: tileName(v.tile) });
    watch.addEventListener("click", () => timed("puzzle watch", () => this.watch(v.trace)));
    box.append(p, watch);
  }

  drawHints() {
    const list = $("puzzle-hints");
    list.textContent = "";
    list.hidden = !this.hints.length;
    for (const h of this.hints) {
      const li = document.createElement("li");
      li.className = "puzzle-hint";
      li.dataset.n = String(h.hint);
      const head = document.createElement("strong");
      head.textContent = t("web-puzzle-hint-label", { n: h.hint, total: h.total });
      const text = document.createElement("span");
      text.textContent = " " + h.text;
      li.append(head, text);
      if (h.answer_words) {
        const answer = document.createElement("p");
        answer.className = "puzzle-answer";
        answer.textContent = t("web-puzzle-answer", { words: h.answer_words });
        li.appendChild(answer);
        for (const tr of h.traces || []) {
          const b = document.createElement("button");
          b.type = "button";
          b.className = "puzzle-watch-answer";
          b.textContent = tr.trace.tile === null ? t("web-puzzle-watch-answer-walk") : t("web-puzzle-watch-answer", { tile: tileName(tr.trace.tile) });
          b.addEventListener("click", () => timed("puzzle watch answer", () => this.watch(tr)));
          li.appendChild(b);
        }
      }
      list.appendChild(li);
    }
  }

  /// The monster's move of `doc` (a verdict's, or the answer's), stepped through on the board.
  watch(doc) {
    this.picker.close(true);
    this.stepper.show(doc, 0);
    this.board.reveal();
  }
}
