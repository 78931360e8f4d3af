import ForgeSwiftSource
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeCLI
@testable import ForgeLinter

/// `forge imports`: a line per import or the documented JSON, and its errors.
@Suite struct ImportsCommandTests {
    /// `source` scanned as the file at `path`, its imports compiled or not in turn.
    private static func listing(_ path: String, _ source: String) -> ImportListing.File {
        let scanned = SwiftImportScanner().scan(Array(source.utf8)).imports
        return ImportListing.File(
            path: path, imports: scanned.enumerated().map { ImportListing.Import(item: $1, isCompiled: $0 % 2 == 0) })
    }

    @Test func theTextIsALinePerImportWithItsCondition() {
        let file = Self.listing("A.swift", "import Kit\n#if os(macOS)\nimport AppKit\n#endif\n")
        #expect(
            ImportFormat.text.render([file]) == "A.swift:1:8: Kit\nA.swift:3:8: AppKit (not compiled) #if os(macOS)\n")
    }

    @Test func theFastWriterWritesJSONEncodersBytes() {
        let source = """
            @_spi(Internal) @testable public import struct Kit.Thing
            #if os(macOS) && !canImport(UIKit)
            import AppKit
            #elseif DEBUG || FLAG_2
            @preconcurrency import Glibc
            #endif
            import Foundation
            """
        let odd = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        let files = [
            Self.listing("Sources/A.swift", source), Self.listing("Sources/Empty.swift", ""),
            Self.listing(#"we"ird\/päth\#(odd)\u{7F}🎬.swift"#, "import Foundation\n"),
        ]
        #expect(files[0].imports.count == 4)
        #expect(ImportFormat.json.render(files) == ImportsDocument.text(files))
        #expect(ImportsJSON.text([]) == ImportsDocument.text([]))
    }

    @Test func aMissingPathIsAnErrorAndAnUnknownPlatformAUsageError() throws {
        let repository = try TemporaryRepository()
        let missing = repository.forge("imports", "missing.swift")
        #expect(missing.code == .failure)
        #expect(
            missing.errors
                == "error: missing.swift: no such file or folder\n    help: give Swift files or folders that hold them\n"
        )
        let unknown = repository.forge("imports", ".", "--platform", "beos")
        #expect(unknown.code == .usage)
        #expect(unknown.errors.contains("invalid value 'beos' for '--platform' (choose from linux, macOS"))
    }
}
