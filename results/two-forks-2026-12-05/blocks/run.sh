#!/usr/bin/env bash
# Two forks at once vs one: same trials, blocks alternate sequential / two pinned JMH processes.
set -u
# Ran from /work/data/par with a copy of target/benchmarks.jar built from commit 3d46907 (J below).
J=/work/data/par/jar-3d46907.jar
B='cryptobench\.bench\.AesGcm\.encrypt$'
O=(-p provider=SunJCE,ACCP -p keyBits=256 -p dataSize=16384 -f 5 -wi 1 -w 200ms -i 5 -r 100ms -rf json)
for blk in 1 2 3; do
  s=$(date +%s.%N)
  java -jar $J "$B" "${O[@]}" -rff seq-$blk.json > seq-$blk.log 2>&1
  e=$(date +%s.%N); echo "seq $blk $(echo "$e - $s" | bc)"
  s=$(date +%s.%N)
  taskset -c 0 java -Djmh.ignoreLock=true -jar $J "$B" "${O[@]}" -rff par0-$blk.json > par0-$blk.log 2>&1 &
  taskset -c 1 java -Djmh.ignoreLock=true -jar $J "$B" "${O[@]}" -rff par1-$blk.json > par1-$blk.log 2>&1 &
  wait
  e=$(date +%s.%N); echo "par $blk $(echo "$e - $s" | bc)"
done
