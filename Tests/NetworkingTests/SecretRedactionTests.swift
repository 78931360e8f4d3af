import Foundation
import HTTPTestServer
import Testing

@testable import Networking

@Suite struct SecretRedactionTests {
    @Test func noSecretReachesTheLogOrTheErrors() async throws {
        let key = "k3y-abcdef123456", token = "tok-zyxw98765"
        let server = try HTTPTestServer { request in
            // Echo the key back in an error body, as some APIs do.
            .json(
                #"{"error": "invalid key \#(request.query["apikey"] ?? "")"}"#, status: 401,
                headers: [("Set-Cookie", "session=\(token)")])
        }
        let recorder = LineRecorder()
        var endpoint = movieEndpoint(server)
        endpoint.queryItems = [URLQueryItem(name: "apikey", value: key), URLQueryItem(name: "s", value: "alien")]
        endpoint.headers = ["Authorization": "Bearer \(token)", "X-Custom": "uses \(key) inside"]
        endpoint.secrets = [key, token]
        do {
            _ = try await makeClient(recorder: recorder, level: .verbose).fetch(endpoint)
            Issue.record("a 401 must fail")
        } catch {
            #expect(!error.description.contains(key))
            #expect(error.description.contains("apikey=[REDACTED]"))
            #expect(error.description.contains("invalid key [REDACTED]"))
        }
        let log = recorder.text
        #expect(!log.isEmpty)
        #expect(!log.contains(key))
        #expect(!log.contains(token))
        #expect(log.contains("→ GET \(server.baseURL)/movie?apikey=[REDACTED]&s=alien"))
        #expect(log.contains("Authorization: [REDACTED]"))
        #expect(server.requests.first?.query["apikey"] == key)  // the server did get the real key
    }

    @Test func standardSecretNamesAreRedactedWithoutBeingDeclared() {
        let url = URL(string: "https://user:pw@api.example.com/3/search?api_key=abc&query=the%20matrix&token=t")!
        #expect(
            Redactor().redact(url)
                == "https://api.example.com/3/search?api_key=[REDACTED]&query=the%20matrix&token=[REDACTED]")
        #expect(Redactor().redact(header: "X-Api-Key", value: "abc") == "[REDACTED]")
        #expect(Redactor().redact(header: "Accept", value: "application/json") == "application/json")
    }

    @Test func infoLevelPrintsOneLinePerRequestAndResponse() async throws {
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": 1979}"#) }
        let recorder = LineRecorder()
        _ = try await makeClient(recorder: recorder, level: .info).fetch(movieEndpoint(server))
        #expect(recorder.lines.count == 2)
        #expect(recorder.lines[0] == "→ GET \(server.baseURL)/movie")
        #expect(recorder.lines[1].hasPrefix("← 200 GET \(server.baseURL)/movie ("))
        #expect(recorder.lines[1].hasSuffix(" ms, 32 B)"))
    }

    @Test func offLevelPrintsNothing() async throws {
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": 1979}"#) }
        let recorder = LineRecorder()
        _ = try await makeClient(recorder: recorder, level: .off).fetch(movieEndpoint(server))
        #expect(recorder.lines.isEmpty)
        #expect(NetworkLogger.level(from: ["MOVIELAND_NETWORK_LOG": "verbose"]) == .verbose)
        #expect(NetworkLogger.level(from: [:]) == .off)
    }
}
