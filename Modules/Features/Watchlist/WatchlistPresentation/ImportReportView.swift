import CatalogueDomainApi
import Common
import DesignSystem
import FoundationEssentials
import PlainText
import WatchlistDomain
import WatchlistDomainApi

/// The account of an import: how many rows ended each way, then every row that was not added, by line.
struct ImportReportView {
    let painter: Painter

    func text(_ report: ImportReport) -> String {
        let counts = Self.counts(report)
        var lines = [
            painter.paint(
                "\(report.dryRun ? "Would import" : "Imported") \(report.shape): \(Self.films(report.rows.count))",
                .title),
            "  added \(counts.added), already on your watchlist \(counts.alreadyListed), not a film \(counts.notAFilm), "
                + "ambiguous \(counts.ambiguous), not found \(counts.notFound)",
        ]
        let notAdded = report.notAdded
        if !notAdded.isEmpty {
            lines.append("Not added:")
            for placed in notAdded { lines += describe(placed) }
        }
        let kept = report.rows.filter(\.isKept).count
        if kept > 0 {
            lines.append(
                "Kept \(Self.films(kept)) not placed: a later import adds them once the catalogue in use has them.")
        }
        if report.placedFromBefore > 0 {
            lines.append("Added \(Self.films(report.placedFromBefore)) kept by earlier imports.")
        }
        if report.dryRun { lines.append(painter.paint("Dry run: the watchlist was not changed.", .muted)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row that was not added: its line, its name and why, with the candidates of an ambiguous one.
    private func describe(_ placed: PlacedRow) -> [String] {
        let name = TextSanitizer.sanitize(placed.row.title.isEmpty ? "(no title)" : placed.row.name)
        let head = "  line \(placed.row.line): \(name): "
        switch placed.outcome {
        case .added: return []
        case .alreadyListed: return [head + "already on your watchlist"]
        case .notAFilm(let type): return [head + "not a film (\(TextSanitizer.sanitize(type)))"]
        case .notFound: return [head + "not found in the catalogue in use"]
        case .ambiguous(let candidates):
            return [head + "ambiguous, one of:"]
                + candidates.map { film in
                    "      \(DisplayWidth.pad(TextSanitizer.sanitize(film.movieID), to: 10)) "
                        + TextSanitizer.sanitize(TitleText.named(film.title, year: film.year))
                }
                + ["    add the one you mean with: movieland watchlist add <id>"]
        }
    }

    private static func films(_ count: Int) -> String { "\(count) row\(count == 1 ? "" : "s")" }

    struct Counts: Encodable, Equatable {
        var added = 0, alreadyListed = 0, notAFilm = 0, ambiguous = 0, notFound = 0
    }

    static func counts(_ report: ImportReport) -> Counts {
        var counts = Counts()
        for placed in report.rows {
            switch placed.outcome {
            case .added: counts.added += 1
            case .alreadyListed: counts.alreadyListed += 1
            case .notAFilm: counts.notAFilm += 1
            case .ambiguous: counts.ambiguous += 1
            case .notFound: counts.notFound += 1
            }
        }
        return counts
    }

    /// The report for scripts: the counts, then every row with its outcome.
    static func json(_ report: ImportReport) -> String {
        struct Film: Encodable {
            let id: String
            let title: String
            @NullEncoded var year: Int?
        }
        struct Row: Encodable {
            let line: Int
            let title: String
            @NullEncoded var year: Int?
            let outcome: String
            let film: Film?
            let titleType: String?
            let candidates: [Film]?
        }
        struct Output: Encodable {
            let shape: String
            let dryRun: Bool
            let counts: Counts
            let placedFromBefore: Int
            let rows: [Row]
        }
        let rows = report.rows.map { placed -> Row in
            let (outcome, film, type, candidates) = Self.parts(placed.outcome)
            return Row(
                line: placed.row.line, title: placed.row.title, year: placed.row.year, outcome: outcome,
                film: film.map { Film(id: $0.movieID, title: $0.title, year: $0.year) }, titleType: type,
                candidates: candidates?.map { Film(id: $0.movieID, title: $0.title, year: $0.year) })
        }
        return JSONOutput.text(
            Output(
                shape: report.shape, dryRun: report.dryRun, counts: counts(report),
                placedFromBefore: report.placedFromBefore, rows: rows))
    }

    private static func parts(
        _ outcome: RowOutcome
    ) -> (String, WatchlistEntry?, String?, [FilmChoice]?) {
        switch outcome {
        case .added(let entry): ("added", entry, nil, nil)
        case .alreadyListed(let entry): ("alreadyListed", entry, nil, nil)
        case .notAFilm(let type): ("notAFilm", nil, type, nil)
        case .ambiguous(let candidates): ("ambiguous", nil, nil, candidates)
        case .notFound: ("notFound", nil, nil, nil)
        }
    }
}
