import HistoryDomainApi

/// `recommend`: films you have not seen or rated, from your history.
public protocol RecommendFilmsUseCase: Sendable {
    /// The `limit` films your history most points to, and whether people were used.
    func execute(limit: Int) async throws(HistoryError) -> (films: [Recommendation], usedPeople: Bool)
}
