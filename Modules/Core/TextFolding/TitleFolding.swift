/// Titles and names folded the way people type them: case and accents ignored ("Amélie" is "amelie").
/// One definition for the search tokens, the watchlist's title keys (through `TitleMatching`) and the online
/// sources' title checks.
public enum TitleFolding {
    /// The lowercase ASCII letter or digit `scalar` is written with: itself for ASCII, its base letter for an
    /// accented Latin letter ("é" -> "e", by its canonical decomposition), nil for anything else.
    public static func latinBase(of scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39, 0x61...0x7A: return UInt8(scalar.value)
        case 0x41...0x5A: return UInt8(scalar.value + 0x20)
        case 0..<0x80: return nil
        default: break
        }
        let scalars = LatinBaseLetters.scalars
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar.value ? LatinBaseLetters.bases[low] : nil
    }

    /// The title as a key two spellings of it share: lowercased, accents off Latin letters, combining marks
    /// dropped, words of letters and digits joined by one space, a leading "the", "a" or "an" dropped.
    public static func comparisonKey(_ title: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            if let base = latinBase(of: scalar) {
                folded.append(Unicode.Scalar(base))
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                folded.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            }
        }
        var words = String(folded).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }
}
