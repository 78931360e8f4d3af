import ForgeTestSupport
import Foundation
import Testing

/// No README of the repository grows past what a reader takes in at once: a longer one is split by topic into
/// pages it links to (as Apps/README.md, Modules/README.md and Tools/bench/README.md are).
@Suite struct ReadmeLengthTests {
    static let mostLines = 250

    @Test func noReadmeIsLongerThan250Lines() throws {
        let root = Fixtures.repositoryRoot
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var readmes = 0
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.path.dropFirst(root.path.count + 1))
            if path.hasPrefix("Tools/bench/out") || path.contains("/Fixtures/") || path.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            guard url.lastPathComponent == "README.md" else { continue }
            readmes += 1
            let lines =
                try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .count - 1
            #expect(
                lines <= Self.mostLines,
                "\(path) has \(lines) lines, over \(Self.mostLines): split it by topic into pages it links to, or trim what it repeats"
            )
        }
        #expect(readmes > 20)
    }
}
