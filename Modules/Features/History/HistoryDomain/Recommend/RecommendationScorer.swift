import CatalogueDomainApi
import HistoryDomainApi

#if canImport(Glibc)
import Glibc
#endif

/// Scores the catalogue's well-voted films for one person and picks the best, each with the reasons it rests
/// on: popularity and the crowd's rating as a prior, the genres and decades the person rates high (and low),
/// nearness to the films they liked and distance from those they did not (`FilmNeighbours`), the series of
/// their films (`FranchiseIndex`), and the makers of the films they liked (`FavouriteMakers`, with people). No more than `mostPerFilm` picks follow from one film of theirs.
struct RecommendationScorer {
    static let popularityWeight = 1.0
    static let ratingWeight = 0.5
    static let genreWeight = 1.0
    static let decadeWeight = 1.0
    static let neighbourWeight = 0.3
    static let seriesWeight = 3.0
    /// Tuned with people on the tuning histories only (`make bench-recommend PEOPLE=... WIKIPEDIA=...`, recommend.md):
    /// at 1.0 the makers of a long history's liked films drowned every other signal.
    static let makersWeight = 0.2
    /// The most picks explained by one film of the person's.
    static let mostPerFilm = 3

    /// One candidate's score and what it rests on.
    struct Scored {
        let position: Int
        let score: Double
        let series: (film: Int, strength: Double)?
        let pulls: [FilmNeighbours.Pull]
    }

    let taste: Taste
    let pool: [Movie]
    let known: Set<String>
    /// The pulls of the makers of the person's liked films (`FavouriteMakers`), by film id; none without people.
    var makers: [String: FavouriteMakers.Pull] = [:]

    /// The `limit` best picks: at most `mostPerFilm` of one film's series, and at most `mostPerFilm` like one
    /// film (the film nearest them); when a history is too small to fill the list so, the rest in score order.
    func picks(limit: Int) -> [Recommendation] {
        var perFilm: [String: Int] = [:]
        var picked: [Scored] = []
        var skipped: [Scored] = []
        for candidate in scored().sorted(by: { ($0.score, $1.position) > ($1.score, $0.position) }) {
            guard picked.count < limit else { break }
            let explaining =
                candidate.series.map { "series \($0.film)" } ?? candidate.pulls.first.map { "like \($0.film)" }
            if let explaining {
                guard perFilm[explaining, default: 0] < Self.mostPerFilm else {
                    skipped.append(candidate)
                    continue
                }
                perFilm[explaining, default: 0] += 1
            }
            picked.append(candidate)
        }
        picked += skipped.prefix(limit - picked.count)
        return picked.map(recommendation)
    }

    /// Every candidate of the pool the person has not seen or rated, scored.
    func scored() -> [Scored] {
        let popularity = Self.standardized(pool.map { log10(Double(max(1, $0.votes ?? 1))) })
        let rating = Self.standardized(pool.map { $0.rating ?? 0 })
        let genres = taste.genreAffinity(poolShare: Self.shares(of: pool.map(\.genres)))
        let decades = taste.decadeAffinity(poolShare: Self.shares(of: pool.map { $0.year.map { [$0 / 10] } ?? [] }))
        let neighbours = FilmNeighbours(taste: taste, genres: Set(pool.flatMap(\.genres)))
        let series = seriesPulls()
        return pool.indices.compactMap { position in
            let movie = pool[position]
            guard !known.contains(movie.id.rawValue) else { return nil }
            let genre =
                movie.genres.isEmpty
                ? 0 : movie.genres.map { genres[$0] ?? 0 }.reduce(0, +) / Double(movie.genres.count)
            let decade = movie.year.flatMap { decades[$0 / 10] } ?? 0
            let near = neighbours.pulls(on: movie)
            let kin = series[position]
            let score =
                Self.popularityWeight * popularity[position] + Self.ratingWeight * rating[position]
                + Self.genreWeight * genre + Self.decadeWeight * decade + Self.neighbourWeight * near.score
                + Self.seriesWeight * (kin?.amount ?? 0) + Self.makersWeight * (makers[movie.id.rawValue]?.amount ?? 0)
            return Scored(
                position: position, score: score, series: kin.map { ($0.film, $0.amount) }, pulls: near.strongest)
        }
    }

    /// How the series of the person's films pull each candidate: liked films fully, films rated well below
    /// their average away, others a little; with the film of the strongest pull.
    private func seriesPulls() -> [Int: (film: Int, amount: Double)] {
        let index = FranchiseIndex(
            titles: pool.map(\.title), years: pool.map(\.year), kinOf: taste.films.map(\.movie.title))
        var pulls: [Int: (film: Int, amount: Double)] = [:]
        for (film, mine) in taste.films.enumerated() {
            let weight = mine.isLiked ? 1 : mine.deviation < -0.5 ? -0.5 : 0.3
            for kin in index.kin(of: mine.movie.title, year: mine.movie.year) {
                let amount = weight * kin.strength
                guard let known = pulls[kin.position] else {
                    pulls[kin.position] = (film, amount)
                    continue
                }
                pulls[kin.position] = (amount > known.amount ? film : known.film, known.amount + amount)
            }
        }
        return pulls.filter { $0.value.amount > 0 }
    }

    /// `values` in standard deviations from their mean.
    static func standardized(_ values: [Double]) -> [Double] {
        let mean = values.reduce(0, +) / Double(max(1, values.count))
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(max(1, values.count))
        let spread = variance > 0 ? variance.squareRoot() : 1
        return values.map { ($0 - mean) / spread }
    }

    /// The share of `lists` each value is in.
    static func shares<Value: Hashable>(of lists: [[Value]]) -> [Value: Double] {
        var counts: [Value: Double] = [:]
        for list in lists { for value in list { counts[value, default: 0] += 1 } }
        return counts.mapValues { $0 / Double(max(1, lists.count)) }
    }
}
