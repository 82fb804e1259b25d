#!/usr/bin/env bash
# Installs the word-frequency lists the autocorrector's prior comes from: the `wordfreq`
# package from PyPI (pinned) in its own virtual environment, exported as one
# `word<TAB>frequency` file per language into the data directory
#   ${KBSIM_WORD_FREQUENCIES:-${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/word-frequencies}
# Idempotent: does nothing when every list is there. Needs python3 with venv (apt python3-venv).
# Usage: Tools/install-word-frequencies.sh [LANGUAGE...]   (default: en de fr)
set -euo pipefail
WORDFREQ_VERSION=3.1.1
data="${XDG_DATA_HOME:-$HOME/.local/share}/kbsim"
out="${KBSIM_WORD_FREQUENCIES:-$data/word-frequencies}"
languages=("$@")
[ ${#languages[@]} -eq 0 ] && languages=(en de fr)
missing=()
for language in "${languages[@]}"; do
  [ -s "$out/$language.tsv" ] || missing+=("$language")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v python3 >/dev/null 2>&1; then
  echo "install-word-frequencies: python3 is missing; the corrector ranks without frequencies" >&2
  exit 0
fi
venv="$data/wordfreq-$WORDFREQ_VERSION"
if [ ! -x "$venv/bin/python" ]; then
  echo "install-word-frequencies: installing wordfreq $WORDFREQ_VERSION from PyPI into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "wordfreq==$WORDFREQ_VERSION"
fi
mkdir -p "$out"
"$venv/bin/python" "$(dirname "$0")/word-frequencies.py" "$out" "${missing[@]}"
