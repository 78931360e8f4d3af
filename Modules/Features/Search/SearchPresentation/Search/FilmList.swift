import CatalogueDomainApi
import Common
import DesignSystem
import Terminal

/// What the keys of a list of films do on the screens that list films (the Search tab, a director's films):
/// move the selection, open the selected film, put it on the watchlist or take it off; and how the list and the
/// line above it are drawn.
@MainActor
enum FilmList {
    /// Moves `list` for a navigation key; false for any other key.
    static func move(_ list: inout SelectableList, for key: Key) -> Bool {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end:
            _ = list.move(for: key)
            return true
        default:
            return false
        }
    }

    /// Opens the selected film's detail screen (nothing to do without a selection).
    static func open(_ list: SelectableList, in movies: [Movie]) -> ScreenAction {
        guard let index = list.selection, index < movies.count else { return .handled }
        return .open(PageRoute.film(id: movies[index].id.rawValue))
    }

    /// Puts the selected film on the watchlist or takes it off; the notice saying which.
    static func toggle(_ list: SelectableList, in movies: [Movie], with viewModel: SearchViewModel) async -> String? {
        guard let index = list.selection, index < movies.count else { return nil }
        await viewModel.send(.toggleWatchlist(movies[index]))
        return viewModel.state.watchlistNotice
    }

    /// The films as the table below `lines`, in what is left of the screen, those you have seen or rated marked.
    static func render(
        _ list: inout SelectableList, movies: [Movie], marks: SeenMarks, below lines: [String], in size: ScreenSize,
        painter: Painter, marksSelection: Bool
    ) -> [String] {
        guard !movies.isEmpty else { return lines }
        return lines
            + list.render(
                SearchView.table(movies, marks: marks), width: size.width, height: size.height - lines.count,
                painter: painter,
                marksSelection: marksSelection)
    }

    /// The line above the films: nothing yet, searching, the failure, or what `loaded` says of the page.
    static func status(
        of viewModel: SearchViewModel, painter: Painter, loaded: (SearchResultPage) -> String
    ) -> String {
        switch viewModel.state.phase {
        case .idle: ""
        case .loading: painter.paint("Searching…", .muted)
        case .failed(let error): painter.paint(SearchErrorMessages(mode: .interactive).text(for: error), .error)
        case .loaded(let page): loaded(page)
        }
    }
}
