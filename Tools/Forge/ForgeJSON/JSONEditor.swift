/// Edits JSON text as a person would: one value inserted, replaced or removed where the parsed document says it
/// is, every other byte (layout, key order, spacing) left as it was. `lint --fix` and `scaffold` both edit
/// manifests through it.
package struct JSONEditor {
    /// A change that cannot be made to this text: nothing, or not the right kind of value, at the path.
    package struct Failure: Error, Equatable {
        package let message: String

        /// A failure saying `message`.
        package init(message: String) {
            self.message = message
        }
    }

    /// Where a new list element goes.
    package enum Place {
        case first, last
    }

    package private(set) var text: [UInt8]

    /// An editor of `text`.
    package init(text: String) {
        self.text = Array(text.utf8)
    }

    /// The text as edited so far.
    package var string: String { String(decoding: text, as: UTF8.self) }

    /// The document as the text is now.
    package func document() throws(Failure) -> JSONNode {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw Failure(message: "it is not valid JSON now (\(error.message))")
        }
    }

    /// The value at `path` as the text is now.
    package func node(at path: JSONPath) throws(Failure) -> JSONNode {
        guard let node = path.node(in: try document()) else { throw Failure(message: "nothing is at \(path)") }
        return node
    }

    /// Inserts `entry` (JSON text) into the list at `path`, first or last, in the list's own style: on a line of
    /// its own when its elements start lines.
    package mutating func insert(_ entry: String, intoListAt path: JSONPath, _ place: Place) throws(Failure) {
        let list = try node(at: path)
        guard case .array(let elements) = list.value else { throw Failure(message: "\(path) is not a list") }
        switch (place, place == .first ? elements.first : elements.last) {
        case (_, nil):
            insert(entry, at: list.bytes.lowerBound + 1)
        case (.first, let first?):
            let separator = indentation(before: first.bytes.lowerBound).map { ",\n" + $0 } ?? ", "
            insert(entry + separator, at: first.bytes.lowerBound)
        case (.last, let last?):
            let separator = indentation(before: last.bytes.lowerBound).map { ",\n" + $0 } ?? ", "
            insert(separator + entry, at: last.bytes.upperBound)
        }
    }

    /// Adds the member `key` with `value` (JSON text) after the object's last member, in the object's style.
    package mutating func addMember(_ key: String, value: String, toObjectAt path: JSONPath) throws(Failure) {
        let object = try node(at: path)
        guard case .object(let members) = object.value else { throw Failure(message: "\(path) is not an object") }
        let member = ManifestJSON.quoted(key) + ": " + value
        guard let last = members.last else {
            insert(" " + member + " ", at: object.bytes.lowerBound + 1)
            return
        }
        let separator = indentation(before: last.keyOffset).map { ",\n" + $0 } ?? ", "
        insert(separator + member, at: last.value.bytes.upperBound)
    }

    /// Replaces the value at `path` with `value` (JSON text).
    package mutating func replaceValue(at path: JSONPath, with value: String) throws(Failure) {
        replace(try node(at: path).bytes, with: value)
    }

    /// Removes the list element at `path`, with the comma and layout that separated it.
    package mutating func removeElement(at path: JSONPath) throws(Failure) {
        guard let index = path.lastIndex, case .array(let elements) = try node(at: path.parent).value,
            elements.indices.contains(index)
        else { throw Failure(message: "no list element is at \(path)") }
        let list = try node(at: path.parent)
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
