import ForgeGeneratedPackages
import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeTestRun

/// A package built to trap a selective runner, in declared mode: a local package outside the repository, a C
/// header found through a header search path outside its target, a build-tool plugin generating code from a
/// file its library excludes, and a module map. Each change below fails `swift test`; a test run must run the
/// target it reaches and fail it too, then skip it again once the change is undone.
@Suite(.offThePool) struct TrustedInputsTests {
    private let folder: TemporaryRepository
    private let app: URL

    init() throws {
        folder = try TemporaryRepository()
        app = folder.root.appendingPathComponent("app")
        try folder.write(
            "jdep/Package.swift",
            "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"jdep\", "
                + "products: [.library(name: \"JDep\", targets: [\"JDep\"])], targets: [.target(name: \"JDep\")])\n")
        try folder.write("jdep/Sources/JDep/JDep.swift", "public let jdep = 1\n")
        try write(
            "Manifest/project.json",
            #"""
            { "name": "Trap", "swiftToolsVersion": "6.1", "swiftLanguageMode": "6", "testInputs": "declared",
              "dependencies": [{ "path": "../jdep" }] }
            """#)
        try write(
            "Manifest/Local.json",
            #"{ "name": "Local", "dependencies": [{ "product": "JDep", "package": "jdep" }], "tests": true }"#)
        try write("Sources/Local/Local.swift", "import JDep\n\npublic let local = jdep\n")
        try write(
            "Manifest/CVendor.json",
            #"{ "name": "CVendor", "cSettings": [{ "headerSearchPath": "../../Vendor/include" }], "tests": true }"#)
        try write("Vendor/include/vendor.h", "#define VENDOR_VALUE 1\n")
        try write("Sources/CVendor/include/cvendor.h", "int cvendor_value(void);\n")
        try write(
            "Sources/CVendor/cvendor.c",
            "#include \"cvendor.h\"\n#include \"vendor.h\"\n\nint cvendor_value(void) { return VENDOR_VALUE; }\n")
        try write("Manifest/CLib.json", #"{ "name": "CLib", "tests": true }"#)
        try write("Sources/CLib/include/one.h", "static inline int clib_value(void) { return 1; }\n")
        try write("Sources/CLib/include/two.h", "static inline int clib_value(void) { return 2; }\n")
        try write("Sources/CLib/include/module.modulemap", Self.moduleMap(header: "one.h"))
        try write("Sources/CLib/anchor.c", "void clib_anchor(void) {}\n")
        try writePlugin()
        for (target, module, check) in [
            ("LocalTests", "Local", "local == 1"), ("CVendorTests", "CVendor", "cvendor_value() == 1"),
            ("CLibTests", "CLib", "clib_value() == 1"), ("GenTests", "Gen", "generatedValue == 1"),
        ] {
            try write(
                "Tests/\(target)/\(target).swift",
                "import \(module)\nimport Testing\n\n@Test func holds() { #expect(\(check)) }\n")
        }
        try #require(try folder.generatePackage(in: "app"))
    }

    private static func moduleMap(header: String) -> String { "module CLib {\n  header \"\(header)\"\n  export *\n}\n" }

    /// A library whose plugin generates `generatedValue` from `value.txt`, which the library excludes.
    private func writePlugin() throws {
        try write(
            "Manifest/Gen.json",
            #"{ "name": "Gen", "exclude": ["value.txt"], "plugins": ["GenerateValue"], "tests": true }"#)
        try write(
            "Manifest/GenerateValue.json",
            #"{ "name": "GenerateValue", "type": "plugin", "capability": "buildTool", "dependencies": ["gen-value"] }"#)
        try write("Manifest/gen-value.json", #"{ "name": "gen-value", "type": "executable" }"#)
        try write("Sources/Gen/value.txt", "1\n")
        try write("Sources/Gen/Gen.swift", "public let genName = \"gen\"\n")
        try write(
            "Sources/gen-value/main.swift",
            #"""
            import Foundation

            let arguments = CommandLine.arguments
            let value = try String(contentsOfFile: arguments[1], encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            try "public let generatedValue = \(value)\n".write(toFile: arguments[2], atomically: true, encoding: .utf8)
            """#)
        try write(
            "Plugins/GenerateValue/plugin.swift",
            #"""
            import PackagePlugin

            @main struct GenerateValue: BuildToolPlugin {
                func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
                    let input = target.directoryURL.appending(path: "value.txt")
                    let output = context.pluginWorkDirectoryURL.appending(path: "Value.swift")
                    return [
                        .buildCommand(
                            displayName: "Generate Value", executable: try context.tool(named: "gen-value").url,
                            arguments: [input.path(), output.path()], inputFiles: [input], outputFiles: [output])
                    ]
                }
            }
            """#)
    }

    private func write(_ path: String, _ content: String) throws { try folder.write("app/" + path, content) }

    private func runTests() -> EngineRun { folder.runTests(in: "app") }

    @Test func everyChangeATestDependsOnRunsItAgainAndFailsAsSwiftTestFails() throws {
        let first = runTests()
        try #require(first.passed, "\(first.childOutput)")
        try #require(first.ran.count == 4, "\(first.ran)")
        let hashed = try SelectiveTestRun(root: app) { _ in }.hash(.init())
        let inputs = ["Local", "CVendor", "Gen"].flatMap { hashed.byName[$0]?.inputs ?? [] }
        #expect(inputs.contains { $0.kind == .localPackage }, "\(inputs)")
        #expect(inputs.contains { $0.name == "Vendor/include/vendor.h" }, "\(inputs)")
        #expect(inputs.contains { $0.name == "Sources/Gen/value.txt" }, "\(inputs)")

        // Each change in turn, kept: the targets changed so far fail, each run again since its failure.
        let changes: [(target: String, change: () throws -> Void, undo: () throws -> Void)] = [
            (
                "LocalTests", { try folder.write("jdep/Sources/JDep/JDep.swift", "public let jdep = 2\n") },
                { try folder.write("jdep/Sources/JDep/JDep.swift", "public let jdep = 1\n") }
            ),
            (
                "CVendorTests", { try write("Vendor/include/vendor.h", "#define VENDOR_VALUE 2\n") },
                { try write("Vendor/include/vendor.h", "#define VENDOR_VALUE 1\n") }
            ),
            ("GenTests", { try write("Sources/Gen/value.txt", "2\n") }, { try write("Sources/Gen/value.txt", "1\n") }),
            // SwiftPM's incremental build keeps the old clang module after this edit; forge builds from clean.
            (
                "CLibTests", { try write("Sources/CLib/include/module.modulemap", Self.moduleMap(header: "two.h")) },
                { try write("Sources/CLib/include/module.modulemap", Self.moduleMap(header: "one.h")) }
            ),
        ]
        for (count, change) in changes.enumerated() {
            try change.change()
            let run = runTests()
            #expect(!run.passed, "\(change.target): \(run.childOutput)")
            #expect(run.failed.contains(change.target), "\(run.failed)")
            #expect(
                run.ran.count == count + 1 && run.failed.count == count + 1 && run.skipped.count == 3 - count,
                "\(run.ran) \(run.failed)")
        }
        // The judge: `swift test` on a clean checkout of the same files fails exactly these targets.
        let judged = try cleanCheckoutTest()
        for change in changes { #expect(judged.contains("\(change.target).swift"), "swift test: \(judged)") }

        for change in changes { try change.undo() }
        let undone = folder.runTests(in: "app") { $0.dryRun = true }
        #expect(undone.ran.isEmpty && undone.skipped.count == 4, "\(undone.ran)")
    }

    /// The failures `swift test` reports in a copy of the repository and its local package with no build
    /// folder: its output's lines that name a failed test.
    private func cleanCheckoutTest() throws -> String {
        let copy = try TemporaryRepository()
        for entry in ["app", "jdep"] {
            try FileManager.default.copyItem(
                at: folder.root.appendingPathComponent(entry), to: copy.root.appendingPathComponent(entry))
        }
        try? FileManager.default.removeItem(at: copy.root.appendingPathComponent("app/.build"))
        let run = try Subprocess.run(["swift", "test", "--package-path", copy.root.appendingPathComponent("app").path])
        #expect(run.status != 0)
        return String(decoding: run.output, as: UTF8.self).split(separator: "\n").filter {
            $0.contains("recorded an issue")
        }.joined(separator: "\n")
    }
}
