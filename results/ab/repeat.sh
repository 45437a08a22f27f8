#!/usr/bin/env bash
# Runs the same ab command N times, one after another, each into results/ab/NAME/run-K (its output in
# run-K.log.gz), and tallies the verdicts into results/ab/NAME/summary.md. Refuses a NAME folder that exists.
# Usage: bash results/ab/repeat.sh NAME N [ab options and -- JMH options]
#   bash results/ab/repeat.sh aa-2026-11-30 10
#   bash results/ab/repeat.sh plus5-2026-11-30 10 --base-cp /tmp/abtest/abtest-0.jar --new-cp /tmp/abtest/abtest-20.jar \
#     -- -p provider=abtest.AbTestProvider
set -euo pipefail
cd "$(dirname "$0")/../.."
name="${1:?usage: repeat.sh NAME N [ab args...]}"; n="${2:?usage: repeat.sh NAME N [ab args...]}"; shift 2
out="results/ab/$name"
[ -e "$out" ] && { echo "$out exists: runs are never overwritten; choose another NAME"; exit 2; }
mkdir -p "$out"
{
  echo "# ab, $n runs: $name"
  echo
  echo "Command: \`java -jar target/benchmarks.jar ab -o $out/run-K $*\`"
  echo "Jar: target/benchmarks.jar, git $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src pom.xml || echo ' (with uncommitted changes)'); started $(date -u +%FT%TZ)"
  echo
  echo "| run | exit | seconds | regressed | improved | unchanged | undecided | failed |"
  echo "|---|---|---|---|---|---|---|---|"
} > "$out/summary.md"
for k in $(seq 1 "$n"); do
  start=$(date +%s)
  set +e
  java -jar target/benchmarks.jar ab -o "$out/run-$k" "$@" > "$out/run-$k.log" 2>&1
  code=$?
  set -e
  secs=$(( $(date +%s) - start ))
  md="$out/run-$k/comparison.md"
  count() { grep -c "^| $1 |" "$md" 2>/dev/null || true; }
  echo "| $k | $code | $secs | $(count regressed) | $(count improved) | $(count unchanged) | $(count undecided) | $(count failed) |" >> "$out/summary.md"
  gzip -9 "$out/run-$k.log"
  tail -1 "$out/summary.md"
done
{
  echo
  echo "Rows of every run (verdict, row, change, interval, level, rounds):"
  echo
  for k in $(seq 1 "$n"); do
    grep -E '^\| (regressed|improved|unchanged|undecided|failed|unsupported) \|' "$out/run-$k/comparison.md" 2>/dev/null \
      | awk -F'|' -v k="$k" '{printf "- run %s:%s|%s|%s|%s|%s|%s\n", k, $2, $3, $4, $5, $6, $7}'
  done
} >> "$out/summary.md"
echo "summary: $out/summary.md"
