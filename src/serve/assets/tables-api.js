// The tables' API (docs/api.md "Tables", FORMAT.md section 8) as the page asks it, and what
// the browser keeps of each table: this device's seat token (or the host's), never sent in an
// address and never shown in one (the page takes it out of `#seat=` at once).

import { tt, lang } from "./tables-text.js";

const PREFIX = "furunkulus.table.";

/// Asks the tables' API: GET `path` (with `?lang=`) or POST `body` (with `lang`). Never
/// throws: `{ ok, status, data }`, or `{ ok: false, status, error, table }` (the server's
/// words; a stale version's answer carries the table as it is now).
export async function ask(path, body) {
  let r;
  try {
    r = body === undefined
      ? await fetch(path + (path.includes("?") ? "&" : "?") + "lang=" + lang)
      : await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.assign({ lang }, body)) });
  } catch (e) {
    return { ok: false, status: 0, error: tt("tables.offline") };
  }
  let data = null;
  try {
    data = await r.json();
  } catch (e) {
    if (r.ok) return { ok: false, status: r.status, error: tt("tables.offline") };
  }
  if (!r.ok) return { ok: false, status: r.status, error: (data && data.error) || tt("tables.serverError", { status: r.status }), table: data && data.table };
  return { ok: true, status: r.status, data };
}

/// A table's code as typed (any case, spaces and dashes ignored), or null: the server's
/// alphabet (no look-alikes), 4 to 12 letters.
export function normaliseCode(typed) {
  const code = String(typed || "").replace(/[\s-]/g, "").toUpperCase();
  return /^[ACDEFHJKMNPRTUVWXY]{4,12}$/.test(code) ? code : null;
}

/// The letters of a seat's code (the host's page shows it under the seat's QR code).
export const SEAT_CODE_LEN = 8;

/// A seat's code as typed (any case, spaces and dashes ignored), or null.
export function normaliseSeatCode(typed) {
  const code = normaliseCode(typed);
  return code && code.length === SEAT_CODE_LEN ? code : null;
}

/// A seat's code as the page shows it: two groups of four letters.
export function spacedSeatCode(code) {
  return code.length === SEAT_CODE_LEN ? code.slice(0, 4) + " " + code.slice(4) : code;
}

/// What this browser keeps of table `code`: `{ seat, player, host, trace, tiles, frame }`.
export function kept(code) {
  try {
    const text = localStorage.getItem(PREFIX + code);
    return text ? JSON.parse(text) || {} : {};
  } catch (e) {
    return {};
  }
}

/// Keeps `value` for table `code` (with the time, for the list of your tables); false when
/// the browser keeps nothing.
export function keep(code, value) {
  try {
    localStorage.setItem(PREFIX + code, JSON.stringify(Object.assign({}, value, { at: Date.now() })));
    return true;
  } catch (e) {
    return false;
  }
}

/// Every table this browser keeps something of, the most recent first: `[code, kept]`.
export function keptTables() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX)) out.push([key.slice(PREFIX.length), kept(key.slice(PREFIX.length))]);
    }
  } catch (e) {
    /* nothing kept */
  }
  return out.sort((a, b) => (b[1].at || 0) - (a[1].at || 0));
}

/// The tiles played so far in a table's document.
export function tilesPlayed(doc) {
  return doc && doc.replay ? doc.replay.turns.filter((x) => x.tile).length : 0;
}
