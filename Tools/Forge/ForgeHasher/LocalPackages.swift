import ForgeManifest
import ForgeSupport
import Foundation

/// The contents of the packages this one depends on by path (`.package(path: "../jdep")`), inside the
/// repository or outside it: no `Package.resolved` pins them, so their files are the version a build uses.
package struct LocalPackages {
    package let rootPath: String

    /// Each path dependency's digest, by identity: every file in its folder that is not hidden (build folders
    /// are), by path and content, then the digests of the path packages its own `Package.swift` names, at any
    /// depth. A folder that does not exist digests as empty (the build then fails for everyone alike).
    package func digests(of dependencies: [PackageDependency], cache: FileDigestCache) -> [String: String] {
        var digests: [String: String] = [:]
        for dependency in dependencies {
            guard case .path(let path) = dependency.source else { continue }
            var visited: Set<String> = []
            digests[dependency.identity] = digest(of: path, visited: &visited, cache: cache)
        }
        return digests
    }

    /// The digest of the package at `path` (relative to the root, or absolute) and of the path packages it names.
    private func digest(of path: String, visited: inout Set<String>, cache: FileDigestCache) -> String {
        let folder = absolute(path)
        guard visited.insert(folder).inserted else { return "" }
        var hasher = SHA256()
        let files = FileSystem.files(under: folder).sorted()
        for file in files {
            let key = path.hasPrefix("/") ? FileSystem.join(folder, file) : FileSystem.join(path, file)
            hasher.update(file)
            hasher.update([0])
            hasher.update(cache.digest(of: key, at: FileSystem.join(folder, file)) ?? "unreadable")
            hasher.update([0])
        }
        let manifest = FileSystem.bytes(at: FileSystem.join(folder, "Package.swift")).map {
            String(decoding: $0, as: UTF8.self)
        }
        for nested in Self.pathDependencies(in: manifest ?? "") {
            let nestedPath = nested.hasPrefix("/") ? nested : HeaderSearchPaths.resolved(nested, from: path)
            hasher.update(nested)
            hasher.update([0])
            hasher.update(digest(of: nestedPath, visited: &visited, cache: cache))
            hasher.update([0])
        }
        return hasher.hexDigest()
    }

    /// `path` as a folder on this machine: absolute ones as they are, `~/` from the home folder, others from the
    /// root.
    private func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/") { return FileSystem.join(NSHomeDirectory(), String(path.dropFirst(2))) }
        return FileSystem.join(rootPath, path)
    }

    /// The paths a `Package.swift` gives `.package(path:)` (or `.package(name:path:)`), as written.
    static func pathDependencies(in manifest: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(manifest)
        while let call = rest.range(of: ".package(") {
            rest = rest[call.upperBound...]
            let arguments = rest.prefix { $0 != ")" }
            guard let label = arguments.range(of: "path:") else { continue }
            let value = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard value.first == "\"" else { continue }
            paths.append(String(value.dropFirst().prefix { $0 != "\"" }))
        }
        return paths
    }
}
