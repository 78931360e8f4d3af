import ForgeSupport
import ForgeTestSupport

@testable import ForgeGraphExport

/// The forge commands these tests run in-process: graph.
let forgeUnderTest = ForgeCommandLine.testing([GraphCommand.subcommand])

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
