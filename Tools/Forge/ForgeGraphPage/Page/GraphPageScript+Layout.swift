extension GraphPage {
    /// The layout, from sorted input only so the same graph is drawn the same way: each node's column is its
    /// dependency depth (what depends on nothing on the right, the app on the left), a tall column wraps into
    /// several, and within one the nodes go by group, then by name. Sizes follow lines of Swift.
    static let scriptLayout = #"""
        const groupOrder = ["App", "Features/presentation", "Features/data", "Features/domain", "Features/domainApi",
          "Core", "Tools", "Tests", "Other"];
        const groupColours = { "App": "--app", "Features/presentation": "--presentation", "Features/data": "--data",
          "Features/domain": "--domain", "Features/domainApi": "--domainApi", "Core": "--core", "Tools": "--tools",
          "Tests": "--tests", "Other": "--other" };
        const rowHeight = 24, columnWidth = 230, maximumRows = 36, margin = 40;

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

        /// Each node's place: x, y and radius, and the columns' headings.
        function layout() {
          const depth = dependencyDepths();
          let deepest = 0;
          for (const value of depth) deepest = Math.max(deepest, value);
          const byDepth = Array.from({ length: deepest + 1 }, () => []);
          nodes.forEach((node, index) => byDepth[deepest - depth[index]].push(index));
          const rank = (index) => { const at = groupOrder.indexOf(nodes[index].group); return at < 0 ? groupOrder.length : at; };
          const places = new Array(nodes.length);
          const headings = [];
          let column = 0, tallest = 0;
          for (let level = 0; level < byDepth.length; level += 1) {
            const members = byDepth[level].sort((a, b) => rank(a) - rank(b) || a - b);
            if (members.length === 0) continue;
            const wraps = Math.ceil(members.length / maximumRows);
            const rows = Math.ceil(members.length / wraps);
            headings.push({ x: margin + column * columnWidth, text: "depth " + (deepest - level) });
            members.forEach((index, position) => {
              const x = margin + (column + Math.floor(position / rows)) * columnWidth;
              const y = margin + 20 + (position % rows) * rowHeight;
              const radius = Math.min(11, 3.5 + Math.sqrt(nodes[index].lines) / 7);
              places[index] = { x, y, radius };
            });
            tallest = Math.max(tallest, rows);
            column += wraps;
          }
          return { places, headings, width: margin * 2 + column * columnWidth, height: margin * 2 + 20 + tallest * rowHeight };
        }

        """#
}
