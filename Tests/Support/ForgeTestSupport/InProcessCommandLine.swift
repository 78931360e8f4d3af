import Commands
import ForgeSupport
import Foundation

/// A command line the tests run in the test process: forge's, which the CLI tests give (the support knows no
/// command, so the engines' tests do not depend on them).
package protocol InProcessCommandLine {
    /// Runs `arguments` (after the program name) in `currentDirectory` and returns the exit status.
    func run(
        _ arguments: [String], currentDirectory: URL, output: any TextOutput, errors: any TextOutput
    ) -> ExitStatus
}
