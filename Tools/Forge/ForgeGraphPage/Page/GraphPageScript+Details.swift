extension GraphPage {
    /// The side panel's parts, built with `textContent` only: a selected module's details (card, dependencies,
    /// dependents, tests, findings, the change's reasons, the store's status), the change, the notices, the legend.
    static let scriptDetails = #"""
        const details = document.getElementById("details");

        /// "1 line", "2 lines": counts read naturally.
        function plural(count, noun, plural) {
          return count + " " + (count === 1 ? noun : plural || noun + "s");
        }

        function element(name, text, attributes) {
          const made = document.createElement(name);
          if (text !== undefined && text !== null) made.textContent = text;
          if (attributes) for (const key in attributes) made.setAttribute(key, attributes[key]);
          return made;
        }

        /// A module's name in a list selects it when clicked, or on Enter; one listener for every list of the panel.
        function selectFromLink(event) {
          const link = event.target.closest ? event.target.closest(".link") : null;
          const item = link ? link.closest("li[data-module]") : null;
          if (!item || (event.type === "keydown" && event.key !== "Enter")) return;
          event.preventDefault();
          select(item.getAttribute("data-module"), { focus: event.type === "keydown" });
        }
        document.getElementById("side").addEventListener("click", selectFromLink);
        document.getElementById("side").addEventListener("keydown", selectFromLink);

        function part(name, heading) {
          const section = element("section", undefined, { "data-part": name });
          section.appendChild(element("h3", heading));
          return section;
        }

        /// A list of modules, each a link that selects it.
        function moduleList(indexes, direct) {
          const list = element("ul");
          for (const index of indexes) {
            const name = nodes[index].id;
            const item = element("li", undefined, { "data-module": name });
            if (direct) item.setAttribute("data-direct", direct.has(index) ? "true" : "false");
            item.appendChild(element("span", name, { "class": "link", tabindex: "0", role: "link" }));
            list.appendChild(item);
          }
          if (indexes.length === 0) list.appendChild(element("li", "none", { "class": "meta" }));
          return list;
        }

        function testWords(name) {
          if (!standing || !standing.status[name]) return [];
          const words = [standing.status[name]];
          if (standing.durations[name] !== undefined) words.push("last pass " + standing.durations[name].toFixed(1) + " s");
          const flaky = flakyOf.get(name);
          if (flaky) words.push("flaky: failed " + flaky.failed + ", passed " + flaky.passed);
          return words;
        }

        function reasonsOf(name) {
          if (standing && standing.reasons[name]) return standing.reasons[name];
          if (standing && standing.status[name] === "passed") return ["passed with these inputs: skipped"];
          return ["reached by the change since " + affected.base];
        }

        function showDetails(index, dependencies, dependents, directDependents) {
          const node = nodes[index];
          details.replaceChildren();
          details.setAttribute("data-module", node.id);
          details.appendChild(element("h2", node.id));
          details.appendChild(element("p", node.group + " \u00b7 " + node.kind + " \u00b7 " + node.path + " \u00b7 "
            + plural(node.lines, "line") + " of Swift", { "class": "meta" }));
          const fromHere = element("button", "Routes from here\u2026", { type: "button" });
          fromHere.addEventListener("click", () => { pathFrom.value = node.id; pathTo.focus(); });
          details.appendChild(fromHere);
          const card = part("card", "Card");
          card.appendChild(element("p", node.card === null ? "Neither " + node.path + "/README.md nor a table row of a README.md above it describes "
            + node.id + "." : "From " + node.cardSource + ":", { "class": "meta", "data-card-source": node.cardSource || "" }));
          if (node.card !== null) card.appendChild(element("pre", node.card, { "class": "card" }));
          details.appendChild(card);
          const dependsOn = part("depends-on", "Depends on (" + successors[index].length + ")");
          dependsOn.appendChild(moduleList(successors[index]));
          details.appendChild(dependsOn);
          const usedBy = part("dependents", "Depended on by (" + directDependents.size + " directly, " + dependents.length + " in all)");
          usedBy.appendChild(moduleList(dependents, directDependents));
          details.appendChild(usedBy);
          const tests = part("tests", "Test targets (" + node.tests.length + ")");
          tests.appendChild(moduleList(node.tests.filter((name) => indexOf.has(name)).map((name) => indexOf.get(name))));
          details.appendChild(tests);
          showFindings(node);
          if (affected) showReasons(node);
          if (standing) showStatus(node);
        }

        function showFindings(node) {
          const findings = findingsOf.get(node.id) || [];
          const section = part("findings", "Lint findings (" + findings.length + ")");
          const list = element("ul");
          for (const finding of findings) {
            const where = finding.file + (finding.line == null ? "" : ":" + finding.line);
            list.appendChild(element("li", finding.severity + " [" + (finding.rule || "lint") + "] " + finding.message
              + " (" + where + ")", { "class": "finding-" + finding.severity }));
          }
          if (findings.length === 0) list.appendChild(element("li", "none", { "class": "meta" }));
          section.appendChild(list);
          details.appendChild(section);
        }

        function showReasons(node) {
          const section = part("reasons", "The change since " + affected.base);
          const own = [node.id].concat(node.tests).filter((name) => selectedTests.has(name));
          section.appendChild(element("p", affectedNames.has(node.id) ? "Reached by the change." : "Not reached by the change."));
          const list = element("ul");
          for (const name of own) {
            const item = element("li", undefined, { "data-module": name });
            item.appendChild(element("strong", name));
            item.appendChild(document.createTextNode(": " + reasonsOf(name).join("; ")));
            list.appendChild(item);
          }
          if (own.length === 0) list.appendChild(element("li", "no test target of it is selected", { "class": "meta" }));
          section.appendChild(list);
          details.appendChild(section);
        }

        function showStatus(node) {
          const section = part("status", "Test results in " + standing.store);
          const list = element("ul");
          for (const name of [node.id].concat(node.tests)) {
            const words = testWords(name);
            if (words.length === 0) continue;
            const item = element("li", undefined, { "data-module": name, "data-status": standing.status[name] });
            item.appendChild(element("strong", name));
            item.appendChild(element("span", ": " + words.join(", "), { "class": "status-" + standing.status[name] + (flakyOf.has(name) ? " flaky" : "") }));
            list.appendChild(item);
          }
          if (list.children.length === 0) list.appendChild(element("li", "no test target", { "class": "meta" }));
          section.appendChild(list);
          details.appendChild(section);
        }

        function showChange() {
          if (!affected) return;
          const section = element("section", undefined, { id: "change" });
          section.appendChild(element("h2", "The change since " + affected.base));
          section.appendChild(element("p", plural(affected.changedFiles.length, "changed file")
            + (affected.changedFiles.length === 1 ? " reaches " : " reach ")
            + plural(affected.modules.length, "module") + " and select " + plural(affected.tests.length, "test target")
            + (affected.everything ? " (everything)." : "."), { "class": "meta" }));
          section.appendChild(element("h3", "Modules reached"));
          section.appendChild(moduleList(affected.modules.filter((name) => indexOf.has(name)).map((name) => indexOf.get(name))));
          section.appendChild(element("h3", "Tests selected, and why"));
          const list = element("ul", undefined, { id: "change-tests" });
          for (const name of affected.tests) {
            const item = element("li", undefined, { "data-module": name });
            item.appendChild(element("strong", name));
            item.appendChild(document.createTextNode(": " + reasonsOf(name).join("; ")));
            list.appendChild(item);
          }
          section.appendChild(list);
          document.getElementById("side").insertBefore(section, document.getElementById("path"));
        }

        function showNotices() {
          const notices = document.getElementById("notices");
          for (const notice of forge.notices) notices.appendChild(element("p", notice));
        }

        function showLegend() {
          const legend = document.getElementById("legend-groups");
          const present = new Set(nodes.map((node) => node.group));
          for (const group of groupOrder.filter((name) => present.has(name))) {
            const item = element("li");
            const swatch = element("span", undefined, { "class": "swatch" });
            swatch.style.background = "var(" + groupColours[group] + ")";
            item.appendChild(swatch);
            item.appendChild(document.createTextNode(group));
            legend.appendChild(item);
          }
          const names = document.getElementById("module-names");
          for (const node of nodes) names.appendChild(element("option", undefined, { value: node.id }));
        }

        """#
}
