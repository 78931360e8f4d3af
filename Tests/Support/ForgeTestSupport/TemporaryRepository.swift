import Commands
import ForgeSupport
import Foundation
import ProcessRunner

/// What one in-process run of forge returned.
package typealias ForgeRun = (code: ExitStatus, output: String, errors: String)

/// A throwaway repository folder for one test, removed when the test ends.
package final class TemporaryRepository {
    package let root: URL

    package init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("forge-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A repository with a valid `Manifest/project.json` and nothing else.
    package static func withProject(
        _ project: String = #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6" }"#
    ) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.write("Manifest/project.json", project)
        return repository
    }

    /// Writes `content` at `path` (relative to the root), creating folders on the way.
    package func write(_ path: String, _ content: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Writes an executable script at `path` that a test can run without meeting ETXTBSY (`ExecutableFile`).
    package func writeExecutable(_ path: String, _ content: String) throws {
        try ExecutableFile.write(content, to: root.appendingPathComponent(path))
    }

    /// Creates empty folders (source folders the manifests point at).
    package func makeFolders(_ paths: String...) throws {
        for path in paths {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
    }

    package func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Copies the fixture folder `name` of the test target `target` (`Tests/<target>/Fixtures/<name>`) into this
    /// repository; the target reading it declares that folder as an input unless it is its own.
    package func copyFixture(_ name: String, of target: String) throws {
        try copyFolder(Fixtures.url(name, of: target), to: "")
    }

    /// Copies the repository's folder or file `path` to the same place in this repository.
    package func copyFromRepository(_ path: String) throws {
        try copyFolder(Fixtures.repositoryRoot.appendingPathComponent(path), to: path)
    }

    private func copyFolder(_ source: URL, to destinationPath: String) throws {
        let destinationRoot = destinationPath.isEmpty ? root : root.appendingPathComponent(destinationPath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
            try FileManager.default.createDirectory(
                at: destinationRoot.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try FileManager.default.copyItem(at: source, to: destinationRoot)
        }
        let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(source.standardizedFileURL.path.count + 1))
            let destination = destinationRoot.appendingPathComponent(relative)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: url, to: destination)
            }
        }
    }

    /// Runs `commandLine` in-process on this repository.
    package func forge(_ arguments: [String], with commandLine: any InProcessCommandLine) -> ForgeRun {
        let output = BufferedOutput(), errors = BufferedOutput()
        let code = commandLine.run(arguments, currentDirectory: root, output: output, errors: errors)
        return (code, output.text, errors.text)
    }
}
