import Foundation
import Testing

@testable import ForgeKit

@Suite struct CommandLineTests {
    @Test func unknownCommandIsAUsageErrorWithASuggestion() throws {
        let repository = try TemporaryRepository()
        let result = repository.forge("genrate")
        #expect(result.code == .usage)
        #expect(
            result.errors
                == "forge: unknown command 'genrate'; did you mean 'generate'?\nRun 'forge --help' for usage.\n")
    }

    @Test func unknownOptionNamesTheClosestOne() throws {
        let repository = try TemporaryRepository()
        let result = repository.forge("generate", "--chek")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("forge: unknown option '--chek' for 'generate'; did you mean '--check'?"))
    }

    @Test func missingOptionValueAndExtraArgumentsAreUsageErrors() throws {
        let repository = try TemporaryRepository()
        #expect(repository.forge("validate", "--root").code == .usage)
        #expect(
            repository.forge("validate", "extra").errors.hasPrefix("forge: unexpected argument 'extra' for 'validate'"))
    }

    @Test func helpListsEveryCommand() throws {
        let repository = try TemporaryRepository()
        let result = repository.forge("--help")
        #expect(result.code == .success)
        for command in ForgeCLI.commands { #expect(result.output.contains("  \(command.name) ")) }
        #expect(repository.forge("generate", "--help").output.contains("--check"))
    }

    @Test func missingManifestFolderSaysWhereToRunFrom() throws {
        let repository = try TemporaryRepository()
        let result = repository.forge("validate")
        #expect(result.code == .failure)
        #expect(result.errors.contains("help: run the tool from the repository root, or pass --root"))
    }

    @Test func rootOptionIsResolvedAgainstTheCurrentFolder() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("Generate/minimal")
        let output = BufferedOutput(), errors = BufferedOutput()
        let code = ForgeCLI(
            arguments: ["validate", "--root", repository.root.lastPathComponent],
            currentDirectory: repository.root.deletingLastPathComponent(), output: output, errors: errors
        ).run()
        #expect(code == .success)
        #expect(output.text == "Manifest/ is valid: 1 module, 0 features\n")
    }
}
