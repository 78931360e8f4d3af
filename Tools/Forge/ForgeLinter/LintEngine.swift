import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// Checks the module graph against the rules and the sources' imports against the manifests.
package struct LintEngine: Sendable {
    let manifests: ManifestSet
    let rules: LintRules?
    let root: URL
    /// The platforms to check imports for (`--platform`); nil for Linux and the platforms the package declares.
    let platformOverride: [BuildPlatform]?
    /// The declared dependencies between modules, for paths.
    let graph: DirectedGraph

    package init(manifests: ManifestSet, rules: LintRules?, root: URL) {
        self.init(manifests: manifests, rules: rules, root: root, platforms: nil)
    }

    package init(manifests: ManifestSet, rules: LintRules?, root: URL, platforms: [BuildPlatform]?) {
        self.manifests = manifests
        self.rules = rules
        self.root = root
        self.platformOverride = platforms
        self.graph = manifests.dependencyGraph
    }

    /// Everything found, and how much was looked at.
    package struct Report: Sendable {
        package var diagnostics: [Diagnostic]
        package let moduleCount: Int
        package let fileCount: Int

        package init(diagnostics: [Diagnostic], moduleCount: Int, fileCount: Int) {
            self.diagnostics = diagnostics
            self.moduleCount = moduleCount
            self.fileCount = fileCount
        }
    }

    package func run() -> Report {
        let byName = Dictionary(uniqueKeysWithValues: manifests.modules.map { ($0.targetName, $0) })
        var diagnostics: [Diagnostic] = []
        var usedExceptions: Set<Int> = []
        // Sources first: a disallowed edge is reported once, at the manifest, with the import lines it covers.
        let sources = checkSources(byName: byName, usedExceptions: &usedExceptions)
        if let rules {
            diagnostics += checkEdges(
                rules, byName: byName, importSites: sources.importSites, usedExceptions: &usedExceptions)
            diagnostics += checkRequired(rules, byName: byName)
            diagnostics += checkTransitive(rules, byName: byName)
            diagnostics += checkRulesMatchSomething(rules)
        }
        diagnostics += sources.diagnostics
        if let rules {
            for (index, exception) in rules.exceptions.enumerated() where !usedExceptions.contains(index) {
                diagnostics.append(
                    Diagnostic(
                        .staleException(exception, rulesFile: rules.file), file: rules.file,
                        location: exception.location, jsonPath: exception.jsonPath))
            }
        }
        return Report(
            diagnostics: diagnostics.sortedForDisplay(), moduleCount: manifests.modules.count,
            fileCount: sources.fileCount)
    }

    // MARK: - Graph

    /// `importSites`: for a module's own target, where its files import each module (`file:line`).
    private func checkEdges(
        _ rules: LintRules, byName: [String: ModuleManifest], importSites: ImportSites,
        usedExceptions: inout Set<Int>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for module in manifests.modules {
            for dependency in module.dependencies {
                guard let target = byName[dependency.value],
                    let violation = rules.violation(module, target, usedExceptions: &usedExceptions)
                else { continue }
                let sites = importSites.sites(in: module.targetName, importing: target.importName)
                var diagnostic = Diagnostic(
                    .ruleViolation(
                        module.targetName, dependsOn: target.targetName, violation: violation,
                        rulesFile: rules.file, importedAt: sites),
                    file: module.file, location: dependency.location, jsonPath: dependency.jsonPath)
                diagnostic.target = module.targetName
                diagnostic.subject = target.targetName
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    private func checkRequired(_ rules: LintRules, byName: [String: ModuleManifest]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules.required {
            for source in manifests.modules where rule.from.matches(source) {
                let declared = Set(source.dependencies.map(\.value))
                for target in manifests.modules
                where target.targetName != source.targetName && rule.to.matches(target, origin: source)
                    && !declared.contains(target.targetName)
                {
                    diagnostics.append(
                        Diagnostic(
                            .missingRequired(source.targetName, mustDependOn: target.targetName, rule: rule),
                            file: source.file, location: source.name.location, jsonPath: source.name.jsonPath))
                }
            }
        }
        return diagnostics
    }

    private func checkTransitive(_ rules: LintRules, byName: [String: ModuleManifest]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules.transitive {
            for source in manifests.modules where rule.from.matches(source) {
                // Breadth first, so each reported path is a shortest one.
                let tree = graph.breadthFirst(from: [source.targetName])
                for reached in tree.order.dropFirst() {
                    guard let target = byName[reached], rule.to.matches(target, origin: source),
                        let path = tree.path(to: reached), path.count > 2  // direct edges are the edge rules' business
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .forbiddenPath(path, rule: rule), file: source.file, location: source.name.location,
                            jsonPath: source.name.jsonPath))
                }
            }
        }
        return diagnostics
    }

    private func checkRulesMatchSomething(_ rules: LintRules) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules.forbidden + rules.required + rules.transitive + rules.allowed {
            let sources = manifests.modules.filter { rule.from.matches($0) }
            let matchesTarget = sources.contains { source in
                manifests.modules.contains { rule.to.matches($0, origin: source) }
            }
            guard sources.isEmpty || !matchesTarget else { continue }
            diagnostics.append(
                Diagnostic(
                    .ruleMatchesNothing(rule, matchesNoModule: sources.isEmpty), file: rules.file,
                    location: rule.location, jsonPath: rule.jsonPath))
        }
        return diagnostics
    }
}
