// Inviting players to a table: the table's code to type, the watchers' link, and each seat's
// link as a QR code (the server makes the SVG) with its text to copy. The host sees every
// seat (and may play one on this device); a seat's phone sees its own (to move to another
// device); a watcher, the code and the watchers' link.

import { tt } from "./tables-text.js";
import { who } from "./text.js";
import { spacedSeatCode } from "./tables-api.js";

const $ = (id) => document.getElementById(id);

export class Invite {
  /// `takeSeat(player, token)`: the host plays `player` on this device.
  constructor(code, takeSeat) {
    this.code = code;
    this.takeSeat = takeSeat;
    this.hostLinks = null;
    this.seatLinks = null;
    this.offerPlayHere = false;
  }

  /// The host's links (every seat); `offerPlayHere`: this device plays no seat yet.
  host(links, offerPlayHere) {
    this.hostLinks = links;
    this.offerPlayHere = offerPlayHere;
    this.render();
  }

  /// This seat's own link (or none).
  mine(links) {
    this.seatLinks = links;
    this.render();
  }

  render() {
    const box = $("t-invite-box");
    const links = this.hostLinks || this.seatLinks;
    box.hidden = false;
    const origin = location.origin;
    $("t-invite-title").textContent = tt(this.hostLinks ? "tables.invite" : this.seatLinks ? "tables.mySeatLink" : "tables.inviteCode", { code: this.code });
    $("t-invite-hint").hidden = !this.hostLinks;
    $("t-invite-code").textContent = tt("tables.inviteCode", { code: this.code }) + " · " + tt("tables.inviteWatch", { url: origin + "/t/" + this.code });
    const local = ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname) || location.hostname.endsWith(".localhost");
    $("t-localhost").hidden = !local || !links;
    $("t-localhost").textContent = tt("tables.localhost", { host: location.hostname });
    const list = $("t-links");
    list.textContent = "";
    if (links) {
      for (const [player, s] of Object.entries(links.seats)) {
        list.appendChild(this.card(player, origin + s.link, s.qr, tt("tables.qrLabel", { player: who(player) }), () => this.takeSeat(player, s.link.split("#seat=")[1]), s.code));
      }
    }
    list.appendChild(this.card(null, origin + "/t/" + this.code, links ? links.watch_qr : null, tt("tables.qrWatch")));
    // Just created: the host's first task is to hand out the seats.
    if (this.hostLinks && !this.opened) { box.open = true; this.opened = true; }
  }

  /// One link: its QR code, a seat's code to type (`seatCode`), its text to copy, and for
  /// the host "Play here".
  card(player, url, qr, qrLabel, playHere, seatCode) {
    const card = document.createElement("div");
    card.className = "t-link-card";
    if (player) card.dataset.player = player;
    const h = document.createElement("h3");
    h.textContent = player ? tt("tables.seatLink", { player: who(player) }) : tt("tables.watchTitle");
    card.appendChild(h);
    if (qr) {
      // The server's own SVG picture (made by the qrcode crate from the link), never text
      // from elsewhere.
      const pic = document.createElement("div");
      pic.className = "t-qr";
      pic.setAttribute("role", "img");
      pic.setAttribute("aria-label", qrLabel);
      pic.innerHTML = qr;
      card.appendChild(pic);
    } else {
      // A watcher's device holds no token: the watchers' code as a picture of its own.
      const img = document.createElement("img");
      img.className = "t-qr";
      img.src = "/api/tables/" + this.code + "/qr";
      img.alt = qrLabel;
      card.appendChild(img);
    }
    if (seatCode) {
      // Big, spaced letters, to read across the table and type on a phone at /t.
      const box = document.createElement("div");
      box.className = "t-seat-code";
      const label = document.createElement("span");
      label.textContent = tt("tables.seatCodeUnder", { url: location.origin + "/t" });
      const letters = document.createElement("strong");
      letters.className = "t-seat-code-letters";
      letters.textContent = spacedSeatCode(seatCode);
      letters.setAttribute("aria-label", tt("tables.seatCodeAria", { player: who(player), letters: seatCode.split("").join(" ") }));
      box.append(label, letters);
      card.appendChild(box);
    }
    const row = document.createElement("div");
    row.className = "row";
    const input = document.createElement("input");
    input.readOnly = true;
    input.value = url;
    input.className = "link";
    input.setAttribute("aria-label", qrLabel);
    const copy = document.createElement("button");
    copy.type = "button";
    copy.textContent = tt("tables.copy");
    copy.addEventListener("click", async () => {
      input.select();
      try { await navigator.clipboard.writeText(url); } catch (e) { document.execCommand && document.execCommand("copy"); }
      copy.textContent = tt("tables.copied");
      setTimeout(() => { copy.textContent = tt("tables.copy"); }, 2000);
    });
    row.append(input, copy);
    card.appendChild(row);
    if (player && playHere && this.hostLinks && this.offerPlayHere) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "t-play-here";
      b.id = "t-play-here-" + player;
      b.textContent = tt("tables.playHere", { player: who(player) });
      b.title = tt("tables.playHereTitle");
      b.addEventListener("click", playHere);
      card.appendChild(b);
    }
    return card;
  }
}
