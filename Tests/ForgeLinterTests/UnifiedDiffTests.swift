import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeLinter

/// `forge lint --fix --dry-run` prints diffs in `diff -u`'s format; `diff -u` judges them.
@Suite(.offThePool) struct UnifiedDiffTests {
    private static let lines = (1...30).map { "line \($0)" }

    static let cases: [(String, [String])] = [
        ("a change in the middle", lines[0..<14] + ["changed"] + lines[15...]),
        ("two changes far apart, two hunks", ["first"] + lines[1..<25] + ["late"] + lines[26...]),
        ("two changes close together, one hunk", lines[0..<10] + ["a"] + lines[11..<14] + ["b"] + lines[15...]),
        ("lines added at the start", ["new 1", "new 2"] + lines),
        ("lines removed at the end", Array(lines[0..<27])),
    ]

    @Test(arguments: cases)
    func agreesWithDiff(_ name: String, _ updated: [String]) throws {
        let repository = try TemporaryRepository()
        let original = Self.lines.joined(separator: "\n") + "\n", changed = updated.joined(separator: "\n") + "\n"
        try repository.write("a", original)
        try repository.write("b", changed)
        let judged = try BuiltProducts.runCommand(["diff", "-u", "a", "b"], in: repository.root)
        let expected = judged.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        let ours = UnifiedDiff.text(path: "file", original: original, updated: changed)
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        #expect(Array(ours) == Array(expected), "\(name)")
        #expect(UnifiedDiff.text(path: "file", original: original, updated: original).isEmpty)
    }
}
