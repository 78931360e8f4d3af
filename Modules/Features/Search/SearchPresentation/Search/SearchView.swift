import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import SearchDomain
import Terminal

/// Draws search results: a table on a terminal (plain when piped), or JSON.
@MainActor
struct SearchView {
    let console: Console
    let format: OutputFormat

    func render(_ state: SearchViewState) {
        switch state.phase {
        case .idle, .loading:
            return
        case .failed(let error):
            console.writeFailure(SearchErrorMessages(mode: .commandLine).text(for: error))
        case .loaded(let page):
            let query = state.query ?? SearchQuery(text: "")
            format == .json
                ? console.write(json(page, query: query, marks: state.marks))
                : console.write(text(page, query: query, marks: state.marks))
        }
    }

    func text(_ page: SearchResultPage, query: SearchQuery, marks: SeenMarks = SeenMarks()) -> String {
        let painter = console.painter
        // A search by person alone has no words to quote: its note says whose films they are.
        let quoted = query.text.isEmpty ? "" : " \"\(TextSanitizer.sanitize(query.text))\""
        let note = page.scopeNote.map { painter.paint(TextSanitizer.sanitize($0), .muted) + "\n" } ?? ""
        guard page.totalCount > 0 else {
            return (query.text.isEmpty ? "No films match.\n" : "No films match\(quoted).\n") + note
        }
        var header =
            "\(NumberText.grouped(page.totalCount)) \(page.totalCount == 1 ? "film" : "films")"
            + (query.text.isEmpty ? "" : (page.totalCount == 1 ? " matches" : " match") + quoted)
        if page.pageCount > 1 { header += " (page \(page.page) of \(page.pageCount))" }
        guard !page.movies.isEmpty else {
            return header + "\n"
                + painter.paint("There is no page \(page.page); the last is \(page.pageCount).", .warning) + "\n"
        }
        let table = Self.table(page.movies, marks: marks)
        var output =
            painter.paint(header, .title) + "\n" + note + table.render(width: console.width, painter: painter)
        if marks.isShown(for: page.movies.map(\.id.rawValue)) {
            output += SeenMarks.legend(width: console.width, painter: painter)
        }
        if page.page < page.pageCount {
            output += painter.paint("More: --page \(page.page + 1). Details: movieland detail <id>.", .muted) + "\n"
        }
        return output
    }

    /// Films as rows: id, title, year, rating (coloured by how good) and votes, and the `SeenMarks` column when
    /// one of them is marked.
    static func table(_ movies: [Movie], marks: SeenMarks = SeenMarks()) -> Table {
        let marked = marks.isShown(for: movies.map(\.id.rawValue))
        return Table(
            columns: [
                Table.Column("ID", alignment: .right), Table.Column("Title", isFlexible: true, minimumWidth: 10),
                Table.Column("Year", alignment: .right), Table.Column("Rating", alignment: .right),
                Table.Column("Votes", alignment: .right),
            ] + (marked ? [SeenMarks.column] : []),
            rows: movies.map { movie in
                [
                    Table.Cell(movie.id.rawValue, style: .muted), Table.Cell(movie.title),
                    Table.Cell(movie.year.map(String.init) ?? ""),
                    movie.rating.map { Table.Cell(NumberText.oneDecimal($0), style: RatingView.token(for: $0)) } ?? "",
                    Table.Cell(movie.votes.map(NumberText.grouped) ?? ""),
                ] + (marked ? [marks.cell(for: movie.id.rawValue)] : [])
            })
    }

    func json(_ page: SearchResultPage, query: SearchQuery, marks: SeenMarks = SeenMarks()) -> String {
        struct Output: Encodable {
            let query: String
            let page: Int
            let pageCount: Int
            let total: Int
            /// What `total` counts when it is not every match; null otherwise (the key is always there).
            @NullEncoded var note: String?
            let results: [SeenMarks.MarkedJSON<Movie>]
        }
        return JSONOutput.text(
            Output(
                query: query.text, page: page.page, pageCount: page.pageCount, total: page.totalCount,
                note: page.scopeNote, results: page.movies.map { marks.json($0, id: $0.id.rawValue) }))
    }
}
