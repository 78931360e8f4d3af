/// A feature's scaffold as paths: the files it creates and those it changes (`Package.swift` is regenerated
/// besides).
package struct ScaffoldPlan: Sendable, Equatable {
    /// The feature's name, `WatchLater`.
    package let name: String
    /// The command the feature's template declares, `watch-later`.
    package let command: String
    /// The files created, in order.
    package let createdFiles: [String]
    /// The files changed (the app's manifest, the wiring), in order.
    package let changedFiles: [String]

    init(_ scaffold: FeatureScaffold) {
        name = scaffold.name
        command = FeatureScaffold.commandName(for: scaffold.name)
        createdFiles = scaffold.files.map(\.path)
        changedFiles = scaffold.edits.map(\.path)
    }
}
