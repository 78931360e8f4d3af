import DependencyInjection
import HistoryDomain

/// Registers the History feature's implementations: the one place the feature is put together.
public enum HistoryDependencies: AutoRegistering {
    /// Registers the feature's implementations in `container`.
    public static func autoRegister(_ container: Container) {
        container.historyRepository.register { StaticHistoryRepository() }
        container.loadHistoryItems.register { LoadHistoryItems.make(container) }
    }
}
