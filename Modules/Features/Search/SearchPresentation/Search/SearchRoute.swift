import CatalogueDomainApi
import Common

/// Where the Search feature can go (a film's page is the Catalogue feature's: `PageRoute`).
enum SearchRoute: Route {
    /// A page of results for a query.
    case results(SearchQuery, format: OutputFormat)
}
