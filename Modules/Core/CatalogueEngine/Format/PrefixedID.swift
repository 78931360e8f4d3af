import FoundationEssentials
import PlainText

/// Ids written as a prefix and a zero-padded number ("tt0133093", "nm0000158"; the embedded catalogue's row
/// numbers have neither): written from their number, and read however typed.
public struct PrefixedID: Equatable, Sendable {
    /// What comes before the number, lower case; empty for none.
    let prefix: String
    /// The number's least digit count, zero-padded; 0 for none.
    let digits: Int

    /// IMDb's person ids: "nm" and seven digits at least.
    public static let imdbPerson = PrefixedID(prefix: "nm", digits: 7)

    /// The id of `number` ("nm0000158" for 158).
    public func text(_ number: Int) -> String {
        let written = String(number)
        return prefix + String(repeating: "0", count: max(0, digits - written.count)) + written
    }

    /// The number in `text` when it is written as these ids are, in any case, padded or not ("nm0000158",
    /// "NM158"); nil for anything else.
    public func number(in text: String) -> Int? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.count > prefix.count, trimmed.lowercased().hasPrefix(prefix) else { return nil }
        let digits = trimmed.dropFirst(prefix.count)
        guard digits.allSatisfy(\.isASCII), digits.count <= 10, let number = Int(digits), number > 0,
            number <= UInt32.max
        else { return nil }
        return number
    }
}
