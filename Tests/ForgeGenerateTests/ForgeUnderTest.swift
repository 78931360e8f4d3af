import ForgeSupport
import ForgeTestSupport

@testable import ForgeGenerate

/// The forge commands these tests run in-process: generate and validate.
let forgeUnderTest = ForgeCommandLine.testing([GenerateCommand.subcommand, GenerateCommand.validateSubcommand])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
