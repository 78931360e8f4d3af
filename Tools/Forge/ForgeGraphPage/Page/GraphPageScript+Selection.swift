extension GraphPage {
    /// Selecting a module and showing routes: only the nodes and edges whose classes change are touched, from the
    /// indexes built once; the time a selection takes goes in `data-last-selection-ms`.
    static let scriptSelection = #"""
        let marked = [];
        let litEdges = [];
        let selectedIndex = -1;
        let pathMarked = [];

        function clearMarks() {
          for (const index of marked) nodeElements[index].classList.remove("selected", "dependency", "dependent", "dimmed");
          for (const record of litEdges) record.element.classList.remove("lit");
          marked = [];
          litEdges = [];
        }

        function select(name, options) {
          const started = performance.now();
          const index = indexOf.get(name);
          if (index === undefined) return false;
          clearMarks();
          selectedIndex = index;
          const dependencies = reach(index, successors);
          const dependents = reach(index, predecessors);
          const directDependents = new Set(predecessors[index]);
          const related = new Uint8Array(nodes.length);
          related[index] = 1;
          for (const other of dependencies) { related[other] = 1; nodeElements[other].classList.add("dependency"); }
          for (const other of dependents) { related[other] = 1; nodeElements[other].classList.add("dependent"); }
          nodeElements[index].classList.add("selected");
          for (let other = 0; other < nodes.length; other += 1) {
            if (!related[other]) nodeElements[other].classList.add("dimmed");
          }
          marked = Array.from({ length: nodes.length }, (_, other) => other);
          for (const other of [index].concat(dependencies)) for (const record of outgoingEdges[other]) litEdges.push(record);
          for (const other of dependents) for (const record of outgoingEdges[other]) if (related[record.to]) litEdges.push(record);
          for (const record of litEdges) record.element.classList.add("lit");
          svg.classList.add("focusing");
          showDetails(index, dependencies, dependents.sort((a, b) => a - b), directDependents);
          if (!options || !options.keepFragment) setFragment("module=" + encodeURIComponent(name));
          if (options && options.focus) nodeElements[index].focus({ preventScroll: false });
          else nodeElements[index].scrollIntoView({ block: "nearest", inline: "nearest" });
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
