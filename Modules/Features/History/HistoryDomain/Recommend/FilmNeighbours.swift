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

    /// What likeness reads of a film, read once: its genres as bits, its year, its crowd's votes by star.
    private struct Features {
        let genres: UInt64
        let year: Int?
        let distribution: [Double]?
    }

    /// How many of the strongest pulls and pushes count.
    static let pullsCounted = 10
    static let pushesCounted = 3
    /// The years over which closeness in time falls by a factor of e, and the spread of votes likewise.
    static let yearScale = 8.0
    static let spreadScale = 20.0

    /// The person's films that pull or push (liked, or rated below their average): their place in the taste,
    /// weight (the deviation of a liked film, at least 0.2; half a negative deviation for the others) and features.
    private let films: [(index: Int, weight: Double, features: Features)]
    private let genreBits: [String: UInt64]
    /// Closeness in years, by the years apart.
    private let closeness: [Double]

    /// The pulls of `taste`'s films on films of `genres` (those of the taste's films count too).
    init(taste: Taste, genres: Set<String> = []) {
        var genreBits: [String: UInt64] = [:]
        for genre in genres.union(taste.films.flatMap(\.movie.genres)).sorted().prefix(64) {
            genreBits[genre] = 1 << UInt64(genreBits.count)
        }
        self.genreBits = genreBits
        closeness = (0...300).map { exp(-Double($0) / Self.yearScale) }
        films = taste.films.enumerated().compactMap { index, film in
            let weight = film.isLiked ? max(film.deviation, 0.2) : 0.5 * min(film.deviation, 0)
            guard weight != 0 else { return nil }
            return (index, weight, Self.features(of: film.movie, genreBits: genreBits))
        }
    }

    private static func features(of movie: Movie, genreBits: [String: UInt64]) -> Features {
        Features(
            genres: movie.genres.reduce(0) { $0 | (genreBits[$1] ?? 0) }, year: movie.year,
            distribution: movie.ratingDistribution)
    }

    /// How alike two films are, from 0 to 2: their genres' Jaccard index plus closeness in years, times how
    /// alike their crowds' votes are spread.
    static func likeness(_ first: Movie, _ second: Movie) -> Double {
        let genres = Set(first.genres + second.genres).sorted()
        let bits = Dictionary(uniqueKeysWithValues: genres.enumerated().map { ($1, UInt64(1) << UInt64($0)) })
        let closeness = (0...300).map { exp(-Double($0) / yearScale) }
        return closeness.withUnsafeBufferPointer { closeness in
            likeness(features(of: first, genreBits: bits), features(of: second, genreBits: bits), closeness)
        }
    }

    private static func likeness(
        _ first: Features, _ second: Features, _ closeness: UnsafeBufferPointer<Double>
    ) -> Double {
        let union = (first.genres | second.genres).nonzeroBitCount
        let genres = union == 0 ? 0 : Double((first.genres & second.genres).nonzeroBitCount) / Double(union)
        var years = 0.0
        if let year = first.year, let other = second.year { years = closeness[min(Swift.abs(year - other), 300)] }
        guard genres + years > 0 else { return 0 }
        var spread = 0.0
        if let one = first.distribution, let other = second.distribution, one.count == other.count {
            one.withUnsafeBufferPointer { one in
                other.withUnsafeBufferPointer { other in
                    for index in 0..<one.count { spread += Swift.abs(one[index] - other[index]) }
                }
            }
        }
        return (genres + years) * exp(-spread / spreadScale)
    }

    /// The pulls on `candidate`: the `pullsCounted` largest (strongest first) and `pushesCounted` most negative
    /// summed, with the strongest pulls.
    func pulls(on candidate: Movie) -> (score: Double, strongest: [Pull]) {
        let features = Self.features(of: candidate, genreBits: genreBits)
        var pulls: [Pull] = []
        var pushes: [Double] = []
        pulls.reserveCapacity(Self.pullsCounted + 1)
        closeness.withUnsafeBufferPointer { closeness in
            for film in films {
                let amount = film.weight * Self.likeness(features, film.features, closeness)
                if amount > 0 {
                    Self.keep(Pull(film: film.index, amount: amount), among: &pulls)
                } else if amount < 0 {
                    pushes.append(amount)
                    if pushes.count > Self.pushesCounted,
                        let weakest = pushes.indices.max(by: { pushes[$0] < pushes[$1] })
                    {
                        pushes.remove(at: weakest)
                    }
                }
            }
        }
        return ((pulls.map(\.amount) + pushes).reduce(0, +), pulls)
    }

    /// `pull` among `pulls` (strongest first, at most `pullsCounted`) if it is among the strongest.
    private static func keep(_ pull: Pull, among pulls: inout [Pull]) {
        guard pulls.count < pullsCounted || pull.amount > pulls[pulls.count - 1].amount else { return }
        let place = pulls.firstIndex { $0.amount < pull.amount } ?? pulls.count
        pulls.insert(pull, at: place)
        if pulls.count > pullsCounted { pulls.removeLast() }
    }
}
