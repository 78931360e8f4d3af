import ForgeManifest
import ForgeSupport
import ForgeSwiftSource

/// The package's snippets: the Swift files under `Snippets/` at its root, which SwiftPM builds as programs of
/// the package whenever it builds (`swift build --build-tests`, so `swift test`), each able to import any
/// library product. A snippet that does not compile fails `swift test` whatever it tests, so every test
/// target's hash covers the snippets' files and the targets they import, and the selected package keeps those
/// targets and every target of the library products that hold them (so that the products stay whole in the
/// selection's manifest), so that a snippet builds there as it builds in the repository.
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
        let direct = Set(
            manifests.modules.flatMap(\.allTargets).filter {
                $0.type != .test && imported.contains($0.importName)
            }.map(\.targetName))
        // SwiftPM links a snippet with the library products of the package: each product that holds a target a
        // snippet imports comes whole (its other targets too), or SwiftPM drops it from the selection's plan.
        let products = manifests.project.products.filter {
            $0.isLibrary && $0.targetNames.contains(where: direct.contains)
        }
        targets = direct.union(products.flatMap(\.targetNames)).sorted()
    }
}
