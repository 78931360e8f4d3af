import CatalogueDomain
import CatalogueDomainApi
import ConsoleRecorder
import DesignSystem
import Foundation
import Testing
import WatchlistDomainApi

@testable import CataloguePresentation
@testable import Common
@testable import DependencyInjection

private let matrix = Movie(id: MovieID("tt0133093"), title: "The Matrix", year: 1999, rating: 8.7, votes: 2_100_000)
private let reloaded = Movie(id: MovieID("tt0234215"), title: "The Matrix Reloaded", year: 2003, votes: 650_000)
private let keanu = Credit(
    person: PersonID("nm0000206"), name: "Keanu Reeves", role: .actor, category: "actor", characters: ["Neo"],
    billing: 1)
private let lana = Credit(
    person: PersonID("nm0905154"), name: "Lana Wachowski", role: .director, category: "director", billing: 5)

/// The Matrix with two people, and Keanu Reeves's films.
private struct PeopleStub: ShowMovieDetailUseCase, ShowPersonUseCase, ToggleWatchlistUseCase {
    func execute(_ film: FilmName) async throws(MovieDetailError) -> MovieDetail {
        MovieDetail(movie: matrix, isOnWatchlist: false, credits: [lana, keanu])
    }

    func execute(_ text: String, role: CreditRole?) async throws(PersonLookupError) -> Filmography {
        throw .notFound("no one is named \"\(text)\"")
    }

    func execute(id: PersonID, role: CreditRole?) async throws(PersonLookupError) -> Filmography {
        guard id == keanu.person else { throw .notFound("no one has the id \(id)") }
        let person = Person(id: id, name: "Keanu Reeves", filmCount: 2, knownFor: [matrix])
        return Filmography(
            person: person,
            entries: [
                Filmography.Entry(movie: matrix, credit: keanu), Filmography.Entry(movie: reloaded, credit: keanu),
            ])
    }

    func execute(_ movie: Movie) async -> WatchlistToggle { WatchlistToggle(isListed: true, notice: "Added.") }
}

@MainActor
@Suite struct PersonScreenTests {
    private func text(of screen: any TerminalScreen) -> String {
        screen.draw(in: ScreenSize(width: 70, height: 20), painter: .plain).lines.joined(separator: "\n")
    }

    private func route(of action: ScreenAction) -> (any Route)? {
        if case .open(let route) = action { return route }
        return nil
    }

    @Test func theDetailOpensItsPeopleAndAnyOneOfThemOpensTheirFilms() async throws {
        let stub = PeopleStub()
        let container = Container()
        container.showPerson.register { stub }
        container.toggleWatchlist.register { stub }
        let pageConsole = RecordedConsole(width: 80), detailConsole = RecordedConsole(width: 80)
        let pages = PageCoordinator(container: container, console: pageConsole.console)
        let detail = MovieDetailTerminalScreen(
            viewModel: MovieDetailViewModel(movieDetail: stub, toggleWatchlist: stub),
            view: MovieDetailView(console: detailConsole.console, format: .text),
            reference: FilmName(matrix.id.rawValue, isID: true))
        detail.appear()
        await detail.waitForLoad()
        #expect(detail.keyHints.map(\.keys).contains("p") && detail.keyHints.map(\.keys).contains("d"))
        #expect(text(of: detail).contains("Keanu Reeves"))

        // d: the director's films; p: every person of the film.
        guard case .person(let director, _)? = route(of: await detail.handle(.character("d"))) as? PageRoute else {
            Issue.record("d opens the director")
            return
        }
        #expect(director == lana.person.rawValue)
        let people = try #require(route(of: await detail.handle(.character("p"))) as? CreditsRoute)
        let list = try #require(pages.screen(for: people) as? CreditsTerminalScreen)
        #expect(text(of: list).contains("Lana Wachowski") && text(of: list).contains("Neo"))
        _ = await list.handle(.down)
        let person = try #require(route(of: await list.handle(.enter)) as? PageRoute)
        let films = try #require(pages.screen(for: person) as? PersonTerminalScreen)
        films.appear()
        await films.waitForFilms()
        let drawn = text(of: films)
        #expect(drawn.contains("Keanu Reeves") && drawn.contains("The Matrix Reloaded") && drawn.contains("Neo"))
        #expect(drawn.contains("2 credits as actor"))
        _ = await films.handle(.down)
        #expect(route(of: await films.handle(.enter)) as? PageRoute == .film(id: reloaded.id.rawValue))
        _ = await films.handle(.character("w"))
        #expect(films.notice == "Added.")
    }
}
