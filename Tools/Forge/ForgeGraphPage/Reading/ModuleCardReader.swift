import ForgeSupport
import Foundation

/// Finds what a module's card says: the README.md of its folder, else the row naming the module (in backticks, in
/// the first column of a Markdown table) in the nearest ancestor folder's README.md, up to the repository root.
struct ModuleCardReader {
    /// A card's text and the README.md it came from, relative to the repository root.
    struct Card: Equatable {
        let text: String
        let source: String
    }

    let rootPath: String

    /// The card of `module`, whose folder is `folder` (relative to the root), or nil when neither its folder's
    /// README.md nor a table row of an ancestor's describes it.
    func card(of module: String, folder: String) -> Card? {
        let own = FileSystem.join(folder, "README.md")
        if let text = contents(of: own) { return Card(text: text, source: own) }
        var components = folder.split(separator: "/").map(String.init)
        while !components.isEmpty {
            components.removeLast()
            let readme = components.isEmpty ? "README.md" : components.joined(separator: "/") + "/README.md"
            if let text = contents(of: readme), let row = Self.row(naming: module, in: text) {
                return Card(text: row, source: readme)
            }
        }
        return nil
    }

    private func contents(of relativePath: String) -> String? {
        FileManager.default.contents(atPath: FileSystem.join(rootPath, relativePath))
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The row of a table in `markdown` whose first cell is `` `module` ``, as text: the module's name, then each
    /// other cell on a line of its own after its column's heading.
    static func row(naming module: String, in markdown: String) -> String? {
        var headings: [String] = []
        var previousWasRow = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                previousWasRow = false
                continue
            }
            let cells = cells(of: trimmed)
            if !previousWasRow { headings = cells }
            previousWasRow = true
            guard cells.first == "`\(module)`" else { continue }
            let described = cells.indices.dropFirst().map { index in
                let heading = index < headings.count && headings != cells ? headings[index] : ""
                return heading.isEmpty ? cells[index] : heading + ": " + cells[index]
            }
            return ([module] + described).joined(separator: "\n")
        }
        return nil
    }

    /// The cells of a table row, trimmed; `\|` is a bar inside a cell.
    private static func cells(of row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row.dropFirst() {
            if escaped {
                current.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { cells.append(last) }
        return cells
    }
}
