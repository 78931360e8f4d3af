import Common
import DesignSystem
import HistoryDomainApi
import Terminal

/// Draws the items: a table, or JSON.
@MainActor
struct HistoryView {
    let console: Console
    let format: OutputFormat

    func render(_ state: HistoryViewState) {
        switch state.phase {
        case .idle, .loading:
            return
        case .failed(let error):
            console.writeFailure(HistoryErrorMessages(mode: .commandLine).text(for: error))
        case .loaded(let items):
            console.write(format == .json ? json(items) : text(items))
        }
    }

    func text(_ items: [HistoryItem]) -> String {
        guard !items.isEmpty else { return "Nothing here yet.\n" }
        return Self.table(items).render(width: console.width, painter: console.painter)
    }

    /// The items as rows: id and title.
    static func table(_ items: [HistoryItem]) -> Table {
        Table(
            columns: [Table.Column("ID", alignment: .right), Table.Column("Title", isFlexible: true)],
            rows: items.map { [Table.Cell($0.id, style: .muted), Table.Cell($0.title)] })
    }

    func json(_ items: [HistoryItem]) -> String {
        struct Entry: Encodable {
            let id: String
            let title: String
        }
        struct Output: Encodable { let items: [Entry] }
        return JSONOutput.text(Output(items: items.map { Entry(id: $0.id, title: $0.title) }))
    }
}
