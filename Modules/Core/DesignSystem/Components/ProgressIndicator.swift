import Foundation

/// A spinner with a message on standard error while slow work runs; only shown on a terminal,
/// so piped output and logs never contain its frames.
final class ProgressIndicator: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let isEnabled: Bool
    private let interval: Duration
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private var frameCount = 0

    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A spinner on standard error, enabled when standard error is a terminal.
    convenience init() {
        self.init(
            isEnabled: isatty(STDERR_FILENO) == 1, interval: .milliseconds(80),
            write: { text in FileHandle.standardError.write(Data(text.utf8)) })
    }

    /// For tests: where frames go, and whether to draw at all.
    init(isEnabled: Bool, interval: Duration, write: @escaping @Sendable (String) -> Void) {
        self.isEnabled = isEnabled
        self.interval = interval
        self.write = write
    }

    /// Starts drawing `message` with a spinner until `stop()`.
    func start(_ message: String) {
        guard isEnabled else { return }
        let clean = TextSanitizer.sanitize(message)
        lock.withLock {
            task?.cancel()
            task = Task { [weak self] in
                while !Task.isCancelled {
                    self?.drawFrame(clean)
                    try? await Task.sleep(for: self?.interval ?? .milliseconds(80))
                }
            }
        }
    }

    /// Stops and erases the spinner line.
    func stop() {
        guard isEnabled else { return }
        let running = lock.withLock {
            let current = task
            task = nil
            return current
        }
        guard let running else { return }
        running.cancel()
        lock.withLock { write("\r\u{1B}[2K") }
    }

    /// Runs `work` with the spinner showing `message`.
    func during<T>(_ message: String, _ work: () async throws -> T) async rethrows -> T {
        start(message)
        defer { stop() }
        return try await work()
    }

    private func drawFrame(_ message: String) {
        lock.withLock {
            guard task != nil else { return }
            write("\r\u{1B}[2K\(Self.frames[frameCount % Self.frames.count]) \(message)")
            frameCount += 1
        }
    }
}
