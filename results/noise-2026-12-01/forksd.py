"""Fork-to-fork spread of each row of align.sh's JSON files, by JVM flag: the log-sd of the fork
means (12 forks a row over 3 rounds), the flag's variance ratio with its F-test p-value, and the
change of the geometric mean.

    python3 results/noise-2026-12-01/forksd.py results/noise-2026-12-01/align
"""
import collections
import glob
import json
import math
import os
import statistics as st
import sys

from scipy import stats

folder = sys.argv[1]
forks = collections.defaultdict(list)
for path in sorted(glob.glob(os.path.join(folder, "r*-*.json"))):
    flag = os.path.basename(path)[:-5].split("-")[1]
    for row in json.load(open(path)):
        args = " ".join(row["jvmArgs"])
        variant = "PureJava" if "UseAES" in args else "default"
        for fork in row["primaryMetric"]["rawData"]:
            forks[(row["params"]["provider"], variant, flag)].append(math.log(sum(fork) / len(fork)))
print("| provider | fork variant | forks | log-sd default | log-sd al64 | variance ratio | F-test p (one-sided) | al64 / default |")
print("|---|---|--:|--:|--:|--:|--:|--:|")
for provider, variant in sorted({(p, v) for p, v, _ in forks}):
    d, a = forks[(provider, variant, "def")], forks[(provider, variant, "al64")]
    sd_d, sd_a = st.stdev(d), st.stdev(a)
    ratio = sd_d ** 2 / sd_a ** 2
    p = stats.f.sf(ratio, len(d) - 1, len(a) - 1)
    print(f"| {provider} | {variant} | {len(d)} + {len(a)} | {sd_d:.3f} | {sd_a:.3f} | {ratio:.2f} | {p:.3f} | "
          f"{(math.exp(st.mean(a) - st.mean(d)) - 1) * 100:+.1f}% |")
