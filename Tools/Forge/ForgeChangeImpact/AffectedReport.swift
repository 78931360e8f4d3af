import Commands
import ForgeDiagnostics
import ForgeSupport
import Foundation

/// `forge affected --base <rev>`: what a change touches, for running only the tests it needs; with
/// `--shard K/N`, the K-th of N balanced shards of those tests, for a CI matrix.
package struct AffectedReport: ContextBound {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the affected modules, or test targets (`tests`), or one shard of the test targets (`shard`,
    /// weighed by the durations in `durationsFile` when given).
    package func run(
        base: String, tests: Bool, json: Bool, shard: TestShards.Selection? = nil, durationsFile: String? = nil
    ) -> ExitStatus {
        do throws(AffectedFailure) {
            let durations = try durationsFile.map { (file) throws(AffectedFailure) in try readDurations(file) }
            let (graph, changed) = try graphAndChanges(since: base)
            let affected = AffectedModules(changed: changed.paths, graph: graph)
            var selectedTests = affected.tests
            if let shard {
                let weights = TestShards.weights(
                    of: affected.tests, paths: graph.testPaths, root: root, durations: durations)
                selectedTests = TestShards(weights: weights, count: shard.count).shards[shard.index - 1]
            }
            if json {
                output.write(
                    Self.json(
                        base: base, changed: changed, affected: affected, tests: selectedTests, shard: shard))
            } else {
                for name in tests ? selectedTests : affected.modules { output.line(name) }
            }
            return .success
        } catch {
            for diagnostic in error.diagnostics { errors.line(diagnostic.description) }
            if let finding = error.finding { errors.report(finding) }
            return .failure
        }
    }

    /// Why there is no answer: the manifests' problems, or what went wrong with git or the durations.
    private struct AffectedFailure: Error {
        var diagnostics: [Diagnostic] = []
        var finding: Finding?
    }

    private func readDurations(_ file: String) throws(AffectedFailure) -> [String: Double] {
        do {
            return try TestShards.durations(at: URL(fileURLWithPath: file, relativeTo: root))
        } catch {
            throw AffectedFailure(finding: Finding(error.description))
        }
    }

    /// Only what the graph needs: the manifests as written (no folder or source checks, which `forge validate`
    /// and `lint` make), from the cache when none changed, read while git answers.
    private func graphAndChanges(since base: String) throws(AffectedFailure) -> (AffectedGraph, ChangedFiles) {
        let root = self.root
        let (loaded, gitAnswer) = Concurrently.both(
            { AffectedGraphCache(root: root).graph() },
            { Result { () throws(ChangedFiles.Failure) in try ChangedFiles(root: root, base: base) } })
        guard let graph = loaded.graph else {
            throw AffectedFailure(diagnostics: loaded.diagnostics.sortedForDisplay())
        }
        do {
            return (graph, try gitAnswer.get())
        } catch {
            throw AffectedFailure(finding: Finding(error.description))
        }
    }

    /// The answer as versioned JSON.
    private static func json(
        base: String, changed: ChangedFiles, affected: AffectedModules, tests: [String],
        shard: TestShards.Selection?
    ) -> String {
        struct Output: Encodable {
            let version: Int
            let base: String
            let changedFiles: [String]
            let everything: Bool
            let modules: [String]
            let tests: [String]
            let shard: String?
        }
        let value = Output(
            version: 1, base: base, changedFiles: changed.paths, everything: affected.everything,
            modules: affected.modules, tests: tests, shard: shard.map { "\($0.index)/\($0.count)" })
        return JSONDocument.text(value)
    }
}
