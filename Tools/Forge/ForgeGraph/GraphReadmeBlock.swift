import ForgeManifest

/// The diagram block of a README: `<!-- forge:graph:begin [filters] -->`, the diagram, `<!-- forge:graph:end -->`.
/// The filters are the graph's options, written as options: `--kind K`, `--exclude-kind K`, `--feature F`,
/// `--focus M`, `--depth N`, `--collapse`.
package struct GraphReadmeBlock {
    /// The begin marker, before its filters and `-->`.
    package static let begin = "<!-- forge:graph:begin"
    package static let end = "<!-- forge:graph:end -->"

    /// A marker's filters that are not the graph's options.
    package struct Problem: Error, Sendable {
        package let message: String
    }

    /// The words between `forge:graph:begin` and `-->`.
    let filters: [String]
    /// Where the diagram goes: after the begin marker, up to the end marker.
    private let diagram: Range<String.Index>

    /// The first block of `readme`; nil when it has none.
    package init?(_ readme: String) {
        guard let begin = readme.range(of: Self.begin),
            let close = readme[begin.upperBound...].range(of: "-->"),
            let end = readme[close.upperBound...].range(of: Self.end)
        else { return nil }
        filters = readme[begin.upperBound..<close.lowerBound].split(whereSeparator: \.isWhitespace).map(String.init)
        diagram = close.upperBound..<end.lowerBound
    }

    /// `readme` with the block's diagram replaced by `text`.
    func replacingDiagram(in readme: String, with text: String) -> String {
        readme.replacingCharacters(in: diagram, with: text)
    }

    /// The graph the filters ask for.
    func options() throws(Problem) -> ModuleGraph.Options {
        var options = ModuleGraph.Options()
        var words = filters[...]
        while let word = words.popFirst() {
            if word == "--collapse" {
                options.collapsed = true
                continue
            }
            guard let value = words.popFirst() else { throw Problem(message: "\(word) needs a value") }
            switch word {
            case "--kind": options.kind = try kind(value)
            case "--exclude-kind": options.excludedKind = try kind(value)
            case "--feature": options.feature = value
            case "--focus": options.focus = value
            case "--depth":
                guard let depth = Int(value), depth >= 0 else {
                    throw Problem(message: "--depth takes a count, not \(value)")
                }
                options.depth = depth
            default: throw Problem(message: "the forge:graph marker has an unknown filter \(word)")
            }
        }
        return options
    }

    private func kind(_ value: String) throws(Problem) -> ModuleKind {
        guard let kind = ModuleKind(rawValue: value) else {
            throw Problem(
                message:
                    "\(value) is not a module kind (\(ModuleKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return kind
    }
}
