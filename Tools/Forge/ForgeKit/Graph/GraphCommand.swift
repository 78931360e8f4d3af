import Foundation

/// `forge graph`: exports the module graph, and keeps the README's diagram current.
struct GraphCommand {
    static let readmeBegin = "<!-- forge:graph:begin -->"
    static let readmeEnd = "<!-- forge:graph:end -->"

    let root: URL
    let output: any TextOutput
    let errors: any TextOutput

    func run(format: GraphRenderer.Format, options: ModuleGraph.Options, outputFile: String?) -> ExitCode {
        guard let graph = graph(options) else { return .failure }
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
            errors.line("error: \(error)")
            return .failure
        }
        return .success
    }

    /// Rewrites the Mermaid block between the README's markers; with `check`, only says whether it is current.
    func readme(check: Bool) -> ExitCode {
        guard let graph = graph(ModuleGraph.Options()) else { return .failure }
        let url = root.appendingPathComponent("README.md")
        guard let readme = try? String(contentsOf: url, encoding: .utf8),
            let begin = readme.range(of: Self.readmeBegin), let end = readme.range(of: Self.readmeEnd),
            begin.upperBound <= end.lowerBound
        else {
            errors.line("error: README.md has no \(Self.readmeBegin) ... \(Self.readmeEnd) block")
            errors.line("    help: add the two markers where the module graph should appear")
            return .failure
        }
        let block = "\n```mermaid\n" + GraphRenderer.render(graph, as: .mermaid) + "```\n"
        let updated = String(readme[..<begin.upperBound]) + block + String(readme[end.lowerBound...])
        if updated == readme {
            output.line("README.md: the module graph is current")
            return .success
        }
        if check {
            errors.line("error: README.md: the module graph is stale")
            errors.line("    help: run `make graph` and commit README.md")
            return .failure
        }
        do {
            try AtomicFile.write(updated, to: url)
        } catch {
            errors.line("error: \(error)")
            return .failure
        }
        output.line("README.md: module graph updated")
        return .success
    }

    private func graph(_ options: ModuleGraph.Options) -> ModuleGraph? {
        let validated = ValidatedManifests(root: root)
        validated.report(to: errors)
        guard let manifests = validated.manifests, validated.isValid else { return nil }
        if let focus = options.focus, manifests.module(named: focus) == nil {
            let suggestion = Suggestions.didYouMean(focus, in: manifests.modules.map(\.targetName))
            errors.line("error: --focus: no module is called \"\(focus)\"" + (suggestion.map { "; \($0)" } ?? ""))
            return nil
        }
        var diagnostics: [Diagnostic] = []
        let rules = LintRulesLoader.load(root: root, manifests: manifests, diagnostics: &diagnostics)
        for diagnostic in diagnostics { errors.line(diagnostic.description) }
        return ModuleGraph(manifests: manifests, rules: diagnostics.hasErrors ? nil : rules, options: options)
    }
}
