import ForgeSupport
import ForgeTestSupport

@testable import ForgeKit

extension TemporaryRepository {
    /// Runs the whole of forge's command line in-process on this repository.
    func forge(_ arguments: String...) -> ForgeRun { forge(arguments, with: ForgeCLI.commandLine) }
}
