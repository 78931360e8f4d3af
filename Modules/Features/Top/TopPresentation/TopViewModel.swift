import Common
import TopDomainApi

/// What the chart screen shows.
public struct TopViewState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case idle
        case loading
        case loaded(TopChart)
        case failed(String)
    }

    public var phase: Phase = .idle
}

public enum TopIntent: Sendable {
    case load(TopChartCriteria)
}

/// Computes a chart and turns the outcome into view state.
@MainActor
public final class TopViewModel: ViewModel<TopViewState, TopIntent> {
    private let topChart: any TopChartUseCase

    public init(topChart: any TopChartUseCase) {
        self.topChart = topChart
        super.init(initialState: TopViewState())
    }

    public override func handle(_ intent: TopIntent) async {
        switch intent {
        case .load(let criteria):
            update { $0.phase = .loading }
            do {
                let chart = try await topChart.execute(criteria)
                update { $0.phase = .loaded(chart) }
            } catch {
                update { $0.phase = .failed(error.description) }
            }
        }
    }
}
