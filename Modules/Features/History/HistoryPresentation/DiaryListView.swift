import Common
import DesignSystem
import HistoryDomainApi
import PlainText

/// `diary list`: the viewings and the kept days a film was seen, newest first, in a table (kept ones marked by
/// their `k` id and "kept"), with the reviews under their viewings on request; `--unplaced` lists every kept row
/// with why; or JSON.
struct DiaryListView {
    let painter: Painter
    let width: Int

    /// What `diary list` shows of `diary`.
    struct Request: Sendable, Equatable {
        var year: Int?
        /// Only the kept rows, each with why (`--unplaced`).
        var unplaced = false
        /// The reviews under their viewings (`--reviews`).
        var reviews = false
    }

    func text(_ diary: Diary, _ request: Request) -> String {
        if request.unplaced { return unplacedText(diary.kept) }
        let count = diary.viewings.count + diary.kept.count
        if count == 0, let year = request.year {
            return "Your diary has no viewing in \(year). See every year with: movieland diary list\n"
                + otherKeptText(diary)
        }
        guard count > 0 else {
            if diary.otherKept > 0 { return "Your diary has no viewing yet.\n" + otherKeptText(diary) }
            return "Your diary is empty. Log a film with: movieland diary add <id | title> [--date YYYY-MM-DD]\n"
        }
        var heading = "\(count) viewing\(count == 1 ? "" : "s") in your diary"
        if !diary.kept.isEmpty { heading += " (\(diary.kept.count) kept outside the catalogue in use)" }
        var text = painter.paint(heading, .title) + "\n"
        let entries = Self.entries(diary)
        text += Self.table(entries).render(width: width, painter: painter)
        if request.reviews { text += reviews(entries) }
        if !diary.kept.isEmpty {
            text +=
                painter.paint("Kept rows are as their file gave them; why: movieland diary list --unplaced", .muted)
                + "\n"
        }
        return text + otherKeptText(diary)
    }

    /// The line that says how many kept rows are no day a film was seen, and where they are; empty when none.
    private func otherKeptText(_ diary: Diary) -> String {
        guard diary.otherKept > 0 else { return "" }
        let one = diary.otherKept == 1
        return painter.paint(
            "\(one ? "1 other kept row is" : "\(diary.otherKept) other kept rows are") not listed here (a rating, "
                + "or a viewing whose day or line could not be read); see \(one ? "it" : "them") with: "
                + "movieland diary list --unplaced", .muted) + "\n"
    }

    /// One line of the diary: a viewing, or a kept day a film was seen.
    enum Entry {
        case viewing(Viewing)
        case kept(KeptRow)

        var date: DiaryDate? {
            switch self {
            case .viewing(let viewing): viewing.date
            case .kept(let kept): kept.row.date
            }
        }

        var review: String? {
            switch self {
            case .viewing(let viewing): viewing.review
            case .kept(let kept): kept.row.review
            }
        }

        var cells: [Table.Cell] {
            switch self {
            case .viewing(let viewing):
                [
                    Table.Cell(viewing.date.description), Table.Cell(viewing.title),
                    Table.Cell(viewing.year.map(String.init) ?? ""), Table.Cell(viewing.rating?.description ?? ""),
                    Table.Cell(viewing.isRewatch ? "yes" : ""),
                    Table.Cell(viewing.tags.joined(separator: ", "), style: .muted),
                    Table.Cell(viewing.id, style: .muted),
                ]
            case .kept(let kept):
                [
                    Table.Cell(kept.row.date?.description ?? ""), Table.Cell(kept.row.title + " (kept)", style: .muted),
                    Table.Cell(kept.row.year.map(String.init) ?? ""), Table.Cell(kept.row.rating?.description ?? ""),
                    Table.Cell(kept.row.isRewatch ? "yes" : ""),
                    Table.Cell(kept.row.tags.joined(separator: ", "), style: .muted),
                    Table.Cell(kept.id, style: .muted),
                ]
            }
        }
    }

    /// The viewings and kept days, newest first; on one day, kept ones after the viewings. One pass over the
    /// viewings (already newest first) and the kept days sorted alike: inserting each kept day into the list
    /// moved thousands of entries per row.
    static func entries(_ diary: Diary) -> [Entry] {
        let dated = diary.kept.compactMap { kept in kept.row.date.map { (date: $0, kept: kept) } }
            .sorted { ($0.date, $1.kept.number) > ($1.date, $0.kept.number) }
        var entries: [Entry] = []
        entries.reserveCapacity(diary.viewings.count + diary.kept.count)
        var next = dated.startIndex
        for viewing in diary.viewings {
            while next < dated.endIndex, dated[next].date > viewing.date {
                entries.append(.kept(dated[next].kept))
                next += 1
            }
            entries.append(.viewing(viewing))
        }
        entries += dated[next...].map { .kept($0.kept) }
        entries += diary.kept.filter { $0.row.date == nil }.map(Entry.kept)
        return entries
    }

    /// Entries as rows: day, title, year, rating, rewatch, tags and the id; with `filmRatings`, each film's
    /// rating now too ("Yours", after the rating given that day), as the History tab shows it.
    static func table(_ entries: [Entry], filmRatings: [String: FilmRating]? = nil) -> Table {
        var columns = [
            Table.Column("Date"), Table.Column("Title", isFlexible: true, minimumWidth: 10),
            Table.Column("Year", alignment: .right), Table.Column("Rating"), Table.Column("Rewatch"),
            Table.Column("Tags"), Table.Column("ID", alignment: .right),
        ]
        guard let filmRatings else { return Table(columns: columns, rows: entries.map(\.cells)) }
        columns.insert(Table.Column("Yours"), at: 4)
        return Table(
            columns: columns,
            rows: entries.map { entry in
                var cells = entry.cells
                let yours: FilmRating? =
                    if case .viewing(let viewing) = entry { filmRatings[viewing.movieID] } else { nil }
                cells.insert(Table.Cell(yours?.description ?? "", style: .accent), at: 4)
                return cells
            })
    }

    /// Each review under the day and film it is of.
    private func reviews(_ entries: [Entry]) -> String {
        let reviewed = entries.filter { $0.review != nil }
        guard !reviewed.isEmpty else { return "No review in these viewings.\n" }
        return "\nReviews\n"
            + reviewed.map { entry in
                let head = entry.cells.prefix(3).map(\.text).joined(separator: "  ")
                let body = TextSanitizer.sanitize(entry.review ?? "", keepNewlines: true)
                    .split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                return ([painter.paint(head, .title)] + body).joined(separator: "\n") + "\n"
            }.joined()
    }

    /// Every kept row with its id, kind, day, title, year, rating and why it was kept.
    private func unplacedText(_ kept: [KeptRow]) -> String {
        guard !kept.isEmpty else {
            return "No row is kept unplaced: every imported row is in your diary or your ratings.\n"
        }
        let heading = "\(kept.count) row\(kept.count == 1 ? "" : "s") kept as \(kept.count == 1 ? "it" : "they") came"
        let table = Table(
            columns: [
                Table.Column("ID"), Table.Column("Kind"), Table.Column("Date"),
                Table.Column("Title", isFlexible: true, minimumWidth: 10), Table.Column("Year", alignment: .right),
                Table.Column("Rating"), Table.Column("Why", isFlexible: true, minimumWidth: 12),
            ],
            rows: kept.map { kept in
                [
                    Table.Cell(kept.id, style: .muted), Table.Cell(kept.row.kind.rawValue),
                    Table.Cell(kept.row.date?.description ?? kept.row.value(wrongIn: .date) ?? ""),
                    Table.Cell(kept.row.title.isEmpty ? "(no title)" : kept.row.title),
                    Table.Cell(kept.row.year.map(String.init) ?? ""), Table.Cell(kept.row.rating?.description ?? ""),
                    Table.Cell(kept.reason, style: .muted),
                ]
            })
        return painter.paint(heading, .title) + "\n" + table.render(width: width, painter: painter)
            + Self.candidates(kept) + "Place one with: movieland diary place <k id> <film> [--year Y] [--date D]; "
            + "remove one with: movieland diary remove <k id>\n"
    }

    /// The films each kept row could be, under its id.
    private static func candidates(_ kept: [KeptRow]) -> String {
        kept.filter { !$0.candidates.isEmpty }.map { kept in
            "\(kept.id) could be:\n"
                + kept.candidates.map {
                    "    \(DisplayWidth.pad(TextSanitizer.sanitize($0.movieID), to: 10)) "
                        + TextSanitizer.sanitize(TitleText.named($0.title, year: $0.year)) + "\n"
                }.joined()
        }.joined()
    }

    /// `{"viewings": [{"id", "movieID", "title", "year", "date", "rating": {"scale", "value"} | null, "rewatch",
    /// "tags", "review"}], "kept": [{"id", "kind", "title", "year", "date", "rating", "rewatch", "tags", "review",
    /// "reason", "problems", "candidates": [{"id", "title", "year"}]}]}` (`DiaryJSON`).
    static func json(_ diary: Diary) -> String { JSONOutput.text(DiaryJSON(diary)) }
}
