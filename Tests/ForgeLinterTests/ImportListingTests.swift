import ForgeSupport
import ForgeSwiftSource
import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeLinter

/// The import listing called directly: what the scanner and the evaluator find, in the documented JSON.
@Suite struct ImportListingTests {
    @Test func jsonListsEveryImportWithWhereItIsCompiled() throws {
        let repository = try TemporaryRepository()
        try repository.write(
            "Sources/A.swift",
            "@_spi(Internal) public import struct Kit.Thing\n#if os(macOS)\nimport AppKit\n#else\nimport Glibc\n#endif\n"
        )
        let output = BufferedOutput(), errors = BufferedOutput()
        let code = ImportListing(CommandContext(root: repository.root, output: output, errors: errors))
            .run(paths: ["Sources"], platforms: [.linux], defines: [], canImport: [], format: .json)
        #expect(code == .success, "\(errors.text)")
        let expected =
            #"{"version": 1, "files": [{"path": "Sources/A.swift", "imports": [{"module": "Kit", "line": 1, "column": 38, "kind": "struct", "attributes": ["_spi(Internal)"], "access": "public", "active": true, "condition": null}, {"module": "AppKit", "line": 3, "column": 8, "kind": null, "attributes": [], "access": null, "active": false, "condition": "os(macOS)"}, {"module": "Glibc", "line": 5, "column": 8, "kind": null, "attributes": [], "access": null, "active": true, "condition": "!os(macOS)"}]}]}"#
        let decoded = try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? NSDictionary
        #expect(decoded == (try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary))
        // Laid out as every forge command writes JSON: pretty, keys sorted, a newline at the end.
        #expect(output.text.hasPrefix("{\n  \"files\" : [\n") && output.text.hasSuffix("\"version\" : 1\n}\n"))
    }

    @Test func theFastWriterWritesJSONEncodersBytes() {
        let scanned = SwiftImportScanner().scan(
            Array(
                """
                @_spi(Internal) @testable public import struct Kit.Thing
                #if os(macOS) && !canImport(UIKit)
                import AppKit
                #elseif DEBUG || FLAG_2
                @preconcurrency import Glibc
                #endif
                import Foundation
                """.utf8)
        ).imports
        let odd = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        let report: [(path: String, imports: [(SwiftImportScanner.Import, Bool)])] = [
            (path: "Sources/A.swift", imports: scanned.enumerated().map { ($1, $0 % 2 == 0) }),
            (path: "Sources/Empty.swift", imports: []),
            (path: #"we"ird\/päth\#(odd)\u{7F}🎬.swift"#, imports: Array(scanned.suffix(1).map { ($0, true) })),
        ]
        #expect(scanned.count == 4)
        #expect(ImportsJSON.text(report) == ImportListing.document(report))
        #expect(ImportsJSON.text([]) == ImportListing.document([]))
    }
}
