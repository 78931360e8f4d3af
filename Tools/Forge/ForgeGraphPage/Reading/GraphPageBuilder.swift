import ForgeChangeImpact
import ForgeGraph
import ForgeLinter
import ForgeManifest
import ForgeSupport
import ForgeTestRun
import Foundation

/// Reads what the page shows from the repository: the graph with its tests and each node's facts, the lint's
/// findings, what a change since a base reaches, and how the tests stand in a store. What cannot be read but
/// is not the caller's mistake (a store, the rules) becomes a notice on the page.
package struct GraphPageBuilder {
    /// What the page is asked to show.
    package struct Request {
        /// Which modules (test targets are always included).
        package var options = ModuleGraph.Options()
        /// The git revision whose change the page shows (`--base`).
        package var base: String?
        /// The store whose results the page shows (`--store`: a folder relative to the root, or a URL).
        package var store: String?

        package init() {}
    }

    /// The repository's root.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// The page's document for `request`, with the graph selection it was drawn from (its warnings and notes).
    package func document(
        _ request: Request
    ) throws(GraphPageFailure) -> (document: GraphPageDocument, selected: SelectedGraph) {
        if let base = request.base { try Self.checkRevision(base, in: root) }
        var options = request.options
        options.includeTests = true
        let selected: SelectedGraph
        do throws(GraphSelectionFailure) {
            selected = try ModuleDiagrams(root: root).graph(options)
        } catch {
            throw .graph(error)
        }
        guard let manifests = selected.validation.manifests else {
            throw .graph(.invalidManifests(selected.validation))
        }
        var notices: [String] = []
        let affected = try request.base.map { (base) throws(GraphPageFailure) in try self.affected(since: base) }
        let tests = request.store.flatMap { standing(in: $0, notices: &notices) }
        let document = GraphPageDocument(
            graph: graph(selected.graph, manifests: manifests), lint: findings(manifests, notices: &notices),
            affected: affected, tests: tests, notices: notices)
        return (document, selected)
    }

    /// The graph part: every node with its facts, the edges, the cycles.
    private func graph(_ graph: ModuleGraph, manifests: ManifestSet) -> GraphPageGraph {
        let facts = GraphPageNodeFacts(manifests: manifests, rootPath: root.path)
        return GraphPageGraph(
            version: 1, nodes: graph.nodes.map(facts.node),
            edges: graph.edges.map { GraphPageEdge(from: $0.from, to: $0.to, violation: $0.violation) },
            cycles: graph.dependencies.cycles().cycles, routeLimit: GraphPage.routeLimit)
    }

    /// The lint's findings, each with its module; none (and a notice) when the lint cannot run.
    private func findings(_ manifests: ManifestSet, notices: inout [String]) -> [GraphPageFinding] {
        let owners = FindingOwners(manifests: manifests)
        do throws(LintStop) {
            return try LintRun(root: root).lint().diagnostics.map {
                GraphPageFinding($0, module: owners.module(of: $0))
            }
        } catch {
            let (count, place) =
                switch error {
                case .invalidManifests(let diagnostics): (diagnostics.count, "Manifest/")
                case .invalidRules(let diagnostics): (diagnostics.count, "Manifest/rules.json")
                }
            notices.append(
                "the lint could not run (\(plural(count, "problem")) in \(place); `forge lint` lists them); the page shows no findings"
            )
            return []
        }
    }

    /// `forge affected --base <base> --json`'s answer.
    private func affected(since base: String) throws(GraphPageFailure) -> AffectedReport.Document {
        do throws(AffectedReport.Failure) {
            return try AffectedReport(root: root, base: base).document
        } catch {
            throw .affected(error)
        }
    }

    /// A usage error unless `base` names a commit.
    private static func checkRevision(_ base: String, in root: URL) throws(GraphPageFailure) {
        guard !base.isEmpty, !base.hasPrefix("-") else {
            throw .unknownBase(base, reason: "a revision is a branch, a tag or a commit id")
        }
        let answer = try? Subprocess.run(
            ["git", "-C", root.path, "rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"])
        guard let answer, answer.status == 0 else {
            throw .unknownBase(base, reason: "git knows no commit by that name in \(root.path)")
        }
    }
}
