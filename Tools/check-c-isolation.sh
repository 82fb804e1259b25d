#!/usr/bin/env bash
# Only the XKB module (and its tests) may import the C library.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE '^[[:space:]]*(@_exported[[:space:]]+)?((public|package|internal)[[:space:]]+)?import[[:space:]]+CXKBCommon' Sources Tests \
  | grep -vE '^(Sources/XKB|Tests/XKBTests)/'; then
  echo "error: only the XKB module may import CXKBCommon" >&2
  exit 1
fi
# Only the Spelling module may import hunspell.
if grep -rnE '^[[:space:]]*(@_exported[[:space:]]+)?((public|package|internal)[[:space:]]+)?import[[:space:]]+CHunspell' Sources Tests \
  | grep -vE '^Sources/Spelling/'; then
  echo "error: only the Spelling module may import CHunspell" >&2
  exit 1
fi
if grep -rnE '^[[:space:]]*(public|package)[[:space:]]+import[[:space:]]+CHunspell' Sources/Spelling; then
  echo "error: Spelling must import CHunspell internally" >&2
  exit 1
fi
