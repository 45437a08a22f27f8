"""Forks and fork seconds of the no-argument runs before and after the per-trial quick sweep (issue 21, must-show 4).

python3 forks.py before after
"""
import gzip
import json
import statistics
import sys
from collections import defaultdict


def trials(path):
    forks = json.load(gzip.open(path + '/trials/rounds.json.gz'))
    by_trial = defaultdict(list)
    for f in forks:
        if f.get('seconds'):
            by_trial[f['trial'].rsplit(' #', 1)[0]].append(f['seconds'])
    return forks, by_trial


runs = {p: trials(p) for p in sys.argv[1:]}
for p, (forks, by_trial) in runs.items():
    secs = [s for v in by_trial.values() for s in v]
    print(f"{p}: {len(forks)} forks of {len(by_trial)} trials, fork seconds sum {sum(secs):.0f}, "
          f"mean {statistics.mean(secs):.3f}, median {statistics.median(secs):.3f}")
if len(runs) == 2:
    (a, (_, ta)), (b, (_, tb)) = runs.items()
    deltas = sorted(statistics.mean(tb[t]) - statistics.mean(ta[t]) for t in ta if t in tb)
    print(f"per trial, mean fork seconds {b} minus {a}: median {statistics.median(deltas):+.3f} s, "
          f"middle half {deltas[len(deltas) // 4]:+.3f} to {deltas[3 * len(deltas) // 4]:+.3f} s, over {len(deltas)} trials")
