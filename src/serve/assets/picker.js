// The move picker: fed with a pawn's results as the API gives them (`moves` with `"format":
// "results"`, or a game's `legal`: each with its destination, cost, path, pushes, words and
// the board after it), it lights the squares the pawn can end on with their cost; a tap on
// one offers the results ending there in words (which stone goes where, or staying put),
// draws the chosen one, and waits for Confirm. Tapping a square the pawn cannot reach asks
// why (when the owner gives `whyNot`).

import { t } from "./text.js";
import { timed } from "./api.js";
import { isSquare, withBoard } from "./board.js";

export class MovePicker {
  /// `root`: an empty element for the words and buttons; `board`: the BoardView it draws
  /// on; `onConfirm(result)`; `whyNot(name, sq)`: a promise of the reasons, or null;
  /// `confirmText`: the Confirm button's text id (`{label}` is the pawn's label).
  constructor(root, board, { onConfirm, onClose, whyNot, confirmText }) {
    this.root = root;
    this.board = board;
    this.onConfirm = onConfirm;
    this.onClose = onClose || (() => {});
    this.whyNot = whyNot;
    this.confirmText = confirmText || "web-moves-confirm";
    this.name = null;
    root.classList.add("picker");
    root.hidden = true;
    this.info = el("p", "picker-info");
    this.info.setAttribute("aria-live", "polite");
    this.choices = el("div", "choices");
    this.why = el("div", "why");
    const row = el("div", "row actions");
    this.ok = el("button", "confirm");
    this.ok.type = "button";
    this.ok.addEventListener("click", () => this.confirm());
    this.cancel = el("button", "cancel");
    this.cancel.type = "button";
    this.cancel.textContent = t("web-moves-cancel");
    this.cancel.addEventListener("click", () => timed("cancel", () => this.close(false)));
    row.append(this.ok, this.cancel);
    this.actions = row;
    root.append(this.info, this.choices, this.why, row);
  }

  get isOpen() { return this.name !== null; }

  /// Opens the picker on pawn `name` with its `results`, over `scene` (the position now);
  /// `extra`: marks kept under the picker's own (the pawns that may be picked).
  open(name, results, scene, extra) {
    this.name = name;
    this.results = results;
    this.scene = scene;
    this.extra = extra || {};
    this.dest = null;
    this.chosen = null;
    this.reach = {};
    this.outCost = undefined;
    for (const r of results) {
      if (isSquare(r.to)) this.reach[r.to] = this.reach[r.to] === undefined ? r.cost : Math.min(this.reach[r.to], r.cost);
      else if (r.to === "out") this.outCost = this.outCost === undefined ? r.cost : Math.min(this.outCost, r.cost);
    }
    const p = scene.pawns[name];
    this.label = p ? p.label : name;
    const count = Object.keys(this.reach).length;
    const args = { label: this.label, name, points: this.points(name), count, out: this.outCost };
    // No square and no way out: the one result the server lists is staying where it stands.
    const stays = count === 0 && this.outCost === undefined && results.some((r) => r.to === (p && p.at));
    this.info.textContent = t(stays ? "web-moves-open-stay" : this.outCost === undefined ? "web-moves-open" : "web-moves-open-out", args);
    this.root.dataset.pawn = name;
    this.root.dataset.count = String(count);
    this.root.hidden = false;
    this.choices.textContent = "";
    this.why.textContent = "";
    this.actions.hidden = true;
    this.redraw();
    // Beside the entrance, its squares are around p11.
    const at = p && p.at;
    this.board.centerOn(isSquare(at) ? at : "p11");
  }

  /// The pawn's points: its face (the API's results say no more).
  points(name) {
    const p = this.scene.pawns[name];
    return p && p.face ? p.face : Math.max(0, ...this.results.map((r) => r.cost));
  }

  /// Closes the picker; `quiet`: without telling the owner (who draws next anyway).
  close(quiet) {
    if (this.name === null) return;
    this.name = null;
    this.root.hidden = true;
    if (!quiet) this.onClose();
  }

  /// Where the pawn stands now (a square or `waiting`): staying there is a destination.
  start() {
    return this.scene.pawns[this.name] && this.scene.pawns[this.name].at;
  }

  /// A tap on square `sq` while open; true if the picker took it.
  tapSquare(sq) {
    if (!this.isOpen) return false;
    if (this.results.some((r) => r.to === sq)) { this.pick(sq); return true; }
    if (this.whyNot) { this.explain(sq); return true; }
    return false;
  }

  /// A tap on pawn `name` (on the board or beside the entrance): its own pawn means staying.
  tapPawn(name) {
    if (!this.isOpen || name !== this.name) return false;
    this.pick(this.start());
    return true;
  }

  async explain(sq) {
    this.dest = null;
    this.chosen = null;
    this.choices.textContent = "";
    this.actions.hidden = true;
    this.why.textContent = t("web-moves-checking", { sq });
    this.redraw(sq);
    const asked = this.name;
    let verdict;
    try {
      verdict = await this.whyNot(this.name, sq);
    } catch (e) {
      this.why.textContent = e.message;
      return;
    }
    if (this.name !== asked || !verdict) return;
    this.why.textContent = "";
    const p = el("p");
    p.textContent = t("web-moves-cannot", { label: this.label, goal: verdict.goal });
    const ul = el("ul");
    for (const r of verdict.reasons) { const li = el("li"); li.textContent = r; ul.appendChild(li); }
    this.why.append(p, ul);
  }

  /// The results ending on `dest` (a square, `out` or `waiting`), offered in words.
  pick(dest) {
    const here = this.results.map((r, i) => [r, i]).filter(([r]) => r.to === dest);
    this.why.textContent = "";
    if (!here.length) return;
    this.dest = dest;
    const c = this.choices;
    c.textContent = "";
    const p = el("p", "choices-head");
    // A square follows "to"; going out and staying beside the entrance have words of their own.
    const args = { label: this.label, count: here.length, dest };
    const many = here.length > 1;
    p.textContent = dest === "out" ? t(many ? "web-moves-choices-out" : "web-moves-one-out", args)
      : dest === "waiting" ? t("web-moves-one-waiting", args)
      : t(many ? "web-moves-choices" : "web-moves-one", args);
    c.appendChild(p);
    for (const [r, i] of here) {
      const b = el("button", "choice");
      b.type = "button";
      b.dataset.index = String(i);
      const words = el("span", "choice-words");
      words.textContent = r.words;
      const cost = el("span", "choice-cost");
      cost.textContent = r.cost === 0 ? t("web-moves-cost0") : r.cost === 1 ? t("web-moves-cost1") : t("web-moves-cost", { cost: r.cost });
      b.append(words, cost);
      b.addEventListener("click", () => timed("choice", () => this.choose(i)));
      c.appendChild(b);
    }
    this.ok.textContent = t(this.confirmText, { label: this.label });
    this.actions.hidden = false;
    this.choose(here[0][1]);
    if (isSquare(dest)) this.board.centerOn(dest);
  }

  /// Result `i` chosen: drawn on the board (the board after it, its path, its pushes).
  choose(i) {
    this.chosen = i;
    for (const b of this.choices.querySelectorAll(".choice")) b.setAttribute("aria-pressed", String(Number(b.dataset.index) === i));
    this.redraw();
  }

  redraw(asked) {
    const r = this.chosen === null ? null : this.results[this.chosen];
    const marks = Object.assign({}, this.extra, { reach: this.reach, outCost: this.outCost, selected: this.name });
    let scene = this.scene;
    if (r) {
      scene = withBoard(this.scene, r.board, r.to === "out" ? "out" : "gone");
      marks.path = r.path.filter(isSquare);
      marks.pushed = r.pushes;
      marks.target = r.to;
    } else if (asked) {
      marks.target = asked;
    }
    const at = this.scene.pawns[this.name] && this.scene.pawns[this.name].at;
    if (isSquare(at)) marks.chosen = at;
    this.board.draw(scene, marks);
  }

  confirm() {
    if (this.chosen === null) return;
    const r = this.results[this.chosen];
    this.onConfirm(r);
  }
}

function el(tag, cls) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  return e;
}
