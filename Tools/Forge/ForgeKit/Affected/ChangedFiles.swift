import Foundation

/// The files changed since a git revision: committed, staged, unstaged and untracked; for a rename,
/// both the old and the new path.
struct ChangedFiles {
    /// Why git could not answer.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let paths: [String]

    init(root: URL, base: String) throws(Failure) {
        guard !base.isEmpty, !base.hasPrefix("-") else {
            throw Failure(description: "--base needs a git revision, such as main, HEAD~3 or a commit id")
        }
        let diff = try Self.git(["diff", "--name-status", "-z", "-M", base, "--"], in: root)
        var paths: [String] = []
        var fields = diff.split(separator: 0, omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF8.self)
        }[...]
        while let status = fields.popFirst() {
            // Renames and copies carry two paths; everything else one.
            let count = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
            for _ in 0..<count { if let path = fields.popFirst() { paths.append(path) } }
        }
        let untracked = try Self.git(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
        paths += untracked.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        self.paths = Array(Set(paths)).sorted()
    }

    private static func git(_ arguments: [String], in root: URL) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription); is git installed?")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let first = message.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw Failure(description: "git \(arguments[0]) failed: \(first)")
        }
        return [UInt8](data)
    }
}
