import ForgeSupport
import Foundation

/// A package dependency the tests reach offline: a local git repository with one library, `<Name>` (whose
/// `<name>` constant holds the value tagged), tagged like a release and used through a SwiftPM mirror of a URL
/// that is never reached; and the apps that depend on it by that URL.
package struct MirroredDependency {
    /// The folder that holds the dependency and the apps.
    package let folder: TemporaryRepository
    /// The dependency's package name (`dep`), its folder under `folder`.
    package let name: String
    /// The URL apps declare; SwiftPM fetches the mirror instead.
    package var url: String { "https://example.invalid/acme/\(name).git" }
    /// The dependency's folder.
    package var path: String { folder.root.appendingPathComponent(name).path }
    private var library: String { name.prefix(1).uppercased() + name.dropFirst() }

    package init(in folder: TemporaryRepository, name: String) throws {
        self.folder = folder
        self.name = name
        try folder.write(
            "\(name)/Package.swift",
            "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"\(name)\", "
                + "products: [.library(name: \"\(library)\", targets: [\"\(library)\"])], "
                + "targets: [.target(name: \"\(library)\")])\n")
    }

    /// Commits the library with `value` as its constant and tags it `version`.
    package func release(_ version: String, value: Int) throws {
        try folder.write("\(name)/Sources/\(library)/\(library).swift", "public let \(name) = \(value)\n")
        for command in [
            ["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", version],
            ["tag", version],
        ] {
            let result = try Subprocess.run(["git", "-C", path] + command)
            guard result.status == 0 else { throw ReleaseError(command: command.joined(separator: " ")) }
        }
    }

    /// Writes an app at `app` (under `folder`) whose `Core` depends on the library from 1.0.0, and whose
    /// `CoreTests` expect its value to be 1; mirrors the URL as `swift package config set-mirror` does, then
    /// generates its `Package.swift`. Returns the app's folder.
    package func writeApp(at app: String, generate: (String) -> Bool) throws -> String {
        try folder.write(
            "\(app)/Manifest/project.json",
            #"{ "name": "App", "swiftToolsVersion": "6.0", "dependencies": [{ "url": "\#(url)", "from": "1.0.0" }] }"#)
        try folder.write(
            "\(app)/Manifest/Core.json",
            #"{ "name": "Core", "dependencies": [{ "product": "\#(library)", "package": "\#(name)" }], "tests": true }"#
        )
        try folder.write("\(app)/Sources/Core/Core.swift", "import \(library)\n\npublic let core = \(name)\n")
        try folder.write(
            "\(app)/Tests/CoreTests/CoreTests.swift",
            "import Core\nimport Testing\n\n@Test func coreHolds() { #expect(core == 1) }\n")
        try folder.write(
            "\(app)/.swiftpm/configuration/mirrors.json",
            #"{ "object": [{ "mirror": "\#(path)", "original": "\#(url)" }], "version": 1 }"#)
        let root = folder.root.appendingPathComponent(app).path
        guard generate(root) else { throw ReleaseError(command: "forge generate --root \(root)") }
        return root
    }

    struct ReleaseError: Error, CustomStringConvertible {
        let command: String
        var description: String { "\(command) failed" }
    }
}
