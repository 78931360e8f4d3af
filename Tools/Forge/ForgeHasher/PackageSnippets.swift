import ForgeManifest
import ForgeSupport
import ForgeSwiftSource

/// The package's snippets: the Swift files under `Snippets/` at its root, which SwiftPM builds as programs of
/// the package whenever it builds (`swift build --build-tests`, so `swift test`), each able to import any
/// library target. A snippet that does not compile fails `swift test` whatever it tests, so every test
/// target's hash covers the snippets' files and the targets they import, and the selected package keeps those
/// targets, so that a snippet builds there as it builds in the repository.
package struct PackageSnippets {
    /// The folder SwiftPM takes snippets from.
    package static let folder = "Snippets"

    /// The targets of this package the snippets import, by name, sorted.
    package let targets: [String]
    /// Whether the package has a snippets folder at all.
    package let exists: Bool

    /// The snippets of the package at `rootPath`, whose targets `manifests` declare; none without the folder.
    package init(rootPath: String, manifests: ManifestSet) {
        let folder = FileSystem.join(rootPath, Self.folder)
        exists = FileSystem.entry(at: folder) == .directory
        guard exists else {
            targets = []
            return
        }
        let imported = Set(
            FileSystem.readFiles(under: folder, suffix: ".swift").flatMap {
                SwiftImportScanner().scan($0.bytes).imports.map(\.module)
            })
        targets = manifests.modules.flatMap(\.allTargets).filter {
            $0.type != .test && imported.contains($0.importName)
        }.map(\.targetName).sorted()
    }
}
