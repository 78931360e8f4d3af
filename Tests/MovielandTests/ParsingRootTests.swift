import Commands
import Testing

@testable import Movieland

/// The app parses a command line with only the commands of the feature it names: the outcome must be the one
/// the whole tree gives, for every feature's commands.
@MainActor
@Suite struct ParsingRootTests {
    private static let lines: [[String]] = [
        ["search", "matrix", "--limit", "10"], ["search", "--genre", "Drama", "--from", "1990", "love"],
        ["--source", "embedded", "detail", "32710"], ["--color=never", "person", "keanu", "--json"],
        ["top", "--limit", "3"], ["watchlist", "add", "the", "matrix"], ["watchlist", "list", "--json"],
        ["catalogue", "status"], ["catalogue", "update", "--without-people"], ["rate", "32710", "8"],
        ["diary", "add", "32710", "--date", "2025-01-02"], ["stats", "--year", "2025"], ["similar", "32710"],
        ["search", "--help"], ["search", "--nope"], ["watchlist", "frobnicate"], ["top", "--limit"],
    ]

    private func outcome(_ arguments: [String], root: CommandSpec) -> String {
        do {
            return "\(try CommandLineParser(root: root, version: MovielandApp.version).parse(arguments))"
        } catch {
            return "usage: \(error.description)"
        }
    }

    /// Whether `root` is the whole tree: only it has the documentation commands.
    private func isWhole(_ root: CommandSpec) -> Bool {
        !outcome(["completion", "bash"], root: root).hasPrefix("usage:")
    }

    @Test func everyFeatureCommandParsesAsTheWholeTreeParsesIt() {
        for arguments in Self.lines {
            let pruned = MovielandApp.parsingRoot(for: arguments)
            #expect(!isWhole(pruned), "\(arguments)")
            #expect(
                outcome(arguments, root: pruned) == outcome(arguments, root: MovielandApp.rootCommand), "\(arguments)")
        }
    }

    @Test func eachFeatureNamesItsCommandsAsItBuildsThem() {
        for feature in MovielandApp.features {
            #expect(feature.commandNames == feature.commands.map(\.name), "\(feature)")
        }
    }

    @Test func anythingElseIsParsedWithTheWholeTree() {
        for arguments in [[], ["--help"], ["--version"], ["help", "search"], ["completion", "bash"], ["serch"]] {
            #expect(isWhole(MovielandApp.parsingRoot(for: arguments)), "\(arguments)")
        }
    }
}
