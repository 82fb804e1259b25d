#!/usr/bin/env python3
"""Measures `kbsim scan` against an independent count, per repository and per source.

Usage: Tools/scan-recall.py KBSIM ROOT [ROOT...]  (prints a Markdown table; --details lists misses)

Independent method:
- Interface Builder: every textField/textView/searchBar element of every iOS .storyboard/.xib,
  found with Python's expat parser (line of the start tag), and its <textInputTraits> attributes
  converted to traits by this script's own table. A field is found when the scanner reports one
  at the same file and line; its traits must equal the expected ones.
- Code: trait sites found with regular expressions on comment- and string-free text: UIKit
  assignments `x.keyboardType = …` (and bare ones), SwiftUI modifiers `.keyboardType(…)` in files
  that import SwiftUI, Objective-C `setKeyboardType:` and `x.keyboardType = …`. A site is
  attributed when a scanned field lists it (`kbsim scan --sites`) with the same line and trait.
- Invented traits: a declared value whose spelling appears on none of its trait's site lines.
The file selection is the scanner's: hidden entries and build/DerivedData/.xcloc folders skipped.
"""
import json, os, re, subprocess, sys, xml.parsers.expat

TRAITS = ["keyboardType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
          "smartQuotesType", "smartDashesType", "smartInsertDeleteType", "inlinePredictionType",
          "keyboardAppearance", "returnKeyType", "enablesReturnKeyAutomatically",
          "isSecureTextEntry", "textContentType", "passwordRules"]
IB_VALUE = {"alphabet": "asciiCapable", "alert": "dark", "ASCIICapableNumberPad": "asciiCapableNumberPad",
            "YES": True, "NO": False}
CONTENT = {"name": "name", "honorific-prefix": "namePrefix", "given-name": "givenName",
           "additional-name": "middleName", "family-name": "familyName", "honorific-suffix": "nameSuffix",
           "nickname": "nickname", "organization-title": "jobTitle", "organization": "organizationName",
           "location": "location", "street-address": "fullStreetAddress", "address-line1": "streetAddressLine1",
           "address-line2": "streetAddressLine2", "address-level2": "addressCity", "address-level1": "addressState",
           "address-level1+2": "addressCityAndState", "address-level3": "sublocality", "country-name": "countryName",
           "postal-code": "postalCode", "tel": "telephoneNumber", "email": "emailAddress", "url": "URL",
           "cc-number": "creditCardNumber", "username": "username", "password": "password",
           "new-password": "newPassword", "one-time-code": "oneTimeCode"}
GENERATED = {"build", "Build", "DerivedData", ".build"}
GENERATED_EXT = (".xcloc", ".xcarchive", ".xcresult")
SWIFTUI_MODIFIERS = {"keyboardType": "keyboardType", "textInputAutocapitalization": "autocapitalizationType",
                     "autocapitalization": "autocapitalizationType", "autocorrectionDisabled": "autocorrectionType",
                     "disableAutocorrection": "autocorrectionType", "submitLabel": "returnKeyType",
                     "textContentType": "textContentType"}

def files(root, exts):
    for directory, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in GENERATED
                         and not d.endswith(GENERATED_EXT) and not os.path.islink(os.path.join(directory, d)))
        for name in sorted(names):
            if not name.startswith(".") and name.lower().endswith(exts):
                yield os.path.join(directory, name)

def ib_fields(path):
    fields, stack, runtime = [], [], [None]
    parser = xml.parsers.expat.ParserCreate()
    def start(name, attrs):
        if not stack and name == "document":
            runtime[0] = attrs.get("targetRuntime", "")
        if name in ("textField", "textView", "searchBar"):
            traits = {"autocapitalizationType": "none"}
            if "secureTextEntry" in attrs:
                traits["isSecureTextEntry"] = attrs["secureTextEntry"] == "YES"
            fields.append({"line": parser.CurrentLineNumber, "traits": traits, "depth": len(stack)})
        if name == "textInputTraits" and fields and fields[-1]["depth"] == len(stack) - 1 and stack[-1] in ("textField", "textView", "searchBar"):
            for key, value in attrs.items():
                if key == "key":
                    continue
                trait = "isSecureTextEntry" if key == "secureTextEntry" else key
                if trait == "textContentType":
                    fields[-1]["traits"][trait] = CONTENT.get(value, value)
                else:
                    fields[-1]["traits"][trait] = IB_VALUE.get(value, value)
        stack.append(name)
    parser.StartElementHandler = start
    parser.EndElementHandler = lambda name: stack.pop()
    try:
        with open(path, "rb") as handle:
            parser.ParseFile(handle)
    except Exception:
        return None
    if runtime[0] and not runtime[0].startswith("iOS"):
        return []
    return fields

def strip_code(text):
    """Blanks comments and string literals (keeping newlines), so regexes see only code."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i)); i = min(j + 1, n)
        else:
            out.append(c); i += 1
    return "".join(out)

TRAIT_RE = "|".join(TRAITS)
UIKIT_SITE = re.compile(r"(?:\.\s*|^\s*)(" + TRAIT_RE + r")\s*=(?!=)", re.M)
OBJC_DOT = re.compile(r"\.\s*(" + TRAIT_RE + r"|secureTextEntry)\s*=(?!=)")
OBJC_SET = re.compile(r"\bset(" + "|".join(t[0].upper() + t[1:] for t in TRAITS + ["secureTextEntry"]) + r")\s*:")
SWIFTUI_SITE = re.compile(r"\.\s*(" + "|".join(SWIFTUI_MODIFIERS) + r")\s*\(")
SWIFTUI_FIELD = re.compile(r"(?<![\w.])(TextField|SecureField|TextEditor)\s*\(")

def line_of(text, offset):
    return text.count("\n", 0, offset) + 1

def code_sites(path, objc):
    raw = open(path, "rb").read()
    if b"\0" in raw:
        return [], [], set()
    text = raw.decode("utf-8", "replace")
    code = strip_code(text)
    uikit, swiftui, fields = [], [], set()
    if objc:
        for m in OBJC_DOT.finditer(code):
            t = "isSecureTextEntry" if m.group(1) == "secureTextEntry" else m.group(1)
            uikit.append((line_of(code, m.start(1)), t))
        for m in OBJC_SET.finditer(code):
            t = m.group(1)[0].lower() + m.group(1)[1:]
            uikit.append((line_of(code, m.start(1)), "isSecureTextEntry" if t == "secureTextEntry" else t))
        return uikit, swiftui, fields
    for m in UIKIT_SITE.finditer(code):
        uikit.append((line_of(code, m.start(1)), m.group(1)))
    if re.search(r"^\s*(@\w+\s+)*import\s+SwiftUI\b", code, re.M):
        for m in SWIFTUI_SITE.finditer(code):
            swiftui.append((line_of(code, m.start(1)), SWIFTUI_MODIFIERS[m.group(1)]))
        for m in SWIFTUI_FIELD.finditer(code):
            fields.add(line_of(code, m.start(1)))
    return uikit, swiftui, fields

SPELLINGS = {("autocapitalizationType", "none"): ["none", "never"], ("autocapitalizationType", "allCharacters"): ["allCharacters", "characters"],
             ("autocapitalizationType", "sentences"): ["sentences", "nil"], ("autocorrectionType", "no"): ["no", "autocorrectionDisabled()", "true"],
             ("autocorrectionType", "default"): ["default", "false", "nil"], ("returnKeyType", "default"): ["default", "return"],
             ("keyboardType", "asciiCapable"): ["asciiCapable", "alphabet", "ASCIICapable"], ("keyboardAppearance", "dark"): ["dark", "alert", "Dark", "Alert"]}

def invented(field, lines_by_file):
    """Declared values of a code field that appear on none of their trait's site lines."""
    lines = lines_by_file(field["file"])
    bad = []
    for trait, value in field["traits"].items():
        if field["source"] == "swiftui" and trait == "isSecureTextEntry":
            continue
        spellings = SPELLINGS.get((trait, value), [])
        if isinstance(value, bool):
            spellings = ["true", "YES", "TRUE"] if value else ["false", "NO", "FALSE"]
        elif value is None:
            spellings = ["nil"]
        else:
            spellings = spellings + [str(value), str(value)[0].upper() + str(value)[1:]]
            spellings += [raw for raw, name in CONTENT.items() if name == value]
        site_lines = [s["line"] for s in field["sites"] if s["trait"] == trait]
        if not any(sp in lines[l - 1] for l in site_lines for sp in spellings if l - 1 < len(lines)):
            bad.append((trait, value))
    return bad

def measure(kbsim, root, details):
    out = subprocess.run([kbsim, "scan", root, "--format", "json", "--sites"], capture_output=True, text=True)
    result = json.loads(out.stdout)
    scanned = result["fields"]
    cache = {}
    def lines_by_file(path):
        if path not in cache:
            cache[path] = open(path, "rb").read().decode("utf-8", "replace").split("\n")
        return cache[path]
    rows = {}
    # Interface Builder
    expected, found_ib = {}, {(f["file"], f["line"]): f for f in scanned if f["source"] == "interfaceBuilder"}
    for path in files(root, (".storyboard", ".xib")):
        for f in ib_fields(path) or []:
            expected[(path, f["line"])] = f["traits"]
    matched = [k for k in expected if k in found_ib]
    same = [k for k in matched if found_ib[k]["traits"] == expected[k] and not found_ib[k]["unresolved"]]
    rows["interfaceBuilder"] = dict(expected=len(expected), found=len(found_ib), matched=len(matched),
                                    traits_equal=len(same), invented=len(matched) - len(same))
    if details:
        for k in expected:
            if k not in found_ib: print("IB missed", k, file=sys.stderr)
        for k in matched:
            if k not in same: print("IB traits differ", k, expected[k], found_ib[k]["traits"], file=sys.stderr)
    # Code
    site_sets = {"uikit": set(), "swiftui": set(), "objc": set()}
    swiftui_fields = set()
    for path in files(root, (".swift",)):
        uikit, swiftui, fields = code_sites(path, objc=False)
        site_sets["uikit"] |= {(path, l, t) for l, t in uikit}
        site_sets["swiftui"] |= {(path, l, t) for l, t in swiftui}
        swiftui_fields |= {(path, l) for l in fields}
    for path in files(root, (".m", ".mm")):
        uikit, _, _ = code_sites(path, objc=True)
        site_sets["objc"] |= {(path, l, t) for l, t in uikit}
    for source in ("uikit", "swiftui", "objc"):
        fields = [f for f in scanned if f["source"] == source]
        attributed = {(f["file"], s["line"], s["trait"]) for f in fields for s in f["sites"]}
        independent = site_sets[source]
        hit = independent & attributed
        bad = sum(len(invented(f, lines_by_file)) for f in fields)
        rows[source] = dict(expected=len(independent), found=len(attributed), matched=len(hit), fields=len(fields), invented=bad)
        if details:
            for k in sorted(independent - attributed): print(source, "missed", k, file=sys.stderr)
            for k in sorted(attributed - independent): print(source, "extra", k, file=sys.stderr)
            for f in fields:
                for b in invented(f, lines_by_file): print(source, "invented?", f["file"], f["line"], b, file=sys.stderr)
    found_sf = {(f["file"], f["line"]) for f in scanned if f["source"] == "swiftui"}
    rows["swiftui"]["field_calls"] = len(swiftui_fields)
    rows["swiftui"]["field_calls_found"] = len(swiftui_fields & found_sf)
    return rows, result["summary"]

def pct(a, b):
    return "—" if b == 0 else f"{100.0 * a / b:.1f} %"

def main():
    args = [a for a in sys.argv[1:] if a != "--details"]
    details = "--details" in sys.argv
    kbsim, roots = args[0], args[1:]
    print("| repository | source | independent count | scanner | matched | recall | precision | invented traits |")
    print("|---|---|---|---|---|---|---|---|")
    for root in roots:
        rows, summary = measure(kbsim, root, details)
        name = os.path.basename(root.rstrip("/")).replace("+", "/")
        for source, r in rows.items():
            unit = "fields" if source == "interfaceBuilder" else "sites"
            extra = ""
            if source == "swiftui":
                extra = f" ({r['field_calls_found']}/{r['field_calls']} field calls)"
            print(f"| {name} | {source} | {r['expected']} {unit} | {r['found']} | {r['matched']} | "
                  f"{pct(r['matched'], r['expected'])} | {pct(r['matched'], r['found'])} | {r['invented']}{extra} |")

main()
