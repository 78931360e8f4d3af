import Testing

@testable import ForgeHasher

/// The paths a hash follows beyond a target's folder: header search paths and the path packages a local package
/// names in its own `Package.swift`.
@Suite struct HashedPathsTests {
    @Test(arguments: [
        ("../../Vendor/include", "Sources/CVendor", "Vendor/include"),
        ("include", "Sources/C", "Sources/C/include"),
        ("./a/../b", "Sources/C", "Sources/C/b"),
        ("../../../elsewhere", "Sources/C", "../elsewhere"),
        ("..", ".", ".."),
    ])
    func aSearchPathIsResolvedFromItsTarget(path: String, target: String, resolved: String) {
        #expect(HeaderSearchPaths.resolved(path, from: target) == resolved)
    }

    @Test func theNestedPathPackagesOfAManifestAreFound() {
        let manifest = """
            let package = Package(
                name: "a",
                dependencies: [
                    .package(path: "../b"),
                    .package(name: "c", path: "Deps/c"),
                    .package(url: "https://example.com/d.git", from: "1.0.0"),
                ])
            """
        #expect(LocalPackages.pathDependencies(in: manifest) == ["../b", "Deps/c"])
    }

    @Test func nestedTargetFoldersAreLeftToTheirTargets() {
        let folders = TargetFiles.Folders(["Sources/A", "Sources/A/Inner", "Sources/A-B", "Sources/B", "Tests/ATests"])
        #expect(folders.nested(in: "Sources/A") == ["Inner"])
        #expect(folders.nested(in: "./Sources/A/") == ["Inner"])
        #expect(
            folders.nested(in: ".") == ["Sources/A", "Sources/A-B", "Sources/A/Inner", "Sources/B", "Tests/ATests"])
        #expect(folders.nested(in: "Sources/B/").isEmpty)
    }
}
