import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal
import WatchlistDomainApi

/// The Watchlist tab: the listed films, read again each time the tab shows (another tab may have
/// changed them); Enter opens a film, `w` takes it off the list.
@MainActor
final class WatchlistTerminalScreen: TerminalScreen {
    let title = "Watchlist"
    var onChange: (@MainActor () -> Void)?
    private(set) var notice: String?
    let viewModel: WatchlistViewModel
    private var entries: [WatchlistEntry] = []
    private var notInCatalogue: Set<String> = []
    private var problem: String?
    private var list = SelectableList()
    private var work: Task<Void, Never>?

    init(viewModel: WatchlistViewModel) {
        self.viewModel = viewModel
    }

    var keyHints: [KeyHint] {
        [KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "details"), KeyHint("w", "remove from the watchlist")]
    }

    func appear() {
        work = Task { [weak self] in await self?.reload() }
    }

    /// Reads the list and keeps the selection where it was, as far as the list still reaches.
    private func reload() async {
        await viewModel.send(.list)
        switch viewModel.state.phase {
        case .listed(let listed):
            entries = listed
            notInCatalogue = viewModel.state.idsNotInCatalogue
            problem = nil
        case .failed(let error):
            problem = WatchlistErrorMessages(mode: .interactive).text(for: error)
        default:
            break
        }
        list.resize(count: entries.count)
        onChange?()
    }

    /// Waits for the list being read or changed (tests use it instead of sleeping).
    func waitForWork() async {
        await work?.value
    }

    func handle(_ key: Key) async -> ScreenAction {
        notice = nil
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: _ = list.move(for: key)
        case .enter:
            guard let index = list.selection else { return .handled }
            let entry = entries[index]
            // An id from another source means nothing to this catalogue: the film is looked up by title and year.
            return .open(
                notInCatalogue.contains(entry.movieID)
                    ? PageRoute.filmTitled(entry.title, year: entry.year)
                    : PageRoute.film(id: entry.movieID))
        case .character("w"):
            guard let index = list.selection else { return .handled }
            await viewModel.send(.remove(FilmName(entries[index].movieID, isID: true)))
            switch viewModel.state.phase {
            case .removed(let entry): notice = TextSanitizer.sanitize(WatchlistChange.removed(entry).description)
            case .failed(let error): notice = WatchlistErrorMessages(mode: .interactive).text(for: error)
            default: break
            }
            await reload()
        default:
            return .ignored
        }
        return .handled
    }

    func receive(_ result: any ScreenResult) {
        notice = result.message
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        if let problem { return ScreenContent(lines: [painter.paint(problem, .error)]) }
        guard !entries.isEmpty else {
            return ScreenContent(lines: [
                "Your watchlist is empty.", "",
                painter.paint("Find a film in the Search or Top tab, open it and press w to add it.", .muted),
            ])
        }
        var lines = [
            painter.paint("\(entries.count) film\(entries.count == 1 ? "" : "s") on your watchlist", .title),
            entries.contains { notInCatalogue.contains($0.movieID) }
                ? painter.paint(WatchlistView.notInCatalogueNote, .muted) : "",
        ]
        lines += list.render(
            WatchlistView.table(entries, notInCatalogue: notInCatalogue), width: size.width,
            height: size.height - lines.count, painter: painter)
        return ScreenContent(lines: lines)
    }
}
