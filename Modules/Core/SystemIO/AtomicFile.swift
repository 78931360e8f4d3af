#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files replaced whole or not at all: written to a temporary file beside the destination, synced to the
/// disk, then renamed over it, so a reader (or a crash) sees the old file or the new one, never half of one.
/// The new file keeps the old one's permissions (a history made private stays private).
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes`; on failure the old file is as it was and no temporary is left.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(SystemError) {
        let temporary = temporaryPath(beside: path)
        do throws(SystemError) {
            let file = try FileDescriptor.open(writingTo: temporary)
            defer { file.close() }
            var old = stat()
            if stat(path, &old) == 0, fchmod(file.rawValue, old.st_mode & 0o7777) != 0 {
                throw SystemError.current("keep the permissions of \(path)")
            }
            try file.write(bytes)
            try file.synchronize()
            guard rename(temporary, path) == 0 else { throw SystemError.current("replace \(path)") }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// ".<name>.<process id>.tmp" in the destination's folder: the rename then stays on one file system.
    static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + ".\(name).\(getpid()).tmp"
    }
}
