#!/usr/bin/env bash
# Builds the DocC catalog of every library module (Sources/<Module>/<Module>.docc) with
# `docc convert --warnings-as-errors`, then merges the archives into one, browsable from a
# single landing page. Any warning fails the build: a symbol link to nothing, a curated symbol
# that does not exist, a documented parameter the function does not have, a parameter left
# undocumented in a `- Parameters:` list.
#
# Symbol graphs come from SwiftPM (`swift package dump-symbol-graph`), one per module, from the
# debug build that `make test` has already made. (The compiler's own `-emit-symbol-graph` folds
# every `@_exported` module into the module that re-exports it, so the umbrella's graph would
# document every type a second time.)
#
# Catalogs are converted in dependency order: each archive is a `--dependency` of the ones after
# it, so `` ``/UIKitVocabulary/KeyboardTransition`` `` in KeyboardPresentation's docs is a
# checked link into UIKitVocabulary's. A link points down the module graph, never up.
#
# Usage: Tools/build-docs.sh [SWIFT]
# Output: .build/docs/KeyboardSim.doccarchive (all modules) and .build/docs/modules/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
if command -v docc >/dev/null 2>&1; then
  docc=docc
else
  docc=$(xcrun --find docc)  # macOS: the toolchain's docc through Xcode
fi

# Every module with a catalog, each after the modules it imports.
order=(
  Diagnostics JSONCoding XKB UIKitVocabulary InputTraits KeyboardModel
  KeyboardPresentation KeyboardAvoidance TextField TraitCoverage Simulation KeyboardSim
)

catalogs=()
for catalog in Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  if [ "$catalog" != "Sources/$module/$module.docc" ]; then
    echo "build-docs: $catalog: a catalog is Sources/<Module>/<Module>.docc" >&2
    exit 1
  fi
  if [[ " ${order[*]} " != *" $module "* ]]; then
    echo "build-docs: $catalog is not in Tools/build-docs.sh's order list" >&2
    exit 1
  fi
  catalogs+=("$module")
done

# Modules no product exports are documented for the package's developers, with their `package`
# symbols; the products' modules with their public API only.
developer=(JSONCoding)

out=.build/docs
rm -rf "$out"
mkdir -p "$out/modules" "$out/symbol-graphs" "$out/graphs-public" "$out/graphs-package"

# Dumps the symbol graphs of every module at one access level into a folder.
dump_graphs() {
  local level=$1 into=$2 dump graphs
  dump=$("$swift" package dump-symbol-graph --minimum-access-level "$level" 2>&1) || {
    echo "$dump" >&2
    exit 1
  }
  graphs=$(echo "$dump" | sed -n 's/^Files written to //p' | tail -1)
  if [ ! -d "$graphs" ]; then
    echo "$dump" >&2
    echo "build-docs: swift package dump-symbol-graph wrote no symbol graphs" >&2
    exit 1
  fi
  cp "$graphs"/*.symbols.json "$into/"
}

start=$(date +%s)
dump_graphs public "$out/graphs-public"
dump_graphs package "$out/graphs-package"
dependencies=()
archives=()
for module in "${order[@]}"; do
  [[ " ${catalogs[*]} " == *" $module "* ]] || continue
  # The module's graph and its extensions of other modules' types (Module@Other.symbols.json).
  graphs="$out/graphs-public"
  [[ " ${developer[*]} " == *" $module "* ]] && graphs="$out/graphs-package"
  mkdir -p "$out/symbol-graphs/$module"
  cp "$graphs/$module.symbols.json" "$out/symbol-graphs/$module/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$out/symbol-graphs/$module/" \;
  archive="$out/modules/$module.doccarchive"
  if ! "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$archive" --warnings-as-errors \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    >"$out/$module.log" 2>&1; then
    cat "$out/$module.log" >&2
    echo "build-docs: Sources/$module/$module.docc has warnings (above)" >&2
    exit 1
  fi
  dependencies+=(--dependency "$archive")
  archives+=("$archive")
done

"$docc" merge "${archives[@]}" --synthesized-landing-page-name KeyboardSim \
  --synthesized-landing-page-kind Package --output-path "$out/KeyboardSim.doccarchive" \
  >"$out/merge.log" 2>&1 || {
  cat "$out/merge.log" >&2
  exit 1
}
echo "build-docs: ${#archives[@]} catalogs (${catalogs[*]}) built without warnings in" \
  "$(($(date +%s) - start)) s: $out/KeyboardSim.doccarchive"
