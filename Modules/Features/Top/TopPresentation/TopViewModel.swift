import Common
import TopDomain

/// What the chart screen shows.
struct TopViewState: Sendable, Equatable {
    var phase: LoadPhase<TopChart, TopChartError> = .idle
}

enum TopIntent: Sendable {
    case load(TopChartCriteria)
}

/// Computes a chart and turns the outcome into view state.
@MainActor
final class TopViewModel: ViewModel<TopViewState, TopIntent> {
    private let topChart: any ComputeTopChartUseCase

    init(topChart: any ComputeTopChartUseCase) {
        self.topChart = topChart
        super.init(initialState: TopViewState())
    }

    override func handle(_ intent: TopIntent) async {
        switch intent {
        case .load(let criteria):
            await load {
                $0.phase = $1
            } work: { () throws(TopChartError) in
                try await topChart.execute(criteria)
            }
        }
    }
}
