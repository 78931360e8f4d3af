import ForgeManifest
import ForgeSupport
import Foundation

/// What `forge scaffold feature <Name>` creates and changes, worked out before anything is written.
struct FeatureScaffold {
    static let templateFolder = "Tools/Templates/Feature"
    static let templateSuffix = ".template"
    static let appSources = ["Apps/Movieland/MovielandApp.swift", "Apps/Movieland/AppConfiguration.swift"]
    static let appManifest = "Manifest/Apps/Movieland.json"

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
    let edits: [Edit]

    init(name: String, root: URL, manifests: ManifestSet) throws(Problem) {
        try Self.check(name, manifests: manifests, root: root)
        self.name = name
        let substitutions = [
            ("__Feature__", name), ("__feature__", name.prefix(1).lowercased() + name.dropFirst()),
            ("__command__", Self.commandName(for: name)),
        ]
        func substitute(_ text: String) -> String {
            substitutions.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
        let templates = FileSystem.files(under: FileSystem.join(root.path, Self.templateFolder)).sorted()
        guard !templates.isEmpty else {
            throw Problem(description: "no templates in \(Self.templateFolder); restore them from git")
        }
        var files: [NewFile] = []
        for template in templates where template.hasSuffix(Self.templateSuffix) {
            let path = substitute(String(template.dropLast(Self.templateSuffix.count)))
            guard let bytes = FileSystem.bytes(at: FileSystem.join(root.path, "\(Self.templateFolder)/\(template)"))
            else {
                throw Problem(description: "cannot read the template \(Self.templateFolder)/\(template)")
            }
            if FileSystem.entry(at: FileSystem.join(root.path, path)) != nil {
                throw Problem(description: "\(path) already exists; scaffold never overwrites a file")
            }
            files.append(NewFile(path: path, content: substitute(String(decoding: bytes, as: UTF8.self))))
        }
        self.files = files
        self.edits = try Self.appEdits(name, root: root)
    }

    /// `WatchLater` -> `watch-later`.
    static func commandName(for name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "-" }
            result += character.lowercased()
        }
        return result
    }

    private static func check(_ name: String, manifests: ManifestSet, root: URL) throws(Problem) {
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
        if existingCommands(root: root).contains(command) || command == "help" {
            throw Problem(description: "the command \"\(command)\" already exists; choose another feature name")
        }
    }

    /// Commands the features already declare (`CommandSpec("search", ...)` in Presentation sources).
    private static func existingCommands(root: URL) -> Set<String> {
        let folder = FileSystem.join(root.path, "Modules/Features")
        var commands: Set<String> = []
        for file in FileSystem.files(under: folder) where file.hasSuffix(".swift") {
            guard let bytes = FileSystem.bytes(at: FileSystem.join(folder, file)) else { continue }
            var text = Substring(String(decoding: bytes, as: UTF8.self))
            while let range = text.range(of: "CommandSpec(") {
                text = text[range.upperBound...].drop { $0.isWhitespace }
                guard text.first == "\"" else { continue }
                commands.insert(String(text.dropFirst().prefix { $0 != "\"" }))
            }
        }
        return commands
    }

    /// The App's wiring: its manifest's dependencies, imports, registration and coordinator.
    private static func appEdits(_ name: String, root: URL) throws(Problem) -> [Edit] {
        func read(_ path: String) throws(Problem) -> String {
            guard let bytes = FileSystem.bytes(at: FileSystem.join(root.path, path)) else {
                throw Problem(description: "cannot read \(path), which scaffolding wires the feature into")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var edits: [Edit] = []
        let manifest = try read(appManifest)
        guard let range = manifest.range(of: "\"dependencies\": [") else {
            throw Problem(description: "\(appManifest) has no \"dependencies\" list to add the feature to")
        }
        let manifestUpdated =
            String(manifest[..<range.upperBound]) + "\n    \"\(name)Presentation\", \"\(name)Data\","
            + String(manifest[range.upperBound...])
        edits.append(Edit(path: appManifest, original: manifest, updated: manifestUpdated))

        let app = try read(appSources[0])
        var appUpdated = insertImport("\(name)Presentation", into: app)
        appUpdated = try insert(
            "\(name)Coordinator.self,", before: "// forge:scaffold:feature-type", in: appUpdated, path: appSources[0])
        appUpdated = try insert(
            "\(name)Coordinator(container: container, console: console),", before: "// forge:scaffold:coordinator",
            in: appUpdated, path: appSources[0])
        edits.append(Edit(path: appSources[0], original: app, updated: appUpdated))

        let configuration = try read(appSources[1])
        var configurationUpdated = insertImport("\(name)Data", into: configuration)
        configurationUpdated = try insert(
            "\(name)Dependencies.autoRegister(container)", before: "// forge:scaffold:register",
            in: configurationUpdated,
            path: appSources[1])
        edits.append(Edit(path: appSources[1], original: configuration, updated: configurationUpdated))
        return edits
    }

    /// Adds `import module` to the file's first block of imports, keeping it sorted.
    private static func insertImport(_ module: String, into text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        let position = imports.first { String(lines[$0].dropFirst(7)) > module } ?? (imports.last.map { $0 + 1 } ?? 0)
        lines.insert("import \(module)", at: position)
        return lines.joined(separator: "\n")
    }

    /// Inserts `line` before the marker comment, with the marker's indentation.
    private static func insert(
        _ line: String, before marker: String, in text: String, path: String
    ) throws(Problem) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker }) else {
            throw Problem(
                description:
                    "\(path) has no \"\(marker)\" line; put it back where features are listed, or wire the feature by hand"
            )
        }
        let indentation = lines[index].prefix { $0 == " " }
        lines.insert(indentation + line, at: index)
        return lines.joined(separator: "\n")
    }
}
