// The Game tab: a hot-seat game kept in the page as its record (docs/FORMAT.md section 6),
// every play checked by the server. Tap your pawn, tap where it goes, pick the result, confirm;
// undo takes plays back until the last tile; the monster's move is stepped through after each
// tile; AI seats play by themselves. The game is kept in the browser and survives a reload.

import { t, tileName, who, playWords, percent } from "./text.js";
import { api, timed } from "./api.js";
import { BoardView, sceneOf } from "./board.js";
import { Stepper } from "./stepper.js";
import { MovePicker } from "./picker.js";
import { download } from "./editor.js";
import * as storage from "./storage.js";

const $ = (id) => document.getElementById(id);

export class GameTab {
  constructor() {
    this.game = null; // the server's answer for the record: record, state, replay, legal, position
    this.board = new BoardView($("game-board"), {
      prefix: "gsq",
      onSquare: (sq) => timed("game tap " + sq, () => this.tapSquare(sq)),
      onPawnChip: (name) => timed("game tap " + name, () => this.tapPawn(name)),
      onDest: (d) => timed("game tap " + d, () => this.picker.pick(d)),
    });
    this.stepper = new Stepper($("game-stepper"), this.board, {
      closeText: "web-step-continue",
      onClose: () => { this.keep(); this.draw(); this.aiTurn(); },
      onFrame: () => this.keep(),
    });
    this.picker = new MovePicker($("game-picker"), this.board, {
      onConfirm: (r) => timed("game play", () => this.play(r)),
      onClose: () => this.draw(),
      confirmText: "web-moves-play",
    });
    $("new-game").addEventListener("click", () => timed("new game", () => this.newGame()));
    $("game-draw").addEventListener("click", () => timed("draw", () => this.call("/api/game/play", { tile: "draw" })));
    $("game-give").addEventListener("click", () => timed("give", () => this.call("/api/game/play", { tile: $("game-tile").value })));
    $("game-undo").addEventListener("click", () => timed("undo", () => this.undo()));
    $("game-hint").addEventListener("click", () => timed("hint", () => this.hint()));
    $("game-last").addEventListener("click", () => timed("last move", () => this.lastMove()));
    $("get-record").addEventListener("click", () => this.game && download("game.yaml", new Blob([this.game.record], { type: "application/yaml" })));
    $("open-record").addEventListener("click", () => timed("open record", () => this.openRecord()));
    $("record-file").addEventListener("change", async (e) => {
      const f = e.target.files && e.target.files[0];
      if (f) $("record-text").value = await f.text();
    });
    // The AI seats typed in are written into the record's `seats:` (FORMAT.md section 6),
    // so a downloaded record, a reload and `game play` know them.
    $("ai-seats").addEventListener("change", () => {
      if (!this.game) return this.keep();
      timed("seats", () => this.setSeats());
    });
  }

  // ---- keeping the game ----

  keep() {
    if (!this.game) return;
    const kept = { record: this.game.record, ai: $("ai-seats").value };
    if (this.stepper.open) { kept.trace = this.stepper.doc; kept.frame = this.stepper.frame; }
    if (!storage.save("game", kept)) this.problem(t("web-error-storage"));
  }

  /// The game kept from last time, if any: replayed by the server, the monster's move
  /// being stepped through shown again where it was.
  async restore() {
    const kept = storage.load("game");
    this.draw();
    if (!kept || !kept.record) return;
    $("ai-seats").value = kept.ai || "";
    try {
      this.game = await api("/api/game/state", { record: kept.record });
    } catch (e) {
      this.problem(e.message);
      return;
    }
    if (Object.keys(this.game.seats || {}).length) $("ai-seats").value = seatsText(this.game.seats);
    this.say(t("web-game-restored"));
    if (kept.trace) this.stepper.show(kept.trace, kept.frame || 0);
    this.draw();
  }

  // ---- the server's answers ----

  async call(path, body) {
    if (!this.game) return;
    let doc;
    try {
      doc = await api(path, Object.assign({ record: this.game.record }, body));
    } catch (e) {
      this.problem(e.message);
      return;
    }
    this.set(doc);
  }

  /// A new answer: kept, drawn; a tile's move stepped through; AI seats play.
  set(doc, note) {
    this.game = doc;
    // The record's `seats:` are the AI seats.
    $("ai-seats").value = seatsText(doc.seats);
    this.picker.close(true);
    this.problem("");
    this.say(note || (doc.ai ? t("web-game-ai", { text: this.advice(doc.ai) }) : ""));
    if (doc.trace) this.stepper.show(doc.trace, 0);
    this.keep();
    this.draw();
    if (!doc.trace) this.aiTurn();
  }

  async newGame() {
    const players = $("players").value.split(/[ ,]+/).filter(Boolean);
    let doc;
    try {
      doc = await api("/api/game/new", { players, setup: $("game-setup").value, seed: Number($("seed").value) || 0 });
      // The AI seats typed in go into the new record.
      if (Object.keys(this.seats()).length) doc = await api("/api/game/state", { record: doc.record, seats: this.seatsOf(players) });
    } catch (e) {
      this.problem(e.message);
      return;
    }
    if (this.stepper.open) this.stepper.close(true);
    this.set(doc);
    $("game-setup-box").open = false;
  }

  async openRecord() {
    const text = $("record-text").value;
    if (!text.trim()) return;
    let doc;
    try {
      doc = await api("/api/game/state", { record: text });
    } catch (e) {
      this.problem(e.message);
      return;
    }
    if (this.stepper.open) this.stepper.close(true);
    this.set(doc, t("web-game-opened"));
    $("open-box").open = false;
  }

  /// The seats of `players` as typed in, by the players' own names (`human` if not typed
  /// in); a seat typed for no player is sent as typed, for the server to refuse.
  seatsOf(players) {
    const typed = this.seats();
    const seats = {};
    for (const p of players || []) {
      seats[p] = typed[seatKey(p)] || "human";
      delete typed[seatKey(p)];
    }
    return Object.assign(typed, seats);
  }

  /// The AI seats typed in: { player: level }, each player by its key (`seatKey`), so
  /// `blau=greedy` on a German page and `blue=greedy` find the player blue alike.
  seats() {
    const seats = {};
    for (const pair of $("ai-seats").value.split(/[ ,]+/).filter(Boolean)) {
      const [player, level] = pair.split("=");
      if (player && level) seats[seatKey(player)] = level.trim();
    }
    return seats;
  }

  /// The seats typed in written into the record. Only the seats change: the board, and a
  /// pawn tapped while the answer was on its way, stay (a redraw would lose that tap).
  async setSeats() {
    const record = this.game.record;
    let doc;
    try {
      doc = await api("/api/game/state", { record, seats: this.seatsOf(this.game.state.players) });
    } catch (e) {
      this.problem(e.message);
      return;
    }
    // A play made meanwhile: its record is newer; set the seats on it.
    if (!this.game || this.game.record !== record) return this.setSeats();
    this.game = doc;
    this.problem("");
    this.keep();
    this.aiTurn();
  }

  /// The AI seats to play play, one after the other (one request a play, so the page shows
  /// each), until a person is to play, the monster's turn, or an error.
  async aiTurn() {
    if (this.busy) return;
    this.busy = true;
    // Each AI seat's play is told, not only the last one's.
    const told = [];
    try {
      for (;;) {
        const st = this.game && this.game.state;
        if (!st || st.phase !== "pawns" || this.stepper.open) return;
        const level = this.seats()[seatKey(st.to_play)];
        if (!level) return;
        const before = this.game.record;
        await this.call("/api/game/ai", { ai: level });
        if (this.game.record === before) return;
        if (this.game.ai) told.push(t("web-game-ai", { text: this.advice(this.game.ai) }));
        if (told.length > 1) this.say(told.join(" "));
      }
    } finally {
      this.busy = false;
    }
  }

  play(r) {
    return this.call("/api/game/play", { pawn: r.pawn, path: r.path });
  }

  /// Whether the last play can be taken back: plays since the last tile.
  canUndo() {
    const turns = this.game ? this.game.replay.turns : [];
    const last = turns[turns.length - 1];
    return !!last && last.tile === null && last.plays.length > 0;
  }

  /// Takes back the last play, and the AI seats' plays after the last person's.
  async undo() {
    if (!this.canUndo()) return;
    const seats = this.seats();
    let doc = this.game;
    try {
      do {
        doc = await api("/api/game/undo", { record: doc.record });
        const turns = doc.replay.turns;
        const last = turns[turns.length - 1];
        if (!(last && last.tile === null && last.plays.length)) break;
      } while (seats[seatKey(doc.state.to_play)]);
    } catch (e) {
      this.problem(e.message);
      return;
    }
    this.set(doc, t("web-game-undone"));
  }

  async hint() {
    if (!this.game) return;
    try {
      this.say(t("web-game-hint-text", { text: this.advice(await api("/api/game/hint", { record: this.game.record })) }));
      this.problem("");
      // On a phone the words sit below the board: bring them into view (asked for, so shown).
      $("game-advice").scrollIntoView({ block: "nearest" });
    } catch (e) {
      this.problem(e.message);
    }
  }

  async lastMove() {
    if (!this.game) return;
    try {
      const doc = await api("/api/game/trace", { record: this.game.record });
      this.picker.close(true);
      this.stepper.show(doc, 0);
      this.keep();
      this.draw();
    } catch (e) {
      this.problem(e.message);
    }
  }

  // ---- taps ----

  label(name) {
    const p = this.game && this.game.position.pawns[name];
    return p ? p.label : name;
  }

  playable() {
    return this.game ? [...new Set(this.game.legal.map((l) => l.pawn))] : [];
  }

  tapPawn(name) {
    if (!this.game || this.stepper.open) return;
    if (this.picker.tapPawn(name)) return;
    const st = this.game.state;
    if (st.phase !== "pawns") return;
    if (!this.playable().includes(name)) {
      const mine = this.game.position.pawns[name] && this.game.position.pawns[name].player === st.to_play;
      this.say(mine ? t("web-game-played", { label: this.label(name) }) : t("web-game-not-yours", { label: this.label(name), player: who(st.to_play) }));
      return;
    }
    this.say("");
    this.picker.open(name, this.game.legal.filter((l) => l.pawn === name), sceneOf(this.game.position), { selectable: this.playable() });
  }

  tapSquare(sq) {
    if (!this.game || this.stepper.open) return;
    const here = Object.entries(this.game.position.pawns).find(([, p]) => p.at === sq);
    if (here && (here[0] === this.picker.name || this.playable().includes(here[0]) || !this.picker.isOpen)) return this.tapPawn(here[0]);
    this.picker.tapSquare(sq);
  }

  // ---- drawing ----

  say(text) {
    $("game-advice").textContent = text;
    $("game-advice").hidden = !text;
  }

  problem(text) {
    $("game-problem").textContent = text;
    $("game-problem").hidden = !text;
  }

  /// A hint or an AI's play in words: the play and the figures behind it.
  advice(h) {
    const r = h.reasons || {};
    const pct = (x) => percent(x);
    const others = Object.entries(r.at_risk || {}).map(([pawn, c]) => this.label(pawn) + " " + pct(c)).join(", ");
    const label = this.label(h.pawn);
    const path = (h.path || []).join(" ");
    const to = h.to;
    const move = h.to === "waiting" ? t("web-game-advice-waits", { label })
      : h.to === "out" ? t("web-game-advice-out", { label, path })
      : path ? t("web-game-advice-to", { label, to, path }) : t("web-game-advice-stays", { label, to });
    // A tree search (mcts) says how many of its tries began with the play, and the next.
    const n = r.tries, next = n && n.runner_up;
    // The same pawn to the same square another way (other pushes): told by its path.
    const nextPlay = next && (next.pawn === h.pawn && next.to === h.to
      ? t("web-game-advice-other-way", { label: this.label(next.pawn), to: next.to, path: (next.path || []).join(" ") })
      : playWords(this.label(next.pawn), next.to));
    const tries = !n ? ""
      : !next ? t("web-game-advice-tries-alone", { iterations: n.iterations })
      : next.tries < n.chosen ? t("web-game-advice-tries", {
        chosen: n.chosen, iterations: n.iterations, other: next.tries, next: nextPlay,
      })
      : t("web-game-advice-tries-tied", { chosen: n.chosen, iterations: n.iterations, next: nextPlay });
    return t("web-game-advice", {
      ai: h.ai, move,
      chance: pct(r.chance_removed || 0), others: others ? t("web-game-advice-others", { list: others }) : "",
      tries,
    });
  }

  draw() {
    const g = this.game;
    $("game-none").hidden = !!g;
    $("game-play-area").hidden = !g;
    // No game yet: no empty board, only the line saying how to start one.
    $("game-board").hidden = !g;
    // Undo, a hint and the last move are of a game: without one they would do nothing.
    $("game-actions").hidden = !g;
    $("game-hint").disabled = !g;
    $("get-record").disabled = !g;
    if (!g) return;
    const st = g.state;
    let status;
    if (this.stepper.open) status = t("web-game-status-moving", { tile: tileName(this.stepper.doc.trace.tile) });
    else if (st.phase === "pawns") status = t("web-game-status-pawns", { round: st.round, turn: st.turn, player: who(st.to_play) });
    else if (st.phase === "monster") status = t("web-game-status-monster", { round: st.round, turn: st.turn });
    else status = st.winner ? t("web-game-status-over", { winner: who(st.winner) }) : t("web-game-status-over-none");
    $("game-status").textContent = status;
    $("game-status").dataset.phase = st.phase;
    $("game-status").dataset.toPlay = st.to_play || "";
    // Only the rounds with tiles played: "Played: round 1: 8 5." or "No tile played yet."
    const rounds = Object.entries(st.tiles_played || {}).filter(([, v]) => v.length)
      .map(([k, v]) => t("web-game-deck-round", { round: k.replace("round-", ""), tiles: v.map(tileName).join(" ") })).join("; ");
    const played = rounds ? t("web-game-played-rounds", { rounds }) : t("web-game-played-none");
    $("game-deck").textContent = t("web-game-deck", { left: g.tiles_left.map(tileName).join(" ") || t("web-game-none-short"), played });
    const monster = st.phase === "monster" && !this.stepper.open;
    $("game-tiles").hidden = !monster;
    $("game-draw").disabled = !/^seed:/m.test(g.record);
    if (monster && $("game-draw").disabled) this.say(t("web-game-no-seed"));
    const ts = $("game-tile");
    const keep = ts.value;
    ts.textContent = "";
    for (const tile of [...new Set(g.tiles_left)]) ts.appendChild(new Option(tileName(tile), tile));
    if ([...ts.options].some((o) => o.value === keep)) ts.value = keep;
    $("game-undo").disabled = !this.canUndo();
    $("game-last").disabled = !g.replay.turns.some((x) => x.tile !== null);
    this.log();
    if (this.stepper.open) return;
    if (this.picker.isOpen) return this.picker.redraw();
    this.board.draw(sceneOf(g.position), { selectable: st.phase === "pawns" ? this.playable() : [] });
  }

  log() {
    const log = $("game-log");
    log.textContent = "";
    for (const x of this.game.replay.turns) {
      const li = document.createElement("li");
      const plays = x.plays.map((p) => playWords(p.label || p.pawn, p.to)).join(", ");
      const removed = (x.removed || []).map((r) => t("web-game-log-removed", { label: r.label || r.pawn, how: t("web-how-" + r.how) })).join(", ");
      li.textContent = t("web-game-log-turn", { turn: x.turn, round: x.round, plays: plays || t("web-game-log-no-play") }) + (x.tile ? t("web-game-log-tile", { tile: tileName(x.tile), removed: removed || t("web-game-log-nobody") }) : "");
      log.appendChild(li);
    }
  }
}

/// The seats the program plays as typed in the AI seats field: `blue=greedy, green=random`.
function seatsText(seats) {
  return Object.entries(seats || {}).map(([p, l]) => who(p) + "=" + l).join(", ");
}

/// A player's key among the seats typed in: its name as the page tells it, in lower case
/// (`blue`, `Blau` and `blau` are one key on a German page).
function seatKey(name) {
  return String(who(String(name).trim())).toLowerCase();
}
