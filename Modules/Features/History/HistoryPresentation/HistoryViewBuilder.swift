import CatalogueDomainApi
import Common
import DependencyInjection
import HistoryDomain
import Terminal

/// Assembles the History screens from the container.
@MainActor
struct HistoryViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<HistoryViewModel, HistoryView> {
        CommandScreen(viewModel: viewModel(), view: HistoryView(console: console, format: format))
    }

    /// The History tab's screen in interactive mode: the diary.
    func buildTerminalScreen() -> HistoryTerminalScreen {
        HistoryTerminalScreen(viewModel: viewModel())
    }

    private func viewModel() -> HistoryViewModel {
        HistoryViewModel(
            useCases: .init(
                rate: container.rateFilm(), add: container.addViewing(), list: container.listDiary(),
                remove: container.removeViewing(), importer: container.importHistory(),
                exporter: container.exportHistory(), stats: container.computeHistoryStats(),
                recommend: container.recommendFilms(),
                place: container.placeKeptRow(), removeKept: container.removeKeptRow(),
                check: container.checkHistory()))
    }
}
