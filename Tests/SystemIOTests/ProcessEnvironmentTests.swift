import Foundation
import Testing

@testable import SystemIO

struct ProcessEnvironmentTests {
    @Test func readsTheSameVariablesAsProcessInfo() {
        setenv("SYSTEMIO_TEST_VARIABLE", "a=b c", 1)
        defer { unsetenv("SYSTEMIO_TEST_VARIABLE") }
        let variables = ProcessEnvironment.variables()
        #expect(variables["SYSTEMIO_TEST_VARIABLE"] == "a=b c")
        #expect(variables == ProcessInfo.processInfo.environment)
    }
}
