#!/usr/bin/env python3
"""How far two runs' rows lie apart by the tables' figure (the geometric mean of fork means) when the
host's slow spells are left out by one rule or another, read from each run's jmh.json (JVM rows only).

    level-rules.py RUN-A RUN-B [RUN-A RUN-B ...]

Rules: none; the level rule with the top level the median, the best or the second best of the forks'
best iterations,
an iteration left out when more than LEVEL below it; each with or without the canary (an iteration
whose host.canary ran below 0.85 of the run's 90th percentile). A row all of whose iterations would be
left out keeps them, as HostSpells does. Prints median / p90 of larger-over-smaller minus one.
"""
import gzip
import json
import math
import os
import statistics
import sys


def load(run):
    path = os.path.join(run, "jmh.json")
    if os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    with gzip.open(path + ".gz") as f:
        return json.load(f)


def rows(run):
    js = load(run)
    canaries = sorted(x for b in js
                      for fork in (b.get("secondaryMetrics", {}).get("host.canary", {}).get("rawData") or [])
                      for x in fork)
    ref = canaries[int(0.9 * (len(canaries) - 1))] if canaries else None
    out = {}
    for b in js:
        if b["params"].get("provider") == "OpenSSL":
            continue
        key = (b["benchmark"], tuple(sorted(b["params"].items())))
        out[key] = (b["primaryMetric"]["rawData"],
                    b.get("secondaryMetrics", {}).get("host.canary", {}).get("rawData"), ref)
    return out


def figure(raw, canary, ref, top_kind, level, use_canary):
    hit = [[False] * len(f) for f in raw]
    if use_canary and canary:
        hit = [[c < 0.85 * ref for c in cf] for cf in canary]
    if top_kind != "none":
        bests = [max([v for v, h in zip(f, hf) if not h], default=float("nan")) for f, hf in zip(raw, hit)]
        bests = [b for b in bests if not math.isnan(b)]
        if bests:
            bests.sort()
            top = {"median": statistics.median(bests), "best": bests[-1],
                   "second": bests[-2] if len(bests) > 1 else bests[-1]}[top_kind]
            hit = [[h or v < (1 - level) * top for v, h in zip(f, hf)] for f, hf in zip(raw, hit)]
    if all(all(hf) for hf in hit):
        hit = [[False] * len(f) for f in raw]
    means = [statistics.mean([v for v, h in zip(f, hf) if not h]) for f, hf in zip(raw, hit) if not all(hf)]
    return math.exp(statistics.mean(math.log(m) for m in means))


RULES = [("none", 0, False), ("median", 0.12, False), ("median", 0.12, True), ("best", 0.12, False),
         ("best", 0.08, False), ("best", 0.08, True), ("best", 0.20, False), ("second", 0.12, False)]

args = sys.argv[1:]
pairs = [(rows(args[i]), rows(args[i + 1])) for i in range(0, len(args) - 1, 2)]
print("rule | " + " | ".join(f"{args[i]} / {args[i + 1]}" for i in range(0, len(args) - 1, 2)))
for top_kind, level, use_canary in RULES:
    cells = []
    for a, b in pairs:
        d = []
        for k in a:
            if k in b:
                x, y = figure(*a[k], top_kind, level, use_canary), figure(*b[k], top_kind, level, use_canary)
                d.append(max(x, y) / min(x, y) - 1)
        d.sort()
        cells.append("%.1f%% / %.1f%%" % (100 * d[len(d) // 2], 100 * d[int(0.9 * (len(d) - 1))]))
    name = "no rule" if top_kind == "none" else f"{top_kind} of bests, {round(100 * level)}%" + (
        ", canary" if use_canary else "")
    print(name + " | " + " | ".join(cells))
