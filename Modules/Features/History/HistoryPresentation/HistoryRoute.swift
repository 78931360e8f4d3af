import CatalogueDomainApi
import Common
import HistoryDomain
import HistoryDomainApi

/// Where the History feature can go.
enum HistoryRoute: Route {
    /// `rate FILM... (N | --stars S | --clear) [--year Y | --id]`.
    case rate(FilmName, RatingChange)
    /// `diary add FILM... [--date D] [--rating N | --stars S] [--rewatch] [--tag T]...`.
    case addViewing(ViewingRequest)
    /// `diary list [--year Y] [--unplaced] [--reviews] [--json]`.
    case listDiary(DiaryListView.Request, format: OutputFormat)
    /// `diary place kN FILM... [--year Y | --id] [--date D] [--rating N | --stars S]`.
    case place(String, film: FilmName, date: DiaryDate?, rating: FilmRating?)
    /// `diary check`.
    case check
    /// `diary remove (vN | kN | FILM...) [--year Y | --id] [--date D]`.
    case removeViewing(FilmName, date: DiaryDate?)
    /// `diary import FILE [--dry-run] [--json]`.
    case importFile(String, dryRun: Bool, format: OutputFormat)
    /// `diary export [--format F] [FILE]`: to standard output when no file is given.
    case export(HistoryFileFormat, path: String?)
    /// `stats [--year Y] [--json]`.
    case stats(year: Int?, format: OutputFormat)
    /// `recommend [--limit N] [--json]`.
    case recommend(limit: Int, format: OutputFormat)
}
