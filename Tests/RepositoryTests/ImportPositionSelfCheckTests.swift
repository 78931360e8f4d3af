import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeSupport
@testable import ForgeSwiftSource

/// A check that cannot drift: over every Swift file of the repository (the app, forge, the tests and every
/// fixture they read), each import forge reports must have its module's name at the line and column it reports
/// (columns in UTF-8 bytes from 1, as the compiler's diagnostics count them). A line miscounted after a literal
/// or a column miscounted on a line moves the position off the name.
@Suite struct ImportPositionSelfCheckTests {
    static let folders = ["Modules", "Apps", "Tests", "Tools"]

    /// The bytes at `line` (from 1) and `column` (UTF-8 bytes, from 1) of `source`, to the end of that line.
    static func text(at line: Int, column: Int, in source: [UInt8]) -> ArraySlice<UInt8>? {
        var lineStart = 0
        for _ in 1..<line {
            guard let newline = source[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lineStart = newline + 1
        }
        let start = lineStart + column - 1
        guard start <= source.count else { return nil }
        let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
        return source[start..<end]
    }

    @Test func everyReportedImportIsAtItsModulesName() {
        var misplaced: [String] = []
        var checked = 0
        for folder in Self.folders {
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder).path
            for file in FileSystem.readFiles(under: root, suffix: ".swift") {
                for found in SwiftImportScanner().scan(file.bytes).imports {
                    checked += 1
                    let at = Self.text(at: found.location.line, column: found.location.column, in: file.bytes)
                    // A backticked name (`` import `repeat` ``) starts at its backtick, as the compiler says too.
                    let name = Array(found.module.utf8)
                    if at?.starts(with: name) != true, at?.starts(with: [UInt8(ascii: "`")] + name) != true {
                        misplaced.append(
                            "\(folder)/\(file.path):\(found.location.line):\(found.location.column): \(found.module)")
                    }
                }
            }
        }
        #expect(checked > 1_000, "the check read only \(checked) imports")
        #expect(misplaced.isEmpty, "imports reported off their module's name:\n\(misplaced.joined(separator: "\n"))")
    }

    @Test func theCheckFindsAPositionThatIsOff() {
        let source = Array("let a = 1\nimport Foundation\n".utf8)
        #expect(Self.text(at: 2, column: 8, in: source)?.starts(with: Array("Foundation".utf8)) == true)
        #expect(Self.text(at: 1, column: 8, in: source)?.starts(with: Array("Foundation".utf8)) != true)
    }
}
