import Common
import DesignSystem
import HistoryDomainApi
import PlainText

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
                + "kept unplaced \(counts.keptUnplaced), not a film (kept) \(counts.notAFilm), "
                + "kept with a wrong value \(counts.keptWithProblems)"
                + (counts.reviewed > 0 ? ", reviews added to viewings \(counts.reviewed)" : ""),
            "  films rated for the first time \(report.ratingsCreated) (from rating rows and rated diary rows)",
        ]
        if counts.loggedAsMarked + counts.diaryKept > 0 {
            lines.append(
                "  watched rows: \(counts.loggedAsMarked) logged on the day marked as watched (no diary day), "
                    + "\(counts.diaryKept) left to the diary's days")
        }
        lines += rowSections(report.lines)
        if report.placedFromBefore > 0 {
            lines.append("Placed \(Self.rows(report.placedFromBefore)) kept by earlier imports.")
        }
        if report.isDryRun { lines.append(painter.paint("Dry run: your history was not changed.", .muted)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rows worth naming, by line, each kind under its heading: near matches, rows kept unplaced, not films,
    /// rows with a wrong value.
    private func rowSections(_ rows: [HistoryImportReport.Line]) -> [String] {
        let near = rows.filter { $0.nearMatch != nil }
        var lines: [String] = []
        if !near.isEmpty {
            lines.append("Near matches, placed as the one film of the title a year off (release dates differ):")
            lines += near.map(describeNearMatch)
        }
        let sections: [(String, (HistoryImportReport.Outcome) -> Bool)] = [
            (
                "Kept as they came, placed once a catalogue that has them is in use:",
                {
                    if case .keptUnplaced = $0 { true } else { false }
                }
            ),
            (
                "Not films, kept as they came (listed by `diary list --unplaced`, never counted as films):",
                {
                    if case .notAFilm = $0 { true } else { false }
                }
            ),
            (
                "Kept as they came with a wrong value (fix the file and import it again, or `diary place`):",
                {
                    if case .keptWithProblems = $0 { true } else { false }
                }
            ),
        ]
        for (heading, belongs) in sections {
            let matching = rows.filter { belongs($0.outcome) }
            guard !matching.isEmpty else { continue }
            lines.append(heading)
            for line in matching { lines += describe(line) }
        }
        return lines
    }

    private func describe(_ line: HistoryImportReport.Line) -> [String] {
        let place = line.line > 0 ? "line \(line.line)" : "row"
        let head = "  \(place): \(TextSanitizer.sanitize(line.name.isEmpty ? "(no title)" : line.name))"
        switch line.outcome {
        case .notAFilm(let type): return [head + ": " + TextSanitizer.sanitize(type)]
        case .keptWithProblems(let problems):
            return [head + ": " + problems.map { TextSanitizer.sanitize($0.description) }.joined(separator: "; ")]
        case .keptUnplaced(let candidates) where !candidates.isEmpty:
            let why =
                candidates.count == 1
                ? ": the one film of this title is a year off and of another kind (a short, a feature), so not taken:"
                : ": several films have this title:"
            return [head + why]
                + candidates.map {
                    "      \(DisplayWidth.pad(TextSanitizer.sanitize($0.movieID), to: 10)) "
                        + TextSanitizer.sanitize(TitleText.named($0.title, year: $0.year))
                }
        case .keptUnplaced: return [head + ": not in the catalogue in use"]
        default: return []
        }
    }

    private func describeNearMatch(_ line: HistoryImportReport.Line) -> String {
        let film = line.nearMatch.map { TitleText.named($0.title, year: $0.year) } ?? ""
        return "  line \(line.line): \(TextSanitizer.sanitize(line.name)) as \(TextSanitizer.sanitize(film))"
    }

    private static func rows(_ count: Int) -> String { "\(count) row\(count == 1 ? "" : "s")" }

    /// How many rows ended each way.
    struct Counts: Encodable, Equatable {
        var rated = 0, logged = 0, loggedAsMarked = 0, alreadyThere = 0, diaryKept = 0, keptUnplaced = 0
        var notAFilm = 0, keptWithProblems = 0, reviewed = 0

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
                case .keptWithProblems: keptWithProblems += 1
                case .reviewed: reviewed += 1
                }
            }
        }
    }

    /// The report for scripts: the counts, then every row with its outcome (`HistoryImportReportJSON`).
    static func json(_ report: HistoryImportReport) -> String { HistoryImportReportJSON.text(report) }
}
