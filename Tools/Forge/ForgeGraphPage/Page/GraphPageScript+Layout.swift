extension GraphPage {
    /// The layout, from sorted input only so the same graph and the same window are drawn the same way: a labelled
    /// band per group, top to bottom (the app, the features by layer, Core, the tools, the tests, anything else
    /// last); in a band the nodes go deepest dependency chain first, then by name, in rows of as many columns as
    /// make the whole drawing the shape of the space it is shown in. Sizes follow lines of Swift.
    static let scriptLayout = #"""
        const groupOrder = ["App", "Features/presentation", "Features/domain", "Features/domainApi", "Features/data",
          "Core", "Tools", "Tests", "Other"];
        const groupColours = { "App": "--app", "Features/presentation": "--presentation", "Features/data": "--data",
          "Features/domain": "--domain", "Features/domainApi": "--domainApi", "Core": "--core", "Tools": "--tools",
          "Tests": "--tests", "Other": "--other" };
        const rowHeight = 24, columnWidth = 200, bandHead = 34, margin = 24;

        /// Longest chain of dependencies below each node; an edge back into the chain being walked (a cycle) is
        /// not followed.
        function dependencyDepths() {
          const depth = new Int32Array(nodes.length).fill(-1);
          const state = new Uint8Array(nodes.length);
          for (let root = 0; root < nodes.length; root += 1) {
            if (state[root]) continue;
            const stack = [[root, 0]];
            state[root] = 1;
            while (stack.length > 0) {
              const top = stack[stack.length - 1];
              const [node, next] = top;
              if (next < successors[node].length) {
                top[1] += 1;
                const other = successors[node][next];
                if (state[other] === 0) { state[other] = 1; stack.push([other, 0]); }
                continue;
              }
              let deepest = 0;
              for (const other of successors[node]) if (state[other] === 2) deepest = Math.max(deepest, depth[other] + 1);
              depth[node] = deepest;
              state[node] = 2;
              stack.pop();
            }
          }
          return depth;
        }

        /// The groups that have nodes, in `groupOrder`, each with its nodes: deepest first, then by name.
        function bands() {
          const depth = dependencyDepths();
          const members = groupOrder.map(() => []);
          nodes.forEach((node, index) => {
            const at = groupOrder.indexOf(node.group);
            members[at < 0 ? groupOrder.length - 1 : at].push(index);
          });
          const byName = (a, b) => (nodes[a].id < nodes[b].id ? -1 : nodes[a].id > nodes[b].id ? 1 : 0);
          for (const list of members) list.sort((a, b) => depth[b] - depth[a] || byName(a, b));
          return groupOrder.map((group, at) => ({ group, members: members[at] })).filter((band) => band.members.length > 0);
        }

        function heightWith(list, columns) {
          let height = margin * 2;
          for (const band of list) height += bandHead + Math.ceil(band.members.length / columns) * rowHeight;
          return height;
        }

        /// The number of columns whose drawing's width over height is closest to `aspect`.
        function columnsFor(list, aspect) {
          let best = 1, bestScore = Infinity;
          const widest = Math.max(1, ...list.map((band) => band.members.length));
          for (let columns = 1; columns <= widest; columns += 1) {
            const score = Math.abs(Math.log((margin * 2 + columns * columnWidth) / heightWith(list, columns) / aspect));
            if (score < bestScore) { best = columns; bestScore = score; }
          }
          return best;
        }

        /// Each node's place (x, y, radius), the bands' headings and boxes, and the nodes in reading order.
        function layout() {
          const canvas = document.getElementById("canvas");
          const aspect = canvas.clientWidth > 0 && canvas.clientHeight > 0 ? canvas.clientWidth / canvas.clientHeight : 1.6;
          const list = bands();
          const columns = columnsFor(list, aspect);
          const places = new Array(nodes.length);
          const headings = [];
          const order = [];
          let top = margin;
          for (const band of list) {
            const rows = Math.ceil(band.members.length / columns);
            headings.push({ x: margin, y: top, width: columns * columnWidth, height: bandHead - 6 + rows * rowHeight,
              group: band.group, text: band.group + " \u00b7 " + band.members.length });
            band.members.forEach((index, position) => {
              const x = margin + 14 + (position % columns) * columnWidth;
              const y = top + bandHead + Math.floor(position / columns) * rowHeight - 4;
              const radius = Math.min(11, 3.5 + Math.sqrt(nodes[index].lines) / 7);
              places[index] = { x, y, radius };
              order.push(index);
            });
            top += bandHead + rows * rowHeight;
          }
          return { places, headings, order, width: margin * 2 + columns * columnWidth, height: top + margin };
        }

        """#
}
