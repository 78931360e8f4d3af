/// A JSON path as forge's diagnostics write them: `$`, `$.modules[2].tests`, `$.dependencies[0]`.
package struct JSONPath: Equatable, CustomStringConvertible {
    /// A member key or an array index.
    package enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    package let components: [Component]

    /// The path of `components`, from the root.
    package init(components: [Component]) {
        self.components = components
    }

    /// Reads `text`; nil when it is not a path in this form.
    package init?(_ text: String) {
        guard text.hasPrefix("$") else { return nil }
        var components: [Component] = []
        var rest = text.dropFirst()
        while let first = rest.first {
            if first == "." {
                let key = rest.dropFirst().prefix { $0 != "." && $0 != "[" }
                guard !key.isEmpty else { return nil }
                components.append(.key(String(key)))
                rest = rest.dropFirst(key.count + 1)
            } else if first == "[" {
                guard let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close])
                else { return nil }
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
        }
        self.components = components
    }

    /// The path without its last component.
    package var parent: JSONPath { JSONPath(components: components.dropLast()) }

    /// The last component, when it is an index.
    package var lastIndex: Int? {
        if case .index(let index)? = components.last { return index }
        return nil
    }

    /// The node the path leads to in `document`.
    package func node(in document: JSONNode) -> JSONNode? {
        var node = document
        for component in components {
            switch (component, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The path below this one at `key`.
    package func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// `$.modules[2].tests`.
    package var description: String {
        "$"
            + components.map {
                switch $0 {
                case .key(let key): ".\(key)"
                case .index(let index): "[\(index)]"
                }
            }.joined()
    }
}
