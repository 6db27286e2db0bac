// A table's page (`/t/CODE`): the game held by the server, seen live by every device. Whose
// turn it is in big letters; on the phone of the seat to play, its pawns and their legal
// moves by tapping (the board and the picker of the board's page, fed with the server's
// `legal`); every tile's move stepped through on every device (the stepper, fed with the
// event's `trace`); the tiles left, the seats, the log, the record to download. Changes come
// from the table's event stream (EventSource reconnects by itself with Last-Event-ID); a
// banner says when it is lost and when it is back. The page computes no rule.

import { tt, lang, catalogueId } from "./tables-text.js";
import { tileName, who, playWords } from "./text.js";
import { timed } from "./api.js";
import { BoardView, sceneOf, isSquare } from "./board.js";
import { Stepper } from "./stepper.js";
import { MovePicker } from "./picker.js";
import { ask, kept, keep, tilesPlayed } from "./tables-api.js";
import { Invite } from "./tables-invite.js";

const $ = (id) => document.getElementById(id);
// The AI levels a seat may be handed to, `strongest` (the server picks it for the number of
// players) first; the lobby offers the same.
export const LEVELS = ["strongest", "random", "greedy", "brs", "paranoid", "expectimax", "mcts"];
const EVENTS = ["table", "play", "tile", "undo", "seat", "over"];

export class TableView {
  constructor(code) {
    this.code = code;
    this.doc = null; // the table's document, as the server last sent it
    this.player = null; // the seat this device plays, if any
    this.events = null;
    this.lost = false;
    this.board = new BoardView($("t-board"), {
      prefix: "tsq",
      onSquare: (sq) => timed("table tap " + sq, () => this.tapSquare(sq)),
      onPawnChip: (name) => timed("table tap " + name, () => this.tapPawn(name)),
      onDest: (d) => timed("table tap " + d, () => this.picker.pick(d)),
    });
    this.stepper = new Stepper($("t-stepper"), this.board, {
      closeText: "web-step-continue",
      onClose: () => { this.keepTrace(); this.draw(); },
      onFrame: () => this.keepTrace(),
    });
    this.picker = new MovePicker($("t-picker"), this.board, {
      onConfirm: (r) => timed("table play", () => this.change("play", { pawn: r.pawn, path: r.path })),
      onClose: () => this.draw(),
      confirmText: "web-moves-play",
    });
    this.invite = new Invite(code, (player, token) => this.takeSeat(player, token));
    $("t-draw").addEventListener("click", () => timed("table draw", () => this.change("tile", { tile: "draw" })));
    $("t-give").addEventListener("click", () => timed("table give", () => this.change("tile", { tile: $("t-tile").value })));
    $("t-undo").addEventListener("click", () => timed("table undo", () => this.change("undo", {})));
    $("t-last").addEventListener("click", () => timed("table last move", () => this.lastMove()));
    $("t-leave").addEventListener("click", () => this.leaveSeat());
    $("t-record").href = "/api/tables/" + code + "/record";
    $("t-record").setAttribute("download", "table-" + code + ".yaml");
    document.addEventListener("visibilitychange", () => {
      // A phone that slept may have lost its stream for good: open it again.
      if (!document.hidden && this.events && this.events.readyState === EventSource.CLOSED) this.connect();
    });
  }

  // ---- starting ----

  /// Takes a token out of the address (`#seat=` or `#host=`: kept in the browser, never left
  /// in the address bar), loads the table, finds which seat this device plays, listens.
  async start() {
    const k = kept(this.code);
    const m = location.hash.match(/^#(seat|host)=([0-9a-fA-F]{32})$/);
    if (m) {
      if (m[1] === "seat") { k.seat = m[2].toLowerCase(); delete k.player; } else k.host = m[2].toLowerCase();
      keep(this.code, k);
      history.replaceState(null, "", location.pathname + location.search);
    }
    $("t-missing").hidden = false;
    $("t-loading").textContent = tt("tables.loading", { code: this.code });
    const r = await ask("/api/tables/" + this.code);
    $("t-loading").textContent = "";
    if (!r.ok) {
      $("t-missing-text").textContent = r.status === 404 ? tt("tables.unknown", { code: this.code }) : r.error;
      return false;
    }
    $("t-missing").hidden = true;
    $("t-table").hidden = false;
    $("t-code").hidden = false;
    $("t-code").textContent = this.code;
    $("t-code").title = tt("tables.codeShown", { code: this.code });
    this.doc = r.data;
    await this.whoAmI();
    // A table just made: the host's first task is handing out the seats, above the board.
    if (kept(this.code).host && this.doc.version === 0) $("t-board").before($("t-invite-box"));
    // The monster's move being stepped through before a reload, while no tile came since.
    const again = kept(this.code);
    if (again.trace && again.tiles === tilesPlayed(this.doc)) this.stepper.show(again.trace, again.frame || 0);
    this.draw();
    this.connect();
    return true;
  }

  /// The seat this device's token plays (asked of the server: a token names its seat), and
  /// the links the host may hand out.
  async whoAmI() {
    const k = kept(this.code);
    this.player = null;
    if (k.seat) {
      const r = await ask("/api/tables/" + this.code + "/links", { token: k.seat });
      if (r.ok) {
        const names = Object.keys(r.data.seats);
        this.player = names.length === 1 ? names[0] : null;
        if (this.player && k.player !== this.player) { k.player = this.player; keep(this.code, k); }
        this.invite.mine(r.data);
      } else if (r.status === 403) {
        delete k.seat;
        delete k.player;
        keep(this.code, k);
        this.note(tt("tables.seatGone"));
      } else {
        this.player = k.player || null;
      }
    }
    if (k.host) {
      const r = await ask("/api/tables/" + this.code + "/links", { token: k.host });
      if (r.ok) this.invite.host(r.data, !k.seat);
    }
    this.invite.render();
  }

  token() {
    const k = kept(this.code);
    return k.seat || k.host || null;
  }

  /// This device plays `player` from now on (the host's "Play here").
  async takeSeat(player, token) {
    const k = kept(this.code);
    k.seat = token;
    k.player = player;
    keep(this.code, k);
    // The seats handed out: the invitation folds away (one tap opens it again).
    $("t-invite-box").open = false;
    await this.whoAmI();
    this.connect();
    this.draw();
  }

  leaveSeat() {
    const k = kept(this.code);
    delete k.seat;
    delete k.player;
    keep(this.code, k);
    this.player = null;
    this.picker.close(true);
    this.invite.mine(null);
    this.connect();
    this.draw();
  }

  // ---- the event stream ----

  /// Opens the table's event stream (`?seat=` names the player, not a secret: it marks the
  /// seat connected). The browser reconnects by itself, sending Last-Event-ID; a stream the
  /// server refused is opened again a little later.
  connect() {
    if (this.events) this.events.close();
    clearTimeout(this.retry);
    const url = "/api/tables/" + this.code + "/events?lang=" + lang + (this.player ? "&seat=" + encodeURIComponent(this.player) : "");
    const es = new EventSource(url);
    this.events = es;
    for (const kind of EVENTS) {
      es.addEventListener(kind, (e) => {
        if (es !== this.events) return;
        let doc;
        try { doc = JSON.parse(e.data); } catch (err) { return; }
        this.set(doc);
      });
    }
    es.addEventListener("open", () => {
      if (es !== this.events) return;
      if (this.lost) this.banner(tt("tables.back"), "back", 4000);
      this.lost = false;
    });
    es.addEventListener("error", () => {
      if (es !== this.events) return;
      this.lost = true;
      this.banner(tt("tables.lost"), "lost");
      if (es.readyState === EventSource.CLOSED) this.retry = setTimeout(() => this.connect(), 3000);
    });
  }

  banner(text, kind, hideAfter) {
    const b = $("t-banner");
    clearTimeout(this.bannerTimer);
    b.textContent = text;
    b.className = "t-banner " + kind;
    b.dataset.kind = kind;
    b.hidden = false;
    if (hideAfter) this.bannerTimer = setTimeout(() => { b.hidden = true; b.dataset.kind = ""; }, hideAfter);
  }

  // ---- the server's documents ----

  /// A table's document, from an answer or an event: drawn if newer than what is shown. A
  /// tile's move (`trace`) is stepped through; a tile that came without it (a device that
  /// missed events gets the table as it is) is asked for.
  set(doc) {
    const old = this.doc;
    if (old && doc.version < old.version) return;
    if (old && doc.version === old.version) {
      // The same change again (its answer and its event): only who is connected may be news.
      old.seats = doc.seats;
      this.drawSeats();
      return;
    }
    this.doc = doc;
    if (!old || old.version !== doc.version) this.picker.close(true);
    if (doc.trace) {
      this.stepper.show(doc.trace, 0);
      this.keepTrace();
    } else if (old && tilesPlayed(doc) > tilesPlayed(old)) {
      this.lastMove();
    }
    if (doc.change && doc.change.kind === "seat") this.seatNote(old, doc);
    this.draw();
    if (doc.trace) this.frameMove();
  }

  /// The monster's move in view on a phone, wherever the page was scrolled to (the draw
  /// button, the log): the board's first row, where the monster may start, just below the
  /// turn's box, and the stepper's Next at the foot of the screen if both fit; else the
  /// board's first row.
  frameMove() {
    const next = document.querySelector("#t-stepper .step-next");
    const a1 = this.board.cells.a1;
    if (!next || !a1) return;
    const below = $("t-turn").getBoundingClientRect().bottom;
    const toNext = next.getBoundingClientRect().bottom - (window.innerHeight - 8);
    const toRow = a1.getBoundingClientRect().top - below - 4;
    window.scrollBy(0, Math.min(toNext, toRow));
  }

  /// A change asked of the server with this device's token and the version it shows. A
  /// stale version (someone was first) shows the table as it is now.
  async change(what, body) {
    const token = this.token();
    if (!token || !this.doc) return;
    const r = await ask("/api/tables/" + this.code + "/" + what, Object.assign({ token, version: this.doc.version }, body));
    if (r.ok) {
      this.problem("");
      this.set(r.data);
      return;
    }
    if (r.status === 409 && r.table) {
      this.set(r.table);
      this.problem(tt("tables.stale") + "\n" + r.error);
      return;
    }
    this.problem(r.error);
  }

  async handSeat(player, kind) {
    const token = this.token();
    if (!token) return;
    const body = { token, kind };
    if (player !== this.player) body.seat = player;
    const r = await ask("/api/tables/" + this.code + "/seat", body);
    if (!r.ok) return this.problem(r.error);
    this.problem("");
    this.set(r.data);
  }

  seatNote(old, doc) {
    if (!old) return;
    for (const [p, s] of Object.entries(doc.seats)) {
      const was = old.seats[p] && old.seats[p].kind;
      if (was === s.kind) continue;
      this.note(s.kind === "person" ? tt("tables.takenBack", { player: who(p) }) : tt("tables.handed", { player: who(p), level: s.kind }));
    }
  }

  async lastMove() {
    const r = await ask("/api/tables/" + this.code + "/trace");
    if (!r.ok) return this.problem(r.error);
    this.picker.close(true);
    this.stepper.show(r.data, 0);
    this.keepTrace();
    this.draw();
  }

  keepTrace() {
    const k = kept(this.code);
    if (this.stepper.open) { k.trace = this.stepper.doc; k.frame = this.stepper.frame; k.tiles = tilesPlayed(this.doc); } else { delete k.trace; delete k.frame; delete k.tiles; }
    keep(this.code, k);
  }

  // ---- taps ----

  myTurn() {
    const d = this.doc;
    return !!d && !!this.player && d.state.phase === "pawns" && d.state.to_play === this.player && d.seats[this.player] && d.seats[this.player].kind === "person";
  }

  playable() {
    return this.myTurn() ? [...new Set(this.doc.legal.map((l) => l.pawn))] : [];
  }

  label(name) {
    const p = this.doc && this.doc.position.pawns[name];
    return p ? p.label : name;
  }

  tapPawn(name) {
    if (!this.doc || this.stepper.open) return;
    if (this.picker.tapPawn(name)) return;
    const st = this.doc.state;
    if (st.phase !== "pawns") return;
    const owner = this.doc.position.pawns[name] && this.doc.position.pawns[name].player;
    if (!this.player) return this.note(tt("tables.watching"));
    if (!this.myTurn()) return this.note(tt("tables.notYourTurn", { player: who(st.to_play) }));
    if (!this.playable().includes(name)) {
      return this.note(owner === this.player ? tt("tables.played", { label: this.label(name) }) : tt("tables.notYours", { label: this.label(name), player: who(owner) }));
    }
    this.note("");
    this.picker.open(name, this.doc.legal.filter((l) => l.pawn === name), sceneOf(this.doc.position), { selectable: this.playable() });
  }

  tapSquare(sq) {
    if (!this.doc || this.stepper.open) return;
    const here = Object.entries(this.doc.position.pawns).find(([, p]) => p.at === sq);
    if (here && (here[0] === this.picker.name || this.playable().includes(here[0]) || !this.picker.isOpen)) return this.tapPawn(here[0]);
    this.picker.tapSquare(sq);
  }

  // ---- drawing ----

  note(text) {
    $("t-note").textContent = text;
    $("t-note").hidden = !text;
  }

  problem(text) {
    $("t-problem").textContent = text;
    $("t-problem").hidden = !text;
  }

  /// Whose turn it is, in big letters, and what this device may do about it.
  drawTurn() {
    const d = this.doc;
    const st = d.state;
    const seat = st.to_play ? d.seats[st.to_play] : null;
    const ai = seat && seat.kind !== "person";
    const args = { player: who(st.to_play), round: st.round, turn: st.turn };
    let big, sub, kind;
    if (this.stepper.open) {
      big = tt("tables.turn.moving", { tile: tileName(this.stepper.doc.trace.tile) });
      sub = tt("tables.sub.moving");
      kind = "monster";
    } else if (st.phase === "over") {
      big = st.winner ? tt("tables.turn.over", { winner: who(st.winner) }) : tt("tables.turn.overNone");
      sub = tt("tables.sub.over");
      kind = "over";
    } else if (st.phase === "monster") {
      big = tt("tables.turn.monster");
      sub = tt(!this.token() ? "tables.sub.wait" : d.tiles === "table" ? "tables.sub.give" : "tables.sub.draw", args);
      kind = "monster";
    } else if (this.myTurn()) {
      big = tt("tables.turn.yours", args);
      sub = tt("tables.sub.yours");
      kind = "yours";
    } else {
      big = tt(ai ? "tables.turn.ai" : "tables.turn.person", args);
      sub = tt(ai ? "tables.sub.ai" : "tables.sub.person", args);
      kind = "other";
    }
    const box = $("t-turn");
    // While the monster's move is stepped through, the box is one short line, so that the
    // board's top rows stay in view above the stepper's buttons on a phone.
    box.className = "t-turn " + kind + (this.stepper.open ? " moving" : "");
    box.dataset.phase = st.phase;
    box.dataset.toPlay = st.to_play || "";
    box.dataset.mine = String(kind === "yours");
    $("t-turn-big").textContent = big;
    $("t-turn-sub").textContent = sub;
    const title = tt("tables.codeShown", { code: this.code });
    document.title = kind === "yours" ? tt("tables.docTitleYours", { title }) : title;
    // A phone in a pocket: a short buzz when its turn comes.
    // Its turn come: the board scrolled to its pawns (those beside the entrance: to p11).
    if (kind === "yours" && this.lastKind !== "yours") {
      const first = this.playable().map((n) => d.position.pawns[n].at).find(isSquare);
      this.board.centerOn(first || "p11");
    }
    if (kind === "yours" && this.lastKind !== "yours" && navigator.vibrate && navigator.userActivation && navigator.userActivation.hasBeenActive) navigator.vibrate(200);
    this.lastKind = kind;
  }

  draw() {
    const d = this.doc;
    if (!d) return;
    const st = d.state;
    this.drawTurn();
    const token = this.token();
    const monster = st.phase === "monster" && !this.stepper.open && !!token;
    $("t-tile-row").hidden = !monster;
    $("t-draw").hidden = d.tiles !== "server";
    $("t-give").hidden = d.tiles !== "table";
    $("t-give-box").hidden = d.tiles !== "table";
    const ts = $("t-tile");
    const was = ts.value;
    ts.textContent = "";
    for (const tile of [...new Set(d.tiles_left)]) ts.appendChild(new Option(tileName(tile), tile));
    if ([...ts.options].some((o) => o.value === was)) ts.value = was;
    $("t-undo").hidden = !this.canUndo();
    $("t-last").disabled = tilesPlayed(d) === 0;
    const deck = [tt("tables.deck", { left: d.tiles_left.map(tileName).join(" ") || tt("tables.deckNone") })];
    for (const [n, key] of [["round-1", "tables.played1"], ["round-2", "tables.played2"]]) {
      const tiles = (st.tiles_played || {})[n] || [];
      if (tiles.length) deck.push(tt(key, { tiles: tiles.map(tileName).join(" ") }));
    }
    $("t-deck").textContent = deck.join(" ");
    const k = kept(this.code);
    $("t-you").textContent = this.player ? tt("tables.you.seat", { player: who(this.player) }) : k.host ? tt("tables.you.host") : tt("tables.you.watch");
    $("t-leave").hidden = !this.player;
    this.drawSeats();
    this.log();
    if (this.stepper.open) return;
    if (this.picker.isOpen) return this.picker.redraw();
    this.board.draw(sceneOf(d.position), { selectable: this.playable() });
  }

  /// Whether this device may take back the last play: a play since the last tile, by its
  /// seat (the host may take back any).
  canUndo() {
    const turns = this.doc.replay.turns;
    const last = turns[turns.length - 1];
    if (!last || last.tile || !last.plays.length) return false;
    if (kept(this.code).host && !this.player) return true;
    const pawn = this.doc.position.pawns[last.plays[last.plays.length - 1].pawn];
    return !!this.player && !!pawn && pawn.player === this.player;
  }

  drawSeats() {
    const list = $("t-seats");
    list.textContent = "";
    const host = !!kept(this.code).host;
    for (const [player, s] of Object.entries(this.doc.seats)) {
      const li = document.createElement("li");
      li.dataset.player = player;
      li.dataset.kind = s.kind;
      if (player === this.doc.state.to_play && this.doc.state.phase === "pawns") li.classList.add("to-play");
      const dot = document.createElement("span");
      dot.className = "t-dot " + (s.connected ? "on" : "off");
      dot.title = tt(s.connected ? "tables.seat.here" : "tables.seat.away");
      dot.setAttribute("aria-label", dot.title);
      const name = document.createElement("strong");
      name.textContent = who(player);
      const kind = document.createElement("span");
      kind.className = "t-seat-kind";
      kind.textContent = (s.kind === "person" ? tt("tables.seat.person") : aiWords(s.kind)) + (player === this.player ? " · " + tt("tables.seat.you") : "");
      li.append(dot, name, kind);
      if (player === this.player || host) li.appendChild(this.seatControl(player, s));
      list.appendChild(li);
    }
  }

  /// Hand a seat to the AI (a level chosen), or take it back.
  seatControl(player, s) {
    const row = document.createElement("div");
    row.className = "row";
    if (s.kind === "person") {
      const label = document.createElement("label");
      const words = document.createElement("span");
      words.textContent = tt("tables.handTo");
      const sel = document.createElement("select");
      sel.id = "t-hand-level-" + player;
      for (const l of LEVELS) sel.appendChild(new Option(tt("tables.level." + l), l));
      sel.value = "strongest";
      label.append(words, sel);
      const b = document.createElement("button");
      b.type = "button";
      b.id = "t-hand-" + player;
      b.textContent = tt("tables.handButton");
      b.title = tt("tables.handTitle");
      b.addEventListener("click", () => timed("hand seat", () => this.handSeat(player, sel.value)));
      row.append(label, b);
    } else {
      const b = document.createElement("button");
      b.type = "button";
      b.id = "t-take-" + player;
      b.textContent = tt("tables.takeBack");
      b.addEventListener("click", () => timed("take seat", () => this.handSeat(player, "person")));
      row.append(b);
    }
    return row;
  }

  log() {
    const log = $("t-log");
    log.textContent = "";
    for (const x of this.doc.replay.turns) {
      const li = document.createElement("li");
      const plays = x.plays.map((p) => playWords(p.label || this.label(p.pawn), p.to)).join(", ");
      const removed = (x.removed || []).map((r) => tt("tables.logRemoved", { label: r.label || this.label(r.pawn), how: tt("tables.how." + r.how) })).join(", ");
      li.textContent = tt("tables.logTurn", { turn: x.turn, round: x.round, plays: plays || tt("tables.logNoPlay") }) + (x.tile ? tt("tables.logTile", { tile: tileName(x.tile), removed: removed || tt("tables.logNobody") }) : "");
      log.appendChild(li);
    }
  }
}

/// An AI seat as the lobby's menu named its level ("the AI: tree search (mcts)"), or the
/// level's name where the menu has none.
function aiWords(level) {
  const id = "tables.kind." + level;
  const words = tt(id);
  return words === catalogueId(id) ? tt("tables.seat.ai", { level }) : words;
}
