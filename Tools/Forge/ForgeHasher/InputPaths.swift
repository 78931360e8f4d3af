import ForgeSupport
import Foundation

/// The files under a test's declared input paths, as git sees the checkout: tracked files and untracked ones
/// it does not ignore (build folders and benchmark outputs stay out), by content. Outside a git checkout, every
/// file that is not hidden.
package struct InputPaths {
    package let rootPath: String

    /// Each file under `path` (relative to the root; "." for the whole repository; a file is itself), with
    /// its content's digest, by path from the root.
    package func digests(under path: String) -> [(path: String, digest: String)] {
        files(under: path).compactMap { file in
            FileSystem.bytes(at: FileSystem.join(rootPath, file)).map { (file, SHA256.hex($0)) }
        }
    }

    /// The files under `path`, relative to the root, sorted.
    private func files(under path: String) -> [String] {
        let arguments = [
            "git", "-C", rootPath, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", path,
        ]
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
