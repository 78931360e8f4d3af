/// Finds the elementary cycles of a directed graph, each once, in a canonical rotation.
///
/// Strongly connected components (Tarjan) first, so acyclic graphs cost one linear pass; inside a
/// component, each cycle is found from its smallest node only (the canonical rotation), which also
/// guarantees it is reported once.
public struct CycleFinder {
    /// Node names and, for each, the names it points to (unknown names are ignored).
    public let edges: [String: [String]]
    /// The most cycles reported; dense tangles have exponentially many.
    public let limit: Int

    public init(edges: [String: [String]], limit: Int = 100) {
        self.edges = edges
        self.limit = limit
    }

    /// Cycles as node paths that start at their smallest node and end where they start: `[A, B, A]`.
    /// `truncated` is true when more than `limit` exist. Self-loops are not included.
    public func cycles() -> (cycles: [[String]], truncated: Bool) {
        var result: [[String]] = []
        var truncated = false
        for component in stronglyConnectedComponents() where component.count > 1 {
            let members = Set(component)
            for start in component.sorted() {
                var path = [start]
                var onPath: Set<String> = [start]
                if !search(
                    from: start, start: start, members: members, path: &path, onPath: &onPath, into: &result)
                {
                    truncated = true
                    break
                }
            }
            if truncated { break }
        }
        result.sort { $0.lexicographicallyPrecedes($1) }
        return (result, truncated)
    }

    /// Depth-first search for paths back to `start` through nodes greater than it; false when the limit is hit.
    private func search(
        from node: String, start: String, members: Set<String>, path: inout [String], onPath: inout Set<String>,
        into result: inout [[String]]
    ) -> Bool {
        for next in Set(edges[node] ?? []).sorted() where members.contains(next) {
            if next == start {
                if result.count >= limit { return false }
                result.append(path + [start])
            } else if next > start, !onPath.contains(next) {
                path.append(next)
                onPath.insert(next)
                let keepGoing = search(
                    from: next, start: start, members: members, path: &path, onPath: &onPath, into: &result)
                onPath.remove(next)
                path.removeLast()
                if !keepGoing { return false }
            }
        }
        return true
    }

    /// Tarjan's algorithm, iterative so deep graphs cannot overflow the stack.
    func stronglyConnectedComponents() -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []
        var counter = 0
        let adjacency = edges.mapValues { $0.filter { edges[$0] != nil } }

        for root in edges.keys.sorted() where index[root] == nil {
            var work: [(node: String, nextEdge: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while let (node, nextEdge) = work.last {
                let targets = adjacency[node] ?? []
                if nextEdge < targets.count {
                    work[work.count - 1].nextEdge += 1
                    let target = targets[nextEdge]
                    if index[target] == nil {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[node] = min(lowLink[node]!, index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[node]!)
                }
                if lowLink[node] == index[node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
