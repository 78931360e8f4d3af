import ForgeDiagnostics
import ForgeJSON
import ForgeSupport
import Foundation

/// Checks a set of manifests as a whole: names, references between targets, products and packages,
/// folders on disk and cycles. It rejects only what SwiftPM or the compiler would reject, and says which,
/// plus forge's own conventions for modules that declare a `kind`.
struct ManifestValidator {
    let manifests: ManifestSet
    /// Where every check reports.
    let diagnostics: DiagnosticCollector
    /// The repository root, against which module folders are checked.
    let root: URL

    let rootPath: String
    /// The names `.product(package:)` may use: every package dependency's identity and `name`, once.
    let packageNames: Set<String>

    init(manifests: ManifestSet, root: URL, diagnostics: DiagnosticCollector = DiagnosticCollector()) {
        self.manifests = manifests
        self.diagnostics = diagnostics
        self.root = root
        self.rootPath = root.path
        self.packageNames = Set(manifests.project.dependencies.flatMap(\.referenceNames))
    }

    /// A target with the module that declares it.
    struct DeclaredTarget {
        let target: TargetManifest
        let module: ModuleManifest
    }

    /// Every problem found, in no particular order (`ValidatedManifests` sorts them for display); none means the
    /// manifests can be generated.
    func validate() -> [Diagnostic] {
        let (manifests, root) = (manifests, root)
        // Two independent halves, one per core, each reporting to a collector of its own: what the manifests
        // say of each other, and what is on disk (folders, then overlaps) with the graph's cycles.
        let (declarations, disk) = Concurrently.both(
            { ManifestValidator(manifests: manifests, root: root).checkDeclarations() },
            { ManifestValidator(manifests: manifests, root: root).checkFoldersAndCycles() })
        diagnostics.emit(contentsOf: declarations + disk)
        return diagnostics.diagnostics
    }

    /// Names, references, tools versions and the project's own settings.
    private func checkDeclarations() -> [Diagnostic] {
        let targets = checkNames()
        for module in manifests.modules {
            checkFeatureLayerName(module)
            for target in module.allTargets {
                checkReferences(of: target, in: module, targets: targets)
                checkToolsVersion(of: target, in: module)
            }
        }
        checkProject(targets: targets)
        return diagnostics.diagnostics
    }

    /// The folders manifests point at, folders two targets share, and dependency cycles.
    private func checkFoldersAndCycles() -> [Diagnostic] {
        diagnostics.emit(contentsOf: checkFoldersConcurrently())
        checkOverlappingFolders()
        checkCycles(
            modulesByName: Dictionary(
                manifests.modules.map { ($0.targetName, $0) }, uniquingKeysWith: { first, _ in first }))
        return diagnostics.diagnostics
    }

    // MARK: - Names

    /// Reports duplicate and unusable names; returns every target by name (the first of duplicates).
    private func checkNames() -> [String: DeclaredTarget] {
        let project = manifests.project
        if project.name.value.isEmpty {
            diagnostics.emit(
                Diagnostic(
                    .emptyPackageName, file: project.file, location: project.name.location,
                    jsonPath: project.name.jsonPath))
        }
        var names = DeclaredNames()
        var executables: [String: ModuleManifest] = [:]
        let takenNames = Set(manifests.modules.flatMap { $0.allTargets.map(\.targetName) })
        for module in manifests.modules {
            for target in module.allTargets { checkTargetName(target, in: module, against: &names) }
            if let feature = module.feature { checkFeatureName(feature, in: module, taken: takenNames) }
            for tag in module.tags where !isTag(tag.value) {
                diagnostics.emit(
                    Diagnostic(
                        .invalidTag(tag.value), file: module.file, location: tag.location, jsonPath: tag.jsonPath))
            }
            checkExecutableName(of: module, against: &executables)
        }
        return names.byName
    }

    /// The targets named so far, by target name and by the module name they build.
    private struct DeclaredNames {
        var byName: [String: DeclaredTarget] = [:]
        var byImportName: [String: DeclaredTarget] = [:]
    }

    /// A target's name is printable, unique, and builds a module no other target builds.
    private func checkTargetName(
        _ target: TargetManifest, in module: ModuleManifest, against names: inout DeclaredNames
    ) {
        let name = target.name
        if name.value.isEmpty || name.value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            diagnostics.emit(
                Diagnostic(
                    .unprintableTargetName(name.value), file: module.file, location: name.location,
                    jsonPath: name.jsonPath))
            return
        }
        if let first = names.byName[name.value] {
            diagnostics.emit(
                Diagnostic(
                    .duplicateTargetName(
                        name.value, firstAt: "\(first.module.file):\(first.target.name.location)",
                        defaultTestsOf: first.target.host != nil && target.host == nil ? first.module.targetName : nil),
                    file: module.file, location: name.location, jsonPath: name.jsonPath))
            return
        }
        names.byName[name.value] = DeclaredTarget(target: target, module: module)
        let importName = target.importName
        if let first = names.byImportName[importName], target.type != .binary, first.target.type != .binary {
            diagnostics.emit(
                Diagnostic(
                    .sameModule(importName, builtBy: first.target.targetName, and: name.value), file: module.file,
                    location: name.location, jsonPath: name.jsonPath))
        } else {
            names.byImportName[importName] = DeclaredTarget(target: target, module: module)
        }
    }

    /// An executable's name is a valid command name, and no other module builds one of that name.
    private func checkExecutableName(of module: ModuleManifest, against executables: inout [String: ModuleManifest]) {
        guard let executable = module.executableProductName else { return }
        if let name = module.executableName, !isExecutableName(name.value) {
            diagnostics.emit(
                Diagnostic(
                    .invalidExecutableName(name.value), file: module.file, location: name.location,
                    jsonPath: name.jsonPath))
        }
        if let first = executables[executable] {
            diagnostics.emit(
                Diagnostic(
                    .executableBuiltTwice(executable, alsoBy: first.targetName), file: module.file,
                    location: (module.executableName ?? module.name).location,
                    jsonPath: (module.executableName ?? module.name).jsonPath))
        } else {
            executables[executable] = module
        }
    }

    /// Feature names become parts of module and type names, so they are UpperCamelCase identifiers.
    private func checkFeatureName(
        _ feature: Located<String>, in module: ModuleManifest, taken: Set<String>
    ) {
        let problem =
            SwiftNames.problem(withIdentifier: feature.value).map { "is not a valid Swift identifier: \($0)" }
            ?? (SwiftNames.isUpperCamelCase(feature.value) ? nil : "is not UpperCamelCase")
        guard let problem else { return }
        var help = "name features like types: letters and digits, starting with an uppercase letter"
        // A suggestion must not collide with a module that already exists.
        if let suggestion = SwiftNames.suggestedIdentifier(for: feature.value), suggestion != feature.value,
            !FeatureLayer.allCases.contains(where: { taken.contains($0.moduleName(feature: suggestion)) })
        {
            help = "rename it to \"\(suggestion)\"; " + help
        }
        diagnostics.emit(
            Diagnostic(
                .featureName(feature.value, problem, help: help), file: module.file, location: feature.location,
                jsonPath: feature.jsonPath))
    }

    private func isTag(_ tag: String) -> Bool {
        !tag.isEmpty
            && tag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private func isExecutableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "-" else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
                || $0 == "."
        }
    }

    private func checkFeatureLayerName(_ module: ModuleManifest) {
        guard module.kind == .feature, let feature = module.feature, let layer = module.layer else { return }
        let expected = layer.value.moduleName(feature: feature.value)
        guard module.targetName != expected else { return }
        diagnostics.emit(
            Diagnostic(
                .featureLayerName(module.targetName, layer: layer.value, feature: feature.value, expected: expected),
                file: module.file, location: module.name.location, jsonPath: module.name.jsonPath))
    }

    // MARK: - Cycles

    private func checkCycles(modulesByName: [String: ModuleManifest]) {
        var edges: [String: [String]] = [:]
        for (name, module) in modulesByName {
            edges[name] = module.dependencies.map(\.value).filter { $0 != name && modulesByName[$0] != nil }
        }
        let (cycles, truncated) = DirectedGraph(edges: edges).cycles()
        for cycle in cycles {
            guard let module = modulesByName[cycle[0]],
                let edge = module.dependencies.first(where: { $0.value == cycle[1] })
            else { continue }
            diagnostics.emit(
                Diagnostic(.dependencyCycle(cycle), file: module.file, location: edge.location, jsonPath: edge.jsonPath)
            )
        }
        if truncated {
            diagnostics.emit(
                Diagnostic(.tooManyCycles(listed: cycles.count), file: ManifestLoader.folder, location: nil))
        }
    }
}
