/// When a dependency or a build setting applies: `.when(platforms:configuration:traits:)`.
struct BuildCondition: Sendable, Equatable {
    enum Configuration: String, CaseIterable, Sendable {
        case debug
        case release
    }

    var platforms: [String] = []
    var configuration: Configuration?
    var traits: [String] = []

    var isEmpty: Bool { platforms.isEmpty && configuration == nil && traits.isEmpty }

    /// `.when(...)` with only the parts that are set.
    var expression: String {
        var parts: [String] = []
        if !platforms.isEmpty {
            parts.append("platforms: [" + platforms.map(PlatformName.conditionExpression).joined(separator: ", ") + "]")
        }
        if let configuration { parts.append("configuration: .\(configuration.rawValue)") }
        if !traits.isEmpty { parts.append("traits: [" + traits.map(SwiftLiteral.string).joined(separator: ", ") + "]") }
        return ".when(" + parts.joined(separator: ", ") + ")"
    }
}
