"""How far two runs of the same rows lie apart by the report's estimator (the geometric mean of a
row's fork means), as a whole and after taking out the run-wide shift (the median log ratio), and
the shift per provider and fork variant.

    python3 results/repro-2026-12-01b/shift.py results/runs/FIRST results/runs/SECOND
"""
import collections
import json
import math
import statistics as st
import sys


def rows(folder):
    out = {}
    for r in json.load(open(folder + "/jmh.json")):
        raw = r["primaryMetric"].get("rawData") or []
        means = [sum(f) / len(f) for f in raw if f]
        if not means:
            continue
        args = " ".join(r.get("jvmArgs", []))
        key = (r["benchmark"], tuple(sorted((r.get("params") or {}).items())), args)
        variant = "PureJava" if "UseAES" in args else "default"
        out[key] = (math.exp(sum(math.log(m) for m in means) / len(means)), (r.get("params") or {}).get("provider"), variant)
    return out


def q(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


a, b = rows(sys.argv[1]), rows(sys.argv[2])
keys = [k for k in a if k in b]
logs = [math.log(b[k][0] / a[k][0]) for k in keys]
shift = st.median(logs)
raw = [abs(math.exp(x) - 1) * 100 for x in logs]
rest = [abs(math.exp(x - shift) - 1) * 100 for x in logs]
print(f"{len(keys)} rows; run-wide shift (median of second/first) {(math.exp(shift) - 1) * 100:+.1f}%")
print(f"apart: median {st.median(raw):.1f}%, p90 {q(raw, 0.9):.1f}%, max {max(raw):.1f}%")
print(f"apart once the shift is taken out: median {st.median(rest):.1f}%, p90 {q(rest, 0.9):.1f}%, max {max(rest):.1f}%")
groups = collections.defaultdict(list)
for k, x in zip(keys, logs):
    groups[(a[k][1], a[k][2])].append(x)
print("| provider | variant | rows | median second/first | sd of log ratios |")
print("|---|---|--:|--:|--:|")
for (p, v), xs in sorted(groups.items()):
    print(f"| {p} | {v} | {len(xs)} | {(math.exp(st.median(xs)) - 1) * 100:+.1f}% | {st.pstdev(xs):.3f} |")
