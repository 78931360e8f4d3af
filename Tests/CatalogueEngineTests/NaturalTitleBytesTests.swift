import Testing

@testable import CatalogueEngine

/// A stored title's natural form read from its bytes is, byte for byte, `naturalTitle` of it as a `String`.
@Suite struct NaturalTitleBytesTests {
    private static func natural(ofStored title: String) -> [UInt8] {
        var title = title
        return title.withUTF8 { MovieTextNormalizer.withNaturalTitle(ofStored: UnsafeRawBufferPointer($0), Array.init) }
    }

    @Test func aMovedArticleIsPutBackAsNaturalTitlePutsIt() {
        let stored = [
            "Matrix, The", "Avventura, L'", "Dolce vita, La", "Gods Must Be Crazy, The", "Seven, The, The",
            "Sparrows, Jr.", "Good, the Bad", "Boom, Ang", "Batman, The ", "A, The", ", The", ", ", "x, ",
            "Été, L'", "Strasse, Die", "Café, Un'", "Plain Title", "", "Men, Women, Children", "Who, Me",
        ]
        for title in stored {
            #expect(Self.natural(ofStored: title) == Array(MovieTextNormalizer.naturalTitle(title).utf8), "\(title)")
        }
    }

    @Test func everyTitleOfTheEmbeddedCatalogueReadsAsItsNaturalTitle() throws {
        let catalogue = try CatalogueFile(path: EmbeddedCatalogue.path)
        var differing: [String] = []
        for index in 0..<catalogue.movieCount {
            let range = catalogue.record(index).titleRange
            let natural = MovieTextNormalizer.withNaturalTitle(ofStored: catalogue.bytes(range), Array.init)
            let title = catalogue.string(range)
            if natural != Array(MovieTextNormalizer.naturalTitle(title).utf8) { differing.append(title) }
        }
        #expect(differing.isEmpty)
    }
}
