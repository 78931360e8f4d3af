import Testing

@testable import Commands

@Suite struct CommandLineParserTests {
    private let parser = CommandLineParser(
        root: CommandSpec(
            "movieland", summary: "A movie catalogue on the command line.",
            options: [
                .option(
                    "color", value: .choice(["auto", "always", "never"]), valueName: "when", help: "Colour output.")
            ],
            subcommands: [
                CommandSpec(
                    "search", summary: "Find movies by title.",
                    arguments: [ArgumentSpec("text", help: "words of the title", isVariadic: true)],
                    options: [
                        .option("year", value: .integer(1800...2100), valueName: "Y", help: "Only films from year Y."),
                        .option("genre", valueName: "G", help: "Only films in genre G.", repeatable: true),
                        .option("min-rating", value: .decimal(0...10), valueName: "R", help: "Rated at least R."),
                        .option(
                            "sort", value: .choice(["relevance", "rating", "votes", "year", "title"]), valueName: "key",
                            help: "Order of results."),
                        .option(
                            "limit", short: "n", value: .integer(1...1000), valueName: "N", help: "At most N results."),
                        .flag("json", help: "Print JSON."),
                    ]),
                CommandSpec(
                    "watchlist", summary: "Films to see.",
                    subcommands: [
                        CommandSpec(
                            "add", summary: "Add a film.", arguments: [ArgumentSpec("film", help: "id or title")]),
                        CommandSpec("list", summary: "List the films."),
                    ]),
            ]),
        version: "1.0.0")

    private func run(_ arguments: String...) throws -> ParsedCommand {
        guard case .run(let command) = try parser.parse(arguments) else {
            Issue.record("expected a command")
            throw CancellationError()
        }
        return command
    }

    private func usageError(_ arguments: String...) -> String? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func parsesOptionsFlagsAndVariadicArguments() throws {
        let command = try run(
            "search", "the", "matrix", "--year", "1999", "--genre=Action", "--genre", "Sci-Fi", "-n", "5", "--json")
        #expect(command.path == ["search"])
        #expect(command.argumentList("text") == ["the", "matrix"])
        #expect(command.integer("year") == 1999)
        #expect(command.strings("genre") == ["Action", "Sci-Fi"])
        #expect(command.integer("limit") == 5)
        #expect(command.flag("json"))
        #expect(!command.flag("other"))
    }

    @Test func doubleDashEndsOptions() throws {
        let command = try run("search", "--json", "--", "--not-an-option", "-1")
        #expect(command.argumentList("text") == ["--not-an-option", "-1"])
        #expect(command.flag("json"))
    }

    @Test func globalOptionsApplyToSubcommands() throws {
        let command = try run("watchlist", "add", "Alien", "--color", "never")
        #expect(command.path == ["watchlist", "add"])
        #expect(command.argument("film") == "Alien")
        #expect(command.string("color") == "never")
    }

    @Test func mistakesNameTheArgumentAndSuggestAFix() {
        #expect(usageError("serch", "x") == "unknown command 'serch'; did you mean 'search'?")
        #expect(usageError("search", "x", "--yaer", "1999") == "unknown option '--yaer'; did you mean '--year'?")
        #expect(usageError("search", "x", "-year", "1999") == "unknown option '-year'; did you mean '--year'?")
        #expect(
            usageError("search", "x", "--year", "nineteen")
                == "invalid value 'nineteen' for '--year': expected a whole number")
        #expect(usageError("search", "x", "--limit", "0") == "invalid value '0' for '--limit': expected 1 to 1000")
        #expect(
            usageError("search", "x", "--min-rating", "11") == "invalid value '11' for '--min-rating': expected 0 to 10"
        )
        #expect(
            usageError("search", "x", "--sort", "ratng")
                == "invalid value 'ratng' for '--sort'; did you mean 'rating'? (choose from relevance, rating, votes, year, title)"
        )
        #expect(usageError("search", "x", "--year") == "option '--year' needs a value: --year <Y>")
        #expect(
            usageError("search", "x", "--year", "1990", "--year", "1991") == "option '--year' is given more than once")
        #expect(usageError("search", "x", "--json=yes") == "option '--json' takes no value")
        #expect(usageError("search") == "missing <text>: words of the title")
        #expect(usageError("watchlist", "add", "a", "b") == "unexpected argument 'b'")
        #expect(usageError("watchlist") == "missing a command; choose one of: add, list")
    }

    @Test func usageErrorsPointAtTheRightHelp() {
        do {
            _ = try parser.parse(["watchlist", "add"])
            Issue.record("expected a usage error")
        } catch {
            #expect(error.description.hasPrefix(error.message))
            #expect(error.hint == "Run 'movieland watchlist add --help' for usage.")
        }
    }

    @Test func helpIsGeneratedForEveryCommand() throws {
        #expect(
            try parser.parse(["search", "--help"])
                == .help(
                    """
                    Usage: movieland search <text>... [options]

                    Find movies by title.

                    Arguments:
                      <text>...         words of the title

                    Options:
                      --year <Y>        Only films from year Y.
                      --genre <G>       Only films in genre G.
                      --min-rating <R>  Rated at least R.
                      --sort <key>      Order of results.
                      -n, --limit <N>   At most N results.
                      --json            Print JSON.
                      -h, --help        Show this help.

                    Global options:
                      --color <when>    Colour output.

                    """))
        guard case .help(let rootHelp) = try parser.parse(["--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(
            rootHelp.contains("Commands:\n  search          Find movies by title.\n  watchlist       Films to see."))
        guard case .help(let nested) = try parser.parse(["watchlist", "help", "add"]) else {
            Issue.record("expected help")
            return
        }
        #expect(nested.hasPrefix("Usage: movieland watchlist add <film> [options]"))
    }

    @Test func versionIsPrinted() throws {
        #expect(try parser.parse(["--version"]) == .version("movieland 1.0.0"))
    }
}
