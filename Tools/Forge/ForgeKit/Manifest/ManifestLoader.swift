import Foundation

/// Finds, parses and decodes every manifest under `<root>/Manifest`.
public struct ManifestLoader {
    /// The folder holding the manifests, relative to the repository root.
    public static let folder = "Manifest"
    /// Files in `Manifest/` that are not module manifests.
    public static let reservedFiles: Set<String> = [ProjectManifest.fileName, "rules.json"]

    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The result of loading: the manifests when they could be read, and every problem found on the way.
    public struct Result: Sendable {
        public let manifests: ManifestSet?
        public let diagnostics: [Diagnostic]
    }

    /// Reads all manifests. Never stops at the first problem: every file is read and every error kept.
    public func load() -> Result {
        var diagnostics: [Diagnostic] = []
        let manifestFolder = root.appendingPathComponent(Self.folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: manifestFolder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            diagnostics.append(
                Diagnostic(
                    file: Self.folder, location: nil,
                    message: "no \(Self.folder)/ folder in \(root.path)",
                    help: "run the tool from the repository root, or pass --root <path to the repository>"))
            return Result(manifests: nil, diagnostics: diagnostics)
        }

        let projectFile = "\(Self.folder)/\(ProjectManifest.fileName)"
        var project: ProjectManifest?
        if let node = parse(
            projectFile, diagnostics: &diagnostics,
            missingHelp: "create it with at least \"name\" and \"swiftToolsVersion\"")
        {
            project = ManifestDecoder.project(node, file: projectFile, diagnostics: &diagnostics)
        }

        var modules: [ModuleManifest] = []
        for file in moduleFiles() {
            guard let node = parse(file, diagnostics: &diagnostics, missingHelp: nil) else { continue }
            modules += ManifestDecoder.modules(node, file: file, diagnostics: &diagnostics)
        }
        guard let project else {
            return Result(manifests: nil, diagnostics: diagnostics)
        }
        return Result(manifests: ManifestSet(project: project, modules: modules), diagnostics: diagnostics)
    }

    /// Module manifest files relative to the root, sorted so results never depend on directory order.
    func moduleFiles() -> [String] {
        let base = root.appendingPathComponent(Self.folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let prefix = base.standardizedFileURL.path + "/"
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if Self.reservedFiles.contains(relative) || relative.hasSuffix(".schema.json") { continue }
            files.append("\(Self.folder)/\(relative)")
        }
        return files.sorted()
    }

    private func parse(_ file: String, diagnostics: inout [Diagnostic], missingHelp: String?) -> JSONNode? {
        let url = root.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.append(
                Diagnostic(
                    file: file, location: nil, message: "cannot read \(file)",
                    help: missingHelp ?? "check that the file exists and is readable"))
            return nil
        }
        do {
            return try JSONParser.parse([UInt8](data))
        } catch {
            diagnostics.append(
                Diagnostic(
                    file: file, location: error.location, message: "malformed JSON: \(error.message)",
                    help: "fix the JSON syntax; an editor using Manifest/*.schema.json shows these as you type"))
            return nil
        }
    }
}
