import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeSupport
@testable import ForgeSwiftSource

/// One check, one place: no function of the product code (the app's modules, the app, forge) is longer than
/// 60 lines, counted from its `func` or `init` to its closing brace, with the Swift lexer.
@Suite struct FunctionLengthTests {
    static let limit = 60
    static let productFolders = ["Modules", "Apps", "Tools/Forge"]

    /// Each function's first line and length.
    static func functionLengths(in source: [UInt8]) -> [(line: Int, length: Int)] {
        var lexer = Lexer(bytes: source)
        var lengths: [(line: Int, length: Int)] = []
        var open: [(line: Int, depth: Int)] = []  // functions whose body is open, with the depth it opened at
        var pending: Int?  // a `func` or `init` seen, its body not yet opened
        var depth = 0
        var afterDot = false  // `String.init` is a reference, not a declaration
        while let token = lexer.next() {
            defer {
                if case .punctuation(let byte) = token.kind {
                    afterDot = byte == UInt8(ascii: ".")
                } else {
                    afterDot = false
                }
            }
            switch token.kind {
            case .identifier(let range, false)
            where lexer.spells(range, "func") || (lexer.spells(range, "init") && !afterDot):
                pending = token.position.line
            case .identifier(let range, false) where lexer.spells(range, "var") || lexer.spells(range, "let"):
                pending = nil  // a requirement without a body was followed by another declaration
            case .punctuation(UInt8(ascii: "{")):
                depth += 1
                if let line = pending { open.append((line, depth)) }
                pending = nil
            case .punctuation(UInt8(ascii: "}")):
                if let last = open.last, last.depth == depth {
                    lengths.append((last.line, token.position.line - last.line + 1))
                    open.removeLast()
                }
                depth -= 1
                pending = nil
            default:
                break
            }
        }
        return lengths
    }

    @Test func theCounterMeasuresBodiesAndSkipsRequirements() {
        let source = """
            protocol P {
                func required()
            }
            struct S {
                func short() { print(1) }
                init() {
                    let strings = [1].map(String.init)
                    if strings.isEmpty {}
                    let closure = { 1 }
                    _ = closure
                }
            }
            """
        let lengths = Self.functionLengths(in: Array(source.utf8))
        #expect(lengths.map(\.line) == [5, 6])
        #expect(lengths.map(\.length) == [1, 6])
    }

    @Test func noProductFunctionIsOverTheLimit() {
        var offenders: [String] = []
        for folder in Self.productFolders {
            let root = Fixtures.repositoryRoot.appendingPathComponent(folder).path
            for file in FileSystem.readFiles(under: root, suffix: ".swift") {
                for function in Self.functionLengths(in: file.bytes) where function.length > Self.limit {
                    offenders.append("\(folder)/\(file.path):\(function.line): \(function.length) lines")
                }
            }
        }
        #expect(offenders.isEmpty, "split these into functions of one job each:\n\(offenders.joined(separator: "\n"))")
    }
}
