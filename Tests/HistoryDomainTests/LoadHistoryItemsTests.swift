import HistoryDomain
import HistoryDomainApi
import Testing

private struct InMemoryHistoryRepository: HistoryRepository {
    let stored: [HistoryItem]
    let failure: HistoryError?

    func items() async throws(HistoryError) -> [HistoryItem] {
        if let failure { throw failure }
        return stored
    }
}

@Suite struct LoadHistoryItemsTests {
    @Test func listsItemsInTitleOrder() async throws {
        let items = [HistoryItem(id: "1", title: "beta"), HistoryItem(id: "2", title: "Alpha")]
        let useCase = LoadHistoryItems(repository: InMemoryHistoryRepository(stored: items, failure: nil))
        #expect(try await useCase.execute().map(\.title) == ["Alpha", "beta"])
    }

    @Test func passesFailuresOn() async {
        let repository = InMemoryHistoryRepository(stored: [], failure: .unavailable("offline"))
        let useCase = LoadHistoryItems(repository: repository)
        await #expect(throws: HistoryError.unavailable("offline")) { try await useCase.execute() }
    }
}
