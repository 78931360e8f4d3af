/// One module as declared in `Manifest/`: a target of the generated package, and maybe its test target.
public struct ModuleManifest: Sendable {
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
