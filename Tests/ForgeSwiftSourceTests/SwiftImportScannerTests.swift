import Testing

@testable import ForgeDiagnostics
@testable import ForgeSwiftSource

@Suite struct SwiftImportScannerTests {
    private let scanner = SwiftImportScanner()

    private func modules(_ source: String) -> [String] {
        scanner.scan(Array(source.utf8)).imports.map(\.module)
    }

    /// The imports compiled on this machine's platform.
    private func activeModules(_ source: String) -> [String] {
        let evaluator = ConditionEvaluator(platform: .host)
        return scanner.scan(Array(source.utf8)).imports.filter { evaluator.isActive(all: $0.conditions) }.map(\.module)
    }

    @Test func findsEveryFormOfImport() {
        let source = """
            import Foundation
            @testable import Networking
            @preconcurrency import Dispatch
            @_exported import Common
            @_spi(Internal) import DesignSystem
            public import SearchDomainApi
            internal import struct WatchlistDomain.WatchlistEntry
            import class Top.TopCoordinator; import func Glibc.exit
            import Core.Submodule
            """
        #expect(
            modules(source) == [
                "Foundation", "Networking", "Dispatch", "Common", "DesignSystem", "SearchDomainApi", "WatchlistDomain",
                "Top", "Glibc", "Core",
            ])
    }

    @Test func reportsLineAndColumn() {
        let imports = scanner.scan(Array("// header\n\n    @testable import Alpha\n".utf8)).imports
        #expect(
            imports == [
                SwiftImportScanner.Import(
                    module: "Alpha", location: ForgeDiagnostics.SourceLocation(line: 3, column: 22),
                    attributes: ["testable"])
            ])
    }

    @Test func ignoresCommentsAndStrings() {
        let source = #"""
            // import Hidden1
            /* import Hidden2 /* nested */ import Hidden3 */
            let text = "import Hidden4"
            let raw = #"import Hidden5 "quoted" \(x)"#
            let multi = """
                import Hidden6
                \(value("import Hidden7"))
                """
            import Visible
            """#
        #expect(modules(source) == ["Visible"])
    }

    @Test func recordsTheConditionsOfEachBranch() {
        let source = """
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(Darwin)
            import Darwin
            #else
            import Glibc
            #endif
            #if os(Linux)
            import LinuxOnly
            #else
            import OtherOnly
            #endif
            #if !canImport(UIKit)
            import NotUIKit
            #endif
            """
        #expect(activeModules(source) == ["FoundationNetworking", "Glibc", "LinuxOnly", "NotUIKit"])
        let imports = scanner.scan(Array(source.utf8)).imports
        #expect(imports.allSatisfy { $0.isConditional })
        #expect(
            imports.map { $0.condition?.text } == [
                "canImport(FoundationNetworking)", "canImport(UIKit)", "!canImport(UIKit) && canImport(Darwin)",
                "!canImport(UIKit) && !canImport(Darwin)", "os(Linux)", "!os(Linux)", "!canImport(UIKit)",
            ])
    }

    @Test func identifiersNamedLikeKeywordsAreNotImports() {
        #expect(modules("let importance = 1\nfoo.import(x)\nlet x = y; import Real\n") == ["Real"])
    }

    @Test func readsSuppressions() {
        let source = """
            // forge:ignore implicit-import -- migrating in #42
            import Legacy
            import Other // forge:ignore implicit-import
            """
        let suppressions = scanner.scan(Array(source.utf8)).suppressions
        #expect(
            suppressions == [
                SwiftImportScanner.Suppression(
                    rule: "implicit-import", reason: "migrating in #42", targetLine: 2,
                    location: ForgeDiagnostics.SourceLocation(line: 1, column: 1)),
                SwiftImportScanner.Suppression(
                    rule: "implicit-import", reason: nil, targetLine: 3,
                    location: ForgeDiagnostics.SourceLocation(line: 3, column: 14)),
            ])
    }
}
