import ForgeSupport

/// The graph part of the page's document: what `forge graph --format json --tests` prints, each node with the
/// facts the page shows, the dependency cycles, and how many routes between two modules are listed.
package struct GraphPageGraph: Encodable, Sendable {
    package let version: Int
    package let nodes: [GraphPageNode]
    package let edges: [GraphPageEdge]
    /// Each elementary cycle of dependencies, starting and ending at its smallest module (`[A, B, A]`).
    package let cycles: [[String]]
    /// At most this many routes between two modules are listed (`DirectedGraph.routes`), the rest counted.
    package let routeLimit: Int

    /// The routes the page lists from `start` to `goal`: forge's `DirectedGraph.routes` over these edges, at most
    /// `routeLimit` of them.
    package func routes(from start: String, to goal: String) -> DirectedGraph.Routes {
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.from, default: []].append(edge.to) }
        return DirectedGraph(edges: successors).routes(from: start, to: goal, limit: routeLimit)
    }
}

/// A dependency, as `forge graph --format json` prints it: the rule it breaks, or null.
package struct GraphPageEdge: Encodable, Equatable, Sendable {
    package let from: String
    package let to: String
    package let violation: String?

    private enum CodingKeys: String, CodingKey { case from, to, violation }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(violation, forKey: .violation)
    }
}
