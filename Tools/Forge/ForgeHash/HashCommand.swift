import Commands
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge hash [--tests] [--format text|json] [-- <swift arguments>]`: one content hash per target, the same for
/// the same inputs on any machine and in any folder; with the arguments `forge test` would be given, the hashes
/// it would use.
package struct HashCommand: ForgeCommand {
    /// How the hashes are printed.
    package enum Format: String, CaseIterable, Sendable {
        case text
        case json
    }

    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    package func run(testsOnly: Bool, format: Format, swiftArguments: [String] = []) -> ExitStatus {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return .failure }
        let environment = TargetHasher.Environment.current(root: root, swiftArguments: swiftArguments)
        let hashes = TargetHasher(manifests: manifests, rootPath: root.path, environment: environment).hashes()
            .filter { !testsOnly || $0.kind == TargetType.test.rawValue }
        switch format {
        // One write: a line per target written apart cost a system call each, a fifth of the run at 1,000 modules.
        case .text: output.write(hashes.map { "\($0.hash)  \($0.name)\n" }.joined())
        case .json: output.write(Self.json(hashes))
        }
        return .success
    }

    /// `{"targets": [{"name", "hash", "kind", "dependencies"}]}`, keys sorted.
    private static func json(_ hashes: [TargetHasher.TargetHash]) -> String {
        struct Output: Encodable {
            struct Target: Encodable {
                let name: String
                let hash: String
                let kind: String
                let dependencies: [String]
            }
            let targets: [Target]
        }
        let value = Output(
            targets: hashes.map { .init(name: $0.name, hash: $0.hash, kind: $0.kind, dependencies: $0.dependencies) })
        return JSONDocument.text(value)
    }
}
