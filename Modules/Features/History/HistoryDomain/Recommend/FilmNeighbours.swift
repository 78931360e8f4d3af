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

    /// How many of the strongest pulls and pushes count.
    static let pullsCounted = 10
    static let pushesCounted = 3
    /// The years over which closeness in time falls by a factor of e, and the spread of votes likewise.
    static let yearScale = 8.0
    static let spreadScale = 20.0
    /// How much more than a pull (or push) can be an upper bound (`atMost`) of it, for the rounding of both.
    private static let rounding = 1e-9

    /// The person's films that pull or push (liked, or rated below their average): their place in the taste,
    /// weight (the deviation of a liked film, at least 0.2; half a negative deviation for the others) and features.
    private let films: NeighbourColumns
    private let genreBits: [String: UInt64]
    /// `exp(-spread / spreadScale)` for spreads of whole numbers: at `Int(spread)`, at least that of `spread`.
    private let atMost: [Double]
    /// The two terms of the films' reach, for each set of genres and each year asked about.
    private let reach: ReachRows

    /// The pulls of `taste`'s films on films of `genres` (those of the taste's films count too).
    init(taste: Taste, genres: Set<String> = []) {
        var genreBits: [String: UInt64] = [:]
        for genre in genres.union(taste.films.flatMap(\.movie.genres)).sorted().prefix(64) {
            genreBits[genre] = 1 << UInt64(genreBits.count)
        }
        self.genreBits = genreBits
        let closeness = (0...300).map { exp(-Double($0) / Self.yearScale) }
        atMost = (0...400).map { exp(-Double($0) / Self.spreadScale) }
        let films = NeighbourColumns(
            taste.films.enumerated().compactMap { index, film in
                let weight = film.isLiked ? max(film.deviation, 0.2) : 0.5 * min(film.deviation, 0)
                guard weight != 0 else { return nil }
                return (index, weight, Self.features(of: film.movie, genreBits: genreBits))
            })
        self.films = films
        reach = ReachRows(films: films, closeness: closeness)
    }

    private static func features(of movie: Movie, genreBits: [String: UInt64]) -> NeighbourColumns.Features {
        NeighbourColumns.Features(
            genres: movie.genres.reduce(0) { $0 | (genreBits[$1] ?? 0) }, year: movie.year,
            distribution: movie.ratingDistribution)
    }

    /// The pulls on `candidate`: the `pullsCounted` largest (strongest first) and `pushesCounted` most negative
    /// summed, with the strongest pulls. Each film's pull is its weight times its likeness: its reach in genres
    /// and era times `exp(-spread / spreadScale)`, computed only when the most it could be would count.
    func pulls(on candidate: Movie) -> (score: Double, strongest: [Pull]) {
        let features = Self.features(of: candidate, genreBits: genreBits)
        return pulls(on: features, genres: reach.genres(features.genres), years: reach.years(features.year))
    }

    /// The pulls on a film of `features`, whose reach to each film is `genres[film] + years[film]`.
    private func pulls(
        on features: NeighbourColumns.Features, genres: [Double], years: [Double]
    ) -> (score: Double, strongest: [Pull]) {
        var pulls: [Pull] = []
        var pushes: [Double] = []
        var weakestPush = 0.0
        pulls.reserveCapacity(Self.pullsCounted + 1)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: films.count) { spreads in
            films.spreads(from: features.distribution, into: spreads)
            for film in 0..<films.count {
                let reach = genres[film] + years[film]
                guard reach > 0 else { continue }
                let weight = films.weights[film]
                let last = atMost.count - 1
                let most = weight * reach * atMost[spreads[film] < Double(last) ? Int(spreads[film]) : last]
                if weight > 0, pulls.count == Self.pullsCounted,
                    most * (1 + Self.rounding) <= pulls[pulls.count - 1].amount
                {
                    continue
                }
                if weight < 0, pushes.count == Self.pushesCounted, most * (1 + Self.rounding) > weakestPush {
                    continue
                }
                let amount = weight * (reach * exp(-spreads[film] / Self.spreadScale))
                if amount > 0 {
                    Self.keep(Pull(film: films.indexes[film], amount: amount), among: &pulls)
                } else if amount < 0 {
                    Self.keep(push: amount, among: &pushes)
                    weakestPush = pushes.max() ?? 0
                }
            }
        }
        // The pulls, strongest first, then the pushes as they came: the order they were always summed in.
        var score = 0.0
        for pull in pulls { score += pull.amount }
        for push in pushes { score += push }
        return (score, pulls)
    }

    /// `push` among `pushes` (in the order they came, at most `pushesCounted`) if it is among the strongest.
    private static func keep(push: Double, among pushes: inout [Double]) {
        pushes.append(push)
        if pushes.count > pushesCounted, let weakest = pushes.indices.max(by: { pushes[$0] < pushes[$1] }) {
            pushes.remove(at: weakest)
        }
    }

    /// `pull` among `pulls` (strongest first, at most `pullsCounted`) if it is among the strongest.
    private static func keep(_ pull: Pull, among pulls: inout [Pull]) {
        guard pulls.count < pullsCounted || pull.amount > pulls[pulls.count - 1].amount else { return }
        if pulls.count == pullsCounted { pulls.removeLast() }
        pulls.append(pull)
        // After the pulls as strong or stronger: moved up past the weaker ones only.
        var place = pulls.count - 1
        while place > 0, pulls[place - 1].amount < pull.amount {
            pulls.swapAt(place - 1, place)
            place -= 1
        }
    }
}
