import ForgeLinter

/// How `forge imports` prints what it read: a line per import, or JSON.
enum ImportFormat: String, CaseIterable, Sendable {
    case text
    case json

    /// `files` in this format.
    func render(_ files: [ImportListing.File]) -> String {
        switch self {
        case .text: files.map(Self.lines).joined()
        case .json: ImportsJSON.text(files)
        }
    }

    /// `path:line:column: Module`, then ` (not compiled)` and ` #if condition` when they apply, per import.
    private static func lines(_ file: ImportListing.File) -> String {
        file.imports.map { entry in
            var line = "\(file.path):\(entry.item.location.line):\(entry.item.location.column): \(entry.item.module)"
            if !entry.isCompiled { line += " (not compiled)" }
            if let condition = entry.item.condition { line += " #if \(condition.text)" }
            return line + "\n"
        }.joined()
    }
}
