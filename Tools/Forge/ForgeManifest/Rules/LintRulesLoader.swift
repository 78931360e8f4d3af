import ForgeDiagnostics
import ForgeJSON
import ForgeSupport
import Foundation

/// Reads `Manifest/rules.json` when there is one.
package enum LintRulesLoader {
    static var path: String { "\(ManifestLoader.folder)/\(LintRules.fileName)" }

    /// The rules (nil when the file does not exist), with any problems in `diagnostics`.
    package static func load(root: URL, manifests: ManifestSet, diagnostics: DiagnosticCollector) -> LintRules? {
        guard let bytes = FileSystem.bytes(at: FileSystem.join(root.path, path)) else { return nil }
        do {
            let node = try JSONParser.parse(bytes)
            let modules = Dictionary(uniqueKeysWithValues: manifests.modules.map { ($0.targetName, $0) })
            return LintRulesDecoder.decode(node, file: path, modules: modules, diagnostics: diagnostics)
        } catch {
            diagnostics.emit(.malformedRulesJSON(error.message), file: path, location: error.location)
            return nil
        }
    }
}
