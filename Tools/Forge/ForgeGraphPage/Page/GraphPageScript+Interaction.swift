extension GraphPage {
    /// The keyboard and the mouse: `/` focuses the search from anywhere, typing marks the matches, Enter selects
    /// the first (the name itself, then names that start with the text, then the rest, each in name order); arrows
    /// move among the matches (or every node, in the drawing's order) and Enter selects the
    /// focused node; the path finder's inputs; the URL fragment (`#module=Name`, `#path=A..B`). Then the start:
    /// draw, mark the page ready with the time the first draw took.
    static let scriptInteraction = #"""
        const search = document.getElementById("search");
        const pathFrom = document.getElementById("path-from");
        const pathTo = document.getElementById("path-to");
        const summaryLine = document.getElementById("summary");
        let matches = [];
        let matchMarked = [];

        /// Nodes in the drawing's order: band by band, row by row.
        const drawingOrder = placed.order;

        function markMatches() {
          for (const index of matchMarked) nodeElements[index].classList.remove("match");
          const query = search.value.trim().toLowerCase();
          // The closest first: the name itself, then names that start with it, then the others; each in name order.
          const closeness = (index) => { const name = nodes[index].id.toLowerCase(); return name === query ? 0 : name.startsWith(query) ? 1 : 2; };
          matches = [];
          if (query !== "") {
            for (let index = 0; index < nodes.length; index += 1) if (nodes[index].id.toLowerCase().includes(query)) matches.push(index);
            matches.sort((a, b) => closeness(a) - closeness(b) || a - b);
          }
          for (const index of matches) nodeElements[index].classList.add("match");
          matchMarked = matches;
          summaryLine.textContent = query === "" ? defaultSummary()
            : matches.length + (matches.length === 1 ? " module matches" : " modules match") + " \u201c" + search.value.trim() + "\u201d";
        }

        function defaultSummary() {
          return plural(nodes.length, "module and target", "modules and targets") + ", "
            + plural(graph.edges.length, "dependency", "dependencies") + ", " + plural(forge.lint.length, "lint finding")
            + (affected ? ", " + plural(affected.modules.length, "module") + " reached by the change" : "");
        }

        function moveFocus(from, step) {
          const order = matches.length > 0 ? matches : drawingOrder;
          let at = order.indexOf(from);
          at = at < 0 ? (step > 0 ? 0 : order.length - 1) : (at + step + order.length) % order.length;
          const target = nodeElements[order[at]];
          target.focus();
          target.scrollIntoView({ block: "nearest", inline: "nearest" });
        }

        search.addEventListener("input", markMatches);
        search.addEventListener("keydown", (event) => {
          if (event.key === "Enter" && matches.length > 0) { event.preventDefault(); select(nodes[matches[0]].id, { focus: true }); }
          else if (event.key === "ArrowDown" && matches.length > 0) { event.preventDefault(); moveFocus(-1, 1); }
          else if (event.key === "Escape") { search.value = ""; markMatches(); }
        });

        svg.addEventListener("click", (event) => {
          const target = event.target.closest ? event.target.closest(".node") : null;
          if (target) select(target.getAttribute("data-module"));
        });
        svg.addEventListener("keydown", (event) => {
          const target = event.target.closest ? event.target.closest(".node") : null;
          if (!target) return;
          const index = indexOf.get(target.getAttribute("data-module"));
          if (event.key === "Enter" || event.key === " ") { event.preventDefault(); select(nodes[index].id, { focus: true }); }
          else if (event.key === "ArrowDown" || event.key === "ArrowRight") { event.preventDefault(); moveFocus(index, 1); }
          else if (event.key === "ArrowUp" || event.key === "ArrowLeft") { event.preventDefault(); moveFocus(index, -1); }
        });

        document.addEventListener("keydown", (event) => {
          const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
          if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            search.focus();
            search.select();
          }
        });

        function showRoutesFromInputs() { showRoutes(pathFrom.value.trim(), pathTo.value.trim()); }
        document.getElementById("path-show").addEventListener("click", showRoutesFromInputs);
        for (const input of [pathFrom, pathTo]) {
          input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); showRoutesFromInputs(); } });
        }

        // The drawing keeps fitting the canvas when the window changes (a phone turned, a window narrowed) until a
        // person zooms in or out themselves.
        let zoomFollowsCanvas = true;
        document.getElementById("zoom-in").addEventListener("click", () => {
          zoomFollowsCanvas = false;
          zoom = Math.min(4, zoom * 1.25);
          applyZoom();
        });
        document.getElementById("zoom-out").addEventListener("click", () => {
          zoomFollowsCanvas = false;
          zoom = Math.max(0.1, zoom / 1.25);
          applyZoom();
        });
        document.getElementById("zoom-fit").addEventListener("click", () => {
          zoomFollowsCanvas = true;
          zoom = fitZoom();
          applyZoom();
        });
        window.addEventListener("resize", () => {
          if (!zoomFollowsCanvas) return;
          zoom = fitZoom();
          applyZoom();
        });

        function followFragment() {
          const fragment = decodeURIComponent(location.hash.replace(/^#/, ""));
          if (fragment.startsWith("module=")) select(fragment.slice("module=".length), { keepFragment: true });
          else if (fragment.startsWith("path=")) {
            const ends = fragment.slice("path=".length).split("..");
            if (ends.length === 2) {
              pathFrom.value = ends[0];
              pathTo.value = ends[1];
              showRoutes(ends[0], ends[1], { keepFragment: true });
            }
          }
        }
        window.addEventListener("hashchange", followFragment);

        draw();
        showNotices();
        showChange();
        showLegend();
        summaryLine.textContent = defaultSummary();
        // The first draw ends once the browser has laid it out; a selection from the address comes after.
        void svg.getBoundingClientRect();
        document.documentElement.setAttribute("data-first-paint-ms", (performance.now() - scriptStarted).toFixed(1));
        followFragment();
        document.documentElement.setAttribute("data-ready", "true");

        """#
}
