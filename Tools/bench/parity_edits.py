#!/usr/bin/env python3
"""After parity_corpus.py measured a package, what edits do to forge test, in the clones it left (run by hand).

In WORK/NAME/forge (adopted, tested) and WORK/NAME/swift (built by swift test), from SwiftPM's own graph
(`swift package dump-package`):

- edits: for each target that is neither a test nor a plugin, one line appended to one of its source files; the
  test targets whose `forge hash` changes must be those whose tests depend on it (directly or not), which are
  the ones `swift test` could give another verdict; "over" names the extra ones (forge reruns more than it must,
  which costs time but is sound), "missed" the ones left unchanged (forge would skip a test that depends on the
  edit: unsound). With --run, for the target fewest tests need, the edit is made for real and `forge test` must
  run exactly the tests its hash changed for, and skip the rest.
- broken: for each target no test depends on (a plugin or an executable the tests do not run included), a line
  that does not compile appended to one of its source files in both clones; `swift build --build-tests` fails on
  it, so `forge test` must fail too; restored, `forge test` must pass as before.

Usage: parity_edits.py --work DIR --forge PATH [--only NAME]... [--run] [--timeout SECONDS]
Prints one JSON line per package; exits 1 when an edit is missed or a broken target does not fail forge test.
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

import parity_corpus as corpus

SOURCE_SUFFIXES = (".swift", ".c", ".cpp", ".m", ".h")


def graph(folder, log):
    """SwiftPM's targets: {name: (type, path, [package targets it depends on])}."""
    _, output = corpus.run(["swift", "package", "dump-package"], folder, log)
    package = json.loads(output[output.index("{"):])
    names = {target["name"] for target in package["targets"]}
    targets = {}
    for target in package["targets"]:
        needs = []
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency and dependency[kind][0] in names:
                    needs.append(dependency[kind][0])
        needs += [usage["plugin"][0] for usage in target.get("pluginUsages") or []
                  if "plugin" in usage and usage["plugin"][1] is None and usage["plugin"][0] in names]
        targets[target["name"]] = (target["type"], target.get("path") or corpus.default_path(target), needs)
    return targets


def closure(targets, name):
    found, queue = set(), [name]
    while queue:
        for needed in targets[queue.pop()][2]:
            if needed not in found:
                found.add(needed)
                queue.append(needed)
    return found


def source_file(folder, path):
    """A source file of the target at `path`, or None."""
    for suffix in SOURCE_SUFFIXES:
        files = sorted(Path(folder, path).rglob(f"*{suffix}"))
        if files:
            return files[0]
    return None


def hashes(forge, folder):
    output = subprocess.run([forge, "hash", "--tests", "--format", "json"], cwd=folder, capture_output=True,
                            text=True)
    return {target["name"]: target["hash"] for target in json.loads(output.stdout)["targets"]}


class Appended:
    """Appends `line` to `file` for the `with` block, then puts the file back byte for byte."""

    def __init__(self, files, line):
        self.files, self.line = files, line

    def __enter__(self):
        self.originals = [(file, file.read_bytes()) for file in self.files]
        for file, original in self.originals:
            file.write_bytes(original + self.line)

    def __exit__(self, *_):
        for file, original in self.originals:
            file.write_bytes(original)


def edits(forge, folder, targets, tests, log, run_one):
    rows, before = [], hashes(forge, folder)
    for name, (kind, path, _) in sorted(targets.items()):
        file = source_file(folder, path)
        if kind in ("test", "plugin", "binary", "system-target") or file is None:
            continue
        expected = {test for test in tests if name in closure(targets, test)}
        with Appended([file], b"\n// parity edit\n"):
            after = hashes(forge, folder)
        changed = {test for test in tests if after[test] != before[test]}
        rows.append({"target": name, "file": str(file.relative_to(folder)), "expected": sorted(expected),
                     "over": sorted(changed - expected), "missed": sorted(expected - changed)})
    if run_one and rows:
        row = min(rows, key=lambda value: (len(value["expected"]), value["target"]))
        with Appended([Path(folder, row["file"])], b"\n// parity edit\n"):
            status, report = corpus.forge_test(forge, folder, log)
        changed = set(row["expected"]) | set(row["over"])
        ran = corpus.names(report.get("run", [])) | corpus.names(report.get("failed", []))
        row["forge_test"] = {"status": status, "ran": sorted(ran), "exact": ran == changed}
        corpus.forge_test(forge, folder, log)  # back to the recorded hashes
    return rows


def broken(forge, swift_folder, forge_folder, targets, tests, log):
    needed = set().union(*(closure(targets, test) for test in tests)) if tests else set()
    rows = []
    for name, (kind, path, _) in sorted(targets.items()):
        file = source_file(forge_folder, path)
        if kind == "test" or name in needed or file is None:
            continue
        relative = file.relative_to(forge_folder)
        line = b"\nsyntax error here\n" if file.suffix == ".swift" else b"\n#error parity broken target\n"
        with Appended([file, Path(swift_folder, relative)], line):
            swift_status, _ = corpus.run(["swift", "build", "--build-tests"], swift_folder, log)
            forge_status, _ = corpus.forge_test(forge, forge_folder, log)
        restored, _ = corpus.forge_test(forge, forge_folder, log)
        rows.append({"target": name, "kind": kind, "file": str(relative), "swift_build": swift_status,
                     "forge_test": forge_status, "forge_test_restored": restored,
                     "agree": (swift_status != 0) == (forge_status != 0)})
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--forge", required=True)
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--run", action="store_true", help="also run forge test after one edit")
    parser.add_argument("--timeout", type=int, default=corpus.DEFAULT_TIMEOUT)
    options = parser.parse_args()
    corpus.TIMEOUT = options.timeout
    forge, work, sound = str(Path(options.forge).resolve()), options.work.resolve(), True
    for folder in sorted(work.iterdir()):
        if not (folder / "forge" / "Manifest").is_dir() or (options.only and folder.name not in options.only):
            continue
        log = work / f"{folder.name}.edits.log"
        targets = graph(folder / "swift", log)
        tests = sorted(name for name, value in targets.items() if value[0] == "test")
        edited = edits(forge, folder / "forge", targets, tests, log, options.run)
        broke = broken(forge, folder / "swift", folder / "forge", targets, tests, log)
        sound = sound and not any(row["missed"] for row in edited) and all(row["agree"] for row in broke)
        print(json.dumps({"package": folder.name, "edits": edited, "broken": broke}), flush=True)
    return 0 if sound else 1


if __name__ == "__main__":
    sys.exit(main())
