import CatalogueDomain
import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// The films like one, opened from a tab (the History tab's `s`); Enter opens a film as the tab opens films,
/// Esc goes back.
@MainActor
final class SimilarFilmsTerminalScreen: TerminalScreen {
    let title = "Similar"
    var onChange: (@MainActor () -> Void)?
    private let viewModel: SimilarFilmsViewModel
    private let film: FilmName
    private let limit: Int
    private var list = SelectableList()
    private var found: SimilarFilms?
    private var problem: String?
    private var work: Task<Void, Never>?

    init(viewModel: SimilarFilmsViewModel, film: FilmName, limit: Int) {
        self.viewModel = viewModel
        self.film = film
        self.limit = limit
    }

    var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("Enter", "details"), KeyHint("Esc", "back")] }

    func appear() {
        guard found == nil, problem == nil else { return }
        work = Task { [weak self] in await self?.load() }
    }

    /// Waits for the films being found (tests use it instead of sleeping).
    func waitForLoad() async {
        await work?.value
    }

    private func load() async {
        await viewModel.send(.find(film, limit: limit))
        switch viewModel.state.phase {
        case .loaded(let similar):
            found = similar
            list.reset(count: similar.films.count)
        case .failed(let error):
            problem = SimilarFilmsErrorMessages(mode: .interactive).text(for: error)
        case .idle, .loading:
            break
        }
        onChange?()
    }

    func handle(_ key: Key) async -> ScreenAction {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: _ = list.move(for: key)
        case .enter:
            guard let index = list.selection, let film = found?.films[index] else { return .handled }
            return .open(PageRoute.film(id: film.movieID))
        case .escape: return .close(result: nil)
        default: return .ignored
        }
        return .handled
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        if let problem { return ScreenContent(lines: [painter.paint(problem, .error)]) }
        guard let found else { return ScreenContent(lines: [painter.paint("Finding similar films…", .muted)]) }
        var lines = [painter.paint("Films like \(TextSanitizer.sanitize(found.film))", .title)]
        if !found.usedPeople {
            lines.append(painter.paint("By genres, era and ratings: the catalogue has no people.", .muted))
        }
        let marks = SeenMarks(found.marks)
        let marked = marks.isShown(for: found.films.map(\.movieID))
        if marked { lines += SeenMarks.legendLines(width: size.width, painter: painter) }
        let table = Table(
            columns: [
                Table.Column("Title", isFlexible: true, minimumWidth: 10), Table.Column("Year", alignment: .right),
            ]
                + (marked ? [SeenMarks.column] : []) + [Table.Column("Why", isFlexible: true, minimumWidth: 12)],
            rows: found.films.map { film in
                [Table.Cell(film.title), Table.Cell(film.year.map(String.init) ?? "")]
                    + (marked ? [marks.cell(for: film.movieID)] : [])
                    + [Table.Cell(film.reasons.joined(separator: "; "), style: .muted)]
            })
        lines += list.render(table, width: size.width, height: size.height - lines.count, painter: painter)
        return ScreenContent(lines: lines)
    }
}
