import HistoryDomainApi
import Testing

@Suite struct HistoryItemTests {
    @Test func labelNamesTitleAndId() {
        #expect(HistoryItem(id: "7", title: "Seventh").label == "Seventh (7)")
    }
}
