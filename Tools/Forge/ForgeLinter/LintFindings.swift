import ForgeDiagnostics
import ForgeManifest
import ForgeSwiftSource

/// Every finding `forge lint` reports, worded once with its rule: the checks only say which applies.
extension Finding {
    /// A module depends on another against a rule (`presentation-sees-no-data`, `layer-dependencies`, ...).
    static func ruleViolation(
        _ module: String, dependsOn target: String, violation: LintRules.Violation, rulesFile: String,
        importedAt sites: [String]
    ) -> Finding {
        let imported =
            sites.isEmpty
            ? "" : " (imported at " + sites.prefix(5).joined(separator: ", ") + (sites.count > 5 ? ", ..." : "") + ")"
        return Finding(
            "\(module) depends on \(target): \(violation.message)\(imported)",
            help: "remove the dependency, or add an exception with a reason to \(rulesFile)",
            severity: violation.severity, rule: violation.id)
    }

    /// A source imports a module the rules forbid it to depend on.
    static func forbiddenImport(_ target: String, imports module: String, violation: LintRules.Violation) -> Finding {
        Finding(
            "\(target) imports \(module), which the rules forbid (\(violation.id)): \(violation.message)",
            help: "remove the import; the module graph rules are in Manifest/\(LintRules.fileName)",
            severity: violation.severity, rule: LintRuleID.forbiddenImport)
    }

    /// A source imports a module its target does not declare; `route` is how it reaches it anyway, `origin`
    /// where the module comes from.
    static func implicitImport(
        _ target: String, imports module: String, platformNote: String, route: [String]?, origin: String,
        help: String
    ) -> Finding {
        let how = route.map { ", and reaches it only through " + $0.joined(separator: " -> ") } ?? ""
        return Finding(
            "\(target) imports \(module)\(platformNote) but does not declare it\(how)\(origin)", help: help,
            rule: LintRuleID.implicitImport)
    }

    /// A declared dependency no source of the target imports.
    static func unusedDependency(_ target: String, declares dependency: String) -> Finding {
        Finding(
            "\(target) declares \(dependency) but no file of it imports it",
            help:
                "import it where it is used, or remove it; if it is linked on purpose (a composition root choosing an implementation), write {\"target\": \"\(dependency)\", \"linkOnly\": true}",
            rule: LintRuleID.unusedDependency)
    }

    /// `// forge:ignore rule` without `-- reason`.
    static func suppressionWithoutReason(_ rule: String) -> Finding {
        Finding(
            "a suppression needs a reason: // \(SwiftImportScanner.suppressionMarker) \(rule) -- <why>",
            help: "say why the rule does not apply here", rule: LintRuleID.suppressionWithoutReason)
    }

    /// A suppression with nothing to suppress on its line.
    static func unusedSuppression(_ rule: String, line: Int) -> Finding {
        Finding(
            "this suppression of \"\(rule)\" matches no finding on line \(line)", help: "remove it", severity: .warning,
            rule: LintRuleID.unusedSuppression)
    }

    /// An exception of the rules file that no violation needs any more.
    static func staleException(_ exception: LintRules.Exception, rulesFile: String) -> Finding {
        Finding(
            "the exception for \(exception.from) -> \(exception.to) (\(exception.rule)) no longer matches a violation",
            help: "remove it from \(rulesFile)", severity: .warning, rule: LintRuleID.staleException)
    }

    /// A module a `required` rule says must be a dependency is not.
    static func missingRequired(_ source: String, mustDependOn target: String, rule: LintRules.EdgeRule) -> Finding {
        Finding(
            "\(source) must depend on \(target)" + (rule.message.map { ": \($0)" } ?? ""),
            help: "add \"\(target)\" to its dependencies", severity: rule.severity, rule: rule.id)
    }

    /// A chain of dependencies a `transitive` rule forbids.
    static func forbiddenPath(_ path: [String], rule: LintRules.EdgeRule) -> Finding {
        Finding(
            "\(path[0]) reaches \(path[path.count - 1]) through " + path.joined(separator: " -> ")
                + (rule.message.map { ": \($0)" } ?? ""),
            help: "break the path; no chain of dependencies may lead there", severity: rule.severity, rule: rule.id)
    }

    /// A rule whose selectors match no module (or no dependency target).
    static func ruleMatchesNothing(_ rule: LintRules.EdgeRule, matchesNoModule: Bool) -> Finding {
        Finding(
            "rule \"\(rule.id)\" matches no " + (matchesNoModule ? "module" : "dependency target"),
            help: "check its selectors, or remove it", severity: .warning, rule: LintRuleID.ruleMatchesNothing)
    }

    /// A fix the lint could not make (`file: reason`): its finding stays.
    static func cannotFix(_ failure: String) -> Finding {
        Finding("cannot fix \(failure); it is left as a finding", severity: .warning)
    }
}
