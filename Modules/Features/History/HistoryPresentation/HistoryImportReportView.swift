import Common
import DesignSystem
import HistoryDomainApi

/// The account of a history import: how many rows ended each way, then, by line, every row kept unplaced or not a
/// film, and which dates watched rows were given.
struct HistoryImportReportView {
    let painter: Painter

    func text(_ report: HistoryImportReport) -> String {
        let counts = Counts(report)
        let encoding = report.encoding.map { " (read as \($0): the file is not UTF-8)" } ?? ""
        var lines = [
            painter.paint(
                "\(report.isDryRun ? "Would import" : "Imported") \(report.shape): \(Self.rows(report.lines.count))"
                    + encoding, .title),
            "  rated \(counts.rated), logged \(counts.logged), already in your history \(counts.alreadyThere), "
                + "kept unplaced \(counts.keptUnplaced), not a film \(counts.notAFilm)",
        ]
        if counts.loggedAsMarked + counts.diaryKept > 0 {
            lines.append(
                "  watched rows: \(counts.loggedAsMarked) logged on the day marked as watched (no diary day), "
                    + "\(counts.diaryKept) left to the diary's days")
        }
        let kept = report.lines.filter { if case .keptUnplaced = $0.outcome { true } else { false } }
        if !kept.isEmpty {
            lines.append("Kept as they came, placed once a catalogue that has them is in use:")
            for line in kept { lines += describe(line) }
        }
        let notFilms = report.lines.filter { if case .notAFilm = $0.outcome { true } else { false } }
        if !notFilms.isEmpty {
            lines.append("Not films, not imported:")
            for line in notFilms { lines += describe(line) }
        }
        if report.placedFromBefore > 0 {
            lines.append("Placed \(Self.rows(report.placedFromBefore)) kept by earlier imports.")
        }
        if report.isDryRun { lines.append(painter.paint("Dry run: your history was not changed.", .muted)) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ line: HistoryImportReport.Line) -> [String] {
        let head = "  line \(line.line): \(TextSanitizer.sanitize(line.name.isEmpty ? "(no title)" : line.name))"
        switch line.outcome {
        case .notAFilm(let type): return [head + ": " + TextSanitizer.sanitize(type)]
        case .keptUnplaced(let candidates) where !candidates.isEmpty:
            return [head + ": several films have this title:"]
                + candidates.map {
                    "      \(DisplayWidth.pad(TextSanitizer.sanitize($0.movieID), to: 10)) "
                        + TextSanitizer.sanitize(TitleText.named($0.title, year: $0.year))
                }
        case .keptUnplaced: return [head + ": not in the catalogue in use"]
        default: return []
        }
    }

    private static func rows(_ count: Int) -> String { "\(count) row\(count == 1 ? "" : "s")" }

    /// How many rows ended each way.
    struct Counts: Encodable, Equatable {
        var rated = 0, logged = 0, loggedAsMarked = 0, alreadyThere = 0, diaryKept = 0, keptUnplaced = 0
        var notAFilm = 0

        init(_ report: HistoryImportReport) {
            for line in report.lines {
                switch line.outcome {
                case .rated: rated += 1
                case .logged: logged += 1
                case .loggedAsMarked: loggedAsMarked += 1; logged += 1
                case .alreadyThere: alreadyThere += 1
                case .diaryKept: diaryKept += 1
                case .keptUnplaced: keptUnplaced += 1
                case .notAFilm: notAFilm += 1
                }
            }
        }
    }

    /// The report for scripts: the counts, then every row with its outcome.
    static func json(_ report: HistoryImportReport) -> String {
        struct Choice: Encodable {
            let id: String
            let title: String
            @NullEncoded var year: Int?
        }
        struct Row: Encodable {
            let line: Int
            let name: String
            let outcome: String
            let date: String?
            let rating: FilmRating?
            let titleType: String?
            let candidates: [Choice]?
        }
        struct Output: Encodable {
            let shape: String
            @NullEncoded var encoding: String?
            let dryRun: Bool
            let placedFromBefore: Int
            let counts: Counts
            let rows: [Row]
        }
        let rows = report.lines.map { line -> Row in
            switch line.outcome {
            case .rated(let rating):
                Row(
                    line: line.line, name: line.name, outcome: "rated", date: nil, rating: rating, titleType: nil,
                    candidates: nil)
            case .logged(let date), .loggedAsMarked(let date):
                Row(
                    line: line.line, name: line.name,
                    outcome: line.outcome == .logged(date) ? "logged" : "loggedAsMarked",
                    date: date.description, rating: nil, titleType: nil, candidates: nil)
            case .alreadyThere, .diaryKept:
                Row(
                    line: line.line, name: line.name,
                    outcome: line.outcome == .alreadyThere ? "alreadyThere" : "diaryKept",
                    date: nil, rating: nil, titleType: nil, candidates: nil)
            case .keptUnplaced(let choices):
                Row(
                    line: line.line, name: line.name, outcome: "keptUnplaced", date: nil, rating: nil, titleType: nil,
                    candidates: choices.isEmpty
                        ? nil : choices.map { Choice(id: $0.movieID, title: $0.title, year: $0.year) })
            case .notAFilm(let type):
                Row(
                    line: line.line, name: line.name, outcome: "notAFilm", date: nil, rating: nil, titleType: type,
                    candidates: nil)
            }
        }
        return JSONOutput.text(
            Output(
                shape: report.shape, encoding: report.encoding, dryRun: report.isDryRun,
                placedFromBefore: report.placedFromBefore, counts: Counts(report), rows: rows))
    }
}
