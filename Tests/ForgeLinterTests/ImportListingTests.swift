import ForgeSwiftSource
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeLinter

/// The import listing called directly: the files a path names, each import and whether it is compiled.
@Suite struct ImportListingTests {
    @Test func everyImportIsListedWithWhetherItIsCompiled() throws {
        let repository = try TemporaryRepository()
        try repository.write(
            "Sources/A.swift",
            "@_spi(Internal) public import struct Kit.Thing\n#if os(macOS)\nimport AppKit\n#else\nimport Glibc\n#endif\n"
        )
        try repository.write("Sources/Notes.txt", "import Ignored\n")
        let files = try ImportListing(currentDirectory: repository.root).imports(
            of: ["Sources"], platforms: [.linux], defines: [], canImport: [])
        #expect(files.map(\.path) == ["Sources/A.swift"])
        let imports = try #require(files.first).imports
        #expect(imports.map(\.item.module) == ["Kit", "AppKit", "Glibc"])
        #expect(imports.map(\.isCompiled) == [true, false, true])
        #expect(imports.map { $0.item.condition?.text } == [nil, "os(macOS)", "!os(macOS)"])
        let kit = imports[0].item
        #expect(kit.kind == "struct" && kit.access == "public" && kit.attributes == ["_spi(Internal)"])
        #expect(kit.location.line == 1 && kit.location.column == 38)
    }

    @Test func aPlatformOrADefineAskedForCompilesItsImports() throws {
        let repository = try TemporaryRepository()
        try repository.write("A.swift", "#if os(macOS)\nimport AppKit\n#elseif FLAG\nimport Flagged\n#endif\n")
        let listing = ImportListing(currentDirectory: repository.root)
        let platforms = [BuildPlatform.linux, try #require(BuildPlatform.named("macOS"))]
        let macOS = try listing.imports(of: ["A.swift"], platforms: platforms, defines: [], canImport: [])
        #expect(macOS.first?.imports.map(\.isCompiled) == [true, false])
        let flagged = try listing.imports(of: ["A.swift"], platforms: [.linux], defines: ["FLAG"], canImport: [])
        #expect(flagged.first?.imports.map(\.isCompiled) == [false, true])
    }

    @Test func aPathThatIsNeitherAFileNorAFolderIsRefused() throws {
        let repository = try TemporaryRepository()
        try repository.write("A.swift", "import Foundation\n")
        #expect(throws: ImportListing.MissingPath(path: "missing.swift")) {
            try ImportListing(currentDirectory: repository.root).imports(
                of: ["A.swift", "missing.swift"], platforms: [.linux], defines: [], canImport: [])
        }
    }
}
