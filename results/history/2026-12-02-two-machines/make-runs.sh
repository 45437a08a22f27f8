#!/usr/bin/env bash
# This machine's three runs of this history: the command of the three 2026-12-01 runs in
# epyc-no-avx512/ (copied from the shared data set, see README.md), narrowed to the rows kept here
# (AES-256-GCM and AES-256-CTR encrypt and decrypt, SunJCE and ACCP, 16 KiB), so that the JMH
# iteration settings (the benchmarks' own) stay the same and only the machine changes. The plain
# command writes results/runs/<UTC time>/; each folder is then moved here.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=results/history/2026-12-02-two-machines/epyc-avx512
mkdir -p "$here"
for i in 1 2 3; do
  before=$(ls results/runs | sort | tail -1)
  java -jar target/benchmarks.jar 'cryptobench\.bench\.(AesGcm|AesCtr)\.(encrypt|decrypt)$' \
    -p provider=SunJCE,ACCP -p keyBits=256 -p dataSize=16384 -f 2
  after=$(ls results/runs | sort | tail -1)
  [ "$after" != "$before" ] && mv "results/runs/$after" "$here/run-$i"
done
