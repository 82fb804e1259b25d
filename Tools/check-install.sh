#!/usr/bin/env bash
# `make install PREFIX=…` end to end, as a user runs it: installs the debug build into a
# temporary prefix, moves the whole tree elsewhere, and runs the moved kbsim (which must find
# its own copy of Layouts/), its man page and its completions; then uninstalls.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
start=$(date +%s)
make --no-print-directory install PREFIX="$root/first" INSTALL_CONFIGURATION=debug SWIFT="$swift" \
  >"$root/install.log" 2>&1 || {
  cat "$root/install.log" >&2
  echo "check-install: make install failed" >&2
  exit 1
}
mv "$root/first" "$root/moved"
kbsim="$root/moved/bin/kbsim"
fail() { echo "check-install: $*" >&2; exit 1; }
[ "$(cd / && "$kbsim" type hi)" = "Hi" ] || fail "the moved kbsim does not type"
[ "$(cd / && "$kbsim" devices | head -1 | cut -c1-2)" = "id" ] || fail "the moved kbsim finds no devices"
[ -s "$root/moved/share/man/man1/kbsim.1" ] || fail "no man page"
grep -q '^\.Dt KBSIM 1' "$root/moved/share/man/man1/kbsim.1" || fail "the man page is not kbsim's"
for completion in share/bash-completion/completions/kbsim share/zsh/site-functions/_kbsim \
  share/fish/vendor_completions.d/kbsim.fish; do
  [ -s "$root/moved/$completion" ] || fail "no $completion"
done
Tools/install.sh uninstall "$root/moved" >/dev/null
[ ! -e "$kbsim" ] || fail "uninstall left $kbsim"
echo "check-install: make install, moved, ran and uninstalled in $(($(date +%s) - start)) s"
