import ForgeSupport
import ForgeSwiftSource
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeLinter

/// What the lint knows about platforms, module maps and dependencies it cannot see used, on plain SwiftPM targets.
@Suite(.offThePool) struct LintPlatformTests {
    /// A package with the given project fields, targets (name -> manifest fields) and files.
    private func lint(
        project: String = "", targets: [String: String], files: [String: String], platforms: [BuildPlatform]? = nil
    ) throws -> LintOutcome {
        let repository = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6"\#(project) }"#)
        for (name, fields) in targets {
            try repository.write("Manifest/\(name).json", #"{ "name": "\#(name)"\#(fields) }"#)
        }
        for (path, content) in files { try repository.write(path, content) }
        return LintRun(repository, platforms: platforms).run()
    }

    @Test func importsCompiledOnNoCheckedPlatformAreIgnored() throws {
        let result = try lint(
            targets: ["App": ""],
            files: [
                "Sources/App/main.swift":
                    "#if os(macOS)\nimport AppKitHelpers\n#elseif DEBUG\nimport DebugTools\n#endif\n"
            ])
        // Linux only (the package declares no platform): the macOS branch is never compiled; DEBUG is SwiftPM's.
        #expect(
            result.findings == [
                "Sources/App/main.swift:4:8: error: [implicit-import] App imports DebugTools (compiled on linux) but does not declare it; no module of that name is declared in Manifest/"
            ])
    }

    @Test func declaredPlatformsAreCheckedAndNamed() throws {
        let result = try lint(
            project: #", "platforms": { "macOS": "14.0" }"#, targets: ["App": ""],
            files: ["Sources/App/main.swift": "#if os(macOS)\nimport AppKitHelpers\nimport AppKit\n#endif\n"])
        // AppKit is macOS's own; the other module is not declared anywhere.
        #expect(
            result.findings == [
                "Sources/App/main.swift:2:8: error: [implicit-import] App imports AppKitHelpers (compiled on macOS) but does not declare it; no module of that name is declared in Manifest/"
            ])
        let linuxOnly = try lint(
            project: #", "platforms": { "macOS": "14.0" }"#, targets: ["App": ""],
            files: ["Sources/App/main.swift": "#if os(macOS)\nimport AppKitHelpers\n#endif\n"],
            platforms: [.linux])
        #expect(linuxOnly.isClean, "\(linuxOnly.text)")
    }

    @Test func aSystemLibraryIsImportedByItsModuleMapName() throws {
        let targets = [
            "CZlib": #", "type": "systemLibrary", "pkgConfig": "zlib""#,
            "App": #", "dependencies": ["CZlib"]"#,
        ]
        var files = [
            "Sources/CZlib/module.modulemap": "module zlibLinux [system] {\n    header \"shim.h\"\n    link \"z\"\n}\n",
            "Sources/CZlib/shim.h": "#include <zlib.h>\n",
            "Sources/App/main.swift": "import zlibLinux\n",
        ]
        let clean = try lint(targets: targets, files: files)
        #expect(clean.isClean, "\(clean.text)")
        files["Sources/App/main.swift"] = "import CZlib\n"
        let wrong = try lint(targets: targets, files: files)
        // The target name is not a module: the import is undeclared, and the real module is unused.
        #expect(
            wrong.findings.contains { $0.contains("App imports CZlib but does not declare it") }, "\(wrong.text)")
        #expect(wrong.findings.contains { $0.contains("App declares CZlib but no file of it imports it") })
    }

    @Test func aDependencyImportedOnlyForAnotherPlatformIsUsedAndFixKeepsItBuilding() throws {
        let repository = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6" }"#)
        try repository.write("Manifest/WindowsShims.json", #"{ "name": "WindowsShims" }"#)
        try repository.write("Manifest/App.json", #"{ "name": "App", "dependencies": ["WindowsShims"] }"#)
        try repository.write("Sources/WindowsShims/Shims.swift", "public let shim = 1\n")
        try repository.write(
            "Sources/App/App.swift", "#if os(Windows)\nimport WindowsShims\n#endif\n\npublic let app = 1\n")
        try #require(repository.generatePackage())
        var fixing = LintRun.Options()
        fixing.fix = true
        let fixed = LintRun(repository, options: fixing).run()
        #expect(fixed.isClean, "\(fixed.text)")
        #expect(try repository.read("Manifest/App.json").contains("WindowsShims"))
        let built = try Subprocess.run(["swift", "build", "--package-path", repository.root.path])
        #expect(built.status == 0, "\(String(decoding: built.output, as: UTF8.self))")
    }

    @Test func aMacroTargetUsedThroughExternalMacroIsUsed() throws {
        let result = try lint(
            targets: [
                "StringifyMacros": #", "type": "macro""#, "Stringify": #", "dependencies": ["StringifyMacros"]"#,
            ],
            files: [
                "Sources/StringifyMacros/StringifyMacro.swift": "public struct StringifyMacro {}\n",
                "Sources/Stringify/Stringify.swift": #"""
                @freestanding(expression)
                public macro stringify<T>(_ value: T) -> (T, String) =
                    #externalMacro(module: "StringifyMacros", type: "StringifyMacro")
                """#,
            ])
        #expect(!result.text.contains("declares StringifyMacros but no file of it imports it"), "\(result.text)")
    }

    @Test func externalModulesNeedNoDependency() throws {
        let result = try lint(
            project: #", "externalModules": ["SystemCrypto"]"#, targets: ["App": ""],
            files: ["Sources/App/main.swift": "import SystemCrypto\n"])
        #expect(result.isClean, "\(result.text)")
    }

    @Test func aLinkOnlyDependencyIsNeverUnused() throws {
        let targets = [
            "LiveStore": "",
            "App": #", "dependencies": [{ "target": "LiveStore", "linkOnly": true }]"#,
        ]
        let files = ["Sources/LiveStore/Store.swift": "struct Store {}\n", "Sources/App/main.swift": "print(1)\n"]
        let result = try lint(targets: targets, files: files)
        #expect(result.isClean, "\(result.text)")
    }

    @Test func productModulesCanBeNamedInTheManifest() throws {
        let result = try lint(
            project: #", "dependencies": [{ "url": "https://github.com/apple/swift-nio.git", "from": "2.0.0" }]"#,
            targets: [
                "App":
                    #", "dependencies": [{ "product": "NIO", "package": "swift-nio", "modules": ["NIOCore", "NIOPosix"] }]"#
            ],
            files: ["Sources/App/main.swift": "import NIOCore\nimport NIOPosix\n"])
        #expect(result.isClean, "\(result.text)")
    }

    @Test func anExcludeWithATrailingSlashIsHonoured() throws {
        let result = try lint(
            targets: ["App": #", "exclude": ["Generated/"]"#],
            files: ["Sources/App/main.swift": "print(1)\n", "Sources/App/Generated/Old.swift": "import Ghost\n"])
        #expect(result.isClean, "\(result.text)")
    }

    @Test func aProductProvidesTheModulesItsPackageSaysWhenThePackageIsOnDisk() throws {
        let kit = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Kit", products: [.library(name: "Kit", targets: ["KitCore", "kit-extras"])],
                targets: [.target(name: "KitCore"), .target(name: "kit-extras")])

            """
        let project = #", "dependencies": [{ "path": "Deps/Kit" }]"#
        let targets = ["App": #", "dependencies": [{ "product": "Kit", "package": "Kit" }]"#]
        let files = [
            "Deps/Kit/Package.swift": kit, "Deps/Kit/Sources/KitCore/Core.swift": "public let core = 1\n",
            "Deps/Kit/Sources/kit-extras/Extras.swift": "public let extras = 1\n",
            "Sources/App/main.swift": "import KitCore\nimport kit_extras\n",
        ]
        let result = try lint(project: project, targets: targets, files: files)
        #expect(result.isClean, "\(result.text)")
    }

    @Test func anUndeclaredProductModuleIsNamedWithItsProduct() throws {
        let result = try lint(
            project: #", "dependencies": [{ "url": "https://github.com/apple/swift-log.git", "from": "1.5.0" }]"#,
            targets: [
                "Core": #", "dependencies": [{ "product": "Logging", "package": "swift-log" }]"#,
                "App": #", "dependencies": ["Core"]"#,
            ],
            files: [
                "Sources/Core/Core.swift": "import Logging\n",
                "Sources/App/main.swift": "import Core\nimport Logging\n",
            ])
        #expect(
            result.findings == [
                "Sources/App/main.swift:2:8: error: [implicit-import] App imports Logging but does not declare it; it comes from the product Logging of package swift-log"
            ])
        #expect(
            result.text.contains(
                #"help: add { "product": "Logging", "package": "swift-log" } to the dependencies in Manifest/App.json"#)
        )
    }
}
