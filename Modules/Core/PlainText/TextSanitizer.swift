/// Strips what outside text (API responses, data files) could use to take over the terminal.
///
/// Removes escape sequences (CSI such as colours and cursor moves, OSC such as window titles and
/// hyperlinks, and the other ESC forms), C0 and C1 control characters and DEL, and bidirectional
/// overrides that can hide or reorder text. Tabs and line breaks become spaces unless kept.
public enum TextSanitizer {
    /// `text` safe to print. With `keepNewlines`, `\n` survives (for multi-line fields).
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        // Fast path: most text is plain printable ASCII.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? scalars.next() {
            pending = nil
            switch scalar.value {
            case 0x1B:  // ESC: drop the whole sequence
                pending = skipEscapeSequence(&scalars)
            case 0x9B:  // C1 CSI
                pending = skipControlSequence(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:  // C1 OSC, DCS, SOS, PM, APC: until a terminator
                pending = skipString(&scalars)
            case 0x0A where keepNewlines:
                result.append(scalar)
            case 0x09, 0x0A, 0x0D:
                if result.last != " " { result.append(" ") }
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                break
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                break  // bidirectional controls
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// After ESC: returns the first scalar after the sequence (nil at the end).
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        guard let next = scalars.next() else { return nil }
        switch next {
        case "[": return skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": return skipString(&scalars)
        default:
            // Two- or three-character escapes: intermediates 0x20-0x2F, then one final byte.
            var current: Unicode.Scalar? = next
            while let scalar = current, (0x20...0x2F).contains(scalar.value) { current = scalars.next() }
            return scalars.next()
        }
    }

    /// CSI: parameters and intermediates, then a final byte 0x40-0x7E.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return scalars.next() }
            if !(0x20...0x3F).contains(scalar.value) { return scalar }  // malformed: resume at it
        }
        return nil
    }

    /// OSC and other strings: until BEL, ST (ESC \) or C1 ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return scalars.next()
            case 0x1B:
                guard let next = scalars.next() else { return nil }
                if next == "\\" { return scalars.next() }
            default: continue
            }
        }
        return nil
    }
}
