#!/usr/bin/env python3
"""Sums the pairings of `game tournament --format json` chunks (same pairings, different
seeds) and prints one markdown row per pairing: games, wins, losses, draws, share of the
decided games, Wilson's 95% interval, fair share, SPRT LLR (elo0 0, elo1 50) — the same
formulas as `game tournament`. Usage: sum.py FILE.json..."""
import json, math, sys
from collections import OrderedDict

def wilson(k, n):
    if n == 0:
        return (0.0, 1.0)
    z = 1.959963984540054
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)

def share(elo, seats):
    r = 10 ** (elo / 400)
    return r / (r + seats - 1)

def llr(w, l, seats, elo0=0.0, elo1=50.0):
    p0, p1 = share(elo0, seats), share(elo1, seats)
    return w * math.log(p1 / p0) + l * math.log((1 - p1) / (1 - p0))

cells = OrderedDict()
files = 0
for f in sys.argv[1:]:
    try:
        d = json.load(open(f))
    except Exception:
        continue
    files += 1
    for p in d["pairings"]:
        key = (p["seats"], p["challenger"], p["baseline"])
        c = cells.setdefault(key, [0, 0, 0, 0])
        c[0] += p["games"]; c[1] += p["wins"]; c[2] += p["losses"]; c[3] += p["draws"]
print(f"<!-- {files} files -->")
for (seats, ch, ba), (g, w, l, dr) in cells.items():
    lo, hi = wilson(w, w + l)
    x = llr(w, l, seats)
    v = "stronger" if x >= math.log(0.95 / 0.05) else ("not-stronger" if x <= math.log(0.05 / 0.95) else "undecided")
    print(f"| {seats} | {ch} | {ba} | {g:,} | {w:,} | {l:,} | {dr} | {100*w/max(1,w+l):.1f}% | "
          f"{100*lo:.1f}–{100*hi:.1f}% | {100/seats:.0f}% | {x:.1f}: {v} |")
