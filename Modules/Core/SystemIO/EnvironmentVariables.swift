#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables looked up by name: the process's, each read with `getenv` when it is asked for and
/// nothing read before (a command reads the few it uses, not all of them), or given ones (tests).
public struct EnvironmentVariables: Sendable, ExpressibleByDictionaryLiteral {
    private let given: [String: String]?

    /// The process's environment.
    public static let process = EnvironmentVariables(given: nil)

    private init(given: [String: String]?) {
        self.given = given
    }

    /// Exactly `values`, and nothing of the process's.
    public init(_ values: [String: String]) {
        given = values
    }

    /// Exactly the variables listed, and nothing of the process's; for a name given twice, the first.
    public init(dictionaryLiteral elements: (String, String)...) {
        given = Dictionary(elements, uniquingKeysWith: { first, _ in first })
    }

    /// The variable's value, or nil when it is not set.
    public subscript(name: String) -> String? {
        if let given { return given[name] }
        return getenv(name).map { String(cString: $0) }
    }
}
