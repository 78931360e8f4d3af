#!/usr/bin/env python3
"""forge test against swift test on real packages (issue 46's parity corpus), run by hand, not in CI.

For each package folder of CORPUS (a git checkout, fetched beforehand), in two fresh clones under WORK, and under
two environments: A, the caller's, and B, the caller's plus CI=true, TZ=Asia/Tokyo, LANG=fr_FR.UTF-8,
PROBE_MODE=fail and SWIFT_DETERMINISTIC_HASHING=1 (what tests reading CI or a locale could change on):

- swift: `swift test`, and when it fails each target alone, gives swift test's verdict per test target;
- forge: `forge adopt` (verified against SwiftPM), `forge lint --fix`, a first `forge test --format json` (under
  A), then per environment `forge test` with the store warm from the clone's earlier runs (under A it must run
  nothing but what failed) and `forge test --store <empty folder>`; a row agrees only when, in both
  environments, the warm verdict, the empty store's and swift test's are the same for every test target;
- soundness: in the swift clone (built by swift test, so every product is there), each test target runs alone
  under strace; every repository file its tests read and every program of the package they run (by a source
  file of the target that builds it) is changed by one byte in the forge clone, and forge hash says whether that
  target's hash changed. A change that leaves it unchanged would let forge test skip a test whose inputs changed.

With --unpinned, an unpinned dependency too: `unpinned-app` depends `from: "1.0.0"` on `unpinned-dep`, a git
repository made in WORK and set as the mirror of a URL that does not exist. A fresh clone's `forge test` passes
with only 1.0.0 tagged and records into a shared store; then 1.1.0, which breaks the app's test, is tagged, and
a second fresh clone's `forge test` with the same store must fail, as `swift test` does in a third.

Every command runs in its own process group under a timeout (--timeout, 900 s by default): one that outlives it
is killed with every process it started (stopped first, so none forks away unseen), and the run is recorded as
"timed out" instead of stalling the corpus; a row with a timed-out run does not agree.

With --protobuf, a code-generating build-tool plugin: `protobuf-app` (made in WORK) compiles `greeting.proto` with
swift-protobuf 1.39.0's SwiftProtobufPlugin and `protoc` from PATH, and its test checks the generated message's
`text` field. After a pass, the .proto file is changed (json_name set, so the JSON check fails; then the field
renamed, so the test does not compile; then restored) in a forge clone and a swift clone alike, and after each
change `forge test` must end as `swift test` does.

Usage: parity_corpus.py [--corpus DIR] --work DIR --forge PATH [--mirror ORIGINAL=PATH]... [--only NAME]...
                        [--unpinned] [--timeout SECONDS] [--environment A|B]... [--skip-soundness]
                        [--protobuf]
Prints one JSON line per package as it ends, then a Markdown table and the unpinned case's line; exits 1 when a
row disagrees or timed out.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TRACE_CALL = re.compile(r'^(\w+)\((.*)\) = (-?\d+)')
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
ENVIRONMENTS = {
    "A": {},
    "B": {"CI": "true", "TZ": "Asia/Tokyo", "LANG": "fr_FR.UTF-8", "PROBE_MODE": "fail",
          "SWIFT_DETERMINISTIC_HASHING": "1"},
}


TIMED_OUT = "timed out"  # run's status when the command outlived the timeout and was killed
DEFAULT_TIMEOUT = 900
TIMEOUT = DEFAULT_TIMEOUT  # seconds per command; --timeout sets it


def process_table():
    """{pid: (parent pid, process group)} of every process now alive (zombies left out)."""
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[0] != "Z":
            table[int(entry.name)] = (int(fields[1]), int(fields[2]))
    return table


def family(root):
    """`root`, every process in its group and every descendant of either (one that left the group, as with
    setsid, included)."""
    table = process_table()
    found = {pid for pid, (_, group) in table.items() if group == root} | ({root} if root in table else set())
    grown = True
    while grown:
        children = {pid for pid, (parent, _) in table.items() if parent in found} - found
        found |= children
        grown = bool(children)
    return found


def signal_all(pids, number):
    for pid in pids:
        try:
            os.kill(pid, number)
        except ProcessLookupError:
            pass


def kill_family(root):
    """Stops `root`'s group and descendants (again until no new one appears, so none forks or is re-parented
    away unseen), kills them all, and waits until none is left; returns the pids killed."""
    stopped = set()
    while True:
        pids = family(root) | {pid for pid in stopped if Path(f"/proc/{pid}").exists()}
        if pids <= stopped:
            break
        signal_all(pids - stopped, signal.SIGSTOP)
        stopped |= pids
    signal_all(stopped, signal.SIGKILL)
    deadline = time.time() + 30
    while time.time() < deadline:
        alive = [pid for pid in stopped if pid in process_table()]
        if not alive:
            return stopped
        signal_all(alive, signal.SIGKILL)
        time.sleep(0.2)
    raise RuntimeError(f"processes {sorted(alive)} survived SIGKILL")


def run(command, cwd, log, timeout=None, extra=None):
    """Runs `command` in `cwd` (in its own process group) with the caller's environment plus `extra`, appending
    its output to `log`; returns (status, output). When it runs longer than `timeout` seconds (TIMEOUT by
    default), it and every process it started are killed, and the status is TIMED_OUT."""
    timeout = timeout or TIMEOUT
    started = time.time()
    environment = dict(os.environ, **(extra or {}))
    with tempfile.TemporaryFile(mode="w+", errors="replace") as output_file:
        # A file, not a pipe: a killed command's grandchildren holding a pipe open cannot block the read.
        process = subprocess.Popen(command, cwd=cwd, stdout=output_file, stderr=subprocess.STDOUT, text=True,
                                   errors="replace", env=environment, start_new_session=True)
        try:
            status = process.wait(timeout=timeout)
            killed = set()
        except subprocess.TimeoutExpired:
            killed = kill_family(process.pid)
            process.wait()
            status = TIMED_OUT
        else:
            leftover = family(process.pid) - {process.pid}  # a daemon the command left behind in its group
            if leftover:
                killed = kill_family(process.pid)
        output_file.seek(0)
        output = output_file.read()
    shown = " ".join(f"{name}={value}" for name, value in (extra or {}).items())
    ending = (f"TIMED OUT after {timeout} s, killed {len(killed)} processes" if status == TIMED_OUT
              else f"exit {status}" + (f", then killed {len(killed)} leftover processes" if killed else ""))
    with open(log, "a") as file:
        file.write(f"$ {shown + ' ' if shown else ''}{' '.join(command)}  # {time.time() - started:.1f} s, {ending}\n")
        file.write(output + "\n")
    return status, output


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


def swift_test(folder, tests, log, extra=None):
    """swift test's verdict per test target: all pass when `swift test` passes; when it fails, each target's
    own `swift test --filter '^Module\\.'` says which (and every one fails when none of those does). A run
    killed at the timeout gives "timed out": a target alone that timed out, or every target when `swift test`
    timed out and no target alone failed or timed out."""
    status, _ = run(["swift", "test"], folder, log, extra=extra)
    if status == 0:
        return status, {test: "pass" for test in tests}
    verdicts = {}
    for test in tests:
        alone, _ = run(["swift", "test", "--skip-build", "--filter", f"^{c99(test)}\\."], folder, log, extra=extra)
        verdicts[test] = "pass" if alone == 0 else TIMED_OUT if alone == TIMED_OUT else "fail"
    if "fail" not in verdicts.values() and TIMED_OUT not in verdicts.values():
        verdicts = {test: TIMED_OUT if status == TIMED_OUT else "fail" for test in tests}
    return status, verdicts


def forge_test(forge, folder, log, extra=None, store=None):
    """forge test's exit status and JSON report ({} when it printed none, as when the build fails)."""
    command = [forge, "test", "--format", "json"] + (["--store", str(store)] if store else [])
    status, output = run(command, folder, log, extra=extra)
    if status == TIMED_OUT:
        return status, {}
    return status, json_report(output)


def json_report(output):
    """The last JSON object in `output` that starts with a line `{` and ends with a line `}`: forge's report, which
    comes last (a compiler's source excerpt before it can hold `{` at a line's end, as swift-case-paths' does)."""
    for start in reversed([match.start() for match in re.finditer(r"(?m)^\{\n", output)]):
        end = output.find("\n}", start)
        try:
            return json.loads(output[start:end + 2]) if end >= 0 else {}
        except json.JSONDecodeError:
            continue
    return {}


def names(entries):
    """Target names of a report's list, whether it holds names or objects with a "name"."""
    return {entry if isinstance(entry, str) else entry.get("name") for entry in entries}


def forge_verdicts(status, report, tests):
    """forge test's verdict per test target: a failure fails; a target run and not failed, or skipped for a pass
    recorded with its hash, passes; a run that failed with no report fails every target; anything else is
    "missing" (forge said nothing of it), which agrees with no verdict; a run killed at the timeout gives every
    target "timed out"."""
    if status == TIMED_OUT:
        return {test: TIMED_OUT for test in tests}
    if not report:
        return {test: "fail" if status != 0 else "missing" for test in tests}
    failed, passed = names(report.get("failed", [])), names(report.get("run", [])) | names(report.get("skipped", []))
    return {test: "fail" if test in failed else "pass" if test in passed else "missing" for test in tests}


def declared_environment(folder):
    """The variables the package's manifests declare as test inputs ("inputs": {"environment": [...]})."""
    found = set()

    def visit(value):
        if isinstance(value, dict):
            inputs = value.get("inputs")
            if isinstance(inputs, dict):
                found.update(inputs.get("environment", []))
            for item in value.values():
                visit(item)
        elif isinstance(value, list):
            for item in value:
                visit(item)

    for manifest in Path(folder, "Manifest").rglob("*.json"):
        visit(json.loads(manifest.read_text()))
    return sorted(found)


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
    changes |= {path for file in read for path in resource_sources(file, root, package)}
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


def resource_sources(file, root, package):
    """The repository files a read of a resource bundle's copy (`.build/.../<Package>_<Target>.resources/<path>`,
    what `Bundle.module` finds) comes from: each target folder's file at that path (`.copy`) or, when none is,
    with that name (`.process` flattens folders)."""
    if not file.startswith(root + "/.build/") or ".resources/" not in file:
        return []
    inside = file.split(".resources/", 1)[1]
    folders = [Path(root, path) for path in package["paths"].values() if path]
    copied = [folder / inside for folder in folders if (folder / inside).is_file()]
    found = copied or [match for folder in folders if folder.is_dir()
                       for match in folder.rglob(Path(inside).name) if match.is_file()]
    return sorted({str(match.relative_to(root)) for match in found})


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


def under_environment(name, forge, swift_folder, forge_folder, package, work, log):
    """In environment `name`: swift test's verdicts, forge test's with the clone's warm store and with an empty
    one, and which targets the warm run ran."""
    extra = ENVIRONMENTS[name]
    tests = package["tests"]
    swift_status, swift = swift_test(swift_folder, tests, log, extra)
    warm_status, warm_report = forge_test(forge, forge_folder, log, extra)
    empty_store = work / "stores" / f"{forge_folder.parent.name}-{name}"
    shutil.rmtree(empty_store, ignore_errors=True)
    empty_store.mkdir(parents=True)
    empty_status, empty_report = forge_test(forge, forge_folder, log, extra, store=empty_store)
    warm = forge_verdicts(warm_status, warm_report, tests)
    empty = forge_verdicts(empty_status, empty_report, tests)
    return {
        "swift_status": swift_status,
        "swift": swift,
        "warm": warm,
        "empty": empty,
        "warm_ran": sorted(names(warm_report.get("run", []))) if warm_report else None,
        "warm_equals_empty": warm == empty,
        "timed_out": any(TIMED_OUT in verdicts.values() for verdicts in (swift, warm, empty)),
        "agree": all(swift.get(test) == warm.get(test) == empty.get(test) != TIMED_OUT for test in tests),
    }


def measure(name, source, work, forge, mirrors, environments=tuple(ENVIRONMENTS), check_soundness=True):
    log = work / f"{name}.log"
    log.unlink(missing_ok=True)
    swift_folder, forge_folder = work / name / "swift", work / name / "forge"
    clone(source, swift_folder, mirrors, log)
    clone(source, forge_folder, mirrors, log)
    package = dump(swift_folder, log)
    adopt_status, adopt_output = run([forge, "adopt"], forge_folder, log)
    run([forge, "lint", "--fix"], forge_folder, log)
    started = time.time()
    forge_status, first = forge_test(forge, forge_folder, log)
    forge_seconds = time.time() - started
    measured = {}
    for environment in environments:
        measured[environment] = under_environment(
            environment, forge, swift_folder, forge_folder, package, work, log)
    environments = measured
    sound = soundness(forge, swift_folder, forge_folder, package, log) if check_soundness else None
    return {
        "package": name,
        "tests": len(package["tests"]),
        "programs": len(package["programs"]),
        "plugins": len(package["plugins"]),
        "adopt_verified": adopt_status == 0 and "verified:" in adopt_output,
        "declared": declared_environment(forge_folder),
        "forge_status": forge_status,
        "forge_seconds": round(forge_seconds, 1),
        "first": forge_verdicts(forge_status, first, package["tests"]),
        "timed_out": forge_status == TIMED_OUT or any(value["timed_out"] for value in environments.values()),
        "environments": environments,
        "warm_equals_empty": all(value["warm_equals_empty"] for value in environments.values()),
        "agree": all(value["agree"] for value in environments.values()),
        "second_run": (len(environments["A"]["warm_ran"]) if "A" in environments
                       and environments["A"]["warm_ran"] is not None else None),
        "programs_run": (sorted({program for value in sound.values() for program in value["programs"]})
                         if sound is not None else None),
        "changes": sum(value["changes"] for value in sound.values()) if sound is not None else None,
        "missed": {test: value["missed"] for test, value in sound.items() if value["missed"]} if sound is not None else None,
    }


UNPINNED_URL = "https://example.invalid/acme/unpinned-dep.git"

UNPINNED_DEP_MANIFEST = """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "unpinned-dep",
    products: [.library(name: "UnpinnedDep", targets: ["UnpinnedDep"])],
    targets: [.target(name: "UnpinnedDep")]
)
"""

UNPINNED_APP_MANIFEST = f"""// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "unpinned-app",
    dependencies: [.package(url: "{UNPINNED_URL}", from: "1.0.0")],
    targets: [
        .target(name: "App", dependencies: [.product(name: "UnpinnedDep", package: "unpinned-dep")]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
"""

UNPINNED_APP_TEST = """import XCTest
@testable import App

final class AppTests: XCTestCase {
    func testAnswer() {
        XCTAssertEqual(answerPlusOne(), 43)
    }
}
"""


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def git(folder, *arguments):
    subprocess.run(["git", "-C", str(folder), *arguments], check=True, capture_output=True)


def commit(folder, message, tag=None):
    git(folder, "add", "-A")
    git(folder, "commit", "-q", "-m", message)
    if tag:
        git(folder, "tag", tag)


def make_unpinned(root):
    """`unpinned-dep` with 1.0.0 tagged (answer() == 42) and 1.1.0 committed but not yet tagged (41), and
    `unpinned-app`, whose test wants 42 and which commits no Package.resolved. Returns (app, dep)."""
    dep, app = root / "unpinned-dep", root / "unpinned-app"
    git(root, "init", "-q", "unpinned-dep")
    write(dep / "Package.swift", UNPINNED_DEP_MANIFEST)
    write(dep / "Sources/UnpinnedDep/Answer.swift", "public func answer() -> Int { 42 }\n")
    commit(dep, "1.0.0", tag="1.0.0")
    git(root, "init", "-q", "unpinned-app")
    write(app / "Package.swift", UNPINNED_APP_MANIFEST)
    write(app / ".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n")
    write(app / "Sources/App/App.swift", "import UnpinnedDep\n\npublic func answerPlusOne() -> Int { answer() + 1 }\n")
    write(app / "Tests/AppTests/AppTests.swift", UNPINNED_APP_TEST)
    commit(app, "app")
    return app, dep


def release_breaking_dep(dep):
    write(dep / "Sources/UnpinnedDep/Answer.swift", "public func answer() -> Int { 41 }\n")
    commit(dep, "1.1.0", tag="1.1.0")


def fresh_clone(app, folder, dep, forge, log, adopt=True):
    clone(app, folder, [(UNPINNED_URL, str(dep))], log)
    if adopt:
        run([forge, "adopt"], folder, log)


def measure_unpinned(work, forge):
    """forge test with a shared store must fail once the dependency's newest matching tag breaks the app, as
    swift test does in a fresh clone: what an unpinned dependency resolves to is an input of the hash."""
    root = work / "unpinned" / time.strftime("%Y%m%d-%H%M%S")  # a new path: SwiftPM caches repositories by URL
    root.mkdir(parents=True)
    log = work / "unpinned.log"
    log.unlink(missing_ok=True)
    app, dep = make_unpinned(root)
    store = root / "store"
    store.mkdir()
    first = root / "clone-1"
    fresh_clone(app, first, dep, forge, log)
    first_status, first_report = forge_test(forge, first, log, store=store)
    release_breaking_dep(dep)
    second = root / "clone-2"
    fresh_clone(app, second, dep, forge, log)
    second_status, second_report = forge_test(forge, second, log, store=store)
    third = root / "clone-3"
    fresh_clone(app, third, dep, forge, log, adopt=False)
    swift_status, _ = run(["swift", "test"], third, log)
    before = forge_verdicts(first_status, first_report, ["AppTests"])["AppTests"]
    after = forge_verdicts(second_status, second_report, ["AppTests"])["AppTests"]
    swift = "pass" if swift_status == 0 else TIMED_OUT if swift_status == TIMED_OUT else "fail"
    return {
        "package": "unpinned-app",
        "forge_with_1.0.0": before,
        "forge_after_1.1.0": after,
        "forge_after_1.1.0_ran": sorted(names(second_report.get("run", []))) if second_report else None,
        "swift_after_1.1.0": swift,
        "agree": before == "pass" and after == swift == "fail",
    }


PROTOBUF_URL = "https://github.com/apple/swift-protobuf.git"

PROTOBUF_APP_MANIFEST = f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "protobuf-app",
    dependencies: [.package(url: "{PROTOBUF_URL}", exact: "1.39.0")],
    targets: [
        .target(
            name: "Greeting",
            dependencies: [.product(name: "SwiftProtobuf", package: "swift-protobuf")],
            plugins: [.plugin(name: "SwiftProtobufPlugin", package: "swift-protobuf")]
        ),
        .testTarget(
            name: "GreetingTests",
            dependencies: ["Greeting", .product(name: "SwiftProtobuf", package: "swift-protobuf")]
        ),
    ]
)
"""

PROTOBUF_PROTO = """syntax = "proto3";

message Greeting {
  string text = 1;
}
"""

PROTOBUF_SOURCE = """/// A greeting saying `text`.
public func greeting(_ text: String) -> Greeting {
    var message = Greeting()
    message.text = text
    return message
}
"""

PROTOBUF_TEST = """import Greeting
import SwiftProtobuf
import XCTest

final class GreetingTests: XCTestCase {
    func testTextField() throws {
        var message = Greeting()
        message.text = "hello"
        XCTAssertEqual(message.text, "hello")
        XCTAssertEqual(try message.jsonString(), #"{"text":"hello"}"#)
    }
}
"""

# What each step does to Sources/Greeting/greeting.proto, in order, and how both tools must then end.
PROTOBUF_STEPS = [
    ("as committed", None, "pass"),
    ("json_name of text set to \"words\" (builds; the test's JSON check fails)",
     ("string text = 1;", 'string text = 1 [json_name = "words"];'), "fail"),
    ("field text renamed to body (the test no longer compiles)",
     ('string text = 1 [json_name = "words"];', "string body = 1;"), "fail"),
    ("restored as committed", ("string body = 1;", "string text = 1;"), "pass"),
]


def make_protobuf(root, protoc):
    """`protobuf-app`: target Greeting, whose `greeting.proto` SwiftProtobufPlugin (swift-protobuf 1.39.0) compiles
    with `protoc` at build time, and GreetingTests, which checks the generated message's `text` field."""
    app = root / "protobuf-app"
    git(root, "init", "-q", "protobuf-app")
    write(app / "Package.swift", PROTOBUF_APP_MANIFEST)
    write(app / ".gitignore", ".build/\n.swiftpm/\n")
    write(app / "Sources/Greeting/greeting.proto", PROTOBUF_PROTO)
    write(app / "Sources/Greeting/swift-protobuf-config.json", json.dumps(
        {"protocPath": protoc, "invocations": [{"protoFiles": ["greeting.proto"], "visibility": "public"}]},
        indent=2) + "\n")
    write(app / "Sources/Greeting/Greeting.swift", PROTOBUF_SOURCE)
    write(app / "Tests/GreetingTests/GreetingTests.swift", PROTOBUF_TEST)
    commit(app, "app")
    return app


def measure_protobuf(work, forge):
    """A code-generating build-tool plugin: after a pass, each change to the .proto file must make `forge test`
    run GreetingTests again and end as `swift test` does in a clone changed the same way."""
    protoc = shutil.which("protoc")
    if not protoc:
        raise RuntimeError("protoc is not on PATH (Debian: apt-get install protobuf-compiler)")
    root = work / "protobuf" / time.strftime("%Y%m%d-%H%M%S")
    root.mkdir(parents=True)
    log = work / "protobuf-app.log"
    log.unlink(missing_ok=True)
    app = make_protobuf(root, protoc)
    swift_folder, forge_folder = root / "swift", root / "forge"
    clone(app, swift_folder, [], log)
    clone(app, forge_folder, [], log)
    adopt_status, adopt_output = run([forge, "adopt"], forge_folder, log)
    run([forge, "lint", "--fix"], forge_folder, log)
    steps = []
    for description, change, expected in PROTOBUF_STEPS:
        if change:
            for folder in (swift_folder, forge_folder):
                proto = folder / "Sources/Greeting/greeting.proto"
                text = proto.read_text()
                assert change[0] in text, (change, text)
                proto.write_text(text.replace(change[0], change[1]))
        started = time.time()
        forge_status, report = forge_test(forge, forge_folder, log)
        forge_seconds = time.time() - started
        started = time.time()
        swift_status, _ = run(["swift", "test"], swift_folder, log)
        swift_seconds = time.time() - started
        swift = "pass" if swift_status == 0 else TIMED_OUT if swift_status == TIMED_OUT else "fail"
        steps.append({
            "proto": description,
            "expected": expected,
            "forge": forge_verdicts(forge_status, report, ["GreetingTests"])["GreetingTests"],
            "forge_ran": sorted(names(report.get("run", []))) if report else None,
            "forge_skipped": sorted(names(report.get("skipped", []))) if report else None,
            "forge_seconds": round(forge_seconds, 1),
            "swift": swift,
            "swift_seconds": round(swift_seconds, 1),
        })
        if forge_status == TIMED_OUT or swift_status == TIMED_OUT:
            break  # a first build past the timeout: what followed would time out too
    return {
        "package": "protobuf-app",
        "adopt_verified": adopt_status == 0 and "verified:" in adopt_output,
        "steps": steps,
        "agree": len(steps) == len(PROTOBUF_STEPS) and all(
            step["forge"] == step["swift"] == step["expected"] for step in steps),
    }


def protobuf_lines(row):
    lines = ["| .proto | forge test | ran | swift test | expected |", "|---|---|---|---|---|"]
    for step in row["steps"]:
        lines.append(f"| {step['proto']} | {step['forge']} ({step['forge_seconds']} s) "
                     f"| {', '.join(step['forge_ran'] or []) or 'nothing'} "
                     f"| {step['swift']} ({step['swift_seconds']} s) | {step['expected']} |")
    lines.append(f"protobuf-app: {'agrees' if row['agree'] else 'DOES NOT AGREE'}")
    return "\n".join(lines)


def count(verdicts, verdict):
    return sum(1 for value in verdicts.values() if value == verdict)


def pass_fail(verdicts):
    return f"{count(verdicts, 'pass')}/{count(verdicts, 'fail')}" + "".join(
        f" ({count(verdicts, kind)} {kind})" for kind in ("missing", TIMED_OUT) if count(verdicts, kind))


def table(rows):
    lines = [
        "| package | test targets | executables (run by tests) | plugins | adopt verified | variables declared "
        "| A: swift test pass/fail | A: forge test pass/fail | B: swift test pass/fail | B: forge test pass/fail "
        "| warm = empty | same verdict | 2nd forge test ran (A) | warm forge test ran (B) | changes tried "
        "| hash unchanged |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        a, b = row["environments"].get("A"), row["environments"].get("B")
        sound = row["missed"] is not None
        lines.append(
            f"| {row['package']} | {row['tests']} "
            f"| {row['programs']} ({len(row['programs_run']) if sound else 'not checked'}) | {row['plugins']} "
            f"| {'yes' if row['adopt_verified'] else 'no'} | {', '.join(row['declared']) or '-'} "
            f"| {pass_fail(a['swift']) if a else 'not run'} | {pass_fail(a['warm']) if a else 'not run'} "
            f"| {pass_fail(b['swift']) if b else 'not run'} | {pass_fail(b['warm']) if b else 'not run'} "
            f"| {'yes' if row['warm_equals_empty'] else 'NO'} "
            f"| {'yes' if row['agree'] else 'timed out' if row['timed_out'] else 'NO'} "
            f"| {row['second_run'] if a else 'not run'} "
            f"| {(len(b['warm_ran']) if b['warm_ran'] is not None else None) if b else 'not run'} "
            f"| {row['changes'] if sound else 'not checked'} "
            f"| {sum(len(value) for value in row['missed'].values()) if sound else 'not checked'} |")
    return "\n".join(lines)


def unpinned_line(row):
    return (f"unpinned-app: forge test with only 1.0.0 tagged: {row['forge_with_1.0.0']}; after 1.1.0 with the same "
            f"store: {row['forge_after_1.1.0']} (ran {', '.join(row['forge_after_1.1.0_ran'] or []) or 'nothing'}); "
            f"swift test in a fresh clone: {row['swift_after_1.1.0']}; "
            f"{'agrees' if row['agree'] else 'DOES NOT AGREE'}")


def made_case(name, asked, only, measure):
    """The row of a case the script makes itself (`--unpinned`, `--protobuf`), printed as JSON as it ends; None
    when it was not asked for (or `--only` leaves it out) or could not be measured (the error is printed)."""
    if not asked or (only and name not in only):
        return None
    try:
        row = measure()
    except Exception as error:  # One case that cannot be measured must not lose the others' rows.
        print(json.dumps({"package": name, "error": str(error)}), flush=True)
        return None
    print(json.dumps(row), flush=True)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--forge", required=True)
    parser.add_argument("--mirror", action="append", default=[], help="ORIGINAL=PATH, set in every clone")
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--environment", action="append", choices=sorted(ENVIRONMENTS), default=[],
                        help="measure under these environments only (default: all)")
    parser.add_argument("--skip-soundness", action="store_true",
                        help="leave out the strace soundness check (its columns then say \"not checked\")")
    parser.add_argument("--timeout", type=int, default=DEFAULT_TIMEOUT,
                        help=f"seconds a command may run before it and its processes are killed "
                             f"(default {DEFAULT_TIMEOUT})")
    parser.add_argument("--unpinned", action="store_true",
                        help="measure the unpinned dependency case too (named unpinned-app for --only)")
    parser.add_argument("--protobuf", action="store_true",
                        help="measure the build-tool plugin case too (named protobuf-app for --only; needs protoc)")
    options = parser.parse_args()
    if not options.corpus and not options.unpinned and not options.protobuf:
        parser.error("give --corpus, --unpinned, --protobuf or more than one")
    global TIMEOUT
    TIMEOUT = options.timeout
    mirrors = [tuple(value.split("=", 1)) for value in options.mirror]
    work, forge = options.work.resolve(), str(Path(options.forge).resolve())
    work.mkdir(parents=True, exist_ok=True)
    rows = []
    for source in sorted(options.corpus.iterdir()) if options.corpus else []:
        if not (source / "Package.swift").exists() or (options.only and source.name not in options.only):
            continue
        try:
            row = measure(source.name, source.resolve(), work, forge, mirrors,
                          tuple(options.environment) or tuple(ENVIRONMENTS), not options.skip_soundness)
        except Exception as error:  # One package that cannot be measured must not lose the others' rows.
            print(json.dumps({"package": source.name, "error": str(error)}), flush=True)
            continue
        rows.append(row)
        print(json.dumps(row), flush=True)
    unpinned = made_case("unpinned-app", options.unpinned, options.only, lambda: measure_unpinned(work, forge))
    protobuf = made_case("protobuf-app", options.protobuf, options.only, lambda: measure_protobuf(work, forge))
    if rows:
        print(table(rows))
    if unpinned:
        print(unpinned_line(unpinned))
    if protobuf:
        print(protobuf_lines(protobuf))
    return 0 if all(row["agree"] for row in rows) and all(
        case is None or case["agree"] for case in (unpinned, protobuf)) else 1


if __name__ == "__main__":
    sys.exit(main())
