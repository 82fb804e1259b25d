#!/usr/bin/env bash
# `make demo`: one realistic story on embedded defaults, run against the release build.
# A sign-up form (name, email, password, one-time code) on an iPhone 15 with iOS 17.
set -euo pipefail
kbsim=${1:-.build/release/kbsim}
section() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
run() { printf '$ kbsim %s\n' "$*"; "$kbsim" "$@"; }
# The fields typed in section 2 are recorded here for the coverage of section 7.
record=.build/demo/signup-typed.jsonl
mkdir -p .build/demo && rm -f "$record"

section "KeyboardSim $("$kbsim" --version): a sign-up form on an iPhone 15, iOS 17"

section "1. Lint the form's traits (examples/lint/signup.json)"
# Exit status 1 means error-level findings: expected here, the form has realistic mistakes.
run lint --traits examples/lint/signup.json || true

section "2. Type each field: what its traits do to the text (kbsim type)"
# Name: words capitalized. Email: UIKit's default .sentences capitalizes the first letter (lint on
# stderr says why), then the same address with the fixed traits. Password: bullets, the last
# character visible for 2 s. One-time code: a number pad.
# Each field's final traits are recorded (--record) for section 7.
run type --content-type name --autocapitalization words --return-key next --field name \
  --record "$record" "jane appleseed"
run type --keyboard-type emailAddress jane@example.com
run type --keyboard-type emailAddress --autocapitalization none --autocorrection no \
  --content-type emailAddress --return-key next --field email --record "$record" jane@example.com
run type --secure --content-type newPassword --autocorrection no --spell-checking no \
  --return-key done --field password --record "$record" --format json "Tr0ub4dor&3"
run type --keyboard-type numberPad --content-type oneTimeCode --field code --record "$record" \
  472913

section "3. Delegate calls, control events and notifications with the keyboard's, as focus moves (kbsim simulate)"
# Each focus asks the new field's delegate first, then the old one's; the old field's end events
# come before the new one's begin events. Name → email → password share a 336 pt keyboard: iOS 17
# posts nothing between them. The code field's number pad with a 44 pt toolbar changes the
# height, so the show sequence comes again, after the field's begin events.
run simulate examples/simulate/signup-iphone15.json --format text

section "3b. Typing through the delegates: Return moves on, a paste too long is refused (kbsim simulate)"
# Every key is a shouldChangeCharactersIn question with its UTF-16 range; here only the answers
# that change the story and the keyboard's lines are kept. The secure field clears its old text
# on the first keystroke; the code field's delegate refuses 7 digits (maxLength 6).
printf '$ kbsim simulate examples/simulate/signup-fields-iphone15.json --events delegate,keyboard,typed --format text | grep -v "shouldChangeCharactersIn.*→ true  text"\n'
"$kbsim" simulate examples/simulate/signup-fields-iphone15.json --events delegate,keyboard,typed \
  --format text | grep -v "shouldChangeCharactersIn.*→ true  text" || true

section "4. The insets that keep the focused field above the keyboard (kbsim simulate | kbsim inset)"
# The moment the code field is focused: its frame and the keyboard's frame go to the inset
# calculator, the screen from the device catalog.
printf '$ kbsim simulate examples/simulate/signup-fields-iphone15.json --scenario --at 10.5 | kbsim inset - --format text\n'
"$kbsim" simulate examples/simulate/signup-fields-iphone15.json --scenario --at 10.5 \
  | "$kbsim" inset - --format text
run inset examples/inset/signup-iphone15.json --format text

section "5. Underneath: libxkbcommon hardware keyboards, dead keys and Compose (kbsim press)"
run press --layout fr AD11 AD03 SPCE AD11 AD11
run press --layout de TLDE AD03 SPCE LFSH+AE12 AD03
section "6. Text → the fewest key presses, and back (kbsim plan | kbsim press)"
plan=$("$kbsim" plan --layout fr "Où êtes-vous ?")
printf '$ kbsim plan --layout fr "Où êtes-vous ?"\n%s\n' "$plan"
printf '$ kbsim plan … | kbsim press --layout fr\n'
printf '%s\n' "$plan" | "$kbsim" press --layout fr

section "7. Every text field of a sample app, with its declared traits (kbsim scan)"
# examples/scan: a storyboard, a xib, UIKit and SwiftUI Swift and Objective-C, with typical
# mistakes. The .xcloc localization copy is skipped and counted.
run scan examples/scan
section "8. The same fields linted per form (exit status 1: the app has an error-level finding)"
run scan examples/scan --lint || true

section "9. Trait coverage of the fields typed in section 2, and the plan that completes it"
# Against the sign-up form's trait model and iOS's rules plus the form's own
# (examples/coverage): which values and pairs the four typed fields exercised, then the fewest
# configurations that cover every valid pair they missed (kbsim coverage run types into them).
model=(--model examples/coverage/signup-model.json --constraints examples/coverage/signup-rules.json)
run coverage report "$record" "${model[@]}" --missing-limit 8
run coverage plan --seed-from "$record" "${model[@]}" --format text
