#!/usr/bin/env bash
# Installs kbsim, its data, shell completions and man page under PREFIX, or removes them.
# Usage: Tools/install.sh install|uninstall PREFIX [BINARY] [MANPAGE]
# The binary finds PREFIX/share/kbsim/Layouts relative to itself, so the tree can be copied
# anywhere (see LayoutsDirectory).
set -euo pipefail
action=$1
prefix=$2
binary=${3:-.build/release/kbsim}
manpage=${4:-}

bin="$prefix/bin"
data="$prefix/share/kbsim"
man="$prefix/share/man/man1"
bash_completions="$prefix/share/bash-completion/completions"
zsh_completions="$prefix/share/zsh/site-functions"
fish_completions="$prefix/share/fish/vendor_completions.d"

case "$action" in
  install)
    mkdir -p "$bin" "$data" "$man" "$bash_completions" "$zsh_completions" "$fish_completions"
    install -m 755 "$binary" "$bin/kbsim"
    rm -rf "$data/Layouts"
    cp -R Layouts "$data/Layouts"
    "$bin/kbsim" --generate-completion-script bash > "$bash_completions/kbsim"
    "$bin/kbsim" --generate-completion-script zsh > "$zsh_completions/_kbsim"
    "$bin/kbsim" --generate-completion-script fish > "$fish_completions/kbsim.fish"
    if [ -n "$manpage" ]; then install -m 644 "$manpage" "$man/kbsim.1"; fi
    echo "installed $bin/kbsim, $data/Layouts, completions (bash, zsh, fish) and the man page"
    ;;
  uninstall)
    rm -f "$bin/kbsim" "$man/kbsim.1" "$bash_completions/kbsim" "$zsh_completions/_kbsim" \
      "$fish_completions/kbsim.fish"
    rm -rf "$data"
    echo "removed kbsim from $prefix"
    ;;
  *)
    echo "usage: Tools/install.sh install|uninstall PREFIX [BINARY] [MANPAGE]" >&2
    exit 2
    ;;
esac
