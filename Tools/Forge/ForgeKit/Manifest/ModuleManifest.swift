/// One module as declared in `Manifest/`: a target of the generated package, and maybe its test target.
///
/// A class (immutable, so safely shared) because every check passes modules around: copying a
/// struct of this size retains each of its fields, which showed up first in profiles of 1,000 modules.
public final class ModuleManifest: Sendable {
    /// Whether the module builds a library or an executable.
    public enum Product: String, Sendable, CaseIterable {
        case library
        case executable
    }

    /// A file or folder the module ships with, relative to the module's folder.
    public struct Resource: Sendable, Equatable {
        public enum Rule: String, Sendable, CaseIterable {
            case process
            case copy
        }

        public let path: Located<String>
        public let rule: Rule
    }

    /// The test target of a module.
    public struct TestTarget: Sendable {
        public let name: String
        public let path: Located<String>
        public let dependencies: [Located<String>]
        public let resources: [Resource]
        public let exclude: [Located<String>]
    }

    /// The manifest file, relative to the repository root.
    public let file: String
    /// The JSON path of the module object inside its file (`$` or `$.modules[1]`).
    public let jsonPath: String
    public let name: Located<String>
    public let kind: ModuleKind
    public let feature: Located<String>?
    public let layer: Located<FeatureLayer>?
    public let product: Product
    /// For executables, the name of the binary (`movieland`); defaults to the module name.
    public let executableName: Located<String>?
    /// The source folder, relative to the repository root.
    public let path: Located<String>
    public let pathIsExplicit: Bool
    public let dependencies: [Located<String>]
    public let resources: [Resource]
    public let exclude: [Located<String>]
    /// Free-form labels the lint rules can match on.
    public let tags: [Located<String>]
    public let tests: TestTarget?

    init(
        file: String, jsonPath: String, name: Located<String>, kind: ModuleKind, feature: Located<String>?,
        layer: Located<FeatureLayer>?, product: Product, executableName: Located<String>?, path: Located<String>,
        pathIsExplicit: Bool, dependencies: [Located<String>], resources: [Resource], exclude: [Located<String>],
        tags: [Located<String>], tests: TestTarget?
    ) {
        self.file = file
        self.jsonPath = jsonPath
        self.name = name
        self.kind = kind
        self.feature = feature
        self.layer = layer
        self.product = product
        self.executableName = executableName
        self.path = path
        self.pathIsExplicit = pathIsExplicit
        self.dependencies = dependencies
        self.resources = resources
        self.exclude = exclude
        self.tags = tags
        self.tests = tests
    }

    /// The module's name as a plain string.
    public var moduleName: String { name.value }

    /// The folder a module lives in when its manifest gives no `path`.
    static func conventionalPath(name: String, kind: ModuleKind, feature: String?) -> String {
        switch kind {
        case .core: "Modules/Core/\(name)"
        case .feature: "Modules/Features/\(feature ?? name)/\(name)"
        case .app: "Apps/\(name)"
        case .tool: "Tools/\(name)"
        case .testSupport: "Tests/Support/\(name)"
        }
    }
}
