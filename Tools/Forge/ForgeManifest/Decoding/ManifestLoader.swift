import ForgeDiagnostics
import ForgeJSON
import ForgeSupport
import Foundation

/// Finds, parses and decodes every manifest under `<root>/Manifest`.
package struct ManifestLoader: Sendable {
    /// The folder holding the manifests, relative to the repository root.
    package static let folder = "Manifest"
    /// The file forge generates from the manifests, at the repository root.
    package static let packageFile = "Package.swift"
    /// Files in `Manifest/` that are not module manifests.
    static let reservedFiles: Set<String> = [ProjectManifest.fileName, "rules.json"]

    let root: URL
    private let rootPath: String

    package init(root: URL) {
        self.root = root
        self.rootPath = root.path
    }

    /// The help of a repository with a `Package.swift` and no `Manifest/` folder: adopting the package creates it.
    package static let adoptableHelp =
        "create it from this package's \(packageFile) by adopting the package, or pass --root <path to the repository>"

    /// Whether `diagnostic` says the repository has a `Package.swift` and no `Manifest/` folder, which adopting the
    /// package creates: the command line's help names the command that does.
    package static func isAdoptable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.file == folder && diagnostic.location == nil && diagnostic.help == adoptableHelp
    }

    /// The result of loading: the manifests when they could be read, and every problem found on the way.
    package struct Result: Sendable {
        package let manifests: ManifestSet?
        package let diagnostics: [Diagnostic]
    }

    /// Reads all manifests. Never stops at the first problem: every file is read and every error kept.
    package func load() -> Result {
        let diagnostics = DiagnosticCollector()
        guard FileSystem.entry(at: FileSystem.join(rootPath, Self.folder)) == .directory else {
            let hasPackage = FileSystem.entry(at: FileSystem.join(rootPath, ManifestLoader.packageFile)) == .file
            diagnostics.emit(
                .noManifestFolder(Self.folder, in: root.path, hasPackage: hasPackage), file: Self.folder, location: nil)
            return Result(manifests: nil, diagnostics: diagnostics.diagnostics)
        }

        let projectFile = "\(Self.folder)/\(ProjectManifest.fileName)"
        var project: ProjectManifest?
        if let node = parse(
            projectFile, diagnostics: diagnostics,
            missingHelp: "create it with at least \"name\" and \"swiftToolsVersion\"")
        {
            project = ProjectDecoder.project(node, file: projectFile, diagnostics: diagnostics)
        }

        // Files are independent, so they are read and decoded on every core; slots keep the order.
        let files = moduleFiles()
        let layout = SourceLayout(rootPath: rootPath, repository: project?.layout ?? .conventional)
        let results = Concurrently.map(count: files.count) { index in
            let fileDiagnostics = DiagnosticCollector()
            var modules: [ModuleManifest] = []
            if let node = parse(files[index], diagnostics: fileDiagnostics, missingHelp: nil) {
                modules = ManifestDecoder.modules(
                    node, file: files[index], layout: layout, diagnostics: fileDiagnostics)
            }
            return (modules: modules, diagnostics: fileDiagnostics.diagnostics)
        }
        var modules: [ModuleManifest] = []
        for result in results {
            modules += result.modules
            diagnostics.emit(contentsOf: result.diagnostics)
        }
        guard let project else {
            return Result(manifests: nil, diagnostics: diagnostics.diagnostics)
        }
        return Result(manifests: ManifestSet(project: project, modules: modules), diagnostics: diagnostics.diagnostics)
    }

    /// Module manifest files relative to the root, sorted so results never depend on directory order.
    package func moduleFiles() -> [String] {
        FileSystem.files(under: FileSystem.join(rootPath, Self.folder))
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && !Self.reservedFiles.contains($0) }
            .map { "\(Self.folder)/\($0)" }
            .sorted()
    }

    private func parse(_ file: String, diagnostics: DiagnosticCollector, missingHelp: String?) -> JSONNode? {
        guard let bytes = FileSystem.bytes(at: FileSystem.join(rootPath, file)) else {
            diagnostics.emit(.unreadableFile(file, help: missingHelp), file: file, location: nil)
            return nil
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            diagnostics.emit(.malformedManifestJSON(error.message), file: file, location: error.location)
            return nil
        }
    }
}
