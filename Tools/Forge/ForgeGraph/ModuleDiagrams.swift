import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// The module graph of a repository, built from its manifests and rules and drawn: what `forge graph` exports,
/// and the diagrams of its READMEs, which `forge graph --update-readme` and `scaffold` keep current. Reports to
/// the outputs it is given; never runs a command.
package struct ModuleDiagrams: ContextBound {
    /// Why no graph was built.
    package enum Failure: Error {
        /// The manifests are invalid (reported).
        case invalidManifests
        /// `--focus`, `--dependencies-of` or `--feature` names nothing (reported): a usage error.
        case unknownSelection
    }

    /// The repository's root, where results are said, and where problems go.
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// Rewrites the Mermaid block between the markers of every README.md of the repository that has them (hidden
    /// and build folders left out); with `check`, only says whether each is current. A begin marker may carry the
    /// graph's filters, as `forge graph` takes them: `<!-- forge:graph:begin --exclude-kind tool -->` draws the
    /// app's modules, `<!-- forge:graph:begin --kind tool -->` forge's.
    /// True when every diagram is current (or was rewritten).
    package func updateReadmes(check: Bool) -> Bool {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else { return false }
        var found = false
        var succeeded = true
        for path in Self.readmes(under: root, layout: manifests.project.layout) {
            let url = root.appendingPathComponent(path)
            guard let readme = try? String(contentsOf: url, encoding: .utf8),
                let block = GraphReadmeBlock(readme)
            else { continue }
            found = true
            let options: ModuleGraph.Options
            do {
                options = try block.options()
            } catch {
                errors.report(Finding("\(path): \(error.message)", help: error.help))
                succeeded = false
                continue
            }
            guard case .success(let graph) = graph(options) else { return false }
            let updated = block.replacingDiagram(
                in: readme, with: "\n```mermaid\n" + GraphRenderer.render(graph, as: .mermaid) + "```\n")
            if !update(path, url: url, from: readme, to: updated, check: check) { succeeded = false }
        }
        guard found else {
            errors.report(
                Finding(
                    "no README.md of the repository has a \(GraphReadmeBlock.begin) ... \(GraphReadmeBlock.end) block",
                    help: "add the two markers where the module graph should appear"))
            return false
        }
        return succeeded
    }

    /// Writes `updated` over `path`, or with `check` says whether it is current.
    private func update(_ path: String, url: URL, from readme: String, to updated: String, check: Bool) -> Bool {
        if updated == readme {
            output.line("\(path): the module graph is current")
            return true
        }
        if check {
            errors.report(Finding("\(path): the module graph is stale", help: "run `make graph` and commit \(path)"))
            return false
        }
        do {
            try AtomicFile.write(updated, to: url)
            output.line("\(path): module graph updated")
            return true
        } catch {
            errors.report(Finding("\(error)"))
            return false
        }
    }

    /// Every README.md under `root`, relative to it, in path order; hidden folders (`.build`, `.git`) and the
    /// tests' folders of `layout` (their fixtures are other repositories' files) left out.
    package static func readmes(under root: URL, layout: RepositoryLayout) -> [String] {
        let testsFolder = layout.tests.prefix { $0 != "{" }
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        while let url = walker.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if !testsFolder.isEmpty, (path + "/").hasPrefix(testsFolder) {
                walker.skipDescendants()
                continue
            }
            if url.lastPathComponent == "README.md" { found.append(path) }
        }
        return found.sorted()
    }

    /// The graph `options` select, with the rules' violations marked.
    package func graph(_ options: ModuleGraph.Options) -> Result<ModuleGraph, Failure> {
        guard let manifests = ValidatedManifests.load(root: root, reportingTo: errors) else {
            return .failure(.invalidManifests)
        }
        if let problem = unknownSelection(options, in: manifests) {
            errors.report(Finding("\(problem)"))
            return .failure(.unknownSelection)
        }
        let diagnostics = DiagnosticCollector()
        let rules = LintRulesLoader.load(root: root, manifests: manifests, diagnostics: diagnostics)
        for diagnostic in diagnostics.diagnostics { errors.line(diagnostic.description) }
        return .success(ModuleGraph(manifests: manifests, rules: diagnostics.hasErrors ? nil : rules, options: options))
    }

    /// A `--focus`, `--dependencies-of` or `--feature` that names nothing is a usage error: an empty graph would
    /// look like an answer.
    private func unknownSelection(_ options: ModuleGraph.Options, in manifests: ManifestSet) -> String? {
        for (option, name) in [("--focus", options.focus), ("--dependencies-of", options.dependenciesOf)] {
            guard let name, manifests.module(named: name) == nil else { continue }
            let suggestion = Suggestions.didYouMean(name, in: manifests.modules.map(\.targetName))
            return "\(option): no module is called \"\(name)\"" + (suggestion.map { "; \($0)" } ?? "")
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
