extension GraphPage {
    /// Every simple route between two modules, as forge's `DirectedGraph.routes(from:to:limit:)` lists them:
    /// depth first, successors in name order, only through nodes that lead to the goal, at most the document's
    /// `routeLimit`; when routes are left out, their total is counted once per node (none with a cycle on the
    /// way, or above a thousand million million).
    static let scriptRoutes = #"""
        const countCeiling = 1e15;

        function routesBetween(start, goal, limit) {
          if (start === goal) return { routes: [], total: 0 };
          const leads = new Uint8Array(nodes.length);
          leads[goal] = 1;
          for (const node of reach(goal, predecessors)) leads[node] = 1;
          if (!leads[start]) return { routes: [], total: 0 };
          const found = [];
          const path = [start];
          const onPath = new Uint8Array(nodes.length);
          onPath[start] = 1;
          let complete = true;
          function walk(node) {
            for (const next of successors[node]) {
              if (!leads[next] || onPath[next]) continue;
              if (next === goal) {
                if (found.length >= limit) { complete = false; return false; }
                found.push(path.concat([goal]));
                continue;
              }
              path.push(next);
              onPath[next] = 1;
              const keepGoing = walk(next);
              onPath[next] = 0;
              path.pop();
              if (!keepGoing) return false;
            }
            return true;
          }
          walk(start);
          if (complete) return { routes: found, total: found.length };
          return { routes: found, total: countRoutes(start, goal, leads) };
        }

        /// How many routes lead from start to goal through the nodes that lead there; null with a cycle among
        /// them or above the ceiling.
        function countRoutes(start, goal, leads) {
          const counts = new Map([[goal, 1]]);
          const visiting = new Uint8Array(nodes.length);
          const stack = [[start, false]];
          while (stack.length > 0) {
            const [node, expanded] = stack.pop();
            if (counts.has(node) && !expanded) continue;
            const next = successors[node].filter((other) => leads[other]);
            if (!expanded) {
              if (visiting[node]) return null;
              visiting[node] = 1;
              stack.push([node, true]);
              for (const other of next) {
                if (counts.has(other)) continue;
                if (visiting[other]) return null;
                stack.push([other, false]);
              }
              continue;
            }
            visiting[node] = 0;
            let total = 0;
            for (const other of next) {
              if (!counts.has(other)) return null;
              total += counts.get(other);
              if (total > countCeiling) return null;
            }
            counts.set(node, total);
          }
          return counts.has(start) ? counts.get(start) : null;
        }

        """#
}
