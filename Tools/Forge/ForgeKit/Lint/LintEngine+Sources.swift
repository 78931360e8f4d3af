import Foundation

extension LintEngine {
    /// One compiled target: a module's sources or its tests'.
    private struct SourceTarget {
        let module: ModuleManifest
        let name: String
        let folder: String
        let excluded: [String]
        /// Dependencies the manifest declares for it, with where.
        let declared: [Located<String>]
        /// Modules it may import without listing them (a test target's own module).
        let implicit: Set<String>
    }

    private struct ScannedFile: Sendable {
        let path: String
        let result: SwiftImportScanner.Result
    }

    func checkSources(
        byName: [String: ModuleManifest], usedExceptions: inout Set<Int>
    ) -> (diagnostics: [Diagnostic], fileCount: Int) {
        var targets: [SourceTarget] = []
        for module in manifests.modules {
            targets.append(
                SourceTarget(
                    module: module, name: module.moduleName, folder: module.path.value,
                    excluded: module.exclude.map(\.value) + module.resources.map(\.path.value),
                    declared: module.dependencies,
                    implicit: []))
            if let tests = module.tests {
                targets.append(
                    SourceTarget(
                        module: module, name: tests.name, folder: tests.path.value,
                        excluded: tests.exclude.map(\.value) + tests.resources.map(\.path.value),
                        declared: tests.dependencies,
                        implicit: [module.moduleName]))
            }
        }
        let rootPath = root.path
        let files: [(target: Int, path: String)] = targets.enumerated().flatMap { index, target in
            FileSystem.files(under: FileSystem.join(rootPath, target.folder))
                .filter { file in
                    file.hasSuffix(".swift") && !target.excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
                }
                .sorted()
                .map { (index, target.folder + "/" + $0) }
        }
        let declaredNames = targets.map { Set($0.declared.map(\.value)).union($0.implicit) }
        let scanned = Concurrently.map(count: files.count) { index -> ScannedFile in
            let (target, path) = files[index]
            let scanner = SwiftImportScanner { ToolchainModules.canImport($0, declared: declaredNames[target]) }
            return ScannedFile(
                path: path, result: scanner.scan(FileSystem.bytes(at: FileSystem.join(rootPath, path)) ?? []))
        }
        var diagnostics: [Diagnostic] = []
        var filesByTarget: [Int: [ScannedFile]] = [:]
        for (index, file) in scanned.enumerated() { filesByTarget[files[index].target, default: []].append(file) }
        for (index, target) in targets.enumerated() {
            diagnostics += check(
                target, files: filesByTarget[index] ?? [], declared: declaredNames[index], byName: byName,
                usedExceptions: &usedExceptions)
        }
        return (diagnostics, files.count)
    }

    private func check(
        _ target: SourceTarget, files: [ScannedFile], declared: Set<String>, byName: [String: ModuleManifest],
        usedExceptions: inout Set<Int>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var imported: Set<String> = []
        for file in files {
            var findings: [(line: Int, diagnostic: Diagnostic)] = []
            for item in file.result.imports {
                imported.insert(item.module)
                if item.module == target.module.moduleName || ToolchainModules.all.contains(item.module) { continue }
                // The layer rules describe modules; test targets only need their imports declared.
                let isTests = !target.implicit.isEmpty
                let rule =
                    isTests
                    ? nil
                    : rules.flatMap { rules in
                        byName[item.module].flatMap {
                            violatedRule(rules, target.module, $0, usedExceptions: &usedExceptions)
                        }
                    }
                if let rule {
                    findings.append(
                        (
                            item.location.line,
                            Diagnostic(
                                rule.severity, file: file.path, location: item.location,
                                message:
                                    "\(target.name) imports \(item.module), which the rules forbid (\(rule.id)): \(rule.message)",
                                help: "remove the import; the module graph rules are in Manifest/\(LintRules.fileName)",
                                ruleID: LintRuleID.forbiddenImport)
                        ))
                } else if !declared.contains(item.module) {
                    let route = path(from: target, to: item.module, byName: byName)
                    let how = route.map { ", and reaches it only through " + $0.joined(separator: " -> ") } ?? ""
                    let known = byName[item.module] != nil
                    findings.append(
                        (
                            item.location.line,
                            Diagnostic(
                                file: file.path, location: item.location,
                                message: "\(target.name) imports \(item.module) but does not declare it\(how)"
                                    + (known ? "" : "; no module of that name is declared in Manifest/"),
                                help: known
                                    ? "add \"\(item.module)\" to the \(target.name == target.module.moduleName ? "" : "tests' ")dependencies in \(target.module.file)"
                                    : "declare the module, or remove the import",
                                ruleID: LintRuleID.implicitImport)
                        ))
                }
            }
            diagnostics += applySuppressions(findings, suppressions: file.result.suppressions, file: file.path)
        }
        for dependency in target.declared where !imported.contains(dependency.value) {
            diagnostics.append(
                Diagnostic(
                    file: target.module.file, location: dependency.location, jsonPath: dependency.jsonPath,
                    message: "\(target.name) declares \(dependency.value) but no file of it imports it",
                    help: "remove \"\(dependency.value)\" from the dependencies", ruleID: LintRuleID.unusedDependency))
        }
        return diagnostics
    }

    /// Keeps the findings no suppression covers; reports suppressions without a reason and unused ones.
    private func applySuppressions(
        _ findings: [(line: Int, diagnostic: Diagnostic)], suppressions: [SwiftImportScanner.Suppression], file: String
    ) -> [Diagnostic] {
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for finding in findings {
            if let index = suppressions.firstIndex(where: {
                $0.targetLine == finding.line && $0.rule == finding.diagnostic.ruleID && $0.reason != nil
            }) {
                used.insert(index)
            } else {
                kept.append(finding.diagnostic)
            }
        }
        for (index, suppression) in suppressions.enumerated() {
            if suppression.reason == nil {
                kept.append(
                    Diagnostic(
                        file: file, location: suppression.location,
                        message:
                            "a suppression needs a reason: // \(SwiftImportScanner.suppressionMarker) \(suppression.rule) -- <why>",
                        help: "say why the rule does not apply here", ruleID: LintRuleID.suppressionWithoutReason))
            } else if !used.contains(index) {
                kept.append(
                    Diagnostic(
                        .warning, file: file, location: suppression.location,
                        message:
                            "this suppression of \"\(suppression.rule)\" matches no finding on line \(suppression.targetLine)",
                        help: "remove it", ruleID: LintRuleID.unusedSuppression))
            }
        }
        return kept
    }

    /// A shortest path of declared dependencies from `target` to `module`, when there is one.
    private func path(from target: SourceTarget, to module: String, byName: [String: ModuleManifest]) -> [String]? {
        var parent: [String: String] = [:]
        var queue = target.declared.map(\.value) + target.implicit.sorted()
        for start in queue { parent[start] = target.name }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == module {
                var path = [current]
                while let previous = parent[path[0]], previous != target.name { path.insert(previous, at: 0) }
                return [target.name] + path
            }
            for next in byName[current]?.dependencies.map(\.value) ?? [] where parent[next] == nil {
                parent[next] = current
                queue.append(next)
            }
        }
        return nil
    }
}
