import SystemIO
import Terminal

/// Writes warnings to standard error once per process for each key: the history file's damaged lines are
/// reported each time the file is read, and a command that reads it twice names a line once. While the
/// interactive mode draws the terminal (`hold`), they are kept, and written once it is put back (`release`): a
/// line written over the frames would garble them, and every list reads the history to mark what you have seen.
final class DamagedLineWarnings: Sendable {
    private let program: String
    private let lock = Lock()
    nonisolated(unsafe) private var said: Set<String> = []
    /// The lines kept while held, in the order said; nil while they are written at once.
    nonisolated(unsafe) private var held: [String]?

    /// Warnings that start with `program:`.
    init(program: String) {
        self.program = program
    }

    /// Writes `text` as `<program>: text` unless a warning with `key` was written before; keeps it while held.
    func say(_ text: String, key: String) {
        let line = Console.failureLine(text, program: program) + "\n"
        let now = lock.withLock { () -> Bool in
            guard said.insert(key).inserted else { return false }
            guard held == nil else {
                held?.append(line)
                return false
            }
            return true
        }
        if now { try? FileDescriptor.standardError.write(Array(line.utf8)) }
    }

    /// Keeps the warnings said from now on until `release`.
    func hold() {
        lock.withLock { held = held ?? [] }
    }

    /// Writes the warnings kept since `hold`, and those said later at once.
    func release() {
        let lines = lock.withLock { () -> [String] in
            defer { held = nil }
            return held ?? []
        }
        for line in lines { try? FileDescriptor.standardError.write(Array(line.utf8)) }
    }
}
