import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals turned into calls on a queue, outside signal context, where restoring a terminal or ending child
/// processes is safe.
///
/// The handler is installed before `init` returns: a signal that arrives a moment later is never lost and never
/// takes its default action (with `DispatchSource`, whose handler libdispatch installs later on its own thread,
/// a signal in between was ignored or ended the program). The handler only writes the signal's number to a pipe;
/// a thread of its own reads the pipe and hands each signal to the watchers that asked for it.
public final class SignalWatcher: @unchecked Sendable {
    private let signals: [Int32]
    private let queue: DispatchQueue
    private let handler: @Sendable (Int32) -> Void

    /// Watches `signals`, calling `handler` on `queue` with each one's number as it arrives.
    public init(signals: [Int32], queue: DispatchQueue = .main, handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        self.queue = queue
        self.handler = handler
        SignalPipe.shared.add(self)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = writeSignalToPipe
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Lets `signals` through to this thread and the threads it starts afterwards. A program inherits its
    /// parent's signal mask, and a parent that starts programs from a worker thread (Foundation's `Process` does,
    /// from threads that block nearly every signal) would otherwise leave SIGTERM and SIGINT held back.
    public static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Stops watching: the signals take their default action again.
    public func cancel() {
        SignalPipe.shared.remove(self)
        for number in signals { signal(number, SIG_DFL) }
    }

    fileprivate func deliver(_ signal: Int32) {
        guard signals.contains(signal) else { return }
        let handler = self.handler
        queue.async { handler(signal) }
    }
}

/// The write end of the signal pipe, read by the signal handler: a global, because a C function pointer
/// captures nothing. Set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: async-signal-safe, it only writes one byte (and keeps `errno` as it was).
private let writeSignalToPipe: @convention(c) (Int32) -> Void = { signal in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// The one pipe every watcher's signals go through, and the thread that reads it.
private final class SignalPipe: @unchecked Sendable {
    static let shared = SignalPipe()

    private let lock = Lock()
    private var watchers: [ObjectIdentifier: SignalWatcher] = [:]

    private init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe drops a signal rather than blocking the handler.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        signalPipeWriteEnd = ends[1]
        let readEnd = FileDescriptor(rawValue: ends[0])
        DetachedThread.start(name: "SignalWatcher") { [self] in
            while let bytes = try? readEnd.read(upToCount: 64), !bytes.isEmpty {
                let current = lock.withLock { Array(watchers.values) }
                for byte in bytes {
                    for watcher in current { watcher.deliver(Int32(byte)) }
                }
            }
        }
    }

    func add(_ watcher: SignalWatcher) {
        lock.withLock { watchers[ObjectIdentifier(watcher)] = watcher }
    }

    func remove(_ watcher: SignalWatcher) {
        lock.withLock { watchers[ObjectIdentifier(watcher)] = nil }
    }
}
