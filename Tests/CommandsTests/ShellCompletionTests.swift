import OffThePool
import ProcessRunner
import Testing

@testable import Commands

/// Each generated script loaded into the real shell, which is asked what Tab offers.
@Suite(.offThePool) struct ShellCompletionTests {
    static let root = CommandSpec(
        "films", summary: "Films on the command line.",
        options: [.option("color", value: .choice(["auto", "always", "never"]), valueName: "when", help: "Colour.")],
        subcommands: [
            CommandSpec(
                "search", summary: "Find films: by title.",
                arguments: [ArgumentSpec("text", help: "words of the title", isVariadic: true)],
                options: [
                    .option("sort", value: .choice(["rating", "relevance", "year"]), valueName: "key", help: "Order."),
                    .option("genre", valueName: "G", help: "A genre [repeatable].", repeatable: true),
                    .option("limit", short: "n", value: .integer(1...10), valueName: "N", help: "How many."),
                    .flag("json", help: "Print JSON."),
                ]),
            CommandSpec(
                "list", summary: "The watchlist's films.",
                subcommands: [
                    CommandSpec(
                        "export", summary: "Write it to a file.",
                        arguments: [ArgumentSpec("file", help: "where", completion: .files)]),
                    CommandSpec("clear", summary: "Empty it."),
                ]),
            CommandSpec(
                "since", summary: "Changes since a revision.",
                options: [
                    .option(
                        "base", valueName: "rev", help: "The revision.",
                        completion: .shellCommand("printf '%s\\n' main 'release/1.0'"))
                ]),
        ]
    ).offering(.words(["Comedy", "Drama", "Sci-Fi"]), forOption: "genre")

    static var installedShells: [ShellCompletions.Shell] {
        ShellCompletions.Shell.allCases.filter(ShellCompletions.isInstalled)
    }

    private func offered(_ shell: ShellCompletions.Shell, _ line: String) throws -> Set<String> {
        let script = Shell(rawValue: shell.rawValue)!.completionScript(for: Self.root)
        return Set(try ShellCompletions.candidates(shell, script: script, program: "films", line: line))
    }

    @Test(arguments: installedShells)
    func commandsAndSubcommands(shell: ShellCompletions.Shell) throws {
        #expect(try offered(shell, "films ") == ["search", "list", "since"])
        #expect(try offered(shell, "films se") == ["search"])
        #expect(try offered(shell, "films list ") == ["export", "clear"])
        // Options and their values before the command do not hide it.
        #expect(try offered(shell, "films --color never list ") == ["export", "clear"])
    }

    @Test(arguments: installedShells)
    func optionsIncludeTheInheritedOnes(shell: ShellCompletions.Shell) throws {
        let options = try offered(shell, "films search --")
        #expect(options.isSuperset(of: ["--sort", "--genre", "--limit", "--json", "--color", "--help"]))
        #expect(!options.contains("--base"))
    }

    @Test(arguments: installedShells)
    func knownValues(shell: ShellCompletions.Shell) throws {
        #expect(try offered(shell, "films search --sort ") == ["rating", "relevance", "year"])
        #expect(try offered(shell, "films search --sort re") == ["relevance"])
        #expect(try offered(shell, "films search --genre Drama --genre ") == ["Comedy", "Drama", "Sci-Fi"])
        #expect(try offered(shell, "films since --base ") == ["main", "release/1.0"])
        #expect(try offered(shell, "films search -n 3 --json --sort y") == ["year"])
    }

    @Test(arguments: installedShells.filter { $0 != .fish })
    func valuesAfterAnEqualsSign(shell: ShellCompletions.Shell) throws {
        #expect(try offered(shell, "films --color=al") == ["always"])
    }

    @Test(.enabled(if: ShellCompletions.isInstalled(.fish)))
    func fishOffersValuesAfterAnEqualsSignWithTheOption() throws {
        #expect(try offered(.fish, "films --color=al") == ["--color=always"])
    }

    @Test(arguments: installedShells)
    func filesWhereAPathIsExpected(shell: ShellCompletions.Shell) throws {
        // The shells run in a folder holding the script, named after the program.
        let files = try offered(shell, "films list export ")
        #expect(files.contains { $0.hasPrefix(shell == .zsh ? "_films" : "films.") })
        // Search words are not files (zsh offers the options instead of nothing).
        #expect(try offered(shell, "films search ").allSatisfy { $0.hasPrefix("--") })
    }
}
