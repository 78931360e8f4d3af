import Foundation
import HTTPTestServer
import Networking
import Testing

@testable import NetworkingTransport

/// URLSession with `CurlURLProtocol`, in this process, against a real HTTP server on 127.0.0.1: what a request
/// says reaches the server, what the server says comes back, redirects keep credentials at home, and a silent
/// server is waited for until the task is cancelled.
@Suite struct CurlURLProtocolTests {
    private let transport = URLSessionTransport()

    private func send(_ request: HTTPRequest) async throws -> (HTTPResponse, Data) {
        try await transport.send(request, maximumBodySize: 1 << 20, redactedURL: request.url.absoluteString)
    }

    @Test func theMethodHeadersAndBodyReachTheServerAndTheAnswerComesBack() async throws {
        let server = try HTTPTestServer { _ in
            ScriptedResponse(
                status: 201, headers: [("X-Answer", "yes"), ("X-Answer", "again")], body: Data("made".utf8))
        }
        defer { server.stop() }
        let (response, body) = try await send(
            HTTPRequest(
                url: server.baseURL.appendingPathComponent("films"), method: "PUT",
                headers: ["X-Film": "tt0133093", "Content-Type": "application/json"], body: Data(#"{"a":1}"#.utf8)))
        let request = try #require(server.requests.first)
        #expect(request.method == "PUT" && request.path == "/films" && request.body == Data(#"{"a":1}"#.utf8))
        #expect(request.headers["x-film"] == "tt0133093" && request.headers["expect"] == nil)
        #expect(response.statusCode == 201 && body == Data("made".utf8))
        #expect(response.value(forHeader: "x-answer") == "yes, again")
    }

    @Test func aHeadRequestHasNoBodyAndAnEmptyAnswerStillCompletes() async throws {
        let server = try HTTPTestServer { request in
            request.method == "HEAD"
                ? ScriptedResponse(status: 200, headers: [("Content-Length", "5")]) : ScriptedResponse(status: 204)
        }
        defer { server.stop() }
        let (head, headBody) = try await send(HTTPRequest(url: server.baseURL, method: "HEAD"))
        #expect(head.statusCode == 200 && headBody.isEmpty && server.requests.first?.method == "HEAD")
        let (empty, emptyBody) = try await send(HTTPRequest(url: server.baseURL, method: "DELETE"))
        #expect(empty.statusCode == 204 && emptyBody.isEmpty && server.requests.last?.method == "DELETE")
    }

    @Test func aRedirectToAnotherHostKeepsTheCredentialsAtHome() async throws {
        let elsewhere = try HTTPTestServer { _ in .json(#"{"title": "Arrived"}"#) }
        defer { elsewhere.stop() }
        // Another host name for the same machine: to libcurl, another host.
        let target = "http://localhost:\(elsewhere.port)/there"
        let home = try HTTPTestServer { _ in .redirect(to: target, status: 307) }
        defer { home.stop() }
        let (response, body) = try await send(
            HTTPRequest(url: home.baseURL, headers: ["Authorization": "Bearer secret", "X-Film": "kept"]))
        #expect(response.statusCode == 200 && String(decoding: body, as: UTF8.self).contains("Arrived"))
        #expect(home.requests.first?.headers["authorization"] == "Bearer secret")
        let arrived = try #require(elsewhere.requests.first)
        #expect(arrived.path == "/there" && arrived.headers["authorization"] == nil)
        #expect(arrived.headers["x-film"] == "kept")
    }

    @Test func aSilentServerIsWaitedForUntilTheTaskIsCancelled() async throws {
        let canceller = CancelOnRequest()
        let server = try HTTPTestServer { _ in
            canceller.requestArrived()
            var response = ScriptedResponse.json("{}")
            response.delay = 30
            return response
        }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("slow")
        let task = Task { try await send(HTTPRequest(url: url)) }
        canceller.set { task.cancel() }
        await #expect(throws: NetworkError.transport(.cancelled, url: url.absoluteString)) { try await task.value }
    }

    @Test func aRefusedConnectionAndAnUnknownHostAreTheirOwnFailures() async throws {
        let server = try HTTPTestServer { _ in .json("{}") }
        let url = server.baseURL.appendingPathComponent("gone")
        server.stop()
        await #expect(throws: NetworkError.transport(.connectionRefused, url: url.absoluteString)) {
            try await send(HTTPRequest(url: url))
        }
        // A label of 64 letters, longer than a name may have: the resolver fails without asking a server, so the
        // test reaches no other machine (`forge test --audit-inputs`).
        let nowhere = URL(string: "http://\(String(repeating: "a", count: 64)).invalid/")!
        await #expect(throws: NetworkError.transport(.cannotFindHost, url: nowhere.absoluteString)) {
            try await send(HTTPRequest(url: nowhere))
        }
    }
}
