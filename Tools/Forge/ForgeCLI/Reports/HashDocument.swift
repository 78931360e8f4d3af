import ForgeHasher
import ForgeSupport

/// What `forge hash --format json` prints: `{"targets": [{"name", "hash", "kind", "dependencies"}]}`, keys
/// sorted; with `--explain`, each target's `"inputs": [{"kind", "name", "digest"}]` too.
struct HashDocument: Encodable {
    struct Target: Encodable {
        let name: String
        let hash: String
        let kind: String
        let dependencies: [String]
        let inputs: [HashInput]?
    }

    let targets: [Target]

    /// The document of `targets`, with their inputs when `explain` is set.
    static func text(_ targets: [TargetHasher.TargetHash], explain: Bool) -> String {
        JSONDocument.text(
            HashDocument(
                targets: targets.map {
                    Target(
                        name: $0.name, hash: $0.hash, kind: $0.kind, dependencies: $0.dependencies,
                        inputs: explain ? $0.inputs : nil)
                }))
    }
}
