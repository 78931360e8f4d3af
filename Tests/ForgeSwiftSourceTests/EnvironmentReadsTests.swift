import Testing

@testable import ForgeSwiftSource

/// The variables a test reads by name, which `forge adopt` declares: reads, not the environment a test builds.
@Suite struct EnvironmentReadsTests {
    @Test func readsAreFoundAndAssignmentsAreNot() {
        let source = #"""
            let mode = ProcessInfo.processInfo.environment["PROBE_MODE"]
            if getenv("CI") != nil, environment["DATABASE_URL"] == "x" {}
            var child = ProcessInfo.processInfo.environment
            child["XDG_DATA_HOME"] = "/tmp"
            let home = environment[ "HOME" ]
            let computed = environment[name]
            """#
        #expect(EnvironmentReads.names(in: source) == ["CI", "DATABASE_URL", "PROBE_MODE"])
    }
}
