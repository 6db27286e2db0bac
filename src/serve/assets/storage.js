// What the page keeps in the browser so that a reload (or a phone dropping the tab) loses
// nothing: the position being edited, the game (its record, AI seats, the monster's move
// being stepped through), the tab and the zoom. Nothing leaves the browser.

const PREFIX = "furunkulus.";

/// The value kept under `name`, or null.
export function load(name) {
  try {
    const text = localStorage.getItem(PREFIX + name);
    return text ? JSON.parse(text) : null;
  } catch (e) {
    return null;
  }
}

/// Keeps `value` under `name`; false when the browser keeps nothing.
export function save(name, value) {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value));
    return true;
  } catch (e) {
    return false;
  }
}

export function forget(name) {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch (e) {
    /* nothing kept, nothing to forget */
  }
}
