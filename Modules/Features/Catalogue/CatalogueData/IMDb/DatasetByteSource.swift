import Foundation

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
    private let handle: FileHandle
    private let process: Process?
    private let errors: Pipe?
    private let lock = NSLock()
    private var fed = 0
    private var plainRead = 0

    init(path: String) throws(IMDbDatasetError) {
        self.path = path
        guard FileManager.default.isReadableFile(atPath: path), let file = FileHandle(forReadingAtPath: path) else {
            throw .cannotOpen(path: path, reason: "no such readable file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        fileSize = size ?? 0
        guard path.hasSuffix(".gz") else {
            handle = file
            process = nil
            errors = nil
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            try? file.close()
            throw .cannotOpen(path: path, reason: "gzip cannot be started (\(error.localizedDescription))")
        }
        handle = output.fileHandleForReading
        Self.enlarge(output, input)
        self.process = process
        self.errors = errors
        // A gzip that stops reading (a corrupt file) must fail our write, not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let feeder = Thread { [self] in feed(from: file, to: input.fileHandleForWriting) }
        feeder.name = "DatasetByteSource.feed"
        feeder.start()
    }

    /// Pipes of a megabyte rather than 64 KiB, where the system allows: gzip and the reader then run side by
    /// side instead of handing each other 64 KiB at a time (title.principals' 3.4 GB: 55 s with the small
    /// pipes, both sides idle half the time).
    private static func enlarge(_ pipes: Pipe...) {
        #if os(Linux)
        // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), which Glibc's Swift overlay does not name.
        let setPipeSize: Int32 = 1031
        for pipe in pipes {
            _ = fcntl(pipe.fileHandleForReading.fileDescriptor, setPipeSize, Int32(chunkSize))
        }
        #endif
    }

    private func feed(from file: FileHandle, to pipe: FileHandle) {
        defer {
            try? file.close()
            try? pipe.close()
        }
        while let chunk = try? file.read(upToCount: Self.chunkSize), !chunk.isEmpty {
            do { try pipe.write(contentsOf: chunk) } catch { return }
            lock.withLock { fed += chunk.count }
        }
    }

    /// Bytes of the file consumed so far, out of `fileSize`.
    var consumedBytes: Int {
        lock.withLock { process == nil ? plainRead : fed }
    }

    /// The next bytes; nil at the end.
    func next() throws(IMDbDatasetError) -> Data? {
        do {
            let data = try handle.read(upToCount: Self.chunkSize)
            if process == nil { lock.withLock { plainRead += data?.count ?? 0 } }
            return data?.isEmpty == false ? data : nil
        } catch {
            throw .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    /// Checks the decompression ended well: a cut or corrupt file is an error, not a short read.
    func finish() throws(IMDbDatasetError) {
        guard let process else { return }
        process.waitUntilExit()
        // `env` exits 127 when it finds no gzip to run.
        if process.terminationStatus == 127 { throw .gzipMissing(path: path) }
        guard process.terminationStatus == 0 else {
            let message =
                (try? errors?.fileHandleForReading.readToEnd()).flatMap { $0 }
                .map { String(decoding: $0, as: UTF8.self) } ?? ""
            throw .decompressionFailed(
                path: path,
                message: message.split(separator: "\n").first.map { String($0) }?
                    .replacingOccurrences(of: "gzip: ", with: "") ?? "")
        }
    }

    func close() {
        try? handle.close()
        if let process, process.isRunning { process.terminate() }
    }
}
