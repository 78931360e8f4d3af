import ForgeSupport
import ForgeTestSupport

@testable import ForgeTest

/// The forge commands these tests run in-process: test.
let forgeUnderTest = ForgeCommandLine.testing([TestCommand.subcommand])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}

extension LintFixture {
    /// The sample repository, run with `forgeUnderTest`.
    convenience init(keepingForgeLayers: Bool = false) throws {
        try self.init(keepingForgeLayers: keepingForgeLayers, commandLine: forgeUnderTest)
    }
}
