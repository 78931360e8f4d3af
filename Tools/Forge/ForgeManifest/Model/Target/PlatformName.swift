import ForgeSupport

/// Platform names as manifests spell them (`macOS`, `linux`) and as `dump-package` does (`macos`).
///
/// A platform SwiftPM has no constant for is written `custom:<name>` and rendered `.custom("<name>")`.
package enum PlatformName {
    /// Platforms with a deployment target (`platforms:` of the package).
    package static let deploymentPlatforms = [
        "macOS", "macCatalyst", "iOS", "tvOS", "watchOS", "visionOS", "driverKit",
    ]
    /// Platforms a build-setting or dependency condition can name.
    static let conditionPlatforms = deploymentPlatforms + ["linux", "windows", "android", "wasi", "openbsd"]
    package static let customPrefix = "custom:"

    /// The name `dump-package` uses for a manifest spelling.
    static func dumpName(_ name: String) -> String {
        name.hasPrefix(customPrefix) ? String(name.dropFirst(customPrefix.count)) : name.lowercased()
    }

    /// The manifest spelling of a `dump-package` name: a known constant, or `custom:<name>`.
    package static func manifestName(dumpName: String, known: [String] = conditionPlatforms) -> String {
        known.first { $0.lowercased() == dumpName } ?? customPrefix + dumpName
    }

    /// Whether a manifest spelling is a constant of `known` or a well-formed custom platform.
    static func isValid(_ name: String, known: [String]) -> Bool {
        known.contains(name) || (name.hasPrefix(customPrefix) && name.count > customPrefix.count)
    }

    /// The Swift expression for a platform in `.when(platforms:)`.
    static func conditionExpression(_ name: String) -> String {
        name.hasPrefix(customPrefix)
            ? ".custom(\(SwiftLiteral.string(String(name.dropFirst(customPrefix.count)))))" : ".\(name)"
    }
}
