import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import SearchDomain
import Terminal

/// The Search tab: a field whose results follow the typing, and the list of films to open.
///
/// Each keystroke cancels the search before it and starts a new one after a short pause, so
/// fast typing runs one search, and a late answer never replaces a newer one.
@MainActor
final class SearchTerminalScreen: TerminalScreen {
    enum Focus: Equatable {
        case field
        case list
    }

    let title = "Search"
    var onChange: (@MainActor () -> Void)?
    private(set) var notice: String?
    let viewModel: SearchViewModel
    private let debounce: Duration
    private let limit: Int
    private(set) var text = ""
    private(set) var focus = Focus.field
    private var list = SelectableList()
    /// The search the last keystroke started, which the next one cancels (tests wait for one, rather than sleep).
    private(set) var pendingSearch: Task<Void, Never>?

    /// `debounce` is the pause after a keystroke before searching; `limit` the films listed.
    init(viewModel: SearchViewModel, debounce: Duration = .milliseconds(120), limit: Int = 100) {
        self.viewModel = viewModel
        self.debounce = debounce
        self.limit = limit
    }

    var capturesText: Bool { focus == .field }

    var keyHints: [KeyHint] {
        switch focus {
        case .field: [KeyHint("type", "search"), KeyHint("↓", "results"), KeyHint("Esc", "leave the field")]
        case .list:
            [
                KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "details"), KeyHint("w", "watchlist add/remove"),
                KeyHint("/", "search field"),
            ]
        }
    }

    private var movies: [Movie] {
        if case .loaded(let page) = viewModel.state.phase { return page.movies }
        return []
    }

    func handle(_ key: Key) async -> ScreenAction {
        notice = nil
        return focus == .field ? handleInField(key) : await handleInList(key)
    }

    private func handleInField(_ key: Key) -> ScreenAction {
        switch key {
        case .character(let character):
            text.append(character)
        case .backspace:
            guard !text.isEmpty else { return .ignored }
            text.removeLast()
        case .down, .enter, .escape:
            focus = .list
            return .handled
        default:
            return .ignored
        }
        searchAfterPause()
        return .handled
    }

    private func handleInList(_ key: Key) async -> ScreenAction {
        switch key {
        case .up where list.selection ?? 0 == 0, .character("/"), .escape, .backspace:
            focus = .field
        case .up, .down, .pageUp, .pageDown, .home, .end:
            _ = list.move(for: key)
        case .enter:
            return FilmList.open(list, in: movies)
        case .character("w"):
            notice = await FilmList.toggle(list, in: movies, with: viewModel)
        default:
            return .ignored
        }
        return .handled
    }

    private func searchAfterPause() {
        pendingSearch?.cancel()
        let query = SearchQuery(text: text, limit: limit)
        let (viewModel, debounce) = (self.viewModel, self.debounce)
        pendingSearch = Task { [weak self] in
            guard query.text.contains(where: { $0.isLetter || $0.isNumber }) else {
                await viewModel.send(.clear)
                self?.resultsChanged()
                return
            }
            try? await Task.sleep(for: debounce)
            guard !Task.isCancelled else { return }
            await viewModel.send(.search(query))
            guard !Task.isCancelled else { return }
            self?.resultsChanged()
        }
    }

    private func resultsChanged() {
        list.reset(count: movies.count)
        onChange?()
    }

    /// Waits for the search the last keystroke started (tests use it instead of sleeping).
    func waitForSearch() async {
        await pendingSearch?.value
    }

    func receive(_ result: any ScreenResult) {
        notice = result.message
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        let prompt = "Search: "
        let field =
            text.isEmpty && focus == .field
            ? painter.paint("type a title: any word order, accents ignored, a typo forgiven", .muted)
            : TextSanitizer.sanitize(text)
        let lines = FilmList.render(
            &list, movies: movies, marks: viewModel.state.marks,
            below: [painter.paint(prompt, .title) + field, status(painter: painter)] + legend(size, painter) + [""],
            in: size, painter: painter, marksSelection: focus == .list)
        let cursor = ScreenContent.Cursor(line: 0, column: prompt.count + DisplayWidth.of(TextSanitizer.sanitize(text)))
        return ScreenContent(lines: lines, cursor: focus == .field ? cursor : nil)
    }

    /// What the marks say, when a film listed is marked.
    private func legend(_ size: ScreenSize, _ painter: Painter) -> [String] {
        guard viewModel.state.marks.isShown(for: movies.map(\.id.rawValue)) else { return [] }
        return SeenMarks.legendLines(width: size.width, painter: painter)
    }

    private func status(painter: Painter) -> String {
        FilmList.status(of: viewModel, painter: painter) { page in
            let quoted = "\"\(TextSanitizer.sanitize(viewModel.state.query?.text ?? text))\""
            guard page.totalCount > 0 else { return "No films match \(quoted)." }
            let count =
                "\(NumberText.grouped(page.totalCount)) \(page.totalCount == 1 ? "film matches" : "films match") \(quoted)"
            return page.totalCount > page.movies.count ? count + ", the best \(page.movies.count) below" : count
        }
    }
}
