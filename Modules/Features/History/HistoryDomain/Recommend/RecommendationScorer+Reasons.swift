import CatalogueDomainApi
import HistoryDomainApi

extension RecommendationScorer {
    /// The most films of the person's a reason names.
    static let filmsNamed = 2

    /// `candidate` as a recommendation: the film, its score, the reasons it rests on, and the films of the
    /// person's it follows from.
    func recommendation(_ candidate: Scored) -> Recommendation {
        let movie = pool.movie(at: candidate.position)
        var reasons: [String] = []
        var because: [String] = []
        if let series = candidate.series {
            let film = taste.films[series.film]
            reasons.append("same series as \(film.movie.name), \(Self.opinion(of: [film]))")
            because.append(film.movie.name)
        }
        if let makers = makers[candidate.position] { reasons.append(makers.reason) }
        let liked = candidate.pulls.map { taste.films[$0] }.filter(\.isLiked).prefix(Self.filmsNamed)
        if !liked.isEmpty {
            reasons.append("like " + liked.map(\.movie.name).joined(separator: ", ") + ", " + Self.opinion(of: liked))
            because += liked.map(\.movie.name).filter { !because.contains($0) }
        }
        reasons += tasteReasons(for: movie)
        if let rating = movie.rating, let votes = movie.votes {
            reasons.append("\(rating) from \(Self.thousands(votes)) votes")
        }
        let film = SimilarFilm(
            movieID: movie.id.rawValue, title: movie.title, year: movie.year, rating: movie.rating,
            votes: movie.votes, score: candidate.score, reasons: reasons)
        return Recommendation(film: film, because: because)
    }

    /// "1950s: 31 of your films rated 8+", "Horror: 12 of your films rated 8+", for the film's decade and
    /// genres among which the person liked more than a few films.
    private func tasteReasons(for movie: Movie) -> [String] {
        var reasons: [String] = []
        if let year = movie.year {
            let count = taste.films.filter { $0.isLiked && $0.movie.year.map { $0 / 10 } == year / 10 }.count
            if count >= 3 { reasons.append("\(year / 10 * 10)s: \(count) of your films rated 8+") }
        }
        let genres = movie.genres.map { genre in
            (genre, taste.films.filter { $0.isLiked && $0.movie.genres.contains(genre) }.count)
        }
        if let (genre, count) = genres.max(by: { $0.1 < $1.1 }), count >= 3 {
            reasons.append("\(genre): \(count) of your films rated 8+")
        }
        return reasons
    }

    /// "which you rated 10, 9", or "which you saw" for films not rated.
    static func opinion(of films: some Collection<Taste.Film>) -> String {
        let ratings = films.compactMap(\.rating)
        return ratings.isEmpty ? "which you saw" : "which you rated " + ratings.map(String.init).joined(separator: ", ")
    }

    /// "70k", "1.2M", "950".
    static func thousands(_ votes: Int) -> String {
        if votes >= 1_000_000 { return "\(votes / 100_000 / 10).\(votes / 100_000 % 10)M" }
        return votes >= 1000 ? "\(votes / 1000)k" : "\(votes)"
    }
}
