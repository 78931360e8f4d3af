import FoundationEssentials
import PlainText
import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spinner with a message on standard error while slow work runs; only shown on a terminal,
/// so piped output and logs never contain its frames.
///
/// Frames are drawn by a thread of its own, not a task: slow work that blocks the few threads of Swift's
/// cooperative pool (a synchronous read, a wait) would otherwise stop the spinner it is meant to show.
final class ProgressIndicator: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let isEnabled: Bool
    private let interval: Duration
    private let lock = Lock()
    /// Which `start` the drawing thread belongs to; nil when stopped. A thread of an earlier start draws nothing.
    private var current: Int?
    private var starts = 0
    private var frameCount = 0

    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A spinner on standard error, enabled when standard error is a terminal.
    convenience init() {
        self.init(
            isEnabled: isatty(STDERR_FILENO) == 1, interval: .milliseconds(80),
            write: { text in try? FileDescriptor.standardError.write(text.utf8) })
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
        let start = lock.withLock {
            starts += 1
            current = starts
            return starts
        }
        let pause = UInt32(
            max(1, interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000))
        DetachedThread.start(name: "ProgressIndicator") { [weak self] in
            while let self, self.drawFrame(clean, start: start) { usleep(pause) }
        }
    }

    /// Stops and erases the spinner line.
    func stop() {
        guard isEnabled else { return }
        lock.withLock {
            guard current != nil else { return }
            current = nil
            write("\r\u{1B}[2K")
        }
    }

    /// Runs `work` with the spinner showing `message`.
    func during<T>(_ message: String, _ work: () async throws -> T) async rethrows -> T {
        start(message)
        defer { stop() }
        return try await work()
    }

    /// Draws the next frame when `start` is still the running one; false when it is not (the thread ends).
    private func drawFrame(_ message: String, start: Int) -> Bool {
        lock.withLock {
            guard current == start else { return false }
            write("\r\u{1B}[2K\(Self.frames[frameCount % Self.frames.count]) \(message)")
            frameCount += 1
            return true
        }
    }
}
