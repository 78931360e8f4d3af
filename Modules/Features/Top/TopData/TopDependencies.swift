import DependencyInjection
import TopDomain

/// Registers the Top feature's implementations. Top keeps no data of its own: it ranks the films
/// the Catalogue feature's catalogue provides, which `ComputeTopChart.make` resolves.
public enum TopDependencies: AutoRegistering {
    /// Registers the feature's implementations in `container`.
    public static func autoRegister(_ container: Container) {
        container.computeTopChart.register { ComputeTopChart.make(container) }
    }
}
