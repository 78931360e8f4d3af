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
    )
        -> LintRules?
    {
        guard
            let reader = JSONObjectReader(
                root, file: file, jsonPath: "$", what: "the rules file", allowedKeys: topKeys,
                requiredKeys: ["version"],
                diagnostics: diagnostics)
        else { return nil }
        var rules = LintRules(file: file)
        if let version = reader.node("version"), case .number(let number) = version.value, number != 1 {
            diagnostics.emit(
                Diagnostic(
                    file: file, location: version.location, jsonPath: "$.version",
                    message: "rules version \(number) is not supported", help: "this forge reads version 1"))
        }
        var ids: [String: SourceLocation] = [:]
        func register(_ id: Located<String>) {
            if let first = ids[id.value] {
                diagnostics.emit(
                    Diagnostic(
                        file: file, at: id,
                        message: "duplicate rule id \"\(id.value)\" (first at \(first))",
                        help: "give each rule its own id"))
            }
            ids[id.value] = id.location
        }
        if let node = reader.node("allowed") {
            if let allowed = JSONObjectReader(
                node, file: file, jsonPath: "$.allowed", what: "the allowed list", allowedKeys: allowedKeys,
                requiredKeys: ["edges"], diagnostics: diagnostics)
            {
                if let id = allowed.string("id") {
                    rules.allowedRuleID = id.value
                    register(id)
                }
                rules.allowedSeverity = severity(allowed, diagnostics: diagnostics)
                rules.allowed = allowed.array("edges").compactMap {
                    edgeRule(
                        $0.node, path: $0.jsonPath, file: file, keys: edgeKeys, defaultID: rules.allowedRuleID,
                        diagnostics: diagnostics)
                }
            }
        }
        for (key, keyPath) in [
            ("forbidden", \LintRules.forbidden), ("required", \.required), ("transitive", \.transitive),
        ] {
            rules[keyPath: keyPath] = reader.array(key).compactMap { element in
                guard
                    let rule = edgeRule(
                        element.node, path: element.jsonPath, file: file, keys: ruleKeys, defaultID: nil,
                        diagnostics: diagnostics)
                else { return nil }
                register(Located(rule.id, location: rule.location, jsonPath: element.jsonPath + ".id"))
                return rule
            }
        }
        let known = rules.ruleIDs
        rules.exceptions = reader.array("exceptions").compactMap { element in
            guard
                let exception = JSONObjectReader(
                    element.node, file: file, jsonPath: element.jsonPath, what: "an exception",
                    allowedKeys: exceptionKeys,
                    requiredKeys: ["rule", "from", "to", "reason"], diagnostics: diagnostics),
                let rule = exception.string("rule"),
                let from = exception.string("from"),
                let to = exception.string("to"),
                let reason = exception.string("reason")
            else { return nil }
            if reason.value.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.emit(
                    Diagnostic(
                        file: file, at: reason,
                        message: "an exception needs a reason",
                        help: "say why this dependency is tolerated and until when"))
            }
            if !known.contains(rule.value) {
                diagnostics.emit(
                    Diagnostic(
                        file: file, at: rule,
                        message: "unknown rule \"\(rule.value)\"",
                        help: Suggestions.didYouMean(rule.value, in: known) ?? "rules: "
                            + known.sorted().joined(separator: ", ")))
            }
            for name in [from, to] where modules[name.value] == nil {
                diagnostics.emit(
                    Diagnostic(
                        file: file, at: name,
                        message: "unknown module \"\(name.value)\"",
                        help: Suggestions.didYouMean(name.value, in: modules.keys)
                            ?? "exceptions name one exact pair of modules"))
            }
            return LintRules.Exception(
                rule: rule.value, from: from.value, to: to.value, reason: reason.value, location: element.node.location,
                jsonPath: element.jsonPath)
        }
        return rules
    }

    private static func severity(_ reader: JSONObjectReader, diagnostics: DiagnosticCollector) -> Diagnostic.Severity {
        guard let text = reader.string("severity") else { return .error }
        guard let severity = Diagnostic.Severity(rawValue: text.value) else {
            diagnostics.emit(
                Diagnostic(
                    file: reader.file, at: text,
                    message: "\"\(text.value)\" is not a severity", help: "use \"error\" or \"warning\""))
            return .error
        }
        return severity
    }

    private static func edgeRule(
        _ node: JSONNode, path: String, file: String, keys: [String], defaultID: String?,
        diagnostics: DiagnosticCollector
    ) -> LintRules.EdgeRule? {
        let required = defaultID == nil ? ["id", "from", "to"] : ["from", "to"]
        guard
            let reader = JSONObjectReader(
                node, file: file, jsonPath: path, what: "a rule", allowedKeys: keys, requiredKeys: required,
                diagnostics: diagnostics)
        else { return nil }
        let id = defaultID ?? reader.string("id")?.value
        let from = selector(reader, "from", isOrigin: true, diagnostics: diagnostics)
        let to = selector(reader, "to", isOrigin: false, diagnostics: diagnostics)
        guard let id, let from, let to else { return nil }
        return LintRules.EdgeRule(
            id: id, severity: defaultID == nil ? severity(reader, diagnostics: diagnostics) : .error, from: from,
            to: to,
            message: reader.string("message")?.value, location: node.location, jsonPath: path
        )
    }

    private static func selector(
        _ parent: JSONObjectReader, _ key: String, isOrigin: Bool, diagnostics: DiagnosticCollector
    )
        -> LintRules.Selector?
    {
        guard let node = parent.node(key),
            let reader = JSONObjectReader(
                node, file: parent.file, jsonPath: parent.path(key), what: "a module selector",
                allowedKeys: selectorKeys,
                requiredKeys: [], diagnostics: diagnostics)
        else { return nil }
        var selector = LintRules.Selector()
        selector.kinds = values(reader, "kind", as: ModuleKind.self, diagnostics: diagnostics)
        selector.layers = values(reader, "layer", as: FeatureLayer.self, diagnostics: diagnostics)
        if let feature = reader.string("feature") {
            switch feature.value {
            case "same", "other":
                if isOrigin {
                    diagnostics.emit(
                        Diagnostic(
                            file: reader.file, at: feature,
                            message: "\"\(feature.value)\" only makes sense in \"to\"",
                            help: "in \"from\", name a feature or leave \"feature\" out"))
                }
                selector.feature = feature.value == "same" ? .same : .other
            default:
                selector.feature = .named(feature.value)
            }
        }
        selector.tags = reader.stringArray("tags").map(\.value)
        if let pattern = reader.string("name") {
            if let problem = Glob.problem(pattern.value) {
                diagnostics.emit(
                    Diagnostic(
                        file: reader.file, at: pattern,
                        message: "bad name pattern \"\(pattern.value)\": \(problem)", help: "e.g. \"Search*\""))
            } else {
                selector.namePattern = pattern.value
            }
        }
        return selector
    }

    /// A string or an array of strings, each one of `Value`'s cases.
    private static func values<Value: RawRepresentable & CaseIterable & Sendable>(
        _ reader: JSONObjectReader, _ key: String, as type: Value.Type, diagnostics: DiagnosticCollector
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
            diagnostics.emit(
                Diagnostic(
                    file: reader.file, at: text,
                    message: "unknown \(key) \"\(text.value)\"",
                    help: (Suggestions.didYouMean(text.value, in: names).map { $0 + " " } ?? "") + "use one of: "
                        + names.joined(separator: ", ")))
            return nil
        }
    }
}
