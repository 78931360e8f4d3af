import ForgeGenerator
import ForgeGraph
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge scaffold feature <Name> [--dry-run]`: a complete, wired, tested feature in one step. It returns what it
/// planned or created, or why not, and prints nothing.
package struct Scaffolding: Sendable {
    /// The repository's root.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// What scaffolding the feature `name` would create and change; writes nothing.
    package func plan(name: String) -> ScaffoldReport {
        let validated = ValidatedManifests(root: root)
        do throws(Unplanned) {
            let scaffold = try featureScaffold(name, validated)
            return ScaffoldReport(validated, .planned(ScaffoldPlan(scaffold)))
        } catch {
            return ScaffoldReport(validated, error.outcome)
        }
    }

    /// Creates the feature `name`, wires it, regenerates `Package.swift` and the READMEs' diagrams, and formats the
    /// new sources; a failure part way puts every file back.
    package func scaffold(name: String) -> ScaffoldReport {
        let validated = ValidatedManifests(root: root)
        let scaffold: FeatureScaffold
        do throws(Unplanned) {
            scaffold = try featureScaffold(name, validated)
        } catch {
            return ScaffoldReport(validated, error.outcome)
        }
        var transaction = FileTransaction(root: root)
        do throws(ApplyFailure) {
            try apply(scaffold, in: &transaction)
        } catch {
            transaction.rollBack()
            switch error {
            case .notWritten(let reason): return ScaffoldReport(validated, .notWritten(reason: reason))
            case .notGenerated(let generation): return ScaffoldReport(validated, .notGenerated(generation))
            }
        }
        formatCreatedSources(scaffold.files.map(\.path).filter { $0.hasSuffix(".swift") })
        return ScaffoldReport(validated, .created(ScaffoldPlan(scaffold)))
    }

    /// Why no feature was worked out: the outcome that says so.
    private struct Unplanned: Error {
        let outcome: ScaffoldReport.Outcome
    }

    /// The feature worked out from valid manifests.
    private func featureScaffold(_ name: String, _ validated: ValidatedManifests) throws(Unplanned) -> FeatureScaffold {
        guard let manifests = validated.validManifests else { throw Unplanned(outcome: .invalidManifests) }
        do {
            return try FeatureScaffold(name: name, root: root, manifests: manifests)
        } catch {
            throw Unplanned(outcome: .refused(reason: error.description))
        }
    }

    /// Why applying a planned scaffold stopped; the transaction puts every file back.
    private enum ApplyFailure: Error {
        case notWritten(reason: String)
        case notGenerated(GenerationReport)
    }

    /// Writes the files and edits, then regenerates `Package.swift` and the READMEs' graph, every step
    /// recorded in `transaction` so that a failure can put everything back.
    private func apply(_ scaffold: FeatureScaffold, in transaction: inout FileTransaction) throws(ApplyFailure) {
        do {
            for file in scaffold.files { try transaction.create(file.path, file.content) }
            for edit in scaffold.edits {
                try transaction.replace(edit.path, original: edit.original, with: edit.updated)
            }
        } catch {
            throw .notWritten(reason: "\(error)")
        }
        transaction.remember(ManifestLoader.packageFile)
        let generation = PackageGeneration(root: root).generate()
        guard generation.succeeded else { throw .notGenerated(generation) }
        let readmes = ModuleDiagrams.readmes(under: root, layout: scaffold.layout).filter {
            (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)).flatMap(GraphReadmeBlock.init)
                != nil
        }
        if !readmes.isEmpty {
            readmes.forEach { transaction.remember($0) }
            _ = ModuleDiagrams(root: root).updateReadmes(check: false)
        }
    }
}

extension Scaffolding {
    /// Runs `swift format` on the new sources with the repository's configuration, so any feature name
    /// gives format-clean code. Skipped (the templates are already close) when swift-format is missing.
    fileprivate func formatCreatedSources(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        // swift-format finds the configuration from each file's own folder, so absolute paths suffice.
        _ = try? Subprocess.run(
            ["swift", "format", "--in-place"] + paths.map { root.appendingPathComponent($0).path })
    }
}
