/// What a test target may run: the programs the package builds, and which of their targets a test's hash covers.
extension ManifestSet {
    /// Every program the package builds, by file name → the executable target it is built from: an explicit
    /// executable product's name, a forge module's `executableName`, else the target's own name (the product
    /// SwiftPM makes of an executable target no product names).
    package var programs: [String: String] {
        var programs: [String: String] = [:]
        var named: Set<String> = []
        let executables = Set(executableTargets)
        for product in project.products where product.type == .executable {
            guard let target = product.targets.map(\.value).first(where: executables.contains) else { continue }
            programs[product.name.value] = target
            named.insert(target)
        }
        for module in modules where module.type == .executable && !named.contains(module.targetName) {
            programs[module.executableProductName ?? module.targetName] = module.targetName
        }
        return programs
    }

    /// The targets the test target `test` runs, whose builds its hash covers: those its manifest lists, or,
    /// when it lists none and the project's test inputs are undeclared, every executable of the package (as
    /// `swift test` builds them all for any test to start).
    package func targetsRun(by test: TargetManifest) -> [String] {
        let declared = test.inputs.targets.map(\.value)
        guard assumesInputs(of: test), !test.inputs.declaresTargets else { return declared }
        return declared + executableTargets.filter { !declared.contains($0) }
    }

    /// Whether the test target `test` may read any repository file no target owns: it lists no paths, and the
    /// project's test inputs are undeclared.
    package func readsUnownedFiles(_ test: TargetManifest) -> Bool {
        assumesInputs(of: test) && !test.inputs.declaresPaths
    }

    /// Whether forge assumes what `test` uses, as `swift test` allows it, where its manifest says nothing.
    private func assumesInputs(of test: TargetManifest) -> Bool {
        test.type == .test && (project.testInputs ?? .default) == .undeclared
    }

    /// The folders of every target, relative to the root: what a file must be outside of to be owned by none.
    package var targetFolders: [String] { modules.flatMap { $0.allTargets.map(\.path.value) } }
}
