import CatalogueDomain
import CatalogueDomainApi
import FoundationEssentials

/// What an online API's search can do, the same for OMDb and TMDB: title words and one year, pages up to the
/// last the API serves. Queries asking for more are refused before any request; a year range is applied to
/// the page fetched, and the page says so.
struct OnlineSearchLimits {
    /// "OMDb" or "TMDB", named in messages.
    let service: String
    /// The last search page the API serves (OMDb 100, TMDB 500).
    let lastPage: Int

    /// Throws `searchFiltersUnsupported` for filters and orders only the embedded catalogue has, and
    /// `pageOutOfRange` (a usage error) for a page past `lastPage`.
    func check(_ query: SearchQuery) throws(CatalogueError) {
        if let role = query.people.first?.role {
            throw .unsupported(
                "\(service) cannot list films by \(role.rawValue); --\(role.rawValue) needs the IMDb import "
                    + "(movieland catalogue update, then run without --source)")
        }
        guard query.genres.isEmpty, query.minimumRating == nil, query.minimumVotes == nil, query.sort == .relevance
        else {
            throw .searchFiltersUnsupported(service: service)
        }
        guard query.page <= lastPage else {
            throw .pageOutOfRange(service: service, lastPage: lastPage, requested: query.page)
        }
    }

    /// The query items of a search for `query`, once `check` lets it through: `items`, then `yearParameter`
    /// with the year when the query asks for one (a range is applied to the page fetched, by `scoped`).
    func searchItems(
        for query: SearchQuery, _ items: [URLQueryItem], yearParameter: String
    ) throws(CatalogueError) -> [URLQueryItem] {
        try check(query)
        guard let years = query.years, years.count == 1 else { return items }
        return items + [URLQueryItem(name: yearParameter, value: String(years.lowerBound))]
    }

    /// The page as the query asked: as fetched for one year or none, filtered to the years of a range (which
    /// the API cannot search), with a note saying what the count then counts.
    func scoped(_ page: SearchResultPage, to years: ClosedRange<Int>?) -> SearchResultPage {
        guard let years, years.count > 1 else { return page }
        let movies = page.movies.filter { $0.year.map(years.contains) ?? false }
        let range = "\(years.lowerBound)–\(years.upperBound)"
        let note =
            "\(service) searches one year at a time: these are the films of \(range) among the \(page.movies.count) "
            + "on \(service)'s page \(page.page) of \(page.pageCount) (\(page.totalCount) title matches in all)"
        return SearchResultPage(
            movies: movies, totalCount: movies.count, page: page.page, limit: max(1, page.movies.count),
            lastPage: lastPage, pageCount: page.pageCount, scopeNote: note)
    }
}
