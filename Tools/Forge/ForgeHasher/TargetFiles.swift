import ForgeManifest
import ForgeSupport
import Foundation

/// The files whose content a target's hash covers: every file under its folder, what SwiftPM compiles or
/// bundles and what it does not: excluded files too, since a build-tool plugin may generate code from them (a
/// `.proto`, an `openapi.yaml`) and a test may read them through `#filePath`. Hidden files, the folders SwiftPM
/// takes as one unit of documentation or Xcode's (`.docc`, `.xcodeproj`, ...) and the folders of other targets
/// nested inside this one (their own targets hash them) are left out.
package struct TargetFiles {
    package let target: TargetManifest
    package let rootPath: String
    /// The folders of the package's other targets that lie inside this one's, relative to its folder.
    package var nestedFolders: [String] = []

    package init(target: TargetManifest, rootPath: String, nestedFolders: [String] = []) {
        self.target = target
        self.rootPath = rootPath
        self.nestedFolders = nestedFolders
    }

    /// The folders of every target, sorted, to find those inside a given one by a binary search: a package of
    /// 1,500 targets asks this 1,500 times.
    package struct Folders: Sendable {
        private let sorted: [String]

        /// The targets' folders, relative to the root.
        package init(_ folders: [String]) {
            sorted = Set(folders.map(TargetFiles.normalized)).sorted()
        }

        /// The folders inside `folder` (relative to the root), relative to it: what a target at `folder` leaves
        /// to the targets there.
        package func nested(in folder: String) -> [String] {
            let base = TargetFiles.normalized(folder)
            if base == "." { return sorted.filter { $0 != "." } }
            let prefix = base + "/"
            // The first folder not before the prefix; those that start with it follow it.
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
            }
            var inside: [String] = []
            while low < sorted.count, sorted[low].hasPrefix(prefix) {
                inside.append(String(sorted[low].dropFirst(prefix.count)))
                low += 1
            }
            return inside
        }
    }

    /// Each counted file, relative to the target's folder, with its content's digest; sorted by path. A file
    /// `cache` knows unchanged is not read.
    package func digests(cache: FileDigestCache) -> [(path: String, digest: String)] {
        let folder = FileSystem.join(rootPath, target.path.value)
        // A binary target's path may name an archive, not a folder: the file is then the whole input.
        if FileSystem.entry(at: folder) == .file {
            return cache.digest(of: target.path.value, at: folder).map { [(path: "", digest: $0)] } ?? []
        }
        let files = FileSystem.statFiles(under: folder, skip: isSkipped)
        return files.compactMap { file in
            let path = FileSystem.join(target.path.value, file.path)
            let absolute = FileSystem.join(folder, file.path)
            return cache.digest(of: path, stamp: cache.stamp(of: path, status: file.status)) {
                FileSystem.bytes(at: absolute)
            }.map { (path: file.path, digest: $0) }
        }
    }

    /// Whether `path` (relative to the folder) is another target's folder or a folder SwiftPM takes as a unit.
    private func isSkipped(_ path: String) -> Bool {
        if nestedFolders.contains(path) { return true }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return Self.unitFolderExtensions.contains(String(path[path.index(after: dot)...]))
    }

    /// Folders SwiftPM never compiles from, whatever they hold: documentation catalogs and Xcode's files.
    private static let unitFolderExtensions: Set<String> = ["docc", "playground", "xcodeproj", "xcworkspace"]

    /// `path` without a leading `./` or trailing `/`; "." for the root.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path.isEmpty ? "." : String(path)
    }
}
