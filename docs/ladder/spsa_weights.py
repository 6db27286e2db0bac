#!/usr/bin/env python3
"""SPSA self-play tuning of the evaluation's weights (issue 29), greedy against greedy, 4 seats.

The evaluation is shared by every level (greedy scores plays with it; expectimax, brs, paranoid
and mcts order and score with it), so its weights are tuned where it acts alone: greedy. `out`
(10) is the unit and stays; x = ln(progress, removed, opponents, tempo) from the defaults
(6, 3, 0.7, 3). Iteration k (1-based): a sign vector d (+-1 each, Python's Random(k): the run
is reproducible), c_k = 0.1 / k^0.101, a_k = 1.0 / (k + 5)^0.602 (Spall's exponents);
theta+ = x + c_k d, theta- = x - c_k d meet in two duplicate tournaments of 4 seats on seed
7000 + k (far from the measure's 1-20, the sweeps' 101-103, the mcts tuning's 1001-1015 and
the checks' 9001+), `--games 1000` each: theta+ as the one challenger against three theta-
copies, and theta- against three theta+ copies, on the same deals. y = the first's share of
its decided games less the second's; g_i = y / (2 c_k d_i); x += a_k g. One line an iteration.
Usage: spsa_weights.py BIN ITERATIONS LOG
"""
import json, math, random, subprocess, sys

BIN, ITERS, LOG = sys.argv[1], int(sys.argv[2]), sys.argv[3]
NAMES = ["progress", "removed", "opponents", "tempo"]
x = [math.log(v) for v in (6.0, 3.0, 0.7, 3.0)]
done = []
try:
    done = [json.loads(l) for l in open(LOG)]
except FileNotFoundError:
    pass
if done:
    x = [math.log(done[-1]["after"][n]) for n in NAMES]
log = open(LOG, "a")

def spell(t):
    return "greedy[" + ",".join("%s=%.4f" % (n, math.exp(v)) for n, v in zip(NAMES, t)) + "]"

def share(challenger, baseline, seed):
    out = subprocess.run(["nice", "-n", "19", BIN, "game", "tournament", "--levels",
                          challenger + "," + baseline, "--challenger", challenger,
                          "--seats", "4", "--games", "1000", "--seed", str(seed),
                          "--format", "json"], capture_output=True, text=True, check=True).stdout
    p = [p for p in json.loads(out)["pairings"] if p["challenger"] == challenger][0]
    decided = p["wins"] + p["losses"]
    return (p["wins"] / decided if decided else 0.25), p["wins"], p["losses"]

for k in range(len(done) + 1, ITERS + 1):
    rnd = random.Random(k)
    d = [rnd.choice((-1, 1)) for _ in x]
    c = 0.1 / k ** 0.101
    a = 1.0 / (k + 5) ** 0.602
    plus = [xi + c * di for xi, di in zip(x, d)]
    minus = [xi - c * di for xi, di in zip(x, d)]
    sp, sm = spell(plus), spell(minus)
    yp, wp, lp = share(sp, sm, 7000 + k)
    ym, wm, lm = share(sm, sp, 7000 + k)
    y = yp - ym
    x = [xi + a * y / (2 * c * di) for xi, di in zip(x, d)]
    line = {"k": k, "plus": sp, "minus": sm, "plus_share": round(yp, 4), "minus_share": round(ym, 4),
            "plus_wl": [wp, lp], "minus_wl": [wm, lm],
            "after": {n: round(math.exp(v), 4) for n, v in zip(NAMES, x)}}
    log.write(json.dumps(line) + "\n")
    log.flush()
    print(json.dumps(line), flush=True)
