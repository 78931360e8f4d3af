#!/usr/bin/env python3
"""Writes a synthetic hand-written SwiftPM package for the adopt benchmark.

About 1,000 targets as a large app monorepo has them: 200 features of four layer targets each, their
test targets (some renamed, some several per module), Core targets, plugins and executables; 12 external
packages whose products the targets use, some under conditions; per-target settings of several kinds with
conditions; resources; library products. One source file per target, so the layout is real.
"""
import argparse
import os
import random

PACKAGES = [
    ("swift-argument-parser", "https://github.com/apple/swift-argument-parser.git", 'from: "1.3.0"', ["ArgumentParser"]),
    ("swift-collections", "https://github.com/apple/swift-collections.git", 'from: "1.1.0"',
     ["Collections", "DequeModule", "OrderedCollections"]),
    ("swift-log", "https://github.com/apple/swift-log.git", '"1.5.0"..<"1.7.0"', ["Logging"]),
    ("swift-metrics", "https://github.com/apple/swift-metrics.git", 'exact: "2.4.1"', ["Metrics", "CoreMetrics"]),
    ("swift-nio", "https://github.com/apple/swift-nio.git", 'from: "2.65.0"', ["NIOCore", "NIOPosix", "NIOHTTP1"]),
    ("swift-algorithms", "https://github.com/apple/swift-algorithms.git", 'from: "1.2.0"', ["Algorithms"]),
    ("swift-numerics", "https://github.com/apple/swift-numerics.git", 'branch: "main"', ["Numerics", "RealModule"]),
    ("swift-system", "https://github.com/apple/swift-system.git", '.upToNextMinor(from: "1.4.0")', ["SystemPackage"]),
    ("swift-crypto", "https://github.com/apple/swift-crypto.git", '"3.0.0"..<"5.0.0"', ["Crypto"]),
    ("swift-atomics", "https://github.com/apple/swift-atomics.git", 'from: "1.2.0"', ["Atomics"]),
    ("swift-async-algorithms", "https://github.com/apple/swift-async-algorithms.git", 'from: "1.0.0"',
     ["AsyncAlgorithms"]),
    ("swift-syntax", "https://github.com/swiftlang/swift-syntax.git", 'from: "600.0.0"',
     ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPlugin"]),
]
CORE = ["DependencyInjection", "Common", "DesignSystem", "Networking", "Persistence", "Analytics", "Logging-Support"]
LAYERS = ["Presentation", "Domain", "DomainApi", "Data"]


def product(rng, condition=False):
    package, _, _, products = rng.choice(PACKAGES[:-1])
    text = f'.product(name: "{rng.choice(products)}", package: "{package}"'
    if condition:
        text += rng.choice([", condition: .when(platforms: [.linux])", ", condition: .when(platforms: [.macOS, .iOS])"])
    return text + ")"


def settings(rng, index):
    swift = [f'.define("FEATURE_{index}")', '.enableUpcomingFeature("ExistentialAny")']
    if index % 3 == 0:
        swift.append('.define("VERBOSE", .when(configuration: .debug))')
    if index % 7 == 0:
        swift.append('.unsafeFlags(["-Xfrontend", "-warn-long-function-bodies=200"], .when(configuration: .debug))')
    if index % 11 == 0:
        swift.append('.enableExperimentalFeature("AvailabilityMacro=SwiftStdlib 5.0: macOS 10.14.4, iOS 12.2")')
    if index % 13 == 0:
        swift.append(".swiftLanguageMode(.v5)")
    text = "swiftSettings: [" + ", ".join(swift) + "]"
    if index % 5 == 0:
        text += ', linkerSettings: [.linkedLibrary("z", .when(platforms: [.linux]))]'
    return text


def target(function, name, dependencies, extra=""):
    deps = ", ".join(d if d.startswith(".") else f'"{d}"' for d in dependencies)
    return f'        .{function}(name: "{name}", dependencies: [{deps}]{", " + extra if extra else ""}),'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root")
    parser.add_argument("--features", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(7)
    root = args.root
    targets, sources, products = [], {}, []

    def add(function, name, dependencies, extra="", folder="Sources"):
        targets.append(target(function, name, dependencies, extra))
        sources[f"{folder}/{name}"] = name

    # Large manifests append their targets in small statements: one array literal of 1,000 targets is more
    # than the type checker takes "in reasonable time".
    chunks = []

    def close_chunk():
        if targets:
            chunks.append("targets += [\n" + "\n".join(targets) + "\n]\n")
            targets.clear()

    for index, core in enumerate(CORE):
        add("target", core, CORE[: index][-2:] + [product(rng)], settings(rng, index))
        add("testTarget", core + "Tests", [core], folder="Tests")
        close_chunk()
    for index in range(args.features):
        feature = f"Feature{index:03d}"
        layers = {layer: feature + layer for layer in LAYERS}
        add("target", layers["DomainApi"], ["DependencyInjection"])
        add("target", layers["Domain"], [layers["DomainApi"], product(rng)], settings(rng, index))
        add("target", layers["Data"], [layers["Domain"], layers["DomainApi"], "Networking", product(rng, condition=True)],
            ('resources: [.process("Resources")], ' if index % 4 == 0 else "") + settings(rng, index + 1))
        add("target", layers["Presentation"], [layers["Domain"], "DesignSystem", "Common"], settings(rng, index + 2))
        add("testTarget", layers["Domain"] + "Tests", [layers["Domain"]], folder="Tests")
        if index % 3 == 0:
            add("testTarget", layers["Data"] + "IntegrationTests", [layers["Data"], "Persistence"], folder="Tests")
        close_chunk()
        if index % 10 == 0:
            products.append(f'        .library(name: "{feature}", targets: ["{layers["Presentation"]}", "{layers["Data"]}"]),')
    apps = [f"Feature{i:03d}Presentation" for i in range(args.features)]
    add("executableTarget", "App", apps[:50] + ["Common", product(rng)])
    add("executableTarget", "codegen", ['.product(name: "ArgumentParser", package: "swift-argument-parser")'])
    targets.append('        .plugin(name: "CodegenPlugin", capability: .buildTool(), dependencies: ["codegen"]),')
    sources["Plugins/CodegenPlugin"] = "CodegenPlugin"
    products.append('        .executable(name: "app", targets: ["App"]),')
    close_chunk()

    os.makedirs(root, exist_ok=True)
    for folder, name in sources.items():
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        with open(os.path.join(root, folder, f"{name.replace('-', '_')}.swift"), "w") as file:
            file.write(f"// {name}\n")
        if folder.endswith("Data") and os.path.basename(folder).startswith("Feature") and int(folder[-7:-4]) % 4 == 0:
            os.makedirs(os.path.join(root, folder, "Resources"), exist_ok=True)
            with open(os.path.join(root, folder, "Resources", "strings.json"), "w") as file:
                file.write("{}\n")
    dependencies = [f'        .package(url: "{url}", {requirement}),' for _, url, requirement, _ in PACKAGES]
    with open(os.path.join(root, "Package.swift"), "w") as file:
        file.write("// swift-tools-version: 6.0\n// A hand-written manifest, as a large app monorepo has one.\n")
        file.write("import PackageDescription\n\nvar targets: [Target] = []\n\n" + "\n".join(chunks) + "\n")
        file.write("let package = Package(\n")
        file.write('    name: "synthetic-monorepo",\n    platforms: [.macOS(.v13), .iOS(.v16)],\n')
        file.write("    products: [\n" + "\n".join(products) + "\n    ],\n")
        file.write("    dependencies: [\n" + "\n".join(dependencies) + "\n    ],\n")
        file.write("    targets: targets\n)\n")
    count = sum(chunk.count("\n        .") for chunk in chunks)
    print(f"wrote {root}/Package.swift: {count} targets, {len(PACKAGES)} package dependencies")


if __name__ == "__main__":
    main()
