// The trace stepper: fed with `/api/trace`'s stepped document (or a game's tile), it draws
// the board of each frame as the engine gives it (before the move, after each step, after
// the final look) with the monster's path, and beside it the sentences of `trace`. Start,
// back, play, next, end; the arrow keys step when it has the focus of the page.

import { t, tileName } from "./text.js";
import { timed } from "./api.js";
import { sceneOf, withBoard } from "./board.js";

export class Stepper {
  /// `root`: an empty element for the controls and the sentences; `board`: the BoardView it
  /// draws on; `onClose()` when Done is tapped; `onFrame(n)` after each frame is drawn.
  constructor(root, board, { onClose, onFrame, closeText }) {
    this.root = root;
    this.board = board;
    this.onClose = onClose || (() => {});
    this.onFrame = onFrame || (() => {});
    this.doc = null;
    this.frame = 0;
    this.timer = null;
    root.classList.add("stepper");
    root.hidden = true;
    const head = div("step-head");
    this.badge = el("span", "tile-badge");
    this.where = el("span", "where");
    this.where.setAttribute("aria-live", "polite");
    head.append(this.badge, this.where);
    const controls = div("row controls");
    this.buttons = {};
    for (const [key, text, title, go] of [
      ["start", "web-step-start", "web-step-start-title", () => this.go(0)],
      ["prev", "web-step-prev", null, () => this.go(this.frame - 1)],
      ["play", "web-step-play", null, () => this.toggle()],
      ["next", "web-step-next", null, () => this.go(this.frame + 1)],
      ["skip", "web-step-skip", "web-step-skip-title", () => this.go(this.last)],
      ["close", closeText || "web-step-close", null, () => this.close(false)],
    ]) {
      const b = el("button", "step-" + key);
      b.type = "button";
      b.textContent = t(text);
      if (title) b.title = t(title);
      b.addEventListener("click", () => timed("step " + key, () => { if (key !== "play") this.stop(); go(); }));
      this.buttons[key] = b;
      controls.appendChild(b);
    }
    this.explain = div("explain");
    this.summary = el("p", "summary");
    root.append(head, controls, this.explain, this.summary);
    document.addEventListener("keydown", (e) => {
      if (root.hidden || root.offsetParent === null || e.altKey || e.ctrlKey || e.metaKey) return;
      const tag = e.target.tagName;
      if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
      if (e.key === "ArrowRight") { this.stop(); this.go(this.frame + 1); e.preventDefault(); }
      if (e.key === "ArrowLeft") { this.stop(); this.go(this.frame - 1); e.preventDefault(); }
    });
  }

  get last() { return this.doc ? this.doc.steps.length + 1 : 0; }
  get open() { return !!this.doc && !this.root.hidden; }

  /// Shows the move of `doc` from frame `frame` (0: before the move).
  show(doc, frame) {
    this.stop();
    this.doc = doc;
    this.scene = sceneOf(doc.position);
    // A walk without a tile (a feast's) names itself in the server's words.
    this.badge.textContent = doc.badge || t("web-step-tile", { tile: tileName(doc.trace.tile) });
    this.root.hidden = false;
    this.go(frame || 0);
    // On a phone the words are under the board: bring the controls into view.
    if (this.root.getBoundingClientRect().top > window.innerHeight - 120) this.root.scrollIntoView({ block: "nearest" });
  }

  /// Closes the stepper; `quiet`: without telling the owner (who draws next anyway).
  close(quiet) {
    this.stop();
    this.doc = null;
    this.root.hidden = true;
    if (!quiet) this.onClose();
  }

  /// The squares where the pawns removed up to frame `n` were taken: { square: label }.
  ghosts(n) {
    const out = {};
    const steps = this.doc.trace.steps;
    for (const r of this.doc.trace.final.removed) {
      if (r.step > n) continue;
      const step = steps[r.step - 1];
      const e = step && step.events.find((x) => ["eat", "crushed", "destroyed"].includes(x.type) && x.pawn === r.pawn);
      const p = this.scene.pawns[r.pawn];
      if (e && p) out[e.at] = p.label;
    }
    return out;
  }

  /// The board of frame `n`, drawn.
  go(n) {
    if (!this.doc) return;
    const doc = this.doc;
    const steps = doc.trace.steps;
    this.frame = Math.max(0, Math.min(this.last, n));
    n = this.frame;
    const board = n === 0 ? doc.before : n <= steps.length ? doc.steps[n - 1].board : doc.final.board;
    const marks = {
      // The squares entered in the steps before this one (after the move: every step).
      trail: steps.slice(0, n <= steps.length ? Math.max(0, n - 1) : steps.length).flatMap((s) => s.path),
      ghosts: this.ghosts(n),
    };
    if (n >= 1 && n <= steps.length) {
      marks.now = steps[n - 1].path;
      marks.from = steps[n - 1].from;
    }
    this.board.draw(withBoard(this.scene, board, "gone"), marks);
    this.board.centerOn(board.monster.at);
    this.words(n);
    this.root.dataset.frame = String(n);
    this.buttons.start.disabled = n === 0;
    this.buttons.prev.disabled = n === 0;
    this.buttons.next.disabled = n === this.last;
    this.buttons.skip.disabled = n === this.last;
    if (n === this.last) this.stop();
    this.onFrame(n);
  }

  words(n) {
    const doc = this.doc;
    const ex = this.explain;
    ex.textContent = "";
    const h = el("h3");
    const list = el("ul");
    const item = (text, cls) => { const li = el("li", cls); li.textContent = text; list.appendChild(li); return li; };
    if (n === 0) {
      h.textContent = t("web-step-before");
      item(doc.intro);
      this.where.textContent = t("web-step-where-before", { of: doc.steps.length });
    } else if (n <= doc.steps.length) {
      const s = doc.steps[n - 1];
      h.textContent = s.heading;
      for (const l of s.looks) item(t("web-step-looks", { text: l }), "look");
      for (const x of s.sentences) {
        const li = item(x.text);
        if (x.details.length) {
          const sub = el("ul");
          for (const d of x.details) { const y = el("li", d.removal ? "removal" : ""); y.textContent = d.text; sub.appendChild(y); }
          li.appendChild(sub);
        }
      }
      item(s.end, "end");
      this.where.textContent = t("web-step-where", { n, of: doc.steps.length });
    } else {
      h.textContent = doc.final.heading;
      for (const l of doc.final.looks) item(t("web-step-looks", { text: l }), "look");
      for (const x of doc.final.sentences) item(x);
      this.where.textContent = t("web-step-where-final");
    }
    ex.append(h, list);
    const done = n === this.last;
    this.summary.textContent = done ? doc.summary : "";
    this.summary.hidden = !done;
  }

  toggle() {
    if (this.timer) return this.stop();
    if (this.frame === this.last) this.go(0);
    this.buttons.play.textContent = t("web-step-pause");
    this.timer = setInterval(() => this.go(this.frame + 1), 900);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.buttons.play.textContent = t("web-step-play");
  }
}

function el(tag, cls) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  return e;
}

function div(cls) { return el("div", cls); }
