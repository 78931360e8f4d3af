import CatalogueDomainApi
import Commands
import Common
import Terminal

/// The catalogue's pages, a film's and a person's: the `detail` and `person` commands, and the screens every tab
/// opens through a `PageRoute` (and the film's people its page lists), which the app asks it for.
@MainActor
public final class PageCoordinator: FeatureCoordinator, CommandCoordinator, RouteOpening {
    /// `detail` and `person`.
    public static let commands = [MovieDetailCommands.detail, PersonCommands.person]
    /// The names of `commands`, without building them.
    public static let commandNames = ["detail", "person"]

    /// Runs a parsed command whose first path element is one of `commands`.
    public func run(_ command: ParsedCommand) async -> ExitStatus {
        if command.path.first == "person" {
            return await run(command, console: console, route: PersonCommands.route(for:), start: start)
        }
        return await run(command, console: console, route: MovieDetailCommands.route(for:)) { route in
            let detail = MovieDetailCoordinator(container: container, console: console)
            addChild(detail)
            defer { removeChild(detail) }
            return await detail.start(route)
        }
    }

    func start(_ route: PersonRoute) async -> ExitStatus {
        switch route {
        case .person(let text, let role, let format):
            let screen = PersonViewBuilder(container: container, console: console).build(format)
            return await screen.viewModel.present(.load(text, role: role), render: screen.view.render) {
                $0.exitStatus(worded: PersonErrorMessages(mode: .commandLine))
            }
        }
    }

    /// The page `route` leads to from a tab (a film's, a person's, a film's people, or the films like it), or nil
    /// for any other route.
    /// Every film opens through the one detail coordinator kept among the children, made on first use.
    public func screen(for route: any Route) -> (any TerminalScreen)? {
        switch route {
        case PageRoute.film(let id) as PageRoute:
            return detail.terminalScreen(for: FilmName(id, isID: true))
        case PageRoute.filmTitled(let title, let year) as PageRoute:
            return detail.terminalScreen(for: FilmName(title, year: year))
        case PageRoute.person(let id, let name) as PageRoute:
            return PersonViewBuilder(container: container, console: console)
                .buildTerminalScreen(id: PersonID(id), name: name)
        case PageRoute.similarFilms(let id) as PageRoute:
            return SimilarFilmsViewBuilder(container: container, console: console)
                .buildTerminalScreen(film: FilmName(id, isID: true), limit: 20)
        case CreditsRoute.credits(let title, let credits) as CreditsRoute:
            return CreditsTerminalScreen(filmTitle: title, credits: credits)
        default:
            return nil
        }
    }

    private var detail: MovieDetailCoordinator {
        if let made = children.lazy.compactMap({ $0 as? MovieDetailCoordinator }).first { return made }
        let made = MovieDetailCoordinator(container: container, console: console)
        addChild(made)
        return made
    }
}
