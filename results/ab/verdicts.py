"""Tallies the verdicts a repeat.sh summary lists, and the regressed rows' estimates against the
change a test build predicts.

    python3 results/ab/verdicts.py results/ab/plus10-2026-12-01/summary.md -9.1
"""
import re
import statistics as st
import sys

path, expected = sys.argv[1], float(sys.argv[2])
runs, estimates, rounds = {}, [], []
for line in open(path):
    m = re.match(r"- run (\d+): (\w+) \|(.*?)\|(.*?)\|(.*?)\|(.*?)\|(.*?)\|?\s*$", line.strip())
    if not m:
        continue
    verdict = m.group(2).strip()
    runs.setdefault(m.group(1), []).append(verdict)
    if verdict in ("regressed", "improved"):
        estimates.append(float(m.group(4).strip().rstrip("%")))
        rounds.append(int(m.group(7).strip()))
rows = sum(len(v) for v in runs.values())
flagged = sum(1 for v in runs.values() if "regressed" in v)
tally = {v: sum(vs.count(v) for vs in runs.values()) for v in ("regressed", "improved", "unchanged", "undecided", "failed", "unsupported")}
print(f"runs {len(runs)}, runs with a row regressed {flagged}; rows {rows}: " + ", ".join(f"{k} {n}" for k, n in tally.items() if n))
if estimates:
    dev = sorted(abs(e - expected) for e in estimates)
    print(f"flagged estimates: min {min(estimates)}% median {st.median(estimates)}% max {max(estimates)}%, "
          f"mean {st.mean(estimates):.1f}% sd {st.stdev(estimates) if len(estimates) > 1 else 0:.1f} points; expected {expected}%")
    print(f"distance from expected: median {st.median(dev):.1f} points, max {dev[-1]:.1f}; "
          + ", ".join(f"within {w} points: {sum(d <= w for d in dev)}" for w in (2, 3.5, 5)))
    print(f"rounds at the decision: min {min(rounds)} median {st.median(rounds)} max {max(rounds)}")
