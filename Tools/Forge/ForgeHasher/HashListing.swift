import ForgeManifest
import Foundation

/// The hashes of a repository's targets, for `hash`: one content hash per target, the same for the same inputs
/// on any machine and in any folder; with the arguments the tests would be given, the hashes they would use;
/// when asked, every input of each hash with its own digest.
package struct HashListing {
    /// What is hashed, besides the repository.
    package struct Request {
        /// Only test targets.
        package var testsOnly = false
        /// The targets to hash; every one when empty.
        package var targets: [String] = []
        /// Keep every input of each hash with its own digest.
        package var explain = false
        /// The arguments `swift` would build and test with.
        package var swiftArguments: [String] = []
        /// The environment variables every test reads, as `NAME` or `NAME=VALUE`.
        package var variables: [String] = []

        package init() {}
    }

    /// The hashes, after the manifests validated (with the warnings they gave).
    package struct Report: Sendable {
        package let validation: ValidatedManifests
        /// The targets asked for, in the package's order; with `explain`, each with its inputs.
        package let targets: [TargetHasher.TargetHash]
    }

    /// Why there are no hashes.
    package enum Failure: Error {
        /// The manifests have errors (in the validation).
        case invalidManifests(ValidatedManifests)
        /// A target asked for does not exist (the manifests validated, with the warnings they gave).
        case unknownTarget(TargetSelection.UnknownTarget, validation: ValidatedManifests)
    }

    /// The repository's root.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// The hashes `request` asks for.
    package func hashes(_ request: Request) throws(Failure) -> Report {
        let validation = ValidatedManifests(root: root)
        guard validation.isValid, let manifests = validation.manifests else {
            throw .invalidManifests(validation)
        }
        let environment = TargetHasher.Environment.current(
            root: root, manifests: manifests, swiftArguments: request.swiftArguments, variables: request.variables)
        let all = TargetHasher(manifests: manifests, rootPath: root.path, environment: environment)
            .hashes(keepingInputs: request.explain)
        let selected: Set<String>
        do {
            selected = try TargetSelection.select(request.targets, among: all.map(\.name))
        } catch {
            throw .unknownTarget(error, validation: validation)
        }
        let targets = all.filter {
            (!request.testsOnly || $0.kind == TargetType.test.rawValue) && selected.contains($0.name)
        }
        return Report(validation: validation, targets: targets)
    }
}
