import ForgeDiagnostics
import ForgeSupport

/// Reads typed fields out of a JSON object, reporting every problem as a diagnostic instead of stopping.
package struct JSONObjectReader {
    package let file: String
    package let jsonPath: String
    package let location: SourceLocation
    /// Where problems go: this reader's, and the readers of its fields'.
    package let diagnostics: DiagnosticCollector
    /// In the object's order, duplicates dropped. Objects have a few keys: a scan beats hashing each key.
    private let members: [JSONNode.Member]

    /// Checks that `node` is an object with only `allowedKeys` and all `requiredKeys`; nil when it is not an object.
    package init?(
        _ node: JSONNode, file: String, jsonPath: String, what: String, allowedKeys: [String],
        requiredKeys: [String], diagnostics: DiagnosticCollector
    ) {
        guard case .object(let list) = node.value else {
            diagnostics.emit(.notAnObject(what, found: node), file: file, location: node.location, jsonPath: jsonPath)
            return nil
        }
        self.file = file
        self.jsonPath = jsonPath
        self.location = node.location
        self.diagnostics = diagnostics
        var members: [JSONNode.Member] = []
        members.reserveCapacity(list.count)
        for member in list {
            if let first = members.first(where: { $0.key == member.key }) {
                diagnostics.emit(
                    .duplicateKey(member.key, first: first.keyLocation), file: file, location: member.keyLocation,
                    jsonPath: Self.path(jsonPath, key: member.key))
                continue
            }
            members.append(member)
            if !allowedKeys.contains(member.key) {
                diagnostics.emit(
                    .unknownKey(member.key, in: what, allowed: allowedKeys), file: file, location: member.keyLocation,
                    jsonPath: Self.path(jsonPath, key: member.key))
            }
        }
        for key in requiredKeys where !members.contains(where: { $0.key == key }) {
            diagnostics.emit(.missingKey(key, in: what), file: file, location: node.location, jsonPath: jsonPath)
        }
        self.members = members
    }

    /// The JSON path of `key` under `base`, quoting keys that are not plain words.
    package static func path(_ base: String, key: String) -> String {
        let plain =
            !key.isEmpty
            && key.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                    || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
                    || $0 == UInt8(ascii: "$")
            }
        return plain ? "\(base).\(key)" : "\(base)[\"\(key.replacingOccurrences(of: "\"", with: "\\\""))\"]"
    }

    private func member(_ key: String) -> JSONNode.Member? { members.first { $0.key == key } }

    package func has(_ key: String) -> Bool { member(key) != nil }

    package func node(_ key: String) -> JSONNode? { member(key)?.value }

    package func keyLocation(_ key: String) -> SourceLocation? { member(key)?.keyLocation }

    package func path(_ key: String) -> String { Self.path(jsonPath, key: key) }

    // MARK: - Typed fields

    package func string(_ key: String) -> Located<String>? {
        guard let node = member(key)?.value else { return nil }
        return Self.string(node, file: file, jsonPath: path(key), diagnostics: diagnostics)
    }

    package func bool(_ key: String) -> Bool? {
        guard let node = member(key)?.value else { return nil }
        guard case .bool(let value) = node.value else {
            diagnostics.emit(typeMismatch(node, path: path(key), expected: "a boolean (true or false)"))
            return nil
        }
        return value
    }

    /// A string that must be one of `values`; reports the allowed ones (and the closest) otherwise.
    package func enumeration<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, as type: Value.Type
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = string(key) else { return nil }
        if let value = Value(rawValue: text.value) {
            return Located(value, location: text.location, jsonPath: text.jsonPath)
        }
        diagnostics.emit(.notOneOf(text.value, key, names: Value.allCases.map(\.rawValue)), file: file, at: text)
        return nil
    }

    package func stringArray(_ key: String) -> [Located<String>] {
        guard let node = member(key)?.value else { return [] }
        guard case .array(let elements) = node.value else {
            diagnostics.emit(typeMismatch(node, path: path(key), expected: "an array of strings"))
            return []
        }
        return elements.enumerated().compactMap { index, element in
            Self.string(element, file: file, jsonPath: "\(path(key))[\(index)]", diagnostics: diagnostics)
        }
    }

    /// The members of an object field, in order, with their paths; reports a non-object.
    package func members(
        _ key: String, expected: String
    ) -> [(
        member: JSONNode.Member, jsonPath: String
    )] {
        guard let node = member(key)?.value else { return [] }
        guard case .object(let list) = node.value else {
            diagnostics.emit(typeMismatch(node, path: path(key), expected: expected))
            return []
        }
        return list.map { ($0, Self.path(path(key), key: $0.key)) }
    }

    /// A reader for an object field, or nil (reported) when it is something else.
    package func object(
        _ key: String, what: String, allowedKeys: [String], requiredKeys: [String] = []
    ) -> JSONObjectReader? {
        guard let node = member(key)?.value else { return nil }
        return JSONObjectReader(
            node, file: file, jsonPath: path(key), what: what, allowedKeys: allowedKeys, requiredKeys: requiredKeys,
            diagnostics: diagnostics)
    }

    /// An array of whole numbers in `range`.
    package func integerArray(_ key: String, in range: ClosedRange<Int>) -> [Int] {
        array(key).compactMap { node, path in
            guard case .number(let number) = node.value, let value = Int(exactly: number), range.contains(value) else {
                diagnostics.emit(
                    typeMismatch(
                        node, path: path, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
                return nil
            }
            return value
        }
    }

    /// The keys present among `keys`, in the order written.
    package func presentKeys(among keys: [String]) -> [String] { keys.filter { has($0) } }

    /// The elements of an array field with their paths; reports a non-array.
    package func array(_ key: String) -> [(node: JSONNode, jsonPath: String)] {
        guard let node = member(key)?.value else { return [] }
        guard case .array(let elements) = node.value else {
            diagnostics.emit(typeMismatch(node, path: path(key), expected: "an array"))
            return []
        }
        return elements.enumerated().map { ($1, "\(path(key))[\($0)]") }
    }

    package static func string(
        _ node: JSONNode, file: String, jsonPath: String, diagnostics: DiagnosticCollector
    )
        -> Located<String>?
    {
        guard case .string(let value) = node.value else {
            diagnostics.emit(
                .typeMismatch(expected: "a string", found: node, help: "write the value in double quotes"), file: file,
                location: node.location, jsonPath: jsonPath)
            return nil
        }
        return Located(value, location: node.location, jsonPath: jsonPath)
    }

    package func typeMismatch(_ node: JSONNode, path: String, expected: String) -> Diagnostic {
        Diagnostic(.typeMismatch(expected: expected, found: node), file: file, location: node.location, jsonPath: path)
    }
}

/// What reading a JSON object finds, worded once.
extension Finding {
    static func notAnObject(_ what: String, found node: JSONNode) -> Finding {
        Finding("\(what) must be an object, found \(node.typeDescription)", help: "write it as { \"key\": value, ... }")
    }

    static func duplicateKey(_ key: String, first: SourceLocation) -> Finding {
        Finding(
            "duplicate key \"\(key)\" (first at \(first))",
            help: "keep one of the two; JSON readers disagree on which one wins")
    }

    static func unknownKey(_ key: String, in what: String, allowed keys: [String]) -> Finding {
        let allowed = "allowed keys: " + keys.filter { $0 != "$schema" }.joined(separator: ", ")
        let suggestion = Suggestions.didYouMean(key, in: keys)
        return Finding(
            "unknown key \"\(key)\" in \(what)",
            help: suggestion.map { "\($0) (\(allowed))" } ?? "remove it; \(allowed)")
    }

    static func missingKey(_ key: String, in what: String) -> Finding {
        Finding("missing required key \"\(key)\" in \(what)", help: "add \"\(key)\": ...")
    }

    /// A string that names none of the allowed values, with the closest one.
    package static func notOneOf(_ value: String, _ key: String, names: [String]) -> Finding {
        Finding("\"\(value)\" is not a valid \(key)", help: Suggestions.help(for: value, choices: names))
    }

    /// A value of the wrong JSON type.
    package static func typeMismatch(expected: String, found node: JSONNode, help: String? = nil) -> Finding {
        Finding("expected \(expected), found \(node.typeDescription)", help: help)
    }
}
