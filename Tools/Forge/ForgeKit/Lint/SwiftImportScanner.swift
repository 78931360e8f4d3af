import Foundation

/// Finds the `import` declarations of a Swift source file with a real lexer, not a line regex:
/// comments (nested `/* */` too), string literals (multi-line, raw `#"..."#`, with interpolations)
/// are skipped; attributes (`@testable`, `@preconcurrency`, `@_exported`, `@_spi(...)`), access levels
/// (`public import`) and declaration kinds (`import struct M.T`) are understood; submodules
/// (`import A.B`) count as their top module; `#if canImport(X)` blocks are evaluated.
struct SwiftImportScanner {
    /// One `import` declaration.
    struct Import: Equatable, Sendable {
        /// The top-level module: `A` for `import A.B`.
        let module: String
        let location: SourceLocation
        /// Whether it sits in a `#if canImport(...)` or similar conditional block that is active.
        let isConditional: Bool
    }

    /// A `// forge:ignore <rule> -- reason` comment.
    struct Suppression: Equatable, Sendable {
        let rule: String
        let reason: String?
        /// The line the suppression applies to.
        let targetLine: Int
        let location: SourceLocation
    }

    struct Result: Sendable {
        var imports: [Import] = []
        var suppressions: [Suppression] = []
    }

    /// The marker suppressions start with.
    static let suppressionMarker = "forge:ignore"

    /// `canImport(module)` for `#if` blocks: true, false, or nil when unknown (both branches are scanned).
    let canImport: (String) -> Bool?

    func scan(_ source: [UInt8]) -> Result {
        var lexer = Lexer(bytes: source)
        var result = Result()
        var conditions: [Condition] = []
        var statementStart = true
        var pendingImport = false
        var importKindAllowed = false
        // Imports are declarations at file scope, never inside parentheses or brackets, where `import` is an
        // argument label (`func load(import module: String)`).
        var nesting = 0
        while let token = lexer.next() {
            switch token.kind {
            case .comment(let text, let ownLine):
                if let suppression = suppression(in: text, location: token.location, ownLine: ownLine) {
                    result.suppressions.append(suppression)
                }
                continue
            case .newline:
                // `import` may end a line with the module name on the next: the declaration goes on.
                statementStart = true
                continue
            case .directive(let name, let condition):
                switch name {
                case "if": conditions.append(Condition(value: evaluate(condition)))
                case "elseif":
                    if var last = conditions.popLast() {
                        last.enterElseIf(evaluate(condition))
                        conditions.append(last)
                    }
                case "else":
                    if var last = conditions.popLast() {
                        last.enterElse()
                        conditions.append(last)
                    }
                case "endif": _ = conditions.popLast()
                default: break
                }
                statementStart = true
                continue
            default:
                break
            }
            let active = conditions.allSatisfy { $0.isActive }
            switch token.kind {
            case .identifier(let word, let escaped):
                if pendingImport {
                    if importKindAllowed, !escaped, Self.importKinds.contains(word) {
                        importKindAllowed = false
                        continue
                    }
                    if active {
                        result.imports.append(
                            Import(module: word, location: token.location, isConditional: !conditions.isEmpty))
                    }
                    pendingImport = false
                    statementStart = false
                } else if statementStart && !escaped && nesting == 0 && word == "import" {
                    pendingImport = true
                    importKindAllowed = true
                } else if statementStart && Self.modifiers.contains(word) {
                    continue
                } else {
                    statementStart = false
                }
            case .attribute:
                continue  // attributes keep the statement start: `@testable import X`
            case .punctuation(let character):
                pendingImport = false
                switch character {
                case UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting = max(0, nesting - 1)
                default: break
                }
                statementStart =
                    character == UInt8(ascii: ";") || character == UInt8(ascii: "{") || character == UInt8(ascii: "}")
            default:
                statementStart = false
                pendingImport = false
            }
        }
        return result
    }

    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor", "macro",
    ]
    private static let modifiers: Set<String> = [
        "public", "internal", "package", "private", "fileprivate", "open", "nonisolated",
    ]

    /// Evaluates `canImport(X)`, `!canImport(X)` and `&&`/`||` of them; nil for anything else.
    private func evaluate(_ condition: String) -> Bool? {
        let trimmed = condition.filter { !$0.isWhitespace }
        if trimmed.contains("||") {
            let parts = trimmed.components(separatedBy: "||").map(evaluate)
            if parts.contains(true) { return true }
            return parts.allSatisfy { $0 == false } ? false : nil
        }
        if trimmed.contains("&&") {
            let parts = trimmed.components(separatedBy: "&&").map(evaluate)
            if parts.contains(false) { return false }
            return parts.allSatisfy { $0 == true } ? true : nil
        }
        var negated = false
        var text = Substring(trimmed)
        while text.hasPrefix("!") {
            negated.toggle()
            text = text.dropFirst()
        }
        if text.hasPrefix("(") && text.hasSuffix(")") {
            return evaluate(String(text.dropFirst().dropLast())).map { $0 != negated }
        }
        guard text.hasPrefix("canImport("), text.hasSuffix(")") else { return nil }
        let argument = text.dropFirst("canImport(".count).dropLast()
        let module = String(argument.prefix { $0 != "," && $0 != "." })
        return canImport(module).map { $0 != negated }
    }

    private func suppression(in comment: String, location: SourceLocation, ownLine: Bool) -> Suppression? {
        // Only a plain comment that starts with the marker: `// forge:ignore rule -- why` (not doc comments
        // or prose that mentions the syntax).
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2).dropLast(2)
        }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(Self.suppressionMarker) else { return nil }
        let rest = body.dropFirst(Self.suppressionMarker.count)
        let parts = rest.components(separatedBy: "--")
        let rule = parts[0].trimmingCharacters(in: .whitespaces)
        let reason = parts.count > 1 ? parts[1...].joined(separator: "--").trimmingCharacters(in: .whitespaces) : nil
        return Suppression(
            rule: rule, reason: reason?.isEmpty == false ? reason : nil,
            targetLine: ownLine ? location.line + 1 : location.line, location: location)
    }
}

/// The state of one `#if` block: whether the branch being read is compiled.
private struct Condition {
    /// true/false when known; nil when the condition could not be evaluated (then every branch counts).
    private var current: Bool?
    /// Whether an earlier branch of this block was known to be taken.
    private var taken: Bool

    init(value: Bool?) {
        current = value
        taken = value == true
    }

    var isActive: Bool { current != false }

    mutating func enterElseIf(_ value: Bool?) {
        if taken {
            current = false
        } else {
            current = value
            taken = value == true
        }
    }

    mutating func enterElse() {
        current = taken ? false : (current == nil ? nil : true)
    }
}
