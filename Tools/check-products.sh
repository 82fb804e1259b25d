#!/usr/bin/env bash
# The products meant for an app's own test target (on iOS too) must not need libxkbcommon,
# hunspell or ArgumentParser. Builds each alone, then the example app-test package under
# examples/AppTests, and fails if any of them compiled or linked what they must not.
# Usage: Tools/check-products.sh [SWIFT]
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
products=(InputTraits KeyboardPresentation KeyboardAvoidance)
[ -d Sources/TraitCoverage ] && products+=(TraitCoverage)
forbidden='^(CXKBCommon|XKB|CHunspell|Spelling|KeyboardModel|KeyboardSim|ArgumentParser|KbsimCommands|Swift[A-Za-z]*Syntax|SwiftParser)$'

scratch=.build-products
for product in "${products[@]}"; do
  # Each product is one target; `--target` builds exactly its closure (SwiftPM 6.3 builds the
  # whole package for `--product` of a library). examples/AppTests below depends on the products.
  "$swift" build --target "$product" --scratch-path "$scratch" -q
done
built=$(ls "$scratch/debug/Modules" 2>/dev/null | sed -n 's/\.swiftmodule$//p' | sort -u)
bad=$(echo "$built" | grep -E "$forbidden" || true)
if [ -n "$bad" ]; then
  echo "check-products: ${products[*]} built modules they must not need: $(echo $bad)" >&2
  exit 1
fi

# A fresh build: SwiftPM may keep an old file list of the path dependency (the package itself).
rm -rf examples/AppTests/.build
"$swift" test --package-path examples/AppTests -q
for binary in examples/AppTests/.build/debug/*.xctest; do
  if ldd "$binary" 2>/dev/null | grep -E 'libxkbcommon|libhunspell' >/dev/null; then
    echo "check-products: $binary links libxkbcommon or hunspell" >&2
    exit 1
  fi
done
echo "check-products: ${products[*]} build alone without libxkbcommon, hunspell or ArgumentParser;" \
  "examples/AppTests passes"
