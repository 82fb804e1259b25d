#!/usr/bin/env bash
# Renders the sign-up example's HTML coverage report in headless Chromium and saves the
# screenshot the README shows: docs/images/coverage-report.png.
# Usage: Tools/coverage-screenshot.sh [path/to/kbsim]
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}
[ -n "$browser" ] || { echo "coverage-screenshot: no chromium on the PATH (make deps installs it)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$kbsim" coverage report examples/coverage/signup.jsonl --model examples/coverage/signup-model.json \
  --constraints examples/coverage/signup-rules.json --format html --output "$work/report.html"
mkdir -p docs/images
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$work/profile" --window-size=1280,1500 \
  --screenshot="$PWD/docs/images/coverage-report.png" "file://$work/report.html" 2>/dev/null
echo "wrote docs/images/coverage-report.png"
