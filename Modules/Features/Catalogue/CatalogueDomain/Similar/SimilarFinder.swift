import CatalogueDomainApi
import DependencyInjection

/// Finds the films like one, offline: through the people it shares with them when the catalogue knows people
/// (their filmographies are the candidates), else among the well-voted films by genres, era and ratings.
public struct SimilarFinder: SimilarFilmFinding {
    let catalogue: any MovieCatalogue

    init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    /// The finder wired to the container's catalogue.
    public static func make(_ container: Container) -> SimilarFinder {
        SimilarFinder(catalogue: container.movieCatalogue())
    }

    /// The fewest votes a candidate may have, when the catalogue counts votes: a film almost nobody saw is no
    /// suggestion.
    static let minimumVotes = 500
    /// The people whose filmographies are read, the weightiest first.
    static let peopleRead = 15

    /// The films like `film`, most alike first, without those of `excluded` ids; whether people were used.
    public func films(
        like film: Movie, limit: Int, excluding excluded: Set<String>
    ) async throws(CatalogueError) -> (films: [SimilarFilm], usedPeople: Bool) {
        let people = Array(Likeness.people(in: try await catalogue.credits(of: film.id)).prefix(Self.peopleRead))
        if !people.isEmpty, let shared = try await sharedPeople(people, of: film) {
            let films = shared.values.compactMap { candidate -> SimilarFilm? in
                let movie = candidate.movie
                guard !excluded.contains(movie.id.rawValue), (movie.votes ?? Int.max) >= Self.minimumVotes else {
                    return nil
                }
                let score =
                    candidate.people.map(\.weight).reduce(0, +)
                    + Likeness.genreAndEra(movie.genres, movie.year, against: film)
                    + Likeness.crowd(rating: movie.rating, votes: movie.votes)
                return Self.similar(movie, score: score, reasons: Likeness.reasons(candidate.people))
            }
            return (Array(Self.ranked(films).prefix(limit)), true)
        }
        return (try await byGenreAndEra(film, limit: limit, excluding: excluded), false)
    }

    /// Each film the people made or played in, with the people it shares; nil when the catalogue has no
    /// filmographies after all.
    private func sharedPeople(
        _ people: [Likeness.Person], of film: Movie
    ) async throws(CatalogueError) -> [MovieID: (movie: Movie, people: [Likeness.Person])]? {
        var candidates: [MovieID: (movie: Movie, people: [Likeness.Person])] = [:]
        for person in people {
            let entries: [Filmography.Entry]
            do {
                entries = try await catalogue.filmography(of: person.id, role: nil).entries
            } catch {
                switch error {
                case .notFound: continue
                case .unsupported: return nil
                default: throw error
                }
            }
            for entry in entries where entry.movie.id != film.id {
                var candidate = candidates[entry.movie.id] ?? (entry.movie, [])
                if !candidate.people.contains(where: { $0.id == person.id }) { candidate.people.append(person) }
                candidates[entry.movie.id] = candidate
            }
        }
        return candidates
    }

    /// Without people: the well-voted films that share genres with `film`, by genres, era and the crowd.
    private func byGenreAndEra(
        _ film: Movie, limit: Int, excluding excluded: Set<String>
    ) async throws(CatalogueError) -> [SimilarFilm] {
        let rated: [RatedFilm]
        do {
            rated = try await catalogue.ratedFilms(minimumVotes: 1000)
        } catch {
            if case .unsupported = error { return [] }
            throw error
        }
        let scored = rated.compactMap { candidate -> (RatedFilm, Double)? in
            guard candidate.id != film.id, !excluded.contains(candidate.id.rawValue),
                !Set(candidate.genres).isDisjoint(with: film.genres)
            else { return nil }
            let score =
                Likeness.genreAndEra(candidate.genres, candidate.year, against: film)
                + Likeness.crowd(rating: candidate.rating, votes: candidate.votes)
            return (candidate, score)
        }
        var films: [SimilarFilm] = []
        for (candidate, score) in scored.sorted(by: { ($0.1, $1.0.id) > ($1.1, $0.0.id) }).prefix(limit) {
            guard let movie = try? await catalogue.movie(id: candidate.id) else { continue }
            let genres = film.genres.filter(candidate.genres.contains)
            let decade = movie.year.flatMap { year in film.year.map { $0 / 10 == year / 10 } } == true
            let reasons = ["same genres: " + genres.joined(separator: ", ")] + (decade ? ["same decade"] : [])
            films.append(Self.similar(movie, score: score, reasons: reasons))
        }
        return films
    }

    private static func similar(_ movie: Movie, score: Double, reasons: [String]) -> SimilarFilm {
        SimilarFilm(
            movieID: movie.id.rawValue, title: movie.title, year: movie.year, rating: movie.rating, votes: movie.votes,
            score: score, reasons: reasons)
    }

    /// Most alike first; ties by more votes, then by id, so the order never depends on the catalogue's.
    static func ranked(_ films: [SimilarFilm]) -> [SimilarFilm] {
        films.sorted { ($0.score, $0.votes ?? 0, $1.movieID) > ($1.score, $1.votes ?? 0, $0.movieID) }
    }
}
