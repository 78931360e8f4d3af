import Commands
import Foundation

@testable import ForgeDiagnostics
@testable import ForgeKit
@testable import ForgeManifest
@testable import ForgeSupport

/// A throwaway repository folder for one test, removed when the test ends.
final class TemporaryRepository {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("forge-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A repository with a valid `Manifest/project.json` and nothing else.
    static func withProject(
        _ project: String = #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6" }"#
    ) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.write("Manifest/project.json", project)
        return repository
    }

    /// Writes `content` at `path` (relative to the root), creating folders on the way.
    func write(_ path: String, _ content: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Creates empty folders (source folders the manifests point at).
    func makeFolders(_ paths: String...) throws {
        for path in paths {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Copies a fixture folder of the test target into this repository.
    func copyFixture(_ name: String) throws {
        let source = Fixtures.url(name)
        let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(source.standardizedFileURL.path.count + 1))
            let destination = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: url, to: destination)
            }
        }
    }

    /// Runs `forge` in-process on this repository.
    func forge(_ arguments: String...) -> (code: ExitStatus, output: String, errors: String) {
        forge(arguments)
    }

    func forge(_ arguments: [String]) -> (code: ExitStatus, output: String, errors: String) {
        let output = BufferedOutput(), errors = BufferedOutput()
        let code = ForgeCLI(arguments: arguments, currentDirectory: root, output: output, errors: errors).run()
        return (code, output.text, errors.text)
    }

    /// Loads and validates this repository's manifests.
    var diagnostics: [Diagnostic] { ValidatedManifests(root: root).diagnostics }
}

/// Where the test target's fixtures live in the source tree.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The repository this test target belongs to.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
