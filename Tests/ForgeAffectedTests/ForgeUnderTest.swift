import ForgeSupport
import ForgeTestSupport

@testable import ForgeAffected

/// The forge commands these tests run in-process: affected.
let forgeUnderTest = ForgeCommandLine.testing([AffectedCommand.subcommand])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
