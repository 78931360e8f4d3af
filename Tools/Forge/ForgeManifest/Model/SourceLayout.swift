import ForgeSupport

/// Where a target that states no `path` lives: for modules with a kind, the repository's layout
/// (`project.json`); otherwise where SwiftPM looks, `Sources/<name>`, `Tests/<name>`, `Plugins/<name>`, or the
/// alternative folders SwiftPM also accepts (`Source`, `src`, `srcs`).
package struct SourceLayout: Sendable {
    /// The repository root; nil when nothing may be read from disk (the first candidate is used).
    let rootPath: String?
    /// Where modules of each kind go.
    package let repository: RepositoryLayout

    package init(rootPath: String?, repository: RepositoryLayout = .conventional) {
        self.rootPath = rootPath
        self.repository = repository
    }

    /// The folder SwiftPM would use, relative to the root: the first candidate that exists, else the first.
    package func defaultPath(type: TargetType, name: String) -> String {
        let candidates = type.defaultFolders.map { "\($0)/\(name)" }
        if let rootPath,
            let existing = candidates.first(where: { FileSystem.entry(at: FileSystem.join(rootPath, $0)) == .directory }
            )
        {
            return existing
        }
        return candidates[0]
    }
}
