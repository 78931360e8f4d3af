import Foundation

/// A process reading from a pipe (a FIFO) that a test writes into: the test waits until the process has taken
/// what was written and waits for more, rather than sleeping a while and hoping it has.
extension Process {
    /// Waits until the pipe `writer` writes into is empty (this process read it all) and every thread of this
    /// process sleeps: it has read what was written and waits for more. False when that does not happen within
    /// two minutes (a hang guard: on a loaded machine the process may take seconds to get there).
    func waitUntilWaitingForMore(after writer: FileHandle) -> Bool {
        let deadline = Date().addingTimeInterval(120)
        var settledChecks = 0
        while isRunning, Date() < deadline {
            // Twice in a row, a little apart: a thread can sleep for a moment (a lock) in the middle of its work.
            settledChecks = Self.unread(in: writer) == 0 && allThreadsSleep() ? settledChecks + 1 : 0
            if settledChecks == 2 { return true }
            usleep(20_000)
        }
        return false
    }

    /// The bytes written to the pipe and not read yet (`FIONREAD`, which Linux answers on either end).
    private static func unread(in writer: FileHandle) -> Int32 {
        var count: Int32 = 0
        return ioctl(writer.fileDescriptor, UInt(FIONREAD), &count) == 0 ? count : -1
    }

    /// Whether every thread of this process is asleep (`S` in `/proc/<pid>/task/<tid>/stat`).
    private func allThreadsSleep() -> Bool {
        let tasks = "/proc/\(processIdentifier)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks), !threads.isEmpty else {
            return false
        }
        return threads.allSatisfy { thread in
            guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return stat[stat.index(close, offsetBy: 2)...].hasPrefix("S")
        }
    }
}
