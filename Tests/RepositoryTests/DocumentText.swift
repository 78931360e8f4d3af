/// A README's (or a source's) text, read for the lists the documentation tests compare with the code.
struct DocumentText {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The names of the "- `Name`: ..." lines (not indented) of the "## Features" section, up to the next heading.
    func featureList() -> [String] {
        guard let start = lines.firstIndex(of: "## Features") else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
        return section.filter { $0.hasPrefix("- `") }.compactMap { $0.dropFirst(3).split(separator: "`").first }
            .filter { $0.allSatisfy { $0.isLetter || $0.isNumber } }.map(String.init)
    }

    /// The first cell of each row of the table whose header line starts with `header`.
    func firstColumn(ofTableStarting header: String) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }
            .compactMap { $0.split(separator: "|").first?.trimmingSpaces() }
    }

    /// The tabs written "**1 Search**, **2 Top**": each bold number and name, in order of the numbers.
    func numberedTabs() -> [String] {
        guard let line = lines.first(where: { $0.contains("**1 ") }) else { return [] }
        let bold = line.split(separator: "**", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        return bold.compactMap { words -> (Int, String)? in
            let parts = words.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let number = Int(parts[0]) else { return nil }
            return (number, String(parts[1]))
        }
        .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The comma-separated words in the parentheses `opening` ends with, on the first line that holds it.
    func parenthesised(after opening: String) -> [String] {
        guard let line = lines.first(where: { $0.contains(opening) }),
            let range = line.range(of: opening),
            let close = line[range.upperBound...].firstIndex(of: ")")
        else { return [] }
        return line[range.upperBound..<close].split(separator: ",").map { $0.trimmingSpaces() }
    }

    /// What `listed` lacks and has too many of against `expected`, in words.
    static func difference(_ listed: [String], _ expected: [String]) -> String {
        let missing = Set(expected).subtracting(listed).sorted()
        let extra = Set(listed).subtracting(expected).sorted()
        let parts = [("missing", missing), ("extra", extra)].filter { !$0.1.isEmpty }
            .map { "\($0.0) \($0.1.joined(separator: ", "))" }
        return parts.isEmpty ? "the same names, another order or repeated" : parts.joined(separator: "; ")
    }
}

extension Substring {
    /// The text without the spaces around it.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
