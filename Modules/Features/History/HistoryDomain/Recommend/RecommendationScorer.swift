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

    /// One candidate's score and what it rests on: its series' film and the films that pull it most.
    struct Scored {
        let position: Int
        let score: Double
        let series: (film: Int, strength: Double)?
        let nearness: FilmNeighbours.Nearness

        /// The films of the person's that pull it most, strongest first (two at most).
        var pulls: [Int] { [nearness.strongest, nearness.secondStrongest].compactMap { $0 } }
    }

    let taste: Taste
    let pool: FilmPool
    /// The places in `pool` of the films the person has seen or rated.
    let known: Set<Int>
    /// The pulls of the makers of the person's liked films (`FavouriteMakers`), by place in `pool`; none without
    /// people.
    var makers: [Int: FavouriteMakers.Pull] = [:]

    /// The candidates with the parts of their scores that nearness does not take, and the most it could add.
    func scoringCandidates() -> ScoringCandidates {
        let popularity = Self.standardized(pool.votes.map { log10(Double(max(1, $0 ?? 1))) })
        let rating = Self.standardized(pool.ratings.map { $0 ?? 0 })
        let genres = genreScores()
        let decades = taste.decadeAffinity(poolShare: decadeShares())
        let series = seriesPulls()
        var candidates: [ScoringCandidates.Candidate] = []
        candidates.reserveCapacity(pool.count)
        for position in 0..<pool.count where !known.contains(position) {
            let decade = pool.years[position].flatMap { decades[$0 / 10] } ?? 0
            let prior =
                Self.popularityWeight * popularity[position] + Self.ratingWeight * rating[position]
                + Self.genreWeight * genres[pool.genreListPlaces[position]] + Self.decadeWeight * decade
            candidates.append(
                ScoringCandidates.Candidate(
                    position: position, prior: prior, series: series[position],
                    makers: makers[position]?.amount ?? 0))
        }
        return ScoringCandidates(
            candidates, pool: pool, neighbours: FilmNeighbours(taste: taste, genres: Set(pool.genreLists.joined())))
    }

    /// How much a film of each of the pool's lists of genres draws the person: the mean of its genres'
    /// affinities (`Taste.genreAffinity(poolShare:)`), 0 for no genre.
    private func genreScores() -> [Double] {
        var films = [Double](repeating: 0, count: pool.genreLists.count)
        for place in pool.genreListPlaces { films[place] += 1 }
        // Each genre's share of the pool's films: whole numbers summed, so in any order the same.
        var counts: [String: Double] = [:]
        for (place, list) in pool.genreLists.enumerated() {
            for genre in list { counts[genre, default: 0] += films[place] }
        }
        let affinity = taste.genreAffinity(poolShare: counts.mapValues { $0 / Double(max(1, pool.count)) })
        return pool.genreLists.map { list in
            list.isEmpty ? 0 : list.map { affinity[$0] ?? 0 }.reduce(0, +) / Double(list.count)
        }
    }

    /// Each decade's share of the pool's films.
    private func decadeShares() -> [Int: Double] {
        var counts: [Int: Double] = [:]
        for year in pool.years { if let year { counts[year / 10, default: 0] += 1 } }
        return counts.mapValues { $0 / Double(max(1, pool.count)) }
    }

    /// How the series of the person's films pull each candidate: liked films fully, films rated well below
    /// their average away, others a little; with the film of the strongest pull.
    private func seriesPulls() -> [Int: (film: Int, amount: Double)] {
        let titles = taste.films.map { FranchiseTitle($0.movie.title) }
        let index = FranchiseIndex(pool: pool, kinOf: titles)
        var pulls: [Int: (film: Int, amount: Double)] = [:]
        for (film, mine) in taste.films.enumerated() {
            let weight = mine.isLiked ? 1 : mine.deviation < -0.5 ? -0.5 : 0.3
            for kin in index.kin(of: titles[film], year: mine.movie.year) {
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
}
