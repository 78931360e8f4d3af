import Foundation
import Networking

/// What the `movieland-network` helper does: reads one `TransferJob` from standard input, runs it with
/// URLSession and writes `TransferEvent`s to standard output, one JSON line each, the result last.
public enum TransferHelper {
    /// Serves the job on `input`; returns the exit status (2 when the input is not a job).
    public static func serve(
        input: FileHandle = .standardInput, output: FileHandle = .standardOutput,
        transport: some HTTPTransport = URLSessionTransport()
    ) async -> Int32 {
        guard let job = try? JSONDecoder().decode(TransferJob.self, from: input.readDataToEndOfFile()) else {
            FileHandle.standardError.write(
                Data(
                    ("movieland-network: this helper makes movieland's network transfers; it reads a transfer job "
                        + "(JSON) on standard input and is not meant to be run by hand\n").utf8))
            return 2
        }
        let writer = TransferEventWriter(output: output)
        writer.write(await run(job, transport: transport, writer: writer))
        return 0
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
