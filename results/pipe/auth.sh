#!/usr/bin/env bash
# What holding costs: pipe -d (plaintext held until the tag verifies) against the old jar that
# released plaintext early (BC), and openssl enc -d -aes-256-ctr (no tag) as the native reference.
# One random file of SIZE_MB MiB (default 256); each line 3 times, in turn. Run from anywhere:
#   OLD_JAR=/tmp/old-benchmarks.jar bash results/pipe/auth.sh > results/pipe/auth.txt
set -u
cd "$(dirname "$0")/../.."
jar=target/benchmarks.jar
old=${OLD_JAR:-/tmp/old-benchmarks.jar}
mb=${SIZE_MB:-256}
bytes=$((mb << 20))
dir=${TMPDIR:-/tmp}
f=$dir/cryptobench-auth-${mb}MiB.bin
[ -s "$f" ] && [ "$(stat -c %s "$f")" = "$bytes" ] || head -c "$bytes" /dev/urandom > "$f"
keyfile=$dir/cryptobench-auth.key
[ -s "$keyfile" ] || head -c 32 /dev/urandom > "$keyfile"
key=$(od -An -tx1 < "$keyfile" | tr -d ' \n')
iv=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
[ -f "$jar" ] || { echo "error: no $jar: run mvn package first" >&2; exit 2; }
[ -f "$old" ] || old=
echo "# $(date -u +%FT%TZ), $(java -version 2>&1 | head -1), $(openssl version)"
echo "# $mb MiB ($bytes bytes) of random bytes; new: $jar; old: ${old:-missing, its lines skipped}"
echo "# every provider decrypts in 4096-byte chunks; wall includes JVM start"

wall() {
  echo "$2 - $1" | bc -l | awk '{printf "%.3f", $1}'
}

trap 'rm -f "$dir"/cryptobench-auth-*.sealed' EXIT
for alg in AES-GCM ChaCha20-Poly1305; do
  java -jar $jar pipe -p SunJCE -a $alg --key-file "$keyfile" < "$f" > "$dir/cryptobench-auth-$alg.sealed" 2>/dev/null \
    || { echo "error: could not encrypt with $alg" >&2; exit 1; }
done

run() {  # pass label jar provider algorithm
  local pass=$1 label=$2 j=$3 p=$4 a=$5 chunk=4096 s e line
  s=$(date +%s.%N)
  line=$(java -jar "$j" pipe -p "$p" -a "$a" --key-file "$keyfile" --chunk $chunk -d \
           < "$dir/cryptobench-auth-$a.sealed" 2>&1 >/dev/null)
  e=$(date +%s.%N)
  echo "pass $pass: $label: $line; wall $(wall "$s" "$e") s"
}

for pass in 1 2 3; do
  for c in "SunJCE AES-GCM" "BC AES-GCM" "ACCP AES-GCM" "Conscrypt AES-GCM" "SunJCE ChaCha20-Poly1305" "BC ChaCha20-Poly1305"; do
    set -- $c
    run $pass "held $1 $2" $jar "$1" "$2"
    # The old jar released early only with BC (the others keep the message until doFinal), and it
    # sized its update array from getOutputSize on every update, which for SunJCE and Conscrypt
    # decryption grows with the message (867 s for 256 MiB): only BC's old lines mean something.
    [ -n "$old" ] && [ "$1" = BC ] && run $pass "old  $1 $2" "$old" "$1" "$2"
  done
  s=$(date +%s.%N)
  openssl enc -d -aes-256-ctr -K "$key" -iv "$iv" < "$f" > /dev/null
  e=$(date +%s.%N)
  echo "pass $pass: openssl enc -d -aes-256-ctr: $bytes bytes, no tag; wall $(wall "$s" "$e") s"
done
