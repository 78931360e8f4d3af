import Common
import DesignSystem
import HistoryDomain
import HistoryDomainApi
import PlainText
import Terminal

/// Draws ratings, diary changes and the diary itself: a table, or JSON.
@MainActor
struct HistoryView {
    let console: Console
    let format: OutputFormat

    func render(_ state: HistoryViewState) {
        switch state.phase {
        case .idle, .working:
            return
        case .failed(let error):
            console.writeError(
                FilmChoiceLines.failure(
                    HistoryErrorMessages(mode: .commandLine).text(for: error),
                    choices: error.candidates.map { ($0.movieID, $0.name) },
                    program: console.programName))
        default:
            console.write(change(state.phase) ?? report(state.phase) ?? "")
        }
    }

    /// What a change to the history says it did, or nil when `phase` is no change.
    private func change(_ phase: HistoryViewState.Phase) -> String? {
        switch phase {
        case .rated(let outcome):
            Self.sentence(for: outcome) + "\n"
        case .logged(let viewing):
            console.painter.paint("Logged \(Self.name(viewing)) on \(viewing.date)", .success)
                + Self.details(viewing) + " (\(viewing.id)).\n"
        case .removed(let viewing):
            "Removed \(Self.name(viewing)), seen on \(viewing.date), from your diary.\n"
        case .keptRemoved(let kept):
            "Removed kept row \(kept.id) (\(Self.name(kept.row.title, kept.row.year))); the kept rows after it "
                + "moved up one.\n"
        case .placed(let placed):
            KeptRowPlacedView.sentence(placed) + "\n"
        case .exportWritten(let path, let count):
            "Wrote \(count) row\(count == 1 ? "" : "s") to \(TextSanitizer.sanitize(path)).\n"
        default:
            nil
        }
    }

    /// What a command that reads the history shows, as text or JSON, or nil when `phase` is no such answer.
    private func report(_ phase: HistoryViewState.Phase) -> String? {
        let json = format == .json
        switch phase {
        case .checked(let check):
            return HistoryCheckView.text(check)
        case .listed(let diary, let request):
            let view = DiaryListView(painter: console.painter, width: console.width)
            return json ? DiaryListView.json(diary) : view.text(diary, request)
        case .imported(let report):
            return json
                ? HistoryImportReportView.json(report) : HistoryImportReportView(painter: console.painter).text(report)
        case .stats(let stats):
            return json
                ? HistoryStatsView.json(stats)
                : HistoryStatsView(painter: console.painter, width: console.width).text(stats)
        case .recommended(let films, let usedPeople):
            return json
                ? RecommendationsView.json(films, usedPeople: usedPeople)
                : RecommendationsView(console: console).text(films, usedPeople: usedPeople)
        case .exported(let text):
            return text
        default:
            return nil
        }
    }

    /// "Rated The Matrix (1999) 9/10 (it was 3.5 stars)." and the like.
    static func sentence(for outcome: RatingOutcome) -> String {
        switch outcome {
        case .rated(let film, let previous):
            "Rated \(name(film.title, film.year)) \(film.rating)" + (previous.map { " (it was \($0))" } ?? "") + "."
        case .cleared(let film):
            "Cleared your rating of \(name(film.title, film.year)) (it was \(film.rating))."
        }
    }

    private static func details(_ viewing: Viewing) -> String {
        var parts: [String] = []
        if let rating = viewing.rating { parts.append("rated \(rating)") }
        if viewing.isRewatch { parts.append("a rewatch") }
        if !viewing.tags.isEmpty {
            parts.append("tagged " + viewing.tags.map { TextSanitizer.sanitize($0) }.joined(separator: ", "))
        }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }

    static func name(_ viewing: Viewing) -> String { name(viewing.title, viewing.year) }

    static func name(_ title: String, _ year: Int?) -> String {
        TextSanitizer.sanitize(TitleText.named(title, year: year))
    }
}
