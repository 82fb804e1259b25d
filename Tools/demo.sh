#!/usr/bin/env bash
# `make demo`: one realistic story on embedded defaults, run against the release build.
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ kbsim %s\n' "$*"; "$kbsim" "$@"; }

section "KeyboardSim $("$kbsim" --version)"

section "Keyboard avoidance: the insets that keep a sign-up field visible (iPhone 15)"
run inset examples/inset/signup-iphone15.json --format text
