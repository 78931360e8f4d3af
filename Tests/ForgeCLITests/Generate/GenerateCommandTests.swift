import ForgeTestSupport
import Foundation
import Testing

/// `forge generate` and `forge validate` as the command line words them: each outcome's lines, on which stream,
/// with which exit code. What the engine decides is tested in ForgeGeneratorTests, on the same fixtures.
@Suite struct GenerateCommandTests {
    private static func fixture(_ name: String) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.copyFixture(name, of: "ForgeGeneratorTests")
        return repository
    }

    @Test func writtenThenUpToDate() throws {
        let repository = try Self.fixture("full")
        #expect(repository.forge("generate") == (.success, "wrote Package.swift (8 modules)\n", ""))
        #expect(repository.forge("generate") == (.success, "Package.swift is up to date (8 modules)\n", ""))
        #expect(repository.forge("generate", "--check") == (.success, "Package.swift is up to date (8 modules)\n", ""))
    }

    @Test func invalidManifestsSayNothingWasChanged() throws {
        let repository = try Self.fixture("minimal")
        try repository.write("Manifest/Strings.json", #"{ "name": "Strings", "kind": "core", "tests": tru }"#)
        for arguments in [["generate"], ["generate", "--check"]] {
            let result = repository.forge(arguments)
            #expect(result.code == .failure)
            #expect(result.output.isEmpty)
            #expect(
                result.errors == """
                    Manifest/Strings.json:1:47: error: malformed JSON: unexpected 'tru'; strings need double quotes, \
                    and the literals are true, false and null
                        help: fix the JSON syntax; an editor using Manifest/*.schema.json shows these as you type
                    1 error in Manifest/
                    Package.swift was not changed; fix the errors above and run again

                    """)
        }
    }

    @Test func aMissingOrStalePackageSwiftIsNamedWithWhatToDo() throws {
        let repository = try Self.fixture("full")
        #expect(
            repository.forge("generate", "--check")
                == (
                    .failure, "",
                    "error: Package.swift does not exist\n    help: run `make generate` and commit the result\n"
                ))
        #expect(repository.forge("generate").code == .success)
        try repository.write("Manifest/Core/Injection.json", #"{ "name": "Injection", "kind": "core" }"#)
        #expect(
            repository.forge("generate", "--check")
                == (
                    .failure, "",
                    """
                    error: Package.swift is stale: it does not match Manifest/
                        out of date: Injection
                        help: run `make generate` and commit Package.swift; never edit it by hand

                    """
                ))
    }

    @Test func onlyTheFormattingDiffers() throws {
        let repository = try Self.fixture("minimal")
        #expect(repository.forge("generate").code == .success)
        try repository.write("Package.swift", try repository.read("Package.swift") + "\n")
        let result = repository.forge("generate", "--check")
        #expect(result.code == .failure)
        #expect(result.errors.contains("\n    the formatting differs (was it edited by hand?)\n"), "\(result.errors)")
    }

    @Test func aHandWrittenPackageSwiftIsPointedToAdoptOrForce() throws {
        let repository = try Self.fixture("minimal")
        try repository.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        #expect(
            repository.forge("generate")
                == (
                    .failure, "",
                    "error: Package.swift was not written by forge; it was left as it is\n"
                        + "    help: run `forge adopt` to turn it into Manifest/ (it keeps the original as "
                        + "Package.swift.orig), or `forge generate --force` to replace it\n"
                ))
        #expect(repository.forge("generate", "--force") == (.success, "wrote Package.swift (1 module)\n", ""))
    }

    @Test func aPackageWithoutManifestsIsPointedToAdoptByEveryCommand() throws {
        let repository = try TemporaryRepository()
        try repository.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        let shown =
            "Manifest: error: no Manifest/ folder in \(repository.root.path)\n"
            + "    help: run `forge adopt` to create it from this package's Package.swift, or pass --root <path to the "
            + "repository>\n"
        for arguments in [["validate"], ["lint"], ["affected", "--base", "HEAD"], ["test", "--dry-run"], ["graph"]] {
            let run = repository.forge(arguments)
            #expect(run.errors.hasPrefix(shown), "\(arguments): \(run.errors)")
        }
    }

    @Test func validateCountsModulesAndFeaturesOrListsTheProblems() throws {
        let repository = try Self.fixture("full")
        #expect(repository.forge("validate") == (.success, "Manifest/ is valid: 8 modules, 1 feature\n", ""))
        try repository.write(
            "Manifest/Core/Injection.json", #"{ "name": "Injection", "kind": "core", "dependencies": ["Injectoin"] }"#)
        let result = repository.forge("validate")
        #expect(result.code == .failure)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasSuffix("\n1 error in Manifest/\n"), "\(result.errors)")
    }
}
