/// Breaks plain text into lines of at most a given number of columns, between words where it can.
public enum TextWrap {
    /// The lines of `text` (sanitised first) no wider than `width`; a word longer than a line is cut.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        var used = 0
        for word in TextSanitizer.sanitize(text).split(separator: " ") {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if used > 0, used + 1 + wordWidth <= width {
                current += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0 { lines.append(current) }
            while wordWidth > width {
                let head = prefix(of: word, columns: width)
                lines.append(head)
                word.removeFirst(head.count)
                wordWidth = DisplayWidth.of(word)
            }
            (current, used) = (word, wordWidth)
        }
        if used > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    private static func prefix(of word: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in word {
            let width = DisplayWidth.of(character)
            if used + width > columns, !result.isEmpty { break }
            result.append(character)
            used += width
        }
        return result
    }
}
