// swift-tools-version: 6.2
// A package that uses every package-level feature: any name, platforms, localization, language standards,
// traits, every product kind and every form of package dependency.
import PackageDescription

let package = Package(
    name: "swift-fixture-kit",
    defaultLocalization: "en",
    platforms: [
        .macOS(.v13),
        .iOS("16.4"),
        .tvOS(.v16),
        .watchOS(.v9),
        .visionOS(.v1),
        .macCatalyst(.v16),
        .driverKit(.v22),
    ],
    products: [
        .library(name: "Kit", targets: ["KitCore"]),
        .library(name: "KitStatic", type: .static, targets: ["KitCore", "KitExtras"]),
        .library(name: "KitDynamic", type: .dynamic, targets: ["KitExtras"]),
        .executable(name: "kit", targets: ["kit-cli"]),
        .plugin(name: "KitLintPlugin", targets: ["KitLint"]),
    ],
    traits: [
        .trait(name: "Fast", description: "Uses the fast paths"),
        .trait(name: "Logging"),
        .trait(name: "Everything", description: "All of it", enabledTraits: ["Fast", "Logging"]),
        .default(enabledTraits: ["Fast"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-collections", exact: "1.1.4"),
        .package(url: "https://github.com/apple/swift-log.git", "1.5.0"..<"1.7.0"),
        .package(url: "https://github.com/apple/swift-numerics.git", "1.0.0"..."1.0.2"),
        .package(url: "https://github.com/apple/swift-system.git", .upToNextMinor(from: "1.4.0")),
        .package(url: "https://github.com/apple/swift-atomics.git", branch: "main"),
        .package(
            url: "https://github.com/apple/swift-algorithms.git", revision: "f6919dfc309e7f1b56224378b11e28bab5bccc42"),
        .package(
            url: "git@github.com:apple/swift-nio.git", from: "2.65.0",
            traits: [
                .defaults,
                .trait(name: "Tracing", condition: .when(traits: ["Logging"])),
            ]),
        .package(path: "../LocalHelpers"),
        .package(name: "Renamed", path: "Vendor/renamed-package"),
        .package(id: "mona.linked-list", "0.1.0"..<"0.3.0"),
    ],
    targets: [
        .target(
            name: "KitCore",
            dependencies: [
                .product(name: "Collections", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Logging"])),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Numerics", package: "swift-numerics"),
            ],
            resources: [.process("Strings")]
        ),
        .target(
            name: "KitExtras",
            dependencies: [
                "KitCore",
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "Algorithms", package: "swift-algorithms"),
                .product(name: "Helpers", package: "LocalHelpers"),
                .product(name: "RenamedLib", package: "Renamed"),
                .product(name: "LinkedList", package: "mona.linked-list"),
            ]
        ),
        .executableTarget(
            name: "kit-cli",
            dependencies: ["KitCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "KitLint", capability: .buildTool()),
        .testTarget(name: "KitCoreTests", dependencies: ["KitCore"]),
    ],
    swiftLanguageModes: [.v5, .v6],
    cLanguageStandard: .gnu11,
    cxxLanguageStandard: .cxx17
)
