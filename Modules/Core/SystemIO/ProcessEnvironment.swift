#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from `environ`: what `ProcessInfo.processInfo.environment` gives,
/// without setting up `ProcessInfo` (a twentieth of a search's start-up).
public enum ProcessEnvironment {
    /// Every variable, by name; for a name given twice, the first, as `getenv` answers.
    public static func variables() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: growing the table as it filled was half of reading the environment.
        var variables: [String: String] = Dictionary(minimumCapacity: count)
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
