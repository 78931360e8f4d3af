#!/usr/bin/env python3
"""Writes a synthetic Movieland-shaped repository for benchmarks.

250 features x 4 layers (Presentation, Domain, DomainApi, Data), the Core modules and one App:
1,007 modules with the dependencies the architecture allows, a manifest per feature or module,
and source folders holding Swift files whose imports match the declared dependencies.
"""
import argparse
import json
import os
import random

CORE_TAGS = {"DependencyInjection": ["ui", "di"], "Common": ["ui"], "DesignSystem": ["ui"], "Networking": ["network"]}
CORE = {
    "DependencyInjection": [],
    "Common": ["DependencyInjection"],
    "DesignSystem": ["Common"],
    "Networking": ["Common"],
    "Persistence": ["Common"],
    "Analytics": ["Common", "Networking"],
}
LAYERS = [("presentation", "Presentation"), ("domain", "Domain"), ("domainApi", "DomainApi"), ("data", "Data")]


def feature_name(index):
    return f"Feature{index:03d}"


def feature_modules(index, features, rng):
    name = feature_name(index)
    others = [feature_name(i) for i in rng.sample(range(features), k=min(3, features)) if i != index][:2]
    deps = {
        "presentation": [f"{name}Domain", f"{name}DomainApi", "DesignSystem", "Common", "DependencyInjection"]
        + ([f"{others[0]}Presentation"] if others and index % 5 == 0 else []),
        "domain": [f"{name}DomainApi", "DependencyInjection"] + [f"{o}DomainApi" for o in others],
        "domainApi": ["DependencyInjection"],
        "data": [f"{name}Domain", f"{name}DomainApi", "Networking", "Persistence", "Common", "DependencyInjection"],
    }
    modules = []
    for layer, suffix in LAYERS:
        module = {"name": name + suffix, "kind": "feature", "feature": name, "layer": layer,
                  "dependencies": deps[layer]}
        if layer in ("domain", "data"):
            module["tests"] = True
        modules.append(module)
    # Presentation may only use other features' Presentation modules that do not point back.
    return modules


def source_text(module_name, dependencies, file_index, rng):
    imports = ["Foundation"] + sorted(dependencies)
    lines = [f"import {i}" for i in imports]
    lines += ["", f"/// Synthetic source {file_index} of {module_name}.",
              f"public struct {module_name}Part{file_index} {{",
              "    public init() {}", ""]
    for method in range(rng.randint(3, 8)):
        lines.append(f"    public func value{method}() -> Int {{ {rng.randint(0, 1000)} }}")
    lines += ["}", ""]
    return "\n".join(lines)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", help="folder to create (must not exist)")
    parser.add_argument("--features", type=int, default=250)
    parser.add_argument("--files-per-module", type=int, default=1)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rules", help="a rules.json to copy into Manifest/")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if os.path.exists(args.output):
        raise SystemExit(f"{args.output} exists; remove it or pick another folder")

    root = args.output
    write(f"{root}/Manifest/project.json", json.dumps({
        "name": "Synthetic", "swiftToolsVersion": "6.0", "platforms": {"macOS": "14"},
        "swiftLanguageMode": "6", "upcomingFeatures": ["ExistentialAny"]}, indent=2) + "\n")

    every = []  # (module dict, source folder)
    for name, deps in CORE.items():
        module = {"name": name, "kind": "core", "dependencies": deps, "tests": True}
        if name in CORE_TAGS:
            module["tags"] = CORE_TAGS[name]
        write(f"{root}/Manifest/Core/{name}.json", json.dumps(module, indent=2) + "\n")
        every.append((module, f"Modules/Core/{name}"))
    for index in range(args.features):
        modules = feature_modules(index, args.features, rng)
        name = feature_name(index)
        write(f"{root}/Manifest/Features/{name}.json", json.dumps({"modules": modules}, indent=2) + "\n")
        for module in modules:
            every.append((module, f"Modules/Features/{name}/{module['name']}"))
    app_deps = ["DependencyInjection", "Common"] + [feature_name(i) + s for i in range(args.features)
                                                     for s in ("Presentation", "Data")]
    app = {"name": "SyntheticApp", "kind": "app", "executableName": "synthetic", "path": "Apps/Synthetic",
           "dependencies": app_deps}
    write(f"{root}/Manifest/Apps/SyntheticApp.json", json.dumps(app, indent=2) + "\n")
    every.append((app, "Apps/Synthetic"))

    for module, folder in every:
        for file_index in range(args.files_per_module):
            file_name = "main.swift" if module["kind"] == "app" and file_index == 0 else \
                f"{module['name']}Part{file_index}.swift"
            write(f"{root}/{folder}/{file_name}",
                  source_text(module["name"], module["dependencies"], file_index, rng))
        if module.get("tests"):
            write(f"{root}/Tests/{module['name']}Tests/{module['name']}Tests.swift",
                  f"import Testing\n@testable import {module['name']}\n\n@Test func builds() {{ #expect(true) }}\n")
    if args.rules:
        with open(args.rules) as handle:
            write(f"{root}/Manifest/rules.json", handle.read())
    print(f"{root}: {len(every)} modules, {len(every) * args.files_per_module} source files")


if __name__ == "__main__":
    main()
