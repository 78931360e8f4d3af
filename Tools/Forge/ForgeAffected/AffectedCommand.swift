import ForgeDiagnostics
import ForgeSupport
import Foundation

/// `forge affected --base <rev>`: what a change touches, for running only the tests it needs; with
/// `--shard K/N`, the K-th of N balanced shards of those tests, for a CI matrix.
package struct AffectedCommand: ForgeCommand {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the affected modules, or test targets (`tests`), or one shard of the test targets (`shard`,
    /// weighed by the durations in `durationsFile` when given).
    package func run(
        base: String, tests: Bool, json: Bool, shard: TestShards.Selection? = nil, durationsFile: String? = nil
    ) -> ExitCode {
        var durations: [String: Double]?
        if let durationsFile {
            do {
                durations = try TestShards.durations(at: URL(fileURLWithPath: durationsFile, relativeTo: root))
            } catch {
                errors.report(Finding(error.description))
                return .failure
            }
        }
        // Only what the graph needs: the manifests as written (no folder or source checks, which
        // `forge validate` and `lint` make), from the cache when none changed, read while git answers.
        let root = self.root
        let (loaded, gitAnswer) = Concurrently.both(
            { AffectedGraphCache(root: root).graph() },
            { Result { () throws(ChangedFiles.Failure) in try ChangedFiles(root: root, base: base) } })
        guard let graph = loaded.graph else {
            for diagnostic in loaded.diagnostics.sortedForDisplay() { errors.line(diagnostic.description) }
            return .failure
        }
        let changed: ChangedFiles
        do {
            changed = try gitAnswer.get()
        } catch {
            errors.report(Finding(error.description))
            return .failure
        }
        let affected = AffectedModules(changed: changed.paths, graph: graph)
        var selectedTests = affected.tests
        if let shard {
            let weights = TestShards.weights(
                of: affected.tests, paths: graph.testPaths, root: root, durations: durations)
            selectedTests = TestShards(weights: weights, count: shard.count).shards[shard.index - 1]
        }
        if json {
            struct Output: Encodable {
                let version: Int
                let base: String
                let changedFiles: [String]
                let everything: Bool
                let modules: [String]
                let tests: [String]
                let shard: String?
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let value = Output(
                version: 1, base: base, changedFiles: changed.paths, everything: affected.everything,
                modules: affected.modules, tests: selectedTests, shard: shard.map { "\($0.index)/\($0.count)" })
            output.write(((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n")
        } else {
            for name in tests ? selectedTests : affected.modules { output.line(name) }
        }
        return .success
    }
}
