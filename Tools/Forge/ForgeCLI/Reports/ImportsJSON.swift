import ForgeLinter
import ForgeSwiftSource

/// `forge imports --format json`, written straight into one buffer in the exact text `JSONDocument` gives the
/// same document (pretty-printed, keys sorted, slashes unescaped; `ImportsDocument`): at thousands of files
/// JSONEncoder took longer than reading the imports. A test holds the two to the same bytes.
struct ImportsJSON {
    private var text: [UInt8] = []

    /// The document for `report`: each file's path and its imports, each with whether it is compiled.
    static func text(_ report: [ImportListing.File]) -> String {
        var writer = ImportsJSON()
        writer.append("{\n  \"files\" : [")
        for (index, file) in report.enumerated() {
            writer.append(index == 0 ? "\n    {\n      \"imports\" : [" : ",\n    {\n      \"imports\" : [")
            writer.imports(file.imports)
            writer.append(",\n      \"path\" : ")
            writer.string(file.path)
            writer.append("\n    }")
        }
        writer.append(report.isEmpty ? "\n\n  ],\n  \"version\" : 1\n}\n" : "\n  ],\n  \"version\" : 1\n}\n")
        return String(decoding: writer.text, as: UTF8.self)
    }

    private mutating func imports(_ imports: [ImportListing.Import]) {
        guard !imports.isEmpty else { return append("\n\n      ]") }
        for (index, entry) in imports.enumerated() {
            let item = entry.item
            append(index == 0 ? "\n        {\n          \"access\" : " : ",\n        {\n          \"access\" : ")
            optional(item.access)
            append(entry.isCompiled ? ",\n          \"active\" : true" : ",\n          \"active\" : false")
            append(",\n          \"attributes\" : [")
            if item.attributes.isEmpty {
                append("\n\n          ]")
            } else {
                for (position, attribute) in item.attributes.enumerated() {
                    append(position == 0 ? "\n            " : ",\n            ")
                    string(attribute)
                }
                append("\n          ]")
            }
            append(",\n          \"column\" : \(item.location.column),\n          \"condition\" : ")
            optional(item.condition?.text)
            append(",\n          \"kind\" : ")
            optional(item.kind)
            append(",\n          \"line\" : \(item.location.line),\n          \"module\" : ")
            string(item.module)
            append("\n        }")
        }
        append("\n      ]")
    }

    private mutating func append(_ literal: String) {
        text.append(contentsOf: literal.utf8)
    }

    private mutating func optional(_ value: String?) {
        if let value { string(value) } else { append("null") }
    }

    /// A JSON string as JSONEncoder writes it: quotes, backslashes and control characters escaped.
    private mutating func string(_ value: String) {
        text.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                append("\\u00")
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0xF)])
            default: text.append(byte)
            }
        }
        text.append(UInt8(ascii: "\""))
    }
}
