import DesignSystem
import HistoryDomainApi

/// How `diary place` says what became of a kept row.
enum KeptRowPlacement {
    /// "Placed k3 (Hero, 2002): logged on 2025-03-01." and the like.
    static func sentence(_ kept: KeptRow, _ outcome: HistoryImportReport.Outcome) -> String {
        let row = TextSanitizer.sanitize(TitleText.named(kept.row.title, year: kept.row.year))
        let what: String
        switch outcome {
        case .rated(let rating): what = "rated \(rating)"
        case .logged(let date): what = "logged on \(date)"
        case .loggedAsMarked(let date): what = "logged as watched on \(date)"
        case .reviewed(let date): what = "its review added to the viewing of \(date)"
        case .diaryKept: what = "the diary already has days for the film, so its watched day was not added"
        default: what = "already in your history, so nothing else changed"
        }
        return "Placed \(kept.id) (\(row)): \(what). The kept rows after it moved up one."
    }
}
