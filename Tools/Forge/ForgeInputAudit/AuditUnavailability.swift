import ForgeSupport
import Foundation

/// Why the audit cannot run on this machine: it traces the tests with `strace`, which runs on Linux alone, must be
/// installed, and cannot trace a process that is itself traced.
package enum AuditUnavailability: Equatable {
    /// `strace` is not installed.
    case straceMissing
    /// This process is traced already (by a debugger or strace), and a process can have one tracer only.
    case alreadyTraced
    /// Not Linux.
    case notLinux

    /// Why the audit cannot run here, if it cannot.
    package static func here() -> AuditUnavailability? {
        #if os(Linux)
        guard (try? Subprocess.run(["strace", "-V"]))?.status == 0 else { return .straceMissing }
        return isTraced ? .alreadyTraced : nil
        #else
        return .notLinux
        #endif
    }

    /// Whether this process has a tracer (`TracerPid` in `/proc/self/status`): ptrace does not nest, so strace
    /// cannot attach under a debugger or under an audit of forge's own tests.
    private static var isTraced: Bool {
        // /proc's files say they are empty; read them to their end rather than by their size.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/status") else { return false }
        let status = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("TracerPid:") }) else {
            return false
        }
        return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
    }
}
