import ForgeJSON

/// One module as declared in `Manifest/`: a target of the generated package, and its test targets.
///
/// A class (immutable, so safely shared) because every check passes modules around: copying a
/// struct of this size retains each of its fields, which showed up first in profiles of 1,000 modules.
package final class ModuleManifest: Sendable {
    /// The manifest file, relative to the repository root.
    package let file: String
    /// The JSON path of the module object inside its file (`$` or `$.modules[1]`).
    package let jsonPath: String
    package let target: TargetManifest
    /// What the module is for in this repository's architecture; nil for a plain SwiftPM target.
    package let kind: ModuleKind?
    package let feature: Located<String>?
    package let layer: Located<FeatureLayer>?
    /// For executables, the name of the binary (`movieland`): the executable product built from the module.
    let executableName: Located<String>?
    /// Free-form labels the lint rules can match on.
    let tags: [Located<String>]
    package let testTargets: [TargetManifest]
    /// Every target the module declares: its own, then its tests (kept, not joined at each of the many calls).
    package let allTargets: [TargetManifest]

    package init(
        file: String, jsonPath: String, target: TargetManifest, kind: ModuleKind?, feature: Located<String>?,
        layer: Located<FeatureLayer>?, executableName: Located<String>?, tags: [Located<String>],
        testTargets: [TargetManifest]
    ) {
        self.file = file
        self.jsonPath = jsonPath
        self.target = target
        self.kind = kind
        self.feature = feature
        self.layer = layer
        self.executableName = executableName
        self.tags = tags
        self.testTargets = testTargets
        allTargets = [target] + testTargets
    }

    package var name: Located<String> { target.name }
    /// The target's name, which dependencies refer to.
    package var targetName: String { target.name.value }
    /// The module name its sources are imported by.
    package var importName: String { target.importName }
    /// The source folder, relative to the repository root.
    package var path: Located<String> { target.path }
    /// Dependencies on targets of this package (and by-name products), with where they were written.
    package var dependencies: [Located<String>] { target.localDependencies }
    package var type: TargetType { target.type }

    /// The executable product this module builds, if any: modules of a forge kind build one under their
    /// `executableName` (default: the target name); plain targets only when `executableName` is given.
    package var executableProductName: String? {
        guard target.type == .executable, kind != nil || executableName != nil else { return nil }
        return executableName?.value ?? targetName
    }
}
