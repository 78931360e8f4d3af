import Common
import DependencyInjection
import DesignSystem
import SearchData
import TopData
import WatchlistData

/// What the run is configured with: the colour choice and the data source, from options and environment.
struct AppConfiguration {
    /// The names `--source` and `MOVIELAND_SOURCE` accept.
    static let sources = ["embedded"]

    let color: ColorChoice
    let source: CatalogueSource

    /// A configuration mistake, such as an unknown `MOVIELAND_SOURCE`.
    struct Mistake: Error, CustomStringConvertible {
        let description: String
    }

    init(command: ParsedCommand, environment: [String: String]) throws(Mistake) {
        color = command.string("color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let name =
            command.string("source") ?? environment["MOVIELAND_SOURCE"].flatMap { $0.isEmpty ? nil : $0 } ?? "embedded"
        switch name {
        case "embedded":
            source = .embedded
        default:
            throw Mistake(
                description:
                    "unknown source '\(name)' in MOVIELAND_SOURCE; use one of: \(Self.sources.joined(separator: ", "))")
        }
    }

    /// Every feature registers its implementations; then the chosen source replaces the default.
    func register(in container: Container) {
        SearchDependencies.autoRegister(container)
        TopDependencies.autoRegister(container)
        WatchlistDependencies.autoRegister(container)
        SearchDependencies.register(source, in: container)
    }
}
