#!/usr/bin/env python3
"""Fixture helper for Tools/generate-fixtures.sh: reachable Compose productions and how-to-type.

  fixtures.py compose DIR STEM COMPOSE_FILE ORACLE   -> DIR/STEM.compose.tsv
  fixtures.py how-to-type DIR STEM LAYOUT VARIANT    -> DIR/STEM.how-to-type.tsv

Independent of KeyboardSim: it reads only the oracle's TSV files (from libxkbcommon), the system
Compose file and the output of `xkbcli how-to-type`.
"""
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def read_tsv(path):
    with open(path, encoding="utf-8") as file:
        return [line.rstrip("\n").split("\t") for line in file if not line.startswith("#")]


def unescape(text):
    """Undoes the oracle's escaping (\\\\, \\t, \\n, \\r, \\xHH)."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            if nxt == "x":
                out.append(chr(int(text[i + 2:i + 4], 16)))
                i += 4
                continue
            out.append({"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}[nxt])
            i += 2
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def escape(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\x%02X" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def parse_compose(path):
    """The productions of a Compose file: (keysym names, result string), in file order."""
    productions = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.strip()
            if not line.startswith("<"):
                if line.startswith("include"):
                    sys.exit(f"fixtures.py: {path}:{number}: includes are not supported")
                continue
            left, _, right = line.partition(":")
            names = [part.strip("<> ") for part in left.split()]
            right = right.strip()
            if not right.startswith('"'):
                continue  # a keysym-only production has no string
            result, i = [], 1
            while right[i] != '"':
                if right[i] == "\\":
                    result.append(right[i + 1])
                    i += 2
                else:
                    result.append(right[i])
                    i += 1
            productions.append((names, "".join(result)))
    return productions


def load_strokes(directory, stem):
    """Every stroke a person can make: a physical key with physical modifier keys, from the
    oracle's key x mask table and its replays; keysym -> [(cost, replay, ignored)]."""
    defaults, overrides = {}, {}
    for mask, key, replay, ignored, clean in read_tsv(f"{directory}/{stem}.replays.tsv"):
        (defaults if key == "*" else overrides)[mask if key == "*" else (mask, key)] = (replay, ignored, clean)
    strokes = {}
    for key, masks, _level, keysym, _utf8, _status, _commit in read_tsv(f"{directory}/{stem}.keys.tsv"):
        if not is_physical(key):
            continue
        for mask in masks.split():
            replay, ignored, clean = overrides.get((mask, key), defaults.get(mask, ("-", "-", "-")))
            if replay == "-" or clean != "1":
                continue
            tokens = replay.replace("%", key).split()
            held = [name for token in tokens for name in token.split("+")[:-1]]
            locks = [token for token in tokens if "+" not in token and token != key]
            if not all(is_physical(name) for name in held + locks):
                continue
            cost = 1 + len(held) + len(locks)
            strokes.setdefault(keysym, []).append((cost, " ".join(tokens), ignored == "1"))
    for options in strokes.values():
        options.sort()
    return strokes


def is_physical(name):
    if name in ("LVL3", "LVL5", "MDSW", "HYPR", "SUPR", "ALT", "META"):
        return False
    return not (name.startswith("I") and name[1:].isdigit())


def canonical_names(oracle, names):
    """Keysym names as libxkbcommon spells them (xkb_keysym_get_name of xkb_keysym_from_name)."""
    output = subprocess.run(
        [oracle, "canonical"], input="\n".join(names) + "\n", capture_output=True, text=True, check=True
    ).stdout
    return dict(line.split("\t") for line in output.splitlines())


def command_compose(directory, stem, compose_file, oracle):
    productions = parse_compose(compose_file)
    canonical = canonical_names(oracle, sorted({name for names, _ in productions for name in names}))
    strokes = load_strokes(directory, stem)
    rows = []
    for names, result in productions:
        keysyms = [canonical.get(name, "-") for name in names]
        if "-" in keysyms:
            continue
        first = strokes.get(keysyms[0], [])
        if not first:
            continue
        replay = [first[0][1]]
        for keysym in keysyms[1:]:
            clean = [stroke for stroke in strokes.get(keysym, []) if stroke[2]]
            if not clean:
                break
            replay.append(clean[0][1])
        if len(replay) != len(keysyms):
            continue
        rows.append(f"{' '.join(keysyms)}\t{' '.join(replay)}\t{escape(result)}")
    with open(f"{directory}/{stem}.compose.tsv", "w", encoding="utf-8") as file:
        file.write(f"# sequence\treplay\tresult  ({len(rows)} of {len(productions)} productions reachable)\n")
        file.write("".join(row + "\n" for row in rows))


def how_to_type(layout, variant, codepoint):
    """`xkbcli how-to-type` rows for one codepoint: (keysym, [(key, level, modifiers)])."""
    command = ["xkbcli", "how-to-type", "--layout", layout]
    if variant:
        command += ["--variant", variant]
    output = subprocess.run(command + [f"0x{codepoint:X}"], capture_output=True, text=True, check=True).stdout
    lines = output.splitlines()
    keysym = lines[0].split()[1]
    answers = []
    for line in lines[2:]:
        fields = line.split()
        bracket = fields.index("[")
        level = fields[bracket - 1]
        modifiers = "+".join(fields[bracket + 1:-1]) or "none"
        answers.append((fields[1], level, modifiers))
    return keysym, answers


def command_how_to_type(directory, stem, layout, variant):
    codepoints = set()
    for _key, _level, _syms, points, _masks in read_tsv(f"{directory}/{stem}.levels.tsv"):
        codepoints.update(int(point, 16) for point in points.split() if point != "0")
    for row in read_tsv(f"{directory}/{stem}.keys.tsv"):
        commit = unescape(row[6])
        if len(commit) == 1:
            codepoints.add(ord(commit))
    for row in read_tsv(f"{directory}/{stem}.compose.tsv"):
        result = unescape(row[2])
        if len(result) == 1:
            codepoints.add(ord(result))
    codepoints = sorted(codepoints)
    with ThreadPoolExecutor(max_workers=2) as pool:
        answers = list(pool.map(lambda point: how_to_type(layout, variant, point), codepoints))
    with open(f"{directory}/{stem}.how-to-type.tsv", "w", encoding="utf-8") as file:
        file.write("# codepoint\tkeysym\tkey\tlevel\tmodifiers\n")
        for point, (keysym, rows) in zip(codepoints, answers):
            for key, level, modifiers in rows or [("-", "-", "-")]:
                file.write(f"{point:04X}\t{keysym}\t{key}\t{level}\t{modifiers}\n")


if __name__ == "__main__":
    if len(sys.argv) == 6 and sys.argv[1] == "compose":
        command_compose(*sys.argv[2:])
    elif len(sys.argv) == 6 and sys.argv[1] == "how-to-type":
        command_how_to_type(*sys.argv[2:])
    else:
        sys.exit(__doc__)
