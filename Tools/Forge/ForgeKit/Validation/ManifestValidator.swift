import Foundation

/// Checks a set of manifests as a whole: names, references between modules, folders on disk and cycles.
public struct ManifestValidator: Sendable {
    public let manifests: ManifestSet
    /// The repository root, against which module folders are checked.
    public let root: URL

    private let rootPath: String

    public init(manifests: ManifestSet, root: URL) {
        self.manifests = manifests
        self.root = root
        self.rootPath = root.path
    }

    /// Every problem found; an empty array means the manifests can be generated.
    public func validate() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let modulesByName = checkNames(&diagnostics)
        for module in manifests.modules {
            checkFeatureLayerName(module, &diagnostics)
            checkDependencies(module, modulesByName: modulesByName, &diagnostics)
        }
        diagnostics += checkFoldersConcurrently()
        checkOverlappingFolders(&diagnostics)
        checkCycles(modulesByName: modulesByName, &diagnostics)
        return diagnostics
    }

    // MARK: - Names

    private func checkNames(_ diagnostics: inout [Diagnostic]) -> [String: ModuleManifest] {
        var byName: [String: ModuleManifest] = [:]
        var executables: [String: ModuleManifest] = [:]
        let project = manifests.project
        if let problem = SwiftNames.problem(withIdentifier: project.name.value) {
            diagnostics.append(
                Diagnostic(
                    file: project.file, location: project.name.location, jsonPath: project.name.jsonPath,
                    message:
                        "package name \"\(project.name.value)\" would break the generated Package.swift: \(problem)",
                    help: fixHelp(for: project.name.value)))
        }
        for module in manifests.modules {
            let name = module.name
            if let problem = SwiftNames.problem(withIdentifier: name.value) {
                diagnostics.append(
                    Diagnostic(
                        file: module.file, location: name.location, jsonPath: name.jsonPath,
                        message: "module name \"\(name.value)\" is not a valid Swift identifier: \(problem)",
                        help: fixHelp(for: name.value)))
            }
            if let first = byName[name.value] {
                diagnostics.append(
                    Diagnostic(
                        file: module.file, location: name.location, jsonPath: name.jsonPath,
                        message:
                            "duplicate module name \"\(name.value)\" (also declared at \(first.file):\(first.name.location))",
                        help: "module names are unique across Manifest/; rename one of them"))
            } else {
                byName[name.value] = module
            }
            if let feature = module.feature {
                if let problem = SwiftNames.problem(withIdentifier: feature.value) {
                    diagnostics.append(
                        Diagnostic(
                            file: module.file, location: feature.location, jsonPath: feature.jsonPath,
                            message: "feature name \"\(feature.value)\" is not a valid Swift identifier: \(problem)",
                            help: fixHelp(for: feature.value)))
                } else if !SwiftNames.isUpperCamelCase(feature.value) {
                    diagnostics.append(
                        Diagnostic(
                            file: module.file, location: feature.location, jsonPath: feature.jsonPath,
                            message: "feature name \"\(feature.value)\" is not UpperCamelCase",
                            help:
                                "name features like types, e.g. \"\(feature.value.prefix(1).uppercased() + feature.value.dropFirst().replacingOccurrences(of: "_", with: ""))\""
                        ))
                }
            }
            for tag in module.tags where !isTag(tag.value) {
                diagnostics.append(
                    Diagnostic(
                        file: module.file, location: tag.location, jsonPath: tag.jsonPath,
                        message: "tag \"\(tag.value)\" is not a valid tag",
                        help: "use lowercase letters, digits and '-', e.g. \"ui\""))
            }
            if module.product == .executable {
                let executable = module.executableName?.value ?? name.value
                if let located = module.executableName, !isExecutableName(located.value) {
                    diagnostics.append(
                        Diagnostic(
                            file: module.file, location: located.location, jsonPath: located.jsonPath,
                            message: "executable name \"\(located.value)\" is not a valid command name",
                            help: "use letters, digits, '-' and '_', e.g. \"movieland\""))
                }
                if let first = executables[executable] {
                    diagnostics.append(
                        Diagnostic(
                            file: module.file, location: (module.executableName ?? name).location,
                            jsonPath: (module.executableName ?? name).jsonPath,
                            message: "executable \"\(executable)\" is also built by module \"\(first.moduleName)\"",
                            help: "give each executable its own \"executableName\""))
                } else {
                    executables[executable] = module
                }
            }
        }
        for module in manifests.modules {
            guard let tests = module.tests, let clash = byName[tests.name] else { continue }
            diagnostics.append(
                Diagnostic(
                    file: clash.file, location: clash.name.location, jsonPath: clash.name.jsonPath,
                    message: "module name \"\(tests.name)\" clashes with the test target of \"\(module.moduleName)\"",
                    help: "rename the module; the name <Module>Tests is reserved for test targets"))
        }
        return byName
    }

    private func fixHelp(for name: String) -> String {
        if let suggestion = SwiftNames.suggestedIdentifier(for: name), suggestion != name {
            return "rename it to \"\(suggestion)\": letters, digits and '_', starting with a letter, not a keyword"
        }
        return "use letters, digits and '_', starting with a letter, and not a Swift keyword"
    }

    private func isTag(_ tag: String) -> Bool {
        !tag.isEmpty
            && tag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private func isExecutableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "-" else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    private func checkFeatureLayerName(_ module: ModuleManifest, _ diagnostics: inout [Diagnostic]) {
        guard module.kind == .feature, let feature = module.feature, let layer = module.layer else { return }
        let expected = layer.value.moduleName(feature: feature.value)
        guard module.moduleName != expected else { return }
        diagnostics.append(
            Diagnostic(
                file: module.file, location: module.name.location, jsonPath: module.name.jsonPath,
                message:
                    "module \"\(module.moduleName)\" is the \(layer.value.rawValue) layer of feature \"\(feature.value)\", so it must be named \"\(expected)\"",
                help: "rename it to \"\(expected)\", or correct \"feature\" or \"layer\""))
    }

    // MARK: - Dependencies

    private func checkDependencies(
        _ module: ModuleManifest, modulesByName: [String: ModuleManifest], _ diagnostics: inout [Diagnostic]
    ) {
        checkReferences(module.dependencies, of: module, forTests: false, modulesByName: modulesByName, &diagnostics)
        if let tests = module.tests {
            checkReferences(tests.dependencies, of: module, forTests: true, modulesByName: modulesByName, &diagnostics)
        }
    }

    private func checkReferences(
        _ references: [Located<String>], of module: ModuleManifest, forTests: Bool,
        modulesByName: [String: ModuleManifest], _ diagnostics: inout [Diagnostic]
    ) {
        var seen: [String: Located<String>] = [:]
        for reference in references {
            func report(_ message: String, help: String?) {
                diagnostics.append(
                    Diagnostic(
                        file: module.file, location: reference.location, jsonPath: reference.jsonPath,
                        message: message, help: help))
            }
            let target = reference.value
            if let first = seen[target] {
                report("\"\(target)\" is listed twice (first at \(first.location))", help: "remove the repetition")
                continue
            }
            seen[target] = reference
            if target == module.moduleName {
                report(
                    forTests
                        ? "the test target already depends on \"\(target)\"; do not list it"
                        : "module \"\(target)\" depends on itself",
                    help: "remove \"\(target)\" from the list")
                continue
            }
            guard let dependency = modulesByName[target] else {
                let suggestion = Suggestions.didYouMean(target, in: modulesByName.keys)
                report(
                    "unknown module \"\(target)\"",
                    help: suggestion ?? "declare it in a manifest under Manifest/, or remove the dependency")
                continue
            }
            let owner = forTests ? "the tests of \"\(module.moduleName)\"" : "module \"\(module.moduleName)\""
            switch dependency.kind {
            case .app where !forTests:
                report(
                    "\(owner) depends on the app \"\(target)\"; nothing may depend on an app",
                    help: "move the shared code into a core or feature module")
            case .tool where module.kind != .tool && !forTests:
                report(
                    "\(owner) (kind \(module.kind.rawValue)) depends on the tool module \"\(target)\"",
                    help: "only tool modules and tests may depend on tool modules; remove the dependency")
            case .testSupport where !forTests && module.kind != .testSupport:
                report(
                    "\(owner) depends on the test-support module \"\(target)\"",
                    help: "list it under \"tests\": {\"dependencies\": [...]} instead")
            default:
                break
            }
        }
    }

    private func checkCycles(modulesByName: [String: ModuleManifest], _ diagnostics: inout [Diagnostic]) {
        var edges: [String: [String]] = [:]
        for (name, module) in modulesByName {
            edges[name] = module.dependencies.map(\.value).filter { $0 != name }
        }
        let (cycles, truncated) = CycleFinder(edges: edges).cycles()
        for cycle in cycles {
            let module = modulesByName[cycle[0]]!
            let edge = module.dependencies.first { $0.value == cycle[1] }!
            diagnostics.append(
                Diagnostic(
                    file: module.file, location: edge.location, jsonPath: edge.jsonPath,
                    message: "dependency cycle: " + cycle.joined(separator: " -> "),
                    help:
                        "break one edge of the cycle, e.g. move what both need into a lower module or talk through a DomainApi protocol",
                    ruleID: LintRuleID.cycle))
        }
        if truncated {
            diagnostics.append(
                Diagnostic(
                    file: ManifestLoader.folder, location: nil,
                    message: "more than \(cycles.count) dependency cycles; only the first \(cycles.count) are listed",
                    help: "fix these and run again to see the rest"))
        }
    }

    // MARK: - Folders

    /// Folder checks are one `stat` per path and independent per module, so they use every core.
    private func checkFoldersConcurrently() -> [Diagnostic] {
        let modules = manifests.modules
        return Concurrently.map(count: modules.count) { index in
            var found: [Diagnostic] = []
            checkFolders(modules[index], &found)
            return found
        }.flatMap { $0 }
    }

    private func checkFolders(_ module: ModuleManifest, _ diagnostics: inout [Diagnostic]) {
        guard checkRelativePath(module.path, in: module, what: "source folder", &diagnostics) else { return }
        let sourceExists = checkExists(
            module.path.value, located: module.path, in: module, what: "source folder", directory: true, &diagnostics)
        if sourceExists {
            for resource in module.resources {
                checkContained(resource.path, base: module.path.value, in: module, what: "resource", &diagnostics)
            }
            for excluded in module.exclude {
                checkContained(excluded, base: module.path.value, in: module, what: "excluded path", &diagnostics)
            }
        }
        guard let tests = module.tests,
            checkRelativePath(tests.path, in: module, what: "test folder", &diagnostics),
            checkExists(
                tests.path.value, located: tests.path, in: module, what: "test folder", directory: true, &diagnostics)
        else { return }
        for resource in tests.resources {
            checkContained(resource.path, base: tests.path.value, in: module, what: "test resource", &diagnostics)
        }
        for excluded in tests.exclude {
            checkContained(excluded, base: tests.path.value, in: module, what: "excluded test path", &diagnostics)
        }
    }

    private func checkContained(
        _ path: Located<String>, base: String, in module: ModuleManifest, what: String,
        _ diagnostics: inout [Diagnostic]
    ) {
        guard checkRelativePath(path, in: module, what: what, &diagnostics) else { return }
        _ = checkExists("\(base)/\(path.value)", located: path, in: module, what: what, directory: nil, &diagnostics)
    }

    /// Rejects absolute paths, `..` and characters that would break the generated Swift string literal.
    private func checkRelativePath(
        _ path: Located<String>, in module: ModuleManifest, what: String, _ diagnostics: inout [Diagnostic]
    ) -> Bool {
        let value = path.value
        var problem: String?
        if value.isEmpty {
            problem = "is empty"
        } else if value.hasPrefix("/") || value.hasPrefix("~") {
            problem = "is absolute; paths are relative to the repository root (resources: to the module folder)"
        } else if value.utf8.contains(where: {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F
        }) {
            problem = "contains a quote, a backslash or a control character"
        } else if value.utf8.split(separator: UInt8(ascii: "/")).contains(where: { $0.elementsEqual("..".utf8) }) {
            problem = "leaves its folder with '..'"
        }
        guard let problem else { return true }
        diagnostics.append(
            Diagnostic(
                file: module.file, location: path.location, jsonPath: path.jsonPath,
                message: "\(what) \"\(value.debugDescription.dropFirst().dropLast())\" \(problem)",
                help: "write a relative path with '/' separators, such as \"Resources\""))
        return false
    }

    private func checkExists(
        _ relativePath: String, located: Located<String>, in module: ModuleManifest, what: String, directory: Bool?,
        _ diagnostics: inout [Diagnostic]
    ) -> Bool {
        let entry = FileSystem.entry(at: FileSystem.join(rootPath, relativePath))
        let exists = entry != nil
        if let entry, directory == nil || (entry == .directory) == directory { return true }
        let defaultNote =
            located.jsonPath.hasSuffix(".name") || located.jsonPath.hasSuffix(".tests")
            ? " (the default for this module; set \"path\" to use another folder)" : ""
        diagnostics.append(
            Diagnostic(
                file: module.file, location: located.location, jsonPath: located.jsonPath,
                message: exists
                    ? "\(what) \"\(relativePath)\" is a file, not a folder"
                    : "\(what) \"\(relativePath)\" does not exist\(defaultNote)",
                help: exists ? "point it at the folder that holds the files" : "create it, or correct the path"))
        return false
    }

    /// Two modules cannot share source files: SwiftPM rejects overlapping target folders.
    private func checkOverlappingFolders(_ diagnostics: inout [Diagnostic]) {
        var owners: [(path: String, name: String, module: ModuleManifest, located: Located<String>)] = []
        for module in manifests.modules {
            owners.append((module.path.value, module.moduleName, module, module.path))
            if let tests = module.tests { owners.append((tests.path.value, tests.name, module, tests.path)) }
        }
        owners.sort { $0.path < $1.path }
        for (previous, current) in zip(owners, owners.dropFirst())
        where current.name != previous.name
            && (current.path == previous.path || current.path.hasPrefix(previous.path + "/"))
        {
            diagnostics.append(
                Diagnostic(
                    file: current.module.file, location: current.located.location, jsonPath: current.located.jsonPath,
                    message:
                        "the folder of \"\(current.name)\" (\(current.path)) overlaps the folder of \"\(previous.name)\" (\(previous.path))",
                    help: "give each target its own folder; a source file belongs to one target only"))
        }
    }
}
