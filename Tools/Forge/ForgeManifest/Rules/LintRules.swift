import ForgeDiagnostics

/// The dependency rules of `Manifest/rules.json`, matched on what manifests state (kind, layer,
/// feature, tags) rather than on names.
///
/// Precedence, for each declared dependency: an exception for that exact pair and rule wins; then any
/// matching forbidden rule is a violation; then, when an allowed list exists, a dependency no allowed
/// edge matches is a violation of it.
package struct LintRules: Sendable {
    package static let fileName = "rules.json"

    /// Which modules a rule applies to; every field given must match.
    package struct Selector: Sendable {
        /// How a `to` module's feature relates to the `from` module's.
        enum FeatureRelation: Sendable, Equatable {
            case same
            case other
            case named(String)
        }

        var kinds: [ModuleKind] = []
        var layers: [FeatureLayer] = []
        var feature: FeatureRelation?
        /// The module must have all of these tags.
        var tags: [String] = []
        /// A name pattern with `*` and `?`: the escape hatch when facts are not enough.
        var namePattern: String?

        /// Whether `module` matches, `origin` being the other end of the edge (for same/other feature).
        package func matches(_ module: ModuleManifest, origin: ModuleManifest? = nil) -> Bool {
            if !kinds.isEmpty, !kinds.contains(where: { $0 == module.kind }) { return false }
            if !layers.isEmpty, !layers.contains(where: { $0 == module.layer?.value }) { return false }
            if let feature {
                guard let own = module.feature?.value else { return false }
                switch feature {
                case .same: if own != origin?.feature?.value { return false }
                case .other:
                    guard let theirs = origin?.feature?.value, theirs != own else { return false }
                case .named(let name): if own != name { return false }
                }
            }
            let moduleTags = Set(module.tags.map(\.value))
            if !tags.allSatisfy(moduleTags.contains) { return false }
            if let namePattern, !Glob.matches(namePattern, module.targetName) { return false }
            return true
        }
    }

    /// A forbidden, allowed, required or transitive edge.
    package struct EdgeRule: Sendable {
        package let id: String
        package let severity: Diagnostic.Severity
        package let from: Selector
        package let to: Selector
        /// Why, shown with violations.
        package let message: String?
        package let location: SourceLocation
        package let jsonPath: String

        /// Whether the dependency `source -> target` is an instance of this rule.
        package func matches(_ source: ModuleManifest, _ target: ModuleManifest) -> Bool {
            from.matches(source) && to.matches(target, origin: source)
        }
    }

    /// A pair of modules a rule does not apply to, with the reason it is tolerated.
    package struct Exception: Sendable {
        package let rule: String
        package let from: String
        package let to: String
        let reason: String
        package let location: SourceLocation
        package let jsonPath: String
    }

    package let file: String
    package var forbidden: [EdgeRule] = []
    /// The allowed edges; a dependency none of them matches violates `allowedRuleID`.
    package var allowed: [EdgeRule] = []
    package var allowedRuleID = "layer-dependencies"
    package var allowedSeverity: Diagnostic.Severity = .error
    package var required: [EdgeRule] = []
    /// No path of any length may lead from `from` to `to`.
    package var transitive: [EdgeRule] = []
    package var exceptions: [Exception] = []

    /// Every rule id a suppression or exception may name.
    var ruleIDs: Set<String> {
        Set(forbidden.map(\.id) + required.map(\.id) + transitive.map(\.id) + (allowed.isEmpty ? [] : [allowedRuleID]))
            .union(LintRuleID.builtIn)
    }
}

/// The rules forge checks whatever the rules file says.
package enum LintRuleID {
    package static let implicitImport = "implicit-import"
    package static let unusedDependency = "unused-dependency"
    package static let forbiddenImport = "forbidden-import"
    package static let cycle = "dependency-cycle"
    package static let suppressionWithoutReason = "suppression-without-reason"
    package static let unusedSuppression = "unused-suppression"
    package static let staleException = "stale-exception"
    package static let ruleMatchesNothing = "rule-matches-nothing"

    static let builtIn: Set<String> = [implicitImport, unusedDependency, forbiddenImport, cycle]
}

/// `*` and `?` patterns over module names.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern), text = Array(text)
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Why `pattern` is not a valid name pattern, or nil.
    static func problem(_ pattern: String) -> String? {
        if pattern.isEmpty { return "the pattern is empty" }
        if let bad = pattern.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) && !"_*?".contains($0) }) {
            return "'\(bad)' cannot appear in a module name pattern (use letters, digits, '_', '*' and '?')"
        }
        return nil
    }
}
