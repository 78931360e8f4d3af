import ForgeJSON
import ForgeSupport

/// One SwiftPM target as a manifest declares it: a module's main target or one of its test targets.
package struct TargetManifest: Sendable {
    /// A file or folder the target ships with, relative to the target's folder.
    package struct Resource: Sendable, Equatable {
        package enum Rule: String, Sendable, CaseIterable {
            case process
            case copy
            case embedInCode
        }

        package enum Localization: String, Sendable, CaseIterable {
            case `default`
            case base
        }

        package let path: Located<String>
        package let rule: Rule
        /// Only for `process`.
        package let localization: Localization?

        package init(path: Located<String>, rule: Rule, localization: Localization?) {
            self.path = path
            self.rule = rule
            self.localization = localization
        }

        package var expression: String {
            let path = SwiftLiteral.string(path.value)
            return localization.map { ".\(rule.rawValue)(\(path), localization: .\($0.rawValue))" }
                ?? ".\(rule.rawValue)(\(path))"
        }
    }

    /// A package manager that can install a system library: `{"apt": ["zlib1g-dev"]}`.
    package struct SystemPackageProvider: Sendable, Equatable {
        static let managers = ["apt", "brew", "yum"]

        package let manager: String
        package let packages: [String]

        package init(manager: String, packages: [String]) {
            self.manager = manager
            self.packages = packages
        }
    }

    let name: Located<String>
    package let type: TargetType
    /// The source folder relative to the repository root: the declared `path`, else the default.
    package let path: Located<String>
    /// Whether the generated target states its path (declared, or a forge convention), or leaves SwiftPM's default.
    package let rendersPath: Bool
    /// Whether the manifest states the path (rather than forge's convention or SwiftPM's default giving it).
    package let declaresPath: Bool
    package let sources: [Located<String>]?
    package let exclude: [Located<String>]
    package let resources: [Resource]
    package let publicHeadersPath: Located<String>?
    package let packageAccess: Bool?
    /// For a test target declared under a module's `tests`: that module, which it always depends on.
    package let host: Located<String>?
    package let dependencies: [TargetDependency]
    package let plugins: [PluginUsage]
    /// Every build setting, grouped by tool in the order they are written.
    package let settings: [BuildSetting]
    package let capability: PluginCapability?
    package let pkgConfig: String?
    package let providers: [SystemPackageProvider]
    package let url: Located<String>?
    package let checksum: String?
    /// For a test target: what its tests read or run besides its own folder and its dependencies (forge
    /// metadata, not SwiftPM's): part of its content hash.
    package var inputs = TestInputs()

    /// What a test reads or runs outside its folder: built targets (an executable it starts) and paths
    /// (fixtures, data, the repository itself), relative to the root.
    package struct TestInputs: Sendable, Equatable {
        package var targets: [Located<String>] = []
        package var paths: [Located<String>] = []
        /// Whether the manifest lists the targets the tests run (`"targets"`, even empty): then `targets` is all
        /// they run, whatever the project's `testInputs` says.
        package var declaresTargets = false
        /// Whether the manifest lists the paths the tests read (`"paths"`, even empty): then `paths` is all they
        /// read beyond their folder, whatever the project's `testInputs` says.
        package var declaresPaths = false
        /// The environment variables the tests read: given to them (when set) and, by a keyed digest of each
        /// value, part of their hash. Tests see no other variable of the caller's environment.
        package var environment: [Located<String>] = []
        /// False when the tests use what no hash can cover (a network service, a database, the clock): they
        /// always run, and no outcome of theirs is recorded.
        package var cacheable = true

        package init(
            targets: [Located<String>] = [], paths: [Located<String>] = [], declaresTargets: Bool? = nil,
            declaresPaths: Bool? = nil, environment: [Located<String>] = [], cacheable: Bool = true
        ) {
            self.targets = targets
            self.paths = paths
            self.declaresTargets = declaresTargets ?? !targets.isEmpty
            self.declaresPaths = declaresPaths ?? !paths.isEmpty
            self.environment = environment
            self.cacheable = cacheable
        }
    }

    package init(
        name: Located<String>, type: TargetType, path: Located<String>, rendersPath: Bool, declaresPath: Bool,
        sources: [Located<String>]?, exclude: [Located<String>], resources: [Resource],
        publicHeadersPath: Located<String>?, packageAccess: Bool?, host: Located<String>?,
        dependencies: [TargetDependency], plugins: [PluginUsage], settings: [BuildSetting],
        capability: PluginCapability?, pkgConfig: String?, providers: [SystemPackageProvider], url: Located<String>?,
        checksum: String?, inputs: TestInputs = TestInputs()
    ) {
        self.name = name
        self.type = type
        self.path = path
        self.rendersPath = rendersPath
        self.declaresPath = declaresPath
        self.sources = sources
        self.exclude = exclude
        self.resources = resources
        self.publicHeadersPath = publicHeadersPath
        self.packageAccess = packageAccess
        self.host = host
        self.dependencies = dependencies
        self.plugins = plugins
        self.settings = settings
        self.capability = capability
        self.pkgConfig = pkgConfig
        self.providers = providers
        self.url = url
        self.checksum = checksum
        self.inputs = inputs
    }

    package var targetName: String { name.value }

    /// The JSON path of the object that declares the target in its manifest (`$`, `$.modules[2]`, `$.tests`,
    /// `$.tests[1]`), where its `dependencies` are; for `"tests": true`, the `true` that stands for it.
    package var manifestPath: String {
        name.jsonPath.hasSuffix(".name") ? String(name.jsonPath.dropLast(".name".count)) : name.jsonPath
    }

    /// The module name sources import: SwiftPM's C99 form of the target name (`swift-nio` -> `swift_nio`).
    package var importName: String { SwiftNames.c99Name(name.value) }

    /// Dependencies that may name targets of this package, with where they were written (not the host).
    package var localDependencies: [Located<String>] {
        dependencies.compactMap { dependency in
            dependency.localName.map { Located($0, location: dependency.location, jsonPath: dependency.jsonPath) }
        }
    }

    package func settings(for tool: BuildSetting.Tool) -> [BuildSetting] { settings.filter { $0.tool == tool } }
}
