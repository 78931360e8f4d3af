import FoundationEssentials
import Networking

/// How to reach an online movie API.
public struct OnlineSourceConfiguration: Sendable {
    /// The API key (OMDb) or read-access token (TMDB); never printed.
    let credential: String
    let baseURL: URL
    /// The environment variable the credential came from, named in error messages.
    let credentialVariable: String
    let client: NetworkClient

    /// A configuration for the API at `baseURL`, authenticated with `credential` (read from
    /// `credentialVariable`, which error messages name), sending through `client`.
    public init(credential: String, baseURL: URL, credentialVariable: String, client: NetworkClient) {
        self.credential = credential
        self.baseURL = baseURL
        self.credentialVariable = credentialVariable
        self.client = client
    }
}
