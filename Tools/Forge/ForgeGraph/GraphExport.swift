import Commands
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge graph`: exports the module graph, and keeps the README's diagram current.
package struct GraphExport: ContextBound {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    package func run(format: GraphRenderer.Format, options: ModuleGraph.Options, outputFile: String?) -> ExitStatus {
        let graph: ModuleGraph
        switch self.graph(options) {
        case .success(let built): graph = built
        case .failure(let failure): return failure.code
        }
        let text = GraphRenderer.render(graph, as: format)
        guard let outputFile else {
            output.write(text)
            return .success
        }
        do {
            let url = URL(fileURLWithPath: outputFile, relativeTo: root)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: url)
        } catch {
            errors.report(Finding("\(error)"))
            return .failure
        }
        return .success
    }

    /// Rewrites (or with `check` checks) the diagrams of the READMEs.
    package func readme(check: Bool) -> ExitStatus {
        ModuleDiagrams(context).updateReadmes(check: check) ? .success : .failure
    }

    /// The graph `options` select, or the exit status that says why there is none.
    private func graph(_ options: ModuleGraph.Options) -> Result<ModuleGraph, Failure> {
        switch ModuleDiagrams(context).graph(options) {
        case .success(let graph): .success(graph)
        case .failure(.invalidManifests): .failure(Failure(code: .failure))
        case .failure(.unknownSelection): .failure(Failure(code: .usage))
        }
    }

    /// Why no graph was built, as the exit code to return.
    private struct Failure: Error {
        let code: ExitStatus
    }
}
