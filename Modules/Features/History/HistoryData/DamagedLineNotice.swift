import HistoryDomain
import SystemIO

/// Says on standard error, once per process for each line, which lines of the history file cannot be read: a
/// command that reads the file twice says it once, and a line kept by the last write is named again by the next
/// command, until the person fixes or removes it.
enum DamagedLineNotice {
    private static let lock = Lock()
    nonisolated(unsafe) private static var named: Set<String> = []

    /// Names each of `record`'s damaged lines of the file at `path` that this process has not named yet.
    static func name(_ record: HistoryRecord, path: String) {
        guard !record.damagedLines.isEmpty else { return }
        let fresh = lock.withLock {
            record.damagedLines.filter { named.insert("\(path):\($0.line)").inserted }
        }
        for damaged in fresh {
            let text =
                "movieland: warning: \(path), line \(damaged.line): \(damaged.reason); the rest of the history is "
                + "read, and this line is kept in the file as it is until you fix or remove it\n"
            try? FileDescriptor.standardError.write(Array(text.utf8))
        }
    }
}
