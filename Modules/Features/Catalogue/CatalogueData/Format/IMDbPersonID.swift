import Foundation

/// IMDb's person ids ("nm0000158"): written from their number, and read however typed.
enum IMDbPersonID {
    /// "nm0000158" for 158: seven digits at least, as IMDb writes them.
    static func text(_ number: Int) -> String {
        let digits = String(number)
        return "nm" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// The number in an nm id however typed ("nm0000158", "NM158"); nil for anything else.
    static func number(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 2, trimmed.lowercased().hasPrefix("nm") else { return nil }
        let digits = trimmed.dropFirst(2)
        guard digits.allSatisfy(\.isASCII), digits.count <= 10, let number = Int(digits), number > 0,
            number <= UInt32.max
        else { return nil }
        return number
    }
}
