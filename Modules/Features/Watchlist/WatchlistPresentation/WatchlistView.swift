import Common
import DesignSystem
import FoundationEssentials
import PlainText
import Terminal
import WatchlistDomainApi

/// Draws watchlist changes and the list itself.
@MainActor
struct WatchlistView {
    let console: Console
    let format: OutputFormat

    func render(_ state: WatchlistViewState) {
        let painter = console.painter
        switch state.phase {
        case .idle, .working:
            return
        case .added(let entry):
            console.write(
                painter.paint(TextSanitizer.sanitize(WatchlistChange.added(entry).description), .success) + "\n")
        case .alreadyListed(let entry):
            console.write("\(Self.name(entry)) is already on your watchlist.\n")
        case .removed(let entry):
            console.write(TextSanitizer.sanitize(WatchlistChange.removed(entry).description) + "\n")
        case .listed(let entries):
            console.write(text(entries, notInCatalogue: state.idsNotInCatalogue))
        case .imported(let report):
            console.write(
                format == .json
                    ? ImportReportView.json(report)
                    : ImportReportView(painter: painter).text(report))
        case .exported(let text):
            console.write(text)
        case .exportWritten(let path, let count):
            console.write("Wrote \(count) film\(count == 1 ? "" : "s") to \(TextSanitizer.sanitize(path)).\n")
        case .failed(let error):
            let lines =
                [
                    Console.failureLine(
                        WatchlistErrorMessages(mode: .commandLine).text(for: error), program: console.programName)
                ]
                + error.candidates.map { film in
                    "  \(DisplayWidth.pad(film.movieID, to: 6)) "
                        + TitleText.named(film.title, year: film.year)
                }
            console.writeError(lines.joined(separator: "\n"))
        }
    }

    static func name(_ entry: WatchlistEntry) -> String {
        TextSanitizer.sanitize(TitleText.named(entry.title, year: entry.year))
    }

    func text(_ entries: [WatchlistEntry], notInCatalogue: Set<String> = []) -> String {
        guard !entries.isEmpty else {
            return "Your watchlist is empty. Add a film with: movieland watchlist add <id | title>\n"
        }
        let table = Self.table(entries, notInCatalogue: notInCatalogue)
        let count = "\(entries.count) film\(entries.count == 1 ? "" : "s") on your watchlist"
        return console.painter.paint(count, .title) + "\n"
            + table.render(width: console.width, painter: console.painter)
            + (entries.contains { notInCatalogue.contains($0.movieID) } ? Self.notInCatalogueNote + "\n" : "")
    }

    /// What the mark on an id the catalogue in use does not have means.
    static let notInCatalogueNote =
        "* not in the catalogue in use (added from another source); kept on your list, found by title and year"

    /// Entries as rows: position, title, year, the day it was added and the film's id (marked `*` when the
    /// catalogue in use does not have it).
    static func table(_ entries: [WatchlistEntry], notInCatalogue: Set<String> = []) -> Table {
        Table(
            columns: [
                Table.Column("#", alignment: .right), Table.Column("Title", isFlexible: true, minimumWidth: 10),
                Table.Column("Year", alignment: .right), Table.Column("Added"), Table.Column("ID", alignment: .right),
            ],
            rows: entries.enumerated().map { index, entry in
                [
                    Table.Cell(String(index + 1)), Table.Cell(entry.title),
                    Table.Cell(entry.year.map(String.init) ?? ""),
                    Table.Cell(Self.day(entry.addedAt), style: .muted),
                    Table.Cell(
                        notInCatalogue.contains(entry.movieID) ? "*" + entry.movieID : entry.movieID, style: .muted),
                ]
            })
    }

    static func day(_ date: Date) -> String {
        DateText.day(date)
    }
}
