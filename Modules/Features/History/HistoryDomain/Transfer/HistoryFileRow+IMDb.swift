import CatalogueDomainApi
import HistoryDomainApi

extension HistoryFileRow {
    /// The row's film id when it is an IMDb id (`tt0133093`), the one id every film site reads.
    public var imdbID: String? {
        filmID.flatMap { MovieID.isIMDbID($0) ? $0 : nil }
    }
}
