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

    private let taste: Taste
    /// Each of the person's films' weight: its deviation for a liked film (at least 0.2), half of a negative
    /// deviation for the others.
    private let weights: [Double]

    init(taste: Taste) {
        self.taste = taste
        weights = taste.films.map { film in
            film.isLiked ? max(film.deviation, 0.2) : 0.5 * min(film.deviation, 0)
        }
    }

    /// How alike two films are, from 0 to 2: their genres' Jaccard index plus closeness in years, times how
    /// alike their crowds' votes are spread.
    static func likeness(_ first: Movie, _ second: Movie) -> Double {
        let mine = Set(first.genres), theirs = Set(second.genres)
        let union = mine.union(theirs).count
        let genres = union == 0 ? 0 : Double(mine.intersection(theirs).count) / Double(union)
        let years = first.year.flatMap { year in second.year.map { exp(-Double(abs(year - $0)) / 8) } } ?? 0
        var spread = 0.0
        if let one = first.ratingDistribution, let other = second.ratingDistribution, one.count == other.count {
            spread = zip(one, other).map { abs($0 - $1) }.reduce(0, +)
        }
        return (genres + years) * exp(-spread / 20)
    }

    /// The pulls on `candidate`, strongest first: the `pullsCounted` largest and `pushesCounted` most negative.
    func pulls(on candidate: Movie) -> (score: Double, strongest: [Pull]) {
        var pulls: [Pull] = []
        var pushes: [Pull] = []
        for (index, film) in taste.films.enumerated() where weights[index] != 0 {
            let amount = weights[index] * Self.likeness(candidate, film.movie)
            if amount > 0 {
                pulls.append(Pull(film: index, amount: amount))
            } else {
                pushes.append(Pull(film: index, amount: amount))
            }
        }
        let strongest = Array(pulls.sorted { $0.amount > $1.amount }.prefix(Self.pullsCounted))
        let pushing = pushes.sorted { $0.amount < $1.amount }.prefix(Self.pushesCounted)
        return ((strongest + pushing).map(\.amount).reduce(0, +), strongest)
    }
}
