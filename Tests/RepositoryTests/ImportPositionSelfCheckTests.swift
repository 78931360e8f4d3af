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

    @Test func everyReportedImportIsAtItsModulesName() {
        var misplaced: [String] = []
        var checked = 0
        for folder in Self.folders {
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder).path
            for file in FileSystem.readFiles(under: root, suffix: ".swift") {
                for found in SwiftImportScanner().scan(file.bytes).imports {
                    checked += 1
                    let at = SourceText.bytes(
                        atLine: found.location.line, column: found.location.column, in: file.bytes)
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
        #expect(SourceText.text(atLine: 2, column: 8, in: source)?.hasPrefix("Foundation") == true)
        #expect(SourceText.text(atLine: 1, column: 8, in: source)?.hasPrefix("Foundation") != true)
        #expect(SourceText.text(atLine: 9, column: 1, in: source) == nil)
    }
}
