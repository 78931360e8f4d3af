import Common
import DependencyInjection
import DesignSystem
import Foundation
import Networking
import SearchData
import TopData
import WatchlistData

// forge:scaffold:import

/// What the run is configured with: the colour choice and the data source, from options and environment.
struct AppConfiguration {
    /// The names `--source` and `MOVIELAND_SOURCE` accept.
    static let sources = ["embedded", "omdb", "tmdb"]

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
        case "omdb":
            source = .omdb(
                try Self.online(
                    credentialVariable: "OMDB_API_KEY", urlVariable: "MOVIELAND_OMDB_URL",
                    defaultURL: "https://www.omdbapi.com/", signUp: "https://www.omdbapi.com/apikey.aspx",
                    environment: environment))
        case "tmdb":
            source = .tmdb(
                try Self.online(
                    credentialVariable: "TMDB_API_TOKEN", urlVariable: "MOVIELAND_TMDB_URL",
                    defaultURL: "https://api.themoviedb.org/3", signUp: "https://www.themoviedb.org/settings/api",
                    environment: environment))
        default:
            throw Mistake(
                description:
                    "unknown source '\(name)' in MOVIELAND_SOURCE; use one of: \(Self.sources.joined(separator: ", "))")
        }
    }

    /// An online source's settings; a missing credential names the variable to set.
    private static func online(
        credentialVariable: String, urlVariable: String, defaultURL: String, signUp: String,
        environment: [String: String]
    ) throws(Mistake) -> OnlineSourceConfiguration {
        guard let credential = environment[credentialVariable]?.trimmingCharacters(in: .whitespacesAndNewlines),
            !credential.isEmpty
        else {
            throw Mistake(
                description:
                    "this source needs \(credentialVariable); get one at \(signUp) and export \(credentialVariable)=..."
            )
        }
        let text = environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultURL
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else {
            throw Mistake(description: "\(urlVariable) is not an http(s) URL: \(text)")
        }
        let cache: ResponseCache? =
            environment["MOVIELAND_CACHE"] == "off"
            ? nil : ResponseCache(directory: ResponseCache.defaultDirectory(environment: environment))
        let client = NetworkClient(
            requestProvider: RequestProvider(logger: NetworkLogger(level: NetworkLogger.level(from: environment))),
            cache: cache)
        return OnlineSourceConfiguration(
            credential: credential, baseURL: url, credentialVariable: credentialVariable, client: client)
    }

    /// Every feature registers its implementations; then the chosen source replaces the default.
    func register(in container: Container) {
        SearchDependencies.autoRegister(container)
        TopDependencies.autoRegister(container)
        WatchlistDependencies.autoRegister(container)
        // forge:scaffold:register
        SearchDependencies.register(source, in: container)
    }
}
