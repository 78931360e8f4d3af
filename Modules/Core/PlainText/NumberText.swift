#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers as people read them, the same in every locale so output is stable: `125,123`, `$63,000,000`.
public enum NumberText {
    /// Thousands separated by commas.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A size in decimal units, as download tools show it: `512 B`, `224.9 MB`, `1.2 GB`.
    public static func bytes(_ value: Int) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var size = Double(value)
        var index = 0
        while size >= 1000, index < units.count - 1 {
            size /= 1000
            index += 1
        }
        return index == 0 ? "\(value) B" : oneDecimal(size) + " " + units[index]
    }

    /// A duration: tenths under ten seconds (`4.2 s`), whole seconds under a minute, then minutes (`2 min 05 s`).
    public static func duration(_ seconds: Double) -> String {
        if seconds < 10 { return oneDecimal(seconds) + " s" }
        let whole = Int(seconds.rounded())
        guard whole >= 60 else { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }

    /// One decimal: `8.5`.
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// Two decimals, as C's `%.2f` writes them (ties to even): `7.85`.
    public static func twoDecimals(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.2f", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
