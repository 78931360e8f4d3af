/// forge's one graph type: named nodes and, for each, the nodes it points to (a module and what it depends on).
///
/// Validation asks it for cycles, lint for shortest paths (how an import is reached, which chain breaks a
/// transitive rule), `forge affected` for everything that depends on a change, `forge graph` for the
/// neighbourhood of a module. It knows nothing of manifests: callers build it from whatever they read.
package struct DirectedGraph: Sendable {
    /// Each node's successors, in the order they were declared; names with no entry have none.
    package let edges: [String: [String]]

    package init(edges: [String: [String]]) {
        self.edges = edges
    }

    /// The nodes `node` points to.
    package func successors(of node: String) -> [String] { edges[node] ?? [] }

    /// The same nodes with every edge turned round: who depends on each node.
    package func reversed() -> DirectedGraph {
        var reversed: [String: [String]] = [:]
        for (node, successors) in edges.sorted(by: { $0.key < $1.key }) {
            for successor in successors { reversed[successor, default: []].append(node) }
        }
        return DirectedGraph(edges: reversed)
    }

    /// Every node reachable from `starts` (the starts included), following edges at most `depth` times.
    package func reachable(from starts: some Sequence<String>, depth: Int = .max) -> Set<String> {
        var reached = Set(starts)
        var frontier = Array(reached)
        var steps = 0
        while !frontier.isEmpty, steps < depth {
            steps += 1
            var next: [String] = []
            for node in frontier {
                for successor in successors(of: node) where reached.insert(successor).inserted {
                    next.append(successor)
                }
            }
            frontier = next
        }
        return reached
    }

    /// Breadth first from `starts`: every node reachable from them, each with a shortest path back.
    package func breadthFirst(from starts: [String]) -> BreadthFirstTree {
        var parent: [String: String] = [:]
        var order: [String] = []
        for start in starts where parent[start] == nil {
            parent[start] = start
            order.append(start)
        }
        var head = 0
        while head < order.count {
            let current = order[head]
            head += 1
            for next in successors(of: current) where parent[next] == nil {
                parent[next] = current
                order.append(next)
            }
        }
        return BreadthFirstTree(order: order, parent: parent)
    }

    /// A shortest path from one of `starts` to `goal`, both ends included; nil when none leads there.
    package func shortestPath(from starts: [String], to goal: String) -> [String]? {
        breadthFirst(from: starts).path(to: goal)
    }
}

/// What a breadth-first walk reached, and how: a shortest path to each node.
package struct BreadthFirstTree: Sendable {
    /// The nodes reached, starts first, in the order they were reached.
    package let order: [String]
    /// Each node's predecessor on a shortest path; a start is its own.
    let parent: [String: String]

    /// A shortest path from a start to `node`, both ends included; nil when `node` was not reached.
    package func path(to node: String) -> [String]? {
        guard parent[node] != nil else { return nil }
        var path = [node]
        while let previous = parent[path[path.count - 1]], previous != path[path.count - 1] { path.append(previous) }
        return path.reversed()
    }
}
