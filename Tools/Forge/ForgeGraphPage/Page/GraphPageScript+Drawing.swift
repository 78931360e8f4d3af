extension GraphPage {
    /// Draws the graph once into the one SVG: edges first (under the nodes), then a group per node with its
    /// circle and name; every text goes in as `textContent`. Marks what the document says of each node: the
    /// change, the lint's findings, a test target's status and flakiness.
    static let scriptDrawing = #"""
        const svgNamespace = "http://www.w3.org/2000/svg";
        const svg = document.getElementById("graph");
        const placed = layout();
        const nodeElements = new Array(nodes.length);
        const edgeElements = [];
        const outgoingEdges = nodes.map(() => []);
        const incomingEdges = nodes.map(() => []);

        function svgElement(name, attributes) {
          const element = document.createElementNS(svgNamespace, name);
          for (const key in attributes) element.setAttribute(key, attributes[key]);
          return element;
        }

        function drawEdges(layer) {
          for (const edge of graph.edges) {
            const from = indexOf.get(edge.from), to = indexOf.get(edge.to);
            if (from === undefined || to === undefined) continue;
            const start = placed.places[from], end = placed.places[to];
            const bend = Math.max(30, Math.abs(end.x - start.x) / 2);
            const classes = ["edge"];
            if (edge.violation !== null) classes.push("violation");
            if (cycleEdges.has(edge.from + "\u0000" + edge.to)) classes.push("cycle");
            const group = svgElement("g", { "class": classes.join(" "), "data-from": edge.from, "data-to": edge.to });
            if (edge.violation !== null) group.setAttribute("data-violation", edge.violation);
            const direction = end.x >= start.x ? 1 : -1;
            group.appendChild(svgElement("path", { d: "M" + start.x + " " + start.y + " C" + (start.x + direction * bend) + " "
              + start.y + " " + (end.x - direction * bend) + " " + end.y + " " + end.x + " " + end.y }));
            if (edge.violation !== null) {
              const title = svgElement("title", {});
              title.textContent = edge.from + " \u2192 " + edge.to + " breaks " + edge.violation;
              group.appendChild(title);
            }
            layer.appendChild(group);
            const record = { element: group, from, to };
            edgeElements.push(record);
            outgoingEdges[from].push(record);
            incomingEdges[to].push(record);
          }
        }

        function drawNodes(layer) {
          nodes.forEach((node, index) => {
            const place = placed.places[index];
            const group = svgElement("g", { "class": "node", "data-module": node.id, "data-group": node.group,
              tabindex: "0", role: "button", transform: "translate(" + place.x + " " + place.y + ")" });
            group.setAttribute("aria-label", node.id + ", " + node.group);
            if (affectedNames.has(node.id)) group.classList.add("affected");
            const findings = findingsOf.get(node.id);
            if (findings) group.setAttribute("data-findings", String(findings.length));
            if (standing && node.kind === "test" && standing.status[node.id]) {
              group.setAttribute("data-status", standing.status[node.id]);
              if (flakyOf.has(node.id)) group.setAttribute("data-flaky", "true");
            }
            group.appendChild(svgElement("circle", { r: place.radius.toFixed(1) }));
            const label = svgElement("text", { x: (place.radius + 4).toFixed(1), y: "4" });
            label.textContent = node.id;
            group.appendChild(label);
            layer.appendChild(group);
            nodeElements[index] = group;
          });
        }

        function drawHeadings(layer) {
          for (const heading of placed.headings) {
            const text = svgElement("text", { "class": "group-label", x: String(heading.x - 8), y: String(margin) });
            text.textContent = heading.text;
            layer.appendChild(text);
          }
        }

        let zoom = 1;
        function applyZoom() {
          svg.setAttribute("width", String(Math.round(placed.width * zoom)));
          svg.setAttribute("height", String(Math.round(placed.height * zoom)));
        }

        function draw() {
          svg.setAttribute("viewBox", "0 0 " + placed.width + " " + placed.height);
          applyZoom();
          const edgesLayer = svgElement("g", { "class": "edges" });
          const nodesLayer = svgElement("g", { "class": "nodes" });
          drawEdges(edgesLayer);
          drawHeadings(nodesLayer);
          drawNodes(nodesLayer);
          const fragment = document.createDocumentFragment();
          fragment.appendChild(edgesLayer);
          fragment.appendChild(nodesLayer);
          svg.appendChild(fragment);
        }

        """#
}
