/// Where modules of each kind live when their manifest gives no `path`: `project.json`'s `layout`, folder
/// patterns with `{name}` (the module) and `{feature}` (its feature).
package struct RepositoryLayout: Sendable, Equatable {
    /// The pattern for each kind's modules.
    package let folders: [ModuleKind: String]
    /// The pattern for the test targets of modules with a kind.
    package let tests: String

    /// The placeholders a pattern may hold.
    package static let placeholders = ["{name}", "{feature}"]

    /// This repository's conventions, and the defaults of a `project.json` without `layout`.
    package static let conventional = RepositoryLayout(
        folders: [
            .core: "Modules/Core/{name}", .feature: "Modules/Features/{feature}/{name}", .app: "Apps/{name}",
            .tool: "Tools/{name}", .testSupport: "Tests/Support/{name}",
        ],
        tests: "Tests/{name}")

    package init(folders: [ModuleKind: String], tests: String) {
        self.folders = folders
        self.tests = tests
        segments = folders.mapValues(Segment.parse)
        testSegments = Segment.parse(tests)
    }

    /// The patterns cut at their placeholders once, so filling one for each of a thousand modules is a few
    /// appends (Foundation's `replacingOccurrences` was a third of `forge validate`'s instructions).
    private let segments: [ModuleKind: [Segment]]
    private let testSegments: [Segment]

    /// A piece of a pattern.
    private enum Segment: Sendable, Equatable {
        case text(String)
        case name
        case feature

        static func parse(_ pattern: String) -> [Segment] {
            var segments: [Segment] = []
            var rest = Substring(pattern)
            while let open = rest.firstIndex(of: "{") {
                if open > rest.startIndex { segments.append(.text(String(rest[..<open]))) }
                rest = rest[open...]
                if rest.hasPrefix("{name}") {
                    segments.append(.name)
                    rest = rest.dropFirst("{name}".count)
                } else if rest.hasPrefix("{feature}") {
                    segments.append(.feature)
                    rest = rest.dropFirst("{feature}".count)
                } else {
                    segments.append(.text("{"))
                    rest = rest.dropFirst()
                }
            }
            if !rest.isEmpty { segments.append(.text(String(rest))) }
            return segments
        }
    }

    /// The folder of module `name` of `kind` (in `feature`, for a feature's layers).
    package func path(name: String, kind: ModuleKind, feature: String?) -> String {
        Self.fill(segments[kind] ?? [.name], name: name, feature: feature ?? name)
    }

    /// The folder of the test target `name`.
    package func testPath(name: String) -> String { Self.fill(testSegments, name: name, feature: name) }

    private static func fill(_ segments: [Segment], name: String, feature: String) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .name: result += name
            case .feature: result += feature
            }
        }
        return result
    }

    package static func == (lhs: RepositoryLayout, rhs: RepositoryLayout) -> Bool {
        lhs.folders == rhs.folders && lhs.tests == rhs.tests
    }
}
