/// The two terms of the reach of the films `FilmNeighbours` weighs (`NeighbourColumns`) to a candidate, each
/// computed once for all the candidates that share it: the Jaccard index of genres, for each set of genres
/// (a few hundred among thousands of candidates), and the closeness in years, for each year (about a hundred).
/// A candidate's reach to a film is then the sum of two numbers read, as it was computed before.
final class ReachRows {
    private let films: NeighbourColumns
    /// Closeness in years, by the years apart.
    private let closeness: [Double]
    private var byGenres: [UInt64: [Double]] = [:]
    private var byYear: [Int: [Double]] = [:]
    private lazy var withoutYear = films.closeness(toYear: nil, closeness)

    /// The rows of `films`, with `closeness` by the years apart.
    init(films: NeighbourColumns, closeness: [Double]) {
        self.films = films
        self.closeness = closeness
    }

    /// Each film's Jaccard index of genres with a candidate of `genres` (as bits).
    func genres(_ genres: UInt64) -> [Double] {
        if let row = byGenres[genres] { return row }
        let row = films.genreLikeness(to: genres)
        byGenres[genres] = row
        return row
    }

    /// Each film's closeness in years to a candidate of `year` (0 when either is unknown).
    func years(_ year: Int?) -> [Double] {
        guard let year else { return withoutYear }
        if let row = byYear[year] { return row }
        let row = films.closeness(toYear: year, closeness)
        byYear[year] = row
        return row
    }
}
