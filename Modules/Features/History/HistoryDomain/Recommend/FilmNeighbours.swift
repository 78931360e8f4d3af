import CatalogueDomainApi

#if canImport(Glibc)
import Glibc
#endif

/// How near a candidate is to the person's films: alike in genres, years and the shape of the crowd's votes
/// (`Movie.ratingDistribution`), those liked pulling it closer, those rated below their average pushing it away.
struct FilmNeighbours {
    /// A film of the person's that pulls a candidate (or pushes it away), and by how much.
    struct Pull {
        let film: Int
        let amount: Double
    }

    /// How near a candidate is: the pulls and pushes counted, summed, and the two films of the person's that
    /// pull it most (their places in the taste), strongest first. Only liked films pull (the others weigh 0 or
    /// less), so these are the liked films a reason names.
    struct Nearness {
        let score: Double
        let strongest: Int?
        let secondStrongest: Int?
    }

    /// How many of the strongest pulls and pushes count.
    static let pullsCounted = 10
    static let pushesCounted = 3
    /// The years over which closeness in time falls by a factor of e, and the spread of votes likewise.
    static let yearScale = 8.0
    static let spreadScale = 20.0
    /// How much more than a pull (or push) can be an upper bound (`atMost`) of it, for the rounding of both.
    static let rounding = 1e-9

    /// The person's films that pull (liked: first, in the taste's order) and push (rated below their average:
    /// after them, in the taste's order): their place in the taste, weight (the deviation of a liked film, at
    /// least 0.2; half a negative deviation for the others) and features.
    let films: NeighbourColumns
    private let genreBits: [String: UInt64]
    /// `exp(-spread / spreadScale)` for spreads of whole numbers: at `Int(spread)`, at least that of `spread`.
    let atMost: [Double]
    /// The two terms of the films' reach, for each set of genres and each year asked about.
    let reach: ReachRows

    /// The pulls of `taste`'s films on films of `genres` (those of the taste's films count too).
    init(taste: Taste, genres: Set<String> = []) {
        var genreBits: [String: UInt64] = [:]
        for genre in genres.union(taste.films.flatMap(\.movie.genres)).sorted().prefix(64) {
            genreBits[genre] = 1 << UInt64(genreBits.count)
        }
        self.genreBits = genreBits
        let closeness = (0...300).map { exp(-Double($0) / Self.yearScale) }
        atMost = (0...400).map { exp(-Double($0) / Self.spreadScale) }
        let weighed = taste.films.enumerated().compactMap { index, film in
            let weight = film.isLiked ? max(film.deviation, 0.2) : 0.5 * min(film.deviation, 0)
            return weight == 0
                ? nil : (index: index, weight: weight, features: Self.features(of: film.movie, genreBits: genreBits))
        }
        // Pulls and pushes are kept apart, each in the taste's order: the pulling films first.
        let films = NeighbourColumns(weighed.filter { $0.weight > 0 } + weighed.filter { $0.weight < 0 })
        self.films = films
        reach = ReachRows(films: films, closeness: closeness)
    }

    private static func features(of movie: Movie, genreBits: [String: UInt64]) -> NeighbourColumns.Features {
        NeighbourColumns.Features(
            genres: bits(of: movie.genres, genreBits), year: movie.year, distribution: movie.ratingDistribution,
            rating: movie.rating)
    }

    private static func bits(of genres: [String], _ genreBits: [String: UInt64]) -> UInt64 {
        genres.reduce(0) { $0 | (genreBits[$1] ?? 0) }
    }

    /// `genres` as the bits `pulls(onGenres:year:distribution:rating:scratch:)` reads.
    func bits(of genres: [String]) -> UInt64 { Self.bits(of: genres, genreBits) }

    /// The most the pulls on a candidate of `genres` (as bits) can sum to, whatever its year and votes: the
    /// `pullsCounted` largest of the pulling films' weights times their reach at the closest years (a closeness
    /// of 1), a little more for rounding. Its nearness is never more: pushes only take away.
    func mostPulled(onGenres genres: UInt64) -> Double {
        let row = reach.genres(genres)
        var mosts = (0..<films.pullingCount).map { films.weights[$0] * (row[$0] + 1) }
        mosts.sort(by: >)
        return mosts.prefix(Self.pullsCounted).reduce(0, +) * (1 + Self.rounding) + Self.rounding
    }

    /// The pulls on `candidate` (`pulls(onGenres:year:distribution:rating:scratch:)`).
    func pulls(on candidate: Movie) -> Nearness {
        var scratch = Scratch()
        let genres = bits(of: candidate.genres)
        guard let distribution = candidate.ratingDistribution else {
            return pulls(
                onGenres: genres, year: candidate.year, distribution: nil, rating: candidate.rating, scratch: &scratch)
        }
        return distribution.withUnsafeBufferPointer {
            pulls(onGenres: genres, year: candidate.year, distribution: $0, rating: candidate.rating, scratch: &scratch)
        }
    }

    /// The pulls on a candidate of `genres` (as bits, `bits(of:)`), `year`, votes by star `distribution` and
    /// `rating`: the `pullsCounted` largest (strongest first) and `pushesCounted` most negative summed, with the two
    /// strongest pulls. Each film's pull is its weight times its likeness: its reach in genres and era times
    /// `exp(-spread / spreadScale)` (`NeighbourColumns.spreads(from:rating:into:)`: of the votes by star, or
    /// read from the ratings when neither film's are known), computed only when the most it could be would count. `scratch` holds the
    /// pulls and pushes kept while reading (no allocation for each candidate).
    func pulls(
        onGenres genres: UInt64, year: Int?, distribution: UnsafeBufferPointer<Double>?, rating: Double?,
        scratch: inout Scratch
    ) -> Nearness {
        let genreRow = reach.genres(genres)
        let yearRow = reach.years(year)
        let count = films.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * count) { buffer in
            let spreads = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            let reaches = UnsafeMutableBufferPointer(rebasing: buffer[count..<2 * count])
            films.spreads(from: distribution, rating: rating, into: spreads)
            for film in 0..<count { reaches[film] = genreRow[film] + yearRow[film] }
            keepPulls(reaches: UnsafeBufferPointer(reaches), spreads: UnsafeBufferPointer(spreads), in: &scratch)
            keepPushes(reaches: UnsafeBufferPointer(reaches), spreads: UnsafeBufferPointer(spreads), in: &scratch)
            // The pulls, strongest first, then the pushes as they came: the order they were always summed in.
            var score = 0.0
            for pull in scratch.pulls { score += pull.amount }
            for push in scratch.pushes { score += push }
            let pulls = scratch.pulls
            return Nearness(
                score: score, strongest: pulls.first?.film, secondStrongest: pulls.count > 1 ? pulls[1].film : nil)
        }
    }
}
