extension GraphPage {
    /// The page's style sheet: a bar, the drawing beside the details (stacked on a narrow screen), a colour per
    /// group, and the classes the script sets on nodes and edges.
    static let style = #"""
        :root {
          --ink: #1d232b; --muted: #5b6572; --line: #d5dbe3; --paper: #ffffff; --panel: #f5f7fa;
          --accent: #0b5cad; --bad: #c62828; --good: #2e7d32; --warn: #b26a00;
          --core: #4c78a8; --presentation: #e8871e; --domain: #3f9b45; --domainApi: #7bbf4c; --data: #a05195;
          --app: #d1495b; --tools: #2a9d8f; --tests: #8d6e63; --other: #8a8f98;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--paper); height: 100vh; display: flex; flex-direction: column; }
        #bar {
          display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.5rem 1rem;
          border-bottom: 1px solid var(--line); background: var(--panel);
        }
        #bar h1 { font-size: 1.05rem; margin: 0; }
        #bar input[type="search"] { font: inherit; padding: 0.3rem 0.5rem; width: 16rem; max-width: 100%; }
        #summary { color: var(--muted); font-size: 0.9rem; }
        #zoom button, #path button, #details button {
          font: inherit; font-size: 0.85rem; padding: 0.15rem 0.5rem; cursor: pointer;
        }
        #notices:empty { display: none; }
        #notices p {
          margin: 0; padding: 0.4rem 1rem; background: #fff4e0; color: #6b3e00; border-bottom: 1px solid #f0c36d;
        }
        #layout { flex: 1; display: flex; min-height: 0; }
        #canvas { flex: 1; overflow: auto; min-width: 0; background: var(--paper); }
        #side {
          width: 380px; overflow: auto; border-left: 1px solid var(--line); padding: 0.75rem 1rem;
          background: var(--panel); overflow-wrap: anywhere;  /* long paths break instead of leaving the panel */
        }
        #side h2 { font-size: 1rem; margin: 1rem 0 0.4rem; }
        #side h3 { font-size: 0.9rem; margin: 0.8rem 0 0.3rem; }
        #side ul, #side ol { margin: 0; padding-left: 1.2rem; }
        #side li { margin: 0.1rem 0; }
        #side label { display: block; margin: 0.25rem 0; font-size: 0.9rem; }
        #side input { font: inherit; width: 100%; padding: 0.25rem 0.4rem; }
        .hint, .meta { color: var(--muted); font-size: 0.85rem; }
        .card {
          white-space: pre-wrap; font-size: 0.85rem; background: var(--paper); border: 1px solid var(--line);
          padding: 0.5rem; max-height: 16rem; overflow: auto; margin: 0;
        }
        .link { color: var(--accent); cursor: pointer; text-decoration: underline; }
        li[data-direct="false"] { color: var(--muted); }
        /* A selection of a module half the graph depends on lists hundreds of names: the browser lays out only
           those in view (their markers inside them, as what is outside is not painted). */
        #details li { content-visibility: auto; contain-intrinsic-size: auto 1.3em; list-style-position: inside; }
        #details ul { padding-left: 0.2rem; }
        .status-passed { color: var(--good); } .status-failed { color: var(--bad); }
        .status-never-run { color: var(--muted); } .flaky { color: var(--warn); }
        .finding-error { color: var(--bad); } .finding-warning { color: var(--warn); }
        #graph { display: block; }
        #graph text { font-size: 11px; fill: var(--ink); pointer-events: none; }
        .band { fill: var(--panel); stroke: var(--line); stroke-width: 1; }
        #graph text.group-label { font-size: 13px; font-weight: 600; fill: var(--muted); }
        .edge path { fill: none; stroke: #9aa5b1; stroke-width: 1; stroke-opacity: 0.45; }
        .edge.violation path { stroke: var(--bad); stroke-width: 1.6; stroke-opacity: 0.9; }
        .edge.cycle path { stroke: var(--warn); stroke-dasharray: 4 3; stroke-width: 1.6; stroke-opacity: 0.9; }
        .edges.faded { opacity: 0.12; }
        .lit-edges path { fill: none; stroke: var(--accent); stroke-width: 1.2; stroke-opacity: 0.85; }
        .route-edges path { fill: none; stroke: #6a1b9a; stroke-width: 2.4; }
        .node { cursor: pointer; outline: none; }
        .node circle { stroke: #ffffff; stroke-width: 1.5; }
        .node[data-group="Core"] circle { fill: var(--core); }
        .node[data-group="Features/presentation"] circle { fill: var(--presentation); }
        .node[data-group="Features/domain"] circle { fill: var(--domain); }
        .node[data-group="Features/domainApi"] circle { fill: var(--domainApi); }
        .node[data-group="Features/data"] circle { fill: var(--data); }
        .node[data-group="App"] circle { fill: var(--app); }
        .node[data-group="Tools"] circle { fill: var(--tools); }
        .node[data-group="Tests"] circle { fill: var(--tests); }
        .node[data-group="Other"] circle { fill: var(--other); }
        .node[data-findings] circle { stroke: var(--bad); stroke-width: 2.5; }
        .node[data-status="failed"] circle { stroke: var(--bad); stroke-width: 3; }
        .node[data-status="passed"] circle { stroke: var(--good); stroke-width: 2.5; }
        .node[data-flaky="true"] circle { stroke: var(--warn); stroke-dasharray: 3 2; stroke-width: 3; }
        .node.affected text { font-weight: 700; fill: #8a1c00; }
        .node.affected circle { stroke: #ff6f00; stroke-width: 3; }
        .node.dimmed circle, .node.dimmed text { fill-opacity: 0.2; stroke-opacity: 0.2; }
        .node.match text { fill: var(--accent); font-weight: 700; }
        .node.match circle { stroke: var(--accent); stroke-width: 3; }
        .node.dependency circle, .node.dependent circle { stroke: var(--accent); stroke-width: 2.5; }
        .node.on-path circle { stroke: #6a1b9a; stroke-width: 3.5; }
        .node.selected circle { stroke: var(--ink); stroke-width: 4; }
        .node.selected text { font-weight: 700; }
        .node:focus circle, .node:focus-visible circle { stroke: #ffbf00; stroke-width: 5; }
        .node:focus text { text-decoration: underline; }
        #legend ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
        #legend li { font-size: 0.8rem; display: flex; align-items: center; gap: 0.3rem; }
        .swatch { width: 0.8rem; height: 0.8rem; border-radius: 50%; display: inline-block; }
        @media (max-width: 760px) {
          html { overflow-y: scroll; }
          body { height: auto; }
          #layout { flex-direction: column; }
          #canvas { height: 60vh; flex: none; }
          #side { width: 100%; border-left: none; border-top: 1px solid var(--line); }
          #bar input[type="search"] { width: 100%; }
        }
        """#
}
