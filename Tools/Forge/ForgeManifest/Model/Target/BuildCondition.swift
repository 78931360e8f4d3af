import ForgeSupport

/// When a dependency or a build setting applies: `.when(platforms:configuration:traits:)`.
package struct BuildCondition: Sendable, Equatable {
    package enum Configuration: String, CaseIterable, Sendable {
        case debug
        case release
    }

    package var platforms: [String] = []
    package var configuration: Configuration?
    package var traits: [String] = []

    package init(platforms: [String] = [], configuration: Configuration? = nil, traits: [String] = []) {
        self.platforms = platforms
        self.configuration = configuration
        self.traits = traits
    }

    package var isEmpty: Bool { platforms.isEmpty && configuration == nil && traits.isEmpty }

    /// `.when(...)` with only the parts that are set.
    package var expression: String {
        var parts: [String] = []
        if !platforms.isEmpty {
            parts.append("platforms: [" + platforms.map(PlatformName.conditionExpression).joined(separator: ", ") + "]")
        }
        if let configuration { parts.append("configuration: .\(configuration.rawValue)") }
        if !traits.isEmpty { parts.append("traits: [" + traits.map(SwiftLiteral.string).joined(separator: ", ") + "]") }
        return ".when(" + parts.joined(separator: ", ") + ")"
    }
}
