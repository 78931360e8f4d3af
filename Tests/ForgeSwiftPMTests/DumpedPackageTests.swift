import Foundation
import OffThePool
import Testing

@testable import ForgeSwiftPM

/// `DumpedPackage` reads `dump-package`'s shapes, keeps shapes forge has no word for by name, and says where
/// output it cannot read went wrong. The adopt fixtures read real dumps of every feature; these are the edges.
@Suite(.offThePool) struct DumpedPackageTests {
    private func package(targets: String = "[]", products: String = "[]") throws -> DumpedPackage {
        let json = """
            {"name": "P", "toolsVersion": {"_version": "6.0.0"}, "targets": \(targets), "products": \(products),
             "dependencies": [], "platforms": [], "traits": [], "pkgConfig": null, "providers": null}
            """
        return try DumpedPackage(json: Data(json.utf8))
    }

    @Test func targetDependenciesKeepTheirConditionsAndAliases() throws {
        let dumped = try package(
            targets: """
                [{"name": "A", "type": "regular", "dependencies": [
                  {"byName": ["B", null]},
                  {"target": ["C", {"platformNames": ["linux"], "config": null}]},
                  {"product": ["NIO", "swift-nio", {"NIO": "NIO2"}, {"platformNames": [], "traits": ["T"]}]},
                  {"macroProduct": ["M"]}]}]
                """)
        let dependencies = try #require(dumped.targets.first?.dependencies)
        #expect(dependencies[0] == .byName("B", condition: nil))
        #expect(
            dependencies[1]
                == .target("C", condition: DumpedPackage.Condition(platformNames: ["linux"], config: nil, traits: nil)))
        #expect(
            dependencies[2]
                == .product(
                    "NIO", package: "swift-nio", moduleAliases: ["NIO": "NIO2"],
                    condition: DumpedPackage.Condition(platformNames: [], config: nil, traits: ["T"])))
        #expect(dependencies[3] == .unsupported("macroProduct"))
        #expect(dumped.toolsVersion == "6.0.0")
        #expect(!dumped.isSystemLibraryPackage)
    }

    @Test func productKindsForgeHasNoWordForAreKeptByName() throws {
        let dumped = try package(
            products: """
                [{"name": "L", "type": {"library": ["static"]}, "targets": ["A"]},
                 {"name": "M", "type": {"macro": null}, "targets": ["A"]}]
                """)
        #expect(dumped.products.map(\.kind) == [.library(linkage: "static"), .unsupported("macro")])
    }

    @Test func settingsReadTextListsAndSecondArguments() throws {
        let dumped = try package(
            targets: """
                [{"name": "A", "type": "regular", "settings": [
                  {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Onone"]}}},
                  {"tool": "swift", "kind": {"treatWarning": {"_0": "Deprecated", "_1": "error"}}},
                  {"tool": "swift", "kind": {"strictMemorySafety": {}}}]}]
                """)
        let settings = try #require(dumped.targets.first?.settings)
        #expect(settings.map(\.kind) == ["unsafeFlags", "treatWarning", "strictMemorySafety"])
        #expect(settings[0].firstValues == ["-Onone"] && settings[0].firstValue == nil)
        #expect(settings[1].firstValue == "Deprecated" && settings[1].secondValue == "error")
    }

    @Test func unreadableOutputSaysWhereAndWhatToDo() {
        #expect {
            try package(targets: #"[{"name": "A", "type": "regular"}, {"name": 7, "type": "regular"}]"#)
        } throws: { error in
            let message = (error as? DumpPackage.Failure)?.message ?? ""
            return message.contains("at $.targets[1].name") && message.contains("update forge")
        }
    }
}
