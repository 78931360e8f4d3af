import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge hash [--tests] [--format text|json]`: one content hash per target, the same for the same inputs on
/// any machine and in any folder.
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

    package func run(testsOnly: Bool, format: Format) -> ExitCode {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return .failure }
        let environment = TargetHasher.Environment.current(root: root)
        let hashes = TargetHasher(manifests: manifests, rootPath: root.path, environment: environment).hashes()
            .filter { !testsOnly || $0.kind == TargetType.test.rawValue }
        switch format {
        case .text: for target in hashes { output.line("\(target.hash)  \(target.name)") }
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
