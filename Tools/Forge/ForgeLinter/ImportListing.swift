import ForgeDiagnostics
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// The imports forge reads in Swift files, for `imports`, and whether each is compiled on the platforms asked
/// for, so anyone can see why lint says what it says.
package struct ImportListing {
    /// One file's imports, in their order.
    package struct File: Sendable {
        /// As given, or under the folder given.
        package let path: String
        package let imports: [Import]
    }

    /// One import, and whether any of the platforms asked for compiles it.
    package struct Import: Sendable {
        package let item: SwiftImportScanner.Import
        package let isCompiled: Bool
    }

    /// A path that is neither a file nor a folder.
    package struct MissingPath: Error, Equatable, Sendable {
        package let path: String

        /// What to say about it.
        package var finding: Finding {
            Finding("\(path): no such file or folder", help: "give Swift files or folders that hold them")
        }
    }

    /// The folder relative paths are read from.
    package let currentDirectory: URL

    package init(currentDirectory: URL) {
        self.currentDirectory = currentDirectory
    }

    /// The imports of `paths`: files, or folders (searched for `.swift` files), as given; each import compiled
    /// when one of `platforms` compiles it with `defines` set and `canImport` finding the modules named.
    package func imports(
        of paths: [String], platforms: [BuildPlatform], defines: [String], canImport: [String]
    ) throws(MissingPath) -> [File] {
        let files = try swiftFiles(paths)
        let evaluators = platforms.map {
            ConditionEvaluator(platform: $0, defines: Set(defines), importable: Set(canImport))
        }
        let base = currentDirectory.path
        let scanned = Concurrently.map(count: files.count) { index -> [SwiftImportScanner.Import] in
            let path = files[index]
            let absolute = path.hasPrefix("/") ? path : FileSystem.join(base, path)
            return SwiftImportScanner().scan(FileSystem.bytes(at: absolute) ?? []).imports
        }
        return zip(files, scanned).map { path, imports in
            File(
                path: path,
                imports: imports.map { item in
                    Import(item: item, isCompiled: evaluators.contains { $0.isActive(all: item.conditions) })
                })
        }
    }

    /// The files `paths` name: each file as given, each folder's Swift files in path order under it.
    private func swiftFiles(_ paths: [String]) throws(MissingPath) -> [String] {
        var files: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : currentDirectory.appendingPathComponent(path).path
            switch FileSystem.entry(at: absolute) {
            case .file: files.append(path)
            case .directory:
                let prefix = path.hasSuffix("/") ? path : path + "/"
                files += FileSystem.files(under: absolute).filter { $0.hasSuffix(".swift") }.sorted().map {
                    prefix + $0
                }
            case nil: throw MissingPath(path: path)
            }
        }
        return files
    }
}
