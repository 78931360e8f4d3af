import CatalogueDomainApi
import Common
import DesignSystem
import HistoryDomain
import HistoryDomainApi
import Terminal

/// The History tab in interactive mode: the diary, newest first, read each time the tab shows. Enter opens the
/// film under the cursor, `r` then a digit rates it (1 to 9, 0 for 10), `s` lists the films like it.
@MainActor
final class HistoryTerminalScreen: TerminalScreen {
    let title = "History"
    var onChange: (@MainActor () -> Void)?
    let viewModel: HistoryViewModel
    private var list = SelectableList()
    private var viewings: [Viewing] = []
    /// Each film's rating now, shown in its rows: a rating made with `r` shows at once.
    private var filmRatings: [String: FilmRating] = [:]
    private var problem: String?
    /// A line for the footer: what `r` did.
    private(set) var notice: String?
    /// The film `r` is rating, until a digit or Esc.
    private var rating: Viewing?
    private var work: Task<Void, Never>?

    init(viewModel: HistoryViewModel) {
        self.viewModel = viewModel
    }

    var keyHints: [KeyHint] {
        guard rating == nil else { return [KeyHint("1–9, 0", "rate (0 is 10)"), KeyHint("Esc", "cancel")] }
        return [
            KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "details"), KeyHint("r", "rate"),
            KeyHint("s", "similar films"),
        ]
    }

    func appear() {
        work = Task { [weak self] in await self?.reload() }
    }

    /// Waits for the diary being read or changed (tests use it instead of sleeping).
    func waitForLoad() async {
        await work?.value
    }

    private func reload() async {
        await viewModel.send(.list(.init()))
        switch viewModel.state.phase {
        case .listed(let listed, _):
            viewings = listed.viewings
            filmRatings = listed.ratings
            problem = nil
        case .failed(let error):
            problem = HistoryErrorMessages(mode: .interactive).text(for: error)
        default:
            break
        }
        list.resize(count: viewings.count)
        onChange?()
    }

    func handle(_ key: Key) async -> ScreenAction {
        if let film = rating { return await rate(film, with: key) }
        notice = nil
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: _ = list.move(for: key)
        case .enter:
            guard let viewing = selected else { return .handled }
            return .open(PageRoute.film(id: viewing.movieID))
        case .character("r"):
            rating = selected
        case .character("s"):
            guard let viewing = selected else { return .handled }
            return .open(PageRoute.similarFilms(id: viewing.movieID))
        default:
            return .ignored
        }
        return .handled
    }

    private var selected: Viewing? {
        list.selection.map { viewings[$0] }
    }

    /// The key after `r`: a digit rates the film (0 for 10), anything else cancels.
    private func rate(_ film: Viewing, with key: Key) async -> ScreenAction {
        rating = nil
        guard case .character(let character) = key, let digit = character.wholeNumberValue else {
            notice = "Not rated."
            return .handled
        }
        await viewModel.send(.rate(FilmName(film.movieID, isID: true), .set(.points(digit == 0 ? 10 : digit))))
        switch viewModel.state.phase {
        case .rated(let outcome): notice = HistoryView.sentence(for: outcome)
        case .failed(let error): notice = HistoryErrorMessages(mode: .interactive).text(for: error)
        default: break
        }
        await reload()
        return .handled
    }

    func receive(_ result: any ScreenResult) {
        notice = result.message
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        if let problem { return ScreenContent(lines: [painter.paint(problem, .error)]) }
        guard !viewings.isEmpty else {
            return ScreenContent(lines: [
                "Your diary is empty.", "",
                painter.paint("Log a film with: movieland diary add <film>", .muted),
                painter.paint("or import an export with: movieland diary import <file>", .muted),
            ])
        }
        let header =
            rating.map { painter.paint("Rate \(HistoryView.name($0)): press 1 to 9, or 0 for 10", .accent) }
            ?? painter.paint("\(viewings.count) viewing\(viewings.count == 1 ? "" : "s") in your diary", .title)
        var lines = [header, ""]
        lines += list.render(
            DiaryListView.table(viewings.map(DiaryListView.Entry.viewing), filmRatings: filmRatings),
            width: size.width,
            height: size.height - lines.count, painter: painter)
        return ScreenContent(lines: lines)
    }
}
