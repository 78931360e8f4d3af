import ForgeDiagnostics
import ForgeJSON
import ForgeManifest
import ForgeSupport
import ForgeSwiftSource
import Foundation

extension LintEngine {
    /// One compiled target: a module's sources or its tests'.
    private struct SourceTarget {
        let module: ModuleManifest
        let name: String
        /// The module name its own sources would import it by.
        let importName: String
        /// Dependencies on targets of this package the manifest declares for it, with where.
        let declared: [Located<String>]
        /// Module names its product dependencies provide, as far as the manifests tell (the product name,
        /// or the alias it is imported under).
        let productImports: Set<String>
        /// Modules it may import without listing them (a test target's own module).
        let implicit: Set<String>
        let isTests: Bool
        /// The builds its imports are checked for.
        let contexts: TargetBuildContexts
        /// Dependencies lint does not call unused: marked `linkOnly`, or only linked on platforms it does not
        /// check (whether they are used there cannot be seen).
        let exemptFromUnusedCheck: Set<String>
    }

    struct ScannedFile: Sendable {
        let path: String
        let result: SwiftImportScanner.Result
    }

    /// The scanned files of each module's own target (not its tests'), by target name.
    struct ImportSites {
        let filesByTarget: [String: [ScannedFile]]

        /// Where the files of `target` import `module`, as `file:line`, in file and line order.
        func sites(in target: String, importing module: String) -> [String] {
            (filesByTarget[target] ?? []).flatMap { file in
                file.result.imports.filter { $0.module == module }.map { "\(file.path):\($0.location.line)" }
            }
        }
    }

    /// What the sources say: findings, how many files were read, and where each module's own target imports
    /// each module, which the manifest-level edge errors list.
    func checkSources(
        byName: [String: ModuleManifest], usedExceptions: inout Set<Int>
    ) -> (diagnostics: [Diagnostic], fileCount: Int, importSites: ImportSites) {
        let platforms = TargetBuildContexts.platforms(for: manifests.project, override: platformOverride)
        let rootPath = root.path
        // Plugins, system libraries and binaries are not compiled as modules of the package.
        let compiled = manifests.modules.flatMap { module in
            module.allTargets.filter(\.type.compilesSwift).map { (module: module, target: $0) }
        }
        // Each target's folder is listed, read and scanned on one core, targets spread over the cores.
        let folders = compiled.map { entry in
            (
                folder: entry.target.path.value,
                excluded: (entry.target.exclude.map(\.value) + entry.target.resources.map(\.path.value)).map {
                    $0.hasSuffix("/") ? String($0.dropLast()) : $0
                }
            )
        }
        let scannedByTarget = Concurrently.map(count: folders.count) { index -> [ScannedFile] in
            let (folder, excluded) = folders[index]
            return FileSystem.readFiles(
                under: FileSystem.join(rootPath, folder), suffix: ".swift",
                skip: { path in excluded.contains { path == $0 || path.hasPrefix($0 + "/") } }
            ).map { ScannedFile(path: folder + "/" + $0.path, result: SwiftImportScanner().scan($0.bytes)) }
        }
        // A target with Swift files is a Swift module named after it; the others (C targets, system libraries)
        // are imported by their module map's names, which only they need looking up.
        let swiftTargets = Set(
            compiled.indices.filter { !scannedByTarget[$0].isEmpty }.map { compiled[$0].target.targetName })
        let moduleNames = Dictionary(
            manifests.modules.map { module in
                (
                    module.targetName,
                    swiftTargets.contains(module.targetName)
                        ? [module.importName] : ModuleMap.importNames(of: module.target, rootPath: rootPath)
                )
            },
            uniquingKeysWith: { first, _ in first })
        func importNames(of name: String) -> [String] { moduleNames[name] ?? [SwiftNames.c99Name(name)] }
        let external = Set(manifests.project.externalModules)
        let productModules = ProductModules.load(root: root, project: manifests.project)
        var targets: [SourceTarget] = []
        for (module, target) in compiled {
            let implicit = Set(target.host.map { importNames(of: $0.value) } ?? [])
            let productImports = Set(target.dependencies.flatMap { Self.productImports($0, known: productModules) })
            let declaredImports = Set(target.localDependencies.flatMap { importNames(of: $0.value) })
                .union(implicit).union(productImports).union(external)
            targets.append(
                SourceTarget(
                    module: module, name: target.targetName, importName: target.importName,
                    declared: target.localDependencies, productImports: productImports, implicit: implicit,
                    isTests: target.type == .test,
                    contexts: TargetBuildContexts(
                        target: target, project: manifests.project, platforms: platforms,
                        importable: declaredImports),
                    exemptFromUnusedCheck: Set(
                        target.dependencies.filter { dependency in
                            if dependency.linkOnly { return true }
                            guard let names = dependency.condition?.platforms, !names.isEmpty else { return false }
                            return !platforms.contains { platform in
                                names.contains { $0.lowercased() == platform.name.lowercased() }
                            }
                        }.compactMap(\.localName))))
        }
        // Which product provides each module that some target's product dependencies bring.
        var productsByModule: [String: (product: String, package: String?)] = [:]
        for module in manifests.modules {
            for target in module.allTargets {
                for dependency in target.dependencies {
                    guard case .product(let name, let package, _) = dependency.reference else { continue }
                    for imported in Self.productImports(dependency, known: productModules)
                    where productsByModule[imported] == nil {
                        productsByModule[imported] = (name, package)
                    }
                }
            }
        }
        let declaredNames = targets.map { target in
            Set(target.declared.flatMap { importNames(of: $0.value) }).union(target.implicit)
                .union(target.productImports).union(external)
        }
        var diagnostics: [Diagnostic] = []
        let byImport = Dictionary(
            manifests.modules.flatMap { module in importNames(of: module.targetName).map { ($0, module) } },
            uniquingKeysWith: { first, _ in first })
        var filesByTarget: [String: [ScannedFile]] = [:]
        for (index, target) in targets.enumerated() {
            let files = scannedByTarget[index]
            diagnostics += check(
                target, files: files, declared: declaredNames[index], byName: byName, byImport: byImport,
                importNames: importNames, productsByModule: productsByModule, usedExceptions: &usedExceptions)
            if !target.isTests { filesByTarget[target.name] = files }
        }
        return (diagnostics, scannedByTarget.reduce(0) { $0 + $1.count }, ImportSites(filesByTarget: filesByTarget))
    }

    private func check(
        _ target: SourceTarget, files: [ScannedFile], declared: Set<String>, byName: [String: ModuleManifest],
        byImport: [String: ModuleManifest], importNames: (String) -> [String],
        productsByModule: [String: (product: String, package: String?)], usedExceptions: inout Set<Int>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var imported: Set<String> = []
        for file in files {
            var findings: [(line: Int, diagnostic: Diagnostic)] = []
            for item in file.result.imports {
                let compiledOn = target.contexts.platforms(compiling: item.conditions)
                // Not compiled on any platform checked: the compiler never sees it.
                if compiledOn.isEmpty { continue }
                // Declared: fine, and the dependency is used. Only declared names matter to the unused check.
                if declared.contains(item.module) {
                    imported.insert(item.module)
                    continue
                }
                if item.module == target.importName || compiledOn.contains(where: { $0.modules.contains(item.module) })
                {
                    continue
                }
                let platformNote =
                    item.isConditional ? " (compiled on \(compiledOn.map(\.name).joined(separator: ", ")))" : ""
                let importedModule = byImport[item.module]
                // The layer rules describe modules; test targets only need their imports declared. A declared
                // dependency that breaks a rule is one error at the manifest, which lists these lines.
                let rule =
                    target.isTests
                    ? nil
                    : rules.flatMap { rules in
                        importedModule.flatMap {
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
                } else {
                    let route = importedModule.flatMap { path(from: target, to: $0.targetName, byName: byName) }
                    let how = route.map { ", and reaches it only through " + $0.joined(separator: " -> ") } ?? ""
                    let known = importedModule != nil
                    let name = importedModule?.targetName ?? item.module
                    let dependencies = "\(target.isTests ? "tests' " : "")dependencies in \(target.module.file)"
                    // A module no target declares may still come from a product other targets depend on.
                    let product = known ? nil : productsByModule[item.module]
                    let origin =
                        known
                        ? ""
                        : product.map {
                            "; it comes from the product \($0.product)" + ($0.package.map { " of package \($0)" } ?? "")
                        }
                            ?? "; no module of that name is declared in Manifest/"
                    let help =
                        known
                        ? "add \"\(name)\" to the \(dependencies)"
                        : product.map {
                            "add {\"product\": \"\($0.product)\""
                                + ($0.package.map { ", \"package\": \"\($0)\"" } ?? "")
                                + "} to the \(dependencies)"
                        } ?? "declare the module, or remove the import"
                    findings.append(
                        (
                            item.location.line,
                            Diagnostic(
                                file: file.path, location: item.location,
                                message:
                                    "\(target.name) imports \(item.module)\(platformNote) but does not declare it\(how)\(origin)",
                                help: help, ruleID: LintRuleID.implicitImport)
                        ))
                }
            }
            if !findings.isEmpty || !file.result.suppressions.isEmpty {
                diagnostics += applySuppressions(findings, suppressions: file.result.suppressions, file: file.path)
            }
        }
        // A by-name dependency that is no target of this package is a product, whose modules are unknown here.
        for dependency in target.declared
        where byName[dependency.value] != nil && !target.exemptFromUnusedCheck.contains(dependency.value)
            && imported.isDisjoint(with: importNames(dependency.value))
        {
            diagnostics.append(
                Diagnostic(
                    file: target.module.file, at: dependency,
                    message: "\(target.name) declares \(dependency.value) but no file of it imports it",
                    help:
                        "import it where it is used, or remove it; if it is linked on purpose (a composition root choosing an implementation), write {\"target\": \"\(dependency.value)\", \"linkOnly\": true}",
                    ruleID: LintRuleID.unusedDependency))
        }
        return diagnostics
    }

    /// The module name sources import the target `name` by.
    private func importName(of name: String, byName: [String: ModuleManifest]) -> String {
        byName[name]?.importName ?? SwiftNames.c99Name(name)
    }

    /// The manifest's `modules` when given, else what the dependency on disk says, else the product's name.
    private static func productImports(_ dependency: TargetDependency, known: ProductModules) -> [String] {
        guard case .product(let name, let package, let aliases) = dependency.reference else { return [] }
        let modules =
            dependency.modules ?? known.modules(product: name, package: package) ?? [SwiftNames.c99Name(name)]
        // An alias renames the module it names; the others keep their names.
        return modules.filter { aliases[$0] == nil } + aliases.values
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
        let starts = target.declared.map(\.value) + target.implicit.sorted()
        return graph.shortestPath(from: starts, to: module).map { [target.name] + $0 }
    }
}
