/// `Manifest/project.json`: what applies to the whole package.
public struct ProjectManifest: Sendable {
    /// A deployment target such as macOS 14, or a custom platform (`custom:freebsd`).
    public struct Platform: Sendable, Equatable {
        public let name: String
        public let version: String
    }

    public static let fileName = "project.json"

    public let file: String
    public let name: Located<String>
    public let swiftToolsVersion: Located<String>
    public let platforms: [Platform]
    let defaultLocalization: String?
    /// The Swift language mode every Swift target uses ("6"), as a leading `swiftLanguageMode` setting.
    public let swiftLanguageMode: String?
    public let upcomingFeatures: [String]
    public let experimentalFeatures: [String]
    /// Compilation conditions defined for every Swift target.
    public let defines: [String]
    /// The package's `swiftLanguageModes` (`swiftLanguageVersions` before tools 6.0).
    let swiftLanguageModes: [Located<String>]
    let cLanguageStandard: Located<String>?
    let cxxLanguageStandard: Located<String>?
    let traits: [PackageTrait]
    /// The traits `.default(enabledTraits:)` turns on; nil when the package declares no default trait.
    let defaultTraits: [Located<String>]?
    let products: [ProductManifest]
    let dependencies: [PackageDependency]
    /// forge metadata for lint: modules sources may import without a declared dependency (provided by the
    /// system or the build environment, not by this package or its dependencies).
    var externalModules: [String] = []

    /// The tools version as a number; 5.0 when unreadable (the decoder has reported it).
    var toolsVersion: ToolsVersion { ToolsVersion(swiftToolsVersion.value) ?? ToolsVersion(5, 0) }
}
