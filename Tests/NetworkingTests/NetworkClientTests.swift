import Foundation
import HTTPTestServer
import NetworkingTransport
import Testing

@testable import Networking

@Suite struct NetworkClientTests {
    @Test func decodesJSON() async throws {
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": 1979}"#) }
        let movie = try await makeClient().fetch(movieEndpoint(server))
        #expect(movie == Movie(title: "Alien", year: 1979))
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    @Test func notFoundCarriesTheStartOfTheBody() async throws {
        let server = try HTTPTestServer { _ in .json(#"{"error": "Movie not found!"}"#, status: 404) }
        await #expect(
            throws: NetworkError.httpStatus(
                code: 404, url: "\(server.baseURL)/movie", bodyPrefix: #"{"error": "Movie not found!"}"#,
                retryAfter: nil)
        ) { try await makeClient().fetch(movieEndpoint(server)) }
        #expect(server.requests.count == 1)  // 404 is not retried
    }

    @Test func serverErrorIsRetriedThenReported() async throws {
        let server = try HTTPTestServer { _ in .json(#"{"error": "boom"}"#, status: 500) }
        await #expect(throws: NetworkError.self) { try await makeClient().fetch(movieEndpoint(server)) }
        #expect(server.requests.count == 3)
    }

    @Test func serverErrorThenSuccessIsRetried() async throws {
        let calls = CallCounter()
        let server = try HTTPTestServer { _ in
            calls.next() == 1 ? .json(#"{"error": "busy"}"#, status: 500) : .json(#"{"title": "Heat", "year": 1995}"#)
        }
        let recorder = LineRecorder()
        let movie = try await makeClient(recorder: recorder, level: .info).fetch(movieEndpoint(server))
        #expect(movie.title == "Heat")
        #expect(server.requests.count == 2)
        #expect(recorder.lines.contains { $0.hasSuffix("/movie (attempt 2)") })
    }

    @Test func postIsNeverRetried() async throws {
        let server = try HTTPTestServer { _ in .json("{}", status: 503) }
        await #expect(throws: NetworkError.self) { try await makeClient().fetch(movieEndpoint(server, method: .post)) }
        #expect(server.requests.count == 1)
    }

    @Test func tooManyRequestsHonoursRetryAfter() async throws {
        let calls = CallCounter()
        let server = try HTTPTestServer { _ in
            calls.next() == 1
                ? .json(#"{"status_message": "slow down"}"#, status: 429, headers: [("Retry-After", "1")])
                : .json(#"{"title": "Up", "year": 2009}"#)
        }
        let start = Date()
        let movie = try await makeClient().fetch(movieEndpoint(server))
        #expect(movie.title == "Up")
        #expect(Date().timeIntervalSince(start) >= 0.95)  // waited as told, not the 10 ms backoff
    }

    @Test func retryAfterBeyondTheBudgetGivesUpAtOnce() async throws {
        let server = try HTTPTestServer { _ in .json("{}", status: 429, headers: [("Retry-After", "120")]) }
        await #expect(
            throws: NetworkError.httpStatus(
                code: 429, url: "\(server.baseURL)/movie", bodyPrefix: "{}", retryAfter: 120)
        ) { try await makeClient().fetch(movieEndpoint(server)) }
        #expect(server.requests.count == 1)
    }

    @Test func slowResponseTimesOut() async throws {
        let server = try HTTPTestServer { _ in
            // Far longer than the timeout, so a late watchdog on a loaded machine still wins.
            var response = ScriptedResponse.json(#"{"title": "Late", "year": 2000}"#)
            response.delay = 30
            return response
        }
        await #expect(throws: NetworkError.transport(.timeout, url: "\(server.baseURL)/movie")) {
            try await makeClient(retries: .none).fetch(movieEndpoint(server, timeout: 0.3))
        }
    }

    @Test func connectionClosedMidBodyIsAConnectionFailure() async throws {
        let server = try HTTPTestServer { _ in
            var response = ScriptedResponse.json(String(repeating: " ", count: 5000) + #"{"title": "X", "year": 1}"#)
            response.truncateBodyAt = 100
            return response
        }
        do {
            _ = try await makeClient(retries: .none).fetch(movieEndpoint(server))
            Issue.record("a cut body must not decode")
        } catch {
            guard case .transport(let failure, _) = error else {
                Issue.record("expected a transport failure, got \(error)")
                return
            }
            #expect(failure == .connectionLost, "\(failure)")
        }
    }

    @Test func malformedJSONNamesTheField() async throws {
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": "nineteen"}"#) }
        await #expect(
            throws: NetworkError.decoding(path: "year", reason: "expected Int", url: "\(server.baseURL)/movie")
        ) { try await makeClient().fetch(movieEndpoint(server)) }
        let broken = try HTTPTestServer { _ in .json(#"{"title": "Alien", "#) }
        await #expect(throws: NetworkError.self) { try await makeClient().fetch(movieEndpoint(broken)) }
    }

    @Test func htmlInsteadOfJSONIsReported() async throws {
        let server = try HTTPTestServer { _ in
            ScriptedResponse(headers: [("Content-Type", "text/html")], body: Data("<html>".utf8))
        }
        await #expect(throws: NetworkError.unexpectedContentType("text/html", url: "\(server.baseURL)/movie")) {
            try await makeClient().fetch(movieEndpoint(server))
        }
    }

    @Test func bodyOverTheLimitIsRejected() async throws {
        let big = #"{"title": ""# + String(repeating: "a", count: 100_000) + #"", "year": 1}"#
        let server = try HTTPTestServer { _ in .json(big) }
        await #expect(throws: NetworkError.bodyTooLarge(limit: 10_000, url: "\(server.baseURL)/movie")) {
            try await makeClient().fetch(movieEndpoint(server, maximumBodySize: 10_000))
        }
        // Without a Content-Length the limit is enforced while the body streams in.
        let streamed = try HTTPTestServer { _ in
            ScriptedResponse(
                headers: [("Content-Type", "application/json"), ("Content-Length", "")], body: Data(big.utf8))
        }
        await #expect(throws: NetworkError.self) {
            try await makeClient().fetch(movieEndpoint(streamed, maximumBodySize: 10_000))
        }
    }

    @Test func redirectLoopStops() async throws {
        let server = try HTTPTestServer { request in .redirect(to: request.path == "/a" ? "/b" : "/a") }
        await #expect(throws: NetworkError.tooManyRedirects(url: "\(server.baseURL)/a")) {
            try await makeClient().fetch(movieEndpoint(server, path: ["a"]))
        }
        #expect(server.requests.count == URLSessionTransport.maximumRedirects + 1)
    }

    @Test func cancellingTheTaskStopsTheRequest() async throws {
        // The server would answer after 30 s: a cancellation that did not stop the request
        // would end in a decoded movie, which fails the test below.
        let canceller = CancelOnRequest()
        let server = try HTTPTestServer { _ in
            canceller.requestArrived()
            var response = ScriptedResponse.json(#"{"title": "Slow", "year": 1}"#)
            response.delay = 30
            return response
        }
        let client = makeClient()
        let task = Task { try await client.fetch(movieEndpoint(server)) }
        // Cancel once the request is on the wire, however slowly this machine got there.
        canceller.set { task.cancel() }
        let result = await task.result
        guard case .failure(let error as NetworkError) = result else {
            Issue.record("expected a cancellation, got \(result)")
            return
        }
        #expect(error == .transport(.cancelled, url: "\(server.baseURL)/movie"))
        #expect(server.requests.count == 1)
    }

    @Test func refusedConnectionIsReported() async throws {
        let server = try HTTPTestServer { _ in .json("{}") }
        let endpoint = movieEndpoint(server)
        server.stop()
        await #expect(throws: NetworkError.transport(.connectionRefused, url: "\(server.baseURL)/movie")) {
            try await makeClient(retries: .none).fetch(endpoint)
        }
    }
}
