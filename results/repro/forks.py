#!/usr/bin/env python3
"""How far two runs of one commit lie apart when each row keeps only its first k forks, for every k.

Usage: python3 results/repro/forks.py A/jmh.json B/jmh.json
Per row and run, the mean is the mean of the first k forks' iteration means (what JMH's score is
for equal forks) and the best is the highest iteration of those forks (throughput rows only); the
distance is the larger figure over the smaller, minus one, as in `compare`'s "The runs lie apart
by ..." line. Rows missing or not positive in either run are left out.
"""
import json
import statistics
import sys


def rows(path):
    out = {}
    for r in json.load(open(path)):
        key = (r["benchmark"], r.get("mode"), tuple(sorted(r.get("params", {}).items())))
        forks = [f for f in r["primaryMetric"].get("rawData", []) if f]
        if forks and all(x > 0 for f in forks for x in f) and r.get("mode") == "thrpt":
            out[key] = forks
    return out


def percentile(sorted_values, p):
    # commons-math3's default estimate, as `compare` uses: position p(n+1)/100, linear between neighbours
    n = len(sorted_values)
    pos = p * (n + 1) / 100
    if pos < 1:
        return sorted_values[0]
    if pos >= n:
        return sorted_values[-1]
    lo = int(pos)
    return sorted_values[lo - 1] + (pos - lo) * (sorted_values[lo] - sorted_values[lo - 1])


a, b = rows(sys.argv[1]), rows(sys.argv[2])
common = [k for k in a if k in b]
most = min(min(len(a[k]), len(b[k])) for k in common)
print(f"{len(common)} common rows; forks per row: up to {most}")
print("| forks | figure | median | p90 | max |")
print("|---|---|---|---|---|")
figures = {"mean": lambda forks: statistics.mean(statistics.mean(f) for f in forks),
           "best": lambda forks: max(max(f) for f in forks)}
for k in range(1, most + 1):
    for name, figure in figures.items():
        apart = sorted(max(x, y) / min(x, y) - 1 for x, y in
                       ((figure(a[r][:k]), figure(b[r][:k])) for r in common))
        print(f"| {k} | {name} | {100 * percentile(apart, 50):.1f}% | {100 * percentile(apart, 90):.1f}% | {100 * apart[-1]:.1f}% |")
