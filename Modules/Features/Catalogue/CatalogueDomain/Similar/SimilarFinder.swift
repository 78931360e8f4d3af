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

    /// How much being of the film's series counts: more than anything else can.
    static let seriesWeight = 100.0

    /// The films like `film`, most alike first, without those of `excluded` ids; whether people were used. The
    /// films of its series and its remakes under another title come first (`SeriesFilms`, and with people the
    /// films where an actor plays the same part, `SharedCharacter`), then those sharing its people, then the rest.
    public func films(
        like film: Movie, limit: Int, excluding excluded: Set<String>
    ) async throws(CatalogueError) -> (films: [SimilarFilm], usedPeople: Bool) {
        let series = try await SeriesFilms(catalogue: catalogue).members(of: film, minimumVotes: Self.minimumVotes)
            .filter { !excluded.contains($0.movie.id.rawValue) }
        let people = Array(Likeness.people(in: try await catalogue.credits(of: film.id)).prefix(Self.peopleRead))
        if !people.isEmpty, var shared = try await sharedPeople(people, of: film) {
            for member in series where shared[member.movie.id] == nil {
                shared[member.movie.id] = SharedPeople(movie: member.movie)
            }
            let strengths = Dictionary(series.map { ($0.movie.id, $0) }, uniquingKeysWith: { first, _ in first })
            let films = shared.values.compactMap { candidate -> SimilarFilm? in
                let movie = candidate.movie
                guard !excluded.contains(movie.id.rawValue), (movie.votes ?? Int.max) >= Self.minimumVotes else {
                    return nil
                }
                let member = strengths[movie.id]
                // A part played again makes a series as surely as a title does (Dirty Harry, Magnum Force).
                let strength = max(member?.strength ?? 0, candidate.character == nil ? 0 : 1)
                let score =
                    Self.seriesWeight * strength + candidate.people.map(\.weight).reduce(0, +)
                    + Likeness.genreAndEra(movie.genres, movie.year, against: film)
                    + Likeness.crowd(rating: movie.rating, votes: movie.votes)
                let makers = candidate.people.contains { $0.role == .director || $0.role == .writer }
                let seriesReason =
                    member.map { Self.reason(for: $0, of: film, sharesMakers: makers) } ?? candidate.character?.reason
                return Self.similar(
                    movie, score: score, reasons: (seriesReason.map { [$0] } ?? []) + Likeness.reasons(candidate.people)
                )
            }
            return (Array(Self.ranked(films).prefix(limit)), true)
        }
        return (try await byGenreAndEra(film, series: series, limit: limit, excluding: excluded), false)
    }

    /// Why a film of the series is like `film`: "same series as Toy Story (1995)"; for one of the same title, a
    /// remake only when they share a director or writer, else "same title as"; for one under another title, the
    /// same with the title they share: "remake of Spoorloos (1988), known as The Vanishing". Films known by one
    /// title are often namesakes (The Apartment, and L'Appartement, known as The Apartment), so a shared title
    /// alone never makes a remake.
    static func reason(for member: SeriesFilms.Member, of film: Movie, sharesMakers: Bool) -> String {
        guard member.kinship == .sameTitle else { return "same series as \(film.name)" }
        let relation: String
        if sharesMakers, let year = member.movie.year, let filmYear = film.year, year != filmYear {
            relation = year > filmYear ? "remake of \(film.name)" : "remade as \(film.name)"
        } else {
            relation = "same title as \(film.name)"
        }
        guard let shared = member.sharedTitle else { return relation }
        return relation
            + (shared.askedFilmHasIt ? ", known as \(member.movie.title)" : ", a title it is also known by")
    }

    /// A film the people of the film asked about made or played in: those it shares, and a part one of them
    /// plays in both.
    struct SharedPeople {
        let movie: Movie
        var people: [Likeness.Person] = []
        var character: SharedCharacter?
    }

    /// Each film the people made or played in, with the people it shares; nil when the catalogue has no
    /// filmographies after all.
    private func sharedPeople(
        _ people: [Likeness.Person], of film: Movie
    ) async throws(CatalogueError) -> [MovieID: SharedPeople]? {
        var candidates: [MovieID: SharedPeople] = [:]
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
                var candidate = candidates[entry.movie.id] ?? SharedPeople(movie: entry.movie)
                if !candidate.people.contains(where: { $0.id == person.id }) { candidate.people.append(person) }
                if candidate.character == nil {
                    candidate.character = SharedCharacter.between(person.characters, entry.credit)
                }
                candidates[entry.movie.id] = candidate
            }
        }
        return candidates
    }

    /// Without people: the films of the series, then the well-voted films that share genres with `film` (any
    /// film, for one the catalogue gives no genre), by genres, era and the crowd.
    private func byGenreAndEra(
        _ film: Movie, series: [SeriesFilms.Member], limit: Int, excluding excluded: Set<String>
    ) async throws(CatalogueError) -> [SimilarFilm] {
        var rated: [RatedFilm] = []
        do {
            rated = try await catalogue.ratedFilms(minimumVotes: 1000)
        } catch {
            guard case .unsupported = error else { throw error }
        }
        let members = Set(series.map(\.movie.id))
        let scored = rated.compactMap { candidate -> (RatedFilm, Double)? in
            guard candidate.id != film.id, !excluded.contains(candidate.id.rawValue), !members.contains(candidate.id),
                film.genres.isEmpty || !Set(candidate.genres).isDisjoint(with: film.genres)
            else { return nil }
            let score =
                Likeness.genreAndEra(candidate.genres, candidate.year, against: film)
                + Likeness.crowd(rating: candidate.rating, votes: candidate.votes)
            return (candidate, score)
        }
        var films = series.map { member in
            let movie = member.movie
            let score =
                Self.seriesWeight * member.strength + Likeness.genreAndEra(movie.genres, movie.year, against: film)
                + Likeness.crowd(rating: movie.rating, votes: movie.votes)
            return Self.similar(movie, score: score, reasons: [Self.reason(for: member, of: film, sharesMakers: false)])
        }
        films = Array(Self.ranked(films).prefix(limit))
        for (candidate, score) in scored.sorted(by: { ($0.1, $1.0.id) > ($1.1, $0.0.id) }).prefix(limit - films.count) {
            guard let movie = try? await catalogue.movie(id: candidate.id) else { continue }
            films.append(Self.similar(movie, score: score, reasons: Self.genreReasons(movie, against: film)))
        }
        return films
    }

    /// "same genres: Crime, Drama; same decade", or what of it holds; "well voted" when neither does.
    private static func genreReasons(_ movie: Movie, against film: Movie) -> [String] {
        let genres = film.genres.filter(movie.genres.contains)
        let decade = movie.year.flatMap { year in film.year.map { $0 / 10 == year / 10 } } == true
        let reasons =
            (genres.isEmpty ? [] : ["same genres: " + genres.joined(separator: ", ")])
            + (decade ? ["same decade"] : [])
        return reasons.isEmpty ? ["well rated by many"] : reasons
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
