import ForgeSupport
import ForgeTestSupport

@testable import ForgeCLI

extension ForgeCommandLine: InProcessCommandLine {}

/// forge's whole command line, run in-process.
let forgeUnderTest = ForgeProgram.commandLine

extension TemporaryRepository {
    /// Runs the whole of forge's command line in-process on this repository.
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
    func forge(_ arguments: [String]) -> ForgeRun { forge(arguments, with: forgeUnderTest) }
}
