import ForgeSupport
import ForgeTestSupport

@testable import ForgeGenerate
@testable import ForgeTest

/// The forge commands these tests run in-process: test, and generate, which writes the packages it runs on.
let forgeUnderTest = ForgeCommandLine.testing([TestCommand.subcommand, GenerateCommand.subcommand])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
