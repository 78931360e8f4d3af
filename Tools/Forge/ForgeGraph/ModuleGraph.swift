import ForgeManifest
import ForgeSupport
import Foundation

/// The module graph to draw: which nodes and edges, after focusing, filtering and collapsing.
package struct ModuleGraph: Equatable, Sendable {
    /// A module or test target: its name, its kind (`test` for a test target), its feature and layer.
    package struct Node: Equatable, Sendable {
        package let id: String
        package let kind: String
        package let feature: String?
        package let layer: String?
    }

    /// A dependency of one node on another.
    package struct Edge: Equatable, Sendable {
        package let from: String
        package let to: String
        /// The rule the edge breaks, drawn red.
        package let violation: String?
    }

    /// What to include.
    package struct Options {
        package var focus: String?
        package var depth = 1
        package var feature: String?
        /// Only modules of this kind (`tool`: forge's own), with the edges between them.
        package var kind: ModuleKind?
        /// No module of this kind (`tool`: the app's graph without forge's).
        package var excludedKind: ModuleKind?
        /// Only this module and what it depends on, directly or not (what it is built from).
        package var dependenciesOf: String?
        /// One node per feature instead of one per layer module.
        package var collapsed = false
        /// Test targets and test-support modules.
        package var includeTests = false

        /// Every module, each layer its own node, without tests.
        package init() {}
    }

    package internal(set) var nodes: [Node]
    package internal(set) var edges: [Edge]
    /// The module `dependenciesOf` selected from, when one was.
    package let root: String?

    init(manifests: ManifestSet, rules: LintRules?, options: Options) {
        let modules = manifests.modules.filter {
            options.includeTests || ($0.kind != .testSupport && $0.type != .test)
        }
        let byName = Dictionary(uniqueKeysWithValues: manifests.modules.map { ($0.targetName, $0) })
        var allEdges = Self.dependencyEdges(of: modules, manifests: manifests, rules: rules, byName: byName)
        var testNodes: [Node] = []
        if options.includeTests {
            for module in modules {
                for tests in module.testTargets {
                    testNodes.append(
                        Node(id: tests.targetName, kind: "test", feature: module.feature?.value, layer: nil))
                    for dependency in [module.targetName] + tests.localDependencies.map(\.value)
                    where byName[dependency] != nil {
                        allEdges.append(Edge(from: tests.targetName, to: dependency, violation: nil))
                    }
                }
            }
        }
        let keep = Self.selection(
            Set(modules.map(\.targetName) + testNodes.map(\.id)), of: modules, edges: allEdges, options: options)
        nodes =
            modules.filter { keep.contains($0.targetName) }.map {
                Node(
                    id: $0.targetName, kind: $0.kind?.rawValue ?? $0.type.rawValue, feature: $0.feature?.value,
                    layer: $0.layer?.value.rawValue)
            } + testNodes.filter { keep.contains($0.id) }
        edges = allEdges.filter { keep.contains($0.from) && keep.contains($0.to) }
        root = options.dependenciesOf
        if options.collapsed { collapseFeatures() }
    }

    /// The graph's edges as forge's graph type: each node and what it depends on, in the edges' order.
    package var dependencies: DirectedGraph {
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.from, default: []].append(edge.to) }
        return DirectedGraph(edges: successors)
    }

    /// Every route of dependencies from `start` to `goal` (at most `limit`, in name order), with their count:
    /// why one module depends on another.
    package func routes(from start: String, to goal: String, limit: Int = 100) -> DirectedGraph.Routes {
        dependencies.routes(from: start, to: goal, limit: limit)
    }

    /// Each module's dependencies on modules of the package, with the rule each breaks.
    private static func dependencyEdges(
        of modules: [ModuleManifest], manifests: ManifestSet, rules: LintRules?, byName: [String: ModuleManifest]
    ) -> [Edge] {
        var unused: Set<Int> = []
        var edges: [Edge] = []
        for module in modules {
            for dependency in module.dependencies.map(\.value) {
                guard let target = byName[dependency] else { continue }
                let violation = rules.flatMap { $0.violation(module, target, usedExceptions: &unused)?.id }
                edges.append(Edge(from: module.targetName, to: dependency, violation: violation))
            }
        }
        return edges
    }

    /// The nodes `--kind`, `--exclude-kind`, `--feature` and `--focus` keep out of `all`.
    private static func selection(
        _ all: Set<String>, of modules: [ModuleManifest], edges: [Edge], options: Options
    ) -> Set<String> {
        var keep = all
        if let kind = options.kind {
            // A test target goes with the module it tests.
            let kinds = Dictionary(
                modules.flatMap { module in module.allTargets.map { ($0.targetName, module.kind) } },
                uniquingKeysWith: { first, _ in first })
            keep = keep.filter { kinds[$0] == kind }
        }
        if let excluded = options.excludedKind {
            let kinds = Dictionary(
                modules.flatMap { module in module.allTargets.map { ($0.targetName, module.kind) } },
                uniquingKeysWith: { first, _ in first })
            keep = keep.filter { kinds[$0] != excluded }
        }
        if let feature = options.feature {
            let own = Set(modules.filter { $0.feature?.value == feature }.map(\.targetName))
            keep = own.union(
                edges.filter { own.contains($0.from) || own.contains($0.to) }.flatMap { [$0.from, $0.to] })
        }
        if let root = options.dependenciesOf {
            var dependencies: [String: [String]] = [:]
            for edge in edges { dependencies[edge.from, default: []].append(edge.to) }
            keep.formIntersection(DirectedGraph(edges: dependencies).reachable(from: [root], depth: Int.max))
        }
        if let focus = options.focus {
            // Neighbours either way: what the module depends on and what depends on it.
            var both: [String: [String]] = [:]
            for edge in edges {
                both[edge.from, default: []].append(edge.to)
                both[edge.to, default: []].append(edge.from)
            }
            keep.formIntersection(DirectedGraph(edges: both).reachable(from: [focus], depth: max(0, options.depth)))
        }
        return keep
    }

    /// Replaces each feature's layer modules by one node; edges between features are merged.
    private mutating func collapseFeatures() {
        let owner = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0.layer != nil ? $0.feature! : $0.id) })
        var collapsedNodes: [Node] = []
        var seen: Set<String> = []
        for node in nodes {
            let id = owner[node.id]!
            guard seen.insert(id).inserted else { continue }
            collapsedNodes.append(node.layer != nil ? Node(id: id, kind: "feature", feature: id, layer: nil) : node)
        }
        var merged: [String: Edge] = [:]
        var order: [String] = []
        for edge in edges {
            let from = owner[edge.from] ?? edge.from, to = owner[edge.to] ?? edge.to
            guard from != to else { continue }
            let key = from + "\u{0}" + to
            if let existing = merged[key] {
                merged[key] = Edge(from: from, to: to, violation: existing.violation ?? edge.violation)
            } else {
                merged[key] = Edge(from: from, to: to, violation: edge.violation)
                order.append(key)
            }
        }
        nodes = collapsedNodes
        edges = order.map { merged[$0]! }
    }
}
