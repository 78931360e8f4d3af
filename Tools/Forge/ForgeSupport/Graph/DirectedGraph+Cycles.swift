/// Finds the elementary cycles of a directed graph, each once, in a canonical rotation.
///
/// Strongly connected components (Tarjan) first, so acyclic graphs cost one linear pass; inside a
/// component, each cycle is found from its smallest node only (the canonical rotation), which also
/// guarantees it is reported once.
extension DirectedGraph {
    /// Cycles as node paths that start at their smallest node and end where they start: `[A, B, A]`.
    /// `truncated` is true when more than `limit` exist. Self-loops are not included.
    package func cycles(limit: Int = 100) -> (cycles: [[String]], truncated: Bool) {
        var result: [[String]] = []
        var truncated = false
        for component in stronglyConnectedComponents() where component.count > 1 {
            let members = Set(component)
            for start in component.sorted() {
                var path = [start]
                var onPath: Set<String> = [start]
                if !search(
                    from: start, start: start, members: members, path: &path, onPath: &onPath, into: &result,
                    limit: limit)
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
        into result: inout [[String]], limit: Int
    ) -> Bool {
        for next in Set(edges[node] ?? []).sorted() where members.contains(next) {
            if next == start {
                if result.count >= limit { return false }
                result.append(path + [start])
            } else if next > start, !onPath.contains(next) {
                path.append(next)
                onPath.insert(next)
                let keepGoing = search(
                    from: next, start: start, members: members, path: &path, onPath: &onPath, into: &result,
                    limit: limit)
                onPath.remove(next)
                path.removeLast()
                if !keepGoing { return false }
            }
        }
        return true
    }

    /// Tarjan's algorithm over integer ids, iterative so deep graphs cannot overflow the stack.
    func stronglyConnectedComponents() -> [[String]] {
        let names = edges.keys.sorted()
        var ids: [String: Int] = [:]
        ids.reserveCapacity(names.count)
        for (id, name) in names.enumerated() { ids[name] = id }
        let adjacency = names.map { name in (edges[name] ?? []).compactMap { ids[$0] } }

        let unvisited = -1
        var index = [Int](repeating: unvisited, count: names.count)
        var lowLink = [Int](repeating: 0, count: names.count)
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = []
        var components: [[String]] = []
        var counter = 0

        for root in names.indices where index[root] == unvisited {
            var work: [(node: Int, nextEdge: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, nextEdge) = work.last {
                if nextEdge < adjacency[node].count {
                    work[work.count - 1].nextEdge += 1
                    let target = adjacency[node][nextEdge]
                    if index[target] == unvisited {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == index[node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(names[member])
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
