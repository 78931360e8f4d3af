import ForgeSupport
import ForgeTestSupport

@testable import ForgeGenerate
@testable import ForgeGraphExport
@testable import ForgeLint
@testable import ForgeScaffold

/// The forge commands these tests run in-process: scaffold, and what checks a scaffolded repository (generate, validate, lint, graph).
let forgeUnderTest = ForgeCommandLine.testing([
    ScaffoldCommand.subcommand, GenerateCommand.subcommand, GenerateCommand.validateSubcommand, LintCommand.subcommand,
    GraphCommand.subcommand,
])

extension TemporaryRepository {
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
