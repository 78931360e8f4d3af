import ForgeManifest
import ForgeSupport

/// From changed files to the modules that own them, everything that depends on those, and their tests.
package struct AffectedModules: Equatable {
    /// Modules affected, in generation order.
    package let modules: [String]
    /// Test targets to run.
    package let tests: [String]
    /// True when a change affects every module (project settings, rules, the tools).
    package let everything: Bool

    /// Files whose change affects every module.
    package static func affectsEverything(_ path: String) -> Bool {
        path == "\(ManifestLoader.folder)/\(ProjectManifest.fileName)"
            || path == "\(ManifestLoader.folder)/\(LintRules.fileName)"
            || path == "Package.swift" || path == "Makefile"
    }

    /// Whether a file no target owns and no test reads still affects everything: under `Tools/` are the
    /// scripts and build files the Makefile runs (forge's own modules are owned, and tests declare the tools
    /// they read as inputs).
    static func affectsEverythingUnlessOwned(_ path: String) -> Bool { path.hasPrefix("Tools/") }

    /// `moduleFiles`: the modules each manifest file declares now.
    package init(changed: [String], manifests: ManifestSet) {
        self.init(changed: changed, graph: AffectedGraph(manifests))
    }

    package init(changed: [String], graph: AffectedGraph) {
        var owners: [String: (module: String, isTests: Bool)] = [:]
        var manifestModules: [String: [String]] = [:]
        var readers: [AffectedGraph.Target] = []
        var unownedReaders: [String] = []
        for module in graph.modules {
            unownedReaders += module.targets.filter(\.readsUnownedFiles).map(\.name)
            for target in module.targets where owners[target.path] == nil {
                owners[target.path] = (target.name, target.isTest)
            }
            readers += module.targets.filter { !$0.inputPaths.isEmpty }
            manifestModules[module.file, default: []].append(module.target.name)
        }

        var changedModules: Set<String> = []
        var changedTests: Set<String> = []
        var everything = false
        for path in changed {
            if Self.affectsEverything(path) {
                everything = true
                continue
            }
            if let declared = manifestModules[path] {
                changedModules.formUnion(declared)
                continue
            }
            let owner = Self.owner(of: path, in: owners)
            if let owner {
                if owner.isTests { changedTests.insert(owner.module) } else { changedModules.insert(owner.module) }
            }
            changedTests.formUnion(readers.filter { $0.reads(path) }.map(\.name))
            // A test that reads the whole repository says nothing of who else a tool's file concerns.
            let readSpecifically = readers.contains { $0.reads(path, wholeRepository: false) }
            if owner == nil, !path.hasPrefix(ManifestLoader.folder + "/") { changedTests.formUnion(unownedReaders) }
            if owner == nil, !readSpecifically, Self.affectsEverythingUnlessOwned(path) { everything = true }
        }

        let starts = everything ? graph.modules.map(\.target.name) : Array(changedModules)
        let affected = graph.dependencies.reversed().reachable(from: starts)
        var tests: [String] = []
        for module in graph.modules {
            for target in module.targets where target.isTest {
                let touched =
                    affected.contains(target.name) || changedTests.contains(target.name)
                    || (target.host.map(affected.contains) ?? false)
                    || target.dependencies.contains(where: affected.contains)
                if touched { tests.append(target.name) }
            }
        }
        // Test targets declared as modules of their own are listed as tests, not modules.
        self.modules = graph.modules.filter { !$0.target.isTest }.map(\.target.name).filter(affected.contains)
        self.tests = tests
        self.everything = everything
    }

    /// The target whose folder holds `path`: the innermost one, found by looking up the path, then each
    /// folder above it (a few lookups per file, however many targets and files there are).
    private static func owner(
        of path: String, in owners: [String: (module: String, isTests: Bool)]
    ) -> (module: String, isTests: Bool)? {
        var candidate = Substring(path)
        while true {
            if let owner = owners[String(candidate)] { return owner }
            guard let slash = candidate.lastIndex(of: "/") else { return nil }
            candidate = candidate[..<slash]
        }
    }
}
