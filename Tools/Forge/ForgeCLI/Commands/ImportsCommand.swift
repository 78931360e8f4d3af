import Commands
import ForgeDiagnostics
import ForgeLinter
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// `forge imports` on the command line.
enum ImportsCommand {
    enum Arguments {
        static let platforms = Option.strings(
            "platform", choices: BuildPlatform.all.map(\.name), valueName: "name",
            help: "a platform to evaluate #if for (default: this machine's)")
        static let defines = Option.strings("define", valueName: "name", help: "a compilation condition set with -D")
        static let canImport = Option.strings(
            "can-import", valueName: "module", help: "a module canImport finds besides the platform's own")
        static let format = Option.choice(
            "format", default: ImportFormat.text, valueName: "format", help: "the output format (default text)")
    }

    /// `forge imports <path>... [--platform P ...] [--define D ...] [--can-import M ...] [--format F]`; paths are
    /// relative to the current folder.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "imports", summary: "print the imports forge reads in Swift files, and where each is compiled",
            arguments: [
                ArgumentSpec("path", help: "a Swift file or a folder of them", isVariadic: true, completion: .files)
            ],
            options: [
                Arguments.platforms.spec, Arguments.defines.spec, Arguments.canImport.spec, Arguments.format.spec,
            ])
    ) { command, context in
        let platforms = command[Arguments.platforms].compactMap(BuildPlatform.named)
        do throws(ImportListing.MissingPath) {
            let files = try ImportListing(currentDirectory: context.root).imports(
                of: command.argumentList("path"), platforms: platforms.isEmpty ? [.host] : platforms,
                defines: command[Arguments.defines], canImport: command[Arguments.canImport])
            context.output.write(command[Arguments.format].render(files))
            return .success
        } catch {
            context.errors.report(error.finding)
            return .failure
        }
    }
}
