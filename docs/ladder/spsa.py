#!/usr/bin/env python3
"""SPSA self-play tuning of mcts's `explore` and `scale` (issue 29), 2 seats.

Parameters in log space, x = (ln explore, ln scale), from the defaults (0.3, 8). Iteration
k (1-based): a random sign vector d (+-1 each, from Python's Random(k), so the run is
reproducible), perturbation c_k = 0.2 / k^0.101; theta+ = x + c_k d and theta- = x - c_k d
meet in one duplicate tournament of 2 seats, `--games 20` (10 deals, each played from both
seats) on seed 1000 + k (far from the measure's 1-20, the sweep's 101-103 and the tests');
y = share of theta+ among the decided games; the gradient estimate g_i = (2y - 1) / (2 c_k d_i);
x += a_k g with a_k = 0.46 / (k + 3)^0.602 (Spall's exponents). Logged one line an iteration.
"""
import json, math, random, subprocess, sys

BIN = "furunkulus"  # the release binary (was runs/bin/furunkulus-new)
x = [math.log(0.3), math.log(8.0)]
iters = int(sys.argv[1]) if len(sys.argv) > 1 else 30
log = open("spsa.log", "a")
for k in range(1, iters + 1):
    rnd = random.Random(k)
    d = [rnd.choice((-1, 1)) for _ in x]
    c = 0.2 / k ** 0.101
    a = 0.46 / (k + 3) ** 0.602
    plus = [xi + c * di for xi, di in zip(x, d)]
    minus = [xi - c * di for xi, di in zip(x, d)]
    spell = lambda t: "mcts[explore=%.4f,scale=%.4f]" % (math.exp(t[0]), math.exp(t[1]))
    sp, sm = spell(plus), spell(minus)
    out = subprocess.run(["nice", BIN, "game", "tournament", "--levels", sp + "," + sm,
                          "--challenger", sp, "--seats", "2", "--games", "20",
                          "--seed", str(1000 + k), "--format", "json"],
                         capture_output=True, text=True, check=True).stdout
    p = json.loads(out)["pairings"][0]
    decided = p["wins"] + p["losses"]
    y = p["wins"] / decided if decided else 0.5
    g = [(2 * y - 1) / (2 * c * di) for di in d]
    x = [xi + a * gi for xi, gi in zip(x, g)]
    line = {"k": k, "plus": sp, "minus": sm, "wins": p["wins"], "losses": p["losses"],
            "explore": round(math.exp(x[0]), 4), "scale": round(math.exp(x[1]), 4)}
    log.write(json.dumps(line) + "\n")
    log.flush()
