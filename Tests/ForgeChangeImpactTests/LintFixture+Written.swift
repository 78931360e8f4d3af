import Commands
import ForgeSupport
import ForgeTestSupport
import Foundation

/// A command line that runs nothing: these tests read the lint fixture's files, never a command's answer.
private struct NoCommandLine: InProcessCommandLine {
    func run(_ arguments: [String], currentDirectory: URL, output: any TextOutput, errors: any TextOutput) -> ExitStatus
    {
        .success
    }
}

extension LintFixture {
    /// The lint fixture, its files not yet written.
    static func unwritten() throws -> LintFixture { try LintFixture(commandLine: NoCommandLine()) }

    /// Writes the fixture's manifests, rules and sources as they are now.
    func write() throws { _ = try forge([]) }
}
