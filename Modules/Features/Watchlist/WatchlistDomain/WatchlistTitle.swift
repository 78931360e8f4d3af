import Foundation

/// Titles compared the way people type them: case, accents and a leading article ignored.
enum WatchlistTitle {
    static func key(_ title: String) -> String {
        var words = title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }
}
