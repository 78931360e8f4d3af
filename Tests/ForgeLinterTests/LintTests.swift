import ForgeDiagnostics
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeLinter

/// The rules of `Manifest/rules.json`, cycles, imports and suppressions, judged on the sample repository.
@Suite struct LintTests {
    @Test func theFixtureIsClean() throws {
        let report = try #require(try LintFixture().outcome().report)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.moduleCount == 18 && report.fileCount == 18)
    }

    /// Every forbidden cell of the ARCHITECTURE.md table, each seeded alone.
    @Test(arguments: [
        (
            "MoviesPresentation", "MoviesData",
            "Manifest/MoviesPresentation.json:6:20: error: [presentation-sees-no-data] MoviesPresentation depends on MoviesData: presentation never sees data; go through a use case"
        ),
        (
            "MoviesPresentation", "Networking",
            "Manifest/MoviesPresentation.json:6:20: error: [presentation-no-networking] MoviesPresentation depends on Networking: screens do not make requests; a Data module does"
        ),
        (
            "MoviesPresentation", "MusicDomain",
            "Manifest/MoviesPresentation.json:6:20: error: [features-talk-through-domainapi] MoviesPresentation depends on MusicDomain: features reach each other only through a DomainApi"
        ),
        (
            "MoviesPresentation", "MusicDomainApi",
            "Manifest/MoviesPresentation.json:6:20: error: [layer-dependencies] MoviesPresentation depends on MusicDomainApi: no allowed dependency matches Movies presentation -> Music domainApi"
        ),
        (
            "MoviesDomain", "MoviesPresentation",
            "Manifest/MoviesDomain.json:6:20: error: [domain-is-pure] MoviesDomain depends on MoviesPresentation: the domain knows neither screens nor data sources"
        ),
        (
            "MoviesDomain", "MusicDomain",
            "Manifest/MoviesDomain.json:6:20: error: [features-talk-through-domainapi] MoviesDomain depends on MusicDomain: features reach each other only through a DomainApi"
        ),
        (
            "MoviesDomain", "DesignSystem",
            "Manifest/MoviesDomain.json:6:20: error: [only-screens-paint] MoviesDomain depends on DesignSystem: styles and components are for screens; widths, wrapping, sanitising, numbers and dates as text are PlainText's"
        ),
        (
            "MoviesDomainApi", "MusicDomainApi",
            "Manifest/MoviesDomainApi.json:6:20: error: [layer-dependencies] MoviesDomainApi depends on MusicDomainApi: no allowed dependency matches Movies domainApi -> Music domainApi"
        ),
        (
            "MoviesDomainApi", "MoviesDomain",
            "Manifest/MoviesDomainApi.json:6:20: error: [layer-dependencies] MoviesDomainApi depends on MoviesDomain: no allowed dependency matches Movies domainApi -> Movies domain"
        ),
        (
            "MoviesData", "MoviesPresentation",
            "Manifest/MoviesData.json:6:20: error: [layer-dependencies] MoviesData depends on MoviesPresentation: no allowed dependency matches Movies data -> Movies presentation"
        ),
        (
            "MoviesData", "MusicDomainApi",
            "Manifest/MoviesData.json:6:20: error: [layer-dependencies] MoviesData depends on MusicDomainApi: no allowed dependency matches Movies data -> Music domainApi"
        ),
        (
            "MoviesData", "MusicData",
            "Manifest/MoviesData.json:6:20: error: [features-talk-through-domainapi] MoviesData depends on MusicData: features reach each other only through a DomainApi"
        ),
        (
            "Networking", "MoviesDomainApi",
            "Manifest/Networking.json:4:20: error: [core-knows-no-feature] Networking depends on MoviesDomainApi: core modules are reusable and know no feature"
        ),
        (
            "App", "MoviesDomain",
            "Manifest/App.json:5:20: error: [app-composes-presentation-and-data] App depends on MoviesDomain: the app wires Presentation and Data; use cases stay behind them"
        ),
        (
            "MoviesPresentation", "MusicData",
            "Manifest/MoviesPresentation.json:6:20: error: [presentation-sees-no-data] MoviesPresentation depends on MusicData: presentation never sees data; go through a use case"
        ),
        (
            "MoviesDomain", "MusicPresentation",
            "Manifest/MoviesDomain.json:6:20: error: [domain-is-pure] MoviesDomain depends on MusicPresentation: the domain knows neither screens nor data sources"
        ),
        (
            "MoviesDomain", "MoviesData",
            "Manifest/MoviesDomain.json:6:20: error: [domain-is-pure] MoviesDomain depends on MoviesData: the domain knows neither screens nor data sources"
        ),
        (
            "MoviesDomain", "MusicData",
            "Manifest/MoviesDomain.json:6:20: error: [features-talk-through-domainapi] MoviesDomain depends on MusicData: features reach each other only through a DomainApi"
        ),
        (
            "MoviesDomainApi", "MoviesPresentation",
            "Manifest/MoviesDomainApi.json:6:20: error: [domain-is-pure] MoviesDomainApi depends on MoviesPresentation: the domain knows neither screens nor data sources"
        ),
        (
            "MoviesDomainApi", "MusicPresentation",
            "Manifest/MoviesDomainApi.json:6:20: error: [domain-is-pure] MoviesDomainApi depends on MusicPresentation: the domain knows neither screens nor data sources"
        ),
        (
            "MoviesDomainApi", "MusicDomain",
            "Manifest/MoviesDomainApi.json:6:20: error: [features-talk-through-domainapi] MoviesDomainApi depends on MusicDomain: features reach each other only through a DomainApi"
        ),
        (
            "MoviesDomainApi", "MoviesData",
            "Manifest/MoviesDomainApi.json:6:20: error: [domain-is-pure] MoviesDomainApi depends on MoviesData: the domain knows neither screens nor data sources"
        ),
        (
            "MoviesDomainApi", "MusicData",
            "Manifest/MoviesDomainApi.json:6:20: error: [features-talk-through-domainapi] MoviesDomainApi depends on MusicData: features reach each other only through a DomainApi"
        ),
        (
            "MoviesDomainApi", "DesignSystem",
            "Manifest/MoviesDomainApi.json:6:20: error: [only-screens-paint] MoviesDomainApi depends on DesignSystem: styles and components are for screens; widths, wrapping, sanitising, numbers and dates as text are PlainText's"
        ),
        (
            "MoviesData", "MusicPresentation",
            "Manifest/MoviesData.json:6:20: error: [layer-dependencies] MoviesData depends on MusicPresentation: no allowed dependency matches Movies data -> Music presentation"
        ),
        (
            "MoviesData", "MusicDomain",
            "Manifest/MoviesData.json:6:20: error: [features-talk-through-domainapi] MoviesData depends on MusicDomain: features reach each other only through a DomainApi"
        ),
        (
            "Networking", "MoviesPresentation",
            "Manifest/Networking.json:4:20: error: [core-knows-no-feature] Networking depends on MoviesPresentation: core modules are reusable and know no feature"
        ),
        (
            "Networking", "MoviesDomain",
            "Manifest/Networking.json:4:20: error: [core-knows-no-feature] Networking depends on MoviesDomain: core modules are reusable and know no feature"
        ),
        (
            "Networking", "MoviesData",
            "Manifest/Networking.json:4:20: error: [core-knows-no-feature] Networking depends on MoviesData: core modules are reusable and know no feature"
        ),
        (
            "App", "MoviesDomainApi",
            "Manifest/App.json:5:20: error: [app-composes-presentation-and-data] App depends on MoviesDomainApi: the app wires Presentation and Data; use cases stay behind them"
        ),
    ])
    func forbiddenDependenciesAreReported(from: String, to: String, expected: String) throws {
        let fixture = try LintFixture()
        fixture[from].dependencies.insert(to, at: 0)
        let result = try fixture.outcome()
        #expect(result.hasErrors)
        let findings = result.findings.filter {
            !$0.contains("[presentation-never-reaches-data]") && !$0.contains("[dependency-cycle]")
        }
        // One error per edge, at the manifest, naming the import it covers (the fixture imports every dependency).
        let module = fixture[from]
        let folder =
            switch module.kind {
            case "app": "Apps/\(from)"
            case "core": "Modules/Core/\(from)"
            default: "Modules/Features/\(module.feature!)/\(from)"
            }
        #expect(findings == [expected + " (imported at \(folder)/\(from).swift:1)"], "\(result.text)")
    }

    @Test func cyclesOfTwoAndFourAreReportedOnceEach() throws {
        let fixture = try LintFixture()
        fixture.modules += [
            LintFixture.Module(name: "A", kind: "core", dependencies: ["B"]),
            LintFixture.Module(name: "B", kind: "core", dependencies: ["A"]),
            LintFixture.Module(name: "W", kind: "core", dependencies: ["X"]),
            LintFixture.Module(name: "X", kind: "core", dependencies: ["Y"]),
            LintFixture.Module(name: "Y", kind: "core", dependencies: ["Z"]),
            LintFixture.Module(name: "Z", kind: "core", dependencies: ["W"]),
        ]
        let result = try fixture.outcome()
        #expect(result.hasErrors)
        #expect(
            result.findings == [
                "Manifest/A.json:4:20: error: [dependency-cycle] dependency cycle: A -> B -> A",
                "Manifest/W.json:4:20: error: [dependency-cycle] dependency cycle: W -> X -> Y -> Z -> W",
            ])
    }

    @Test func onlyScreensPaintAndScreensOpenAnotherFeaturesPagesThroughARoute() throws {
        let fixture = try LintFixture()
        fixture["DesignSystem"].dependencies = []  // the other way round, as no one would
        fixture["PlainText"].dependencies = ["DesignSystem"]
        fixture["Storage"].dependencies = ["DesignSystem"]
        fixture["MoviesData"].dependencies.insert("DesignSystem", at: 0)
        fixture["MoviesPresentation"].dependencies.insert("MusicPresentation", at: 0)
        let result = try fixture.outcome()
        #expect(result.hasErrors)
        #expect(
            result.findings == [
                "Manifest/MoviesData.json:6:20: error: [only-screens-paint] MoviesData depends on DesignSystem: styles and components are for screens; widths, wrapping, sanitising, numbers and dates as text are PlainText's (imported at Modules/Features/Movies/MoviesData/MoviesData.swift:1)",
                "Manifest/MoviesPresentation.json:6:20: error: [screens-open-pages-through-routes] MoviesPresentation depends on MusicPresentation: a screen opens another feature's page through a route Common defines (PageRoute), which the app resolves; it never imports another feature's screens (imported at Modules/Features/Movies/MoviesPresentation/MoviesPresentation.swift:1)",
                "Manifest/PlainText.json:4:20: error: [text-paints-nothing] PlainText depends on DesignSystem: plain text knows no style; DesignSystem builds on PlainText, never the other way (imported at Modules/Core/PlainText/PlainText.swift:1)",
                "Manifest/Storage.json:4:20: error: [storage-paints-nothing] Storage depends on DesignSystem: a catalogue file knows no style; use PlainText for text (imported at Modules/Core/Storage/Storage.swift:1)",
            ])
    }

    @Test func implicitAndTransitiveOnlyImportsAreReportedWhereTheyAre() throws {
        let fixture = try LintFixture()
        fixture["MoviesPresentation"].sources = [
            "View.swift": "import MoviesDomain\nimport DesignSystem\n\n  import MoviesDomainApi\nimport Ghost\n"
        ]
        let result = try fixture.outcome()
        #expect(
            result.findings == [
                "Modules/Features/Movies/MoviesPresentation/View.swift:4:10: error: [implicit-import] MoviesPresentation imports MoviesDomainApi but does not declare it, and reaches it only through MoviesPresentation -> MoviesDomain -> MoviesDomainApi",
                "Modules/Features/Movies/MoviesPresentation/View.swift:5:8: error: [implicit-import] MoviesPresentation imports Ghost but does not declare it; no module of that name is declared in Manifest/",
            ])
        #expect(
            result.report?.diagnostics.first?.help
                == "add \"MoviesDomainApi\" to the dependencies in Manifest/MoviesPresentation.json")
    }

    @Test func unusedDependencyIsReportedAtTheManifest() throws {
        let fixture = try LintFixture()
        fixture["MoviesData"].sources = ["Repository.swift": "import MoviesDomain\n"]
        let result = try fixture.outcome()
        #expect(
            result.findings == [
                "Manifest/MoviesData.json:6:36: error: [unused-dependency] MoviesData declares Networking but no file of it imports it"
            ])
        #expect(result.report?.diagnostics.first?.help?.hasPrefix("import it where it is used, or remove it;") == true)
    }

    @Test func importsInCommentsStringsAndDisabledBlocksDoNotCount() throws {
        let fixture = try LintFixture()
        fixture["MoviesDomainApi"].sources = [
            "Api.swift": #"""
            import DependencyInjection
            // import Networking
            /* import Networking /* nested */ import DesignSystem */
            let a = "import Networking"
            let b = """
                import Networking
                """
            #if canImport(UIKit)
            import UIKit
            #endif
            """#
        ]
        let result = try fixture.outcome()
        #expect(result.isClean, "\(result.text)")
    }

    @Test func suppressionsNeedAReasonAndMustBeUsed() throws {
        let fixture = try LintFixture()
        fixture["MoviesPresentation"].sources = [
            "View.swift": """
            import MoviesDomain
            import DesignSystem
            // forge:ignore implicit-import -- the API module is being split out (#12)
            import MoviesDomainApi
            import Legacy // forge:ignore implicit-import
            // forge:ignore implicit-import -- nothing to suppress here
            let x = 1
            """
        ]
        #expect(
            try fixture.outcome().findings == [
                "Modules/Features/Movies/MoviesPresentation/View.swift:5:8: error: [implicit-import] MoviesPresentation imports Legacy but does not declare it; no module of that name is declared in Manifest/",
                "Modules/Features/Movies/MoviesPresentation/View.swift:5:15: error: [suppression-without-reason] a suppression needs a reason: // forge:ignore implicit-import -- <why>",
                "Modules/Features/Movies/MoviesPresentation/View.swift:6:1: warning: [unused-suppression] this suppression of \"implicit-import\" matches no finding on line 7",
            ])
    }

    @Test func exceptionsWinAndStaleOnesAreReported() throws {
        let fixture = try LintFixture()
        fixture["MoviesPresentation"].dependencies.insert("Networking", at: 0)
        fixture.rules = fixture.rules.replacingOccurrences(
            of: "\"exceptions\": []",
            with: """
                "exceptions": [
                    { "rule": "presentation-no-networking", "from": "MoviesPresentation", "to": "Networking", "reason": "image loading, until #7" },
                    { "rule": "presentation-sees-no-data", "from": "MoviesPresentation", "to": "MoviesData", "reason": "old" }
                  ]
                """)
        let result = try fixture.outcome()
        #expect(result.isClean)
        let findings = result.findings
        #expect(findings.count == 1)
        #expect(
            findings[0].hasSuffix(
                "warning: [stale-exception] the exception for MoviesPresentation -> MoviesData (presentation-sees-no-data) no longer matches a violation"
            ))
    }

    @Test func missingRequiredDependencyAndRulesMatchingNothing() throws {
        let fixture = try LintFixture()
        fixture["App"].dependencies = ["MoviesPresentation"]
        fixture.rules = fixture.rules.replacingOccurrences(
            of: "\"transitive\": [",
            with:
                "\"transitive\": [\n    { \"id\": \"tools-never-reach-apps\", \"from\": { \"kind\": \"tool\", \"tags\": [\"none\"] }, \"to\": { \"kind\": \"app\" } },"
        )
        let findings = try fixture.outcome().findings
        #expect(
            findings.contains(
                "Manifest/App.json:2:11: error: [app-registers-every-feature] App must depend on MoviesData: the composition root calls every feature's autoRegister and routes to every feature"
            ))
        #expect(
            findings.contains {
                $0.contains("warning: [rule-matches-nothing] rule \"tools-never-reach-apps\" matches no module")
            })
    }

    @Test func transitiveRulesPrintThePath() throws {
        let fixture = try LintFixture()
        fixture.modules.append(
            LintFixture.Module(name: "Images", kind: "core", dependencies: ["MoviesData"], tags: ["ui"]))
        fixture["MoviesPresentation"].dependencies.append("Images")
        let findings = try fixture.outcome().findings
        #expect(
            findings.contains(
                "Manifest/MoviesPresentation.json:2:11: error: [presentation-never-reaches-data] MoviesPresentation reaches MoviesData through MoviesPresentation -> Images -> MoviesData: no chain of dependencies may lead from a screen to a data source"
            ))
    }

    @Test func invalidRulesStopTheLintWithFileAndLine() throws {
        let fixture = try LintFixture()
        fixture.rules = """
            {
              "version": 1,
              "forbiden": [],
              "required": [ { "id": "r", "from": { "layer": "presentaton" }, "to": { "name": "Bad Name" } } ]
            }
            """
        guard case .stopped(.invalidRules(let diagnostics)) = try fixture.outcome().end else {
            Issue.record("invalid rules did not stop the lint")
            return
        }
        let lines = diagnostics.map(\.description)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Manifest/rules.json:3:3: error: unknown key \"forbiden\" in the rules file (at $.forbiden)")
            })
        #expect(lines.contains { $0.hasPrefix("Manifest/rules.json:4:49: error: unknown layer \"presentaton\"") })
        #expect(lines.contains { $0.hasPrefix("Manifest/rules.json:4:82: error: bad name pattern \"Bad Name\"") })
    }
}
