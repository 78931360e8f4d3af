import ForgeSupport

/// The files under a test's declared input paths, as git sees the checkout: tracked files and untracked ones
/// it does not ignore (build folders and benchmark outputs stay out), by content. Outside a git checkout, every
/// file that is not hidden.
struct InputPaths {
    let rootPath: String

    /// One digest for everything under `path` (relative to the root; "." for the whole repository).
    func digest(of path: String) -> String {
        var hasher = SHA256()
        for file in files(under: path) {
            guard let bytes = FileSystem.bytes(at: FileSystem.join(rootPath, file)) else { continue }
            hasher.update(file)
            hasher.update([0])
            hasher.update(SHA256.hex(bytes))
            hasher.update([0])
        }
        return hasher.hexDigest()
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
        let prefix = path == "." ? "" : path + "/"
        return FileSystem.files(under: FileSystem.join(rootPath, path)).map { prefix + $0 }.sorted()
    }
}
