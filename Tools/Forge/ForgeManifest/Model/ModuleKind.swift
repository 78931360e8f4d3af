/// What a module is for; decides where it lives, what it may depend on and how it is generated.
package enum ModuleKind: String, CaseIterable, Sendable {
    /// Reusable code with no knowledge of the business (Networking, DesignSystem, ...).
    case core
    /// One layer of a feature (`<Feature><Layer>`).
    case feature
    /// An executable that assembles the features (the composition root).
    case app
    /// The repository's own tooling; no app module may depend on it.
    case tool
    /// Code only test targets use, such as a local HTTP server.
    case testSupport

    /// The order kinds appear in the generated `Package.swift`.
    var displayOrder: Int {
        switch self {
        case .core: 0
        case .feature: 1
        case .app: 2
        case .testSupport: 3
        case .tool: 4
        }
    }

    /// Where modules without a kind (plain SwiftPM targets) come: after every kind.
    static let plainTargetOrder = 5

    /// A heading for the kind's section of `Package.swift`.
    package var sectionTitle: String {
        switch self {
        case .core: "Core"
        case .feature: "Features"
        case .app: "Apps"
        case .tool: "Tools"
        case .testSupport: "Test support"
        }
    }
}
