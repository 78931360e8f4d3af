import Foundation
import OffThePool
import ProcessRunner
import Testing

/// `movieland completion` and `movieland manual`, from the built binary, loaded into the real shells and groff.
@Suite(.offThePool) struct DocumentationEndToEndTests {
    private let folder = FileManager.default.temporaryDirectory

    private func script(_ shell: ShellCompletions.Shell) throws -> String {
        let result = try BuiltProducts.run("movieland", ["completion", shell.rawValue], in: folder)
        try #require(result.status == 0, "\(result.errors)")
        return result.output
    }

    private func offered(_ shell: ShellCompletions.Shell, _ line: String) throws -> [String] {
        try ShellCompletions.candidates(shell, script: script(shell), program: "movieland", line: line)
    }

    @Test(arguments: ShellCompletions.Shell.allCases.filter(ShellCompletions.isInstalled))
    func tabCompletesCommandsAndTheirValues(shell: ShellCompletions.Shell) throws {
        #expect(try offered(shell, "movieland ").contains("search"))
        #expect(
            Set(try offered(shell, "movieland search --sort ")) == ["relevance", "rating", "votes", "year", "title"])
        #expect(Set(try offered(shell, "movieland --source ")) == ["embedded", "imdb", "omdb", "tmdb"])
        #expect(Set(try offered(shell, "movieland top --genre Co")) == ["Comedy"])
        #expect(Set(try offered(shell, "movieland top --decade 198")) == ["1980s"])
        #expect(Set(try offered(shell, "movieland watchlist ")) == ["add", "remove", "list", "import", "export"])
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try BuiltProducts.run("movieland", ["completion", "tcsh"], in: folder)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("movieland: unknown shell 'tcsh' (bash, zsh or fish)"))
    }

    @Test func theManualRendersWithoutWarningsAndNamesEveryCommand() throws {
        let page = try BuiltProducts.run("movieland", ["manual"], in: folder)
        try #require(page.status == 0)
        let file = folder.appendingPathComponent("movieland-\(UUID().uuidString).1")
        try page.output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let rendered = try BuiltProducts.runCommand(
            ["groff", "-ww", "-man", "-Tutf8", "-P", "-cbou", file.path], in: folder)
        #expect(rendered.errors == "")
        for command in ["movieland search", "movieland watchlist add", "movieland catalogue import", "OMDB_API_KEY"] {
            #expect(rendered.output.contains(command), "\(command) is missing")
        }
    }
}
