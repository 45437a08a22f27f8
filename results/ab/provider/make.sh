#!/usr/bin/env bash
# Builds the ab test provider once per rate of extra work, identical otherwise:
#   abtest-0.jar (never), abtest-1.jar (+100%: one extra encryption every call, CI's seeded regression),
#   abtest-5.jar (+20%: one extra encryption every 5th call), abtest-10.jar (+10%), abtest-20.jar (+5%),
#   abtest-40.jar (+2.5%).
# Usage: bash results/ab/provider/make.sh OUT_DIR [EVERY...]   (EVERY: 0 1 5 10 20 40, default all; needs
# javac; the classes use only the JDK)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:?usage: make.sh OUT_DIR [EVERY...]}"
shift
builds=("$@")
if [ "${#builds[@]}" -eq 0 ]; then builds=(0 1 5 10 20 40); fi
mkdir -p "$out"
for every in "${builds[@]}"; do
  src="$(mktemp -d)"
  mkdir -p "$src/abtest" "$src/classes"
  cp "$here/abtest/AbTestProvider.java" "$src/abtest/"
  value="${every}L"; [ "$every" = 0 ] && value="Long.MAX_VALUE"
  sed "s/static final long EXTRA_EVERY = Long.MAX_VALUE;/static final long EXTRA_EVERY = $value;/" "$here/abtest/GcmSpi.java" > "$src/abtest/GcmSpi.java"
  grep -q "EXTRA_EVERY = $value;" "$src/abtest/GcmSpi.java"
  javac --release 17 -d "$src/classes" "$src"/abtest/*.java
  jar --create --file "$out/abtest-$every.jar" -C "$src/classes" .
  rm -rf "$src"
done
ls -l "$out"/abtest-*.jar
