import ForgeJSON
import ForgeSupport

/// A product of the package: `.library`, `.executable` or `.plugin`.
package struct ProductManifest: Sendable {
    package enum ProductType: String, CaseIterable, Sendable {
        case library
        case executable
        case plugin

        /// Whether SwiftPM lets a product of this type be built from a target of `type`.
        func canContain(_ type: TargetType) -> Bool {
            switch self {
            case .library: type != .test && type != .plugin && type != .executable
            case .executable: type != .test && type != .plugin
            case .plugin: type == .plugin
            }
        }
    }

    package enum Linkage: String, CaseIterable, Sendable {
        case automatic
        case `static`
        case dynamic
    }

    let name: Located<String>
    let type: ProductType
    /// For libraries; automatic when not given.
    let linkage: Linkage
    let targets: [Located<String>]

    package init(name: Located<String>, type: ProductType, linkage: Linkage, targets: [Located<String>]) {
        self.name = name
        self.type = type
        self.linkage = linkage
        self.targets = targets
    }

    /// The targets it is built from.
    package var targetNames: [String] { targets.map(\.value) }

    /// Whether it is a library: what a snippet of the package is linked with.
    package var isLibrary: Bool { type == .library }

    package var expression: String {
        var arguments = ["name: \(SwiftLiteral.string(name.value))"]
        if type == .library, linkage != .automatic { arguments.append("type: .\(linkage.rawValue)") }
        arguments.append("targets: " + SwiftLiteral.stringArray(targets.map(\.value)))
        return ".\(type.rawValue)(" + arguments.joined(separator: ", ") + ")"
    }
}
