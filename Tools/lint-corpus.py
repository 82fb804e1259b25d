#!/usr/bin/env python3
"""Re-runs `kbsim scan --lint` on the labelled corpus of public iOS apps and checks it.

Usage: Tools/lint-corpus.py KBSIM [--mirror DIR] [--work DIR] [--markdown] [--details]

The corpus (Tools/lint-corpus/): apps.json names each app and the commit its findings were
judged at; labels.json holds one verdict per error or warning finding (true, false, uncertain),
judged by reading the app's source; before.json holds what kbsim reported before it judged
fields as the app runs them. No app file is kept here.

Snapshots: DIR/owner+name/repo (the layout fetched snapshots have) or DIR/owner+name (a clone);
DIR defaults to $KBSIM_CORPUS_MIRROR, else /work/.mirror. The files a scan reads at the
labelled commit are written under --work (default .build/lint-corpus) and reused.

Checks: precision of error + warning findings >= 95 % (uncertain and unlabelled count as not
true), every finding labelled true still reported as an error or warning, every missed-problem
kind of apps.json found. Prints a table per app and per rule (Markdown with --markdown).
Exit 0 when the checks pass or no snapshot is present (said on stderr), 1 otherwise.
"""
import json, os, subprocess, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "lint-corpus")
EXTENSIONS = (".storyboard", ".xib", ".swift", ".m", ".mm", ".pbxproj", ".plist", ".h")


def git_dir(mirror, repo):
    name = repo.replace("/", "+")
    for candidate in (os.path.join(mirror, name, "repo"), os.path.join(mirror, name)):
        if os.path.isdir(candidate) and subprocess.run(
                ["git", "-C", candidate, "rev-parse", "--git-dir"], capture_output=True).returncode == 0:
            return candidate
    return None


def materialize(gitdir, commit, dest):
    """Writes the files a scan reads (by extension) at `commit` under `dest`."""
    if os.path.isfile(os.path.join(dest, ".complete")):
        return True
    listing = subprocess.run(["git", "-C", gitdir, "ls-tree", "-r", "-z", commit], capture_output=True)
    if listing.returncode != 0:
        return False
    entries = []
    for item in listing.stdout.split(b"\0"):
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split()
        name = path.decode("utf-8", "surrogateescape")
        if kind == b"blob" and mode != b"120000" and name.lower().endswith(EXTENSIONS):
            entries.append((sha.decode(), name))
    cat = subprocess.Popen(["git", "-C", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE)
    for sha, name in entries:
        cat.stdin.write((sha + "\n").encode())
        cat.stdin.flush()
        header = cat.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            continue
        data = cat.stdout.read(int(header[2]))
        cat.stdout.read(1)
        out = os.path.join(dest, name)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "wb") as handle:
            handle.write(data)
    cat.stdin.close()
    cat.wait()
    open(os.path.join(dest, ".complete"), "w").close()
    return True


def verdict(labels, app, finding):
    """The label of a finding: the entry for its app, file, line and rule whose message
    condition holds."""
    for label in labels.get((app, finding["file"], finding["line"], finding["rule"]), []):
        if "messageContains" in label and label["messageContains"] not in finding["message"]:
            continue
        if "messageLacks" in label and label["messageLacks"] in finding["message"]:
            continue
        return label["label"]
    return "unlabelled"


def pct(part, whole):
    return "—" if whole == 0 else f"{100.0 * part / whole:.1f} %"


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    kbsim = os.path.abspath(args[0])
    option = lambda name, default: args[args.index(name) + 1] if name in args else default
    mirror = option("--mirror", os.environ.get("KBSIM_CORPUS_MIRROR", "/work/.mirror"))
    work = os.path.abspath(option("--work", ".build/lint-corpus"))
    markdown, details = "--markdown" in args, "--details" in args
    apps = json.load(open(os.path.join(DATA, "apps.json")))
    labels = defaultdict(list)
    for label in json.load(open(os.path.join(DATA, "labels.json")))["labels"]:
        labels[(label["app"], label["file"], label["line"], label["rule"])].append(label)
    before = json.load(open(os.path.join(DATA, "before.json")))["findings"]

    per_app, per_rule, reported = {}, defaultdict(Counter), {}
    for app in apps["apps"]:
        repo = app["repo"]
        gitdir = git_dir(mirror, repo)
        dest = os.path.join(work, repo.replace("/", "+"))
        if gitdir is None or not materialize(gitdir, app["commit"], dest):
            continue
        run = subprocess.run([kbsim, "scan", repo.replace("/", "+"), "--lint", "--no-config",
                              "--format", "json"], cwd=work, capture_output=True, text=True)
        if run.returncode not in (0, 1):
            print(f"lint-corpus: kbsim failed on {repo}: {run.stderr.strip()[:300]}", file=sys.stderr)
            return 1
        findings = []
        for finding in json.loads(run.stdout)["findings"]:
            finding["file"] = finding["file"].split("/", 1)[1]
            findings.append(finding)
        reported[repo] = findings
        counts = Counter()
        for finding in findings:
            if finding["severity"] == "info":
                counts["info"] += 1
                continue
            label = verdict(labels, repo, finding)
            counts[label] += 1
            per_rule[finding["rule"]][label] += 1
            if details and label != "true":
                print(f"  {label}: {repo} {finding['file']}:{finding['line']} {finding['rule']}: "
                      f"{finding['message']}", file=sys.stderr)
        per_app[repo] = counts
    if not per_app:
        print(f"lint-corpus: no snapshot of the corpus under {mirror}: skipped "
              f"(fetch the apps of Tools/lint-corpus/apps.json first)", file=sys.stderr)
        return 0

    # Before: the same apps' earlier findings, with their verdicts.
    before_counts = defaultdict(Counter)
    for finding in before:
        if finding["app"] in per_app:
            found = [l for l in labels.get((finding["app"], finding["file"], finding["line"], finding["rule"]), [])
                     if "messageContains" not in l]
            before_counts[finding["app"]][found[0]["label"] if found else "unlabelled"] += 1

    kinds = ["true", "false", "uncertain", "unlabelled"]
    total, total_before = Counter(), Counter()
    for counts in per_app.values():
        total.update(counts)
    for counts in before_counts.values():
        total_before.update(counts)
    judged = lambda c: sum(c[k] for k in kinds)
    rows = []
    for repo, counts in per_app.items():
        b = before_counts[repo]
        rows.append((repo, b["true"], judged(b), pct(b["true"], judged(b)), counts["true"],
                     judged(counts), pct(counts["true"], judged(counts)), counts["info"]))
    header = ("app", "true before", "errors+warnings before", "precision before", "true now",
              "errors+warnings now", "precision now", "info now")
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for row in rows:
            print("| " + " | ".join(str(x) for x in row) + " |")
        print(f"| **all {len(per_app)}** | {total_before['true']} | {judged(total_before)} | "
              f"{pct(total_before['true'], judged(total_before))} | {total['true']} | {judged(total)} | "
              f"{pct(total['true'], judged(total))} | {total['info']} |")
        print()
        print("| rule | true | false | uncertain | unlabelled | precision |")
        print("|---|---|---|---|---|---|")
        for rule in sorted(per_rule):
            c = per_rule[rule]
            print(f"| `{rule}` | {c['true']} | {c['false']} | {c['uncertain']} | {c['unlabelled']} | "
                  f"{pct(c['true'], judged(c))} |")
    else:
        for row in rows:
            print("{:<34} before {:>3}/{:<3} {:>8}   now {:>3}/{:<3} {:>8}  info {}".format(*row))
        print(f"all {len(per_app)} apps: before {total_before['true']}/{judged(total_before)} "
              f"{pct(total_before['true'], judged(total_before))}; now {total['true']}/{judged(total)} "
              f"{pct(total['true'], judged(total))} ({total['false']} false, {total['uncertain']} "
              f"uncertain, {total['unlabelled']} unlabelled), {total['info']} info")

    failures = []
    if judged(total) and total["true"] < 0.95 * judged(total):
        failures.append(f"precision {pct(total['true'], judged(total))} is below 95 %")
    now = {(repo, f["file"], f["line"], f["rule"]) for repo, fs in reported.items() for f in fs
           if f["severity"] != "info"}
    for (app, file, line, rule), entries in labels.items():
        if app in per_app and any(e["label"] == "true" for e in entries) and (app, file, line, rule) not in now:
            failures.append(f"lost a true finding: {app} {file}:{line} {rule}")
    for kind in apps["missedKinds"]:
        if kind["app"] in per_app and (kind["app"], kind["file"], kind["line"], kind["rule"]) not in now:
            failures.append(f"missed kind not found: {kind['kind']} ({kind['app']} {kind['file']}:{kind['line']})")
    missing = [a["repo"] for a in apps["apps"] if a["repo"] not in per_app]
    if missing:
        print(f"lint-corpus: no snapshot of {', '.join(missing)}", file=sys.stderr)
    for failure in failures:
        print("lint-corpus: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
