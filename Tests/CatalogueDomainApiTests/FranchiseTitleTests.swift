import CatalogueDomainApi
import Testing

/// A series' films share a stem of their titles: numerals, "Part II" and "Vol. 1" spellings and subtitles aside.
@Suite struct FranchiseTitleTests {
    @Test func numeralsAndPartsLeaveTheStem() {
        #expect(FranchiseTitle("The Godfather: Part II").stems == ["godfather"])
        #expect(FranchiseTitle("Back to the Future Part III").stems == ["back to the future"])
        #expect(FranchiseTitle("Kill Bill: Vol. 1").stems == ["kill bill"])
        #expect(FranchiseTitle("Halloween II").stems == ["halloween"])
        #expect(FranchiseTitle("Toy Story 2").stems == ["toy story"])
        #expect(FranchiseTitle("The Godfather").stems == ["godfather"], "the leading article goes")
    }

    @Test func subtitlesOfTwoWordsOrMoreAreStemsToo() {
        #expect(
            FranchiseTitle("Star Wars: Episode V - The Empire Strikes Back").stems == [
                "star wars", "empire strikes back",
            ])
        #expect(FranchiseTitle("Harry Potter and the Sorcerer's Stone").stems == ["harry potter", "sorcerer's stone"])
        #expect(
            FranchiseTitle("Trois couleurs: Bleu").stems == ["trois couleurs"], "one word after the colon is no stem")
        #expect(FranchiseTitle("Pride and the Passion").stems == ["pride and the passion"], "one word before 'and the'")
    }

    @Test func titlesOfOneSeriesAreKin() {
        let kinship = { (first: String, second: String) in FranchiseTitle(first).kinship(with: FranchiseTitle(second)) }
        #expect(kinship("The Lost World: Jurassic Park", "Jurassic Park") == .sameSeries)
        #expect(kinship("Alien", "Aliens") == .sameSeries, "a trailing s")
        #expect(kinship("Cape Fear", "Cape Fear") == .sameTitle)
        #expect(kinship("The Matrix", "The Matrix Reloaded") == .extends(shorter: "matrix", addedWords: 1))
        #expect(kinship("Heat", "The Insider") == nil)
        #expect(kinship("Heat", "Heathers") == nil, "a stem is whole words")
    }

    @Test func aStemAnotherExtendsCountsOnlyWhenRareNearAndLongEnough() {
        let matrix = FranchiseTitle.Kinship.extends(shorter: "matrix", addedWords: 1)
        #expect(FranchiseTitle.strength(of: matrix, yearsApart: 4, filmsOfStem: 2) == 0.7)
        #expect(FranchiseTitle.strength(of: matrix, yearsApart: 30, filmsOfStem: 2) == 0, "too far apart")
        #expect(FranchiseTitle.strength(of: matrix, yearsApart: 4, filmsOfStem: 7) == 0, "too common a stem")
        let empire = FranchiseTitle.Kinship.extends(shorter: "empire", addedWords: 2)
        #expect(FranchiseTitle.strength(of: empire, yearsApart: 4, filmsOfStem: 2) == 0, "one word, two added")
        #expect(FranchiseTitle.strength(of: .sameSeries, yearsApart: 40, filmsOfStem: 50) == 1)
    }
}
