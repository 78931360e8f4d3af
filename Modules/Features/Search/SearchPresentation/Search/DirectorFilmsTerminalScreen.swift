import CatalogueDomainApi
import Common
import DesignSystem
import Terminal

/// The person view: a director's films in the catalogue in use, most voted first, opened with `d` on a film's
/// detail screen from any tab. Enter opens a film, `w` puts it on the watchlist or takes it off, Esc goes back.
@MainActor
final class DirectorFilmsTerminalScreen: TerminalScreen {
    var onChange: (@MainActor () -> Void)?
    private(set) var notice: String?
    let viewModel: SearchViewModel
    /// The director, as the film names them.
    let director: String
    private let limit: Int
    private var list = SelectableList()
    private var loading: Task<Void, Never>?

    /// The films of `director`, the `limit` most voted.
    init(viewModel: SearchViewModel, director: String, limit: Int = 100) {
        self.viewModel = viewModel
        self.director = director
        self.limit = limit
    }

    var title: String { "Films by \(TextSanitizer.sanitize(director))" }

    var keyHints: [KeyHint] {
        [
            KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "details"), KeyHint("w", "watchlist add/remove"),
            KeyHint("Esc", "back"),
        ]
    }

    private var movies: [Movie] {
        if case .loaded(let page) = viewModel.state.phase { return page.movies }
        return []
    }

    func appear() {
        guard viewModel.state.phase == .idle else { return }
        let query = SearchQuery(text: "", director: director, limit: limit)
        let viewModel = self.viewModel
        loading = Task { [weak self] in
            await viewModel.send(.search(query))
            guard let self else { return }
            list.reset(count: movies.count)
            onChange?()
        }
    }

    /// Waits until the films are listed (tests use it instead of sleeping).
    func waitForFilms() async {
        await loading?.value
    }

    func handle(_ key: Key) async -> ScreenAction {
        notice = nil
        if FilmList.move(&list, for: key) { return .handled }
        switch key {
        case .escape, .backspace:
            return .close(result: nil)
        case .enter:
            return FilmList.open(list, in: movies)
        case .character("w"):
            notice = await FilmList.toggle(list, in: movies, with: viewModel)
            return .handled
        default:
            return .ignored
        }
    }

    func receive(_ result: any ScreenResult) {
        notice = result.message
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        let heading = painter.paint("Films by ", .title) + TextSanitizer.sanitize(director)
        let lines = FilmList.render(
            &list, movies: movies, below: [heading, status(painter: painter), ""], in: size, painter: painter,
            marksSelection: true)
        return ScreenContent(lines: lines, cursor: nil)
    }

    private func status(painter: Painter) -> String {
        FilmList.status(of: viewModel, painter: painter) { page in
            guard page.totalCount > 0 else { return "No film of the catalogue in use names this director." }
            let total = NumberText.grouped(page.totalCount)
            let shown = page.totalCount > page.movies.count ? ", the \(page.movies.count) most voted below" : ""
            let note = page.scopeNote.map { " (\(TextSanitizer.sanitize($0)))" } ?? ""
            return "\(total) film\(page.totalCount == 1 ? "" : "s")\(shown)\(note)"
        }
    }
}
