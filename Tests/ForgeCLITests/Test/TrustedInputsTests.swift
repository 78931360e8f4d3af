import ForgeSupport
import ForgeTestSupport
import Foundation
import Testing

/// A package built to trap a selective runner, in declared mode: a local package outside the repository, a C
/// header found through a header search path outside its target, a build-tool plugin generating code from a
/// file its library excludes, and a module map. Each change below fails `swift test`; `forge test` must run the
/// target it reaches and fail it too, then skip it again once the change is undone.
@Suite struct TrustedInputsTests {
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
        try #require(folder.forge(["generate", "--root", app.path]).code == .success)
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

    private func forgeTest() -> ForgeRun { folder.forge(["test", "--root", app.path]) }

    @Test func everyChangeATestDependsOnRunsItAgainAndFailsAsSwiftTestFails() throws {
        let first = forgeTest()
        try #require(first.code == .success, "\(first.output)\(first.errors)")
        try #require(first.output.contains("ran 4, failed 0"), "\(first.output)")
        let explained = folder.forge(["hash", "--root", app.path, "--explain", "Local", "CVendor", "Gen"])
        #expect(explained.output.contains("localPackage"), "\(explained.output)")
        #expect(explained.output.contains("Vendor/include/vendor.h"), "\(explained.output)")
        #expect(explained.output.contains("Sources/Gen/value.txt"), "\(explained.output)")

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
            let run = forgeTest()
            #expect(run.code == .failure, "\(change.target): \(run.output)\(run.errors)")
            #expect(run.output.contains("failed \(change.target)"), "\(run.output)")
            #expect(run.output.contains("ran \(count + 1), failed \(count + 1), skipped \(3 - count)"), "\(run.output)")
        }
        // The judge: `swift test` on a clean checkout of the same files fails exactly these targets.
        let judged = try cleanCheckoutTest()
        for change in changes { #expect(judged.contains("\(change.target).swift"), "swift test: \(judged)") }

        for change in changes { try change.undo() }
        let undone = folder.forge(["test", "--root", app.path, "--dry-run"])
        #expect(undone.output.contains("would run 0"), "\(undone.output)")
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
