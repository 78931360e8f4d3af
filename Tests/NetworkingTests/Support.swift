import Foundation
import HTTPTestServer

@testable import Networking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Movie: Decodable, Equatable {
    let title: String
    let year: Int
}

/// Collects logger lines from any thread.
final class LineRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
    var text: String { lines.joined(separator: "\n") }
}

/// Counts calls from the server's threads.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Increments and returns the new count.
    func next() -> Int {
        lock.withLock {
            count += 1; return count
        }
    }
}

/// A temporary folder removed when the value is released.
final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("networking-\(UUID().uuidString)")
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A client with fast retries, logging into `recorder`. No time budget: a full run on a loaded machine stalled
/// one request to the local server for over five minutes (300 s was the budget), which read as a give-up after
/// one attempt; the budget has tests of its own (`RequestBuildingTests`).
func makeClient(
    retries: RetryPolicy = RetryPolicy(
        maximumAttempts: 3, baseDelay: 0.01, maximumDelay: 1, maximumTotalTime: .greatestFiniteMagnitude),
    recorder: LineRecorder = LineRecorder(), level: NetworkLogger.Level = .verbose, cache: ResponseCache? = nil
) -> NetworkClient {
    NetworkClient(
        requestProvider: RequestProvider(
            retryPolicy: retries, logger: NetworkLogger(level: level) { recorder.append($0) }),
        cache: cache)
}

func movieEndpoint(
    _ server: HTTPTestServer, path: [String] = ["movie"], timeout: TimeInterval = 30, method: HTTPMethod = .get,
    cachePolicy: CachePolicy = .bypass, maximumBodySize: Int = 1 << 20
) -> Endpoint<Movie> {
    Endpoint(
        baseURL: server.baseURL, path: path, method: method, timeout: timeout, maximumBodySize: maximumBodySize,
        cachePolicy: cachePolicy)
}
