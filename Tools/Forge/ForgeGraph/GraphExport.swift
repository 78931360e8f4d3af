import ForgeSupport
import Foundation

/// The module graph exported, for `graph`: drawn as its caller asks, and written to a file when one is given.
package struct GraphExport {
    /// What became of the drawing.
    package enum Destination: Equatable, Sendable {
        /// No file was asked for: the caller shows the text.
        case none
        /// Written to this file.
        case written(URL)
        /// The file could not be written (why).
        case notWritten(String)
    }

    /// The graph selected, its drawing, and where the drawing went.
    package struct Result: Sendable {
        package let selected: SelectedGraph
        package let text: String
        package let destination: Destination
    }

    /// The repository's root, which a relative output path is read from.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// The graph `options` select, drawn by `draw`, and written to `outputFile` when it is given (its folders
    /// made on the way).
    package func export(
        _ options: ModuleGraph.Options, drawnBy draw: (ModuleGraph) -> String, to outputFile: String?
    ) throws(GraphSelectionFailure) -> Result {
        let selected = try ModuleDiagrams(root: root).graph(options)
        let text = draw(selected.graph)
        guard let outputFile else { return Result(selected: selected, text: text, destination: .none) }
        return Result(selected: selected, text: text, destination: write(text, to: outputFile))
    }

    /// Writes `text` to `outputFile` (relative to the root), its folders made on the way; says where it went or
    /// why it could not be written.
    package func write(_ text: String, to outputFile: String) -> Destination {
        let url = URL(fileURLWithPath: outputFile, relativeTo: root)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: url)
        } catch {
            return .notWritten("\(error)")
        }
        return .written(url)
    }
}
