import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import CatalogueEngine

/// The embedded catalogue is built by Tools/catalogue/build_catalogue.py and read by `CatalogueFile`: the Python
/// builder's struct formats must put every field where `CatalogueLayout` says it is.
@Suite(.offThePool) struct CatalogueLayoutTests {
    private struct BuilderLayout: Decodable {
        let magic: String
        let sizes: [Int]
        let header: [Int]
        let record: [Int]
        let word: [Int]
    }

    /// Each field's byte offset in the builder's `struct` formats (pad bytes skipped), as JSON.
    private static let script = #"""
        import json, re, struct, sys
        sys.path.insert(0, sys.argv[1])
        import build_catalogue as b

        def offsets(fmt):
            out, pos = [], 0
            for count, code in re.findall(r"(\d*)([a-zA-Z?])", fmt[1:]):
                n = int(count) if count else 1
                if code == "x":
                    pos += n
                elif code == "s":
                    out.append(pos)
                    pos += n
                else:
                    for _ in range(n):
                        out.append(pos)
                        pos += struct.calcsize("<" + code)
            return out

        print(json.dumps({"magic": b.MAGIC.decode(), "sizes": [b.HEADER.size, b.RECORD.size, b.WORD.size],
                          "header": offsets(b.HEADER.format), "record": offsets(b.RECORD.format),
                          "word": offsets(b.WORD.format)}))
        """#

    @Test func thePythonBuilderWritesTheLayoutTheAppReads() throws {
        let builder = SourceTree.url(of: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/catalogue")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Python's bytecode cache goes to a temporary folder, never read from or written to Tools/catalogue's
        // __pycache__, which no input of this target declares (`forge test --audit-inputs`).
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pycache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        process.arguments = ["PYTHONPYCACHEPREFIX=\(cache.path)", "python3", "-B", "-c", Self.script, builder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 could not read \(builder.path)/build_catalogue.py")
        let layout = try JSONDecoder().decode(BuilderLayout.self, from: data)
        #expect(Array(layout.magic.utf8) == CatalogueLayout.magic)
        #expect(
            layout.sizes == [CatalogueLayout.headerSize, CatalogueLayout.recordSize, CatalogueLayout.wordSize])
        #expect(Array(layout.header.dropFirst()) == CatalogueLayout.Header.fields)
        #expect(layout.record == CatalogueLayout.Record.fields)
        #expect(layout.word == CatalogueLayout.Word.fields)
    }
}
