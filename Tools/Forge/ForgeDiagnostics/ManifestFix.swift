/// A change to one manifest that resolves a lint finding, for `forge lint --fix`.
package struct ManifestFix: Sendable, Equatable {
    /// A dependency to add: a target of the package, or a product of a package, on the given platforms only
    /// (all when empty).
    package struct Dependency: Sendable, Hashable {
        package let name: String
        /// The package, for a product.
        package let package: String?
        package let isProduct: Bool
        package var platforms: [String]

        package init(name: String, package: String?, isProduct: Bool, platforms: [String]) {
            self.name = name
            self.package = package
            self.isProduct = isProduct
            self.platforms = platforms
        }
    }

    /// What changes.
    package enum Change: Sendable, Equatable {
        /// Adds the dependency to the `dependencies` of the object at the JSON path `owner` (a module, or one of
        /// its test targets), making the list when there is none.
        case addDependency(owner: String, dependency: Dependency)
        /// Removes the dependency at this JSON path.
        case removeDependency(at: String)
    }

    /// The manifest, relative to the repository root.
    package let file: String
    package let change: Change

    package init(file: String, change: Change) {
        self.file = file
        self.change = change
    }
}
