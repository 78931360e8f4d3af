import ForgeDiagnostics
import ForgeJSON
import ForgeManifest
import ForgeSupport
import Foundation

/// Adds dependencies to the app module's manifest through `JSONEditor`, as a person would: before the first
/// entry of its `dependencies` list, keeping the file's layout and every other byte.
struct AppManifestEdit {
    let module: ModuleManifest
    let text: String
    private let dependencies: JSONPath

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
        guard let dependencies = JSONPath(module.jsonPath)?.appending("dependencies"),
            case .array? = dependencies.node(in: document)?.value
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
        var editor = JSONEditor(text: text)
        do {
            try editor.insert(
                names.map { ManifestJSON.quoted($0) }.joined(separator: ", "), intoListAt: dependencies, .first)
        } catch {
            throw FeatureScaffold.Problem(
                description:
                    "\(module.file): \(error.message); add the feature's modules to its \"dependencies\" by hand")
        }
        return FeatureScaffold.Edit(path: module.file, original: text, updated: editor.string)
    }
}
