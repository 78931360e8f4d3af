import PlainText

/// Measures and cuts lines that already carry the painter's style sequences (CSI ... m), which
/// take no columns on screen. Used where finished lines must fit a full-screen frame exactly.
public enum StyledLine {
    /// Columns `line` occupies once its style sequences are left out.
    public static func width(_ line: String) -> Int {
        var total = 0
        forEachVisible(line) { character, _ in total += DisplayWidth.of(character) }
        return total
    }

    /// `line` cut to at most `width` columns; style sequences are kept and the style is reset
    /// after a cut, so nothing bleeds into the next line.
    public static func clip(_ line: String, to width: Int) -> String {
        guard self.width(line) > width else { return line }
        var result = ""
        var used = 0
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "\u{1B}", let end = sequenceEnd(in: line, from: index) {
                result += line[index..<end]
                index = end
                continue
            }
            let characterWidth = DisplayWidth.of(line[index])
            if used + characterWidth > width { break }
            result.append(line[index])
            used += characterWidth
            index = line.index(after: index)
        }
        return result + (result.contains("\u{1B}") ? TextStyle.resetSequence : "")
    }

    /// `line` cut or padded with spaces to exactly `width` columns.
    static func fit(_ line: String, to width: Int) -> String {
        let clipped = clip(line, to: width)
        return clipped + String(repeating: " ", count: max(0, width - self.width(clipped)))
    }

    private static func forEachVisible(_ line: String, _ body: (Character, String.Index) -> Void) {
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "\u{1B}", let end = sequenceEnd(in: line, from: index) {
                index = end
                continue
            }
            body(line[index], index)
            index = line.index(after: index)
        }
    }

    /// The index after a CSI sequence starting at `start` (ESC [ parameters final-byte).
    private static func sequenceEnd(in line: String, from start: String.Index) -> String.Index? {
        let bracket = line.index(after: start)
        guard bracket < line.endIndex, line[bracket] == "[" else { return nil }
        var index = line.index(after: bracket)
        while index < line.endIndex {
            if let ascii = line[index].asciiValue, (0x40...0x7E).contains(ascii) { return line.index(after: index) }
            index = line.index(after: index)
        }
        return nil
    }
}
