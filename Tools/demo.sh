#!/usr/bin/env bash
# `make demo`: one realistic story on embedded defaults, run against the release build.
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ kbsim %s\n' "$*"; "$kbsim" "$@"; }

section "KeyboardSim $("$kbsim" --version)"

section "Typing a sign-up form, field by field (kbsim type)"
# The same person types each field; its traits change what the field commits, and lint (on
# stderr) says why. Name: words capitalized. Email: the default .sentences capitalizes the first
# letter, then the fixed traits. Password: bullets, the last character visible for 2 s.
# One-time code: a number pad.
run type --content-type name --autocapitalization words "jane appleseed"
run type --keyboard-type emailAddress jane@example.com
run type --keyboard-type emailAddress --autocapitalization none --autocorrection no \
  --content-type emailAddress jane@example.com
run type --secure --content-type newPassword --autocorrection no --spell-checking no \
  --format json "Tr0ub4dor&3"
run type --keyboard-type numberPad --content-type oneTimeCode 472913

section "Lint the sign-up form's traits (examples/lint/signup.json)"
# Exit status 1 means error-level findings: expected here, the form has realistic mistakes.
run lint --traits examples/lint/signup.json || true

section "Hardware keyboards: key tokens → committed text (libxkbcommon + Compose)"
run press --layout fr AD11 AD03 SPCE AD11 AD11
run press --layout de TLDE AD03 SPCE LFSH+AE12 AD03
section "Text → the fewest key presses, and back"
plan=$("$kbsim" plan --layout fr "Où êtes-vous ?")
printf '$ kbsim plan --layout fr "Où êtes-vous ?"\n%s\n' "$plan"
printf '$ kbsim plan … | kbsim press --layout fr\n'
printf '%s\n' "$plan" | "$kbsim" press --layout fr
section "Keyboard avoidance: the insets that keep a sign-up field visible (iPhone 15)"
run inset examples/inset/signup-iphone15.json --format text
section "Keyboard notifications as focus moves through a sign-up form (iPhone 15, iOS 17)"
run simulate examples/simulate/signup-iphone15.json --format text
