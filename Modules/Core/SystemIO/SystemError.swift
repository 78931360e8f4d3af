#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed: what was being done, and the system's reason (`errno`).
public struct SystemError: Error, Equatable, CustomStringConvertible {
    /// What was being done, as a phrase: "open /tmp/x", "start gzip".
    public let operation: String
    /// The `errno` value.
    public let code: Int32

    /// The error `errno` holds now, for `operation`.
    public static func current(_ operation: String) -> SystemError {
        SystemError(operation: operation, code: errno)
    }

    /// The system's reason alone: "No such file or directory".
    public var reason: String { String(cString: strerror(code)) }

    /// "cannot <operation>: <reason>".
    public var description: String { "cannot \(operation): \(reason)" }
}
