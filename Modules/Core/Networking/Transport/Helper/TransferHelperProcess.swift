import Dispatch
import FoundationEssentials
import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the `movieland-network` helper: the job goes in on its standard input, events come back one
/// JSON line at a time on its standard output. Cancelling the Swift task terminates the helper.
final class TransferHelperProcess: @unchecked Sendable {
    private let executable: URL
    private let redactedURL: String
    private let lock = Lock()
    private var process: ChildProcess?
    /// Who waits for the result, until it is given (by the helper's final event, or by a cancellation).
    private var waiting: CheckedContinuation<TransferEvent, any Error>?
    private var cancelled = false
    private var finished = false
    private var inputClosed = false

    init(executable: URL, redactedURL: String) {
        self.executable = executable
        self.redactedURL = redactedURL
    }

    /// Runs `job` and returns the helper's final event, passing `progress` events on as they arrive.
    func run(
        _ job: TransferJob, progress: (@Sendable (Int, Int?) -> Void)?
    ) async throws(NetworkError) -> TransferEvent {
        let process: ChildProcess
        do {
            process = try ChildProcess(executable.path)
        } catch {
            throw .transportUnavailable(
                reason: "cannot start the network helper \(executable.path): \(error.reason); "
                    + "reinstall Movieland (make install)")
        }
        let cancelledBeforeStart = lock.withLock {
            self.process = process
            return cancelled
        }
        if cancelledBeforeStart { process.terminate(grace: Self.terminationGrace) }
        // The job is small and the helper reads it whole before it writes: this write cannot block for long.
        // A helper that could not start (a library missing) has closed its end: the write must fail, not
        // kill us with SIGPIPE, so that its exit status can say why.
        signal(SIGPIPE, SIG_IGN)
        // One line, and the input kept open: its end tells the helper that movieland is gone or gave up.
        let payload = ((try? JSONEncoder().encode(job)) ?? Data()) + Data("\n".utf8)
        try? process.input.write(payload)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let cancelledAlready = lock.withLock {
                        waiting = continuation
                        return cancelled
                    }
                    if cancelledAlready { answer(.failure(NetworkError.transport(.cancelled, url: redactedURL))) }
                    // Blocking reads get threads of their own: on a pool as wide as the cores, transfers at once
                    // could take every thread and leave none for the reads they wait for. The reads go on after
                    // a cancellation, until the helper has gone and been waited for.
                    DetachedThread.start(name: "TransferHelper") { [self] in
                        answer(collect(from: process, progress: progress))
                    }
                }
            } onCancel: {
                cancel()
            }
        } catch let error as NetworkError {
            throw error
        } catch {
            throw .transport(.other("\(error)"), url: redactedURL)
        }
    }

    /// Gives `result` to whoever waits, once: the first of the helper's answer and a cancellation wins.
    private func answer(_ result: Result<TransferEvent, any Error>) {
        let continuation = lock.withLock {
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(with: result)
    }

    /// Reads events until the helper closes its output, then waits for it to exit (blocking: on its own thread).
    private func collect(
        from process: ChildProcess, progress: (@Sendable (Int, Int?) -> Void)?
    ) -> Result<TransferEvent, any Error> {
        let stderr = PipeDrain(process.errors)
        var final: TransferEvent?
        var lines = LineSplitter()
        let decoder = JSONDecoder()
        while let chunk = try? process.output.read(upToCount: 1 << 16), !chunk.isEmpty {
            for line in lines.append(chunk) {
                guard let event = try? decoder.decode(TransferEvent.self, from: line) else { continue }
                if case .progress(let received, let total) = event {
                    progress?(received, total)
                } else {
                    final = event
                }
            }
        }
        process.output.close()
        closeInput(of: process)
        let termination = process.waitForExit()
        let wasCancelled = lock.withLock {
            finished = true
            return cancelled
        }
        if let final { return .success(final) }
        if wasCancelled { return .failure(NetworkError.transport(.cancelled, url: redactedURL)) }
        return .failure(failure(termination, errors: stderr.text()))
    }

    /// Why the helper ended without a result: a shared library it needs is missing, or it stopped.
    private func failure(_ termination: ChildProcess.Termination, errors: String) -> NetworkError {
        if let library = Self.missingLibrary(in: errors) {
            let package =
                library.hasPrefix("libcurl") ? "libcurl (Debian and Ubuntu: apt-get install libcurl4)" : library
            return .transportUnavailable(
                reason: "network sources need the shared library \(library), which is not installed; install \(package)"
            )
        }
        let detail = errors.split(separator: "\n").first.map { " (\(Self.printable($0)))" } ?? ""
        let ending =
            switch termination {
            case .exited(let status): "with status \(status)"
            case .signalled(let signal): "on signal \(signal)"
            }
        return .transport(
            .other("the network helper \(executable.lastPathComponent) stopped \(ending)\(detail)"), url: redactedURL)
    }

    /// The library named by the dynamic loader's "error while loading shared libraries: NAME: cannot open".
    static func missingLibrary(in errors: String) -> String? {
        guard let range = errors.firstRange(of: "error while loading shared libraries: ") else { return nil }
        let name = errors[range.upperBound...].prefix { $0 != ":" && !$0.isNewline }
        return name.isEmpty ? nil : printable(name)
    }

    private static func printable(_ text: Substring) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }

    /// Gives the caller `.cancelled` at once, whatever the helper does, and makes the helper go: the end of its
    /// input, then SIGTERM, then SIGKILL a second later if it is still there.
    private func cancel() {
        let running = lock.withLock {
            cancelled = true
            return finished ? nil : process
        }
        answer(.failure(NetworkError.transport(.cancelled, url: redactedURL)))
        guard let running else { return }
        closeInput(of: running)
        running.terminate(grace: Self.terminationGrace)
    }

    /// How long a helper has to go after SIGTERM before SIGKILL.
    static let terminationGrace = Duration.seconds(1)
}

extension TransferHelperProcess {
    /// Closes the helper's input once (a second close could close another file that took its number).
    fileprivate func closeInput(of process: ChildProcess) {
        let alreadyClosed = lock.withLock {
            defer { inputClosed = true }
            return inputClosed
        }
        if !alreadyClosed { process.input.close() }
    }
}

/// Reads a pipe to its end on another thread, so the process writing to it can never block on a full pipe.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: FileDescriptor) {
        DetachedThread.start(name: "TransferHelper.err") { [self] in
            data = (try? pipe.readToEnd()) ?? Data()
            pipe.close()
            done.signal()
        }
    }

    /// Everything written, once the writer has closed the pipe.
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
