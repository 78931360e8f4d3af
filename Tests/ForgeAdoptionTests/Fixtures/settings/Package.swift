// swift-tools-version: 6.2
// Per-target settings of every kind, each with a condition, dependency conditions, module aliases,
// resources of every rule, sources and excludes, package access and plugin usages.
import PackageDescription

let package = Package(
    name: "settings",
    defaultLocalization: "en",
    traits: [
        .trait(name: "Metrics"),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.4.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/example/Lint.git", from: "0.1.0"),
    ],
    targets: [
        .target(
            name: "Engine",
            dependencies: [
                "EngineC",
                .target(name: "Bridge", condition: .when(platforms: [.linux, .android])),
                .byName(name: "EngineKit", condition: .when(platforms: [.macOS, .iOS])),
                .product(
                    name: "Logging", package: "swift-log", moduleAliases: ["Logging": "SwiftLogging"],
                    condition: .when(platforms: [.linux])),
                .product(name: "Metrics", package: "swift-metrics", condition: .when(traits: ["Metrics"])),
            ],
            path: "Sources/Engine",
            exclude: ["Legacy", "README.md"],
            sources: ["Engine.swift", "Generated"],
            resources: [
                .process("Resources/en.lproj"),
                .process("Resources/greeting.txt", localization: .default),
                .process("Resources/Main.storyboard", localization: .base),
                .process("Resources/Images"),
                .copy("Resources/Fixtures"),
                .embedInCode("Resources/schema.json"),
            ],
            packageAccess: false,
            swiftSettings: [
                .define("ENGINE_DEBUG", .when(configuration: .debug)),
                .define("ENGINE_LINUX", .when(platforms: [.linux, .custom("freebsd")])),
                .define("ENGINE_METRICS", .when(traits: ["Metrics"])),
                .enableUpcomingFeature("ExistentialAny"),
                .enableExperimentalFeature("AvailabilityMacro=SwiftStdlib 5.0: macOS 10.14.4, iOS 12.2, watchOS 5.2"),
                .enableExperimentalFeature("StrictConcurrency", .when(platforms: [.macOS], configuration: .release)),
                .unsafeFlags(["-Xfrontend", "-warn-long-function-bodies=200"], .when(configuration: .debug)),
                .interoperabilityMode(.Cxx, .when(platforms: [.linux])),
                .swiftLanguageMode(.v5),
                .treatAllWarnings(as: .error, .when(configuration: .release)),
                .treatWarning("DeprecatedDeclaration", as: .warning),
                .strictMemorySafety(),
                .defaultIsolation(MainActor.self),
            ],
            linkerSettings: [
                .linkedLibrary("z", .when(platforms: [.linux])),
                .linkedLibrary("sqlite3"),
                .linkedFramework("CoreFoundation", .when(platforms: [.macOS, .iOS])),
                .unsafeFlags(["-Xlinker", "-rpath=$ORIGIN"], .when(platforms: [.linux], configuration: .release)),
            ],
            plugins: [
                .plugin(name: "LintPlugin", package: "Lint")
            ]
        ),
        .target(
            name: "EngineC",
            cSettings: [
                .define("ENGINE_C", to: "1"),
                .define("ENGINE_C_TRACE", .when(configuration: .debug)),
                .headerSearchPath("private", .when(platforms: [.linux])),
                .unsafeFlags(["-Wno-unused-function"]),
                .enableWarning("shadow"),
                .disableWarning("unused-parameter", .when(platforms: [.linux])),
                .treatAllWarnings(as: .warning),
                .treatWarning("deprecated-declarations", as: .error),
            ],
            cxxSettings: [
                .define("ENGINE_CXX"),
                .headerSearchPath("private"),
                .enableWarning("everything", .when(configuration: .debug)),
                .disableWarning("c++98-compat"),
                .treatAllWarnings(as: .error, .when(platforms: [.macOS])),
                .treatWarning("unused-variable", as: .warning),
            ]
        ),
        .target(
            name: "Bridge",
            exclude: ["Apple"],
            swiftSettings: [.defaultIsolation(nil), .swiftLanguageMode(.version("6"))]
        ),
        .target(name: "EngineKit", path: "Sources/Bridge/Apple"),
        .testTarget(
            name: "EngineTests",
            dependencies: ["Engine"],
            resources: [.copy("Data")],
            swiftSettings: [.define("TESTING")]
        ),
    ]
)
