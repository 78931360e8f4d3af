/// One SwiftPM target as a manifest declares it: a module's main target or one of its test targets.
struct TargetManifest: Sendable {
    /// A file or folder the target ships with, relative to the target's folder.
    struct Resource: Sendable, Equatable {
        enum Rule: String, Sendable, CaseIterable {
            case process
            case copy
            case embedInCode
        }

        enum Localization: String, Sendable, CaseIterable {
            case `default`
            case base
        }

        let path: Located<String>
        let rule: Rule
        /// Only for `process`.
        let localization: Localization?

        var expression: String {
            let path = SwiftLiteral.string(path.value)
            return localization.map { ".\(rule.rawValue)(\(path), localization: .\($0.rawValue))" }
                ?? ".\(rule.rawValue)(\(path))"
        }
    }

    /// A package manager that can install a system library: `{"apt": ["zlib1g-dev"]}`.
    struct SystemPackageProvider: Sendable, Equatable {
        static let managers = ["apt", "brew", "yum"]

        let manager: String
        let packages: [String]
    }

    let name: Located<String>
    let type: TargetType
    /// The source folder relative to the repository root: the declared `path`, else the default.
    let path: Located<String>
    /// Whether the generated target states its path (declared, or a forge convention), or leaves SwiftPM's default.
    let rendersPath: Bool
    let sources: [Located<String>]?
    let exclude: [Located<String>]
    let resources: [Resource]
    let publicHeadersPath: Located<String>?
    let packageAccess: Bool?
    /// For a test target declared under a module's `tests`: that module, which it always depends on.
    let host: Located<String>?
    let dependencies: [TargetDependency]
    let plugins: [PluginUsage]
    /// Every build setting, grouped by tool in the order they are written.
    let settings: [BuildSetting]
    let capability: PluginCapability?
    let pkgConfig: String?
    let providers: [SystemPackageProvider]
    let url: Located<String>?
    let checksum: String?

    var targetName: String { name.value }

    /// The module name sources import: SwiftPM's C99 form of the target name (`swift-nio` -> `swift_nio`).
    var importName: String { SwiftNames.c99Name(name.value) }

    /// Dependencies that may name targets of this package, with where they were written (not the host).
    var localDependencies: [Located<String>] {
        dependencies.compactMap { dependency in
            dependency.localName.map { Located($0, location: dependency.location, jsonPath: dependency.jsonPath) }
        }
    }

    func settings(for tool: BuildSetting.Tool) -> [BuildSetting] { settings.filter { $0.tool == tool } }
}
