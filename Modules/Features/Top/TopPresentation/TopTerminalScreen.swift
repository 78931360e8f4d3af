import Common
import DesignSystem
import Terminal
import TopDomain

/// The Top tab: the chart, filtered by genre (`g`) and decade (`d`); Enter opens a film.
@MainActor
final class TopTerminalScreen: TerminalScreen {
    /// The genres `g` cycles through (nil: every genre): those the catalogue in use records, as the last chart
    /// reported them.
    private var genres: [String?] = [nil]
    /// The decades `d` cycles through (nil: all time), up to the 2020s an IMDb import reaches.
    static let decades: [Int?] = [nil] + Array(stride(from: 1920, through: 2020, by: 10))

    let title = "Top"
    var onChange: (@MainActor () -> Void)?
    private(set) var notice: String?
    let viewModel: TopViewModel
    private(set) var criteria: TopChartCriteria
    private var list = SelectableList()
    private var loading: Task<Void, Never>?

    init(viewModel: TopViewModel, criteria: TopChartCriteria = TopChartCriteria(limit: 100)) {
        self.viewModel = viewModel
        self.criteria = criteria
    }

    var keyHints: [KeyHint] {
        [KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "details"), KeyHint("g", "genre"), KeyHint("d", "decade")]
    }

    private var entries: [ChartEntry] {
        if case .loaded(let chart) = viewModel.state.phase { return chart.entries }
        return []
    }

    func appear() {
        if viewModel.state.phase == .idle { reload() }
    }

    private func reload() {
        loading?.cancel()
        let (viewModel, criteria) = (self.viewModel, self.criteria)
        loading = Task { [weak self] in
            await viewModel.send(.load(criteria))
            guard !Task.isCancelled, let self else { return }
            if case .loaded(let chart) = viewModel.state.phase { genres = [nil] + chart.genres }
            list.reset(count: entries.count)
            onChange?()
        }
    }

    /// Waits for the chart being computed (tests use it instead of sleeping).
    func waitForChart() async {
        await loading?.value
    }

    func handle(_ key: Key) async -> ScreenAction {
        notice = nil
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: _ = list.move(for: key)
        case .enter:
            guard let index = list.selection, index < entries.count else { return .handled }
            return .open(PageRoute.film(id: entries[index].movieID))
        case .character("g"):
            criteria.genre = Self.next(after: criteria.genre, in: genres)
            reload()
        case .character("d"):
            criteria.decade = Self.next(after: criteria.decade, in: Self.decades)
            reload()
        default:
            return .ignored
        }
        return .handled
    }

    private static func next<Value: Equatable>(after value: Value?, in cycle: [Value?]) -> Value? {
        let index = cycle.firstIndex(of: value) ?? 0
        return cycle[(index + 1) % cycle.count]
    }

    func receive(_ result: any ScreenResult) {
        notice = result.message
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        let genre = criteria.genre ?? "all genres"
        let decade = criteria.decade.map { "the \($0)s" } ?? "all time"
        var lines = [painter.paint("Top \(criteria.limit): \(genre), \(decade)", .title)]
        switch viewModel.state.phase {
        case .idle, .loading:
            lines.append(painter.paint("Ranking…", .muted))
        case .failed(let error):
            lines.append(painter.paint(TopErrorMessages(mode: .interactive).text(for: error), .error))
        case .loaded(let chart) where chart.entries.isEmpty:
            lines.append("No film with enough votes matches; press g or d for another genre or decade.")
        case .loaded(let chart):
            lines.append(painter.paint(TopView.basis(of: chart) + ".", .muted))
            if TopView.isMarked(chart.entries) { lines += SeenMarks.legendLines(width: size.width, painter: painter) }
            lines.append("")
            lines += list.render(
                TopView.table(chart.entries), width: size.width, height: size.height - lines.count, painter: painter)
        }
        return ScreenContent(lines: lines)
    }
}
