import SystemIO
import Terminal

/// Writes warnings to standard error once per process for each key: the history file's damaged lines are
/// reported each time the file is read, and a command that reads it twice names a line once.
final class DamagedLineWarnings: Sendable {
    private let program: String
    private let lock = Lock()
    nonisolated(unsafe) private var said: Set<String> = []

    /// Warnings that start with `program:`.
    init(program: String) {
        self.program = program
    }

    /// Writes `text` as `<program>: text` unless a warning with `key` was written before.
    func say(_ text: String, key: String) {
        guard lock.withLock({ said.insert(key).inserted }) else { return }
        try? FileDescriptor.standardError.write(Array((Console.failureLine(text, program: program) + "\n").utf8))
    }
}
