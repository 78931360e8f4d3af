import CatalogueData
import Commands
import Common
import DependencyInjection
import DesignSystem
import FoundationEssentials
import Networking
import SearchData
import Terminal
import TopData
import WatchlistData

// forge:scaffold:import

/// What the run is configured with: the colour choice and the data source, from options and environment.
struct AppConfiguration {
    /// The names `--source` and `MOVIELAND_SOURCE` accept.
    enum SourceName: String, CaseIterable, Sendable {
        case embedded, imdb, omdb, tmdb
    }

    /// `--color`: when to colour the output.
    static let colorOption = Option.choice(
        "color", default: ColorChoice.auto, valueName: "when",
        help: "auto (default: on a terminal), always or never. NO_COLOR and FORCE_COLOR are honoured.")
    /// `--source`: where films come from.
    static let sourceOption = Option.choice(
        "source", of: SourceName.self, valueName: "name",
        help:
            "imdb (imported with `catalogue update`; the default once there), embedded (offline, 2005), omdb "
            + "(OMDB_API_KEY) or tmdb (TMDB_API_TOKEN). Or MOVIELAND_SOURCE.")

    let color: ColorChoice
    let source: CatalogueSource
    /// Movieland's data folder: `$XDG_DATA_HOME/movieland`, or `~/.local/share/movieland`.
    let dataDirectory: URL
    /// Where `catalogue update` downloads the IMDb datasets from (`MOVIELAND_IMDB_URL`); nil for IMDb's.
    let datasetsURL: URL?

    init(command: ParsedCommand, environment: [String: String]) throws(UsageError) {
        color = command[Self.colorOption]
        let directories = UserDirectories(environment: environment)
        dataDirectory = directories.data
        datasetsURL = try Self.datasetsURL(environment: environment)
        let imported = LocalCatalogueLibrary.importedCatalogue(dataDirectory: dataDirectory)
        switch try Self.sourceName(command: command, environment: environment, imported: imported) {
        case .embedded:
            source = .embedded
        case .imdb:
            guard let imported else {
                throw UsageError(
                    "no IMDb catalogue is imported yet; get one with `movieland catalogue update` "
                        + "(or `movieland catalogue import <folder>`)")
            }
            source = .imported(path: imported)
        case .omdb:
            source = .omdb(
                try Self.online(
                    credentialVariable: "OMDB_API_KEY", urlVariable: "MOVIELAND_OMDB_URL",
                    defaultURL: "https://www.omdbapi.com/", signUp: "https://www.omdbapi.com/apikey.aspx",
                    environment: environment))
        case .tmdb:
            source = .tmdb(
                try Self.online(
                    credentialVariable: "TMDB_API_TOKEN", urlVariable: "MOVIELAND_TMDB_URL",
                    defaultURL: "https://api.themoviedb.org/3", signUp: "https://www.themoviedb.org/settings/api",
                    environment: environment))
        }
    }

    /// `--source`, else `MOVIELAND_SOURCE`, else the IMDb import when there is one, else the embedded catalogue.
    private static func sourceName(
        command: ParsedCommand, environment: [String: String], imported: String?
    ) throws(UsageError) -> SourceName {
        if let chosen = command[sourceOption] { return chosen }
        guard let text = environment["MOVIELAND_SOURCE"], !text.isEmpty else {
            return imported == nil ? .embedded : .imdb
        }
        guard let named = SourceName(rawValue: text) else {
            let names = SourceName.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown source '\(text)' in MOVIELAND_SOURCE; use one of: \(names)")
        }
        return named
    }

    private static func datasetsURL(environment: [String: String]) throws(UsageError) -> URL? {
        guard let text = environment["MOVIELAND_IMDB_URL"], !text.isEmpty else { return nil }
        guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"),
            ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else {
            throw UsageError("MOVIELAND_IMDB_URL is not an http(s) URL: \(text)")
        }
        return url
    }

    /// An online source's settings; a missing credential names the variable to set.
    private static func online(
        credentialVariable: String, urlVariable: String, defaultURL: String, signUp: String,
        environment: [String: String]
    ) throws(UsageError) -> OnlineSourceConfiguration {
        guard let credential = environment[credentialVariable]?.trimmingWhitespace(),
            !credential.isEmpty
        else {
            throw UsageError(
                "this source needs \(credentialVariable); get one at \(signUp) and export \(credentialVariable)=..."
            )
        }
        let text = environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultURL
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else {
            throw UsageError("\(urlVariable) is not an http(s) URL: \(text)")
        }
        let cache: ResponseCache? =
            environment["MOVIELAND_CACHE"] == "off"
            ? nil
            : ResponseCache(
                directory: UserDirectories(environment: environment).cache.appendingPathComponent("http"))
        let client = NetworkClient(
            requestProvider: RequestProvider(logger: NetworkLogger(level: NetworkLogger.level(from: environment))),
            cache: cache)
        return OnlineSourceConfiguration(
            credential: credential, baseURL: url, credentialVariable: credentialVariable, client: client)
    }

    /// Every feature's registrations. Each call, here and in `register(in:)`, fills keys no other call fills,
    /// so no order matters; a key nobody filled says so when it is resolved (`promised()`).
    static let features: [any AutoRegistering.Type] = [
        CatalogueDependencies.self, SearchDependencies.self, TopDependencies.self, WatchlistDependencies.self,
        // forge:scaffold:register
    ]

    /// Every feature registers its implementations, and the run's configuration what depends on it: the source,
    /// the data folder, where IMDb's datasets come from.
    func register(in container: Container) {
        for feature in Self.features { feature.autoRegister(container) }
        CatalogueDependencies.register(source, in: container)
        CatalogueDependencies.registerLibrary(dataDirectory: dataDirectory, datasetsURL: datasetsURL, in: container)
        WatchlistDependencies.register(dataDirectory: dataDirectory, in: container)
    }
}
