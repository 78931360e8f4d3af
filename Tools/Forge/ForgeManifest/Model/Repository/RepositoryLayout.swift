/// Where modules of each kind live when their manifest gives no `path`: `project.json`'s `layout`, folder
/// patterns with `{name}` (the module) and `{feature}` (its feature).
package struct RepositoryLayout: Sendable, Equatable {
    /// The pattern for each kind's modules.
    package let folders: [ModuleKind: String]
    /// The pattern for the test targets of modules with a kind.
    package let tests: String

    /// The placeholders a pattern may hold.
    package static let placeholders = ["{name}", "{feature}"]

    /// This repository's conventions, and the defaults of a `project.json` without `layout`.
    package static let conventional = RepositoryLayout(
        folders: [
            .core: "Modules/Core/{name}", .feature: "Modules/Features/{feature}/{name}", .app: "Apps/{name}",
            .tool: "Tools/{name}", .testSupport: "Tests/Support/{name}",
        ],
        tests: "Tests/{name}")

    package init(folders: [ModuleKind: String], tests: String) {
        self.folders = folders
        self.tests = tests
    }

    /// The folder of module `name` of `kind` (in `feature`, for a feature's layers).
    package func path(name: String, kind: ModuleKind, feature: String?) -> String {
        let pattern = folders[kind] ?? Self.conventional.folders[kind] ?? "{name}"
        return Self.fill(pattern, name: name, feature: feature ?? name)
    }

    /// The folder of the test target `name`.
    package func testPath(name: String) -> String { Self.fill(tests, name: name, feature: name) }

    private static func fill(_ pattern: String, name: String, feature: String) -> String {
        pattern.replacingOccurrences(of: "{name}", with: name).replacingOccurrences(of: "{feature}", with: feature)
    }
}
