import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Ranks the shared catalogue's films (through CatalogueDomainApi) by weighted rating, and marks those you have
/// seen or rated (through HistoryDomainApi).
public struct ComputeTopChart: ComputeTopChartUseCase {
    private let catalogue: any MovieCatalogue
    private let history: (any HistoryQuerying)?

    init(catalogue: any MovieCatalogue, history: (any HistoryQuerying)? = nil) {
        self.catalogue = catalogue
        self.history = history
    }

    /// The use case wired to the container's catalogue and history (for `TopDependencies`, which cannot see
    /// Catalogue's or History's Data).
    public static func make(_ container: Container) -> ComputeTopChart {
        ComputeTopChart(catalogue: container.movieCatalogue(), history: container.historyQuerying())
    }

    /// The chart of films meeting `criteria`, ranked by weighted rating.
    public func execute(_ criteria: TopChartCriteria) async throws(TopChartError) -> TopChart {
        let genres = catalogue.genres()
        // A genre the catalogue does not know is a mistake to name, not a chart with no film.
        if let genre = criteria.genre, !genres.isEmpty,
            !genres.contains(where: { $0.lowercased() == genre.lowercased() })
        {
            throw .unknownGenre(genre, known: genres.sorted())
        }
        let considered = try await candidates(criteria).filter { film in
            if let genre = criteria.genre,
                !film.genres.contains(where: { $0.lowercased() == genre.lowercased() })
            {
                return false
            }
            if let decade = criteria.decade, !(decade..<(decade + 10)).contains(film.year ?? -1) { return false }
            return true
        }
        guard !considered.isEmpty else {
            return TopChart(
                entries: [], criteria: criteria, meanRating: 0, consideredCount: 0, genres: catalogue.genres().sorted())
        }
        let mean = considered.reduce(0) { $0 + $1.rating } / Double(considered.count)
        let scores = considered.map { film in
            WeightedRating.score(
                rating: film.rating, votes: film.votes, minimumVotes: criteria.minimumVotes, meanRating: mean)
        }
        // Positions are sorted, not films: a chart over an IMDb import orders ten thousand of them. A tie in
        // score and votes goes to the smaller id, so the order never depends on the source's listing order.
        let order = considered.indices.sorted { a, b in
            if scores[a] != scores[b] { return scores[a] > scores[b] }
            if considered[a].votes != considered[b].votes { return considered[a].votes > considered[b].votes }
            return considered[a].id.rawValue < considered[b].id.rawValue
        }
        var entries: [ChartEntry] = []
        // Only the films shown are looked up whole, for their titles.
        for (rank, position) in order.prefix(criteria.limit).enumerated() {
            let film = considered[position]
            let title = try await title(of: film.id)
            entries.append(
                ChartEntry(
                    rank: rank + 1, movieID: film.id.rawValue, title: title, year: film.year, rating: film.rating,
                    votes: film.votes, weightedRating: scores[position]))
        }
        return TopChart(
            entries: await marked(entries), criteria: criteria, meanRating: mean, consideredCount: considered.count,
            genres: catalogue.genres().sorted())
    }

    /// `entries` with how many times you saw each and your rating of it.
    private func marked(_ entries: [ChartEntry]) async -> [ChartEntry] {
        guard let history else { return entries }
        let marks = await history.seenMarks(of: entries.map(\.movieID))
        return entries.map { entry in
            guard let mark = marks[entry.movieID] else { return entry }
            var marked = entry
            marked.timesSeen = mark.timesSeen
            marked.yourRating = mark.yourRating
            return marked
        }
    }

    private func candidates(_ criteria: TopChartCriteria) async throws(TopChartError) -> [RatedFilm] {
        do {
            return try await catalogue.ratedFilms(minimumVotes: max(1, criteria.minimumVotes))
        } catch {
            throw Self.chartError(error)
        }
    }

    private func title(of id: MovieID) async throws(TopChartError) -> String {
        do {
            return try await catalogue.movie(id: id).title
        } catch {
            throw Self.chartError(error)
        }
    }

    private static func chartError(_ error: CatalogueError) -> TopChartError {
        switch error {
        case .cannotList, .unsupported: .sourceCannotList(error.description)
        default: .catalogueFailed(error.description)
        }
    }
}
