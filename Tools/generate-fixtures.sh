#!/usr/bin/env bash
# `make fixtures`: regenerate the libxkbcommon verification fixtures from the real tools.
#
# For each fixture layout: the keymap text (`xkbcli compile-keymap`), the oracle's tables
# (Tools/xkb-oracle.c: key x modifier commits, modifier-key replays, modifier keys, levels), the
# en_US.UTF-8 Compose productions the layout can reach (Tools/fixtures.py), and what
# `xkbcli how-to-type` answers for every codepoint of the layout. See
# Tests/KeyboardModelTests/Fixtures/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

out=Tests/KeyboardModelTests/Fixtures
compose_file=/usr/share/X11/locale/en_US.UTF-8/Compose
# layout id, then its file stem
layouts=(
  "us us" "de de" "fr fr" "de(neo) de-neo" "ara ara" "mao mao" "us(intl) us-intl"
)

for tool in gcc pkg-config python3 xkbcli; do
  command -v "$tool" >/dev/null || { echo "generate-fixtures: '$tool' is missing" >&2; exit 1; }
done
[ -r "$compose_file" ] || { echo "generate-fixtures: $compose_file is missing (libx11-data)" >&2; exit 1; }

# Hermetic: no user keymaps, Compose files or XKB_DEFAULT_* variables.
unset XKB_DEFAULT_RULES XKB_DEFAULT_MODEL XKB_DEFAULT_LAYOUT XKB_DEFAULT_VARIANT XKB_DEFAULT_OPTIONS
unset XCOMPOSEFILE XDG_CONFIG_HOME XKB_CONFIG_ROOT XKB_CONFIG_EXTRA_PATH XLOCALEDIR
HOME=$(mktemp -d)
export HOME
trap 'rm -rf "$HOME"' EXIT

oracle=$HOME/xkb-oracle
# shellcheck disable=SC2046
gcc -O2 -Wall -Wextra -Werror -o "$oracle" Tools/xkb-oracle.c $(pkg-config --cflags --libs xkbcommon)

mkdir -p "$out"
rm -f "$out"/*.xkb "$out"/*.tsv
versions="libxkbcommon $(pkg-config --modversion xkbcommon)"
versions+=", xkb-data $(dpkg-query -W -f '${Version}' xkb-data 2>/dev/null || echo unknown)"
versions+=", libx11-data $(dpkg-query -W -f '${Version}' libx11-data 2>/dev/null || echo unknown)"
{
  echo "# layout	stem	generated with $versions"
  for entry in "${layouts[@]}"; do
    read -r id stem <<<"$entry"
    printf '%s\t%s\n' "$id" "$stem"
  done
} >"$out/layouts.tsv"

for entry in "${layouts[@]}"; do
  read -r id stem <<<"$entry"
  layout=${id%%(*}
  variant=""
  [[ $id == *"("* ]] && { variant=${id#*(}; variant=${variant%)}; }
  echo "generate-fixtures: $id" >&2
  xkbcli compile-keymap --layout "$layout" ${variant:+--variant "$variant"} >"$out/$stem.xkb"
  "$oracle" keys "$out/$stem.xkb" "$compose_file" >"$out/$stem.keys.tsv"
  "$oracle" replays "$out/$stem.xkb" "$compose_file" >"$out/$stem.replays.tsv"
  "$oracle" modifiers "$out/$stem.xkb" "$compose_file" >"$out/$stem.modifiers.tsv"
  "$oracle" levels "$out/$stem.xkb" >"$out/$stem.levels.tsv"
  python3 Tools/fixtures.py compose "$out" "$stem" "$compose_file" "$oracle"
  python3 Tools/fixtures.py how-to-type "$out" "$stem" "$layout" "$variant"
done
du -sh "$out" >&2
