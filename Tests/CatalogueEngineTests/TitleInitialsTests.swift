import Testing

@testable import CatalogueEngine

/// The initials a title gives: each part's, with and without a leading article, 3 to 10 letters.
@Suite struct TitleInitialsTests {
    private func initials(_ title: String) -> [String] {
        TitleInitials.keys(ofTitle: title).map { String(decoding: $0.dropFirst(), as: UTF8.self) }
    }

    @Test func eachPartGivesItsInitialsWithAndWithoutItsArticle() {
        #expect(initials("The Lord of the Rings: The Return of the King") == ["tlotr", "lotr", "trotk", "rotk"])
        #expect(initials("Star Wars: Episode V - The Empire Strikes Back") == ["tesb", "esb"])
        #expect(initials("Pirates of the Caribbean (The Curse of the Black Pearl)") == ["potc", "tcotbp", "cotbp"])
    }

    @Test func aHyphenInAWordAndShortOrLongPartsGiveNone() {
        // "Spider-Man" is one part of two words; "Far from Home" is the other.
        #expect(initials("Spider-Man: Far from Home") == ["ffh"])
        #expect(initials("Up") == [])
        #expect(initials("A Bug's Life") == ["abl"])
        #expect(initials("One Two Three Four Five Six Seven Eight Nine Ten Eleven").isEmpty)
    }

    @Test func keysSortBeforeEveryWord() {
        let key = TitleInitials.key(Array("zzz".utf8))
        #expect(key.lexicographicallyPrecedes(Array("0".utf8)))
        #expect(key.lexicographicallyPrecedes(Array("a".utf8)))
    }
}
