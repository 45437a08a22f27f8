#!/usr/bin/env bash
# The 12 runs of this history, one after the other, nothing else measuring: AES-256-GCM and AES-256-CTR
# encrypt and decrypt, SunJCE and ACCP, 16 KiB, the gate profile's iterations, 2 forks. Runs 07-12 add
# -XX:-UseGHASHIntrinsics to every fork: the change made on purpose (SunJCE's GCM loses its GHASH
# intrinsic; its CTR rows and every ACCP row should not move).
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=results/history/2026-12-02-ghash
for i in $(seq -w 1 12); do
  extra=()
  if [ "$i" -ge 7 ]; then
    extra=(-jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:-UseGHASHIntrinsics")
  fi
  java -jar target/benchmarks.jar run --profile gate --no-native -o "$here/run-$i" -- \
    "cryptobench\.bench\.(AesGcm|AesCtr)\.(encrypt|decrypt)$" -p provider=SunJCE,ACCP -p keyBits=256 -p dataSize=16384 -f 2 \
    "${extra[@]}"
done
