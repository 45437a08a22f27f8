#!/usr/bin/env bash
# pipe mode against openssl enc on one 1 GiB file of random bytes; each line twice, in turn.
# Writes to stdout: bash results/pipe/make.sh > results/pipe/pipe-<date>.txt (a new file each run).
set -u
cd "$(dirname "$0")/../.."
jar=target/benchmarks.jar
f=${TMPDIR:-/tmp}/cryptobench-1GiB.bin
[ -s "$f" ] || head -c 1073741824 /dev/urandom > "$f"
key=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
iv=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
echo "# $(date -u +%FT%TZ), $(java -version 2>&1 | head -1), $(openssl version)"
for pass in 1 2; do
  for c in "SunJCE AES-GCM 4096" "SunJCE AES-GCM 65536" "ACCP AES-GCM 4096" "BC AES-GCM 4096" \
           "SunJCE AES-CTR 4096" "Conscrypt AES-CTR 4096" "ACCP AES-CBC-PKCS5 4096" "SunJCE ChaCha20-Poly1305 4096"; do
    set -- $c
    java -jar $jar pipe -p "$1" -a "$2" --chunk "$3" < "$f" 2>&1 >/dev/null | sed "s/^/pass $pass: /"
  done
  # Until 2026-11-30 pipe sized its update array with getOutputSize before every update, which for
  # Conscrypt's AEAD ciphers counts all they keep until doFinal: that, not Conscrypt, made 16 MiB
  # take 6 to 8 s in the first run (pipe.txt). It runs on the whole file now.
  java -jar $jar pipe -p Conscrypt -a AES-GCM < "$f" 2>&1 >/dev/null | sed "s/^/pass $pass: /"
  for alg in aes-256-ctr chacha20; do
    s=$(date +%s.%N)
    if [ "$alg" = chacha20 ]; then openssl enc -$alg -K "$key" -iv "$iv" < "$f" > /dev/null
    else openssl enc -$alg -K "$key" -iv "$iv" < "$f" > /dev/null; fi
    e=$(date +%s.%N)
    echo "pass $pass: openssl enc -$alg: 1073741824 bytes in $(echo "$e - $s" | bc -l | cut -c1-6) s (wall, includes process start)"
  done
done
