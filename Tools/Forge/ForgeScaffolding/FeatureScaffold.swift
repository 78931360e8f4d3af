import ForgeManifest
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// What `forge scaffold feature <Name>` creates and changes, worked out before anything is written: the
/// templates and wiring `project.json`'s `scaffold` names, placed by its `layout`.
struct FeatureScaffold {
    static let templateSuffix = ".template"

    /// A new file: its path and content.
    struct NewFile {
        let path: String
        let content: String
    }

    /// A changed file: its path, old content and new content.
    struct Edit {
        let path: String
        let original: String
        let updated: String
    }

    /// Why the feature cannot be scaffolded; nothing has been written.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    let name: String
    let files: [NewFile]
    /// Where the repository keeps its modules and tests (the READMEs redrawn after scaffolding are looked for
    /// outside the tests).
    let layout: RepositoryLayout
    let edits: [Edit]

    init(name: String, root: URL, manifests: ManifestSet) throws(Problem) {
        guard let settings = manifests.project.scaffold else {
            throw Problem(
                description:
                    "Manifest/project.json has no \"scaffold\" settings: what a feature is made of and where it is wired "
                    + "are the repository's; add \"scaffold\" with \"templates\", \"app\", \"appDependencies\" and "
                    + "\"wiring\" (Tools/Forge/Docs/Manifest.md, layout and scaffold)")
        }
        guard !settings.templates.isEmpty else {
            throw Problem(
                description:
                    "Manifest/project.json's \"scaffold\" names no \"templates\" folder; add one, "
                    + "e.g. \"templates\": \"Tools/Templates/Feature\"")
        }
        try Self.check(name, manifests: manifests, root: root, settings: settings)
        self.name = name
        layout = manifests.project.layout
        let names = FeatureNames(name)
        files = try Self.newFiles(names, from: settings.templates, root: root)
        var edits: [Edit] = []
        if let app = settings.app {
            edits.append(
                try AppManifestEdit(app: app, manifests: manifests, root: root).adding(
                    settings.appDependencies.map(names.substitute)))
        }
        for wiring in settings.wiring { edits.append(try SourceEdit(wiring, names: names, root: root).edit()) }
        self.edits = edits
    }

    /// `WatchLater` -> `watch-later`.
    static func commandName(for name: String) -> String { FeatureNames(name).command }

    /// Each template under `folder` as the file it becomes; none may exist already.
    private static func newFiles(_ names: FeatureNames, from folder: String, root: URL) throws(Problem) -> [NewFile] {
        let templates = FileSystem.files(under: FileSystem.join(root.path, folder)).sorted()
        guard !templates.isEmpty else {
            throw Problem(
                description:
                    "no templates in \(folder); restore them, or set \"scaffold.templates\" in Manifest/project.json")
        }
        var files: [NewFile] = []
        for template in templates where template.hasSuffix(templateSuffix) {
            let path = names.substitute(String(template.dropLast(templateSuffix.count)))
            guard let bytes = FileSystem.bytes(at: FileSystem.join(root.path, "\(folder)/\(template)")) else {
                throw Problem(description: "cannot read the template \(folder)/\(template)")
            }
            if FileSystem.entry(at: FileSystem.join(root.path, path)) != nil {
                throw Problem(description: "\(path) already exists; scaffold never overwrites a file")
            }
            files.append(NewFile(path: path, content: names.substitute(String(decoding: bytes, as: UTF8.self))))
        }
        return files
    }

    private static func check(
        _ name: String, manifests: ManifestSet, root: URL, settings: ScaffoldSettings
    ) throws(Problem) {
        if let problem = SwiftNames.problem(withIdentifier: name) {
            throw Problem(description: "\"\(name)\" cannot name a feature: \(problem)")
        }
        guard SwiftNames.isUpperCamelCase(name) else {
            throw Problem(
                description: "\"\(name)\" is not UpperCamelCase; name features like types, e.g. \"Favorites\"")
        }
        let features = Set(manifests.modules.compactMap { $0.feature?.value.lowercased() })
        if features.contains(name.lowercased()) {
            throw Problem(description: "a feature called \"\(name)\" already exists")
        }
        let taken = Set(manifests.modules.flatMap { $0.allTargets.map(\.targetName) })
        for layer in FeatureLayer.allCases {
            let module = layer.moduleName(feature: name)
            if taken.contains(module) || taken.contains(module + "Tests") {
                throw Problem(description: "a module called \"\(module)\" already exists")
            }
        }
        let command = commandName(for: name)
        if command == "help"
            || settings.commandDeclaration.map({ existingCommands(declaredBy: $0, in: manifests, root: root) })?
                .contains(command) == true
        {
            throw Problem(description: "the command \"\(command)\" already exists; choose another feature name")
        }
    }

    /// The commands features declare: the first argument of each call to `callee` in their modules' sources.
    private static func existingCommands(declaredBy callee: String, in manifests: ManifestSet, root: URL) -> Set<String>
    {
        let scanner = CallArgumentScanner(callee: callee)
        var commands: Set<String> = []
        for module in manifests.modules where module.kind == .feature {
            for file in FileSystem.readFiles(under: FileSystem.join(root.path, module.path.value), suffix: ".swift") {
                commands.formUnion(scanner.firstStringArguments(in: file.bytes))
            }
        }
        return commands
    }
}

/// A feature's name in the spellings templates use.
struct FeatureNames {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    /// `WatchLater` -> `watch-later`.
    var command: String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "-" }
            result += character.lowercased()
        }
        return result
    }

    /// `text` with `__Feature__`, `__feature__` and `__command__` replaced.
    func substitute(_ text: String) -> String {
        text.replacingOccurrences(of: "__Feature__", with: name)
            .replacingOccurrences(of: "__feature__", with: name.prefix(1).lowercased() + name.dropFirst())
            .replacingOccurrences(of: "__command__", with: command)
    }
}
