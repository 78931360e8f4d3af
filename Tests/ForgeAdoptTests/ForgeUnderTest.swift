import ForgeSupport
import ForgeTestSupport

@testable import ForgeAdopt
@testable import ForgeGenerate
@testable import ForgeLint

/// The forge commands these tests run in-process: adopt, and generate, validate and lint on what it wrote.
let forgeUnderTest = ForgeCommandLine.testing([
    AdoptCommand.subcommand, GenerateCommand.subcommand, GenerateCommand.validateSubcommand, LintCommand.subcommand,
])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
