import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

/// The built `forge` binary, run as a process: output streams and exit codes as CI sees them.
@Suite(.offThePool) struct ForgeEndToEndTests {
    @Test func generateThenCheckExitsZero() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("full", of: "ForgeGeneratorTests")
        let generate = try BuiltProducts.run("forge", ["generate"], in: repository.root)
        #expect(generate.status == 0)
        #expect(generate.output == "wrote Package.swift (8 modules)\n")
        #expect(generate.errors.isEmpty)
        let check = try BuiltProducts.run("forge", ["generate", "--check"], in: repository.root)
        #expect(check.status == 0)
    }

    @Test func invalidManifestsExitOneWithDiagnosticsOnStandardError() throws {
        let repository = try TemporaryRepository()
        try repository.copyFixture("minimal", of: "ForgeGeneratorTests")
        try repository.write(
            "Manifest/Strings.json", #"{ "name": "Strings", "kind": "core", "dependencies": ["Strngs"] }"#)
        let result = try BuiltProducts.run("forge", ["validate"], in: repository.root)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.errors == """
                Manifest/Strings.json:1:55: error: unknown module "Strngs" (at $.dependencies[0])
                    help: did you mean "Strings"?
                1 error in Manifest/

                """)
    }

    @Test func usageErrorExitsTwo() throws {
        let repository = try TemporaryRepository()
        let result = try BuiltProducts.run("forge", ["--bogus"], in: repository.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("unknown option '--bogus'"))
    }

    @Test(arguments: ShellCompletions.Shell.allCases.filter(ShellCompletions.isInstalled))
    func tabCompletesCommandsOptionsAndValues(shell: ShellCompletions.Shell) throws {
        let repository = try TemporaryRepository()
        let script = try BuiltProducts.run("forge", ["completion", shell.rawValue], in: repository.root)
        try #require(script.status == 0)
        func offered(_ line: String) throws -> Set<String> {
            Set(try ShellCompletions.candidates(shell, script: script.output, program: "forge", line: line))
        }
        #expect(try offered("forge ").isSuperset(of: ["lint", "generate", "affected", "graph", "completion"]))
        #expect(try offered("forge lint --format ") == ["text", "json", "github"])
        #expect(try offered("forge graph --format m") == ["make", "mermaid"])
        #expect(try offered("forge scaffold ") == ["feature"])
        #expect(try offered("forge affected --sh").contains("--shard"))
    }
}
