import Foundation
import Networking

/// How to reach an online movie API.
public struct OnlineSourceConfiguration: Sendable {
    /// The API key (OMDb) or read-access token (TMDB); never printed.
    public let credential: String
    public let baseURL: URL
    /// The environment variable the credential came from, named in error messages.
    public let credentialVariable: String
    public let client: NetworkClient

    public init(credential: String, baseURL: URL, credentialVariable: String, client: NetworkClient) {
        self.credential = credential
        self.baseURL = baseURL
        self.credentialVariable = credentialVariable
        self.client = client
    }
}
