#!/usr/bin/env python3
"""Spread of ab's paired ratios in run folders: for each row, the sd of the block log ratios (blocks of
two rounds, as ab forms them) when a fork counts by its best iteration (what ab uses) or by its median.
Usage: python3 results/ab/spread.py results/ab/aa-2026-11-30/run-*"""
import glob, gzip, json, math, statistics, sys

def value(row, kind):
    it = sorted(x for fork in row['primaryMetric']['rawData'] for x in fork)
    if kind == 'median':
        return statistics.median(it)
    return it[-1] if row['mode'] == 'thrpt' else it[0]

def blocks(rounds, kind):
    d = [math.log(value(r['new'], kind) / value(r['base'], kind)) for r in rounds]
    return [(d[2 * i] + d[2 * i + 1]) / 2 for i in range(len(d) // 2)]

print('| run | row | rounds | block sd, best iteration | block sd, median iteration |')
print('|---|---|---|---|---|')
for folder in sys.argv[1:]:
    # The round store of an ended run: one entry per side of each round, packed in rounds/rounds.json.gz.
    sides = {}
    for e in [x for f in glob.glob(folder + '/rounds/rounds.json.gz') for x in json.load(gzip.open(f))]:
        if e['status'] == 'measured':
            sides.setdefault((e['trial'].rsplit(' #', 1)[0], e['round']), {})[e['lane']] = e['results'][0]
    by_row = {}
    for (key, n), pair in sorted(sides.items(), key=lambda kv: kv[0][1]):
        if 'base' in pair and 'new' in pair:
            by_row.setdefault(key, []).append(pair)
    for key, rounds in by_row.items():
        if len(rounds) < 4:
            continue
        name = key.split(' ')[0].rsplit('.', 2)[-2:]
        size = key.split('dataSize=')[-1]
        print(f"| {folder} | {'.'.join(name)} {size} | {len(rounds)} | {statistics.stdev(blocks(rounds, 'best')):.3f} "
              f"| {statistics.stdev(blocks(rounds, 'median')):.3f} |")
