import CatalogueDomainApi
import Common

/// Where the `person` command goes (a tab opens a person's page with `PageRoute.person`).
enum PersonRoute: Route {
    /// The films of the person the text names (an IMDb id or a name), of one role when given.
    case person(String, role: CreditRole?, format: OutputFormat)
}
