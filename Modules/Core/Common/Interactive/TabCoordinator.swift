import DesignSystem
import Terminal

/// A feature that shows a tab in interactive mode. Its coordinator owns the tab's navigation
/// stack and decides which screen a route opens, exactly as it does for commands; the routes it does not own
/// (another feature's pages) it hands to its parent.
@MainActor
public protocol TabCoordinator: Coordinator {
    /// The tab's name in the tab bar.
    static var tabTitle: String { get }
    /// The tab's screens, its root first.
    var stack: ScreenStack { get }
    /// What opens the routes the tab does not own (`PageRoute`): the app, which composes the features.
    var parent: (any RouteOpening)? { get set }
    /// The screen `route` leads to, or nil when this tab cannot go there.
    func screen(for route: any Route) -> (any TerminalScreen)?
}

extension TabCoordinator {
    /// A tab whose screens open only pages other features show: it owns no route.
    public func screen(for route: any Route) -> (any TerminalScreen)? { nil }

    /// Gives `key` to the top screen and carries out what it asks for; false when the screen
    /// did not use the key (so the tab host may).
    public func handle(_ key: Key) async -> Bool {
        switch await stack.top.handle(key) {
        case .handled:
            return true
        case .ignored:
            return false
        case .open(let route):
            guard let screen = screen(for: route) ?? parent?.screen(for: route) else { return false }
            stack.push(screen)
            return true
        case .close(let result):
            return stack.pop(result: result)
        }
    }
}
