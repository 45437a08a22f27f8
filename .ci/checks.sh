# The checks .ci/run makes, sourced by it: each one ends CI with a message saying what it found. Under
# `set -e` bash ignores a failing command that is not the last of an `&&` list or that sits in an `if`
# test, so a check here never relies on either: it calls `fail`.

# fail MESSAGE...: ends CI, saying why.
fail() {
  echo "CI check failed: $*" >&2
  exit 1
}

# count PATTERN FILE: how many lines of FILE match the grep pattern; a missing FILE fails. Assign it
# (n=$(count ...)): inside a test its failure would be ignored.
count() {
  [ -f "$2" ] || fail "$2 is missing (looked for '$1')"
  grep -c -- "$1" "$2" || true
}

# number VALUE WHAT: VALUE is a whole number, else fail naming WHAT (an empty or garbled count).
number() {
  [[ "$1" =~ ^[0-9]+$ ]] || fail "$2 is '$1', not a number"
}

# has PATTERN FILE MESSAGE: FILE has a line matching the grep pattern, else fail with MESSAGE.
has() {
  [ -f "$2" ] || fail "$3 ($2 is missing)"
  grep -q -- "$1" "$2" || fail "$3 (no line matches '$1' in $2)"
}

# lacks PATTERN FILE MESSAGE: no line of FILE (which must exist) matches the grep pattern, else fail with MESSAGE.
lacks() {
  [ -f "$2" ] || fail "$3 ($2 is missing)"
  if grep -q -- "$1" "$2"; then fail "$3 (found '$1' in $2)"; fi
}

# nonempty FILE WHAT: FILE exists and is not empty.
nonempty() {
  [ -s "$1" ] || fail "$2 ($1 is missing or empty)"
}

# jdk_major JAVA: the java.specification.version of that java binary (17, 25), or fail.
jdk_major() {
  local v
  v=$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
  number "$v" "the Java version of $1"
  echo "$v"
}

# in_background NAME COMMAND...: starts COMMAND (a program or a function of .ci/run) in the background, its output in
# target/smoke/NAME.log; `finish NAME MESSAGE` waits for it. The smokes measure nothing (their figures are thrown
# away), so several run at once, one per core, skipping JMH's lock, which keeps real measurements apart.
declare -A background=()
in_background() {
  local name=$1; shift
  "$@" > "target/smoke/$name.log" 2>&1 &
  background[$name]=$!
}

# finish NAME MESSAGE: waits for the job NAME; if it failed, shows the end of its log and fails with MESSAGE.
finish() {
  wait "${background[$1]}" || { tail -60 "target/smoke/$1.log"; fail "$2"; }
}

# summary NAME: the closing summary of each JMH run in target/smoke/NAME.log (counts, unsupported reasons, files).
summary() {
  sed -n '/^cryptobench: .* trials measured, /,/^Results: /p' "target/smoke/$1.log"
}
