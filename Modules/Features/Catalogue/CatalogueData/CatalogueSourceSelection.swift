import FoundationEssentials
import Networking
import PlainText
import SystemIO

/// The names `--source` and `MOVIELAND_SOURCE` accept.
public enum CatalogueSourceName: String, CaseIterable, Sendable {
    case embedded, imdb, omdb, tmdb
}

/// Which source a run reads, from the name chosen on the command line, the environment and what is imported:
/// the one place that knows the sources, their variables and addresses, and builds the network stack of the
/// online ones. A new source changes the Catalogue feature alone.
public struct CatalogueSourceSelection {
    /// Why the configuration names no usable source: a usage error, in words to show as they are.
    public struct Problem: Error, Sendable {
        /// What is wrong and what to do, for the person who ran the command.
        public let message: String
    }

    /// An online service: its credential's variable, the variable that replaces its address, and where to sign up.
    private struct Service {
        let credentialVariable: String
        let urlVariable: String
        let defaultURL: String
        let signUp: String

        static let omdb = Service(
            credentialVariable: "OMDB_API_KEY", urlVariable: "MOVIELAND_OMDB_URL",
            defaultURL: "https://www.omdbapi.com/", signUp: "https://www.omdbapi.com/apikey.aspx")
        static let tmdb = Service(
            credentialVariable: "TMDB_API_TOKEN", urlVariable: "MOVIELAND_TMDB_URL",
            defaultURL: "https://api.themoviedb.org/3", signUp: "https://www.themoviedb.org/settings/api")
    }

    let environment: EnvironmentVariables
    /// Where answers of online sources are cached (`<cache>/http`).
    let cacheDirectory: URL

    /// A selection reading `environment`, caching online answers under `cacheDirectory`.
    public init(environment: EnvironmentVariables, cacheDirectory: URL) {
        self.environment = environment
        self.cacheDirectory = cacheDirectory
    }

    /// The source `chosen` names (`--source`), else `MOVIELAND_SOURCE`, else the IMDb import at `imported` when
    /// there is one, else the embedded catalogue.
    public func source(chosen: CatalogueSourceName?, imported: String?) throws(Problem) -> CatalogueSource {
        switch try name(chosen: chosen, imported: imported) {
        case .embedded:
            return .embedded
        case .imdb:
            guard let imported else {
                throw Problem(
                    message: "no IMDb catalogue is imported yet; get one with `movieland catalogue update` "
                        + "(or `movieland catalogue import <folder>`)")
            }
            return .imported(path: imported)
        case .omdb:
            return .omdb(try online(.omdb))
        case .tmdb:
            return .tmdb(try online(.tmdb))
        }
    }

    private func name(chosen: CatalogueSourceName?, imported: String?) throws(Problem) -> CatalogueSourceName {
        if let chosen { return chosen }
        guard let text = environment["MOVIELAND_SOURCE"], !text.isEmpty else {
            return imported == nil ? .embedded : .imdb
        }
        guard let named = CatalogueSourceName(rawValue: text) else {
            let names = CatalogueSourceName.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(message: "unknown source '\(text)' in MOVIELAND_SOURCE; use one of: \(names)")
        }
        return named
    }

    /// An online source's settings; a missing credential names the variable to set.
    private func online(_ service: Service) throws(Problem) -> OnlineSourceConfiguration {
        guard let credential = environment[service.credentialVariable]?.trimmingWhitespace(), !credential.isEmpty else {
            throw Problem(
                message: "this source needs \(service.credentialVariable); get one at \(service.signUp) and export "
                    + "\(service.credentialVariable)=...")
        }
        let text = environment[service.urlVariable].flatMap { $0.isEmpty ? nil : $0 } ?? service.defaultURL
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else {
            throw Problem(message: "\(service.urlVariable) is not an http(s) URL: \(text)")
        }
        let cache: ResponseCache? =
            environment["MOVIELAND_CACHE"] == "off"
            ? nil : ResponseCache(directory: cacheDirectory.appendingPathComponent("http"))
        let client = NetworkClient(
            requestProvider: RequestProvider(logger: NetworkLogger(level: NetworkLogger.level(from: environment))),
            cache: cache)
        return OnlineSourceConfiguration(
            credential: credential, baseURL: url, credentialVariable: service.credentialVariable, client: client)
    }

}
