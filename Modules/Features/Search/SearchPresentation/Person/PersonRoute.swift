import CatalogueDomainApi
import Common

/// People, from any tab: the detail screen opens a film's people, and any of them.
public enum PersonRoute: Route {
    /// The films of the person with the id, by role, most voted first.
    case person(PersonID, name: String)
    /// The people of the film titled so: directors, writers, then the cast in billing order.
    case credits(title: String, credits: [Credit])
}
