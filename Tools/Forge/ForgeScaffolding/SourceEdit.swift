import ForgeManifest
import ForgeSupport
import Foundation

/// Wires a feature into one of the app's source files: its imports, and lines just before the marker comments
/// the file declares as insertion points (`// forge:scaffold:register`).
struct SourceEdit {
    let wiring: ScaffoldSettings.SourceWiring
    let names: FeatureNames
    let text: String

    init(_ wiring: ScaffoldSettings.SourceWiring, names: FeatureNames, root: URL) throws(FeatureScaffold.Problem) {
        guard let bytes = FileSystem.bytes(at: FileSystem.join(root.path, wiring.file)) else {
            throw FeatureScaffold.Problem(
                description: "cannot read \(wiring.file), which scaffolding wires the feature into")
        }
        self.wiring = wiring
        self.names = names
        self.text = String(decoding: bytes, as: UTF8.self)
    }

    func edit() throws(FeatureScaffold.Problem) -> FeatureScaffold.Edit {
        var updated = text
        for module in wiring.imports { updated = Self.insertImport(names.substitute(module), into: updated) }
        for insertion in wiring.insertions {
            updated = try insert(names.substitute(insertion.line), before: insertion.marker, in: updated)
        }
        return FeatureScaffold.Edit(path: wiring.file, original: text, updated: updated)
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
    private func insert(
        _ line: String, before marker: String, in text: String
    ) throws(FeatureScaffold.Problem) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker }) else {
            throw FeatureScaffold.Problem(
                description:
                    "\(wiring.file) has no \"\(marker)\" line; put it back where features are listed, or wire the feature by hand"
            )
        }
        let indentation = lines[index].prefix { $0 == " " }
        lines.insert(indentation + line, at: index)
        return lines.joined(separator: "\n")
    }
}
