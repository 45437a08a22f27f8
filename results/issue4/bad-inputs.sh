#!/usr/bin/env bash
# Must-show 4: compare on bad inputs; each must print a clear message and exit 2.
cd "$(dirname "$0")/../.."
jar=target/benchmarks.jar
tmp=$(mktemp -d)
head -c 3000 results/issue4/quick-a/jmh.json > "$tmp/truncated.json"
echo '{"benchmarks": []}' > "$tmp/not-jmh.json"
check() {
  echo "\$ compare $*"
  java -jar $jar compare "$@"
  echo "exit $?"
  echo
}
check results/issue4/quick-a/jmh.json results/issue4/missing.json
check results/issue4/nope/ results/issue4/quick-b/jmh.json
check results/issue4/quick-a/jmh.json "$tmp/not-jmh.json"
check results/issue4/quick-a/jmh.json results/issue4/quick-a/env.json
check results/issue4/quick-a/jmh.json "$tmp/truncated.json"
check results/issue4/quick-a/jmh.json results/runs/2026-11-29T20-56-18Z/openssl.json
check results/issue4/quick-a/jmh.json results/issue4/quick-b/jmh.json --threshold lots
check results/issue4/quick-a/jmh.json results/issue4/quick-b/jmh.json --confidence 1.5
rm -rf "$tmp"
