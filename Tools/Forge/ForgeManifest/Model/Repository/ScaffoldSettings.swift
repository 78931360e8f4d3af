/// What `forge scaffold feature` copies and where it wires the new feature in: `project.json`'s `scaffold`,
/// and nothing else: there are no defaults, since what a feature is and where it is wired is the repository's.
/// Templates and wiring say `__Feature__` (the name), `__feature__` (lowerCamelCase) and `__command__`
/// (kebab-case) where the feature's name goes.
package struct ScaffoldSettings: Sendable, Equatable {
    /// Lines a source file of the app gains: imports, and lines placed just before marker comments.
    package struct SourceWiring: Sendable, Equatable {
        /// The file, relative to the repository root.
        package let file: String
        /// Modules it imports, added to its imports in order.
        package let imports: [String]
        /// Each marker comment (`// forge:scaffold:register`) and the line that goes just before it.
        package let insertions: [(marker: String, line: String)]

        package init(file: String, imports: [String], insertions: [(marker: String, line: String)]) {
            self.file = file
            self.imports = imports
            self.insertions = insertions
        }

        package static func == (lhs: SourceWiring, rhs: SourceWiring) -> Bool {
            lhs.file == rhs.file && lhs.imports == rhs.imports
                && lhs.insertions.map(\.marker) == rhs.insertions.map(\.marker)
                && lhs.insertions.map(\.line) == rhs.insertions.map(\.line)
        }
    }

    /// The folder of templates, relative to the root; each `*.template` under it becomes a file at the same
    /// relative path. Empty when `project.json` names none.
    package let templates: String
    /// The app module the feature is wired into (its manifest's dependencies); nil to wire nothing.
    package let app: String?
    /// What the app module gains as dependencies, before its first one.
    package let appDependencies: [String]
    /// The app's source files and what each gains.
    package let wiring: [SourceWiring]
    /// The call that declares a command in feature sources (`CommandSpec("search", ...)`): a new feature's
    /// command must not take an existing one's name. Nil when commands are not declared that way.
    package let commandDeclaration: String?

    package init(
        templates: String, app: String?, appDependencies: [String], wiring: [SourceWiring],
        commandDeclaration: String?
    ) {
        self.templates = templates
        self.app = app
        self.appDependencies = appDependencies
        self.wiring = wiring
        self.commandDeclaration = commandDeclaration
    }
}
