#!/usr/bin/env bash
# Interleaved test of -XX:ObjectAlignmentInBytes=64 against the default: R rounds, each one JMH run of
# 4 forks per provider with the default, then one with the flag (the order alternates by round).
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:?usage: align.sh OUT_DIR [ROUNDS]}"; rounds="${2:-3}"
[ -e "$out" ] && { echo "$out exists"; exit 2; }
mkdir -p "$out"
common=(AesGcm.encrypt -p provider=ACCP,Conscrypt,SunJCE,BC -p keyBits=256 -p dataSize=16384 -f 4 -wi 2 -w 200ms -i 3 -r 200ms)
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) -eq 1 ]; then order="def al64"; else order="al64 def"; fi
  for v in $order; do
    extra=(); [ "$v" = al64 ] && extra=(-jvmArgsAppend "-XX:ObjectAlignmentInBytes=64")
    echo "round $r $v $(date -u +%T)"
    java -jar target/benchmarks.jar "${common[@]}" "${extra[@]}" -rf json -rff "$out/r$r-$v.json" > "$out/r$r-$v.log" 2>&1
  done
done
gzip -9 "$out"/*.log
echo done $(date -u +%T)
