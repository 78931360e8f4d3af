import Foundation

/// The bytes of a file, decompressed through `gzip -dc` when it ends in `.gz`.
final class DatasetByteSource {
    /// Bytes asked for at a time: large enough to keep system calls few, small enough to stay streaming.
    static let chunkSize = 1 << 20

    private let path: String
    private let handle: FileHandle
    private let process: Process?
    private let errors: Pipe?

    init(path: String) throws(IMDbDatasetError) {
        self.path = path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotOpen(path: path, reason: "no such readable file")
        }
        guard path.hasSuffix(".gz") else {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw .cannotOpen(path: path, reason: "it cannot be opened")
            }
            self.handle = handle
            process = nil
            errors = nil
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", "--", path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .cannotOpen(path: path, reason: "gzip cannot be started (\(error.localizedDescription))")
        }
        self.handle = output.fileHandleForReading
        self.process = process
        self.errors = errors
    }

    /// The next bytes; nil at the end.
    func next() throws(IMDbDatasetError) -> Data? {
        do {
            let data = try handle.read(upToCount: Self.chunkSize)
            return data?.isEmpty == false ? data : nil
        } catch {
            throw .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    /// Checks the decompression ended well: a cut or corrupt file is an error, not a short read.
    func finish() throws(IMDbDatasetError) {
        guard let process else { return }
        process.waitUntilExit()
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
