import CatalogueDomainApi
import Testing

/// The films of a series are found among many titles through their stems; an index of only the titles that
/// share a stem's first word with the titles asked about (given as titles, or as a pool of films) finds the same
/// films as one of every title.
@Suite struct FranchiseIndexTests {
    private static let titles = [
        "Toy Story", "Toy Story 2", "Toys", "The Godfather", "The Godfather: Part II", "The Godfather Part III",
        "Alien", "Aliens", "Alien³", "The Matrix", "The Matrix Reloaded", "Rocky", "Rocky II", "Rocky Road",
        "Star Wars", "Star Wars: Episode V - The Empire Strikes Back", "The Empire Strikes Back", "Love Story",
        "Love Actually", "ÉTÉ Story", "Été story 2", "Die Hard", "Die Hard: With a Vengeance", "Hard Target",
        "Matrix Revolutions", "Matrix Dreams", "Love", "Love Story 2", "Star Trek", "Star", "Rocky Balboa",
    ]
    private static let years: [Int?] = titles.indices.map { 1970 + $0 }

    private static func kin(_ index: FranchiseIndex, of title: String) -> [String] {
        index.kin(of: title, year: 1980).map { titles[$0.position] }
    }

    @Test func aSeriesIsFoundThroughNumeralsPartsPluralsAndSubtitles() {
        let index = FranchiseIndex(titles: Self.titles, years: Self.years)
        #expect(
            Self.kin(index, of: "The Godfather") == [
                "The Godfather", "The Godfather: Part II", "The Godfather Part III",
            ])
        #expect(Self.kin(index, of: "Toy Story") == ["Toy Story", "Toy Story 2"], "Toys is no Toy Story")
        #expect(Self.kin(index, of: "Alien") == ["Alien", "Aliens"])
        #expect(Self.kin(index, of: "Rocky") == ["Rocky", "Rocky II"], "Rocky Road extends a short stem")
        #expect(
            Self.kin(index, of: "The Empire Strikes Back") == [
                "Star Wars: Episode V - The Empire Strikes Back", "The Empire Strikes Back",
            ])
        #expect(Self.kin(index, of: "Die Hard 2") == ["Die Hard", "Die Hard: With a Vengeance"])
    }

    @Test func indexingOnlyTitlesSharingAStemWordFindsTheSameKin() {
        let asked = [
            "Toy Story 3", "Godfather", "ALIENS", "The Matrix", "Star Wars", "Été Story", "Die Hard",
            "The Matrix Reloaded", "Love Actually", "Rocky Road", "Star Trek: Beyond",
        ]
        let whole = FranchiseIndex(titles: Self.titles, years: Self.years)
        let partial = FranchiseIndex(titles: Self.titles, years: Self.years, kinOf: asked)
        let films = Self.titles.indices.map {
            Movie(id: MovieID("\($0)"), title: Self.titles[$0], year: Self.years[$0])
        }
        let pooled = FranchiseIndex(pool: FilmPool(films), kinOf: asked.map(FranchiseTitle.init))
        for title in asked {
            #expect(partial.kin(of: title, year: 1980) == whole.kin(of: title, year: 1980), "\(title)")
            #expect(pooled.kin(of: title, year: 1980) == whole.kin(of: title, year: 1980), "\(title), from a pool")
            #expect(!whole.kin(of: title, year: 1980).isEmpty, "\(title) has kin")
        }
        #expect(partial.kin(of: "Love Story", year: 1980).isEmpty, "a title not asked about was not indexed")
        #expect(!whole.kin(of: "Love Story", year: 1980).isEmpty)
    }
}
