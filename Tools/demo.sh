#!/usr/bin/env bash
# `make demo`: one realistic story on embedded defaults, run against the release build.
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ kbsim %s\n' "$*"; "$kbsim" "$@"; }

section "KeyboardSim $("$kbsim" --version)"

section "Hardware keyboards: key tokens → committed text (libxkbcommon + Compose)"
run press --layout fr AD11 AD03 SPCE AD11 AD11
run press --layout de TLDE AD03 SPCE LFSH+AE12 AD03
section "Text → the fewest key presses, and back"
plan=$("$kbsim" plan --layout fr "Où êtes-vous ?")
printf '$ kbsim plan --layout fr "Où êtes-vous ?"\n%s\n' "$plan"
printf '$ kbsim plan … | kbsim press --layout fr\n'
printf '%s\n' "$plan" | "$kbsim" press --layout fr
