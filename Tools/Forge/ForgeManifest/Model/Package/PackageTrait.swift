import ForgeJSON
import ForgeSupport

/// A trait the package declares: `.trait(name:description:enabledTraits:)`.
package struct PackageTrait: Sendable {
    /// The name SwiftPM reserves for the default traits.
    package static let defaultName = "default"

    package let name: Located<String>
    let description: String?
    let enabledTraits: [String]

    package init(name: Located<String>, description: String?, enabledTraits: [String]) {
        self.name = name
        self.description = description
        self.enabledTraits = enabledTraits
    }

    package var expression: String {
        var arguments = ["name: \(SwiftLiteral.string(name.value))"]
        if let description { arguments.append("description: \(SwiftLiteral.string(description))") }
        if !enabledTraits.isEmpty { arguments.append("enabledTraits: \(SwiftLiteral.stringArray(enabledTraits))") }
        return ".trait(" + arguments.joined(separator: ", ") + ")"
    }
}

/// A trait enabled on a package dependency, maybe only when traits of this package are on.
package struct TraitReference: Sendable, Equatable {
    let name: String
    /// Traits of this package that enable it; empty when always enabled.
    let whenTraits: [String]

    package init(name: String, whenTraits: [String]) {
        self.name = name
        self.whenTraits = whenTraits
    }

    var expression: String {
        whenTraits.isEmpty
            ? SwiftLiteral.string(name)
            : ".trait(name: \(SwiftLiteral.string(name)), condition: .when(traits: \(SwiftLiteral.stringArray(whenTraits))))"
    }
}
