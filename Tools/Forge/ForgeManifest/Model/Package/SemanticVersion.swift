/// A version such as 1.2.0 or 2.0.0-beta.1, compared as SwiftPM compares them (pre-release below release).
package struct SemanticVersion: Comparable, Sendable {
    let numbers: [Int]
    let prerelease: String?

    package init?(_ text: String) {
        let core = text.split(separator: "+", maxSplits: 1)[0...].first.map(String.init) ?? text
        let parts = core.split(separator: "-", maxSplits: 1).map(String.init)
        guard let numbersText = parts.first else { return nil }
        let numbers = numbersText.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        self.numbers = numbers.map { $0! }
        self.prerelease = parts.count > 1 ? parts[1] : nil
    }

    /// The first version of the next major release: what `from:` allows up to.
    package var nextMajor: String { "\(numbers[0] + 1).0.0" }

    package static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if lhs.numbers != rhs.numbers { return lhs.numbers.lexicographicallyPrecedes(rhs.numbers) }
        switch (lhs.prerelease, rhs.prerelease) {
        case (nil, _): return false
        case (_, nil): return true
        case (let left?, let right?): return left < right
        }
    }
}
