import CatalogueDomainApi
import DependencyInjection
import TopDomainApi

/// Ranks the shared catalogue's films (through CatalogueDomainApi) by weighted rating.
public struct ComputeTopChart: ComputeTopChartUseCase {
    private let catalogue: any MovieCatalogue

    init(catalogue: any MovieCatalogue) {
        self.catalogue = catalogue
    }

    /// The use case wired to the container's catalogue (for `TopDependencies`, which cannot see Catalogue's Data).
    public static func make(_ container: Container) -> ComputeTopChart {
        ComputeTopChart(catalogue: container.movieCatalogue())
    }

    /// The chart of films meeting `criteria`, ranked by weighted rating.
    public func execute(_ criteria: TopChartCriteria) async throws(TopChartError) -> TopChart {
        let candidates: [Movie]
        do {
            candidates = try await catalogue.movies(minimumVotes: max(1, criteria.minimumVotes))
        } catch {
            switch error {
            case .cannotList, .unsupported: throw .sourceCannotList(error.description)
            default: throw .catalogueFailed(error.description)
            }
        }
        let considered = candidates.filter { movie in
            guard movie.rating != nil, movie.votes != nil else { return false }
            if let genre = criteria.genre,
                !movie.genres.contains(where: { $0.caseInsensitiveCompare(genre) == .orderedSame })
            {
                return false
            }
            if let decade = criteria.decade, !(decade..<(decade + 10)).contains(movie.year ?? -1) { return false }
            return true
        }
        guard !considered.isEmpty else {
            return TopChart(
                entries: [], criteria: criteria, meanRating: 0, consideredCount: 0, genres: catalogue.genres().sorted())
        }
        let mean = considered.reduce(0) { $0 + $1.rating! } / Double(considered.count)
        let scores = considered.map { movie in
            WeightedRating.score(
                rating: movie.rating!, votes: movie.votes!, minimumVotes: criteria.minimumVotes, meanRating: mean)
        }
        // Positions are sorted, not films: a chart over an IMDb import orders ten thousand of them.
        let order = considered.indices.sorted { a, b in
            if scores[a] != scores[b] { return scores[a] > scores[b] }
            if considered[a].votes! != considered[b].votes! { return considered[a].votes! > considered[b].votes! }
            return considered[a].title < considered[b].title
        }
        let scored = order.map { (considered[$0], scores[$0]) }
        let entries = scored.prefix(criteria.limit).enumerated().map { index, pair in
            ChartEntry(
                rank: index + 1, movieID: pair.0.id.rawValue, title: pair.0.title, year: pair.0.year,
                rating: pair.0.rating!, votes: pair.0.votes!, weightedRating: pair.1)
        }
        return TopChart(
            entries: entries, criteria: criteria, meanRating: mean, consideredCount: considered.count,
            genres: catalogue.genres().sorted())
    }
}
