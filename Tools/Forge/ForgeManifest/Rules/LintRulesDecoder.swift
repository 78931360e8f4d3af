import ForgeDiagnostics
import ForgeJSON
import ForgeSupport
import Foundation

/// Reads and checks `Manifest/rules.json`, reporting problems like the manifest decoder does.
enum LintRulesDecoder {
    static let topKeys = ["$schema", "version", "allowed", "forbidden", "required", "transitive", "exceptions"]
    static let allowedKeys = ["id", "severity", "edges"]
    static let ruleKeys = ["id", "severity", "from", "to", "message"]
    static let edgeKeys = ["from", "to", "message"]
    static let selectorKeys = ["kind", "layer", "feature", "tags", "name"]
    static let exceptionKeys = ["rule", "from", "to", "reason"]

    static func decode(
        _ root: JSONNode, file: String, modules: [String: ModuleManifest], diagnostics: DiagnosticCollector
    ) -> LintRules? {
        guard
            let reader = JSONObjectReader(
                root, file: file, jsonPath: "$", what: "the rules file", allowedKeys: topKeys,
                requiredKeys: ["version"], diagnostics: diagnostics)
        else { return nil }
        var rules = LintRules(file: file)
        if let version = reader.node("version"), case .number(let number) = version.value, number != 1 {
            diagnostics.emit(
                .unsupportedRulesVersion(number), file: file, location: version.location, jsonPath: "$.version")
        }
        var ids = RuleIDs()
        decodeAllowed(reader, into: &rules, ids: &ids)
        for (key, keyPath) in [
            ("forbidden", \LintRules.forbidden), ("required", \.required), ("transitive", \.transitive),
        ] {
            rules[keyPath: keyPath] = reader.array(key).compactMap { element in
                guard
                    let rule = edgeRule(
                        element.node, path: element.jsonPath, in: reader, keys: ruleKeys, defaultID: nil)
                else { return nil }
                ids.register(Located(rule.id, location: rule.location, jsonPath: element.jsonPath + ".id"), in: reader)
                return rule
            }
        }
        let known = rules.ruleIDs
        rules.exceptions = reader.array("exceptions").compactMap {
            exception($0.node, path: $0.jsonPath, in: reader, knownRules: known, modules: modules)
        }
        return rules
    }

    /// The rule ids seen so far: each may be given once.
    private struct RuleIDs {
        var locations: [String: SourceLocation] = [:]

        mutating func register(_ id: Located<String>, in reader: JSONObjectReader) {
            if let first = locations[id.value] {
                reader.diagnostics.emit(.duplicateRuleID(id.value, first: first), file: reader.file, at: id)
            }
            locations[id.value] = id.location
        }
    }

    /// The `allowed` list: its id and severity, and the edges it allows.
    private static func decodeAllowed(_ reader: JSONObjectReader, into rules: inout LintRules, ids: inout RuleIDs) {
        guard
            let allowed = reader.object(
                "allowed", what: "the allowed list", allowedKeys: allowedKeys, requiredKeys: ["edges"])
        else { return }
        if let id = allowed.string("id") {
            rules.allowedRuleID = id.value
            ids.register(id, in: reader)
        }
        rules.allowedSeverity = severity(allowed)
        let defaultID = rules.allowedRuleID
        rules.allowed = allowed.array("edges").compactMap {
            edgeRule($0.node, path: $0.jsonPath, in: reader, keys: edgeKeys, defaultID: defaultID)
        }
    }

    /// One exception: a known rule, two declared modules and a reason.
    private static func exception(
        _ node: JSONNode, path: String, in parent: JSONObjectReader, knownRules known: Set<String>,
        modules: [String: ModuleManifest]
    ) -> LintRules.Exception? {
        guard
            let exception = JSONObjectReader(
                node, file: parent.file, jsonPath: path, what: "an exception", allowedKeys: exceptionKeys,
                requiredKeys: ["rule", "from", "to", "reason"], diagnostics: parent.diagnostics),
            let rule = exception.string("rule"), let from = exception.string("from"),
            let to = exception.string("to"), let reason = exception.string("reason")
        else { return nil }
        let diagnostics = parent.diagnostics
        if reason.value.trimmingCharacters(in: .whitespaces).isEmpty {
            diagnostics.emit(.exceptionWithoutReason, file: parent.file, at: reason)
        }
        if !known.contains(rule.value) {
            diagnostics.emit(.unknownRule(rule.value, known: known), file: parent.file, at: rule)
        }
        for name in [from, to] where modules[name.value] == nil {
            diagnostics.emit(.unknownExceptionModule(name.value, modules: modules.keys), file: parent.file, at: name)
        }
        return LintRules.Exception(
            rule: rule.value, from: from.value, to: to.value, reason: reason.value, location: node.location,
            jsonPath: path)
    }

    private static func severity(_ reader: JSONObjectReader) -> Diagnostic.Severity {
        guard let text = reader.string("severity") else { return .error }
        guard let severity = Diagnostic.Severity(rawValue: text.value) else {
            reader.diagnostics.emit(.invalidSeverity(text.value), file: reader.file, at: text)
            return .error
        }
        return severity
    }

    private static func edgeRule(
        _ node: JSONNode, path: String, in parent: JSONObjectReader, keys: [String], defaultID: String?
    ) -> LintRules.EdgeRule? {
        let required = defaultID == nil ? ["id", "from", "to"] : ["from", "to"]
        guard
            let reader = JSONObjectReader(
                node, file: parent.file, jsonPath: path, what: "a rule", allowedKeys: keys, requiredKeys: required,
                diagnostics: parent.diagnostics)
        else { return nil }
        let id = defaultID ?? reader.string("id")?.value
        let from = selector(reader, "from", isOrigin: true)
        let to = selector(reader, "to", isOrigin: false)
        guard let id, let from, let to else { return nil }
        return LintRules.EdgeRule(
            id: id, severity: defaultID == nil ? severity(reader) : .error, from: from,
            to: to,
            message: reader.string("message")?.value, location: node.location, jsonPath: path
        )
    }

    private static func selector(
        _ parent: JSONObjectReader, _ key: String, isOrigin: Bool
    )
        -> LintRules.Selector?
    {
        guard let node = parent.node(key),
            let reader = JSONObjectReader(
                node, file: parent.file, jsonPath: parent.path(key), what: "a module selector",
                allowedKeys: selectorKeys,
                requiredKeys: [], diagnostics: parent.diagnostics)
        else { return nil }
        let diagnostics = parent.diagnostics
        var selector = LintRules.Selector()
        selector.kinds = values(reader, "kind", as: ModuleKind.self)
        selector.layers = values(reader, "layer", as: FeatureLayer.self)
        if let feature = reader.string("feature") {
            switch feature.value {
            case "same", "other":
                if isOrigin {
                    diagnostics.emit(.featureRelationInFrom(feature.value), file: reader.file, at: feature)
                }
                selector.feature = feature.value == "same" ? .same : .other
            default:
                selector.feature = .named(feature.value)
            }
        }
        selector.tags = reader.stringArray("tags").map(\.value)
        if let pattern = reader.string("name") {
            if let problem = Glob.problem(pattern.value) {
                diagnostics.emit(.badNamePattern(pattern.value, problem: problem), file: reader.file, at: pattern)
            } else {
                selector.namePattern = pattern.value
            }
        }
        return selector
    }

    /// A string or an array of strings, each one of `Value`'s cases.
    private static func values<Value: RawRepresentable & CaseIterable & Sendable>(
        _ reader: JSONObjectReader, _ key: String, as type: Value.Type
    ) -> [Value] where Value.RawValue == String {
        guard let node = reader.node(key) else { return [] }
        let texts: [Located<String>]
        if case .string(let text) = node.value {
            texts = [Located(text, location: node.location, jsonPath: reader.path(key))]
        } else {
            texts = reader.stringArray(key)
        }
        let names = Value.allCases.map(\.rawValue)
        return texts.compactMap { text in
            if let value = Value(rawValue: text.value) { return value }
            reader.diagnostics.emit(
                .unknownSelectorValue(text.value, key: key, names: names), file: reader.file, at: text)
            return nil
        }
    }
}
