/// What opens the routes a tab's coordinator does not own: a `PageRoute`, and the routes of the pages it opens.
///
/// The app, which composes the features, is every tab's parent and opens them, so a feature opens another's
/// pages without knowing its screens.
@MainActor
public protocol RouteOpening: AnyObject {
    /// The screen `route` leads to, or nil when no feature shows it.
    func screen(for route: any Route) -> (any TerminalScreen)?
}
