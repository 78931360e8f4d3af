/// Ranks films by IMDb's weighted rating.
public protocol ComputeTopChartUseCase: Sendable {
    /// The chart `criteria` describe, best first.
    func execute(_ criteria: TopChartCriteria) async throws(TopChartError) -> TopChart
}
