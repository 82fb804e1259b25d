#!/usr/bin/env bash
# Installs the system packages KeyboardSim needs, only those that are missing.
# Usage: Tools/install-deps.sh APT_PACKAGES... -- BREW_PACKAGES...
set -euo pipefail
apt=()
brew=()
seen_separator=0
for arg in "$@"; do
  if [ "$arg" = "--" ]; then seen_separator=1; continue; fi
  if [ $seen_separator = 0 ]; then apt+=("$arg"); else brew+=("$arg"); fi
done

case "$(uname -s)" in
  Linux)
    if ! command -v dpkg-query >/dev/null 2>&1; then
      echo "install-deps: not a Debian-based system; install these yourself: ${apt[*]}" >&2
      exit 0
    fi
    missing=()
    for package in "${apt[@]}"; do
      status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
      [ "$status" = "install ok installed" ] || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && exit 0
    echo "install-deps: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    # A fresh machine's package lists may be empty or stale: update them first when apt knows
    # no candidate for some missing package, so that apt never prints "Unable to locate".
    for package in "${missing[@]}"; do
      if [ -z "$(apt-cache policy "$package" 2>/dev/null | sed -n 's/^ *Candidate: //p' | grep -v '(none)')" ]; then
        $sudo apt-get update -qq
        break
      fi
    done
    $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
    ;;
  Darwin)
    command -v brew >/dev/null 2>&1 || { echo "install-deps: Homebrew is required on macOS" >&2; exit 1; }
    for package in "${brew[@]}"; do
      brew list --versions "$package" >/dev/null 2>&1 || brew install "$package"
    done
    ;;
  *)
    echo "install-deps: unsupported system $(uname -s); install: ${apt[*]}" >&2
    ;;
esac
