#!/usr/bin/env python3
"""forge test against swift test on real packages (issue 46's parity corpus), run by hand, not in CI.

For each package folder of CORPUS (a git checkout, fetched beforehand), in two fresh clones under WORK:

- swift: `swift test`, and when it fails each target alone, gives swift test's verdict per test target;
- forge: `forge adopt` (verified against SwiftPM), `forge lint --fix`, then `forge test --format json`, whose
  verdict per test target is compared with swift test's, then `forge test` again, which must run nothing;
- soundness: in the swift clone (built by swift test, so every product is there), each test target runs alone
  under strace; every repository file its tests read and every program of the package they run (by a source
  file of the target that builds it) is changed by one byte in the forge clone, and forge hash says whether that
  target's hash changed. A change that leaves it unchanged would let forge test skip a test whose inputs changed.

Usage: parity_corpus.py --corpus DIR --work DIR --forge PATH [--mirror ORIGINAL=PATH]... [--only NAME]...
Prints one JSON line per package as it ends, then a Markdown table.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TRACE_CALL = re.compile(r'^(\w+)\((.*)\) = (-?\d+)')
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def run(command, cwd, log, timeout=3600):
    """Runs `command` in `cwd`, appending its output to `log`; returns (status, output)."""
    started = time.time()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout)
    with open(log, "a") as file:
        file.write(f"$ {' '.join(command)}  # {time.time() - started:.1f} s, exit {result.returncode}\n")
        file.write(result.stdout + result.stderr + "\n")
    return result.returncode, result.stdout + result.stderr


def c99(name):
    """The module name SwiftPM compiles a target as."""
    module = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return "_" + module if module[:1].isdigit() else module


def clone(source, destination, mirrors, log):
    shutil.rmtree(destination, ignore_errors=True)
    subprocess.run(["git", "-c", "advice.detachedHead=false", "clone", "-q", str(source), str(destination)], check=True)
    for original, mirror in mirrors:
        run(["swift", "package", "config", "set-mirror", "--original", original, "--mirror", mirror], destination, log)


def dump(folder, log):
    """SwiftPM's view of the package: test targets, executable programs and their targets, plugins."""
    _, output = run(["swift", "package", "dump-package"], folder, log)
    package = json.loads(output[output.index("{"):])
    targets = {target["name"]: target for target in package["targets"]}
    programs = {target: target for target, value in targets.items() if value["type"] == "executable"}
    for product in package["products"]:
        if "executable" in product["type"]:
            for target in product["targets"]:
                if targets.get(target, {}).get("type") == "executable":
                    programs.pop(target, None)
                    programs[product["name"]] = target
    return {
        "tests": sorted(name for name, value in targets.items() if value["type"] == "test"),
        "programs": programs,
        "plugins": sorted(name for name, value in targets.items() if value["type"] == "plugin"),
        "paths": {name: value.get("path") or default_path(value) for name, value in targets.items()},
    }


def default_path(target):
    folder = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
    return f"{folder}/{target['name']}"


def swift_test(folder, tests, log):
    """swift test's verdict per test target: all pass when `swift test` passes; when it fails, each target's
    own `swift test --filter '^Module\\.'` says which (and every one fails when none of those does)."""
    status, _ = run(["swift", "test"], folder, log)
    if status == 0:
        return status, {test: "pass" for test in tests}
    verdicts = {}
    for test in tests:
        alone, _ = run(["swift", "test", "--skip-build", "--filter", f"^{c99(test)}\\."], folder, log)
        verdicts[test] = "pass" if alone == 0 else "fail"
    if "fail" not in verdicts.values():
        verdicts = {test: "fail" for test in tests}
    return status, verdicts


def forge_test(forge, folder, log):
    status, output = run([forge, "test", "--format", "json"], folder, log)
    start = output.find("{\n")
    report = json.loads(output[start:output.index("\n}", start) + 2]) if start >= 0 else {}
    return status, report


def traced_accesses(folder, module, log):
    """Files read and programs run by the tests of `module` (processes under the .xctest runner), as absolute
    paths, from strace of `swift test --skip-build --filter ^module.` in `folder`."""
    with tempfile.TemporaryDirectory() as traces:
        run(
            ["strace", "-ff", "-qq", "-s", "4096", "-e", "trace=execve,chdir,open,openat,clone,clone3,fork,vfork",
             "-e", "signal=none", "-o", f"{traces}/t", "swift", "test", "--skip-build", "--filter", f"^{module}\\."],
            folder, log)
        return accesses_in(Path(traces), str(Path(folder).resolve()))


def accesses_in(traces, start):
    processes = {}
    for file in traces.iterdir():
        processes[int(file.suffix[1:])] = file.read_text(errors="replace").splitlines()
    children = {pid: [] for pid in processes}
    for pid, lines in processes.items():
        for line in lines:
            match = TRACE_CALL.match(line)
            if match and match.group(1) in ("clone", "clone3", "fork", "vfork") and int(match.group(3)) > 0:
                children[pid].append(int(match.group(3)))
    started = {child for values in children.values() for child in values}
    read, ran = set(), set()
    queue = [(pid, start, False) for pid in processes if pid not in started]
    while queue:
        pid, directory, under_tests = queue.pop()
        for line in processes.get(pid, []):
            match = TRACE_CALL.match(line)
            if not match:
                continue
            call, arguments, result = match.group(1), match.group(2), int(match.group(3))
            strings = STRING.findall(arguments)
            if call == "chdir" and result == 0 and strings:
                directory = os.path.normpath(os.path.join(directory, strings[0]))
            elif call == "execve" and result == 0 and strings:
                program = os.path.normpath(os.path.join(directory, strings[0]))
                under_tests = under_tests or program.endswith(".xctest")
                if under_tests and not program.endswith(".xctest"):
                    ran.add(program)
            elif call in ("open", "openat") and result >= 0 and strings and under_tests:
                if "O_DIRECTORY" not in arguments and ("O_RDONLY" in arguments or "O_RDWR" in arguments):
                    read.add(os.path.normpath(os.path.join(directory, strings[0])))
            elif call in ("clone", "clone3", "fork", "vfork") and result > 0:
                queue.append((result, directory, under_tests))
    return read, ran


def relative(path, root):
    """`path` relative to `root` when it is a repository file (not a build folder, .git or hidden)."""
    if not path.startswith(root + "/"):
        return None
    inside = path[len(root) + 1:]
    return None if inside.split("/")[0].startswith(".") else inside


def changes_for(test, folder, package, log):
    """What to change to prove `test`'s hash covers what its tests use: each file read, and for each program
    of the package run, a source file of the target that builds it."""
    read, ran = traced_accesses(folder, c99(test), log)
    root = str(Path(folder).resolve())
    changes = {path for path in (relative(file, root) for file in read) if path}
    programs = set()
    for program in ran:
        name = os.path.basename(program)
        target = package["programs"].get(name)
        if program.startswith(root + "/.build") and target:
            programs.add(name)
            sources = sorted(Path(folder, package["paths"][target]).rglob("*.swift"))
            if sources:
                changes.add(str(sources[0].relative_to(folder)))
        elif relative(program, root):
            changes.add(relative(program, root))
    return sorted(changes), sorted(programs)


def target_hash(forge, folder, test):
    output = subprocess.run([forge, "hash", test, "--format", "json"], cwd=folder, capture_output=True, text=True)
    targets = json.loads(output.stdout)["targets"]
    return next(target["hash"] for target in targets if target["name"] == test)


def soundness(forge, swift_folder, forge_folder, package, log):
    """Per test target: the changes tried, those that left its hash unchanged, the programs it ran."""
    results = {}
    for test in package["tests"]:
        changes, programs = changes_for(test, swift_folder, package, log)
        before = target_hash(forge, forge_folder, test)
        missed = []
        for change in changes:
            path = Path(forge_folder, change)
            if not path.is_file():
                continue
            original = path.read_bytes()
            path.write_bytes(original + b"\n")
            try:
                if target_hash(forge, forge_folder, test) == before:
                    missed.append(change)
            finally:
                path.write_bytes(original)
        results[test] = {"changes": len(changes), "missed": missed, "programs": programs}
    return results


def measure(name, source, work, forge, mirrors):
    log = work / f"{name}.log"
    log.unlink(missing_ok=True)
    swift_folder, forge_folder = work / name / "swift", work / name / "forge"
    clone(source, swift_folder, mirrors, log)
    clone(source, forge_folder, mirrors, log)
    package = dump(swift_folder, log)
    started = time.time()
    swift_status, swift_verdicts = swift_test(swift_folder, package["tests"], log)
    swift_seconds = time.time() - started
    adopt_status, adopt_output = run([forge, "adopt"], forge_folder, log)
    run([forge, "lint", "--fix"], forge_folder, log)
    started = time.time()
    forge_status, first = forge_test(forge, forge_folder, log)
    forge_seconds = time.time() - started
    failed = set(first.get("failed", []))
    forge_verdicts = {test: "fail" if test in failed else "pass" for test in first.get("run", [])}
    _, second = forge_test(forge, forge_folder, log)
    sound = soundness(forge, swift_folder, forge_folder, package, log)
    return {
        "package": name,
        "tests": len(package["tests"]),
        "programs": len(package["programs"]),
        "plugins": len(package["plugins"]),
        "adopt_verified": adopt_status == 0 and "verified:" in adopt_output,
        "swift_status": swift_status,
        "swift_seconds": round(swift_seconds, 1),
        "forge_status": forge_status,
        "forge_seconds": round(forge_seconds, 1),
        "swift": swift_verdicts,
        "forge": forge_verdicts,
        "agree": all(swift_verdicts.get(test) == forge_verdicts.get(test) for test in package["tests"]),
        "second_run": len(second.get("run", [])) if second else None,
        "programs_run": sorted({program for value in sound.values() for program in value["programs"]}),
        "changes": sum(value["changes"] for value in sound.values()),
        "missed": {test: value["missed"] for test, value in sound.items() if value["missed"]},
    }


def table(rows):
    lines = [
        "| package | test targets | executables (run by tests) | plugins | adopt verified | swift test: pass/fail "
        "| forge test: pass/fail | same verdict | 2nd forge test ran | changes tried | hash unchanged |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        count = lambda verdicts, verdict: sum(1 for value in verdicts.values() if value == verdict)
        lines.append(
            f"| {row['package']} | {row['tests']} | {row['programs']} ({len(row['programs_run'])}) | {row['plugins']} "
            f"| {'yes' if row['adopt_verified'] else 'no'} "
            f"| {count(row['swift'], 'pass')}/{count(row['swift'], 'fail')} "
            f"| {count(row['forge'], 'pass')}/{count(row['forge'], 'fail')} "
            f"| {'yes' if row['agree'] else 'NO'} | {row['second_run']} | {row['changes']} "
            f"| {sum(len(value) for value in row['missed'].values())} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--forge", required=True)
    parser.add_argument("--mirror", action="append", default=[], help="ORIGINAL=PATH, set in every clone")
    parser.add_argument("--only", action="append", default=[])
    options = parser.parse_args()
    mirrors = [tuple(value.split("=", 1)) for value in options.mirror]
    options.work.mkdir(parents=True, exist_ok=True)
    rows = []
    for source in sorted(options.corpus.iterdir()):
        if not (source / "Package.swift").exists() or (options.only and source.name not in options.only):
            continue
        try:
            row = measure(source.name, source.resolve(), options.work.resolve(), options.forge, mirrors)
        except Exception as error:  # One package that cannot be measured must not lose the others' rows.
            print(json.dumps({"package": source.name, "error": str(error)}), flush=True)
            continue
        rows.append(row)
        print(json.dumps(row), flush=True)
    print(table(rows))


if __name__ == "__main__":
    sys.exit(main())
