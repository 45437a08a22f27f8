"""Blocks of 5 forks a trial: one JMH alone (seq-N) vs two JMH at once pinned to cores 0 and 1 (par0-N, par1-N).

python3 analyse.py [mean|best]: geometric mean of the forks' figures per arm and block, and par/seq
over the three blocks with a 95% normal interval (forks treated as independent).
"""
import gzip, json, math, statistics as st, sys

figure = sys.argv[1] if len(sys.argv) > 1 else "mean"
arms = {"seq": ["seq"], "par": ["par0", "par1"]}

def logs(prefix, block, provider):
    with gzip.open(f"{prefix}-{block}.json.gz") as f:
        rows = json.load(f)
    out = []
    for r in rows:
        if r["params"]["provider"] == provider:
            for it in r["primaryMetric"]["rawData"]:
                out.append(math.log(max(it) if figure == "best" else st.mean(it)))
    return out

print(f"figure: {figure} of each fork")
for p in ["SunJCE", "ACCP"]:
    allv = {}
    for arm, prefixes in arms.items():
        allv[arm] = []
        for b in (1, 2, 3):
            v = [x for pre in prefixes for x in logs(pre, b, p)]
            allv[arm] += v
            print(f"  {p} {arm} block {b}: {len(v)} forks, geometric mean {math.exp(st.mean(v)):,.0f} ops/s")
    s, q = allv["seq"], allv["par"]
    m = st.mean(q) - st.mean(s)
    se = math.sqrt(st.variance(s) / len(s) + st.variance(q) / len(q))
    pct = lambda x: 100 * (math.exp(x) - 1)
    print(f"{p}: par/seq {pct(m):+.1f}% [{pct(m - 1.96 * se):+.1f}%, {pct(m + 1.96 * se):+.1f}%], log sd seq {st.stdev(s):.3f}, par {st.stdev(q):.3f}")
