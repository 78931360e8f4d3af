import Foundation
import HTTPTestServer
import OffThePool
import Testing

@testable import NetworkingTransport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `CurlTransfer` alone, on libcurl, against a real server: its events in order, and none after `cancel()`.
@Suite(.offThePool) struct CurlTransferTests {
    /// The events of one transfer, as they came.
    final class Recorder: CurlTransferEvents, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []
        private var body = Data()
        private(set) var response: HTTPURLResponse?

        var events: [String] { lock.withLock { recorded } }
        var received: Data { lock.withLock { body } }

        func transfer(didReceive response: HTTPURLResponse) {
            lock.withLock {
                self.response = response
                recorded.append("response \(response.statusCode)")
            }
        }
        func transfer(didLoad data: Data) {
            lock.withLock {
                body += data
                if recorded.last != "data" { recorded.append("data") }
            }
        }
        func transferDidFinish() { lock.withLock { recorded.append("finish") } }
        func transfer(didFailWith error: URLError) { lock.withLock { recorded.append("fail \(error.code.rawValue)") } }
    }

    private func transfer(_ url: URL, recorder: Recorder) throws -> CurlTransfer {
        CurlTransfer(
            library: try #require(CurlLibrary.shared), request: URLRequest(url: url), maximumRedirects: 3,
            events: recorder)
    }

    @Test func theLastResponseThenItsBodyThenTheEnd() throws {
        let body = Data((0..<200_000).map { UInt8($0 % 251) })
        let server = try HTTPTestServer { request in
            request.path == "/start" ? .redirect(to: "/film") : ScriptedResponse(status: 200, body: body)
        }
        defer { server.stop() }
        let recorder = Recorder()
        try transfer(server.baseURL.appendingPathComponent("start"), recorder: recorder).run()
        #expect(recorder.events == ["response 200", "data", "finish"])
        #expect(recorder.received == body && recorder.response?.url?.path == "/film")
        #expect(recorder.response?.value(forHTTPHeaderField: "content-length") == "200000")
    }

    @Test func tooManyRedirectsFailAsURLSessionSaysIt() throws {
        let server = try HTTPTestServer { _ in .redirect(to: "/again") }
        defer { server.stop() }
        let recorder = Recorder()
        try transfer(server.baseURL, recorder: recorder).run()
        #expect(recorder.events == ["fail \(URLError.Code.httpTooManyRedirects.rawValue)"])
        #expect(server.requests.count == 4)
    }

    @Test func afterCancelNothingIsReported() async throws {
        let canceller = CancelOnRequest()
        let server = try HTTPTestServer { _ in
            canceller.requestArrived()
            var response = ScriptedResponse(status: 200, body: Data("late".utf8))
            response.delay = 30
            return response
        }
        defer { server.stop() }
        let recorder = Recorder()
        let transfer = try transfer(server.baseURL, recorder: recorder)
        canceller.set { transfer.cancel() }
        await Task.detached { transfer.run() }.value
        #expect(recorder.events.isEmpty)
    }
}
