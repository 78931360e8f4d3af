import CatalogueDomainApi
import DomainFakes
import Testing
import WatchlistDomainApi

@testable import CatalogueDomain

private struct FixedWatchlist: WatchlistQuerying {
    let listed: Set<String>
    let fails: Bool

    func contains(movieID: String) async throws(WatchlistError) -> Bool {
        if fails { throw .cannotWrite(path: "/x", reason: "broken") }
        return listed.contains(movieID)
    }
}

/// Your history of one film, Alien: rated 3.5 stars, seen twice.
private let seenAlien = FakeHistoryQuerying([
    "1": SeenMark(seenOn: ["2024-01-01", "2025-02-14"], yourRating: "3.5 stars")
])

@Suite struct ShowMovieDetailTests {
    private let catalogue = FakeMovieCatalogue([
        Movie(id: MovieID("1"), title: "Alien", year: 1979), Movie(id: MovieID("2"), title: "Aliens", year: 1986),
        Movie(id: MovieID("3"), title: "Hamlet", year: 1948), Movie(id: MovieID("4"), title: "Hamlet", year: 1996),
    ])

    private func detail(listed: Set<String> = [], failing: Bool = false) -> ShowMovieDetail {
        ShowMovieDetail(
            catalogue: catalogue, titles: LowercasedTitles(), watchlist: FixedWatchlist(listed: listed, fails: failing))
    }

    @Test func detailByIdOrTitleSaysWhetherItIsListed() async throws {
        let byID = try await detail(listed: ["1"]).execute(FilmName("1", isID: true))
        #expect(byID.movie.title == "Alien" && byID.isOnWatchlist == true)
        let byTitle = try await detail().execute(FilmName("hamlet", year: 1996))
        #expect(byTitle.movie.id == MovieID("4") && byTitle.isOnWatchlist == false)
    }

    @Test func detailShowsYourRatingAndTheDaysYouSawItWhenTheHistoryCanBeRead() async throws {
        let shown = try await ShowMovieDetail(
            catalogue: catalogue, titles: LowercasedTitles(), watchlist: FixedWatchlist(listed: [], fails: false),
            history: seenAlien
        ).execute(FilmName("1", isID: true))
        #expect(shown.yourRating == "3.5 stars" && shown.seenOn == ["2024-01-01", "2025-02-14"])
        let unread = try await ShowMovieDetail(
            catalogue: catalogue, titles: LowercasedTitles(), watchlist: FixedWatchlist(listed: [], fails: false),
            history: FakeHistoryQuerying()
        ).execute(FilmName("1", isID: true))
        #expect(unread.yourRating == nil && unread.seenOn.isEmpty && unread.movie.title == "Alien")
    }

    @Test func anUnreadableWatchlistDoesNotHideTheFilm() async throws {
        let shown = try await detail(failing: true).execute(FilmName("1"))
        #expect(shown.isOnWatchlist == nil)
    }

    @Test func ambiguousAndUnknownTitlesAreErrorsWithCandidates() async throws {
        let hamlets = [FilmChoice(catalogue.films[2]), FilmChoice(catalogue.films[3])]
        await #expect(
            throws: MovieDetailError.film(.severalFilms(FilmName("hamlet"), candidates: hamlets, everyWord: false))
        ) { try await detail().execute(FilmName("hamlet")) }
        let aliens = [FilmChoice(catalogue.films[0]), FilmChoice(catalogue.films[1])]
        await #expect(throws: MovieDetailError.film(.noFilm(FilmName("alie"), closest: aliens))) {
            try await detail().execute(FilmName("alie"))
        }
        await #expect(throws: MovieDetailError.film(.unknownID("9", account: "no film has the id 9"))) {
            try await detail().execute(FilmName("9", isID: true))
        }
    }

    @Test func theFilmsPageListsTheFirstFiveLikeItAsSimilarDoesMarkingThoseYouSaw() async throws {
        let catalogue = FilmsWithPeople.catalogue
        let finder = SimilarFinder(catalogue: catalogue)
        let similar = try await FindSimilarFilms(catalogue: catalogue, titles: FoldingTitleMatching(), similar: finder)
            .execute(FilmName("heat"), limit: ShowMovieDetail.moreLikeThisCount)
        let seen = try #require(similar.films.first).movieID
        let shown = try await ShowMovieDetail(
            catalogue: catalogue, titles: FoldingTitleMatching(), watchlist: FixedWatchlist(listed: [], fails: false),
            history: FakeHistoryQuerying([seen: SeenMark(seenOn: ["2025-01-03"], yourRating: nil)]), similar: finder
        ).execute(FilmName("heat"))
        #expect(!shown.moreLikeThis.isEmpty && shown.moreLikeThis == similar.films, "the order and reasons of similar")
        #expect(shown.marks == [seen: SeenMark(seenOn: ["2025-01-03"], yourRating: nil)])
        let withoutFinder = try await detail().execute(FilmName("1", isID: true))
        #expect(withoutFinder.moreLikeThis.isEmpty && withoutFinder.marks.isEmpty)
    }

    @Test func aListedFilmKeepsItsHistoryAndFilmsLikeItWhenItsWatchlistMembershipChanges() {
        let like = SimilarFilm(movieID: "2", title: "Aliens", year: 1986, rating: 8.4, votes: 9, score: 1, reasons: [])
        let detail = MovieDetail(
            movie: Movie(id: MovieID("1"), title: "Alien", year: 1979), isOnWatchlist: false, yourRating: "8/10",
            seenOn: ["2024-01-01"], moreLikeThis: [like],
            marks: ["2": SeenMark(seenOn: ["2025-01-03"], yourRating: nil)])
        let listed = detail.listed(true)
        #expect(listed.isOnWatchlist == true && listed.moreLikeThis == [like] && listed.marks == detail.marks)
        #expect(listed.yourRating == "8/10" && listed.seenOn == ["2024-01-01"])
    }
}

/// Titles compared with case ignored: enough for these films.
private struct LowercasedTitles: TitleMatching {
    func key(_ title: String) -> String { title.lowercased() }
}
