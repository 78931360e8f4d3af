import Foundation

/// The few file-system calls the tool makes per module, on plain path strings.
///
/// `URL.appendingPathComponent` and `FileManager.fileExists` cost more than the work itself on
/// 1,000 modules (measured with perf on the generator benchmark), so hot paths use these instead.
package enum FileSystem {
    package enum Entry {
        case file
        case directory
    }

    /// What is at `path`, following symbolic links; nil when nothing is.
    package static func entry(at path: String) -> Entry? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The whole content of the file at `path`, or nil when it cannot be read.
    package static func bytes(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAll(descriptor)
    }

    /// Paths of the regular files under `directory`, relative to it, skipping hidden entries; unsorted.
    package static func files(under directory: String) -> [String] {
        var result: [String] = []
        walk(under: directory) { _, _, path, type in
            if type == Int32(DT_REG) {
                result.append(path)
                return false
            }
            // Symbolic links and file systems without d_type: ask stat.
            switch entry(at: join(directory, path)) {
            case .directory: return true
            case .file: result.append(path)
            case nil: break
            }
            return false
        }
        return result
    }

    /// Walks the folders under `directory`, leaving out hidden entries and what `skip` says no to (given the path
    /// relative to `directory`). Each entry that `readdir` does not call a folder goes to `visit` with its folder's
    /// descriptor (for `openat` and `fstatat`, which spare resolving the whole path again), its name, its relative
    /// path and its `d_type`; `visit` answers whether it is a folder to walk into after all (a symbolic link to
    /// one, or any entry on a file system without `d_type`).
    private static func walk(
        under directory: String, skip: (String) -> Bool = { _ in false },
        visit: (_ folder: Int32, _ name: String, _ path: String, _ type: Int32) -> Bool
    ) {
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? directory : join(directory, relative)
            guard let handle = opendir(absolute) else { continue }
            defer { closedir(handle) }
            let folder = dirfd(handle)
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                if skip(path) { continue }
                let type = Int32(entry.pointee.d_type)
                if type == Int32(DT_DIR) || visit(folder, name, path, type) { pending.append(path) }
            }
        }
    }

    /// The relative path from `folder` (relative, `a/b/c`) back to where it starts: `../../../`.
    package static func climbing(out folder: String) -> String {
        folder.split(separator: "/").map { _ in "../" }.joined()
    }

    /// `base/relative` without URL machinery.
    package static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}

extension FileSystem {
    /// The regular files under `directory` whose names end in `suffix`, with their contents: paths relative to
    /// `directory`, sorted, skipping hidden entries and anything `skip` says no to (given the relative path).
    ///
    /// Files are opened relative to their folder (`openat`), not by full path: resolving every component of a
    /// long path for each of thousands of files was most of lint's reading time.
    package static func readFiles(
        under directory: String, suffix: String, skip: (String) -> Bool = { _ in false }
    ) -> [(path: String, bytes: [UInt8])] {
        var result: [(path: String, bytes: [UInt8])] = []
        walk(under: directory, skip: skip) { folder, name, path, type in
            if type != Int32(DT_REG) {
                // Symbolic links and file systems without d_type: ask stat.
                switch entry(at: join(directory, path)) {
                case .directory: return true
                case .file: break
                case nil: return false
                }
            }
            guard name.hasSuffix(suffix) else { return false }
            let descriptor = openat(folder, name, O_RDONLY)
            guard descriptor >= 0 else { return false }
            if let bytes = readAll(descriptor) { result.append((path, bytes)) }
            close(descriptor)
            return false
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The regular files under `directory` with what `stat` says of each (following symbolic links), without
    /// reading them: paths relative to `directory`, sorted, skipping hidden entries and what `skip` says no to.
    /// Each file is looked at from its folder (`fstatat`), as `readFiles` opens them.
    package static func statFiles(
        under directory: String, skip: (String) -> Bool = { _ in false }
    ) -> [(path: String, status: stat)] {
        var result: [(path: String, status: stat)] = []
        walk(under: directory, skip: skip) { folder, name, path, _ in
            var status = stat()
            guard fstatat(folder, name, &status, 0) == 0 else { return false }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return true
            case S_IFREG: result.append((path, status))
            default: break
            }
            return false
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Everything left to read from an open file; nil for a folder or a read error.
    fileprivate static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
        var result: [UInt8] = []
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        // One byte more than the size, so a file read whole reads short and is known to be at its end.
        var chunk = [UInt8](repeating: 0, count: isRegular ? Int(status.st_size) + 1 : 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return result }
            // A regular file reads short only at its end: no second read just to see it end (half the calls).
            if result.isEmpty && count < chunk.count && isRegular {
                chunk.removeSubrange(count...)
                return chunk
            }
            result.append(contentsOf: chunk[..<count])
        }
    }
}
