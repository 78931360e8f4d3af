// swift-tools-version: 6.0
// Every kind of target: regular, executable, test, build-tool and command plugins, macro, system library,
// binary (remote and local), and C and C++ targets with public headers.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "TargetKinds",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Shapes", targets: ["Shapes"]),
        .plugin(name: "FormatShapes", targets: ["FormatShapes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "600.0.0")
    ],
    targets: [
        .target(
            name: "Shapes",
            dependencies: ["CHash", "CxxGeometry", "CZlib", "Remote"],
            plugins: ["GenerateShapes"]
        ),
        .executableTarget(name: "shape-tool", path: "Sources/shape-tool"),
        .macro(
            name: "ShapeMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"]), .yum(["zlib-devel"])]
        ),
        .target(
            name: "CHash",
            publicHeadersPath: "include",
            cSettings: [.headerSearchPath("internal"), .define("HASH_SEED", to: "7")]
        ),
        .target(
            name: "CxxGeometry",
            cxxSettings: [.define("GEOMETRY_FAST"), .unsafeFlags(["-fno-exceptions"])]
        ),
        .binaryTarget(
            name: "Remote",
            url: "https://example.com/Remote-1.0.0.artifactbundle.zip",
            checksum: "a4b9d3b5d2f1a0c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2"
        ),
        .binaryTarget(name: "Local", path: "Artifacts/Local.artifactbundle"),
        .plugin(
            name: "GenerateShapes",
            capability: .buildTool(),
            dependencies: ["shape-tool", "Local"]
        ),
        .plugin(
            name: "FormatShapes",
            capability: .command(
                intent: .custom(verb: "format-shapes", description: "Formats the shape sources"),
                permissions: [
                    .writeToPackageDirectory(reason: "Formats the sources in place"),
                    .allowNetworkConnections(scope: .local(ports: [8080, 8443]), reason: "Asks a local formatter"),
                ]
            )
        ),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
        .testTarget(
            name: "ShapeMacrosTests",
            dependencies: [
                "ShapeMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    cxxLanguageStandard: .cxx20
)
