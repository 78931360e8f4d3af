import ForgeSupport
import ForgeTestSupport

@testable import ForgeGraphExport

/// The forge commands these tests run in-process: graph.
let forgeUnderTest = ForgeCommandLine.testing([GraphCommand.subcommand])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
