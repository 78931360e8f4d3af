import CatalogueDomainApi

#if canImport(Glibc)
import Glibc
#endif

/// What a person's films say about their taste, on their own scale: each film's rating as a deviation from
/// their average (in their standard deviations), which they liked (8 or more out of ten, and at least their
/// average), and how much each genre and decade draws them compared with the catalogue's films.
struct Taste {
    /// One film of the person's, with what they thought of it.
    struct Film {
        let movie: Movie
        /// Out of ten; nil for a film seen and not rated.
        let rating: Int?
        /// How far above (below) the person's average, in their standard deviations; 0 when not rated.
        let deviation: Double
        let isLiked: Bool
    }

    /// The fewest points out of ten a liked film has.
    static let likedAtLeast = 8.0

    let films: [Film]
    let likedCount: Int

    /// The taste of a person who gave `films` these ratings (nil: seen, not rated).
    init(_ films: [(movie: Movie, rating: Int?)]) {
        let ratings = films.compactMap(\.rating).map(Double.init)
        let mean = ratings.isEmpty ? Self.likedAtLeast : ratings.reduce(0, +) / Double(ratings.count)
        let variance = ratings.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(max(1, ratings.count))
        let spread = max(1, variance.squareRoot())
        self.films = films.map { film in
            let rating = film.rating.map(Double.init)
            return Film(
                movie: film.movie, rating: film.rating, deviation: rating.map { ($0 - mean) / spread } ?? 0,
                isLiked: rating.map { $0 >= max(Self.likedAtLeast, mean) } ?? false)
        }
        likedCount = self.films.filter(\.isLiked).count
    }

    /// How much each genre draws the person: the mean deviation of their films of it (shrunk toward 0 for few
    /// films), plus how much more of their liked films have it than of `pool`'s (`poolShare`).
    func genreAffinity(poolShare: [String: Double]) -> [String: Double] {
        var deviations: [String: (sum: Double, count: Int, liked: Int)] = [:]
        for film in films {
            for genre in film.movie.genres {
                var entry = deviations[genre] ?? (0, 0, 0)
                entry.sum += film.deviation
                entry.count += 1
                entry.liked += film.isLiked ? 1 : 0
                deviations[genre] = entry
            }
        }
        return deviations.mapValues { _ in 0 }.merging(
            deviations.map { genre, entry in
                let share = (Double(entry.liked) + 1) / (Double(likedCount) + 2) - (poolShare[genre] ?? 0)
                return (genre, entry.sum / (Double(entry.count) + 3) + share)
            }, uniquingKeysWith: { _, new in new })
    }

    /// How much each decade draws the person against `poolShare`, the share of the pool's films of it: the log
    /// ratio of their decades (each film weighed by how much they liked it, liked films twice) to the pool's.
    func decadeAffinity(poolShare: [Int: Double]) -> [Int: Double] {
        var weights: [Int: Double] = [:]
        for film in films {
            guard let year = film.movie.year else { continue }
            weights[year / 10, default: 0] += (film.isLiked ? 2 : 1) * max(0, film.deviation + 1.5)
        }
        // Summed in the decades' order: a dictionary's order changes from run to run, and with it a score's last bit.
        let total =
            weights.sorted { $0.key < $1.key }.reduce(0) { $0 + $1.value } + 0.5 * Double(max(1, poolShare.count))
        return poolShare.reduce(into: [:]) { affinity, entry in
            let share = ((weights[entry.key] ?? 0) + 0.5) / total
            affinity[entry.key] = log(share + 0.001) - log(entry.value + 0.001)
        }
    }
}
