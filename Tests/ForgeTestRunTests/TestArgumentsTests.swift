import Testing

@testable import ForgeTestRun

/// `forge test -- <arguments>`: `swift build` gets the build's, `swift test` every one.
@Suite struct TestArgumentsTests {
    @Test func swiftTestsOwnOptionsNeverReachTheBuild() {
        let arguments = TestArguments([
            "-c", "release", "--parallel", "--filter", "Core", "--skip=Slow", "-Xswiftc", "-DFAST", "--num-workers",
            "2",
            "--xunit-output", "out.xml",
        ])
        #expect(arguments.build == ["-c", "release", "-Xswiftc", "-DFAST"])
        #expect(arguments.all.count == 12)
        #expect(arguments.selectsTests)
        #expect(arguments.xunitOutput == "out.xml")
    }

    @Test func buildArgumentsAloneSelectNothing() {
        let arguments = TestArguments(["--configuration", "release", "--traits", "Fast"])
        #expect(arguments.build == arguments.all)
        #expect(!arguments.selectsTests)
        #expect(arguments.xunitOutput == nil)
    }
}
