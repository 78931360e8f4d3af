import FoundationEssentials
import SystemIO

#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// The terminal in interactive mode: raw input, the alternate screen, and a promise to put
/// everything back on exit, on Ctrl-C, on SIGTERM and on an error.
public final class TerminalSession: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private var original = termios()
    private var active = false
    private let lock = Lock()
    private var signalWatcher: SignalWatcher?

    /// The escape sequences that undo what `start` did; written by signal handlers too.
    static let restoreSequence = "\u{1B}[?25h\u{1B}[?1049l"

    /// A session on the terminal at `input` and `output`, not yet started.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether both ends are terminals (interactive mode needs them).
    public var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

    /// The terminal's size, with a fallback for terminals that do not say.
    public var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Enters raw mode and the alternate screen. `onResize` runs on the main queue when the window
    /// changes size; `onTerminate` when SIGTERM, SIGINT or SIGHUP arrives, with the signal's number.
    public func start(
        onResize: @escaping @Sendable () -> Void, onTerminate: @escaping @Sendable (Int32) -> Void
    ) throws(TerminalError) {
        guard tcgetattr(input, &original) == 0 else {
            throw TerminalError(
                "cannot read the terminal's settings (\(String(cString: strerror(errno)))); "
                    + "run it in a terminal, or give a command (movieland --help lists them)")
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError(
                "cannot switch the terminal to raw mode (\(String(cString: strerror(errno)))); "
                    + "run it in a terminal, or give a command (movieland --help lists them)")
        }
        lock.withLock { active = true }
        write("\u{1B}[?1049h\u{1B}[2J\u{1B}[H")
        // Delivered as calls on the main queue, outside signal context, where restoring the terminal is safe.
        let watcher = SignalWatcher(signals: [SIGWINCH, SIGTERM, SIGINT, SIGHUP]) { signal in
            if signal == SIGWINCH { onResize() } else { onTerminate(signal) }
        }
        lock.withLock { signalWatcher = watcher }
    }

    /// Leaves the alternate screen and restores the terminal's settings; safe to call more than once.
    public func restore() {
        let wasActive = lock.withLock {
            defer { active = false }
            return active
        }
        guard wasActive else { return }
        lock.withLock {
            signalWatcher?.cancel()
            signalWatcher = nil
        }
        write(Self.restoreSequence)
        var settings = original
        tcsetattr(input, TCSAFLUSH, &settings)
    }

    deinit {
        restore()
    }

    /// Writes `text` to the terminal as is.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads the terminal on a thread of its own until `restore`, handing each chunk of bytes to
    /// `deliver`; nil once the input is closed (the terminal went away).
    public func startReading(_ deliver: @escaping @Sendable ([UInt8]?) -> Void) {
        DetachedThread.start(name: "TerminalSession.input") { [self] in
            while lock.withLock({ active }) {
                guard let bytes = read(timeout: 0.1) else {
                    deliver(nil)
                    return
                }
                if !bytes.isEmpty { deliver(bytes) }
            }
        }
    }

    /// Waits up to `timeout` seconds for input: the bytes read, empty on timeout, nil when closed.
    func read(timeout: TimeInterval) -> [UInt8]? {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(timeout * 1000))
        if ready < 0 { return errno == EINTR ? [] : nil }
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = systemRead(input, &buffer, buffer.count)
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return count > 0 ? Array(buffer[..<count]) : nil
    }
}

/// The terminal could not be set up for interactive mode.
public struct TerminalError: Error, CustomStringConvertible {
    /// What failed and what to do instead, e.g. "cannot read the terminal's settings (...); run it in a terminal…".
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
