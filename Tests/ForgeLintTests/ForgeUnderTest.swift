import ForgeSupport
import ForgeTestSupport

@testable import ForgeGenerate
@testable import ForgeLint

/// The forge commands these tests run in-process: lint and imports, and generate, which `lint --fix` runs after fixing.
let forgeUnderTest = ForgeCommandLine.testing([
    LintCommand.subcommand, ImportsCommand.subcommand, GenerateCommand.subcommand,
])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
