import Testing

@testable import CatalogueDomainApi

/// A pool of `Movie`s (`FilmPool.init(_:)`, for sources that list films as `Movie`s) holds their figures in
/// columns, each list of genres once, and reads titles, films and places back.
@Suite struct FilmPoolColumnsTests {
    private static let movies = [
        Movie(
            id: MovieID("1"), title: "Alien", year: 1979, rating: 8.5, votes: 900_000, genres: ["Horror", "Sci-Fi"],
            ratingDistribution: [1, 1, 2, 3, 5, 10, 20, 25, 18, 15]),
        Movie(
            id: MovieID("2"), title: "Aliens", year: 1986, rating: 8.4, votes: 700_000, genres: ["Horror", "Sci-Fi"]),
        Movie(id: MovieID("3"), title: "Heat", year: nil, genres: [], ratingDistribution: [50, 50]),
    ]

    @Test func columnsHoldEachFilmsFiguresInOrder() {
        let pool = FilmPool(Self.movies)
        #expect(pool.count == 3)
        #expect(pool.votes == [900_000, 700_000, nil])
        #expect(pool.ratings == [8.5, 8.4, nil])
        #expect(pool.years == [1979, 1986, nil])
        #expect(pool.genreLists == [["Horror", "Sci-Fi"], []])
        #expect(pool.genreListPlaces == [0, 0, 1])
        #expect((0..<3).map(pool.genres(at:)) == [["Horror", "Sci-Fi"], ["Horror", "Sci-Fi"], []])
        let distributions = (0..<3).map { pool.withDistribution(at: $0) { $0.map(Array.init) } }
        #expect(distributions == [[1, 1, 2, 3, 5, 10, 20, 25, 18, 15], nil, [50, 50]])
    }

    @Test func titlesFilmsAndPlacesAreReadBack() {
        let pool = FilmPool(Self.movies)
        #expect((0..<3).map(pool.title(at:)) == ["Alien", "Aliens", "Heat"])
        #expect(pool.movie(at: 1) == Self.movies[1])
        #expect(pool.position(of: "3") == 2)
        #expect(pool.position(of: "4") == nil)
    }
}
