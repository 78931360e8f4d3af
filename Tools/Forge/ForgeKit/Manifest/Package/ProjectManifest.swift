/// `Manifest/project.json`: what applies to the whole package.
struct ProjectManifest: Sendable {
    /// A deployment target such as macOS 14, or a custom platform (`custom:freebsd`).
    struct Platform: Sendable, Equatable {
        let name: String
        let version: String
    }

    static let fileName = "project.json"

    let file: String
    let name: Located<String>
    let swiftToolsVersion: Located<String>
    let platforms: [Platform]
    let defaultLocalization: String?
    /// The Swift language mode every Swift target uses ("6"), as a leading `swiftLanguageMode` setting.
    let swiftLanguageMode: String?
    let upcomingFeatures: [String]
    let experimentalFeatures: [String]
    /// Compilation conditions defined for every Swift target.
    let defines: [String]
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
