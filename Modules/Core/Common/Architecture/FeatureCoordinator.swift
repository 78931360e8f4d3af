import DependencyInjection
import Terminal

/// The shell every feature's coordinator shares: the screens it started, the container its
/// builders resolve use cases from, and the console they print to.
///
/// Subclasses add the feature's routes (`CommandCoordinator`) and tab (`TabCoordinator`).
@MainActor
open class FeatureCoordinator: Coordinator {
    /// The coordinators this one started and that are still running.
    public var children: [any Coordinator] = []
    /// Where the feature's screens get their use cases.
    public let container: Container
    /// Where the feature's screens print.
    public let console: Console
    /// What opens the routes this coordinator does not own (another feature's pages): the app, which sets it.
    public weak var parent: (any RouteOpening)?

    /// A coordinator building its screens from `container`, printing to `console`.
    public init(container: Container, console: Console) {
        self.container = container
        self.console = console
    }
}
