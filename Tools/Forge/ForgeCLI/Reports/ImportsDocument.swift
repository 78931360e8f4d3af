import ForgeLinter
import ForgeSupport
import ForgeSwiftSource

/// What `forge imports --format json` prints, as every forge command writes JSON (`JSONDocument`):
/// `{"version": 1, "files": [{"path", "imports": [{"module", "line", "column", "kind", "attributes", "access",
/// "active", "condition"}]}]}`. `ImportsJSON` writes the same text faster, which the tests hold to this.
struct ImportsDocument: Encodable {
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

        init(_ entry: ImportListing.Import) {
            module = entry.item.module
            line = entry.item.location.line
            column = entry.item.location.column
            kind = entry.item.kind
            attributes = entry.item.attributes
            access = entry.item.access
            active = entry.isCompiled
            condition = entry.item.condition?.text
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

    /// The document of `files`, as `JSONDocument` writes it.
    static func text(_ files: [ImportListing.File]) -> String {
        JSONDocument.text(
            ImportsDocument(files: files.map { File(path: $0.path, imports: $0.imports.map(Entry.init)) }))
    }
}
