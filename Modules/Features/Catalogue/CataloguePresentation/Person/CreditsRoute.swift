import CatalogueDomainApi
import Common

/// A film's people, opened from its page in any tab.
enum CreditsRoute: Route {
    /// The people of the film titled so: directors, writers, then the cast in billing order.
    case credits(title: String, credits: [Credit])
}
