import ForgeSupport
import Foundation

/// The files changed since a git revision: committed, staged, unstaged and untracked; for a rename,
/// both the old and the new path.
package struct ChangedFiles {
    /// Why git could not answer.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    package let paths: [String]

    package init(root: URL, base: String) throws(Failure) {
        guard !base.isEmpty, !base.hasPrefix("-") else {
            throw Failure(description: "--base needs a git revision, such as main, HEAD~3 or a commit id")
        }
        // The two questions are independent; asked together they cost the slower one.
        let (diff, untracked) = try Self.git(
            ["diff", "--name-status", "-z", "-M", base, "--"], ["ls-files", "--others", "--exclude-standard", "-z"],
            in: root)
        var paths: [String] = []
        var fields = diff.split(separator: 0, omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF8.self)
        }[...]
        while let status = fields.popFirst() {
            // Renames and copies carry two paths; everything else one.
            let count = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
            for _ in 0..<count { if let path = fields.popFirst() { paths.append(path) } }
        }
        paths += untracked.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        self.paths = Array(Set(paths)).sorted()
    }

    /// The output of two git commands, run at the same time.
    private static func git(
        _ first: [String], _ second: [String], in root: URL
    ) throws(Failure) -> ([UInt8], [UInt8]) {
        let results: [Subprocess.Result]
        do {
            results = try Subprocess.runAll([["git", "-C", root.path] + first, ["git", "-C", root.path] + second])
        } catch {
            throw Failure(description: "cannot run git: \(error.reason); is git installed?")
        }
        for (arguments, result) in zip([first, second], results) where result.status != 0 {
            let message = String(decoding: result.errors, as: UTF8.self)
            let line = message.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
            throw Failure(description: "git \(arguments[0]) failed: \(line)")
        }
        return (results[0].output, results[1].output)
    }
}
