#!/usr/bin/env bash
# Fork-level fidelity of two forks at once: pairs of one-fork JMH runs, alone (unpinned, companion
# stopped) vs pinned to core 0 beside a companion that runs headline forks on core 1; ABBA order.
set -u
# Ran from /work/data/par with a copy of target/benchmarks.jar built from commit 3d46907 (J below).
cd /work/data/par/fid
J=/work/data/par/jar-3d46907.jar
B='cryptobench\.bench\.AesGcm\.encrypt$'
O=(-p provider=SunJCE,ACCP -p keyBits=256 -p dataSize=16384 -f 1 -wi 1 -w 200ms -i 5 -r 100ms -rf json)
# companion: endless forks of other headline trials on core 1
setsid bash -c "while true; do taskset -c 1 java -Djmh.ignoreLock=true -jar $J 'cryptobench\.bench\.(AesGcm|AesCbc|Sha)' -p provider=BC,Conscrypt,SunJCE -p keyBits=256 -p dataSize=1024,16384 -f 1 -wi 1 -w 200ms -i 5 -r 100ms > /dev/null 2>&1; done" &
comp=$!
sleep 1; kill -STOP -- -$comp
alone() { kill -STOP -- -$comp; s=$(date +%s.%N); java -Djmh.ignoreLock=true -jar $J "$B" "${O[@]}" -rff alone-$1.json > alone-$1.log 2>&1; echo "alone $1 $(echo "$(date +%s.%N) - $s" | bc)"; }
beside() { kill -CONT -- -$comp; sleep 0.5; s=$(date +%s.%N); taskset -c 0 java -Djmh.ignoreLock=true -jar $J "$B" "${O[@]}" -rff beside-$1.json > beside-$1.log 2>&1; echo "beside $1 $(echo "$(date +%s.%N) - $s" | bc)"; }
for i in $(seq 1 12); do
  a=$((2*i-1)); b=$((2*i))
  alone $a; beside $a; beside $b; alone $b
done
kill -CONT -- -$comp; kill -- -$comp
