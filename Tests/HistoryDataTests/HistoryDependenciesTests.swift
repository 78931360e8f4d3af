import DependencyInjection
import HistoryData
import HistoryDomain
import Testing

@Suite struct HistoryDependenciesTests {
    @Test func autoRegisterWiresAWorkingUseCase() async throws {
        let container = Container()
        HistoryDependencies.autoRegister(container)
        #expect(try await container.loadHistoryItems().execute().map(\.title) == ["First", "Second"])
    }
}
