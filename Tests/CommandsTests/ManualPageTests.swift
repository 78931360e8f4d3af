import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import Commands

/// The generated page, judged by groff itself: rendered with every warning on, it must warn about nothing.
@Suite(.offThePool) struct ManualPageTests {
    private let page = ManualPage(
        root: ShellCompletionTests.root.offering(.files, forOption: "nothing"), version: "2.1.0",
        exitStatus: [.init("0", "success"), .init("2", "a usage error")],
        environment: [.init("FILMS_HOME", "where the films are (default ~/.films)")],
        files: [.init("~/.films/list.json", "the watchlist")], seeAlso: ["git(1)"])

    private func render(_ roff: String) throws -> BuiltProducts.Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("films-\(UUID().uuidString).1")
        try roff.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try BuiltProducts.runCommand(
            ["groff", "-ww", "-man", "-Tutf8", "-P", "-cbou", file.path], in: FileManager.default.temporaryDirectory)
    }

    @Test func groffRendersItWithoutAWarning() throws {
        let result = try render(page.roff)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.contains("films - Films on the command line."))
    }

    @Test func everyCommandOptionAndSectionIsOnThePage() throws {
        let text = try render(page.roff).output
        for heading in ["SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
            #expect(text.contains("\n\(heading)\n"), "no \(heading) section")
        }
        for command in ["films search", "films list export", "films list clear", "films since"] {
            #expect(text.contains(command), "\(command) is missing")
        }
        for option in ["--sort key", "--genre G", "-n, --limit N", "--json", "--color when", "--base rev", "--help"] {
            #expect(text.contains(option), "\(option) is missing")
        }
        #expect(text.contains("One of: rating, relevance, year."))
        #expect(text.contains("FILMS_HOME"))
        #expect(text.contains("git(1)"))
    }

    @Test func textThatLooksLikeRoffIsPrintedAsWritten() throws {
        let tricky = CommandSpec(
            "tool", summary: "A tool.",
            subcommands: [
                CommandSpec(
                    "run", summary: ".TH is not a request; neither is 'quoted' at the start",
                    discussion: "Back\\slash, a-hyphen and · a middle dot.\n\nExamples:\n  tool run --fast")
            ])
        let result = try render(ManualPage(root: tricky, version: "1", exitStatus: []).roff)
        #expect(result.errors == "")
        #expect(result.output.contains(".TH is not a request"))
        #expect(result.output.contains("Back\\slash, a-hyphen and · a middle dot."))
        #expect(result.output.contains("    tool run --fast"))
    }
}
