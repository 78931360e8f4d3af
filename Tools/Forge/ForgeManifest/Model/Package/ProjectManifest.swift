import ForgeJSON

/// `Manifest/project.json`: what applies to the whole package.
package struct ProjectManifest: Sendable {
    /// A deployment target such as macOS 14, or a custom platform (`custom:freebsd`).
    package struct Platform: Sendable, Equatable {
        package let name: String
        package let version: String

        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    package static let fileName = "project.json"

    let file: String
    package let name: Located<String>
    package let swiftToolsVersion: Located<String>
    package let platforms: [Platform]
    package let defaultLocalization: String?
    /// The Swift language mode every Swift target uses ("6"), as a leading `swiftLanguageMode` setting.
    package let swiftLanguageMode: String?
    package let upcomingFeatures: [String]
    package let experimentalFeatures: [String]
    /// Compilation conditions defined for every Swift target.
    package let defines: [String]
    /// The package's `swiftLanguageModes` (`swiftLanguageVersions` before tools 6.0).
    package let swiftLanguageModes: [Located<String>]
    package let cLanguageStandard: Located<String>?
    package let cxxLanguageStandard: Located<String>?
    package let traits: [PackageTrait]
    /// The traits `.default(enabledTraits:)` turns on; nil when the package declares no default trait.
    package let defaultTraits: [Located<String>]?
    package let products: [ProductManifest]
    package let dependencies: [PackageDependency]
    /// forge metadata for lint: modules sources may import without a declared dependency (provided by the
    /// system or the build environment, not by this package or its dependencies).
    package var externalModules: [String] = []
    /// Where modules of each kind live when their manifests give no `path`.
    package var layout = RepositoryLayout.conventional
    /// Whether `project.json` states the layout (even the conventional one), so a writer states it again.
    package var declaresLayout = false
    /// What `forge scaffold` copies and wires; nil when `project.json` has no `scaffold`.
    package var scaffold: ScaffoldSettings?
    /// Which targets test hashes cover besides their dependencies; nil when `project.json` says nothing, which
    /// means `TestInputsPolicy.default`.
    package var testInputs: TestInputsPolicy?

    /// The tools version as a number; 5.0 when unreadable (the decoder has reported it).
    package init(
        file: String, name: Located<String>, swiftToolsVersion: Located<String>, platforms: [Platform],
        defaultLocalization: String?, swiftLanguageMode: String?, upcomingFeatures: [String],
        experimentalFeatures: [String], defines: [String], swiftLanguageModes: [Located<String>],
        cLanguageStandard: Located<String>?, cxxLanguageStandard: Located<String>?, traits: [PackageTrait],
        defaultTraits: [Located<String>]?, products: [ProductManifest], dependencies: [PackageDependency],
        externalModules: [String] = [], layout: RepositoryLayout = .conventional, declaresLayout: Bool = false,
        scaffold: ScaffoldSettings? = nil, testInputs: TestInputsPolicy? = nil
    ) {
        self.file = file
        self.name = name
        self.swiftToolsVersion = swiftToolsVersion
        self.platforms = platforms
        self.defaultLocalization = defaultLocalization
        self.swiftLanguageMode = swiftLanguageMode
        self.upcomingFeatures = upcomingFeatures
        self.experimentalFeatures = experimentalFeatures
        self.defines = defines
        self.swiftLanguageModes = swiftLanguageModes
        self.cLanguageStandard = cLanguageStandard
        self.cxxLanguageStandard = cxxLanguageStandard
        self.traits = traits
        self.defaultTraits = defaultTraits
        self.products = products
        self.dependencies = dependencies
        self.externalModules = externalModules
        self.layout = layout
        self.declaresLayout = declaresLayout
        self.scaffold = scaffold
        self.testInputs = testInputs
    }

    package var toolsVersion: ToolsVersion { ToolsVersion(swiftToolsVersion.value) ?? ToolsVersion(5, 0) }
}
