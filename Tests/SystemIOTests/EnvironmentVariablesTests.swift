import Foundation
import Testing

@testable import SystemIO

struct EnvironmentVariablesTests {
    @Test func theProcessesVariablesAreReadWhenAskedFor() {
        // Set after `process` exists: it reads each variable when asked, not once at its start.
        let environment = EnvironmentVariables.process
        setenv("SYSTEMIO_TEST_VARIABLE", "a=b c", 1)
        defer { unsetenv("SYSTEMIO_TEST_VARIABLE") }
        #expect(environment["SYSTEMIO_TEST_VARIABLE"] == "a=b c")
        #expect(environment["SYSTEMIO_NO_SUCH_VARIABLE"] == nil)
        for (name, value) in ProcessInfo.processInfo.environment where name != "SYSTEMIO_TEST_VARIABLE" {
            #expect(environment[name] == value, "\(name)")
        }
    }

    @Test func givenVariablesAreAllThereIs() {
        let environment: EnvironmentVariables = ["HOME": "/home/someone", "HOME ": "x"]
        #expect(environment["HOME"] == "/home/someone")
        #expect(environment["PATH"] == nil)
        #expect(EnvironmentVariables(["A": "1"])["A"] == "1")
    }
}
