import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with its standard input, output and error connected to pipes of ours: what Foundation's
/// `Process` and `Pipe` do for this app, with `posix_spawn` and without linking Foundation.
///
/// The pipes' other ends are closed in the child (close-on-exec) and here, so reading `output` to its end
/// returns once the program (and anything it started that kept the pipe) has finished writing.
public final class ChildProcess: @unchecked Sendable {
    /// The program's process id.
    public let processID: pid_t
    /// Where to write what the program reads on its standard input; close it to signal the end.
    public let input: FileDescriptor
    /// The program's standard output.
    public let output: FileDescriptor
    /// The program's standard error.
    public let errors: FileDescriptor
    /// How it ended, once waited for: a process id is not signalled after that (it may be another's by then).
    private let status = Mutex<Termination?>(nil)

    /// How the program ended.
    public enum Termination: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
    }

    /// Starts `executable` (a path, or a name looked up on `PATH` when it has no slash) with `arguments`.
    public init(_ executable: String, arguments: [String] = []) throws(SystemError) {
        let pipes = try (Self.pipe(), Self.pipe(), Self.pipe())
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes.0.read.rawValue, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes.1.write.rawValue, 1)
        posix_spawn_file_actions_adddup2(&actions, pipes.2.write.rawValue, 2)
        // The program starts with every signal at its default and none blocked, whatever this process ignores
        // (SIGPIPE, while it writes to pipes) or blocks on the spawning thread.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var processID = pid_t()
        let result = withCStrings([executable] + arguments) { argv in
            posix_spawnp(&processID, executable, &actions, &attributes, argv, environ)
        }
        for end in [pipes.0.read, pipes.1.write, pipes.2.write] { end.close() }
        guard result == 0 else {
            for end in [pipes.0.write, pipes.1.read, pipes.2.read] { end.close() }
            throw SystemError(operation: "start \(executable)", code: result)
        }
        self.processID = processID
        input = pipes.0.write
        output = pipes.1.read
        errors = pipes.2.read
    }

    /// Waits for the program to end (blocking) and says how it did; asked again, gives the same answer.
    @discardableResult
    public func waitForExit() -> Termination {
        if let known = status.withLock({ $0 }) { return known }
        // Waits without reaping, then reaps under the lock: while the status is unknown the process id is still
        // this program's (a zombie at worst), so `terminate` and `kill` never signal another that took it.
        var info = siginfo_t()
        _ = FileDescriptor.retryingInterrupts { waitid(P_PID, id_t(processID), &info, WEXITED | WNOWAIT) }
        return status.withLock { known in
            if let known { return known }
            var raw: Int32 = 0
            let waited = FileDescriptor.retryingInterrupts { waitpid(processID, &raw, 0) }
            let termination: Termination =
                waited < 0 ? .exited(-1) : (raw & 0x7F == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(raw & 0x7F))
            known = termination
            return termination
        }
    }

    /// Asks the program to stop (SIGTERM), unless it has already been waited for.
    public func terminate() {
        signal(SIGTERM)
    }

    /// Asks the program to stop (SIGTERM) and ends it (SIGKILL) if it is still there `grace` later: a program
    /// that ignores SIGTERM, or has it blocked in every thread, still goes.
    public func terminate(grace: Duration) {
        signal(SIGTERM)
        DetachedThread.start(name: "ChildProcess.kill") { [self] in
            let (seconds, attoseconds) = grace.components
            var pause = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
            var left = timespec()
            while nanosleep(&pause, &left) != 0 && errno == EINTR { pause = left }
            signal(SIGKILL)
        }
    }

    private func signal(_ number: Int32) {
        status.withLock { known in
            if known == nil { kill(processID, number) }
        }
    }

    /// A pipe whose two ends are closed in programs we start, so only the ends `dup2` places are inherited.
    private static func pipe() throws(SystemError) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [0, 0]
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw .current("create a pipe") }
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
    }
}

/// `pipe2(2)`, which Glibc's module map leaves out (it is a GNU extension): both ends made close-on-exec at once,
/// so a program another thread starts meanwhile cannot inherit them.
@_silgen_name("pipe2")
private func pipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// Calls `body` with `strings` as a NULL-terminated array of C strings, as `posix_spawn` takes them.
private func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
