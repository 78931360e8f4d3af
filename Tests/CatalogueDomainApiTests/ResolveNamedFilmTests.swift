import CatalogueDomainApi
import DomainFakes
import Testing

/// The one resolver of a film a person names: each kind of name to the one film, or to the one error that says
/// why not, with its choices.
@Suite struct ResolveNamedFilmTests {
    private static func film(_ id: String, _ title: String, _ year: Int?) -> Movie {
        Movie(id: MovieID(id), title: title, year: year)
    }

    private static let sterrenjacht = film("1941", "Sterrenjacht", 1963)
    private static let spielberg = film("10", "1941", 1979)
    private static let strangelove = film(
        "11", "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb", 1964)
    private static let empire = film("12", "Star Wars: Episode V - The Empire Strikes Back", 1980)
    private static let films = [
        film("1", "The Matrix", 1999), film("2", "Hamlet", 1948), film("3", "Hamlet", 1996), sterrenjacht, spielberg,
        strangelove, empire, film("13", "Star Trek", 2009), film("14", "Star Trek Beyond", 2016),
        film("tt0062622", "2001: A Space Odyssey", 1968),
    ]

    private static let resolve = ResolveNamedFilm(
        catalogue: FakeMovieCatalogue(films), titles: FoldingTitleMatching())

    private static func choice(_ movie: Movie) -> FilmChoice { FilmChoice(movie) }

    private static func failure(_ name: FilmName) async -> FilmLookupError? {
        do {
            _ = try await resolve(name)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (FilmName("the matrix"), "1"),
        (FilmName("Matrix, The"), "1"),
        (FilmName("empire strikes back"), "12"),
        (FilmName("dr strangelove"), "11"),
        (FilmName("strangelove dr"), "11"),
        (FilmName("1941", year: 1979), "10"),
        (FilmName("1941", isID: true), "1941"),
        (FilmName("hamlet", year: 1996), "3"),
        (FilmName("tt0062622"), "tt0062622"),
        (FilmName("2"), "2"),
    ])
    func aNameFindsItsOneFilm(name: FilmName, id: String) async throws {
        #expect(try await Self.resolve(name).id == MovieID(id))
    }

    @Test func aNumberThatIsAnIdAndATitleIsNeverPickedSilently() async {
        let failure = await Self.failure(FilmName("1941"))
        #expect(
            failure
                == .idOrTitle("1941", byID: Self.choice(Self.sterrenjacht), titled: [Self.choice(Self.spielberg)]))
        #expect(failure?.isUsageError == true)
        #expect(
            failure?.description
                == "\"1941\" is both the id of Sterrenjacht (1963) and the title of 1941 (1979): say which with "
                + "--id 1941 or --year 1979")
    }

    @Test func severalFilmsOfATitleAreTheChoices() async {
        let failure = await Self.failure(FilmName("hamlet"))
        #expect(
            failure
                == .severalFilms(
                    FilmName("hamlet"), candidates: [FilmChoice(Self.films[1]), FilmChoice(Self.films[2])],
                    everyWord: false))
        #expect(failure?.choices.map(\.movieID) == ["2", "3"])
        #expect(failure?.description == "2 films are titled \"hamlet\"; add --year, or name one by its id with --id")
        #expect(failure?.isUsageError == false)
    }

    @Test func severalFilmsWithEveryWordAreTheChoicesWhenNoneHasTheTitle() async {
        let failure = await Self.failure(FilmName("trek star"))
        #expect(failure?.choices.map(\.movieID) == ["13", "14"])
        guard case .severalFilms(_, _, let everyWord) = failure else {
            Issue.record("expected several films, got \(String(describing: failure))")
            return
        }
        #expect(everyWord)
        #expect(failure?.description.contains("2 films have every word of it; give more of the title") == true)
    }

    @Test func noFilmSaysSoAndHowToSearch() async {
        let failure = await Self.failure(FilmName("alein"))
        #expect(failure == .noFilm(FilmName("alein"), closest: []))
        #expect(
            failure?.description
                == "no film is titled \"alein\", and none has every word of it; find it with `movieland search alein`")
    }

    @Test func aNumberNoFilmHasIsATitleNoFilmHas() async {
        #expect(await Self.failure(FilmName("99")) == .noFilm(FilmName("99"), closest: []))
    }

    @Test func anUnknownIdSaysWhereToFindIds() async {
        let failure = await Self.failure(FilmName("99", isID: true))
        #expect(failure == .unknownID("99", account: "no film has the id 99"))
        #expect(failure?.description == "no film has the id 99; find a film's id with `movieland search`")
        #expect(
            await Self.failure(FilmName("tt9999999"))
                == .unknownID("tt9999999", account: "no film has the id tt9999999"))
    }

    @Test func withAYearTheTextIsATitle() async {
        // Sterrenjacht (1963) has the id 1941, but no film of 1963 is titled "1941".
        guard case .noFilm(let name, _)? = await Self.failure(FilmName("1941", year: 1963)) else {
            Issue.record("a title with a year is never an id")
            return
        }
        #expect(name == FilmName("1941", year: 1963))
    }

    @Test func aCatalogueThatCannotBeAskedIsALookupFailure() async {
        let resolve = ResolveNamedFilm(catalogue: FailingCatalogue(), titles: FoldingTitleMatching())
        await #expect(throws: FilmLookupError.lookupFailed(.unavailable("the catalogue file is gone"))) {
            _ = try await resolve(FilmName("heat"))
        }
    }
}

/// A catalogue whose file cannot be read.
private struct FailingCatalogue: MovieCatalogue {
    private static let failure = CatalogueError.unavailable("the catalogue file is gone")
    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage { throw Self.failure }
    func movie(id: MovieID) async throws(CatalogueError) -> Movie { throw Self.failure }
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] { throw Self.failure }
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { throw Self.failure }
    func movieID(from text: String) -> MovieID? { nil }
}
