/// A JSON value without where it was written: objects keyed by name (their order means nothing), for comparing
/// and normalising documents such as SwiftPM's `dump-package`.
package indirect enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value `node` was parsed as; of a key written twice, the last.
    package init(_ node: JSONNode) {
        switch node.value {
        case .object(let members):
            var object: [String: JSONValue] = Dictionary(minimumCapacity: members.count)
            for member in members { object[member.key] = JSONValue(member.value) }
            self = .object(object)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// The members of an object; nil for any other value.
    package var object: [String: JSONValue]? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The items of an array; nil for any other value.
    package var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The text of a string; nil for any other value.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A stable text form (keys sorted, whole numbers without a fraction), for sorting, comparing and messages.
    ///
    /// Written by hand: comparing a 1,000-target package calls it for every value, and a round trip through
    /// an encoder per value took most of adopt's own time.
    package var canonical: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .string(let string):
            text += ManifestJSON.quoted(string)
        case .object(let object):
            text += "{"
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                text += ManifestJSON.quoted(key) + ":"
                object[key]?.write(to: &text)
            }
            text += "}"
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case .number(let number):
            if number.rounded() == number, let whole = Int(exactly: number) {
                text += "\(whole)"
            } else {
                text += "\(number)"
            }
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        }
    }
}
