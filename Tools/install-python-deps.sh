#!/usr/bin/env bash
# Installs the PyPI packages the tests need (with pip, for the current user), only those whose
# module is missing. Usage: Tools/install-python-deps.sh PACKAGE[==VERSION]...
set -euo pipefail
command -v python3 >/dev/null 2>&1 || { echo "install-python-deps: python3 is required" >&2; exit 0; }
missing=()
for package in "$@"; do
  module=${package%%==*}
  module=${module//-/_}
  python3 -c "import $module" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "install-python-deps: installing ${missing[*]}"
python3 -m pip install -q "${missing[@]}" || python3 -m pip install -q --user "${missing[@]}"
