import Foundation
import Networking

/// What the `movieland-network` helper does: reads one `TransferJob` from standard input (one JSON line), runs
/// it with URLSession and writes `TransferEvent`s to standard output, one JSON line each, the result last.
///
/// movieland holds the other end of standard input open until it has the result. So the end of the input means
/// movieland is gone, however it ended (SIGKILL included: the kernel closes its files), or that it gave the
/// transfer up; either way nobody waits for the result, and `whenInputEnds` ends the helper at once. (Not
/// `PR_SET_PDEATHSIG`: it follows the thread that started the helper, a pool thread of movieland's that may
/// end while movieland and the transfer go on.)
public enum TransferHelper {
    /// Serves the job on `input`; returns the exit status (2 when the input is not a job).
    public static func serve(
        input: FileHandle = .standardInput, output: FileHandle = .standardOutput,
        transport: some HTTPTransport = URLSessionTransport(),
        whenInputEnds: @escaping @Sendable () -> Void = { _exit(1) }
    ) async -> Int32 {
        guard let line = firstLine(of: input), let job = try? JSONDecoder().decode(TransferJob.self, from: line) else {
            FileHandle.standardError.write(
                Data(
                    ("movieland-network: this helper makes movieland's network transfers; it reads a transfer job "
                        + "(JSON) on standard input and is not meant to be run by hand\n").utf8))
            return 2
        }
        let watcher = Thread {
            while !input.availableData.isEmpty {}
            whenInputEnds()
        }
        watcher.name = "movieland-network.input"
        watcher.start()
        let writer = TransferEventWriter(output: output)
        writer.write(await run(job, transport: transport, writer: writer))
        return 0
    }

    /// The bytes before the first newline (or the end), read as they come.
    private static func firstLine(of input: FileHandle) -> Data? {
        var line = Data()
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { return line.isEmpty ? nil : line }
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                return line + chunk[chunk.startIndex..<newline]
            }
            line += chunk
        }
    }

    private static func run(
        _ job: TransferJob, transport: some HTTPTransport, writer: TransferEventWriter
    ) async -> TransferEvent {
        do throws(NetworkError) {
            switch job.kind {
            case .send(let maximumBodySize):
                let (response, body) = try await transport.send(
                    job.request, maximumBodySize: maximumBodySize, redactedURL: job.redactedURL)
                return .response(response, body: body)
            case .download(let target):
                let result = try await transport.download(
                    job.request, into: target, redactedURL: job.redactedURL,
                    progress: { received, total in writer.progress(received: received, total: total) })
                return .downloaded(result)
            }
        } catch {
            return .failed(error)
        }
    }
}
