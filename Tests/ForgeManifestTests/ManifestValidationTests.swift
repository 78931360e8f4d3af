import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeDiagnostics
@testable import ForgeManifest

/// One test per kind of manifest error: the message, the file and the line:column a person is sent to.
@Suite struct ManifestValidationTests {
    private func core(_ name: String, dependencies: [String] = []) -> String {
        let list = dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\n  \"name\": \"\(name)\",\n  \"kind\": \"core\",\n  \"dependencies\": [\(list)]\n}\n"
    }

    /// A repository with the given core modules (name -> dependencies), folders included.
    private func repository(cores: [(String, [String])]) throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject()
        for (name, dependencies) in cores {
            try repository.write("Manifest/Core/\(name).json", core(name, dependencies: dependencies))
            try repository.makeFolders("Modules/Core/\(name)")
        }
        return repository
    }

    private func only(
        _ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws
        -> Diagnostic
    {
        try #require(
            diagnostics.count == 1, "expected one diagnostic, got \(diagnostics.map(\.description))",
            sourceLocation: sourceLocation)
        return diagnostics[0]
    }

    @Test func validManifestsHaveNoDiagnostics() throws {
        let repository = try repository(cores: [("Networking", []), ("Common", ["Networking"])])
        #expect(repository.diagnostics.isEmpty)
    }

    @Test func malformedJSONPointsAtTheBadCharacter() throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Core/Bad.json", "{\n  \"name\": \"Bad\",\n  \"kind\": core\n}\n")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.file == "Manifest/Core/Bad.json")
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 3, column: 11))
        #expect(diagnostic.message.hasPrefix("malformed JSON: unexpected 'core'"))
    }

    @Test func trailingCommaIsNamed() throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Core/Bad.json", "{\n  \"name\": \"Bad\",\n  \"kind\": \"core\",\n}\n")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 1))
        #expect(diagnostic.message == "malformed JSON: trailing comma before '}'; remove the last ','")
    }

    @Test func unknownKeySuggestsTheClosestOne() throws {
        let repository = try repository(cores: [])
        try repository.makeFolders("Modules/Core/Typo")
        try repository.write(
            "Manifest/Core/Typo.json", "{\n  \"name\": \"Typo\",\n  \"kind\": \"core\",\n  \"dependecies\": []\n}\n")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 3))
        #expect(diagnostic.jsonPath == "$.dependecies")
        #expect(diagnostic.message == "unknown key \"dependecies\" in a module")
        #expect(diagnostic.help?.hasPrefix("did you mean \"dependencies\"?") == true)
    }

    @Test func missingRequiredFieldIsReportedAtTheObject() throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Core/NoName.json", "{\n  \"kind\": \"core\"\n}\n")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 1, column: 1))
        #expect(diagnostic.message == "missing required key \"name\" in a module")
    }

    @Test func aModuleWithoutAKindIsAPlainTargetInSwiftPMsDefaultFolder() throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Plain.json", "{ \"name\": \"Plain\" }")
        #expect(try only(repository.diagnostics).message.hasPrefix("source folder \"Sources/Plain\" does not exist"))
        try repository.makeFolders("Sources/Plain")
        #expect(repository.diagnostics.isEmpty)
    }

    @Test func wrongTypeNamesWhatWasExpectedAndFound() throws {
        let repository = try repository(cores: [])
        try repository.makeFolders("Modules/Core/Shape")
        try repository.write(
            "Manifest/Core/Shape.json",
            "{\n  \"name\": \"Shape\",\n  \"kind\": \"core\",\n  \"dependencies\": \"Common\"\n}\n")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 19))
        #expect(diagnostic.jsonPath == "$.dependencies")
        #expect(diagnostic.message == "expected an array, found a string")
    }

    @Test func invalidKindListsTheValidOnes() throws {
        let repository = try repository(cores: [])
        try repository.makeFolders("Src")
        try repository.write("Manifest/Core/Odd.json", "{ \"name\": \"Odd\", \"kind\": \"cor\", \"path\": \"Src\" }")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 1, column: 26))
        #expect(diagnostic.message == "\"cor\" is not a valid kind")
        #expect(diagnostic.help == "did you mean \"core\"? use one of: core, feature, app, tool, testSupport")
    }

    @Test func duplicateModuleNamesPointAtTheFirstDeclaration() throws {
        let repository = try repository(cores: [("Common", [])])
        try repository.write("Manifest/Core/Common2.json", core("Common"))
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.file == "Manifest/Core/Common2.json")
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 2, column: 11))
        #expect(
            diagnostic.message == "duplicate module name \"Common\" (also declared at Manifest/Core/Common.json:2:11)")
    }

    /// SwiftPM accepts these target names (its module name replaces what an identifier cannot hold with '_').
    @Test(arguments: ["swift-argument-parser", "daily-challenge-reports", "repeat", "struct", "Movie List", "9Lives"])
    func namesSwiftPMAcceptsAreAccepted(name: String) throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Named.json", "{ \"name\": \"\(name)\", \"path\": \"Src\" }")
        try repository.makeFolders("Src")
        #expect(repository.diagnostics.isEmpty, "\(repository.diagnostics.map(\.description))")
    }

    @Test(arguments: [
        ("", "a target name is empty"), ("Tab\\tName", "target name \"Tab\\tName\" has a control character"),
    ])
    func namesSwiftPMRejectsAreRejected(name: String, message: String) throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Named.json", "{ \"name\": \"\(name)\", \"path\": \"Src\" }")
        try repository.makeFolders("Src")
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 1, column: 11))
        #expect(diagnostic.message == message)
    }

    @Test func targetsWhoseModuleNamesCollideAreRejected() throws {
        let repository = try repository(cores: [])
        try repository.write(
            "Manifest/Named.json",
            #"{ "modules": [{ "name": "my-lib", "path": "A" }, { "name": "my_lib", "path": "B" }] }"#)
        try repository.makeFolders("A", "B")
        #expect(
            try only(repository.diagnostics).message == "targets \"my-lib\" and \"my_lib\" both build the module my_lib"
        )
    }

    private func feature(_ feature: String, layer: String = "domain") -> String {
        let name = feature + FeatureLayer(rawValue: layer)!.moduleSuffix
        return
            #"{ "name": "\#(name)", "kind": "feature", "feature": "\#(feature)", "layer": "\#(layer)", "path": "Src/\#(name)" }"#
    }

    @Test func featureNameWithASpaceSuggestsAnIdentifier() throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Bad.json", feature("movie list"))
        try repository.makeFolders("Src/movie listDomain")
        let diagnostic = try only(repository.diagnostics.filter { $0.jsonPath == "$.feature" })
        #expect(diagnostic.message.hasPrefix("feature name \"movie list\" is not a valid Swift identifier"))
        #expect(diagnostic.help?.hasPrefix("rename it to \"MovieList\"") == true)
    }

    @Test func aRenameSuggestionNeverNamesAnExistingModule() throws {
        let repository = try repository(cores: [])
        try repository.write("Manifest/Bad.json", feature("movie list"))
        try repository.write("Manifest/Taken.json", feature("MovieList", layer: "data"))
        try repository.makeFolders("Src/movie listDomain", "Src/MovieListData")
        let diagnostic = try only(repository.diagnostics.filter { $0.jsonPath == "$.feature" })
        #expect(diagnostic.help?.contains("MovieList") == false, "\(diagnostic.help ?? "")")
    }

    @Test func unknownDependencySuggestsAModule() throws {
        let repository = try repository(cores: [("Networking", []), ("Common", ["Netwroking"])])
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.file == "Manifest/Core/Common.json")
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 20))
        #expect(diagnostic.jsonPath == "$.dependencies[0]")
        #expect(diagnostic.message == "unknown module \"Netwroking\"")
        #expect(diagnostic.help == "did you mean \"Networking\"?")
    }

    @Test func selfDependencyIsRejected() throws {
        let repository = try repository(cores: [("Common", ["Common"])])
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.message == "module \"Common\" depends on itself")
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 20))
    }

    @Test func eachCycleIsReportedOnceFromItsSmallestModule() throws {
        let repository = try repository(cores: [
            ("C", ["A"]), ("A", ["B"]), ("B", ["C", "A"]), ("D", ["E"]), ("E", ["D"]),
        ])
        let messages = repository.diagnostics.map(\.message)
        #expect(
            messages == [
                "dependency cycle: A -> B -> A",
                "dependency cycle: A -> B -> C -> A",
                "dependency cycle: D -> E -> D",
            ])
        let first = repository.diagnostics[0]
        #expect(first.file == "Manifest/Core/A.json")
        #expect(first.location == ForgeDiagnostics.SourceLocation(line: 4, column: 20))
    }

    @Test func featureLayerNameMustFollowFeatureAndLayer() throws {
        let repository = try repository(cores: [])
        try repository.makeFolders("Modules/Features/Search/SearchUseCases")
        try repository.write(
            "Manifest/Features/Search.json",
            """
            {
              "name": "SearchUseCases",
              "kind": "feature",
              "feature": "Search",
              "layer": "domain"
            }
            """)
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 2, column: 11))
        #expect(
            diagnostic.message
                == "module \"SearchUseCases\" is the domain layer of feature \"Search\", so it must be named \"SearchDomain\""
        )
    }

    @Test func missingSourceFolderIsReported() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core/Ghost.json", core("Ghost"))
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.message.hasPrefix("source folder \"Modules/Core/Ghost\" does not exist"))
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 2, column: 11))
    }

    @Test func missingResourceIsReportedAtItsEntry() throws {
        let repository = try repository(cores: [])
        try repository.makeFolders("Modules/Core/Assets")
        try repository.write(
            "Manifest/Core/Assets.json",
            "{\n  \"name\": \"Assets\",\n  \"kind\": \"core\",\n  \"resources\": [{ \"path\": \"Data\", \"rule\": \"copy\" }]\n}\n"
        )
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.message == "resource \"Modules/Core/Assets/Data\" does not exist")
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 27))
        #expect(diagnostic.jsonPath == "$.resources[0].path")
    }

    @Test func pathsMayNotLeaveTheRepository() throws {
        let repository = try repository(cores: [])
        try repository.write(
            "Manifest/Core/Out.json", "{ \"name\": \"Out\", \"kind\": \"core\", \"path\": \"../elsewhere\" }")
        #expect(
            try only(repository.diagnostics).message == "source folder \"../elsewhere\" leaves its folder with '..'")
    }

    @Test func onlyToolsMayDependOnTools() throws {
        let repository = try repository(cores: [("App", ["Forge"])])
        try repository.makeFolders("Tools/Forge")
        try repository.write("Manifest/Tools/Forge.json", "{ \"name\": \"Forge\", \"kind\": \"tool\" }")
        #expect(
            try only(repository.diagnostics).message
                == "module \"App\" (kind core) depends on the tool module \"Forge\"")
    }

    @Test func everyErrorIsReportedInOneRun() throws {
        let repository = try repository(cores: [("Common", ["Missing", "Common"])])
        try repository.write("Manifest/Core/Broken.json", "{ \"name\": ")
        try repository.write("Manifest/Core/Typo.json", "{ \"nam\": \"X\", \"kind\": \"core\" }")
        let diagnostics = repository.diagnostics
        #expect(diagnostics.count == 5, "\(diagnostics.map(\.description))")
        #expect(
            Set(diagnostics.map(\.file)) == [
                "Manifest/Core/Common.json", "Manifest/Core/Broken.json", "Manifest/Core/Typo.json",
            ])
    }

    @Test func projectManifestIsValidatedToo() throws {
        let repository = try TemporaryRepository.withProject(
            "{\n  \"name\": \"Sample\",\n  \"swiftToolsVersion\": \"6.0\",\n  \"platforms\": { \"macOs\": \"14\" }\n}\n"
        )
        let diagnostic = try only(repository.diagnostics)
        #expect(diagnostic.file == "Manifest/project.json")
        #expect(diagnostic.location == ForgeDiagnostics.SourceLocation(line: 4, column: 18))
        #expect(diagnostic.message == "unknown platform \"macOs\"")
        #expect(diagnostic.help?.hasPrefix("did you mean \"macOS\"?") == true)
    }
}

/// SwiftPM rejects a target folder inside another's, however far apart they sort.
@Suite struct OverlappingFolderTests {
    @Test func nestedFoldersAreFoundWhateverSortsBetweenThem() throws {
        let repository = try TemporaryRepository.withProject()
        // "X/A-b" sorts between "X/A" and "X/A/c" ('-' < '/'), which hid the overlap from a neighbour check.
        try repository.write(
            "Manifest/Targets.json",
            #"""
            { "modules": [
              { "name": "A", "path": "X/A" },
              { "name": "AB", "path": "X/A-b" },
              { "name": "C", "path": "X/A/c" }
            ] }
            """#)
        try repository.makeFolders("X/A/c", "X/A-b")
        let messages = repository.diagnostics.map(\.message)
        #expect(
            messages == [
                "the folder of \"C\" (X/A/c) is inside the folder of \"A\" (X/A) and both would compile the same files (SwiftPM rejects overlapping sources)"
            ])
    }

    @Test func aSharedFolderIsReportedOnceAtTheLaterDeclaration() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write(
            "Manifest/Targets.json",
            #"{ "modules": [{ "name": "A", "path": "Src" }, { "name": "B", "path": "Src/" }] }"#)
        try repository.makeFolders("Src")
        let diagnostics = repository.diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "the folder of \"B\" (Src) is also the folder of \"A\" and both would compile the same files (SwiftPM rejects overlapping sources)"
            ])
        #expect(diagnostics.first?.jsonPath == "$.modules[1].path")
    }

    @Test func anExcludedOrSeparatelyListedFolderIsNoOverlap() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write(
            "Manifest/Targets.json",
            #"""
            { "modules": [
              { "name": "Outer", "path": "Src", "exclude": ["Inner/"] },
              { "name": "Inner", "path": "Src/Inner" },
              { "name": "One", "path": "Shared", "sources": ["one.swift"] },
              { "name": "Two", "path": "Shared", "sources": ["two.swift", "Two"] }
            ] }
            """#)
        try repository.makeFolders("Src/Inner", "Shared/Two")
        try repository.write("Shared/one.swift", "")
        try repository.write("Shared/two.swift", "")
        #expect(repository.diagnostics.isEmpty, "\(repository.diagnostics.map(\.description))")
    }

    @Test func theAdviceNamesWhatToExclude() throws {
        let repository = try TemporaryRepository.withProject()
        try repository.write(
            "Manifest/Targets.json",
            #"{ "modules": [{ "name": "Outer", "path": "Src", "exclude": ["Other"] }, { "name": "Inner", "path": "Src/Inner" }] }"#
        )
        try repository.makeFolders("Src/Inner")
        let diagnostic = try #require(repository.diagnostics.first)
        #expect(diagnostic.help == "give each target its own folder, or add \"Inner\" to the \"exclude\" of \"Outer\"")
    }
}
