import Commands
import Common

/// The top of the navigation: owns one coordinator per feature (tab) and routes each command to
/// the feature that declared it; every tab's parent, it opens the pages one feature's screens ask of another
/// (`PageRoute`) through the feature that shows them.
@MainActor
final class AppCoordinator: Coordinator, RouteOpening {
    var children: [any Coordinator]
    private let features: [any CommandCoordinator]
    /// The feature that shows the catalogue's pages (a film's, a person's), also among `features`.
    private let pages: any RouteOpening

    init(features: [any CommandCoordinator], pages: any RouteOpening) {
        self.features = features
        self.pages = pages
        // Each element upcast where its type is known: casting the array instead looks every feature's
        // conformance to `Coordinator` up at run time, a scan of the whole binary's conformances each.
        self.children = features.map { $0 as any Coordinator }
    }

    func run(_ command: ParsedCommand) async -> ExitStatus {
        guard let name = command.path.first,
            let feature = features.first(where: { type(of: $0).commands.contains { $0.name == name } })
        else {
            return .usage  // The parser only accepts declared commands, so this is not reached.
        }
        return await feature.run(command)
    }

    /// The screen `route` leads to when the tab that was asked does not own it: a film's or a person's page.
    func screen(for route: any Route) -> (any TerminalScreen)? {
        pages.screen(for: route)
    }

    /// The interactive mode's tabs: every feature that declares one, in the features' order, each with this
    /// coordinator as its parent.
    func makeTabHost() -> TabHost {
        let tabs = features.compactMap { $0 as? any TabCoordinator }
        for tab in tabs { tab.parent = self }
        return TabHost(tabs: tabs)
    }
}
