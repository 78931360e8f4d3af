import ForgeDiagnostics
import ForgeJSON

/// Applies `ManifestFix`es to a manifest's text as a person would edit it: one value added or removed where the
/// parsed JSON says it is, every other byte (layout, key order, comments in strings) left as it was.
struct ManifestEditor {
    /// A change that cannot be made to this text (it moved, or is not where the fix says).
    struct Failure: Error {
        let message: String
    }

    private(set) var text: [UInt8]

    init(text: String) {
        self.text = Array(text.utf8)
    }

    var string: String { String(decoding: text, as: UTF8.self) }

    /// Applies `change`, parsing the text as it is now.
    mutating func apply(_ change: ManifestFix.Change) throws(Failure) {
        let document: JSONNode
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw Failure(message: "it is not valid JSON now (\(error.message))")
        }
        switch change {
        case .addDependency(let owner, let dependency): try add(dependency.json, owner: owner, in: document)
        case .removeDependency(let path): try remove(at: path, in: document)
        }
    }

    // MARK: - Adding

    private mutating func add(_ entry: String, owner path: String, in document: JSONNode) throws(Failure) {
        guard let owner = JSONPath(path)?.node(in: document) else { throw Failure(message: "nothing is at \(path)") }
        switch owner.value {
        case .bool(true):
            // `"tests": true` becomes the object it stands for.
            replace(owner.bytes, with: "{ \"dependencies\": [\(entry)] }")
        case .object(let members):
            if let list = members.first(where: { $0.key == "dependencies" })?.value {
                guard case .array(let elements) = list.value else {
                    throw Failure(message: "\(path).dependencies is not a list")
                }
                append(entry, to: list, elements: elements)
            } else {
                addMember("\"dependencies\": [\(entry)]", to: owner, members: members)
            }
        default:
            throw Failure(message: "\(path) is not an object")
        }
    }

    /// After the last element, in the list's own style: on a line of its own when the elements start lines.
    private mutating func append(_ entry: String, to list: JSONNode, elements: [JSONNode]) {
        guard let last = elements.last else {
            insert(entry, at: list.bytes.lowerBound + 1)
            return
        }
        let indentation = self.indentation(before: last.bytes.lowerBound)
        insert((indentation.map { ",\n" + $0 } ?? ", ") + entry, at: last.bytes.upperBound)
    }

    /// A new member after the object's last one, in the object's style.
    private mutating func addMember(_ member: String, to object: JSONNode, members: [JSONNode.Member]) {
        guard let last = members.last else {
            insert(" " + member + " ", at: object.bytes.lowerBound + 1)
            return
        }
        let indentation = self.indentation(before: last.keyOffset)
        insert((indentation.map { ",\n" + $0 } ?? ", ") + member, at: last.value.bytes.upperBound)
    }

    // MARK: - Removing

    private mutating func remove(at path: String, in document: JSONNode) throws(Failure) {
        guard let parsed = JSONPath(path), let index = parsed.lastIndex,
            let list = parsed.parent.node(in: document), case .array(let elements) = list.value,
            elements.indices.contains(index)
        else { throw Failure(message: "no dependency is at \(path)") }
        let element = elements[index]
        if elements.count == 1 {
            // The only one: the list is left empty, `[]`.
            replace(list.bytes.lowerBound + 1..<list.bytes.upperBound - 1, with: "")
        } else if index + 1 < elements.count {
            // Up to the next element: the comma and the layout before it go with it.
            replace(element.bytes.lowerBound..<elements[index + 1].bytes.lowerBound, with: "")
        } else {
            // The last: from the end of the one before, its comma included.
            replace(elements[index - 1].bytes.upperBound..<element.bytes.upperBound, with: "")
        }
    }

    // MARK: - Bytes

    /// The whitespace before `offset` when only whitespace precedes it on its line; nil when it shares a line.
    private func indentation(before offset: Int) -> String? {
        var start = offset
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || text[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    private mutating func insert(_ string: String, at offset: Int) {
        text.insert(contentsOf: Array(string.utf8), at: offset)
    }

    private mutating func replace(_ range: Range<Int>, with string: String) {
        text.replaceSubrange(range, with: Array(string.utf8))
    }
}
