/// Every simple route between two nodes: what `forge graph --format html` lists when asked why one module
/// depends on another, and what its page's script lists the same way (depth first, successors in name order,
/// only through nodes that still lead to the goal, at most `limit` routes).
extension DirectedGraph {
    /// The routes from one node to another, and how many there are in all.
    package struct Routes: Equatable, Sendable {
        /// Each route, both ends included, in name order of its nodes (lexicographically); at most the limit.
        package let routes: [[String]]
        /// How many routes there are in all: the routes listed and those beyond the limit; nil when they are
        /// more than the limit and cannot be counted (a cycle on the way, or more than `Routes.countCeiling`).
        package let total: Int?

        /// Counts above this are not given (the page's script counts in doubles, exact below 2^53).
        package static let countCeiling = 1_000_000_000_000_000

        /// Whether routes were left out by the limit.
        package var truncated: Bool { total.map { $0 > routes.count } ?? true }
    }

    /// Every simple route (no node twice) from `start` to `goal` following the edges, at most `limit` of them in
    /// name order, with their total count; none when `start` is `goal` or `goal` cannot be reached.
    package func routes(from start: String, to goal: String, limit: Int = 100) -> Routes {
        guard start != goal else { return Routes(routes: [], total: 0) }
        let leadsToGoal = reversed().reachable(from: [goal])
        guard leadsToGoal.contains(start) else { return Routes(routes: [], total: 0) }
        var found: [[String]] = []
        var path = [start]
        var onPath: Set<String> = [start]
        var complete = true
        walk(from: start, to: goal, within: leadsToGoal, path: &path, onPath: &onPath, into: &found, limit: limit) {
            complete = false
        }
        if complete { return Routes(routes: found, total: found.count) }
        return Routes(routes: found, total: count(from: start, to: goal, within: leadsToGoal))
    }

    /// Depth first through `within`, successors in name order; `overflow` is called when a route beyond `limit`
    /// is met, and the walk stops.
    private func walk(
        from node: String, to goal: String, within: Set<String>, path: inout [String], onPath: inout Set<String>,
        into found: inout [[String]], limit: Int, overflow: () -> Void
    ) {
        for next in Set(successors(of: node)).sorted() where within.contains(next) && !onPath.contains(next) {
            if next == goal {
                guard found.count < limit else { return overflow() }
                found.append(path + [goal])
                continue
            }
            path.append(next)
            onPath.insert(next)
            var stopped = false
            walk(from: next, to: goal, within: within, path: &path, onPath: &onPath, into: &found, limit: limit) {
                stopped = true
                overflow()
            }
            onPath.remove(next)
            path.removeLast()
            if stopped { return }
        }
    }

    /// How many routes lead from `start` to `goal` through `within`, counted once per node (no cycle among
    /// them); nil with a cycle, or above `Routes.countCeiling`.
    private func count(from start: String, to goal: String, within: Set<String>) -> Int? {
        var counts: [String: Int] = [goal: 1]
        var visiting: Set<String> = []
        var stack: [(node: String, expanded: Bool)] = [(start, false)]
        while let (node, expanded) = stack.popLast() {
            if counts[node] != nil, !expanded { continue }
            let next = Set(successors(of: node)).filter(within.contains)
            guard expanded else {
                guard visiting.insert(node).inserted else { return nil }
                stack.append((node, true))
                for successor in next where counts[successor] == nil {
                    if visiting.contains(successor) { return nil }
                    stack.append((successor, false))
                }
                continue
            }
            visiting.remove(node)
            var total = 0
            for successor in next {
                guard let part = counts[successor] else { return nil }
                total += part
                if total > Routes.countCeiling { return nil }
            }
            counts[node] = total
        }
        return counts[start]
    }
}
