"""Paired fidelity of two forks at once: per pair, log(beside / alone) of each fork's figure.

python3 analyse.py [mean|best]: a fork's figure is the mean of its 5 iterations (JMH's score) or
its best iteration (the figure compare and history gate on). Prints the geometric-mean ratio with a
95% t interval over the pairs, and each arm's fork-to-fork log sd.
"""
import gzip, json, math, statistics as st, sys

figure = sys.argv[1] if len(sys.argv) > 1 else "mean"

def forks(name):
    with gzip.open(name + ".json.gz") as f:
        rows = json.load(f)
    return {r["params"]["provider"]: r["primaryMetric"]["rawData"][0] for r in rows}

def fig(iterations):
    return math.log(max(iterations) if figure == "best" else st.mean(iterations))

print(f"figure: {figure} of each fork")
for p in ["SunJCE", "ACCP"]:
    alone = [fig(forks(f"alone-{i}")[p]) for i in range(1, 25)]
    beside = [fig(forks(f"beside-{i}")[p]) for i in range(1, 25)]
    d = [b - a for a, b in zip(alone, beside)]
    m, se, t = st.mean(d), st.stdev(d) / math.sqrt(len(d)), 2.069  # t(0.975, 23)
    pct = lambda x: 100 * (math.exp(x) - 1)
    print(f"{p:7s} {len(d)} pairs  beside/alone {pct(m):+.1f}% [{pct(m - t * se):+.1f}%, {pct(m + t * se):+.1f}%]"
          f"  log sd alone {st.stdev(alone):.3f}, beside {st.stdev(beside):.3f}")
