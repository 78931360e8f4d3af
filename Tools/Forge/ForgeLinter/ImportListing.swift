import Commands
import ForgeDiagnostics
import ForgeJSON
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// `forge imports`: the imports forge reads in Swift files, and whether each is compiled on the platforms
/// asked for, so anyone can see why lint says what it says.
package struct ImportListing: ContextBound {
    package enum Format: String, CaseIterable {
        case text
        case json
    }

    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// The folder relative paths are read from.
    private var currentDirectory: URL { root }

    /// `paths`: files or folders (searched for `.swift` files), as given.
    package func run(
        paths: [String], platforms: [BuildPlatform], defines: [String], canImport: [String], format: Format
    )
        -> ExitStatus
    {
        var files: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : currentDirectory.appendingPathComponent(path).path
            switch FileSystem.entry(at: absolute) {
            case .file: files.append(path)
            case .directory:
                let prefix = path.hasSuffix("/") ? path : path + "/"
                files += FileSystem.files(under: absolute).filter { $0.hasSuffix(".swift") }.sorted().map {
                    prefix + $0
                }
            case nil:
                errors.report(
                    Finding("\(path): no such file or folder", help: "give Swift files or folders that hold them"))
                return .failure
            }
        }
        let evaluators = platforms.map {
            ConditionEvaluator(platform: $0, defines: Set(defines), importable: Set(canImport))
        }
        let paths = files
        let base = currentDirectory.path
        let scanned = Concurrently.map(count: paths.count) { index -> [SwiftImportScanner.Import] in
            let path = paths[index]
            let absolute = path.hasPrefix("/") ? path : FileSystem.join(base, path)
            return SwiftImportScanner().scan(FileSystem.bytes(at: absolute) ?? []).imports
        }
        let report = zip(files, scanned).map { path, imports in
            (path, imports.map { item in (item, evaluators.contains { $0.isActive(all: item.conditions) }) })
        }
        switch format {
        case .json: output.write(ImportsJSON.text(report))
        case .text:
            for (path, imports) in report {
                for (item, active) in imports {
                    var line = "\(path):\(item.location.line):\(item.location.column): \(item.module)"
                    if !active { line += " (not compiled)" }
                    if let condition = item.condition { line += " #if \(condition.text)" }
                    output.line(line)
                }
            }
        }
        return .success
    }

    /// `{"version": 1, "files": [{"path", "imports": [{"module", "line", "column", "kind", "attributes",
    /// "access", "active", "condition"}]}]}`, as every forge command writes JSON (`JSONDocument`): the text
    /// `ImportsJSON` writes faster, which the tests hold to this.
    static func document(_ report: [(path: String, imports: [(SwiftImportScanner.Import, Bool)])]) -> String {
        JSONDocument.text(
            ImportsDocument(
                files: report.map { path, imports in
                    ImportsDocument.File(path: path, imports: imports.map(ImportsDocument.Entry.init))
                }))
    }
}

/// What `forge imports --format json` prints.
private struct ImportsDocument: Encodable {
    struct File: Encodable {
        let path: String
        let imports: [Entry]
    }

    /// One import; its absent kind, access and condition are written as null, so every entry has every key.
    struct Entry: Encodable {
        let module: String
        let line: Int
        let column: Int
        let kind: String?
        let attributes: [String]
        let access: String?
        let active: Bool
        let condition: String?

        init(_ item: SwiftImportScanner.Import, active: Bool) {
            module = item.module
            line = item.location.line
            column = item.location.column
            kind = item.kind
            attributes = item.attributes
            access = item.access
            self.active = active
            condition = item.condition?.text
        }

        private enum CodingKeys: String, CodingKey {
            case module, line, column, kind, attributes, access, active, condition
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(module, forKey: .module)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(kind, forKey: .kind)
            try container.encode(attributes, forKey: .attributes)
            try container.encode(access, forKey: .access)
            try container.encode(active, forKey: .active)
            try container.encode(condition, forKey: .condition)
        }
    }

    let version = 1
    let files: [File]
}
