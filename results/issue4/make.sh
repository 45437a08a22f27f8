#!/usr/bin/env bash
# The runs behind issue 4's must-show figures, in the order they were made (see README.md here).
set -u
cd "$(dirname "$0")/../.."
jar=target/benchmarks.jar
out=results/issue4
stamp() { date -u +%H:%M:%S; }

echo "$(stamp) == 1. two back-to-back quick runs, then compare"
/usr/bin/time -f "wall %e s" java -jar $jar run --profile quick -o $out/quick-a > $out/quick-a.log 2>&1
/usr/bin/time -f "wall %e s" java -jar $jar run --profile quick -o $out/quick-b > $out/quick-b.log 2>&1
java -jar $jar compare $out/quick-a/jmh.json $out/quick-b/jmh.json > $out/compare-a-b.md 2>&1
echo "compare exit $?" | tee -a $out/compare-a-b.md

echo "$(stamp) == 2. quick run with the default variant's intrinsics off (-jvmArgsAppend), compared with a normal run"
/usr/bin/time -f "wall %e s" java -jar $jar run --profile quick -o $out/quick-intrinsics-off -- -jvmArgsAppend \
  "-XX:+UnlockDiagnosticVMOptions -XX:+IgnoreUnrecognizedVMOptions -XX:-UseAES -XX:-UseAESIntrinsics -XX:-UseAESCTRIntrinsics -XX:-UseGHASHIntrinsics -XX:-UseChaCha20Intrinsics -XX:-UsePoly1305Intrinsics" \
  > $out/quick-intrinsics-off.log 2>&1
java -jar $jar compare $out/quick-a/jmh.json $out/quick-intrinsics-off/jmh.json > $out/compare-a-intrinsics-off.md 2>&1
echo "compare exit $?" | tee -a $out/compare-a-intrinsics-off.md

echo "$(stamp) == 3. a quick run killed with SIGKILL half-way, then resumed"
setsid java -jar $jar run --profile quick -o $out/quick-killed > $out/quick-killed.log 2>&1 &
pid=$!
sleep 150
echo "$(stamp) killing process group $pid: $(ls $out/quick-killed/trials | wc -l) trial files on disk" | tee -a $out/quick-killed.log
kill -9 -- -"$pid"
wait "$pid" 2>/dev/null
echo "$(stamp) after the kill: $(grep -c '"benchmark"' $out/quick-killed/jmh.json) rows in jmh.json" | tee -a $out/quick-killed.log
/usr/bin/time -f "wall %e s" java -jar $jar run --resume $out/quick-killed > $out/quick-killed-resume.log 2>&1
echo "resume exit $?" | tee -a $out/quick-killed-resume.log
echo "$(stamp) done"
