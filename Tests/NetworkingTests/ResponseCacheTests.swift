import Foundation
import HTTPTestServer
import OffThePool
import Testing

@testable import Networking

/// A clock tests move by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_000_000)

    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

@Suite struct ResponseCacheTests {
    @Test func freshEntryAnswersWithoutTheNetworkThenExpiresAndRevalidates() async throws {
        let folder = TemporaryFolder()
        let clock = ManualClock()
        let cache = ResponseCache(directory: folder.url, now: { clock.now })
        let server = try HTTPTestServer { request in
            if request.headers["if-none-match"] == "\"v1\"" { return ScriptedResponse(status: 304) }
            return .json(#"{"title": "Alien", "year": 1979}"#, headers: [("ETag", "\"v1\"")])
        }
        let client = makeClient(cache: cache)
        let endpoint = movieEndpoint(server, cachePolicy: .useCache(timeToLive: 60))

        #expect(try await client.fetch(endpoint).title == "Alien")
        #expect(try await client.fetch(endpoint).title == "Alien")
        #expect(server.requests.count == 1)  // second answer from the cache

        clock.advance(61)
        #expect(try await client.fetch(endpoint).title == "Alien")
        #expect(server.requests.count == 2)
        #expect(server.requests[1].headers["if-none-match"] == "\"v1\"")  // revalidated: 304, cached body

        #expect(try await client.fetch(endpoint).title == "Alien")
        #expect(server.requests.count == 2)  // the 304 made it fresh again
    }

    @Test func entryWithoutETagIsFetchedAgainAfterExpiry() async throws {
        let folder = TemporaryFolder()
        let clock = ManualClock()
        let calls = CallCounter()
        let server = try HTTPTestServer { _ in .json(#"{"title": "Take \#(calls.next())", "year": 1}"#) }
        let client = makeClient(cache: ResponseCache(directory: folder.url, now: { clock.now }))
        let endpoint = movieEndpoint(server, cachePolicy: .useCache(timeToLive: 10))
        #expect(try await client.fetch(endpoint).title == "Take 1")
        clock.advance(11)
        #expect(try await client.fetch(endpoint).title == "Take 2")
        #expect(server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
    }

    @Test func bypassNeitherReadsNorWrites() async throws {
        let folder = TemporaryFolder()
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": 1979}"#) }
        let client = makeClient(cache: ResponseCache(directory: folder.url))
        _ = try await client.fetch(movieEndpoint(server, cachePolicy: .bypass))
        _ = try await client.fetch(movieEndpoint(server, cachePolicy: .bypass))
        #expect(server.requests.count == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.url.path))
    }

    @Test func corruptEntryIsIgnoredAndReplaced() async throws {
        let folder = TemporaryFolder()
        let cache = ResponseCache(directory: folder.url)
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": 1979}"#) }
        let client = makeClient(cache: cache)
        let endpoint = movieEndpoint(server, cachePolicy: .useCache(timeToLive: 600))
        _ = try await client.fetch(endpoint)
        let files = try FileManager.default.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil)
        try #require(files.count == 1)
        try Data("{garbage\nhalf a body".utf8).write(to: files[0])
        #expect(try await client.fetch(endpoint).title == "Alien")
        #expect(server.requests.count == 2)
        #expect(try await client.fetch(endpoint).title == "Alien")
        #expect(server.requests.count == 2)  // the replacement is used
    }

    @Test(.offThePool) func sizeBoundEvictsTheOldestEntries() throws {
        let folder = TemporaryFolder()
        let cache = ResponseCache(directory: folder.url, maximumBytes: 2_500)
        for index in 0..<5 {
            cache.store(body: Data(repeating: 65, count: 900), etag: nil, contentType: nil, for: "key\(index)")
            Thread.sleep(forTimeInterval: 0.01)  // distinct modification times
        }
        let remaining = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(remaining == ["key3.entry", "key4.entry"])
    }

    @Test func cacheFilesNeverContainTheURL() async throws {
        let folder = TemporaryFolder()
        let server = try HTTPTestServer { _ in .json(#"{"title": "Alien", "year": 1979}"#) }
        var endpoint = movieEndpoint(server, cachePolicy: .useCache(timeToLive: 600))
        endpoint.queryItems = [URLQueryItem(name: "apikey", value: "s3cr3t-key")]
        _ = try await makeClient(cache: ResponseCache(directory: folder.url)).fetch(endpoint)
        for file in try FileManager.default.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil) {
            #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("s3cr3t"))
        }
    }
}
