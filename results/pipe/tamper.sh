#!/usr/bin/env bash
# pipe -d on damaged input, every provider x AEAD algorithm: how many plaintext bytes reach stdout.
# 1 MiB of random bytes encrypted by pipe with the same provider, then: one flipped byte in the
# middle, a wrong key, the ciphertext cut in the middle, cut 1 byte short, cut to the nonce alone.
# The new jar (target/benchmarks.jar) and, when OLD_JAR names one, the jar before holding.
#   OLD_JAR=/tmp/old-benchmarks.jar bash results/pipe/tamper.sh > results/pipe/tamper.txt
set -u
cd "$(dirname "$0")/../.."
jar=target/benchmarks.jar
old=${OLD_JAR:-}
[ -n "$old" ] && [ ! -f "$old" ] && old=
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
head -c 1048576 /dev/urandom > "$dir/in"
head -c 32 /dev/urandom > "$dir/key"
head -c 32 /dev/urandom > "$dir/wrong"
echo "# $(date -u +%FT%TZ), $(java -version 2>&1 | head -1); 1048576-byte input; new: $jar; old: ${old:-not run}"
printf '%-10s %-18s %-13s %-18s %s\n' provider algorithm case new old
for a in AES-GCM AES-EAX AES-GCM-SIV ChaCha20-Poly1305; do
  for p in SunJCE BC Conscrypt ACCP; do
    if ! java -jar $jar pipe -p $p -a $a --key-file "$dir/key" < "$dir/in" > "$dir/sealed" 2> "$dir/enc.err"; then
      printf '%-10s %-18s %s\n' $p $a "not offered: $(head -1 "$dir/enc.err")"
      continue
    fi
    n=$(stat -c %s "$dir/sealed")
    nonce=$([ $a = AES-EAX ] && echo 16 || echo 12)
    cp "$dir/sealed" "$dir/flipped"
    byte=$(od -An -tu1 -j $((n / 2)) -N 1 "$dir/sealed" | tr -d ' ')
    printf "$(printf '\\%03o' $(( byte ^ 1 )))" | dd of="$dir/flipped" bs=1 seek=$((n / 2)) conv=notrunc 2>/dev/null
    head -c $((n / 2)) "$dir/sealed" > "$dir/cut-middle"
    head -c $((n - 1)) "$dir/sealed" > "$dir/cut-1"
    head -c $nonce "$dir/sealed" > "$dir/nonce-only"
    for c in intact:sealed:key flipped-byte:flipped:key wrong-key:sealed:wrong cut-middle:cut-middle:key \
             cut-1-byte:cut-1:key nonce-only:nonce-only:key; do
      IFS=: read -r label file k <<< "$c"
      results=()
      for j in $jar $old; do
        java -jar "$j" pipe -p $p -a $a --key-file "$dir/$k" -d < "$dir/$file" > "$dir/out" 2> /dev/null
        code=$?
        results+=("exit $code, $(stat -c %s "$dir/out") B")
      done
      printf '%-10s %-18s %-13s %-18s %s\n' $p $a $label "${results[0]}" "${results[1]:-}"
    done
  done
done
