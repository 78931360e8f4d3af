import ForgeDiagnostics
import ForgeSupport

/// What decoding finds wrong in `Manifest/rules.json`, worded once.
extension Finding {
    static func malformedRulesJSON(_ problem: String) -> Finding {
        Finding("malformed JSON: \(problem)")
    }

    static func unsupportedRulesVersion(_ number: Double) -> Finding {
        Finding("rules version \(number) is not supported", help: "this forge reads version 1")
    }

    static func duplicateRuleID(_ id: String, first: SourceLocation) -> Finding {
        Finding("duplicate rule id \"\(id)\" (first at \(first))", help: "give each rule its own id")
    }

    static let exceptionWithoutReason = Finding(
        "an exception needs a reason", help: "say why this dependency is tolerated and until when")

    static func unknownRule(_ rule: String, known: Set<String>) -> Finding {
        Finding(
            "unknown rule \"\(rule)\"",
            help: Suggestions.didYouMean(rule, in: known) ?? "rules: " + known.sorted().joined(separator: ", "))
    }

    static func unknownExceptionModule(_ name: String, modules: some Sequence<String>) -> Finding {
        Finding(
            "unknown module \"\(name)\"",
            help: Suggestions.didYouMean(name, in: modules) ?? "exceptions name one exact pair of modules")
    }

    static func invalidSeverity(_ text: String) -> Finding {
        Finding("\"\(text)\" is not a severity", help: "use \"error\" or \"warning\"")
    }

    /// `same` or `other` as a selector's feature in `from`, where there is nothing to relate it to.
    static func featureRelationInFrom(_ relation: String) -> Finding {
        Finding(
            "\"\(relation)\" only makes sense in \"to\"", help: "in \"from\", name a feature or leave \"feature\" out")
    }

    static func badNamePattern(_ pattern: String, problem: String) -> Finding {
        Finding("bad name pattern \"\(pattern)\": \(problem)", help: "e.g. \"Search*\"")
    }

    /// A selector's `key` (`kind`, `layer`) naming none of `names`.
    static func unknownSelectorValue(_ text: String, key: String, names: [String]) -> Finding {
        Finding(
            "unknown \(key) \"\(text)\"",
            help: Suggestions.help(for: text, choices: names))
    }
}
