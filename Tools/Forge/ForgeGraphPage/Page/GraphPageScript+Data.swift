extension GraphPage {
    /// Reads the embedded document once and indexes it: nodes by name, successors and predecessors in name order,
    /// findings by module, the cycles' edges, the change and the test standing.
    static let scriptData = #"""
        "use strict";
        const scriptStarted = performance.now();
        const forge = JSON.parse(document.getElementById("forge-data").textContent);
        const graph = forge.graph;
        const nodes = graph.nodes.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const indexOf = new Map();
        nodes.forEach((node, index) => indexOf.set(node.id, index));
        const successors = nodes.map(() => []);
        const predecessors = nodes.map(() => []);
        for (const edge of graph.edges) {
          const from = indexOf.get(edge.from), to = indexOf.get(edge.to);
          if (from === undefined || to === undefined) continue;
          if (!successors[from].includes(to)) successors[from].push(to);
          if (!predecessors[to].includes(from)) predecessors[to].push(from);
        }
        // Indexes follow name order, so sorting indexes sorts by name.
        successors.forEach((list) => list.sort((a, b) => a - b));
        predecessors.forEach((list) => list.sort((a, b) => a - b));

        const cycleEdges = new Set();
        for (const cycle of graph.cycles) {
          for (let step = 0; step + 1 < cycle.length; step += 1) cycleEdges.add(cycle[step] + "\u0000" + cycle[step + 1]);
        }
        const findingsOf = new Map();
        for (const finding of forge.lint) {
          if (finding.module == null || !indexOf.has(finding.module)) continue;
          if (!findingsOf.has(finding.module)) findingsOf.set(finding.module, []);
          findingsOf.get(finding.module).push(finding);
        }
        const affected = forge.affected;
        const affectedNames = new Set(affected ? affected.modules.concat(affected.tests) : []);
        const selectedTests = new Set(affected ? affected.tests : []);
        const standing = forge.tests;
        const flakyOf = new Map();
        if (standing) for (const flaky of standing.flaky) flakyOf.set(flaky.target, flaky);

        /// Every node reachable from `start` through `next` (start left out), breadth first.
        function reach(start, next) {
          const seen = new Uint8Array(nodes.length);
          const order = [];
          seen[start] = 1;
          let queue = [start];
          while (queue.length > 0) {
            const following = [];
            for (const node of queue) {
              for (const other of next[node]) {
                if (seen[other]) continue;
                seen[other] = 1;
                order.push(other);
                following.push(other);
              }
            }
            queue = following;
          }
          return order;
        }

        """#
}
