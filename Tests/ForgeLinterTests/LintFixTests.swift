import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeLinter

/// The lint's fix rewrites the manifests as a person would, so that lint is clean and SwiftPM still
/// evaluates the package; what it cannot fix stays a finding that says what to do.
@Suite(.offThePool) struct LintFixTests {
    /// Core <- Util <- Feature, with Extra beside them. Feature imports Core without declaring it, declares
    /// Extra without importing it, and its tests import Core too.
    private static func package(projectKeys: String = "") throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject(
            #"{ "name": "Fx", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6"\#(projectKeys) }"#)
        try repository.write("Manifest/Core.json", #"{ "name": "Core" }"#)
        try repository.write("Manifest/Util.json", #"{ "name": "Util", "dependencies": ["Core"] }"#)
        try repository.write("Manifest/Extra.json", #"{ "name": "Extra" }"#)
        try repository.write(
            "Manifest/Feature.json",
            "{\n  \"name\": \"Feature\",\n  \"dependencies\": [\n    \"Util\",\n    \"Extra\"\n  ],\n  \"tests\": true\n}\n"
        )
        try repository.write("Sources/Core/Core.swift", "public let core = 1\n")
        try repository.write("Sources/Util/Util.swift", "import Core\npublic let util = core\n")
        try repository.write("Sources/Extra/Extra.swift", "public let extra = 1\n")
        try repository.write(
            "Sources/Feature/Feature.swift", "import Util\nimport Core\npublic let feature = util + core\n")
        try repository.write(
            "Tests/FeatureTests/FeatureTests.swift", "import Testing\n@testable import Feature\nimport Core\n")
        #expect(repository.generatePackage())
        return repository
    }

    /// The options of a lint that fixes (with `dryRun`, that only works the changes out).
    private static func fixing(dryRun: Bool = false) -> LintRun.Options {
        var options = LintRun.Options()
        options.fix = true
        options.dryRun = dryRun
        return options
    }

    @Test func fixDeclaresImportsAndRemovesUnusedDependenciesKeepingTheLayout() throws {
        let repository = try Self.package()
        #expect(LintRun(repository).run().hasErrors)
        let fixed = LintRun(repository, options: Self.fixing()).run()
        #expect(fixed.isClean, "\(fixed.text)")
        let fix = try #require(fixed.fix)
        #expect(fix.fixedCount == 3 && fix.manifests == ["Manifest/Feature.json"] && fix.warnings.isEmpty)
        guard case .fixed(let generation) = fix.result else {
            Issue.record("not fixed: \(fix.result)")
            return
        }
        #expect(
            generation.outcome == .written && generation.moduleCount == 4 && generation.validated.diagnostics.isEmpty)
        #expect(
            try repository.read("Manifest/Feature.json")
                == "{\n  \"name\": \"Feature\",\n  \"dependencies\": [\n    \"Util\",\n    \"Core\"\n  ],\n  \"tests\": { \"dependencies\": [\"Core\"] }\n}\n"
        )
        #expect(try repository.read("Manifest/Util.json") == #"{ "name": "Util", "dependencies": ["Core"] }"#)
        #expect(LintRun(repository).run().isClean)
        #expect(repository.packageIsCurrent())
        let dumped = try BuiltProducts.runCommand(["swift", "package", "dump-package"], in: repository.root)
        #expect(dumped.status == 0, "\(dumped.errors)")
    }

    @Test func dryRunWorksOutAUnifiedDiffAndChangesNothing() throws {
        let repository = try Self.package()
        let before = try repository.read("Manifest/Feature.json"), package = try repository.read("Package.swift")
        let result = LintRun(repository, options: Self.fixing(dryRun: true)).run()
        // What the fixes fix is left out of the findings.
        #expect(result.isClean && result.findings.isEmpty, "\(result.text)")
        #expect(result.fix?.fixedCount == 3 && result.fix?.manifests == ["Manifest/Feature.json"])
        guard case .dryRun(let diff)? = result.fix?.result else {
            Issue.record("no dry run: \(String(describing: result.fix?.result))")
            return
        }
        #expect(
            diff
                == ("""
                --- a/Manifest/Feature.json
                +++ b/Manifest/Feature.json
                @@ -2,7 +2,7 @@
                   "name": "Feature",
                   "dependencies": [
                     "Util",
                -    "Extra"
                +    "Core"
                   ],
                -  "tests": true
                +  "tests": { "dependencies": ["Core"] }
                 }

                """))
        #expect(try repository.read("Manifest/Feature.json") == before)
        #expect(try repository.read("Package.swift") == package)
    }

    @Test func anImportCompiledOnSomePlatformsIsDeclaredForThem() throws {
        let repository = try Self.package(projectKeys: #", "platforms": { "macOS": "13.0" }"#)
        try repository.write(
            "Sources/Util/Util.swift", "import Core\n#if os(Linux)\nimport Extra\n#endif\npublic let util = core\n")
        #expect(LintRun(repository, options: Self.fixing()).run().isClean)
        #expect(
            try repository.read("Manifest/Util.json")
                == #"{ "name": "Util", "dependencies": ["Core", { "target": "Extra", "condition": { "platforms": ["linux"] } }] }"#
        )
        let dumped = try BuiltProducts.runCommand(["swift", "package", "dump-package"], in: repository.root)
        #expect(dumped.status == 0, "\(dumped.errors)")
    }

    @Test func testTargetsAreFixedWhereTheirManifestDeclaresThem() throws {
        let repository = try Self.package()
        try repository.write(
            "Manifest/Feature.json",
            #"{ "name": "Feature", "dependencies": ["Util", "Core"], "tests": [{ "name": "FeatureTests" }, { "name": "FeatureSlowTests" }] }"#
        )
        try repository.write("Tests/FeatureSlowTests/Slow.swift", "@testable import Feature\nimport Util\n")
        try repository.write(
            "Manifest/UtilChecks.json", #"{ "name": "UtilChecks", "type": "test", "dependencies": [] }"#)
        try repository.write("Tests/UtilChecks/Checks.swift", "import Util\n")
        let result = LintRun(repository, options: Self.fixing()).run()
        #expect(result.isClean, "\(result.text)")
        #expect(
            try repository.read("Manifest/Feature.json")
                == #"{ "name": "Feature", "dependencies": ["Util", "Core"], "tests": [{ "name": "FeatureTests", "dependencies": ["Core"] }, { "name": "FeatureSlowTests", "dependencies": ["Util"] }] }"#
        )
        #expect(
            try repository.read("Manifest/UtilChecks.json")
                == #"{ "name": "UtilChecks", "type": "test", "dependencies": ["Util"] }"#)
    }

    @Test func theBuiltinModuleIsTheCompilersWhenTheTargetAsksForIt() throws {
        let repository = try Self.package()
        try repository.write(
            "Manifest/Extra.json",
            #"{ "name": "Extra", "swiftSettings": [{ "enableExperimentalFeature": "BuiltinModule" }] }"#)
        try repository.write("Sources/Extra/Extra.swift", "import Builtin\npublic let extra = 1\n")
        try repository.write("Sources/Core/Core.swift", "import Builtin\npublic let core = 1\n")
        let result = LintRun(repository).run()
        #expect(!result.text.contains("Extra imports Builtin"))
        #expect(result.text.contains("Core imports Builtin but does not declare it"))
    }

    @Test func anImportThatWouldCloseACycleStaysAFinding() throws {
        let repository = try Self.package()
        try repository.write("Sources/Core/Core.swift", "import Feature\npublic let core = 1\n")
        let result = LintRun(repository, options: Self.fixing()).run()
        #expect(result.hasErrors)
        #expect(result.text.contains("Core imports Feature but does not declare it"))
        #expect(result.text.contains("so declaring it would close a cycle"))
        #expect(try repository.read("Manifest/Core.json") == #"{ "name": "Core" }"#)
        #expect(try repository.read("Manifest/Feature.json").contains("\"Core\""))
    }

    @Test func aProductModuleReachedThroughAnotherProductIsDeclaredFromTheCheckout() throws {
        let repository = try Self.package(projectKeys: #", "dependencies": [{ "path": "Vendor/Kit" }]"#)
        try repository.write(
            "Vendor/Kit/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"]), .library(name: "KitCore", targets: ["KitCore"])],
                targets: [
                    .target(name: "Kit", dependencies: ["KitCore", "KitShims"]), .target(name: "KitCore"),
                    .target(name: "KitShims"),
                ])

            """)
        try repository.write("Vendor/Kit/Sources/Kit/Kit.swift", "@_exported import KitCore\n")
        try repository.write("Vendor/Kit/Sources/KitCore/KitCore.swift", "public let kitCore = 1\n")
        try repository.write("Vendor/Kit/Sources/KitShims/KitShims.swift", "public let kitShims = 1\n")
        try repository.write("Sources/Util/Shims.swift", "import KitShims\n")
        try repository.write(
            "Manifest/Extra.json", #"{ "name": "Extra", "dependencies": [{ "product": "Kit", "package": "kit" }] }"#)
        try repository.write("Sources/Extra/Extra.swift", "import Kit\nimport KitCore\npublic let extra = 1\n")
        let result = LintRun(repository, options: Self.fixing()).run()
        // A module no product provides cannot be declared: it stays a finding that says so.
        #expect(result.hasErrors)
        #expect(
            result.text.contains(
                "Util imports KitShims but does not declare it; it is a module of package kit that none of its products provides"
            ), "\(result.text)")
        #expect(
            try repository.read("Manifest/Extra.json")
                == #"{ "name": "Extra", "dependencies": [{ "product": "Kit", "package": "kit" }, { "product": "KitCore", "package": "kit" }] }"#
        )
    }

    @Test func aModuleOfAPackageNotCheckedOutIsSaidSo() throws {
        let repository = try Self.package(
            projectKeys: #", "dependencies": [{ "url": "https://example.com/acme/swift-log", "from": "1.0.0" }]"#)
        try repository.write("Sources/Extra/Extra.swift", "import Logging\npublic let extra = 1\n")
        let result = LintRun(repository).run()
        #expect(result.text.contains("Extra imports Logging but does not declare it"))
        #expect(result.text.contains("it may come from a package that is not checked out (swift-log)"))
        #expect(result.text.contains("run `swift package resolve`, then forge lint again"))
        #expect(!result.text.contains("no module of that name is declared"))
    }

    @Test func aBaselineAcceptsTodaysFindingsAndFailsOnANewOne() throws {
        let repository = try Self.package()
        var writing = LintRun.Options(), reading = LintRun.Options()
        writing.writeBaseline = "lint-baseline.json"
        reading.baseline = "lint-baseline.json"
        guard
            case .baselineWritten(let baseline, "lint-baseline.json") = LintRun(repository, options: writing).run().end
        else {
            Issue.record("no baseline was written")
            return
        }
        #expect(baseline.findings.count == 3)
        #expect(LintRun(repository, options: reading).run().isClean)
        // An unrelated line above moves every finding of the file; the baseline still holds them.
        try repository.write(
            "Sources/Feature/Feature.swift", "// moved\nimport Util\nimport Core\npublic let feature = util + core\n")
        #expect(LintRun(repository, options: reading).run().isClean)
        try repository.write("Sources/Util/More.swift", "import Extra\n")
        let failing = LintRun(repository, options: reading).run()
        #expect(failing.hasErrors)
        #expect(failing.text.contains("Util imports Extra but does not declare it"))
        #expect(!failing.text.contains("Feature imports Core"))
        try repository.write("Sources/Util/More.swift", "\n")
        try repository.write("Tests/FeatureTests/FeatureTests.swift", "import Testing\n@testable import Feature\n")
        let shrinking = LintRun(repository, options: reading).run()
        #expect(shrinking.isClean)
        guard case .report(_, let match?) = shrinking.end else {
            Issue.record("the baseline was not applied: \(shrinking.end)")
            return
        }
        #expect(match.accepted == 2)
        #expect(
            match.gone.map(\.summary) == [
                "Tests/FeatureTests/FeatureTests.swift: [implicit-import] FeatureTests -> Core"
            ])
        try repository.write("broken.json", "{}")
        reading.baseline = "broken.json"
        guard case .baselineUnreadable(.notABaseline(let path)) = LintRun(repository, options: reading).run().end else {
            Issue.record("a file that is no baseline was read as one")
            return
        }
        #expect(path == repository.root.appendingPathComponent("broken.json").path)
    }
}
