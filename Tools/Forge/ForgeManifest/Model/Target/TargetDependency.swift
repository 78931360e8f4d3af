import ForgeDiagnostics

/// One entry of a target's `dependencies`: a target of this package or a product of another.
package struct TargetDependency: Sendable, Equatable {
    package enum Reference: Sendable, Equatable {
        /// `"Name"` or `.byName(name:)`: a target of this package, or a product named like its package.
        case byName(String)
        /// `.target(name:)`: a target of this package, never a product.
        case target(String)
        /// `.product(name:package:moduleAliases:)`.
        case product(name: String, package: String?, moduleAliases: [String: String])
    }

    package let reference: Reference
    package let condition: BuildCondition?
    package let location: SourceLocation
    package let jsonPath: String
    /// forge metadata: linked on purpose without an import, so lint never calls it unused.
    package var linkOnly = false
    /// forge metadata for products: the modules the product provides, when not named like the product.
    package var modules: [String]? = nil

    package init(
        reference: Reference, condition: BuildCondition?, location: SourceLocation, jsonPath: String,
        linkOnly: Bool = false, modules: [String]? = nil
    ) {
        self.reference = reference
        self.condition = condition
        self.location = location
        self.jsonPath = jsonPath
        self.linkOnly = linkOnly
        self.modules = modules
    }

    /// The target this names in this package, when it may be one.
    package var localName: String? {
        switch reference {
        case .byName(let name), .target(let name): name
        case .product: nil
        }
    }

    /// The name as written, for messages.
    var displayName: String {
        switch reference {
        case .byName(let name), .target(let name): name
        case .product(let name, let package, _): package.map { "\(name) (package \($0))" } ?? name
        }
    }
}

/// One entry of a target's `plugins`: a plugin target of this package or of another.
package struct PluginUsage: Sendable, Equatable {
    package let name: String
    package let package: String?
    package let location: SourceLocation
    package let jsonPath: String

    package init(name: String, package: String?, location: SourceLocation, jsonPath: String) {
        self.name = name
        self.package = package
        self.location = location
        self.jsonPath = jsonPath
    }
}
