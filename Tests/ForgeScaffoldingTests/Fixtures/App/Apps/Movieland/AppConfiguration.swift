import DependencyInjection

// forge:scaffold:import

/// Every feature's registrations, where the real app keeps them.
enum AppConfiguration {
    static let features: [any AutoRegistering.Type] = [
        // forge:scaffold:register
    ]

    static func register(in container: Container) {
        for feature in features { feature.autoRegister(container) }
    }
}
