// The JSON API: every question goes to the server, which answers with the engine's words and
// boards. Errors come back in the player's words: the server's message, or what went wrong
// on the way.

import { t, lang } from "./text.js";

/// POSTs `body` as JSON to `path` (or GETs it when `body` is undefined); the answer's JSON,
/// or a Blob for pictures. Throws an Error whose message a player can read.
export async function api(path, body) {
  // The server answers in the page's language (its sentences, its errors).
  if (body !== undefined && body !== null && typeof body === "object" && !Array.isArray(body) && body.lang === undefined && !path.startsWith("/api/tables")) {
    body = Object.assign({}, body, { lang });
  }
  let r;
  try {
    r = await fetch(path, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch (e) {
    throw new Error(t("web-error-offline"));
  }
  const kind = r.headers.get("Content-Type") || "";
  let data;
  try {
    data = kind.startsWith("application/json") ? await r.json() : await r.blob();
  } catch (e) {
    throw new Error(t("web-error-offline"));
  }
  if (!r.ok) throw new Error((data && data.error) || t("web-error-server", { status: r.status }));
  return data;
}

// How long each interaction took, from the tap to the page drawn again (the measure of
// docs/web.md): `{ what, ms }`, the last 500.
export const timings = [];

/// Runs `f` (a tap's handler, maybe async) and records how long it took to answer.
export async function timed(what, f) {
  const start = performance.now();
  try {
    return await f();
  } finally {
    timings.push({ what, ms: performance.now() - start });
    if (timings.length > 500) timings.shift();
  }
}
