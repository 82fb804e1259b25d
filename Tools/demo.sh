#!/usr/bin/env bash
# `make demo`: one realistic story on embedded defaults, run against the release build.
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ kbsim %s\n' "$*"; "$kbsim" "$@"; }

section "KeyboardSim $("$kbsim" --version)"

section "Lint the sign-up form's traits (examples/lint/signup.json)"
# Exit status 1 means error-level findings: expected here, the form has realistic mistakes.
run lint --traits examples/lint/signup.json || true
