import CatalogueDomain
import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// Draws one film in full: its fields, whether it is on the watchlist, and its rating distribution.
@MainActor
struct MovieDetailView {
    let console: Console
    let format: OutputFormat

    func render(_ state: MovieDetailViewState) {
        switch state.phase {
        case .idle, .loading:
            return
        case .loaded(let detail):
            console.write(
                format == .json
                    ? json(detail)
                    : text(
                        detail, width: console.width, painter: console.painter,
                        addHint: "movieland watchlist add \(detail.movie.id.rawValue)", alike: nil))
        case .failed(let error):
            console.writeError(failureLines(error).joined(separator: "\n"))
        }
    }

    /// The failure and, under it, the close matches or the films to choose from.
    private func failureLines(_ error: MovieDetailError) -> [String] {
        let first = Console.failureLine(
            MovieDetailErrorMessages(mode: .commandLine).text(for: error), program: console.programName)
        guard case .film(let failure) = error else { return [first] }
        return [first]
            + failure.choices.map { "  \(DisplayWidth.pad($0.movieID, to: 6)) " + TextSanitizer.sanitize($0.name) }
    }

    /// How the interactive page draws "more like this": the film selected, if any, and how to select and open one.
    struct AlikeSelection {
        let selected: Int?
        let hint: String
    }

    /// The film as text `width` columns wide; `addHint` says how to add it to the watchlist, and `alike`, on the
    /// interactive page, which film of "more like this" is selected and how to open one.
    func text(_ detail: MovieDetail, width: Int, painter: Painter, addHint: String, alike: AlikeSelection?) -> String {
        let movie = detail.movie
        var entries: [KeyValueList.Entry] = [.init("ID", movie.id.rawValue)]
        if let original = movie.originalTitle { entries.append(.init("Original title", original)) }
        if let year = movie.year { entries.append(.init("Year", String(year))) }
        if let runtime = movie.runtimeMinutes { entries.append(.init("Runtime", "\(runtime) min")) }
        entries.append(.init("Budget", movie.budget.map { "$" + NumberText.grouped($0) } ?? "unknown"))
        if let rating = movie.rating {
            let votes = movie.votes.map { " (\(NumberText.grouped($0)) votes)" } ?? ""
            entries.append(.init("Rating", RatingView.render(rating, painter: painter) + votes))
        }
        entries.append(.init("Certification", movie.certification ?? "unknown"))
        if !movie.genres.isEmpty { entries.append(.init("Genres", movie.genres.joined(separator: ", "))) }
        entries += crewEntries(detail)
        switch detail.isOnWatchlist {
        case true?: entries.append(.init("Watchlist", "on your watchlist", style: .success))
        case false?:
            entries.append(.init("Watchlist", "not on your watchlist (\(addHint))"))
        case nil: entries.append(.init("Watchlist", "unknown: the watchlist could not be read", style: .warning))
        }
        entries += historyEntries(detail)
        var output = SectionHeader.render(MovieText.name(movie), width: width, painter: painter)
        output += KeyValueList(entries).render(width: width, painter: painter)
        output += cast(detail.credits, width: width, painter: painter)
        if let plot = movie.plot, !plot.isEmpty {
            output += "\n" + TextSanitizer.sanitize(plot) + "\n"
        }
        if let distribution = movie.ratingDistribution, distribution.count == 10,
            distribution.contains(where: { $0 > 0 })
        {
            output += "\n" + SectionHeader.render("Votes by rating", width: width, painter: painter)
            let bars = (1...10).reversed().map { star in
                BarChart.Bar(
                    label: "\(star)", value: distribution[star - 1], valueText: percent(distribution[star - 1]))
            }
            output += BarChart(bars: bars, maximum: 100).render(width: min(width, 60), painter: painter)
        }
        return output + moreLikeThis(detail, width: width, painter: painter, alike: alike)
    }

    /// "More like this": the first films `similar` lists, as it lists them; on the interactive page (`alike`)
    /// with how to open one and the selected one marked. Nothing when none were found.
    private func moreLikeThis(
        _ detail: MovieDetail, width: Int, painter: Painter, alike: AlikeSelection?
    ) -> String {
        guard !detail.moreLikeThis.isEmpty else { return "" }
        let marks = SeenMarks(detail.marks)
        let table = SimilarFilmsView.table(detail.moreLikeThis, marks: marks)
        var output = "\n" + SectionHeader.render("More like this", width: width, painter: painter)
        if let alike {
            output += painter.paint(alike.hint, .muted) + "\n"
            var list = SelectableList(count: detail.moreLikeThis.count)
            list.move(by: alike.selected ?? 0)
            output +=
                list.render(
                    table, width: width, height: detail.moreLikeThis.count + 2, painter: painter,
                    marksSelection: alike.selected != nil
                ).joined(separator: "\n") + "\n"
        } else {
            output += table.render(width: width, painter: painter)
        }
        if marks.isShown(for: detail.moreLikeThis.map(\.movieID)) {
            output += SeenMarks.legend(width: width, painter: painter)
        }
        return output
    }

    /// Your rating and the days you saw it ("3 times: ..."), when you rated or saw it.
    private func historyEntries(_ detail: MovieDetail) -> [KeyValueList.Entry] {
        var entries: [KeyValueList.Entry] = []
        if let rating = detail.yourRating { entries.append(.init("Your rating", rating, style: .success)) }
        if !detail.seenOn.isEmpty {
            let times = detail.seenOn.count > 1 ? "\(detail.seenOn.count) times: " : ""
            entries.append(.init("Seen", times + detail.seenOn.joined(separator: ", ")))
        }
        return entries
    }

    /// Directors (the credits', or the film's own list when the source has no people), writers with their jobs,
    /// composers and cinematographers.
    private func crewEntries(_ detail: MovieDetail) -> [KeyValueList.Entry] {
        func names(_ role: CreditRole) -> String {
            detail.credits.filter { $0.role == role }.map { credit in
                TextSanitizer.sanitize(credit.name) + (credit.job.map { " (\(TextSanitizer.sanitize($0)))" } ?? "")
            }.joined(separator: ", ")
        }
        let directors =
            detail.credits.contains { $0.role == .director }
            ? names(.director)
            : detail.movie.directors.joined(separator: ", ")
        let rows = [
            ("Directed by", directors), ("Written by", names(.writer)), ("Music by", names(.composer)),
            ("Cinematography", names(.cinematographer)),
        ]
        return rows.filter { !$0.1.isEmpty }.map { KeyValueList.Entry($0.0, $0.1) }
    }

    /// The cast in billing order: the first `castShown`, and how many more.
    private func cast(_ credits: [Credit], width: Int, painter: Painter) -> String {
        let cast = credits.filter { $0.role == .actor }
        guard !cast.isEmpty else { return "" }
        let table = Table(
            columns: [Table.Column("Cast", isFlexible: true, minimumWidth: 10), Table.Column("As", isFlexible: true)],
            rows: cast.prefix(Self.castShown).map {
                [Table.Cell(TextSanitizer.sanitize($0.name)), Table.Cell(PersonText.part($0))]
            })
        var output = "\n" + table.render(width: width, painter: painter)
        if cast.count > Self.castShown {
            output += painter.paint("and \(cast.count - Self.castShown) more", .muted) + "\n"
        }
        return output
    }

    /// How many of the cast the detail lists.
    static let castShown = 10

    private func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : "\(NumberText.oneDecimal(value))%"
    }

    func json(_ detail: MovieDetail) -> String {
        struct Output: Encodable {
            let movie: Movie
            @NullEncoded var onWatchlist: Bool?
            @NullEncoded var yourRating: String?
            let seenOn: [String]
            let seen: Bool
            let timesSeen: Int
            let people: [CreditJSON]
            let moreLikeThis: [SeenMarks.MarkedJSON<RankedFilmTable.Film>]
        }
        return JSONOutput.text(
            Output(
                movie: detail.movie, onWatchlist: detail.isOnWatchlist, yourRating: detail.yourRating,
                seenOn: detail.seenOn, seen: detail.yourRating != nil || !detail.seenOn.isEmpty,
                timesSeen: detail.seenOn.count, people: detail.credits.map(CreditJSON.init(person:)),
                moreLikeThis: SimilarFilmsView.marked(detail.moreLikeThis, SeenMarks(detail.marks))))
    }
}
