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
        /// Every module name those declarations let it import: targets, products, its host, external modules.
        let declaredImports: Set<String>
        /// Module names its product dependencies provide, as far as the manifests tell (the product name,
        /// or the alias it is imported under).
        let productImports: Set<String>
        /// Modules it may import without listing them (a test target's own module).
        let implicit: Set<String>
        let isTests: Bool
        /// The JSON path of the object whose `dependencies` it reads: the module, or the module's `tests`.
        let manifestPath: String
        /// The builds its imports are checked for.
        let contexts: TargetBuildContexts
        /// Dependencies lint does not call unused: marked `linkOnly`, or only linked on platforms it does not
        /// check (whether they are used there cannot be seen).
        let exemptFromUnusedCheck: Set<String>
    }

    struct ScannedFile: Sendable {
        let path: String
        let result: SwiftImportScanner.Result
        /// The modules its `#externalMacro(module: "...")` expansions name.
        var macroModules: [String] = []
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
        // Plugins, system libraries and binaries are not compiled as modules of the package.
        let compiled = manifests.modules.flatMap { module in
            module.allTargets.filter(\.type.compilesSwift).map { (module: module, target: $0) }
        }
        let scannedByTarget = scan(compiled.map(\.target))
        let names = ImportNames(
            modules: manifests.modules, root: root.path,
            swiftTargets: Set(
                compiled.indices.filter { !scannedByTarget[$0].isEmpty }.map { compiled[$0].target.targetName }))
        let productModules = ProductModules.load(root: root, project: manifests.project)
        let platforms = TargetBuildContexts.platforms(for: manifests.project, override: platformOverride)
        let targets = compiled.map {
            sourceTarget($0.target, of: $0.module, names: names, productModules: productModules, platforms: platforms)
        }
        let context = SourceCheckContext(
            byName: byName, names: names,
            byImport: Dictionary(
                manifests.modules.flatMap { module in names.of(module.targetName).map { ($0, module) } },
                uniquingKeysWith: { first, _ in first }),
            productsByModule: productsByModule(productModules), unresolvedPackages: productModules.unresolved,
            internalModules: productModules.internalModules)
        var diagnostics = productModules.unreadable.map { package, reason in
            Diagnostic(
                .warning, file: "\(ManifestLoader.folder)/\(ProjectManifest.fileName)", location: nil,
                message:
                    "the package \(package) is on disk but SwiftPM cannot evaluate it (\(reason)), so the modules its products provide are unknown",
                help: "run `swift package resolve` again, or fix that package's Package.swift")
        }
        var filesByTarget: [String: [ScannedFile]] = [:]
        for (index, target) in targets.enumerated() {
            diagnostics += check(
                target, files: scannedByTarget[index], context: context, usedExceptions: &usedExceptions)
            if !target.isTests { filesByTarget[target.name] = scannedByTarget[index] }
        }
        return (diagnostics, scannedByTarget.reduce(0) { $0 + $1.count }, ImportSites(filesByTarget: filesByTarget))
    }

    /// Each target's Swift files that SwiftPM compiles (`TargetSources`), read and scanned: a target's folder on
    /// one core, targets spread over the cores.
    private func scan(_ targets: [TargetManifest]) -> [[ScannedFile]] {
        let rootPath = root.path
        let sources = targets.map(TargetSources.init)
        return Concurrently.map(count: sources.count) { index -> [ScannedFile] in
            let target = sources[index]
            return target.files(rootPath: rootPath, suffix: ".swift").filter { $0.kind == .compiled }.map {
                ScannedFile(
                    path: target.folder + "/" + $0.path, result: SwiftImportScanner().scan($0.bytes),
                    macroModules: ExternalMacros.modules(in: $0.bytes))
            }
        }
    }

    /// The names each module is imported by. A target with Swift files is a Swift module named after it; the
    /// others (C targets, system libraries) are imported by their module map's names.
    struct ImportNames {
        private let byTarget: [String: [String]]

        init(modules: [ModuleManifest], root: String, swiftTargets: Set<String>) {
            byTarget = Dictionary(
                modules.map { module in
                    (
                        module.targetName,
                        swiftTargets.contains(module.targetName)
                            ? [module.importName] : ModuleMap.importNames(of: module.target, rootPath: root)
                    )
                },
                uniquingKeysWith: { first, _ in first })
        }

        /// The module names the target `name` is imported by.
        func of(_ name: String) -> [String] { byTarget[name] ?? [SwiftNames.c99Name(name)] }
    }

    /// What the source checks share: the modules by target and import name, and which product brings each module.
    private struct SourceCheckContext {
        let byName: [String: ModuleManifest]
        let names: ImportNames
        let byImport: [String: ModuleManifest]
        let productsByModule: [String: (product: String, package: String?)]
        /// Declared packages not on disk: a module found nowhere may be one of theirs.
        let unresolvedPackages: [String]
        /// Modules of dependencies' targets that no product provides, with their package.
        let internalModules: [String: String]
    }

    private func sourceTarget(
        _ target: TargetManifest, of module: ModuleManifest, names: ImportNames, productModules: ProductModules,
        platforms: [BuildPlatform]
    ) -> SourceTarget {
        let external = Set(manifests.project.externalModules)
        let implicit = Set(target.host.map { names.of($0.value) } ?? []).union(Self.compilerModules(of: target))
        let productImports = Set(target.dependencies.flatMap { Self.productImports($0, known: productModules) })
        let declaredImports = Set(target.localDependencies.flatMap { names.of($0.value) })
            .union(implicit).union(productImports).union(external)
        return SourceTarget(
            module: module, name: target.targetName, importName: target.importName,
            declared: target.localDependencies, declaredImports: declaredImports, productImports: productImports,
            implicit: implicit, isTests: target.type == .test,
            manifestPath: target.manifestPath,
            contexts: TargetBuildContexts(
                target: target, project: manifests.project, platforms: platforms, importable: declaredImports),
            exemptFromUnusedCheck: Self.exemptFromUnusedCheck(target, platforms: platforms))
    }

    /// Modules the compiler itself provides when the target's settings ask for them: `Builtin` with the
    /// `BuiltinModule` feature (or `-enable-builtin-module`, `-parse-stdlib`).
    private static func compilerModules(of target: TargetManifest) -> [String] {
        let asksForBuiltin = target.settings.contains { setting in
            setting.tool == .swift
                && (setting.kind.name == "enableExperimentalFeature" && setting.arguments.first == "BuiltinModule"
                    || setting.kind.name == "unsafeFlags"
                        && setting.arguments.contains { ["-enable-builtin-module", "-parse-stdlib"].contains($0) })
        }
        return asksForBuiltin ? ["Builtin"] : []
    }

    /// Dependencies marked `linkOnly`, or only linked on platforms lint does not check.
    private static func exemptFromUnusedCheck(_ target: TargetManifest, platforms: [BuildPlatform]) -> Set<String> {
        Set(
            target.dependencies.filter { dependency in
                if dependency.linkOnly { return true }
                guard let names = dependency.condition?.platforms, !names.isEmpty else { return false }
                return !platforms.contains { platform in
                    names.contains { $0.lowercased() == platform.name.lowercased() }
                }
            }.compactMap(\.localName))
    }

    /// Which product provides each module that some target's product dependencies bring.
    private func productsByModule(_ productModules: ProductModules) -> [String: (product: String, package: String?)] {
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
        // Then every product of every package on disk, for modules no target's dependencies bring yet.
        for (module, product, package) in productModules.allProducts(in: manifests.project)
        where productsByModule[module] == nil {
            productsByModule[module] = (product, package)
        }
        return productsByModule
    }

    private func check(
        _ target: SourceTarget, files: [ScannedFile], context: SourceCheckContext, usedExceptions: inout Set<Int>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var imported: Set<String> = []
        for file in files {
            var findings: [(line: Int, diagnostic: Diagnostic)] = []
            // A macro target is used through `#externalMacro(module:)`, never imported.
            imported.formUnion(file.macroModules.filter(target.declaredImports.contains))
            for item in file.result.imports {
                // Declared: fine, and the dependency is used, under whatever condition: `#if os(Windows)` is
                // compiled somewhere, if not on the platforms checked. Only declared names matter to the unused
                // check.
                if target.declaredImports.contains(item.module) {
                    imported.insert(item.module)
                    continue
                }
                let compiledOn = target.contexts.platforms(compiling: item.conditions)
                // Not compiled on any platform checked: the compiler never sees it.
                if compiledOn.isEmpty { continue }
                if item.module == target.importName || compiledOn.contains(where: { $0.modules.contains(item.module) })
                {
                    continue
                }
                let diagnostic = undeclaredImport(
                    item, in: file.path, of: target, compiledOn: compiledOn, context: context,
                    usedExceptions: &usedExceptions)
                findings.append((item.location.line, diagnostic))
            }
            if !findings.isEmpty || !file.result.suppressions.isEmpty {
                diagnostics += applySuppressions(findings, suppressions: file.result.suppressions, file: file.path)
            }
        }
        return diagnostics + unusedDependencies(of: target, imported: imported, context: context)
    }

    /// An import of a module `target` does not declare: forbidden by a rule, or implicit.
    private func undeclaredImport(
        _ item: SwiftImportScanner.Import, in file: String, of target: SourceTarget, compiledOn: [BuildPlatform],
        context: SourceCheckContext, usedExceptions: inout Set<Int>
    ) -> Diagnostic {
        let importedModule = context.byImport[item.module]
        // The layer rules describe modules; test targets only need their imports declared. A declared
        // dependency that breaks a rule is one error at the manifest, which lists these lines.
        if !target.isTests, let rules, let importedModule,
            let rule = rules.violation(target.module, importedModule, usedExceptions: &usedExceptions)
        {
            var diagnostic = Diagnostic(
                .forbiddenImport(target.name, imports: item.module, violation: rule), file: file,
                location: item.location)
            diagnostic.target = target.name
            diagnostic.subject = item.module
            return diagnostic
        }
        let platformNote = item.isConditional ? " (compiled on \(compiledOn.map(\.name).joined(separator: ", ")))" : ""
        let route = importedModule.flatMap { path(from: target, to: $0.targetName) }
        var source = importSource(item.module, of: importedModule, for: target, context: context)
        // Declaring a module that already depends on this one would close a cycle: that import needs a person.
        if let importedModule, !target.isTests,
            graph.reachable(from: [importedModule.targetName]).contains(target.module.targetName)
        {
            source.help =
                "\(importedModule.targetName) depends on \(target.module.targetName), so declaring it would close a cycle: move what both need into a lower module, or remove the import"
            source.entry = nil
        }
        var diagnostic = Diagnostic(
            .implicitImport(
                target.name, imports: item.module, platformNote: platformNote, route: route, origin: source.origin,
                help: source.help),
            file: file, location: item.location)
        diagnostic.target = target.name
        diagnostic.subject = item.module
        diagnostic.fix = source.entry.map { entry in
            var dependency = entry
            // Only the platforms that compile the import, when those are not all the checked ones: an import under
            // `#if os(Linux)` gets `"condition": {"platforms": ["linux"]}`.
            if compiledOn.count < target.contexts.platforms.count { dependency.platforms = compiledOn.map(\.name) }
            return ManifestFix(
                file: target.module.file, change: .addDependency(owner: target.manifestPath, dependency: dependency))
        }
        return diagnostic
    }

    /// Where an undeclared module comes from, and what to add: the module itself when the manifests declare it,
    /// else the product another target depends on that brings it.
    private func importSource(
        _ module: String, of importedModule: ModuleManifest?, for target: SourceTarget, context: SourceCheckContext
    ) -> (origin: String, help: String, entry: ManifestFix.Dependency?) {
        let dependencies = "\(target.isTests ? "tests' " : "")dependencies in \(target.module.file)"
        if let importedModule {
            let entry = ManifestFix.Dependency.target(importedModule.targetName)
            return ("", "add \(entry.json) to the \(dependencies)", entry)
        }
        // A module no target declares may still come from a product other targets depend on.
        guard let product = context.productsByModule[module] else {
            if let package = context.internalModules[module] {
                return (
                    "; it is a module of package \(package) that none of its products provides, visible only through them",
                    "no manifest can declare it: import a product of \(package) that offers what you use, or keep the import with // \(SwiftImportScanner.suppressionMarker) implicit-import -- <why>",
                    nil
                )
            }
            guard context.unresolvedPackages.isEmpty else {
                let packages = context.unresolvedPackages.joined(separator: ", ")
                return (
                    "; it may come from a package that is not checked out (\(packages))",
                    "run `swift package resolve`, then forge lint again: it will name the product to declare", nil
                )
            }
            return (
                "; no module of that name is declared in Manifest/", "declare the module, or remove the import", nil
            )
        }
        let origin =
            "; it comes from the product \(product.product)" + (product.package.map { " of package \($0)" } ?? "")
        let entry = ManifestFix.Dependency.product(product.product, package: product.package)
        return (origin, "add \(entry.json) to the \(dependencies)", entry)
    }

    /// Declared dependencies no file imports. A by-name dependency that is no target of this package is a
    /// product, whose modules are unknown here.
    private func unusedDependencies(
        of target: SourceTarget, imported: Set<String>, context: SourceCheckContext
    ) -> [Diagnostic] {
        target.declared.filter { dependency in
            context.byName[dependency.value] != nil && !target.exemptFromUnusedCheck.contains(dependency.value)
                && imported.isDisjoint(with: context.names.of(dependency.value))
        }.map { dependency in
            var diagnostic = Diagnostic(
                .unusedDependency(target.name, declares: dependency.value), file: target.module.file,
                location: dependency.location, jsonPath: dependency.jsonPath)
            diagnostic.target = target.name
            diagnostic.subject = dependency.value
            diagnostic.fix = ManifestFix(file: target.module.file, change: .removeDependency(at: dependency.jsonPath))
            return diagnostic
        }
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
                    Diagnostic(.suppressionWithoutReason(suppression.rule), file: file, location: suppression.location))
            } else if !used.contains(index) {
                kept.append(
                    Diagnostic(
                        .unusedSuppression(suppression.rule, line: suppression.targetLine), file: file,
                        location: suppression.location))
            }
        }
        return kept
    }

    /// A shortest path of declared dependencies from `target` to `module`, when there is one.
    private func path(from target: SourceTarget, to module: String) -> [String]? {
        let starts = target.declared.map(\.value) + target.implicit.sorted()
        return graph.shortestPath(from: starts, to: module).map { [target.name] + $0 }
    }
}
