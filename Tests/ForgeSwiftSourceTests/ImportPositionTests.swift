import Foundation
import OffThePool
import Testing

@testable import ForgeSwiftSource

/// Every string and comment form the lexer knows, each followed by an import, at several nestings, written to
/// files and read by forge and by the compiler (`swiftc -dump-parse`, once for all of them): forge must put each
/// import's module name where the compiler does, line and column (columns in UTF-8 bytes, as the compiler's
/// diagnostics count them).
@Suite(.offThePool) struct ImportPositionTests {
    /// Literals and comments that may span lines or hold quotes, backslashes and `#`s.
    static let forms: [String] = [
        #"let a = "plain \"quoted\" \\ backslash""#,
        #"let a = "unicode é 東京 👍🏽 \u{1F600}""#,
        "let a = \"\"\"\n    multi \"quoted\"\n    \\\"\"\"\n    ends \"\n    \"\"\"",
        "let a = \"\"\"\n    continued \\\n    line\n    \"\"\"",
        "let a = \"\"\"\n    \\(\"nested \\(\"deeper\")\")\n    \"\"\"",
        ##"let a = #"raw "quote" \ and \#(1)"#"##,
        "let a = #\"\"\"\n    \"\"\" does not close\n    \\\"\"\"\n    \"# nor this\n    \"\"\"#",
        "let a = #\"\"\"\n    \\#(\"\"\"\n    inner\n    \"\"\")\n    \"\"\"#",
        "let a = ##\"\"\"\n    \"\"\"# still inside\n    \"\"\"##",
        ##"let a = #"""#"##,
        ##"let a = #""" quoted """#"##,
        "let a = #/a\"b/#",
        "let a = #/\n  a\"\"\" # comment\n  /#",
        "// a comment with \"\"\" and import Fake",
        "/* block /* nested \"\"\" */ still\n comment */",
        "let a = [\"a\": \"b\"]; let b = \"é\"",
    ]

    /// Where a form sits: at the top, inside `#if`, after a byte-order mark, after multi-byte text. The
    /// compiler's `-dump-parse` leaves `#if` blocks unexpanded, so the `#if` case is held to the top one's answer
    /// a line down (its prefix is one line).
    static let nestings: [(prefix: String, suffix: String)] = [
        ("", ""),
        ("#if os(Linux)\n", "\n#endif"),
        ("\u{FEFF}", ""),
        ("let é = \"東京\"; ", ""),
    ]

    @Test func theCompilerAndForgeAgreeOnEveryImportsPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("positions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (formIndex, form) in Self.forms.enumerated() {
            for (nestingIndex, nesting) in Self.nestings.enumerated() {
                let file = folder.appendingPathComponent("f\(formIndex)_\(nestingIndex).swift")
                let source =
                    nesting.prefix + form + "\nimport Module\(formIndex)x\(nestingIndex)" + nesting.suffix + "\n"
                try Data(source.utf8).write(to: file)
                files.append(file)
            }
        }
        let compiler = try Self.compilerPositions(of: files)
        for file in files {
            let source = try Data(contentsOf: file)
            let scanned = SwiftImportScanner().scan(Array(source))
            let forge = scanned.imports.map { "\($0.module)@\($0.location.line):\($0.location.column)" }
            #expect(
                forge == expected(for: file.lastPathComponent, compiler: compiler),
                "\(file.lastPathComponent):\n\(String(decoding: source, as: UTF8.self))")
        }
    }

    /// The compiler's answer for `name`; for a form inside `#if` (`f<form>_1`), the top-level form's a line down.
    private func expected(for name: String, compiler: [String: [String]]) -> [String] {
        guard name.hasSuffix("_1.swift") else { return compiler[name, default: []] }
        let topLevel = name.replacingOccurrences(of: "_1.swift", with: "_0.swift")
        return compiler[topLevel, default: []].map { position in
            let parts = position.split(separator: "@")
            let place = parts[1].split(separator: ":").compactMap { Int($0) }
            return "\(parts[0].replacingOccurrences(of: "x0", with: "x1"))@\(place[0] + 1):\(place[1])"
        }
    }

    /// `module@line:column` of each import, by file name, where `swiftc -dump-parse` ends its range: the
    /// module name's first byte.
    private static func compilerPositions(of files: [URL]) throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-dump-parse"] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let pattern = try NSRegularExpression(
            pattern: #"import_decl .*?range=\[[^\]]*/([^/:\]]+):\d+:\d+ - line:(\d+):(\d+)\] module="([^"]+)""#)
        var positions: [String: [String]] = [:]
        for match in pattern.matches(in: output, range: NSRange(output.startIndex..., in: output)) {
            let field = { (index: Int) in String(output[Range(match.range(at: index), in: output)!]) }
            positions[field(1), default: []].append("\(field(4))@\(field(2)):\(field(3))")
        }
        try #require(!positions.isEmpty, "swiftc -dump-parse reported no import: \(output.prefix(500))")
        return positions
    }
}
