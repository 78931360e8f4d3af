import ForgeSupport
import Foundation

/// The files under a test's declared input paths, as git sees the checkout: tracked files and untracked ones
/// it does not ignore (build folders and benchmark outputs stay out), by content. Outside a git checkout, every
/// file that is not hidden.
package struct InputPaths {
    package let rootPath: String

    /// Each file under `path` (relative to the root; "." for the whole repository; a file is itself), with
    /// its content's digest, by path from the root.
    package func digests(
        under path: String, trackedOnly: Bool = false, cache: FileDigestCache
    ) -> [(path: String, digest: String)] {
        files(under: path, trackedOnly: trackedOnly).compactMap { file in
            cache.digest(of: file, at: FileSystem.join(rootPath, file)).map { (file, $0) }
        }
    }

    /// Each file of the repository that no folder of `owners` holds, with its content's digest: what a test may
    /// read that no target owns (fixtures, examples, data at the top). In a git checkout only the files git
    /// tracks: a clone has those, and a file dropped beside them (a test bundle a CI job downloads) must not make
    /// two checkouts of one commit hash apart. forge's manifests and the package's own files are left out: what
    /// they say reaches every hash through the declarations and pins.
    package func unownedDigests(owners: [String], cache: FileDigestCache) -> [(path: String, digest: String)] {
        let folders = Set(owners.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        guard !folders.contains(".") else { return [] }
        // Only the files left are read: the owned ones are most of a repository, and their targets hash them.
        return files(under: ".", trackedOnly: true).filter { path in
            !Self.packageFiles.contains(path) && !path.hasPrefix("Manifest/") && !Self.isHeld(path, by: folders)
        }.compactMap { file in
            cache.digest(of: file, at: FileSystem.join(rootPath, file)).map { (file, $0) }
        }
    }

    /// Whether a folder of `folders` holds `path` (or is it): each of the path's folders is looked up once.
    private static func isHeld(_ path: String, by folders: Set<String>) -> Bool {
        var prefix = Substring(path)
        while true {
            if folders.contains(String(prefix)) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }

    /// The package's own files at the root, which forge generates or SwiftPM writes.
    private static let packageFiles: Set<String> = ["Package.swift", "Package.resolved", "Package.swift.orig"]

    /// The files under `path`, relative to the root, sorted.
    private func files(under path: String, trackedOnly: Bool) -> [String] {
        let arguments =
            ["git", "-C", rootPath, "ls-files", "-z", "--cached"]
            + (trackedOnly ? [] : ["--others", "--exclude-standard"]) + ["--", path]
        if let result = try? Subprocess.run(arguments), result.status == 0 {
            // A file deleted but not yet committed is listed and gone; reading it fails and it is skipped.
            return Set(result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }).sorted()
        }
        let full = FileSystem.join(rootPath, path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let prefix = path == "." ? "" : path + "/"
        return FileSystem.files(under: full).map { prefix + $0 }.sorted()
    }
}
