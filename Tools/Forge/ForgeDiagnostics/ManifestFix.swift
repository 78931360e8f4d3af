/// A change to one manifest that resolves a lint finding, for `forge lint --fix`.
package struct ManifestFix: Sendable, Equatable {
    /// What changes.
    package enum Change: Sendable, Equatable {
        /// Adds `entry` (JSON text) to the `dependencies` of the object at the JSON path `owner` (a module, or its
        /// `tests`), making the list when there is none.
        case addDependency(owner: String, entry: String)
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
