#!/usr/bin/env bash
# `make demo`: one realistic story on embedded defaults, run against the release build.
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ kbsim %s\n' "$*"; "$kbsim" "$@"; }

section "KeyboardSim $("$kbsim" --version)"

section "Keyboard notifications as focus moves through a sign-up form (iPhone 15, iOS 17)"
run simulate examples/simulate/signup-iphone15.json --format text
