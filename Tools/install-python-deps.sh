#!/usr/bin/env bash
# Installs the PyPI packages the tests need into kbsim's own virtual environment,
#   ${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/python-tools
# (a venv, so that it works where the system Python is externally managed, PEP 668), only
# those whose module that environment cannot import. Needs python3 with venv (apt python3-venv).
# Usage: Tools/install-python-deps.sh PACKAGE[==VERSION]...
set -euo pipefail
if ! command -v python3 >/dev/null 2>&1; then
  echo "install-python-deps: python3 is missing; the tests that need ${*} are skipped" >&2
  exit 0
fi
venv="${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/python-tools"
missing=()
for package in "$@"; do
  module=${package%%==*}
  module=${module//-/_}
  [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import $module" >/dev/null 2>&1 \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "install-python-deps: installing ${missing[*]} from PyPI into $venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "${missing[@]}"
