import PlainText

/// Tags in one CSV field, as Letterboxd writes them: separated by commas, each trimmed. A tag that holds a
/// comma or a quote is written in quotes (a quote doubled), so that "rainy day, home" stays one tag.
enum TagList {
    /// The tags as one field's text: `cinema, "rainy day, home", 2025`.
    static func text(_ tags: [String]) -> String {
        tags.map { tag in
            tag.contains(where: { $0 == "," || $0 == "\"" })
                ? "\"" + tag.replacing("\"", with: "\"\"") + "\"" : tag
        }.joined(separator: ", ")
    }

    /// The tags a field holds, in order; empty ones left out.
    static func tags(_ text: String) -> [String] {
        var tags: [String] = []
        var current = ""
        var quoted = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\"" where quoted:
                // A doubled quote is one quote; a single one closes the quotes.
                guard let next = characters.next() else {
                    quoted = false
                    continue
                }
                if next == "\"" {
                    current.append("\"")
                } else {
                    quoted = false
                    if next == "," { finish(&current, into: &tags) } else { current.append(next) }
                }
            case "\"" where current.allSatisfy(\.isWhitespace): quoted = true; current = ""
            case "," where !quoted: finish(&current, into: &tags)
            default: current.append(character)
            }
        }
        finish(&current, into: &tags)
        return tags
    }

    private static func finish(_ current: inout String, into tags: inout [String]) {
        let tag = current.trimmingWhitespace()
        if !tag.isEmpty { tags.append(tag) }
        current = ""
    }
}
