import ForgeGraph

/// How `forge graph` draws the module graph: Graphviz DOT, Mermaid, JSON, or Make variables.
enum GraphFormat: String, CaseIterable, Sendable {
    case dot
    case mermaid
    case json
    /// `<ROOT>_MODULES`, the modules of `--dependencies-of <Root>` but the root in dependency order, and
    /// `<ROOT>_DEPS_<Module>` for each: what a Makefile needs to build the root without SwiftPM.
    case make

    /// `graph` drawn in this format.
    func draw(_ graph: ModuleGraph) -> String {
        switch self {
        case .dot: GraphRenderer.dot(graph)
        case .mermaid: GraphRenderer.mermaid(graph)
        case .json: GraphRenderer.json(graph)
        case .make:
            GraphRenderer.make(
                graph,
                writtenBy: "forge graph --format make" + (graph.root.map { " --dependencies-of \($0)" } ?? ""))
        }
    }
}
