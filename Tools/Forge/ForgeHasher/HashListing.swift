import Commands
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge hash [TARGET...] [--tests] [--explain] [--env NAME[=VALUE]]... [--format text|json] [-- <swift arguments>]`: one content hash per
/// target, the same for the same inputs on any machine and in any folder; with the arguments `forge test` would be
/// given, the hashes it would use; with `--explain`, every input of each hash with its own digest.
package struct HashListing: ContextBound {
    /// How the hashes are printed.
    package enum Format: String, CaseIterable, Sendable {
        case text
        case json
    }

    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the hashes of every target (test targets only with `testsOnly`; the named ones when `targets` is not
    /// empty), or with `explain` every input of each hash with its own digest.
    package func run(
        testsOnly: Bool, format: Format, swiftArguments: [String] = [], targets: [String] = [], explain: Bool = false,
        variables: [String] = []
    ) -> ExitStatus {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return .failure }
        let environment = TargetHasher.Environment.current(
            root: root, manifests: manifests, swiftArguments: swiftArguments, variables: variables)
        let all = TargetHasher(manifests: manifests, rootPath: root.path, environment: environment)
            .hashes(keepingInputs: explain)
        guard
            let selected = TargetSelection.select(
                targets, among: all.map(\.name), kind: "target", command: "forge hash", listing: "forge hash",
                errors: errors)
        else { return .usage }
        let hashes = all.filter { (!testsOnly || $0.kind == TargetType.test.rawValue) && selected.contains($0.name) }
        switch (format, explain) {
        // One write: a line per target written apart cost a system call each, a fifth of the run at 1,000 modules.
        case (.text, false): output.write(hashes.map { "\($0.hash)  \($0.name)\n" }.joined())
        case (.text, true): output.write(hashes.map(Self.explanation).joined(separator: "\n"))
        case (.json, _): output.write(Self.json(hashes, explain: explain))
        }
        return .success
    }

    /// A target's hash, then each input on a line: its kind, the first 16 digits of its digest, and its name.
    static func explanation(_ target: TargetHasher.TargetHash) -> String {
        let width = HashInput.Kind.allCases.map(\.rawValue.count).max() ?? 0
        let lines = target.inputs.map { input in
            let kind = input.kind.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(kind)  \(input.digest.prefix(16))  \(input.name)".trimmingSuffixSpaces() + "\n"
        }
        return "\(target.name)  \(target.hash)\n" + lines.joined()
    }

    /// `{"targets": [{"name", "hash", "kind", "dependencies"}]}`, keys sorted; with `explain`, each target's
    /// `"inputs": [{"kind", "name", "digest"}]` too.
    private static func json(_ hashes: [TargetHasher.TargetHash], explain: Bool) -> String {
        struct Output: Encodable {
            struct Target: Encodable {
                let name: String
                let hash: String
                let kind: String
                let dependencies: [String]
                let inputs: [HashInput]?
            }
            let targets: [Target]
        }
        let value = Output(
            targets: hashes.map {
                .init(
                    name: $0.name, hash: $0.hash, kind: $0.kind, dependencies: $0.dependencies,
                    inputs: explain ? $0.inputs : nil)
            })
        return JSONDocument.text(value)
    }
}

extension String {
    /// This text without the spaces it ends with.
    fileprivate func trimmingSuffixSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
