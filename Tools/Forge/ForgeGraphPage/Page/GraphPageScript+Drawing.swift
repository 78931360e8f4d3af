extension GraphPage {
    /// Draws the graph once into the one SVG: edges first (under the nodes), then a group per node with its
    /// circle and name, each layer as one piece of markup in which every text from the repository is escaped.
    /// Marks what the document says of each node: the change, the lint's findings, a test target's status and
    /// flakiness.
    static let scriptDrawing = #"""
        const svgNamespace = "http://www.w3.org/2000/svg";
        const svg = document.getElementById("graph");
        const placed = layout();
        const nodeElements = new Array(nodes.length);
        const edgeElements = [];
        const outgoingEdges = nodes.map(() => []);
        const edgesLayer = svgElement("g", { "class": "edges" });
        // The edges a selection lights, as one path of many curves (one element to style and lay out, however many
        // edges), and copies of the routes' edges, above the faded edges.
        const litLayer = svgElement("g", { "class": "lit-edges" });
        const litPath = litLayer.appendChild(svgElement("path", { d: "" }));
        const routeLayer = svgElement("g", { "class": "route-edges" });
        const incomingEdges = nodes.map(() => []);

        function svgElement(name, attributes) {
          const element = document.createElementNS(svgNamespace, name);
          for (const key in attributes) element.setAttribute(key, attributes[key]);
          return element;
        }

        const markupEntities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" };

        /// `text` as markup that reads back as the same text, in an element or in a quoted attribute: every name
        /// and rule from the repository goes through it before it is drawn.
        function escapeMarkup(text) {
          return String(text).replace(/[&<>"']/g, (character) => markupEntities[character]);
        }

        /// The edges as one piece of markup (the browser parses it faster than it builds elements one call at a
        /// time), then each edge's element kept with its ends.
        function drawEdges(layer) {
          const parts = [];
          const ends = [];
          for (const edge of graph.edges) {
            const from = indexOf.get(edge.from), to = indexOf.get(edge.to);
            if (from === undefined || to === undefined) continue;
            const start = placed.places[from], end = placed.places[to];
            const bend = Math.max(24, Math.abs(end.y - start.y) / 2);
            const direction = end.y >= start.y ? 1 : -1;
            const broken = edge.violation !== null;
            const inCycle = cycleEdges.has(edge.from + "\u0000" + edge.to);
            const curve = "M" + start.x + " " + start.y + " C" + start.x + " " + (start.y + direction * bend) + " "
              + end.x + " " + (end.y - direction * bend) + " " + end.x + " " + end.y;
            parts.push("<g class=\"edge" + (broken ? " violation" : "") + (inCycle ? " cycle" : "") + "\" data-from=\""
              + escapeMarkup(edge.from) + "\" data-to=\"" + escapeMarkup(edge.to) + "\""
              + (broken ? " data-violation=\"" + escapeMarkup(edge.violation) + "\"" : "") + "><path d=\"" + curve + "\"/>"
              + (broken ? "<title>" + escapeMarkup(edge.from + " \u2192 " + edge.to + " breaks " + edge.violation) + "</title>" : "")
              + "</g>");
            ends.push([from, to, curve]);
          }
          layer.innerHTML = parts.join("");
          const elements = layer.children;
          ends.forEach(([from, to, curve], index) => {
            const record = { element: elements[index], from, to, index, curve };
            edgeElements.push(record);
            outgoingEdges[from].push(record);
            incomingEdges[to].push(record);
          });
        }

        /// The nodes as one piece of markup: a group per node with its circle and name, and what the document says
        /// of it (reached by the change, lint findings, a test target's status and flakiness).
        function drawNodes(layer) {
          const parts = nodes.map((node, index) => {
            const place = placed.places[index];
            const findings = findingsOf.get(node.id);
            const status = standing && node.kind === "test" ? standing.status[node.id] : undefined;
            return "<g class=\"node" + (affectedNames.has(node.id) ? " affected" : "") + "\" data-module=\""
              + escapeMarkup(node.id) + "\" data-group=\"" + escapeMarkup(node.group) + "\" tabindex=\"0\" role=\"button\""
              + " aria-label=\"" + escapeMarkup(node.id + ", " + node.group) + "\""
              + (findings ? " data-findings=\"" + findings.length + "\"" : "")
              + (status ? " data-status=\"" + escapeMarkup(status) + "\"" + (flakyOf.has(node.id) ? " data-flaky=\"true\"" : "") : "")
              + " transform=\"translate(" + place.x + " " + place.y + ")\"><circle r=\"" + place.radius.toFixed(1)
              + "\"/><text x=\"" + (place.radius + 4).toFixed(1) + "\" y=\"4\">" + escapeMarkup(node.id) + "</text></g>";
          });
          layer.innerHTML = parts.join("");
          const elements = layer.children;
          nodes.forEach((_, index) => { nodeElements[index] = elements[index]; });
        }

        /// A box and a heading per group's band, under everything else.
        function drawHeadings(layer) {
          for (const heading of placed.headings) {
            layer.appendChild(svgElement("rect", { "class": "band", "data-band": heading.group, x: String(heading.x),
              y: String(heading.y), width: String(heading.width), height: String(heading.height), rx: "6" }));
            const text = svgElement("text", { "class": "group-label", x: String(heading.x + 8), y: String(heading.y + 16) });
            text.textContent = heading.text;
            layer.appendChild(text);
          }
        }

        let zoom = 1;
        /// The zoom that shows the whole drawing in the canvas (never larger than its own size).
        function fitZoom() {
          const canvas = document.getElementById("canvas");
          if (canvas.clientWidth === 0 || canvas.clientHeight === 0) return 1;
          return Math.min(1, canvas.clientWidth / placed.width, canvas.clientHeight / placed.height);
        }
        function applyZoom() {
          svg.setAttribute("width", String(Math.round(placed.width * zoom)));
          svg.setAttribute("height", String(Math.round(placed.height * zoom)));
        }

        function draw() {
          svg.setAttribute("viewBox", "0 0 " + placed.width + " " + placed.height);
          zoom = fitZoom();
          applyZoom();
          const nodesLayer = svgElement("g", { "class": "nodes" });
          const headingsLayer = svgElement("g", { "class": "headings" });
          drawEdges(edgesLayer);
          drawHeadings(headingsLayer);
          drawNodes(nodesLayer);
          const fragment = document.createDocumentFragment();
          fragment.appendChild(headingsLayer);
          fragment.appendChild(edgesLayer);
          fragment.appendChild(litLayer);
          fragment.appendChild(routeLayer);
          fragment.appendChild(nodesLayer);
          svg.appendChild(fragment);
        }

        """#
}
