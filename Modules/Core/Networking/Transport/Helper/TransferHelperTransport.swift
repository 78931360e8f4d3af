import FoundationEssentials

/// Sends each request through the `movieland-network` helper: a small executable installed beside the app
/// that links URLSession (FoundationNetworking, and with it libcurl and its thirty libraries), so that the
/// app does not. Commands that use only local data start without mapping any of them; a network command
/// pays one process start (a few milliseconds) per transfer. Retries, caching, logging and decoding stay in
/// this process, above the transport.
struct TransferHelperTransport: HTTPTransport {
    /// The helper's file name.
    static let executableName = "movieland-network"

    private let executable: URL?

    /// A transport through the helper at `executable`, or through the one found beside the running program.
    init(executable: URL? = nil) {
        self.executable = executable
    }

    func send(
        _ request: HTTPRequest, maximumBodySize: Int, redactedURL: String
    ) async throws(NetworkError) -> (HTTPResponse, Data) {
        let job = TransferJob(kind: .send(maximumBodySize: maximumBodySize), request: request, redactedURL: redactedURL)
        switch try await run(job, progress: nil) {
        case .response(let response, let body): return (response, body)
        case let event: throw Self.unexpected(event, url: redactedURL)
        }
    }

    func download(
        _ request: HTTPRequest, into target: PartialDownload, redactedURL: String,
        progress: @escaping @Sendable (Int, Int?) -> Void
    ) async throws(NetworkError) -> DownloadResult {
        let job = TransferJob(kind: .download(target), request: request, redactedURL: redactedURL)
        switch try await run(job, progress: progress) {
        case .downloaded(let result): return result
        case let event: throw Self.unexpected(event, url: redactedURL)
        }
    }

    private func run(
        _ job: TransferJob, progress: (@Sendable (Int, Int?) -> Void)?
    ) async throws(NetworkError) -> TransferEvent {
        let helper: URL
        if let executable { helper = executable } else { helper = try Self.locate() }
        let event = try await TransferHelperProcess(executable: helper, redactedURL: job.redactedURL)
            .run(job, progress: progress)
        if case .failed(let error) = event { throw error }
        return event
    }

    private static func unexpected(_ event: TransferEvent, url: String) -> NetworkError {
        .transport(.other("the network helper answered with \(event) instead of the transfer's result"), url: url)
    }

    /// The helper beside the running program (a build folder), or in `../libexec/movieland/` (an installation).
    static func locate(program: URL? = runningProgram()) throws(NetworkError) -> URL {
        guard let program else {
            throw .transportUnavailable(reason: "cannot tell where the running program is, to find \(executableName)")
        }
        let folder = program.deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent(executableName),
            folder.deletingLastPathComponent().appendingPathComponent("libexec/movieland/\(executableName)"),
        ]
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw .transportUnavailable(
            reason: "network sources need \(executableName), which is not in \(candidates[0].path) nor in "
                + "\(candidates[1].standardizedFileURL.path); reinstall Movieland (make install), or build it "
                + "(swift build --product \(executableName))")
    }

    /// The running executable, symbolic links resolved.
    private static func runningProgram() -> URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
    }
}
