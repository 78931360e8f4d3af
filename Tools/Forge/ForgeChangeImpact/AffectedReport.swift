import ForgeDiagnostics
import ForgeSupport
import Foundation

/// What a change since a git revision touches, for running only the tests it needs; with a shard, the K-th of N
/// balanced shards of those tests, for a CI matrix.
package struct AffectedReport: Equatable {
    /// The revision compared with.
    package let base: String
    /// The files changed since `base`: committed, staged, unstaged and untracked, sorted.
    package let changedFiles: [String]
    /// The modules and test targets the change reaches.
    package let affected: AffectedModules
    /// The test targets affected, or only those of `shard` when one was asked for.
    package let tests: [String]
    package let shard: TestShards.Selection?

    /// Why there is no answer: the manifests' problems, or what went wrong with git or the durations.
    package struct Failure: Error {
        /// The manifests' diagnostics, sorted for display, when they are invalid.
        package var diagnostics: [Diagnostic] = []
        /// What went wrong with git or the durations file.
        package var finding: Finding?
    }

    /// Reads what changed since `base` in the repository at `root` and what it affects; with `shard`, keeps that
    /// shard of the test targets, weighed by the durations in `durationsFile` (relative to `root`) when given.
    package init(
        root: URL, base: String, shard: TestShards.Selection? = nil, durationsFile: String? = nil
    ) throws(Failure) {
        let durations = try durationsFile.map { (file) throws(Failure) in try Self.durations(file, root: root) }
        let (graph, changed) = try Self.graphAndChanges(root: root, since: base)
        let affected = AffectedModules(changed: changed.paths, graph: graph)
        var tests = affected.tests
        if let shard {
            let weights = TestShards.weights(
                of: affected.tests, paths: graph.testPaths, root: root, durations: durations)
            tests = TestShards(weights: weights, count: shard.count).shards[shard.index - 1]
        }
        self.base = base
        changedFiles = changed.paths
        self.affected = affected
        self.tests = tests
        self.shard = shard
    }

    private static func durations(_ file: String, root: URL) throws(Failure) -> [String: Double] {
        do {
            return try TestShards.durations(at: URL(fileURLWithPath: file, relativeTo: root))
        } catch {
            throw Failure(finding: Finding(error.description))
        }
    }

    /// Only what the graph needs: the manifests as written (no folder or source checks, which validation and the
    /// lint make), from the cache when none changed, read while git answers.
    private static func graphAndChanges(
        root: URL, since base: String
    ) throws(Failure) -> (AffectedGraph, ChangedFiles) {
        let (loaded, gitAnswer) = Concurrently.both(
            { AffectedGraphCache(root: root).graph() },
            { Result { () throws(ChangedFiles.Failure) in try ChangedFiles(root: root, base: base) } })
        guard let graph = loaded.graph else {
            throw Failure(diagnostics: loaded.diagnostics.sortedForDisplay())
        }
        do {
            return (graph, try gitAnswer.get())
        } catch {
            throw Failure(finding: Finding(error.description))
        }
    }
}
