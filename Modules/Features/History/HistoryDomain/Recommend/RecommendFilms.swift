import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Recommends from the films you liked: those you rated 7 or more out of ten (stars doubled), the most recent
/// first; with none, the films you rated or saw. Each of them finds the films like it (the Catalogue feature's
/// `SimilarFilmFinding`), weighed by how much you liked it; a film they point to together counts for all of
/// them, and one you have seen or rated never comes back.
public struct RecommendFilms: RecommendFilmsUseCase {
    private let repository: any HistoryRepository
    private let catalogue: any MovieCatalogue
    private let similar: any SimilarFilmFinding

    /// How many of your films recommendations follow from, and how many films each contributes.
    static let seeds = 15
    static let perSeed = 40
    /// What liking a film means: 7 out of ten or more.
    static let liked = 7

    init(repository: any HistoryRepository, catalogue: any MovieCatalogue, similar: any SimilarFilmFinding) {
        self.repository = repository
        self.catalogue = catalogue
        self.similar = similar
    }

    /// The use case wired to the container's history, catalogue and finder of similar films.
    public static func make(_ container: Container) -> RecommendFilms {
        RecommendFilms(
            repository: container.historyRepository(), catalogue: container.movieCatalogue(),
            similar: container.similarFilmFinding())
    }

    /// The `limit` films your history most points to.
    public func execute(limit: Int) async throws(HistoryError) -> (films: [Recommendation], usedPeople: Bool) {
        let record = try await repository.record()
        let known = Set(record.ratings.map(\.movieID) + record.viewings.map(\.movieID))
        guard !known.isEmpty else { throw .noHistory }
        var totals: [String: (film: SimilarFilm, score: Double, because: [(String, Double)])] = [:]
        var usedPeople = false
        for (seed, weight) in try await seeds(of: record) {
            let found: (films: [SimilarFilm], usedPeople: Bool)
            do {
                found = try await similar.films(like: seed, limit: Self.perSeed, excluding: known)
            } catch {
                throw .lookupFailed(error.description)
            }
            usedPeople = usedPeople || found.usedPeople
            for film in found.films {
                var total = totals[film.movieID] ?? (film, 0, [])
                total.score += film.score * weight
                total.because.append((seed.name, film.score * weight))
                totals[film.movieID] = total
            }
        }
        let ranked = totals.values.sorted { ($0.score, $1.film.movieID) > ($1.score, $0.film.movieID) }
        let films = ranked.prefix(limit).map { total in
            Recommendation(
                film: SimilarFilm(
                    movieID: total.film.movieID, title: total.film.title, year: total.film.year,
                    rating: total.film.rating, votes: total.film.votes, score: total.score, reasons: total.film.reasons),
                because: total.because.sorted { $0.1 > $1.1 }.map(\.0))
        }
        return (films, usedPeople)
    }

    /// The films recommendations follow from, with how much each weighs: those you liked, else all of yours.
    private func seeds(of record: HistoryRecord) async throws(HistoryError) -> [(Movie, Double)] {
        var opinions: [String: (rating: Int?, day: DiaryDate)] = [:]
        for viewing in record.viewings {
            let earlier = opinions[viewing.movieID]
            opinions[viewing.movieID] = (
                viewing.rating?.outOfTen ?? earlier?.rating, max(viewing.date, earlier?.day ?? viewing.date)
            )
        }
        for rating in record.ratings { opinions[rating.movieID] = (rating.rating.outOfTen, rating.ratedOn) }
        let liked = opinions.filter { ($0.value.rating ?? 0) >= Self.liked }
        let chosen = (liked.isEmpty ? opinions : liked).sorted { ($0.value.day, $1.key) > ($1.value.day, $0.key) }
        var seeds: [(Movie, Double)] = []
        for (id, opinion) in chosen.prefix(Self.seeds) {
            guard let movieID = catalogue.movieID(from: id), let movie = try? await catalogue.movie(id: movieID) else {
                continue
            }
            seeds.append((movie, Double(opinion.rating ?? Self.liked) / 10))
        }
        return seeds
    }
}
