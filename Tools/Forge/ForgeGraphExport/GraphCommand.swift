import Commands
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge graph`: exports the module graph, and keeps the README's diagram current.
package struct GraphCommand: ForgeCommand {
    static let readmeBegin = "<!-- forge:graph:begin -->"
    static let readmeEnd = "<!-- forge:graph:end -->"

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

    /// The files that may hold the diagram, relative to the root: the README, and the one beside the
    /// modules (where a repository keeps its architecture notes).
    package static let readmeCandidates = ["README.md", "Modules/README.md"]

    /// Rewrites the Mermaid block between the markers of every candidate README that has them; with
    /// `check`, only says whether each is current.
    package func readme(check: Bool) -> ExitStatus {
        guard case .success(let graph) = graph(ModuleGraph.Options()) else { return .failure }
        let block = "\n```mermaid\n" + GraphRenderer.render(graph, as: .mermaid) + "```\n"
        var found = false
        var code = ExitStatus.success
        for path in Self.readmeCandidates {
            let url = root.appendingPathComponent(path)
            guard let readme = try? String(contentsOf: url, encoding: .utf8),
                let begin = readme.range(of: Self.readmeBegin), let end = readme.range(of: Self.readmeEnd),
                begin.upperBound <= end.lowerBound
            else { continue }
            found = true
            let updated = String(readme[..<begin.upperBound]) + block + String(readme[end.lowerBound...])
            if updated == readme {
                output.line("\(path): the module graph is current")
            } else if check {
                errors.report(
                    Finding("\(path): the module graph is stale", help: "run `make graph` and commit \(path)"))
                code = .failure
            } else {
                do {
                    try AtomicFile.write(updated, to: url)
                    output.line("\(path): module graph updated")
                } catch {
                    errors.report(Finding("\(error)"))
                    code = .failure
                }
            }
        }
        guard found else {
            errors.report(
                Finding(
                    "neither \(Self.readmeCandidates.joined(separator: " nor ")) has a "
                        + "\(Self.readmeBegin) ... \(Self.readmeEnd) block",
                    help: "add the two markers where the module graph should appear"))
            return .failure
        }
        return code
    }

    /// Why no graph was built, as the exit code to return.
    private struct Failure: Error {
        let code: ExitStatus
    }

    private func graph(_ options: ModuleGraph.Options) -> Result<ModuleGraph, Failure> {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else {
            return .failure(Failure(code: .failure))
        }
        if let problem = unknownSelection(options, in: manifests) {
            errors.report(Finding("\(problem)"))
            return .failure(Failure(code: .usage))
        }
        let diagnostics = DiagnosticCollector()
        let rules = LintRulesLoader.load(root: root, manifests: manifests, diagnostics: diagnostics)
        for diagnostic in diagnostics.diagnostics { errors.line(diagnostic.description) }
        return .success(ModuleGraph(manifests: manifests, rules: diagnostics.hasErrors ? nil : rules, options: options))
    }

    /// A `--focus` or `--feature` that names nothing is a usage error: an empty graph would look like an answer.
    private func unknownSelection(_ options: ModuleGraph.Options, in manifests: ManifestSet) -> String? {
        if let focus = options.focus, manifests.module(named: focus) == nil {
            let suggestion = Suggestions.didYouMean(focus, in: manifests.modules.map(\.targetName))
            return "--focus: no module is called \"\(focus)\"" + (suggestion.map { "; \($0)" } ?? "")
        }
        if let feature = options.feature {
            let features = Set(manifests.modules.compactMap { $0.feature?.value })
            if !features.contains(feature) {
                let suggestion = Suggestions.didYouMean(feature, in: features.sorted())
                return "--feature: no feature is called \"\(feature)\""
                    + (suggestion.map { "; \($0)" } ?? "; features are \(features.sorted().joined(separator: ", "))")
            }
        }
        return nil
    }
}
