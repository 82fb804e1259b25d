#!/bin/sh
# Measures kbsim on big and hostile inputs at two sizes (wall time and peak memory from
# /usr/bin/time), for the README's table: linear time shows as the time doubling with the size,
# bounded memory as the peak staying put. Usage: Tools/measure-big-inputs.sh [KBSIM] [SCALE]
# (SCALE 1 = the sizes docs/limits.md reports: 100 MB texts and scripts, 10⁶ lines and fields; 0.1 for a
# quicker look).
set -eu
KBSIM=${1:-.build/release/kbsim}
SCALE=${2:-1}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

generate() { # kind size file
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
kind, size, path = sys.argv[1], int(float(sys.argv[2])), sys.argv[3]
with open(path, 'w') as out:
    if kind == 'text':  # prose, 80-character lines
        line = 'the quick brown fox jumps over the lazy dog and types a long text today\n'
        out.write(line * (size // len(line)))
    elif kind == 'press':  # key tokens, one walk per line
        out.write('AC01 LFSH+AC02 AB05 AE01\n' * size)
    elif kind == 'script':  # a simulation script: the keyboard shown and hidden, and waits
        steps = '{"focus":"name"},{"resign":true},' + '{"wait":0.5},' * 50
        count = size // len(steps)
        out.write('{"device":"iphone-15","ios":"17","fields":{"name":{"frame":'
                  '{"x":16,"y":380,"width":361,"height":34}}},"steps":[')
        out.write(steps * count + '{"wait":1}]}')
    elif kind == 'nesting':
        out.write('[' * size + ']' * size)
    elif kind == 'form':  # lint form of `size` fields
        out.write('{"fields":[')
        out.write(','.join('{"name":"f%d","traits":{"keyboardType":"emailAddress"}}' % i
                           for i in range(size)))
        out.write(']}')
PY
}

measure() { # label input-bytes command...
  label=$1; shift
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >"$WORK/out" 2>"$WORK/err" && status=0 || status=$?
  set -- $(cat "$WORK/time" | tail -1)
  printf '| %s | %s s | %s MiB | exit %s, %s output bytes |\n' "$label" "$1" "$(($2 / 1024))" \
    "$status" "$(wc -c <"$WORK/out" | tr -d ' ')"
}

mb() { python3 -c "print(int($1 * $SCALE * 1000000))"; }
n() { python3 -c "print(int($1 * $SCALE))"; }

echo "| input | wall | peak memory | result |"
echo "|---|---|---|---|"
for size in 50 100; do
  generate text "$(mb $size)" "$WORK/text"
  measure "type, $(mb $size) bytes, autocorrection on" "$KBSIM" type - <"$WORK/text"
  measure "plan --layout us, $(mb $size) bytes" "$KBSIM" plan --layout us <"$WORK/text"
done
for size in 50 100; do
  generate script "$(mb $size)" "$WORK/script.json"
  measure "simulate, $(mb $size)-byte script" "$KBSIM" simulate "$WORK/script.json"
done
for size in 500000 1000000; do
  generate press "$(n $size)" "$WORK/press"
  measure "press --layout us, $(n $size) lines" "$KBSIM" press --layout us <"$WORK/press"
done
for size in 500000 1000000; do
  generate form "$(n $size)" "$WORK/form.json"
  measure "lint, $(n $size)-field form" "$KBSIM" lint --traits "$WORK/form.json"
done
generate nesting 100000 "$WORK/deep.json"
measure "simulate, 10⁵ nested arrays" "$KBSIM" simulate "$WORK/deep.json"
sed -n 1p "$WORK/err"
