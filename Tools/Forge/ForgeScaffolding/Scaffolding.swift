import Commands
import ForgeDiagnostics
import ForgeGenerator
import ForgeGraph
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge scaffold feature <Name> [--dry-run]`: a complete, wired, tested feature in one step.
package struct Scaffolding: ContextBound {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    package func run(name: String, dryRun: Bool) -> ExitStatus {
        guard
            let manifests = ValidatedManifests.load(
                root: root, reportingTo: errors, stopping: "scaffold: Manifest/ is invalid; fix it first")
        else { return .failure }
        let scaffold: FeatureScaffold
        do {
            scaffold = try FeatureScaffold(name: name, root: root, manifests: manifests)
        } catch {
            errors.report(Finding(error.description))
            return .usage
        }
        if dryRun {
            printPlan(scaffold)
            return .success
        }
        var transaction = FileTransaction(root: root)
        do {
            try apply(scaffold, in: &transaction)
        } catch {
            transaction.rollBack()
            errors.report(Finding("\(error); nothing was changed"))
            return .failure
        }
        formatCreatedSources(scaffold.files.map(\.path).filter { $0.hasSuffix(".swift") })
        output.line("Created the \(name) feature (\(scaffold.files.count) files) and wired it into the App.")
        output.line("Try it: make run ARGS='\(FeatureScaffold.commandName(for: name))'; then make test.")
        return .success
    }

    /// `--dry-run`: what would be created and changed.
    private func printPlan(_ scaffold: FeatureScaffold) {
        output.line("Would create:")
        for file in scaffold.files { output.line("  \(file.path)") }
        output.line("Would change:")
        for edit in scaffold.edits { output.line("  \(edit.path)") }
        output.line("  Package.swift (regenerated)")
    }

    /// Writes the files and edits, then regenerates `Package.swift` and the READMEs' graph, every step
    /// recorded in `transaction` so that a failure can put everything back.
    private func apply(_ scaffold: FeatureScaffold, in transaction: inout FileTransaction) throws {
        for file in scaffold.files { try transaction.create(file.path, file.content) }
        for edit in scaffold.edits { try transaction.replace(edit.path, original: edit.original, with: edit.updated) }
        let quiet = BufferedOutput()
        let context = CommandContext(root: root, output: quiet, errors: quiet)
        transaction.remember("Package.swift")
        guard PackageGeneration(context).generate() else {
            throw FeatureScaffold.Problem(description: "the new manifests do not generate:\n\(quiet.text)")
        }
        let readmes = ModuleDiagrams.readmes(under: root, layout: scaffold.layout).filter {
            (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)).flatMap(GraphReadmeBlock.init)
                != nil
        }
        if !readmes.isEmpty {
            readmes.forEach { transaction.remember($0) }
            _ = ModuleDiagrams(context).updateReadmes(check: false)
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
