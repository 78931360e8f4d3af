import Foundation
import Testing
import TextFolding

/// `TitleFolding` replaced Foundation's canonical decomposition and `folding(options:)` in the app, which no
/// longer links Foundation; Foundation stays the judge here.
@Suite struct TitleFoldingTests {
    @Test func everyScalarFoldsToTheBaseFoundationsDecompositionGives() {
        var disagreements: [String] = []
        for value in UInt32(0x80)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first
            let expected = decomposed.flatMap { base -> UInt8? in
                switch base.value {
                case 0x30...0x39, 0x61...0x7A: UInt8(base.value)
                case 0x41...0x5A: UInt8(base.value + 0x20)
                default: nil
                }
            }
            if TitleFolding.latinBase(of: scalar) != expected {
                disagreements.append(String(format: "U+%04X", value))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func asciiKeepsItsLettersAndDigitsLowercased() {
        #expect(TitleFolding.latinBase(of: "Q") == UInt8(ascii: "q"))
        #expect(TitleFolding.latinBase(of: "7") == UInt8(ascii: "7"))
        #expect(TitleFolding.latinBase(of: "-") == nil)
    }

    @Test func comparisonKeysAgreeWithFoundationsFoldingOnLatinTitles() {
        let titles = [
            "Amélie", "The Matrix", "Léon: The Professional", "Das Boot", "A Bout de Souffle", "Ça",
            "Crouching Tiger, Hidden Dragon", "An Education", "Æon Flux", "The", "Señor Ñandú", "Tōkyō Monogatari",
        ]
        for title in titles {
            var words = title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
            #expect(TitleFolding.comparisonKey(title) == words.joined(separator: " "), "\(title)")
        }
    }
}
