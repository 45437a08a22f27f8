"""The machine level over a run: each fork's log distance from its row's centre over all the runs given, by sixths of
each run in execution order (trials/rounds.json.gz).

    python3 results/repro-2026-12-01c/drift.py results/runs/A results/runs/B [results/runs/C]
"""
import json, gzip, math, sys, statistics as st, collections
def forks(folder):
    out=[]
    for e in json.load(gzip.open(folder+"/trials/rounds.json.gz")):
        if e.get("status")!="measured": continue
        for r in e["results"]:
            raw=r["primaryMetric"].get("rawData") or []
            for f in raw:
                if f: out.append((e["trial"].rsplit(" #",1)[0], sum(f)/len(f)))
    return out
runs=[forks(d) for d in sys.argv[1:]]
rows=collections.defaultdict(list)
for fs in runs:
    for k,v in fs: rows[k].append(math.log(v))
center={k:st.mean(v) for k,v in rows.items()}
for d,fs in zip(sys.argv[1:],runs):
    dev=[math.log(v)-center[k] for k,v in fs]
    n=len(dev); q=n//6
    print(d.split('/')[-1], n, "forks; median dev by sixth of the run:", " ".join(f"{(math.exp(st.median(dev[i*q:(i+1)*q]))-1)*100:+.1f}%" for i in range(6)))
