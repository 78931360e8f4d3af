import ForgeGraph

/// How `forge graph` draws the module graph: Graphviz DOT, Mermaid, JSON, Make variables, or a page.
enum GraphFormat: String, CaseIterable, Sendable {
    case dot
    case mermaid
    case json
    /// `<ROOT>_MODULES`, the modules of `--dependencies-of <Root>` but the root in dependency order, and
    /// `<ROOT>_DEPS_<Module>` for each: what a Makefile needs to build the root without SwiftPM.
    case make
    /// One self-contained HTML page, which `GraphPage` draws from a whole document (the graph, the lint, the
    /// change, the test results), not from the graph alone.
    case html

    /// How a graph is drawn in this format; nil for the page.
    var drawing: ((ModuleGraph) -> String)? {
        switch self {
        case .dot: GraphRenderer.dot
        case .mermaid: GraphRenderer.mermaid
        case .json: GraphRenderer.json
        case .make:
            { graph in
                GraphRenderer.make(
                    graph,
                    writtenBy: "forge graph --format make" + (graph.root.map { " --dependencies-of \($0)" } ?? ""))
            }
        case .html: nil
        }
    }
}
