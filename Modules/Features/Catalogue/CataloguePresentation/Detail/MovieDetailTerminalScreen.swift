import CatalogueDomain
import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// One film in full, scrollable; `w` adds it to the watchlist or removes it, `d` lists its director's films, `p`
/// its people (any of whom can be opened); `m` selects the next film of "more like this" (and shows it) and Enter
/// opens the one selected. Closing hands the change, if any, back to the screen below.
@MainActor
final class MovieDetailTerminalScreen: TerminalScreen {
    var onChange: (@MainActor () -> Void)?
    private(set) var notice: String?
    let viewModel: MovieDetailViewModel
    private let view: MovieDetailView
    private let reference: FilmName
    private var scroll = 0
    /// Lines shown by the last draw: how far a page scrolls.
    private var pageHeight = 10
    /// The membership when the film was shown, to tell whether closing reports a change.
    private var listedWhenShown: Bool?
    private var loading: Task<Void, Never>?
    /// The film of "more like this" that Enter opens, once `m` selected one.
    private var selectedAlike: Int?

    init(viewModel: MovieDetailViewModel, view: MovieDetailView, reference: FilmName) {
        self.viewModel = viewModel
        self.view = view
        self.reference = reference
    }

    var title: String {
        if case .loaded(let detail) = viewModel.state.phase { return MovieText.name(detail.movie) }
        return "Film"
    }

    var keyHints: [KeyHint] {
        [KeyHint("↑↓ PgUp PgDn", "scroll"), KeyHint("w", "watchlist add/remove")]
            + (director == nil ? [] : [KeyHint("d", "the director's films")])
            + (credits.isEmpty ? [] : [KeyHint("p", "people")])
            + (moreLikeThis.isEmpty ? [] : [KeyHint("m", "more like this"), KeyHint("Enter", "open it")])
            + [KeyHint("Esc", "back")]
    }

    /// The films like it the page lists, which `m` selects and Enter opens.
    private var moreLikeThis: [SimilarFilm] {
        if case .loaded(let detail) = viewModel.state.phase { return detail.moreLikeThis }
        return []
    }

    /// The film's people, when the catalogue in use has them.
    private var credits: [Credit] {
        if case .loaded(let detail) = viewModel.state.phase { return detail.credits }
        return []
    }

    /// The film's (first) director, when the catalogue in use credits one.
    private var director: Credit? {
        credits.first { $0.role == .director }
    }

    func appear() {
        guard viewModel.state.phase == .idle else { return }
        let (viewModel, reference) = (self.viewModel, self.reference)
        loading = Task { [weak self] in
            await viewModel.send(.load(reference))
            guard let self else { return }
            if case .loaded(let detail) = viewModel.state.phase { listedWhenShown = detail.isOnWatchlist }
            onChange?()
        }
    }

    /// Waits until the film is loaded (tests use it instead of sleeping).
    func waitForLoad() async {
        await loading?.value
    }

    func handle(_ key: Key) async -> ScreenAction {
        notice = nil
        switch key {
        case .escape, .backspace:
            return .close(result: result)
        case .up:
            scroll = max(0, scroll - 1)
        case .down:
            scroll += 1
        case .pageUp:
            scroll = max(0, scroll - pageHeight)
        case .pageDown:
            scroll += pageHeight
        case .home:
            scroll = 0
        case .end:
            scroll = Int.max / 2  // drawing clamps it to the last page
        case .character("w"):
            await viewModel.send(.toggleWatchlist)
            notice = viewModel.state.watchlistNotice
        case .character("d"):
            guard let director else { return .handled }
            return .open(PageRoute.person(id: director.person.rawValue, name: director.name))
        case .character("p"):
            guard !credits.isEmpty else { return .handled }
            return .open(CreditsRoute.credits(title: title, credits: credits))
        case .character("m"):
            guard !moreLikeThis.isEmpty else { return .handled }
            selectedAlike = selectedAlike.map { ($0 + 1) % moreLikeThis.count } ?? 0
            scroll = Int.max / 2  // "more like this" ends the page: drawing clamps it to the last page
        case .enter:
            guard let selectedAlike, selectedAlike < moreLikeThis.count else { return .ignored }
            return .open(PageRoute.film(id: moreLikeThis[selectedAlike].movieID))
        default:
            return .ignored
        }
        return .handled
    }

    /// The change to hand back, or nil when the membership is what it was.
    private var result: MovieDetailResult? {
        guard case .loaded(let detail) = viewModel.state.phase, let listed = detail.isOnWatchlist,
            listed != listedWhenShown
        else { return nil }
        return MovieDetailResult(
            movieID: detail.movie.id.rawValue, isOnWatchlist: listed, message: viewModel.state.watchlistNotice ?? "")
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        var lines: [String]
        switch viewModel.state.phase {
        case .idle, .loading:
            lines = [painter.paint("Loading…", .muted)]
        case .loaded(let detail):
            let text = view.text(
                detail, width: size.width, painter: painter, addHint: "press w to add it",
                alike: .init(selected: selectedAlike, hint: "Press m to select a film, Enter to open it."))
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
                // Plain lines too wide (the plot) wrap; styled ones were already drawn to fit, and so were the
                // fields and tables, which keep their columns without colour too.
                line.contains("\u{1B}") || DisplayWidth.of(String(line)) <= size.width
                    ? [String(line)] : TextWrap.wrap(String(line), width: size.width)
            }
        case .failed(let error):
            let message = painter.paint(MovieDetailErrorMessages(mode: .interactive).text(for: error), .error)
            let choices = if case .film(let failure) = error { failure.choices } else { [FilmChoice]() }
            lines = [message] + choices.map { TextSanitizer.sanitize("  \($0.movieID)  " + $0.name) }
        }
        pageHeight = size.height
        scroll = min(scroll, max(0, lines.count - size.height))
        return ScreenContent(lines: Array(lines.dropFirst(scroll)))
    }
}
