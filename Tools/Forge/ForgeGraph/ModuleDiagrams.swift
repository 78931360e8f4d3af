import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// The module graph of a repository, built from its manifests and rules and drawn: the graph `graph` exports,
/// and the diagrams of its READMEs, which `graph` and `scaffold` keep current. Returns what it found and did;
/// never prints, never runs a command.
package struct ModuleDiagrams {
    /// The repository's root.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// Rewrites the Mermaid block between the markers of every README.md of the repository that has them (hidden
    /// and build folders left out); with `check`, only says whether each is current. A begin marker may carry the
    /// graph's filters: `<!-- forge:graph:begin --exclude-kind tool -->` draws the app's modules,
    /// `<!-- forge:graph:begin --kind tool -->` forge's.
    package func updateReadmes(check: Bool) -> ReadmeDiagrams {
        let validation = ValidatedManifests(root: root)
        guard validation.isValid, let manifests = validation.manifests else {
            return ReadmeDiagrams(validation: validation, readmes: [])
        }
        var readmes: [ReadmeDiagrams.Readme] = []
        for path in Self.readmes(under: root, layout: manifests.project.layout) {
            let url = root.appendingPathComponent(path)
            guard let readme = try? String(contentsOf: url, encoding: .utf8),
                let block = GraphReadmeBlock(readme)
            else { continue }
            let outcome = diagram(in: readme, block: block, at: url, check: check)
            readmes.append(ReadmeDiagrams.Readme(path: path, outcome: outcome))
            if case .noGraph = outcome { break }
        }
        return ReadmeDiagrams(validation: validation, readmes: readmes)
    }

    /// The diagram `block` of `readme` asks for, written over the old one at `url` unless `check` is set.
    private func diagram(
        in readme: String, block: GraphReadmeBlock, at url: URL, check: Bool
    ) -> ReadmeDiagrams.Outcome {
        let options: ModuleGraph.Options
        do {
            options = try block.options()
        } catch {
            return .invalidMarker(error)
        }
        let selected: SelectedGraph
        do {
            selected = try graph(options)
        } catch {
            return .noGraph(error)
        }
        let updated = block.replacingDiagram(
            in: readme, with: "\n```mermaid\n" + GraphRenderer.mermaid(selected.graph) + "```\n")
        if updated == readme { return .drawn(selected, .current) }
        if check { return .drawn(selected, .stale) }
        do {
            try AtomicFile.write(updated, to: url)
        } catch {
            return .drawn(selected, .notWritten("\(error)"))
        }
        return .drawn(selected, .updated)
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
    package func graph(_ options: ModuleGraph.Options) throws(GraphSelectionFailure) -> SelectedGraph {
        let validation = ValidatedManifests(root: root)
        guard validation.isValid, let manifests = validation.manifests else {
            throw .invalidManifests(validation)
        }
        if let problem = unknownSelection(options, in: manifests) {
            throw .unknownSelection(Finding(problem), validation: validation)
        }
        let diagnostics = DiagnosticCollector()
        let rules = LintRulesLoader.load(root: root, manifests: manifests, diagnostics: diagnostics)
        return SelectedGraph(
            validation: validation, ruleDiagnostics: diagnostics.diagnostics,
            graph: ModuleGraph(manifests: manifests, rules: diagnostics.hasErrors ? nil : rules, options: options))
    }

    /// A `focus`, `dependenciesOf` or `feature` that names nothing is refused: an empty graph would look like an
    /// answer.
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
