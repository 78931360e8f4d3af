import DependencyInjection
import Foundation
import HistoryDomain
import Testing

@testable import HistoryData

@Suite struct HistoryDependenciesTests {
    @Test func theHistoryIsKeptInTheDataFolderAndTheDiaryListsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = Container()
        HistoryDependencies.autoRegister(container)
        HistoryDependencies.register(dataDirectory: folder, in: container)
        #expect(try await container.listDiary().execute(year: nil).viewings.isEmpty)
        try await container.historyRepository().modify { $0.nextViewingNumber = 5 }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("history.tsv").path))
    }

    @Test func todayIsTheCalendarDayOfTheGivenTime() {
        #expect(HistoryDependencies.today(Date(timeIntervalSince1970: 1_000_000_000)).year == 2001)
    }
}
