import ForgeDiagnostics
import Foundation

/// Finds the `import` declarations of a Swift source file with a real lexer, not a line regex:
/// comments (nested `/* */` too), string and regex literals (multi-line, raw `#"..."#`, with interpolations)
/// are skipped; attributes (`@testable`, `@preconcurrency`, `@_exported`, `@_spi(...)`), access levels
/// (`public import`) and declaration kinds (`import struct M.T`) are understood; submodules
/// (`import A.B`) count as their top module. Each import keeps the `#if` conditions it sits under, for
/// `ConditionEvaluator` to decide per platform whether it is compiled.
package struct SwiftImportScanner {
    /// One `import` declaration.
    package struct Import: Equatable, Sendable {
        /// The top-level module: `A` for `import A.B`.
        package let module: String
        /// Where the module name is.
        package let location: SourceLocation
        /// `struct`, `func`, ... for `import struct A.B`; nil for a whole module.
        package var kind: String? = nil
        /// `testable`, `_spi(Internal)`, ... without the `@`.
        package var attributes: [String] = []
        /// `public`, `package`, `internal`, `fileprivate` or `private` before `import`.
        package var access: String? = nil
        /// The conditions of the enclosing `#if` branches, outermost first; all must hold. Empty at top level.
        package var conditions: [CompilationCondition] = []

        /// Whether it sits in a `#if` block.
        package var isConditional: Bool { !conditions.isEmpty }
        /// What must hold for it to be compiled.
        package var condition: CompilationCondition? { conditions.isEmpty ? nil : CompilationCondition.all(conditions) }
    }

    /// A `// forge:ignore <rule> -- reason` comment.
    package struct Suppression: Equatable, Sendable {
        package let rule: String
        package let reason: String?
        /// The line the suppression applies to.
        package let targetLine: Int
        package let location: SourceLocation
    }

    package struct Result: Sendable {
        package var imports: [Import] = []
        package var suppressions: [Suppression] = []
    }

    /// The marker suppressions start with.
    package static let suppressionMarker = "forge:ignore"
    private static let suppressionMarkerBytes = Array(suppressionMarker.utf8)

    package init() {}

    package func scan(_ source: [UInt8]) -> Result {
        var reader = DeclarationReader(source: source)
        reader.readAll()
        return reader.result
    }

    /// Reads a file token by token, keeping what the declaration being read has said so far.
    private struct DeclarationReader {
        let source: [UInt8]
        var lexer: Lexer
        var result = Result()
        var branches: [Branch] = []
        var statementStart = true
        var pendingImport = false
        var importKindAllowed = false
        var kind: String?
        var attributes: [String] = []
        var access: String?
        /// Imports are declarations at file scope, never inside parentheses or brackets, where `import` is an
        /// argument label (`func load(import module: String)`).
        var nesting = 0

        init(source: [UInt8]) {
            self.source = source
            lexer = Lexer(bytes: source)
        }

        mutating func readAll() {
            while let token = lexer.next() {
                switch token.kind {
                case .comment(let range, let ownLine): readComment(token, range: range, ownLine: ownLine)
                case .newline:
                    // `import` may end a line with the module name on the next: the declaration goes on.
                    statementStart = true
                    if !pendingImport { resetDeclaration() }
                case .directive(let name, let text): readDirective(name, text)
                case .identifier(let range, let escaped): readIdentifier(token, range: range, escaped: escaped)
                case .attribute(let name):
                    attributes.append(name)  // attributes keep the statement start: `@testable import X`
                case .punctuation(let character): readPunctuation(character)
                default:
                    statementStart = false
                    pendingImport = false
                    resetDeclaration()
                }
            }
        }

        private mutating func resetDeclaration() {
            kind = nil
            attributes = []
            access = nil
        }

        private mutating func readComment(_ token: Token, range: Range<Int>, ownLine: Bool) {
            guard SwiftImportScanner.mentionsSuppressionMarker(source[range]),
                let suppression = SwiftImportScanner.suppression(
                    in: lexer.text(range), location: lexer.location(of: token), ownLine: ownLine)
            else { return }
            result.suppressions.append(suppression)
        }

        private mutating func readDirective(_ name: String, _ text: String) {
            switch name {
            case "if": branches.append(Branch(CompilationCondition.parse(text)))
            case "elseif":
                if !branches.isEmpty { branches[branches.count - 1].enter(CompilationCondition.parse(text)) }
            case "else": if !branches.isEmpty { branches[branches.count - 1].enter(nil) }
            case "endif": _ = branches.popLast()
            default: break
            }
            statementStart = true
            resetDeclaration()
        }

        private mutating func readIdentifier(_ token: Token, range: Range<Int>, escaped: Bool) {
            if pendingImport {
                let word = lexer.text(range)
                if importKindAllowed, !escaped, SwiftImportScanner.importKinds.contains(word) {
                    importKindAllowed = false
                    kind = word
                    return
                }
                result.imports.append(
                    Import(
                        module: word, location: lexer.location(of: token), kind: kind, attributes: attributes,
                        access: access, conditions: branches.map(\.condition)))
                pendingImport = false
                statementStart = false
                resetDeclaration()
            } else if statementStart && !escaped && nesting == 0 && lexer.spells(range, "import") {
                pendingImport = true
                importKindAllowed = true
            } else if statementStart && !escaped, case let word = lexer.text(range),
                SwiftImportScanner.modifiers.contains(word)
            {
                if SwiftImportScanner.accessLevels.contains(word) { access = word }
            } else {
                statementStart = false
                resetDeclaration()
            }
        }

        private mutating func readPunctuation(_ character: UInt8) {
            pendingImport = false
            resetDeclaration()
            switch character {
            case UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting = max(0, nesting - 1)
            default: break
            }
            statementStart =
                character == UInt8(ascii: ";") || character == UInt8(ascii: "{") || character == UInt8(ascii: "}")
        }
    }

    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor", "macro",
    ]
    private static let modifiers: Set<String> = [
        "public", "internal", "package", "private", "fileprivate", "open", "nonisolated",
    ]
    private static let accessLevels: Set<String> = ["public", "internal", "package", "private", "fileprivate"]

    /// Whether the comment's bytes contain the marker anywhere: a cheap test before the comment is read.
    private static func mentionsSuppressionMarker(_ comment: ArraySlice<UInt8>) -> Bool {
        let marker = suppressionMarkerBytes
        guard comment.count >= marker.count else { return false }
        var start = comment.startIndex
        while let first = comment[start...].firstIndex(of: marker[0]), first + marker.count <= comment.endIndex {
            if comment[first..<first + marker.count].elementsEqual(marker) { return true }
            start = first + 1
        }
        return false
    }

    private static func suppression(in comment: String, location: SourceLocation, ownLine: Bool) -> Suppression? {
        // Only a plain comment that starts with the marker: `// forge:ignore rule -- why` (not doc comments
        // or prose that mentions the syntax).
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2).dropLast(2)
        }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(suppressionMarker) else { return nil }
        let rest = body.dropFirst(suppressionMarker.count)
        let parts = rest.components(separatedBy: "--")
        let rule = parts[0].trimmingCharacters(in: .whitespaces)
        let reason = parts.count > 1 ? parts[1...].joined(separator: "--").trimmingCharacters(in: .whitespaces) : nil
        return Suppression(
            rule: rule, reason: reason?.isEmpty == false ? reason : nil,
            targetLine: ownLine ? location.line + 1 : location.line, location: location)
    }
}

/// One `#if` block being read: the branch's condition is its own and the negation of every earlier branch's.
private struct Branch {
    private var earlier: [CompilationCondition] = []
    private var current: CompilationCondition?

    init(_ condition: CompilationCondition) {
        current = condition
    }

    /// `#elseif condition`, or `#else` for nil.
    mutating func enter(_ condition: CompilationCondition?) {
        if let current { earlier.append(current) }
        current = condition
    }

    /// What must hold for code in the branch being read.
    var condition: CompilationCondition {
        CompilationCondition.all(earlier.map(CompilationCondition.not) + (current.map { [$0] } ?? []))
    }
}
