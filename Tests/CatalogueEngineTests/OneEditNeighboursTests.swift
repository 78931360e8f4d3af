import Foundation
import Testing

@testable import CatalogueEngine

/// Looking a word's one-edit neighbours up must find exactly what comparing it with every vocabulary word finds.
@Suite struct OneEditNeighboursTests {
    @Test func lookUpsFindWhatAFullScanFinds() throws {
        let catalogue = try CatalogueFile(path: EmbeddedCatalogue.path)
        let neighbours = OneEditNeighbours(vocabulary: catalogue.titleWords)
        var tokens: [[UInt8]] = [Array("talzan".utf8), Array("matrx".utf8), Array("teh".utf8), Array("a".utf8)]
        // Every 1009th vocabulary word, as it is and with one edit of each kind.
        let words = catalogue.titleWords.firstWord..<catalogue.titleWords.count
        #expect(words.lowerBound > 0, "the embedded catalogue has initials keys before its words")
        for index in stride(from: words.lowerBound, to: words.upperBound, by: 1009) {
            let word = Array(catalogue.titleWords.word(index))
            tokens.append(word)
            if word.count > 1 { tokens.append(Array(word.dropFirst())) }
            if word.count > 2 { tokens.append([word[1], word[0]] + word[2...]) }
            tokens.append(word + [UInt8(ascii: "q")])
            tokens.append([UInt8(ascii: "z")] + word.dropFirst())
        }
        var mismatches: [String] = []
        for token in tokens {
            // Initials keys are no words: they are no one's neighbours.
            let scanned = words.filter {
                TypoTolerance.isOneEditAway(token, catalogue.titleWords.word($0))
            }
            let looked = neighbours.indexes(of: token)
            if looked != scanned { mismatches.append(String(decoding: token, as: UTF8.self)) }
        }
        #expect(tokens.count > 150)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
