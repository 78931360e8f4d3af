/// Draws a `ModuleGraph` as Graphviz DOT, Mermaid, JSON or Make variables; violations are red in the drawings.
package enum GraphRenderer {
    /// Nodes grouped by feature (nil: not in a feature), groups in name order.
    private static func groups(_ graph: ModuleGraph) -> [(feature: String?, nodes: [ModuleGraph.Node])] {
        var grouped: [String: [ModuleGraph.Node]] = [:]
        var loose: [ModuleGraph.Node] = []
        for node in graph.nodes {
            if node.layer != nil, let feature = node.feature {
                grouped[feature, default: []].append(node)
            } else {
                loose.append(node)
            }
        }
        return grouped.keys.sorted().map { ($0, grouped[$0]!) } + (loose.isEmpty ? [] : [(nil, loose)])
    }

    /// `digraph modules`: features as dashed clusters, the app and core modules in their own shapes.
    package static func dot(_ graph: ModuleGraph) -> String {
        var out = "digraph modules {\n  rankdir=LR;\n  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        for group in groups(graph) {
            if let feature = group.feature {
                out += "  subgraph \"cluster_\(feature)\" {\n    label=\"\(feature)\";\n    style=dashed;\n"
                for node in group.nodes { out += "    \"\(node.id)\";\n" }
                out += "  }\n"
            } else {
                for node in group.nodes {
                    let shape =
                        node.kind == "app" ? ", shape=doubleoctagon" : node.kind == "core" ? ", shape=component" : ""
                    out += "  \"\(node.id)\" [label=\"\(node.id)\"\(shape)];\n"
                }
            }
        }
        for edge in graph.edges {
            let style = edge.violation.map { " [color=red, fontcolor=red, label=\"\($0)\"]" } ?? ""
            out += "  \"\(edge.from)\" -> \"\(edge.to)\"\(style);\n"
        }
        return out + "}\n"
    }

    /// `flowchart LR`: features as subgraphs, the broken edges styled red at the end.
    package static func mermaid(_ graph: ModuleGraph) -> String {
        var out = "flowchart LR\n"
        for group in groups(graph) {
            if let feature = group.feature {
                out += "  subgraph \(feature)\n"
                for node in group.nodes { out += "    \(node.id)\n" }
                out += "  end\n"
            } else {
                for node in group.nodes {
                    out +=
                        node.kind == "app"
                        ? "  \(node.id){{\(node.id)}}\n"
                        : node.kind == "core" ? "  \(node.id)[(\(node.id))]\n" : "  \(node.id)\n"
                }
            }
        }
        var red: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            out += "  \(edge.from) --> \(edge.to)\n"
            if edge.violation != nil { red.append(index) }
        }
        if !red.isEmpty {
            out += "  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:red,stroke-width:2px\n"
        }
        return out
    }

    /// `{"version": 1, "nodes": [{"id", "kind", "feature", "layer"}], "edges": [{"from", "to", "violation"}]}`.
    package static func json(_ graph: ModuleGraph) -> String {
        func quote(_ text: String?) -> String {
            guard let text else { return "null" }
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }
        let nodes = graph.nodes.map {
            "    {\"id\": \(quote($0.id)), \"kind\": \(quote($0.kind)), \"feature\": \(quote($0.feature)), \"layer\": \(quote($0.layer))}"
        }
        let edges = graph.edges.map {
            "    {\"from\": \(quote($0.from)), \"to\": \(quote($0.to)), \"violation\": \(quote($0.violation))}"
        }
        return "{\n  \"version\": 1,\n  \"nodes\": [\n" + nodes.joined(separator: ",\n") + "\n  ],\n  \"edges\": [\n"
            + edges.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The graph as Make variables, for a graph of what `<Root>` is built from: `<ROOT>_MODULES`, its modules after
    /// their dependencies (ties in name order), the root left out (it is what they build), then
    /// `<ROOT>_DEPS_<Module>`, each one's direct dependencies: what a Makefile needs to build the root without
    /// SwiftPM. The header says the file was written by `writer`.
    package static func make(_ graph: ModuleGraph, writtenBy writer: String) -> String {
        let root = graph.root ?? ""
        let prefix = root.isEmpty ? "MODULE" : root.uppercased()
        var dependencies: [String: Set<String>] = [:]
        for edge in graph.edges { dependencies[edge.from, default: []].insert(edge.to) }
        var ordered: [String] = []
        var placed: Set<String> = []
        var remaining = Set(graph.nodes.map(\.id)).subtracting([root])
        while !remaining.isEmpty {
            let ready = remaining.filter { dependencies[$0, default: []].subtracting([root]).isSubset(of: placed) }
            // A cycle (which lint reports) leaves none ready: the rest in name order rather than no answer.
            let next = ready.min() ?? remaining.min()!
            ordered.append(next)
            placed.insert(next)
            remaining.remove(next)
        }
        var lines = [
            "# " + (root.isEmpty ? "The modules selected" : "The modules \(root) is built from")
                + ", each after its dependencies, and what each",
            "# depends on; written by `\(writer)` from Manifest/.",
            "\(prefix)_MODULES := " + ordered.joined(separator: " "),
        ]
        for module in ordered where !dependencies[module, default: []].isEmpty {
            lines.append(
                "\(prefix)_DEPS_\(module) := " + dependencies[module, default: []].sorted().joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
