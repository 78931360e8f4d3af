import ForgeDiagnostics
import ForgeJSON

/// `project.json`'s `layout` and `scaffold`: how this repository is laid out, for forge's conventions.
extension ProjectDecoder {
    static let layoutKeys = ModuleKind.allCases.map(\.rawValue) + ["tests"]
    static let scaffoldKeys = ["templates", "app", "appDependencies", "wiring", "commandDeclaration"]
    static let wiringKeys = ["file", "imports", "insert"]

    /// The folder patterns given, the conventional ones for the rest.
    static func layout(_ reader: JSONObjectReader) -> RepositoryLayout {
        guard let layout = reader.object("layout", what: "the layout", allowedKeys: layoutKeys) else {
            return .conventional
        }
        var folders = RepositoryLayout.conventional.folders
        for kind in ModuleKind.allCases {
            if let pattern = folderPattern(layout, kind.rawValue) { folders[kind] = pattern }
        }
        return RepositoryLayout(
            folders: folders, tests: folderPattern(layout, "tests") ?? RepositoryLayout.conventional.tests)
    }

    /// A folder pattern: relative, inside the repository, naming the module with `{name}`.
    private static func folderPattern(_ reader: JSONObjectReader, _ key: String) -> String? {
        guard let pattern = reader.string(key) else { return nil }
        let parts = pattern.value.split(separator: "/", omittingEmptySubsequences: false)
        guard pattern.value.contains("{name}"), !pattern.value.hasPrefix("/"), !parts.contains(".."),
            !parts.contains("")
        else {
            reader.diagnostics.emit(.invalidFolderPattern(pattern.value), file: reader.file, at: pattern)
            return nil
        }
        return pattern.value
    }

    /// The scaffold settings given; nil when there is no `scaffold`.
    static func scaffold(_ reader: JSONObjectReader) -> ScaffoldSettings? {
        guard let scaffold = reader.object("scaffold", what: "the scaffold settings", allowedKeys: scaffoldKeys) else {
            return nil
        }
        let wiring = scaffold.array("wiring").compactMap { sourceWiring($0.node, path: $0.jsonPath, in: scaffold) }
        return ScaffoldSettings(
            templates: scaffold.string("templates")?.value ?? "",
            app: scaffold.string("app")?.value, appDependencies: scaffold.stringArray("appDependencies").map(\.value),
            wiring: wiring, commandDeclaration: scaffold.string("commandDeclaration")?.value)
    }

    /// `{"file": ..., "imports": [...], "insert": {"<marker>": "<line>"}}`.
    private static func sourceWiring(
        _ node: JSONNode, path: String, in parent: JSONObjectReader
    ) -> ScaffoldSettings.SourceWiring? {
        guard
            let wiring = JSONObjectReader(
                node, file: parent.file, jsonPath: path, what: "a wired source file", allowedKeys: wiringKeys,
                requiredKeys: ["file"], diagnostics: parent.diagnostics),
            let file = wiring.string("file")
        else { return nil }
        let insertions = wiring.members("insert", expected: "an object {\"<marker comment>\": \"<line>\"}")
            .compactMap { member, path -> (marker: String, line: String)? in
                JSONObjectReader.string(
                    member.value, file: parent.file, jsonPath: path, diagnostics: parent.diagnostics
                )
                .map { (member.key, $0.value) }
            }
        return ScaffoldSettings.SourceWiring(
            file: file.value, imports: wiring.stringArray("imports").map(\.value), insertions: insertions)
    }
}
