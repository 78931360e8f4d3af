import Common
import TopDomain
import TopDomainApi

/// What the chart screen shows.
struct TopViewState: Sendable, Equatable {
    var phase: LoadPhase<TopChart> = .idle
}

enum TopIntent: Sendable {
    case load(TopChartCriteria)
}

/// Computes a chart and turns the outcome into view state.
@MainActor
final class TopViewModel: ViewModel<TopViewState, TopIntent> {
    private let topChart: any ComputeTopChartUseCase
    private let messages: TopErrorMessages

    init(topChart: any ComputeTopChartUseCase, mode: PresentationMode) {
        self.topChart = topChart
        self.messages = TopErrorMessages(mode: mode)
        super.init(initialState: TopViewState())
    }

    override func handle(_ intent: TopIntent) async {
        switch intent {
        case .load(let criteria):
            await load(\.phase, describe: messages.text(for:)) { () throws(TopChartError) in
                try await topChart.execute(criteria)
            }
        }
    }
}
