#!/usr/bin/env python3
"""Compares forge's reading of imports with the compiler's, file by file.

Usage: import_agreement.py FORGE FILE_OR_DIR...
For each Swift file, the modules `forge imports --format json` marks active on this machine are compared with
what `swiftc -frontend -emit-imported-modules -swift-version 6` lists. Prints the files that differ and the
agreement figure.
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def swift_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for folder, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".swift"):
                        yield os.path.join(folder, name)
        else:
            yield path


def main():
    forge, paths = sys.argv[1], sys.argv[2:]
    files = list(swift_files(paths))
    report = json.loads(subprocess.run([forge, "imports", "--format", "json", *files], check=True,
                                       capture_output=True, text=True).stdout)
    forge_modules = {entry["path"]: {i["module"] for i in entry["imports"] if i["active"]} for entry in report["files"]}
    def compile(path):
        return path, subprocess.run(["swiftc", "-frontend", "-emit-imported-modules", "-swift-version", "6", path],
                                    capture_output=True, text=True)

    agree = 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(compile, files))
    for path, result in results:
        if result.returncode != 0:
            print(f"  skipped (swiftc cannot parse it): {path}")
            continue
        compiler = set(result.stdout.split())
        if compiler == forge_modules.get(path, set()):
            agree += 1
        else:
            print(f"  differs: {path}: forge {sorted(forge_modules.get(path, set()))}, swiftc {sorted(compiler)}")
    print(f"agreement with swiftc -emit-imported-modules: {agree}/{len(files)} files "
          f"({100.0 * agree / max(1, len(files)):.1f}%)")


if __name__ == "__main__":
    main()
