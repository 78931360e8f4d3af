import ForgeDiagnostics
import ForgeJSON
import ForgeManifest
import ForgeSupport
import Foundation

/// Adds dependencies to the app module's manifest where its parsed JSON says its `dependencies` list is, as a
/// person would: before the first entry, keeping the file's layout and every other byte.
struct AppManifestEdit {
    let module: ModuleManifest
    let text: String
    let dependencies: JSONNode

    init(app: String, manifests: ManifestSet, root: URL) throws(FeatureScaffold.Problem) {
        guard let module = manifests.module(named: app) else {
            throw FeatureScaffold.Problem(
                description:
                    "no module \"\(app)\" to wire the feature into; correct \"scaffold.app\" in Manifest/project.json")
        }
        guard let bytes = FileSystem.bytes(at: FileSystem.join(root.path, module.file)),
            let document = try? JSONParser.parse(bytes)
        else {
            throw FeatureScaffold.Problem(
                description: "cannot read \(module.file), which scaffolding wires the feature into")
        }
        guard let dependencies = Self.member("dependencies", of: Self.node(at: module.jsonPath, in: document)),
            case .array = dependencies.value
        else {
            throw FeatureScaffold.Problem(
                description:
                    "\(module.file) has no \"dependencies\" list to add the feature to; add \"dependencies\": []")
        }
        self.module = module
        self.text = String(decoding: bytes, as: UTF8.self)
        self.dependencies = dependencies
    }

    /// The manifest with `names` first among the dependencies.
    func adding(_ names: [String]) throws(FeatureScaffold.Problem) -> FeatureScaffold.Edit {
        let quoted = names.map { ManifestJSON.quoted($0) }.joined(separator: ", ")
        guard case .array(let elements) = dependencies.value, let first = elements.first else {
            // `[]`: right after the bracket.
            let bracket = try position(of: dependencies.location)
            return edit(inserting: quoted, at: text.index(after: bracket))
        }
        let position = try position(of: first.location)
        let lineStart = text[..<position].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let indentation = text[lineStart..<position]
        // An entry that starts its line keeps the list one line per group: the new names get their own line.
        let separator = indentation.allSatisfy { $0 == " " || $0 == "\t" } ? ",\n" + indentation : ", "
        return edit(inserting: quoted + separator, at: position)
    }

    private func edit(inserting insertion: String, at position: String.Index) -> FeatureScaffold.Edit {
        var updated = text
        updated.insert(contentsOf: insertion, at: position)
        return FeatureScaffold.Edit(path: module.file, original: text, updated: updated)
    }

    /// Where the parser's `location` is in the text; a location outside it says so rather than wiring nothing.
    private func position(of location: SourceLocation) throws(FeatureScaffold.Problem) -> String.Index {
        guard let index = Self.index(of: location, in: text) else {
            throw FeatureScaffold.Problem(
                description:
                    "\(module.file):\(location) is not in the file as read; add the feature's modules to its \"dependencies\" by hand"
            )
        }
        return index
    }

    /// The module object a manifest's JSON path (`$` or `$.modules[2]`) points at.
    private static func node(at jsonPath: String, in document: JSONNode) -> JSONNode? {
        guard jsonPath != "$" else { return document }
        guard jsonPath.hasPrefix("$.modules["), jsonPath.hasSuffix("]"),
            let index = Int(jsonPath.dropFirst("$.modules[".count).dropLast()),
            case .array(let modules)? = member("modules", of: document)?.value, modules.indices.contains(index)
        else { return nil }
        return modules[index]
    }

    private static func member(_ key: String, of node: JSONNode?) -> JSONNode? {
        guard case .object(let members)? = node?.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Where `location` (1-based line, column in Unicode scalars) is in `text`.
    private static func index(of location: SourceLocation, in text: String) -> String.Index? {
        var lineStart = text.startIndex
        for _ in 1..<location.line {
            guard let newline = text[lineStart...].firstIndex(of: "\n") else { return nil }
            lineStart = text.index(after: newline)
        }
        let scalars = text.unicodeScalars
        return scalars.index(lineStart, offsetBy: location.column - 1, limitedBy: scalars.endIndex)
    }
}
