"""For each back-to-back pair: the most rows of one made 10% slower that any rule of the form
'change beyond T and change/se beyond c' catches with at most 1 false alarm in the unchanged pair."""
import csv, math, sys, collections, numpy as np
rows = collections.defaultdict(dict)
for r in csv.reader(open(sys.argv[1]), delimiter='\t'):
    rows[r[0]][r[1]] = tuple(map(float, r[4:8]))
args = sys.argv[2:]
print("| pair | rows | forks a row (median) | apart median / p90 | robust sd of the change | rms within-run se | best rule (T, c) | caught at 10% | false alarms | caught at 5% |")
print("|---|--:|--:|--:|--:|--:|---|--:|--:|--:|")
for a, b in zip(args[::2], args[1::2]):
    ds=[]; se=[]; nf=[]
    for k, va in rows[a].items():
        if k not in rows[b] or 'native' in k: continue
        vb = rows[b][k]
        if va[2] < 2 or vb[2] < 2: continue
        ds.append(math.log(vb[0]/va[0])); se.append(math.sqrt(va[1]**2/va[2]+vb[1]**2/vb[2])); nf.append((va[2]+vb[2])/2)
    ds=np.array(ds); se=np.array(se); n=len(ds)
    best=None
    for T in np.arange(0.03, 0.101, 0.005):
        for c in np.arange(0, 4.01, 0.25):
            # both orders of the pair: a row of either run made slower
            fa = max(np.sum((ds < math.log(1/(1+T))) & (ds/se < -c)), np.sum((-ds < math.log(1/(1+T))) & (-ds/se < -c)))
            if fa > 1: continue
            cs = []
            for s in (ds, -ds):
                for slow, out in ((1.1, None), (1.05, None)):
                    dd = s - math.log(slow); cs.append(np.sum((dd < math.log(1/(1+T))) & (dd/se < -c)))
            c10 = min(cs[0], cs[2]); c5 = min(cs[1], cs[3])
            if best is None or c10 > best[0]: best = (c10, T, c, fa, c5)
    mad = 1.4826*np.median(np.abs(ds-np.median(ds)))
    if best is None: best = ('none', float('nan'), float('nan'), '>1', '-')
    name = lambda p: p.rstrip('/').split('/')[-1] if 'T' in p.split('/')[-1] else '/'.join(p.split('/')[-2:])
    print(f"| {name(a)} / {name(b)} | {n} | {np.median(nf):.1f} | {np.median(abs(ds))*100:.1f}% / {np.percentile(abs(ds),90)*100:.1f}% | {mad*100:.2f}% | {math.sqrt(np.mean(se**2))*100:.2f}% | {best[1]*100:.1f}%, {best[2]:.2f} | {best[0]} ({(100*best[0]/n if best[0] != 'none' else 0):.0f}%) | {best[3]} | {best[4]} |")
