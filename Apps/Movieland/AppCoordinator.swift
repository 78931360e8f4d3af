import Commands
import Common

/// The top of the navigation: owns one coordinator per feature (tab) and routes each command to
/// the feature that declared it.
@MainActor
final class AppCoordinator: Coordinator {
    var children: [any Coordinator]
    private let features: [any CommandCoordinator]

    init(features: [any CommandCoordinator]) {
        self.features = features
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

    /// The interactive mode's tabs: every feature that declares one, in the features' order.
    func makeTabHost() -> TabHost {
        TabHost(tabs: features.compactMap { $0 as? any TabCoordinator })
    }
}
