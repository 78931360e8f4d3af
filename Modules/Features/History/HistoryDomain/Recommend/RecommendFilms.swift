import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Recommends from everything you rated and saw (`RecommendationScorer`): the catalogue's well-voted films you
/// have not seen or rated, by popularity and the crowd's rating, the genres and decades you rate high, nearness
/// to the films you liked and distance from those you rated below your average, the series of your films and,
/// when the catalogue knows people, the directors, writers and cast of the films you liked;
/// each pick with the reasons it rests on, no more than three following from one film of yours.
public struct RecommendFilms: RecommendFilmsUseCase {
    private let repository: any HistoryRepository
    private let catalogue: any MovieCatalogue

    /// The fewest votes a film recommended has: a film almost nobody saw is no suggestion.
    static let minimumVotes = 1000

    init(repository: any HistoryRepository, catalogue: any MovieCatalogue) {
        self.repository = repository
        self.catalogue = catalogue
    }

    /// The use case wired to the container's history and catalogue.
    public static func make(_ container: Container) -> RecommendFilms {
        RecommendFilms(repository: container.historyRepository(), catalogue: container.movieCatalogue())
    }

    /// The `limit` films your history most points to; none from a catalogue that cannot list its films.
    public func execute(limit: Int) async throws(HistoryError) -> (films: [Recommendation], usedPeople: Bool) {
        let record = try await repository.record()
        let opinions = Self.opinions(of: record)
        guard !opinions.isEmpty else {
            throw record.unplaced.isEmpty ? .noHistory : .noPlacedHistory(kept: record.unplaced.count)
        }
        let pool: FilmPool
        do {
            pool = try await catalogue.filmPool(minimumVotes: Self.minimumVotes)
        } catch {
            if case .unsupported = error { return ([], false) }
            throw .lookupFailed(error.description)
        }
        let taste = Taste(await films(of: opinions, in: pool))
        var scorer = RecommendationScorer(
            taste: taste, pool: pool, known: Set(opinions.keys.compactMap(pool.position(of:))))
        let makers: (pulls: [String: FavouriteMakers.Pull], knowsPeople: Bool)
        do {
            makers = try await FavouriteMakers(catalogue: catalogue).pulls(for: taste)
        } catch {
            throw .lookupFailed(error.description)
        }
        for (id, pull) in makers.pulls {
            if let position = pool.position(of: id) { scorer.makers[position] = pull }
        }
        return (scorer.picks(limit: limit), makers.knowsPeople)
    }

    /// The films of `opinions` the catalogue has, with their ratings: from `pool` when there, else looked up.
    private func films(of opinions: [String: Int?], in pool: FilmPool) async -> [(movie: Movie, rating: Int?)] {
        var films: [(movie: Movie, rating: Int?)] = []
        for (id, rating) in opinions.sorted(by: { $0.key < $1.key }) {
            if let position = pool.position(of: id) {
                films.append((pool.movie(at: position), rating))
            } else if let movieID = catalogue.movieID(from: id), let movie = try? await catalogue.movie(id: movieID) {
                films.append((movie, rating))
            }
        }
        return films
    }

    /// Each film you rated or saw, with your rating out of ten (stars doubled): the one you gave it, else that of
    /// your latest viewing that has one; nil for a film seen and never rated.
    static func opinions(of record: HistoryRecord) -> [String: Int?] {
        var opinions: [String: (rating: Int?, day: DiaryDate)] = [:]
        for viewing in record.viewings {
            let earlier = opinions[viewing.movieID]
            let later = earlier.map { viewing.date >= $0.day } ?? true
            opinions[viewing.movieID] = (
                later ? viewing.rating?.outOfTen ?? earlier?.rating : earlier?.rating ?? viewing.rating?.outOfTen,
                max(viewing.date, earlier?.day ?? viewing.date)
            )
        }
        for rating in record.ratings { opinions[rating.movieID] = (rating.rating.outOfTen, rating.ratedOn) }
        return opinions.mapValues(\.rating)
    }
}
