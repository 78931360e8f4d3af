/// `Manifest/project.json`: what applies to the whole package.
public struct ProjectManifest: Sendable {
    /// A deployment target such as macOS 14.
    public struct Platform: Sendable, Equatable {
        public let name: String
        public let version: String
    }

    public static let fileName = "project.json"

    public let file: String
    public let name: Located<String>
    public let swiftToolsVersion: Located<String>
    public let platforms: [Platform]
    /// The Swift language mode every target uses ("6").
    public let swiftLanguageMode: String?
    public let upcomingFeatures: [String]
    public let experimentalFeatures: [String]
    /// Compilation conditions defined for every target.
    public let defines: [String]

    /// The platforms SwiftPM's `SupportedPlatform` knows, by their manifest spelling.
    static let knownPlatforms = ["macOS", "macCatalyst", "iOS", "tvOS", "watchOS", "visionOS", "driverKit"]
}
