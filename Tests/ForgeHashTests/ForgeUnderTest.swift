import ForgeSupport
import ForgeTestSupport

@testable import ForgeHash

/// The forge commands these tests run in-process: hash.
let forgeUnderTest = ForgeCommandLine.testing([HashCommand.subcommand])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
