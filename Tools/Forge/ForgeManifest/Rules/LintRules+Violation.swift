import ForgeDiagnostics

/// Which rule a dependency breaks: the one question the lint and the drawn graph both ask of the rules.
extension LintRules {
    private func exceptionIndex(rule: String, from: String, to: String) -> Int? {
        exceptions.firstIndex { $0.rule == rule && $0.from == from && $0.to == to }
    }

    /// A rule a dependency breaks: its id, severity and why.
    package typealias Violation = (id: String, severity: Diagnostic.Severity, message: String)

    /// The rule `source -> target` breaks, if any, by the documented precedence; nil when it is fine or excepted.
    /// The exceptions it used are added to `usedExceptions` (by index), so that unused ones can be reported.
    package func violation(
        _ source: ModuleManifest, _ target: ModuleManifest, usedExceptions: inout Set<Int>
    ) -> Violation? {
        let matching = forbidden.filter { $0.matches(source, target) }
        for rule in matching {
            if let index = exceptionIndex(rule: rule.id, from: source.targetName, to: target.targetName) {
                usedExceptions.insert(index)
                continue
            }
            return (rule.id, rule.severity, rule.message ?? "this dependency is forbidden")
        }
        guard matching.isEmpty, !allowed.isEmpty, !allowed.contains(where: { $0.matches(source, target) })
        else {
            return nil
        }
        if let index = exceptionIndex(rule: allowedRuleID, from: source.targetName, to: target.targetName) {
            usedExceptions.insert(index)
            return nil
        }
        return (
            allowedRuleID, allowedSeverity,
            "no allowed dependency matches \(describe(source)) -> \(describe(target))"
        )
    }

    private func describe(_ module: ModuleManifest) -> String {
        if let feature = module.feature?.value, let layer = module.layer?.value { return "\(feature) \(layer)" }
        return "\(module.kind?.rawValue ?? module.type.rawValue) \(module.targetName)"
    }
}
