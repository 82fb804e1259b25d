#!/usr/bin/env bash
# Builds the package and its tests with a sanitizer and runs the test suite under it
# (docs/fuzzing.md, "Sanitizers").
#
# Usage: Tools/sanitize.sh address|thread [FILTER]
#   address  AddressSanitizer and LeakSanitizer, in .build-asan
#   thread   ThreadSanitizer, in .build-tsan
#   FILTER   a `swift test --filter` expression (default: $SANITIZE_FILTER, else every test)
#
# The `kbsim` processes that the command tests start are the instrumented build too, so the
# tool is checked as well as the libraries. Any report fails the run: AddressSanitizer stops at
# the first error, LeakSanitizer and ThreadSanitizer make the process exit non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
kind=${1:-}
filter=${2:-${SANITIZE_FILTER:-}}
case "$kind" in
  address) scratch=.build-asan ;;
  thread) scratch=.build-tsan ;;
  *) echo "usage: Tools/sanitize.sh address|thread [FILTER]" >&2; exit 2 ;;
esac

# The Swift runtime's backtracer would hold a crashing test process for a debugger; the
# sanitizers print their own reports.
export SWIFT_BACKTRACE=enable=no
# Leaks inside Foundation and XCTest are suppressed one by one, each with its reason.
export LSAN_OPTIONS="suppressions=$PWD/Tools/sanitizers/lsan.supp:print_suppressions=0"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0}

start=$(date +%s)
mkdir -p "$scratch"
if ! "$swift" build --build-tests --sanitize="$kind" --scratch-path "$scratch" >"$scratch/build.log" 2>&1; then
  # gold warns about every ASan helper it cannot export; the rest is the real error.
  grep -v "Cannot export local symbol" "$scratch/build.log" | tail -40 >&2
  exit 1
fi
built=$(date +%s)
echo "sanitize $kind: built in $((built - start)) s"

args=(test --skip-build --sanitize="$kind" --scratch-path "$scratch")
[ -n "$filter" ] && args+=(--filter "$filter")
status=0
"$swift" "${args[@]}" >"$scratch/test.log" 2>&1 || status=$?
tail -1 "$scratch/test.log"
reports=$(grep -cE "^(==[0-9]+==ERROR: |WARNING: ThreadSanitizer)" "$scratch/test.log" || true)
echo "sanitize $kind: tests ran in $(($(date +%s) - built)) s, $reports sanitizer reports," \
  "exit $status (log: $scratch/test.log)"
if [ "$status" != 0 ] || [ "$reports" != 0 ]; then
  grep -E -A12 "^(==[0-9]+==ERROR: |WARNING: ThreadSanitizer)" "$scratch/test.log" | head -60 >&2
  grep -E "✘" "$scratch/test.log" | head -20 >&2
  exit 1
fi
