extension GraphPage {
    /// Selecting a module and showing routes: only the nodes and edges whose classes change are touched, from the
    /// indexes built once; the time a selection takes goes in `data-last-selection-ms`.
    static let scriptSelection = #"""
        const roleClasses = [[1, "selected"], [2, "dependency"], [4, "dependent"], [8, "dimmed"]];
        // Allocated at the first selection, once the nodes are drawn.
        let roles = null;
        let selectedIndex = -1;
        let pathMarked = [];

        /// Each node's role for a selection of `index` (selected 1, dependency 2, dependent 4, dimmed 8) and which
        /// edges light up: those from the selected module and its dependencies, and those among its dependents.
        /// The lit edges are drawn again, as one path, above the faded ones, so a selection restyles none of the
        /// thousands.
        function rolesFor(index, dependencies, dependents) {
          const next = new Uint8Array(nodes.length);
          next[index] = 1;
          for (const other of dependencies) next[other] |= 2;
          for (const other of dependents) next[other] |= 4;
          for (let other = 0; other < nodes.length; other += 1) if (next[other] === 0) next[other] = 8;
          const nextLit = [];
          for (const other of [index].concat(dependencies)) for (const record of outgoingEdges[other]) nextLit.push(record);
          for (const other of dependents) {
            for (const record of outgoingEdges[other]) if (next[record.to] !== 8) nextLit.push(record);
          }
          return { next, nextLit };
        }

        /// Changes the classes of only the nodes whose role changed, and the lit edges' one path.
        function applyRoles(next, nextLit) {
          if (roles === null) roles = new Uint8Array(nodes.length);
          for (let other = 0; other < nodes.length; other += 1) {
            const before = roles[other], after = next[other];
            if (before === after) continue;
            const classes = nodeElements[other].classList;
            for (const [bit, name] of roleClasses) if ((before & bit) !== (after & bit)) classes.toggle(name, (after & bit) !== 0);
          }
          litPath.setAttribute("d", nextLit.map((record) => record.curve).join(" "));
          roles = next;
        }

        function select(name, options) {
          const started = performance.now();
          const index = indexOf.get(name);
          if (index === undefined) return false;
          selectedIndex = index;
          const dependencies = reach(index, successors);
          const dependents = reach(index, predecessors);
          const { next, nextLit } = rolesFor(index, dependencies, dependents);
          applyRoles(next, nextLit);
          edgesLayer.classList.add("faded");
          showDetails(index, dependencies, dependents.sort((a, b) => a - b), new Set(predecessors[index]));
          if (!options || !options.keepFragment) setFragment("module=" + encodeURIComponent(name));
          if (options && options.focus) nodeElements[index].focus({ preventScroll: true });
          nodeElements[index].scrollIntoView({ block: "center", inline: "center" });
          void svg.getBoundingClientRect();
          document.documentElement.setAttribute("data-last-selection-ms", (performance.now() - started).toFixed(1));
          return true;
        }

        function setFragment(fragment) {
          try { history.replaceState(null, "", "#" + fragment); } catch (error) { /* a page opened without history */ }
        }

        function clearPath() {
          for (const element of pathMarked) element.classList.remove("on-path");
          pathMarked = [];
          routeLayer.replaceChildren();
        }

        function showRoutes(fromName, toName, options) {
          const list = document.getElementById("routes");
          const summary = document.getElementById("routes-summary");
          list.replaceChildren();
          clearPath();
          const from = indexOf.get(fromName), to = indexOf.get(toName);
          if (from === undefined || to === undefined) {
            summary.textContent = "No module is called " + (from === undefined ? fromName : toName) + ".";
            return;
          }
          const found = routesBetween(from, to, graph.routeLimit);
          const onPath = new Uint8Array(nodes.length);
          const edgeKeys = new Set();
          for (const route of found.routes) {
            const names = route.map((index) => nodes[index].id);
            list.appendChild(element("li", names.join(" \u2192 "), { "data-route": names.join(">") }));
            route.forEach((index, step) => { onPath[index] = 1; if (step > 0) edgeKeys.add(route[step - 1] + ">" + index); });
          }
          for (let index = 0; index < nodes.length; index += 1) {
            if (!onPath[index]) continue;
            nodeElements[index].classList.add("on-path");
            pathMarked.push(nodeElements[index]);
            for (const record of outgoingEdges[index]) {
              if (!edgeKeys.has(record.from + ">" + record.to)) continue;
              record.element.classList.add("on-path");
              pathMarked.push(record.element);
              routeLayer.appendChild(record.element.firstChild.cloneNode(false));
            }
          }
          const more = found.total === null ? "and more, too many to count" : found.total > found.routes.length
            ? "and " + (found.total - found.routes.length) + " more" : "";
          summary.textContent = found.routes.length === 0 ? fromName + " does not depend on " + toName + "."
            : found.routes.length + (found.routes.length === 1 ? " route" : " routes") + " from " + fromName + " to " + toName
              + (more ? ", " + more + " (the first " + graph.routeLimit + " are listed)." : ".");
          if (more) list.setAttribute("data-more", found.total === null ? "uncounted" : String(found.total - found.routes.length));
          else list.removeAttribute("data-more");
          if (!options || !options.keepFragment) setFragment("path=" + encodeURIComponent(fromName) + ".." + encodeURIComponent(toName));
        }

        """#
}
