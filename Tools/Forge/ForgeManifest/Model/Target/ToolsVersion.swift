/// A swift-tools-version such as 5.9 or 6.2, compared numerically.
package struct ToolsVersion: Sendable, Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int

    package init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Reads "6", "6.1" or "6.1.2"; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ $0 != nil && $0! >= 0 })
        else { return nil }
        self.init(major, parts.count > 1 ? parts[1]! : 0)
    }

    package static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    package var description: String { "\(major).\(minor)" }
}
