import Common

/// A person's films, from any tab: the detail screen opens it for a film's director.
public enum PersonRoute: Route {
    /// The films directed by someone of this name, most voted first.
    case director(String)
}
