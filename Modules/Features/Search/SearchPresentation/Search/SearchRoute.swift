import CatalogueDomainApi
import Common
import SearchDomain

/// Where the Search feature can go.
enum SearchRoute: Route {
    /// A page of results for a query.
    case results(SearchQuery, format: OutputFormat)
    /// One film in full, named by id or title.
    case detail(FilmName, format: OutputFormat)
    /// A person's films, named by id or name, of one role when given.
    case person(String, role: CreditRole?, format: OutputFormat)
}
