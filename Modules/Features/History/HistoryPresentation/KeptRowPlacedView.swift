import HistoryDomain
import HistoryDomainApi
import PlainText

/// How `diary place` says what became of a kept row.
enum KeptRowPlacedView {
    /// "Placed k3 (Hero (2002)) as Hero (2002), id 22827: logged on 2025-03-01." and the like.
    static func sentence(_ placed: KeptRowPlaced) -> String {
        let kept = placed.kept
        let row = TextSanitizer.sanitize(TitleText.named(kept.row.title, year: kept.row.year))
        let film =
            TextSanitizer.sanitize(TitleText.named(placed.film.title, year: placed.film.year))
            + ", id \(TextSanitizer.sanitize(placed.film.movieID))"
        let what: String
        switch placed.outcome {
        case .rated(let rating): what = "rated \(rating)"
        case .logged(let date): what = "logged on \(date)"
        case .loggedAsMarked(let date): what = "logged as watched on \(date)"
        case .reviewed(let date): what = "its review added to the viewing of \(date)"
        case .diaryKept: what = "the diary already has days for the film, so its watched day was not added"
        default: what = "already in your history, so nothing else changed"
        }
        return "Placed \(kept.id) (\(row)) as \(film): \(what). The kept rows after it moved up one."
    }
}
