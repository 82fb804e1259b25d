#!/usr/bin/env bash
# Builds kbsim-fuzz with libFuzzer and AddressSanitizer and runs fuzz targets (docs/fuzzing.md).
#
# Usage: Tools/fuzz.sh [--seconds N] [--seed N] [--build-only] [TARGET...]
#   --seconds N   how long each target runs (default: $FUZZ_SECONDS, else 60)
#   --seed N      libFuzzer's random seed (default: 0, a new seed each run); the smoke test of
#                 `make test` passes one, so that a CI run mutates the same way every time
#   --build-only  build and make the seed corpora and dictionaries, fuzz nothing
#   TARGET...     the targets to run (default: all; `kbsim-fuzz --list` names them)
#
# Folders (all under .build-fuzz/, which git ignores):
#   seeds/<target>/       the seed corpus, made afresh from examples/, Layouts/ and the tests'
#                         fixtures on every run; seeds/<target>.dict its dictionary
#   corpus/<target>/      what libFuzzer found interesting; kept between runs, so that longer
#                         runs build on shorter ones
#   crashes/<target>/     crash-*, timeout-*, leak-*, oom-* inputs
#   logs/<target>.log     libFuzzer's output of the last run
# Exits 1 when a target found something; the inputs are listed with the command that replays
# them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
seconds=${FUZZ_SECONDS:-60}
seed=0
build_only=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --build-only) build_only=1; shift ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done

scratch=.build-fuzz
mkdir -p "$scratch/logs"
# One build for every target: the whole package instrumented for coverage (-sanitize=fuzzer)
# and checked by AddressSanitizer; KBSIM_FUZZ hands main over to libFuzzer.
build_log="$scratch/logs/build.log"
if ! "$swift" build -c debug --product kbsim-fuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DKBSIM_FUZZ >"$build_log" 2>&1; then
  # gold warns about every ASan helper it cannot export; the rest is the real error.
  grep -v "Cannot export local symbol" "$build_log" | tail -40 >&2
  exit 1
fi
binary="$scratch/debug/kbsim-fuzz"

# The Swift runtime's backtracer would catch a crash before libFuzzer saves the input (and
# hold the process for a debugger). No leak checks: Foundation's XMLParser leaks a string per
# malformed document, and checking after each such input makes scan-xml 25 times slower;
# `make sanitize` checks leaks over the test suite instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

rm -rf "$scratch/seeds"
"$binary" --seeds . "$scratch/seeds" >"$scratch/logs/seeds.log"
[ "$build_only" = 1 ] && exit 0

if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <("$binary" --list | cut -d' ' -f1)
fi

found=()
for target in "${targets[@]}"; do
  mkdir -p "$scratch/corpus/$target" "$scratch/crashes/$target"
  log="$scratch/logs/$target.log"
  start=$(date +%s)
  status=0
  "$binary" "$target" -max_total_time="$seconds" -seed="$seed" -timeout=20 -rss_limit_mb=2048 \
    -dict="$scratch/seeds/$target.dict" -artifact_prefix="$scratch/crashes/$target/" \
    -print_final_stats=1 "$scratch/corpus/$target" "$scratch/seeds/$target" >"$log" 2>&1 \
    || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  corpus=$(find "$scratch/corpus/$target" -type f | wc -l)
  echo "fuzz: $target: ${runs:-0} runs in $(($(date +%s) - start)) s, corpus $corpus, exit $status"
  if [ "$status" != 0 ]; then
    grep -E "^kbsim-fuzz: |ERROR: |SUMMARY: |Test unit written" "$log" | head -8 | sed 's/^/  /'
    found+=("$target")
  fi
done

if [ ${#found[@]} -gt 0 ]; then
  echo "fuzz: found something in: ${found[*]}" >&2
  echo "  replay:   $binary TARGET $scratch/crashes/TARGET/crash-…" >&2
  echo "  minimise: $binary TARGET -minimize_crash=1 -runs=10000 $scratch/crashes/TARGET/crash-…" >&2
  echo "  keep it:  copy it to Tests/FuzzTargetsTests/Fixtures/fuzz-regressions/TARGET/" >&2
  exit 1
fi
