import Commands
import ForgeSupport

extension ForgeCommandLine {
    /// A forge command line with only `commands`, for the tests of the modules that declare them.
    package static func testing(_ commands: [ForgeSubcommand]) -> ForgeCommandLine {
        ForgeCommandLine(
            commands: commands, version: "test", summary: "forge's commands under test",
            manual: { ManualPage(root: $0, version: "test", exitStatus: []) })
    }
}
