import ForgeManifest
import ForgeSupport
import Foundation

/// The files whose content a target's hash covers: what SwiftPM compiles or bundles for a target
/// (`TargetSources`), and for a test target everything in its folder (fixtures its tests read at run time
/// included, even excluded ones).
package struct TargetFiles {
    package let target: TargetManifest
    package let rootPath: String

    /// Each counted file, relative to the target's folder, with its content's digest; sorted by path. A file
    /// `cache` knows unchanged is not read.
    package func digests(cache: FileDigestCache) -> [(path: String, digest: String)] {
        let folder = FileSystem.join(rootPath, target.path.value)
        let files: [(path: String, status: stat)]
        if target.type == .test {
            files = FileSystem.statFiles(under: folder)
        } else {
            files = TargetSources(target).statFiles(rootPath: rootPath).filter { $0.kind != .ignored }
                .map { ($0.path, $0.status) }
        }
        return files.compactMap { file in
            let path = FileSystem.join(target.path.value, file.path)
            let absolute = FileSystem.join(folder, file.path)
            return cache.digest(of: path, stamp: cache.stamp(of: path, status: file.status)) {
                FileSystem.bytes(at: absolute)
            }.map { (path: file.path, digest: $0) }
        }
    }
}
