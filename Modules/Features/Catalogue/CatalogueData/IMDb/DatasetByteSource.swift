import FoundationEssentials
import Synchronization
import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file, decompressed through `gzip -dc` when it ends in `.gz`.
///
/// A compressed file is fed to gzip's standard input by a thread of ours, so how much of the file has been
/// consumed is known exactly: that is what progress and its ETA are measured in.
final class DatasetByteSource: @unchecked Sendable {
    /// Bytes asked for at a time: large enough to keep system calls few, small enough to stay streaming.
    static let chunkSize = 1 << 20

    let path: String
    /// The file's size on disk (compressed, for a `.gz`).
    let fileSize: Int
    /// Where the bytes come from: the file itself, or gzip's output.
    private let source: FileDescriptor
    private let gzip: ChildProcess?
    /// Bytes of the file consumed: fed to gzip, or read plain.
    private let consumed = Atomic<Int>(0)

    init(path: String) throws(IMDbDatasetError) {
        self.path = path
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(readingFrom: path)
        } catch {
            throw .cannotOpen(path: path, reason: error.code == ENOENT ? "no such readable file" : error.reason)
        }
        var status = stat()
        fileSize = fstat(file.rawValue, &status) == 0 ? Int(status.st_size) : 0
        guard path.hasSuffix(".gz") else {
            source = file
            gzip = nil
            return
        }
        let gzip: ChildProcess
        do {
            gzip = try ChildProcess("gzip", arguments: ["-dc"])
        } catch {
            file.close()
            if error.code == ENOENT { throw .gzipMissing(path: path) }
            throw .cannotOpen(path: path, reason: "gzip cannot be started (\(error.reason))")
        }
        source = gzip.output
        self.gzip = gzip
        Self.enlarge(gzip.output, gzip.input)
        // A gzip that stops reading (a corrupt file) must fail our write, not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        DetachedThread.start(name: "DatasetByteSource.feed") { [self] in feed(from: file, to: gzip.input) }
    }

    /// Pipes of a megabyte rather than 64 KiB, where the system allows: gzip and the reader then run side by
    /// side instead of handing each other 64 KiB at a time (title.principals' 3.4 GB: 55 s with the small
    /// pipes, both sides idle half the time).
    private static func enlarge(_ pipes: FileDescriptor...) {
        #if os(Linux)
        // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), which Glibc's Swift overlay does not name.
        let setPipeSize: Int32 = 1031
        for pipe in pipes {
            _ = fcntl(pipe.rawValue, setPipeSize, Int32(chunkSize))
        }
        #endif
    }

    private func feed(from file: FileDescriptor, to pipe: FileDescriptor) {
        defer {
            file.close()
            pipe.close()
        }
        while let chunk = try? file.read(upToCount: Self.chunkSize), !chunk.isEmpty {
            do { try pipe.write(chunk) } catch { return }
            consumed.add(chunk.count, ordering: .relaxed)
        }
    }

    /// Bytes of the file consumed so far, out of `fileSize`.
    var consumedBytes: Int {
        consumed.load(ordering: .relaxed)
    }

    /// The next bytes; nil at the end.
    func next() throws(IMDbDatasetError) -> Data? {
        do {
            let data = try source.read(upToCount: Self.chunkSize)
            if gzip == nil { consumed.add(data.count, ordering: .relaxed) }
            return data.isEmpty ? nil : data
        } catch {
            throw .cannotOpen(path: path, reason: error.reason)
        }
    }

    /// Checks the decompression ended well: a cut or corrupt file is an error, not a short read.
    func finish() throws(IMDbDatasetError) {
        guard let gzip else { return }
        let termination = gzip.waitForExit()
        guard termination != .exited(0) else { return }
        let message = String(decoding: (try? gzip.errors.readToEnd()) ?? Data(), as: UTF8.self)
        throw .decompressionFailed(
            path: path,
            message: message.split(separator: "\n").first.map { String($0) }?
                .replacing("gzip: ", with: "") ?? "")
    }

    func close() {
        source.close()
        gzip?.terminate()
    }
}
