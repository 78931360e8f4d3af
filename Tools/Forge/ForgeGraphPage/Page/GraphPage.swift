import Foundation

/// The page `forge graph --format html` writes: one self-contained HTML file (its style and script inline,
/// readable, nothing fetched) that draws the document it embeds once. The same document gives the same bytes.
package enum GraphPage {
    /// At most this many routes between two modules are listed, by forge and by the page alike.
    package static let routeLimit = 100

    /// The page for `document`.
    package static func html(for document: GraphPageDocument) -> String {
        markupBeforeData + embedded(document) + markupAfterData
    }

    /// `document` as compact JSON (keys sorted) that cannot end the script element it sits in: `<`, `>` and `&`
    /// are written as `\u003c`, `\u003e` and `\u0026`, which JSON reads back as the same characters.
    static func embedded(_ document: GraphPageDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        var escaped = ""
        escaped.reserveCapacity(json.utf8.count)
        for character in json.unicodeScalars {
            switch character {
            case "<": escaped += "\\u003c"
            case ">": escaped += "\\u003e"
            case "&": escaped += "\\u0026"
            case "\u{2028}": escaped += "\\u2028"
            case "\u{2029}": escaped += "\\u2029"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
