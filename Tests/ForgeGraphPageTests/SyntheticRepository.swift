import ForgeSupport
import ForgeTestSupport
import Foundation
import Testing

/// The benchmarks' synthetic repository (`Tools/bench/synthetic_repo.py`: 250 features x 4 layers, 6 Core modules
/// and an app, 1,007 modules and 506 test targets), written once per test run into a temporary folder and
/// committed, then Core's `Common` edited: what a change that reaches half the graph looks like.
enum SyntheticRepository {
    /// The module the edit is in.
    static let changedModule = "Common"

    /// The repository's folder, or why it could not be written.
    static let written: Result<URL, any Error> = Result { try write() }

    /// The repository's folder; the first caller writes it.
    static func root() throws -> URL { try written.get() }

    private static func write() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("synthetic-\(UUID().uuidString)")
        let script = Fixtures.repositoryRoot.appendingPathComponent("Tools/bench/synthetic_repo.py")
        try run(["python3", script.path, root.path])
        for arguments in [
            ["init", "-q"], ["add", "-A"], ["-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "base"],
        ] {
            try run(["git", "-C", root.path] + arguments)
        }
        let source = root.appendingPathComponent("Modules/Core/\(changedModule)/\(changedModule)Part0.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try (text + "\n// edited\n").write(to: source, atomically: true, encoding: .utf8)
        return root
    }

    private static func run(_ command: [String]) throws {
        let result = try Subprocess.run(command)
        try #require(
            result.status == 0, "\(command.joined(separator: " ")): \(String(decoding: result.errors, as: UTF8.self))")
    }
}
