import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// The person view: someone's films in the catalogue in use, most voted first, each with the part they had,
/// opened from a film's people on its detail screen in any tab. Enter opens a film, `w` puts it on the
/// watchlist or takes it off, Esc goes back.
@MainActor
final class PersonTerminalScreen: TerminalScreen {
    var onChange: (@MainActor () -> Void)?
    private(set) var notice: String?
    let viewModel: PersonViewModel
    private let id: PersonID
    /// The person, as the film names them.
    let name: String
    private var list = SelectableList()
    private var loading: Task<Void, Never>?

    init(viewModel: PersonViewModel, id: PersonID, name: String) {
        self.viewModel = viewModel
        self.id = id
        self.name = name
    }

    var title: String { TextSanitizer.sanitize(name) }

    var keyHints: [KeyHint] {
        [
            KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "details"), KeyHint("w", "watchlist add/remove"),
            KeyHint("Esc", "back"),
        ]
    }

    private var entries: [Filmography.Entry] {
        if case .loaded(let filmography) = viewModel.state.phase { return filmography.entries }
        return []
    }

    func appear() {
        guard viewModel.state.phase == .idle else { return }
        let (viewModel, id) = (self.viewModel, self.id)
        loading = Task { [weak self] in
            await viewModel.send(.loadID(id))
            guard let self else { return }
            list.reset(count: entries.count)
            onChange?()
        }
    }

    /// Waits until the films are listed (tests use it instead of sleeping).
    func waitForFilms() async {
        await loading?.value
    }

    func handle(_ key: Key) async -> ScreenAction {
        notice = nil
        if list.move(for: key) { return .handled }
        switch key {
        case .escape, .backspace:
            return .close(result: nil)
        case .enter:
            guard let index = list.selection, index < entries.count else { return .handled }
            return .open(PageRoute.film(id: entries[index].movie.id.rawValue))
        case .character("w"):
            guard let index = list.selection, index < entries.count else { return .handled }
            await viewModel.send(.toggleWatchlist(entries[index].movie))
            notice = viewModel.state.watchlistNotice
            return .handled
        default:
            return .ignored
        }
    }

    func receive(_ result: any ScreenResult) {
        notice = result.message
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        let heading = painter.paint(TextSanitizer.sanitize(name), .title) + painter.paint("  \(id.rawValue)", .muted)
        let lines = [heading, status(painter: painter), ""]
        guard !entries.isEmpty else { return ScreenContent(lines: lines, cursor: nil) }
        let table = PersonView.table(entries)
        let rows = list.render(
            table, width: size.width, height: size.height - lines.count, painter: painter, marksSelection: true)
        return ScreenContent(lines: lines + rows, cursor: nil)
    }

    private func status(painter: Painter) -> String {
        switch viewModel.state.phase {
        case .idle: return ""
        case .loading: return painter.paint("Loading…", .muted)
        case .failed(let error): return painter.paint(PersonErrorMessages(mode: .interactive).text(for: error), .error)
        case .loaded(let filmography):
            let count = filmography.entries.count
            let roles = CreditRole.allCases.filter { role in filmography.entries.contains { $0.credit.role == role } }
            return "\(NumberText.grouped(count)) credit\(count == 1 ? "" : "s") as "
                + roles.map(\.rawValue).joined(separator: ", ") + ", most voted first"
        }
    }
}
