#!/usr/bin/env bash
# Runs every libFuzzer target of a build tree for SECONDS each, JOBS at a time, and reports in the
# targets' order (the Makefile's `make fuzz` and `make fuzz-smoke`):
#
#   scripts/fuzz_run.sh TREE SECONDS JOBS MAX_LEN MAX_LEN_MOVE
#
# TREE holds the targets (TREE/tests/fuzz/fuzz_*) and gets, per target, a log (TREE/fuzz_<name>.log),
# a corpus of new inputs (TREE/corpus/fuzz_<name>/) and any finding (TREE/crashes/fuzz_<name>-*).
# Each target reads the committed seeds (tests/fuzz/seeds/<name>/, never written to) and the seeds
# at the size limits (TREE/limit-seeds/<name>/, scripts/fuzz_limit_seeds.sh). A target is given
# inputs up to MAX_LEN bytes, MAX_LEN_MOVE for the *_move targets. UBSan halts on the first error
# (ASan always does). Exits 1 when any target found a problem (or failed to run), after printing
# that target's whole log; the other targets still finish their runs first, so one report covers all.
set -euo pipefail
tree=${1:?usage: fuzz_run.sh TREE SECONDS JOBS MAX_LEN MAX_LEN_MOVE}
seconds=${2:?}
jobs=${3:?}
max_len=${4:?}
max_len_move=${5:?}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

targets=("$tree"/tests/fuzz/fuzz_*)
[ -x "${targets[0]}" ] || { echo "fuzz_run.sh: no fuzz targets in $tree/tests/fuzz" >&2; exit 1; }
mkdir -p "$tree/crashes"
bash "$repo/scripts/fuzz_limit_seeds.sh" "$tree/limit-seeds"

# One target: its run, its log, and its exit status in <log>.status (read after all have finished).
run_one() {
  local f=$1 name corpus log len
  name=$(basename "$f")
  corpus=$tree/corpus/$name
  log=$tree/$name.log
  mkdir -p "$corpus"
  case $name in *_move) len=$max_len_move ;; *) len=$max_len ;; esac
  local seeds=("$repo/tests/fuzz/seeds/${name#fuzz_}")
  [ -d "$tree/limit-seeds/${name#fuzz_}" ] && seeds+=("$tree/limit-seeds/${name#fuzz_}")
  local status=0
  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 "$f" -max_total_time="$seconds" -max_len="$len" \
    -print_final_stats=1 -print_coverage=0 -artifact_prefix="$tree/crashes/$name-" \
    "$corpus" "${seeds[@]}" >"$log" 2>&1 || status=$?
  echo "$status" >"$log.status"
  echo "   $name finished (exit status $status)"
}
export -f run_one
export tree seconds max_len max_len_move repo

rm -f "$tree"/fuzz_*.log.status
printf '== %d fuzz targets, %s s each, %s at a time (inputs up to %s bytes, %s for *_move)\n' \
  "${#targets[@]}" "$seconds" "$jobs" "$max_len" "$max_len_move"
# xargs starts a new target as soon as one ends; run_one never fails, so xargs runs them all.
printf '%s\0' "${targets[@]}" | xargs -0 -n 1 -P "$jobs" bash -c 'run_one "$1"' run_one

failed=()
for f in "${targets[@]}"; do
  name=$(basename "$f")
  log=$tree/$name.log
  status=$(cat "$log.status" 2>/dev/null || echo "no status")
  if [ "$status" = 0 ]; then
    echo "== $name"
    grep -E '^#[0-9]+.*DONE|cov:|stat::number_of_executed_units' "$log" | tail -n 3 || true
  else
    echo "== $name: exit status $status"
    cat "$log"
    echo "$name found a problem: the input is under $tree/crashes/"
    failed+=("$name")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "== fuzz targets that failed: ${failed[*]}"
  exit 1
fi
