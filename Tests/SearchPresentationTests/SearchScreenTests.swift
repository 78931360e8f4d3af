import CatalogueDomainApi
import ConsoleRecorder
import DesignSystem
import Foundation
import SearchDomain
import Testing

@testable import Common
@testable import SearchPresentation
@testable import Terminal

private struct StubSearch: SearchMoviesUseCase {
    let result: Result<SearchResultPage, CatalogueError>

    func execute(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage { try result.get() }
}

private let alien = Movie(
    id: MovieID("1066"), title: "Alien", year: 1979, runtimeMinutes: 117, budget: 11_000_000, rating: 8.3,
    votes: 72_000,
    certification: "R", genres: ["Action"], ratingDistribution: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 24.5])

@MainActor
@Suite struct SearchScreenTests {
    @Test func viewModelGoesFromLoadingToLoaded() async {
        let page = SearchResultPage(movies: [alien], totalCount: 1, page: 1, limit: 20)
        let viewModel = SearchViewModel(searchMovies: StubSearch(result: .success(page)))
        var states = viewModel.states().makeAsyncIterator()
        #expect(await states.next()?.phase == .idle)
        await viewModel.send(.search(SearchQuery(text: "alien")))
        #expect(await states.next()?.phase == .loading)
        #expect(await states.next()?.phase == .loaded(page))
    }

    @Test func failuresBecomeMessages() async {
        let viewModel = SearchViewModel(
            searchMovies: StubSearch(result: .failure(.unavailable("the catalogue is missing"))))
        await viewModel.send(.search(SearchQuery(text: "alien")))
        #expect(viewModel.state.phase == .failed(.unavailable("the catalogue is missing")))
        let recorder = RecordedConsole(width: 80)
        SearchView(console: recorder.console, format: .text).render(viewModel.state)
        #expect(recorder.errors == "movieland: the catalogue is missing\n")
        #expect(recorder.output.isEmpty)
    }

    @Test func resultsRenderAsATable() {
        let recorder = RecordedConsole(width: 80)
        let state = SearchViewState(
            query: SearchQuery(text: "alien"),
            phase: .loaded(SearchResultPage(movies: [alien], totalCount: 41, page: 1, limit: 20)))
        SearchView(console: recorder.console, format: .text).render(state)
        #expect(
            recorder.output == """
                41 films match "alien" (page 1 of 3)
                  ID  Title  Year  Rating   Votes
                ────  ─────  ────  ──────  ──────
                1066  Alien  1979     8.3  72,000
                More: --page 2. Details: movieland detail <id>.

                """)
    }

    @Test func theFilmsYouSawOrRatedAreMarkedInTheTableAndTheJSONAndTheOthersNot() async throws {
        struct SeenAlien: MarkSeenFilmsUseCase {
            func execute(_ movies: [Movie]) async -> [String: SeenMark] {
                ["1066": SeenMark(seenOn: ["2025-01-03"], yourRating: "3.5 stars")]
            }
        }
        let aliens = Movie(id: MovieID("1067"), title: "Aliens", year: 1986, rating: 8.4, votes: 60_000)
        let page = SearchResultPage(movies: [alien, aliens], totalCount: 2, page: 1, limit: 20)
        let viewModel = SearchViewModel(searchMovies: StubSearch(result: .success(page)), markSeenFilms: SeenAlien())
        await viewModel.send(.search(SearchQuery(text: "alien")))
        let text = RecordedConsole(width: 80)
        SearchView(console: text.console, format: .text).render(viewModel.state)
        #expect(
            text.output == """
                2 films match "alien"
                  ID  Title   Year  Rating   Votes  Seen
                ────  ──────  ────  ──────  ──────  ───────────
                1066  Alien   1979     8.3  72,000  ✓ 3.5 stars
                1067  Aliens  1986     8.4  60,000
                \(SeenMarks.legend)

                """)
        let json = RecordedConsole(width: 80)
        SearchView(console: json.console, format: .json).render(viewModel.state)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["seen"] as? Bool } == [true, false])
        #expect(results.map { $0["timesSeen"] as? Int } == [1, 0])
        #expect(results[0]["yourRating"] as? String == "3.5 stars" && results[1]["yourRating"] is NSNull)
        #expect(results[0]["runtimeMinutes"] as? Int == 117, "the film's own keys are kept")
    }
}
