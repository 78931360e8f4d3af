import Foundation
import Testing
import WatchlistDomainApi

@testable import WatchlistData

@Suite struct FileWatchlistRepositoryTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watchlist-\(UUID().uuidString)")
    private var file: URL { folder.appendingPathComponent("nested/watchlist.json") }

    private func entry(_ id: Int) -> WatchlistEntry {
        WatchlistEntry(
            movieID: "\(id)", title: "Film \(id)", year: 2000, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func startsEmptyAndKeepsWhatIsAdded() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = FileWatchlistRepository(fileURL: file)
        #expect(try await repository.entries().isEmpty)
        try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
            entries.append(entry(1))
        }
        #expect(try await FileWatchlistRepository(fileURL: file).entries() == [entry(1)])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
        #expect(text.contains("\"addedAt\" : \"2023-11-14T22:13:20Z\""))
    }

    @Test func concurrentChangesLoseNothing() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Separate repositories open separate lock descriptors, as separate processes would.
        let file = self.file
        await withTaskGroup(of: Void.self) { group in
            for id in 0..<100 {
                group.addTask {
                    let repository = FileWatchlistRepository(fileURL: file)
                    let new = WatchlistEntry(movieID: "\(id)", title: "Film", year: nil, addedAt: Date())
                    _ = try? await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
                        entries.append(new)
                    }
                }
            }
        }
        let ids = try await FileWatchlistRepository(fileURL: file).entries().map(\.movieID)
        #expect(ids.count == 100)
        #expect(Set(ids) == Set((0..<100).map(String.init)))
    }

    @Test func unreadableFileIsKeptAsideNeverOverwritten() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{ \"version\": 1, \"entries\": [ {\"movieID\": ".utf8)
        try garbage.write(to: file)
        let repository = FileWatchlistRepository(fileURL: file, now: { Date(timeIntervalSince1970: 0) })
        do {
            _ = try await repository.entries()
            Issue.record("an unreadable file must be reported")
        } catch {
            guard case .unreadable(let path, let reason, let keptAt) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == file.path)
            #expect(reason == "it is not valid JSON")
            #expect(keptAt == file.path + ".unreadable-19700101T000000Z")
            #expect(try Data(contentsOf: URL(fileURLWithPath: keptAt)) == garbage)
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try await repository.entries().isEmpty)  // a new watchlist starts
    }

    @Test func aFailedChangeLeavesTheFileAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = FileWatchlistRepository(fileURL: file)
        try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
            entries.append(entry(1))
        }
        let before = try Data(contentsOf: file)
        await #expect(throws: WatchlistError.self) {
            try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
                entries.removeAll()
                throw .notListed("nothing")
            }
        }
        #expect(try Data(contentsOf: file) == before)
    }
}
