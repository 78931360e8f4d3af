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
        for index in stride(from: 0, to: catalogue.titleWords.count, by: 1009) {
            let word = Array(catalogue.titleWords.word(index))
            tokens.append(word)
            if word.count > 1 { tokens.append(Array(word.dropFirst())) }
            if word.count > 2 { tokens.append([word[1], word[0]] + word[2...]) }
            tokens.append(word + [UInt8(ascii: "q")])
            tokens.append([UInt8(ascii: "z")] + word.dropFirst())
        }
        var mismatches: [String] = []
        for token in tokens {
            let scanned = (0..<catalogue.titleWords.count).filter {
                TypoTolerance.isOneEditAway(token, catalogue.titleWords.word($0))
            }
            let looked = neighbours.indexes(of: token)
            if looked != scanned { mismatches.append(String(decoding: token, as: UTF8.self)) }
        }
        #expect(tokens.count > 150)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
