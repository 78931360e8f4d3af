/// The text of a field of `history.tsv`: its bytes as UTF-8, with the escapes the file writes (`\\`, `\t`,
/// `\n`, `\r`, `\u` for U+001F) undone, and a tags field split at U+001F first.
enum HistoryFieldText {
    /// A field's text, its escapes undone.
    static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        guard bytes.contains(UInt8(ascii: "\\")) else { return raw }
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "u": result.append("\u{1F}")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The tags of a field: split at U+001F, then each one's escapes undone; none for an empty field.
    static func tags(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0x1F, omittingEmptySubsequences: false).map(text)
    }
}
