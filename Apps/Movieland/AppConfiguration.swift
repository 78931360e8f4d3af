import CatalogueData
import Commands
import Common
import DependencyInjection
import FoundationEssentials
import HistoryData
import HistoryPresentation
import SearchData
import SystemIO
import Terminal
import TopData
import WatchlistData
import WatchlistPresentation

// forge:scaffold:import

/// What the run is configured with: the colour choice and the data source, from options and environment.
struct AppConfiguration {
    /// `--color`: when to colour the output.
    static let colorOption = Option.choice(
        "color", default: ColorChoice.auto, valueName: "when",
        help: "auto (default: on a terminal), always or never. NO_COLOR and FORCE_COLOR are honoured.")
    /// `--source`: where films come from.
    static let sourceOption = Option.choice(
        "source", of: CatalogueSourceName.self, valueName: "name",
        help:
            "imdb (imported with `catalogue update`; the default once there), embedded (offline, 2005), omdb "
            + "(OMDB_API_KEY) or tmdb (TMDB_API_TOKEN). Or MOVIELAND_SOURCE.")

    let color: ColorChoice
    let source: CatalogueSource
    /// Movieland's data folder: `$XDG_DATA_HOME/movieland`, or `~/.local/share/movieland`.
    let dataDirectory: URL
    /// Where `catalogue update` downloads the IMDb datasets from (`MOVIELAND_IMDB_URL`); nil for IMDb's.
    let datasetsURL: URL?
    /// The warnings of the run's damaged data files (the history's lines, a history lists cannot mark from),
    /// said once each.
    let warnings = DamagedLineWarnings(program: MovielandApp.programName)

    init(command: ParsedCommand, environment: EnvironmentVariables) throws(UsageError) {
        color = command[Self.colorOption]
        let directories = UserDirectories(environment: environment)
        dataDirectory = directories.data
        datasetsURL = try Self.datasetsURL(environment: environment)
        let imported = LocalCatalogueLibrary.importedCatalogue(dataDirectory: directories.dataPath)
        do {
            source = try CatalogueSourceSelection(environment: environment, cacheDirectory: directories.cache)
                .source(chosen: command[Self.sourceOption], imported: imported)
        } catch {
            throw UsageError(error.message)
        }
    }

    private static func datasetsURL(environment: EnvironmentVariables) throws(UsageError) -> URL? {
        guard let text = environment["MOVIELAND_IMDB_URL"], !text.isEmpty else { return nil }
        guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"),
            ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else {
            throw UsageError("MOVIELAND_IMDB_URL is not an http(s) URL: \(text)")
        }
        return url
    }

    /// Every feature's registrations. Each call, here and in `register(in:)`, fills keys no other call fills,
    /// so no order matters; a key nobody filled says so when it is resolved (`promised()`).
    static let features: [any AutoRegistering.Type] = [
        CatalogueDependencies.self, SearchDependencies.self, TopDependencies.self, WatchlistDependencies.self,
        HistoryDependencies.self,
        // forge:scaffold:register
    ]

    /// Every feature registers its implementations, and the run's configuration what depends on it: the source,
    /// the data folder, where IMDb's datasets come from.
    func register(in container: Container) {
        for feature in Self.features { feature.autoRegister(container) }
        CatalogueDependencies.register(source, in: container)
        CatalogueDependencies.registerLibrary(dataDirectory: dataDirectory, datasetsURL: datasetsURL, in: container)
        WatchlistDependencies.register(
            dataDirectory: dataDirectory, in: container,
            onDamagedEntries: DamagedWatchlistNotice.reporter { warnings.say($0, key: $1) })
        HistoryDependencies.register(
            dataDirectory: dataDirectory, in: container,
            onDamagedLines: DamagedHistoryNotice.reporter { warnings.say($0, key: $1) },
            onUnreadableForMarks: UnreadableHistoryNotice.reporter { warnings.say($0, key: $1) })
    }
}
