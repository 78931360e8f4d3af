import Foundation

/// Writes files so that readers see the old content or the new one, never a mix, and a failure changes nothing.
package enum AtomicFile {
    /// Writes `content` to a temporary file beside `url`, flushes it, then renames it over `url`.
    package static func write(_ content: String, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        )
        let bytes = Array(content.utf8)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw AtomicWriteError(path: url.path, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary.path)
                throw AtomicWriteError(path: url.path, reason: reason)
            }
            written += result
        }
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw AtomicWriteError(path: url.path, reason: reason)
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw AtomicWriteError(path: url.path, reason: reason)
        }
    }
}

/// A file could not be written; the previous content is untouched.
struct AtomicWriteError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write \(path): \(reason); the existing file was left unchanged" }
}
