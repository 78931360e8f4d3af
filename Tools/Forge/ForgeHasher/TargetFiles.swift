import ForgeManifest
import ForgeSupport

/// The files whose content a target's hash covers: what SwiftPM compiles or bundles for a target
/// (`TargetSources`), and for a test target everything in its folder (fixtures its tests read at run time
/// included, even excluded ones).
package struct TargetFiles {
    package let target: TargetManifest
    package let rootPath: String

    /// Each counted file, relative to the target's folder, with its content's digest; sorted by path.
    package func digests() -> [(path: String, digest: String)] {
        let files: [(path: String, bytes: [UInt8])]
        if target.type == .test {
            files = FileSystem.readFiles(under: FileSystem.join(rootPath, target.path.value), suffix: "")
        } else {
            files = TargetSources(target).files(rootPath: rootPath, suffix: "").filter { $0.kind != .ignored }
                .map { ($0.path, $0.bytes) }
        }
        return files.map { (path: $0.path, digest: SHA256.hex($0.bytes)) }.sorted { $0.path < $1.path }
    }
}
