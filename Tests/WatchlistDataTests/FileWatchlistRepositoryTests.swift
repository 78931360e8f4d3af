import Foundation
import Testing
import WatchlistDomain
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

    @Test func aFullDiskSaysThereIsNoRoomAndWhatToDo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The change is written to ".watchlist.json.<pid>.tmp" beside the file (SystemIO's AtomicFile): made
        // /dev/full, whose writes fail as a full disk's do.
        let temporary = file.deletingLastPathComponent().appendingPathComponent(
            ".watchlist.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: "/dev/full")
        let error = WatchlistError.noRoom(path: file.path, reason: "No space left on device")
        await #expect(throws: error) {
            try await FileWatchlistRepository(fileURL: file).modify {
                (entries: inout [WatchlistEntry]) throws(WatchlistError) in entries.append(entry(1))
            }
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(
            error.description.hasSuffix(
                "nothing was changed: free some space, or set XDG_DATA_HOME to a folder on another disk"))
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

    @Test func aFileThatIsNoWatchlistIsLeftAsItIsAndNeverOverwritten() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{ \"version\": 1, \"entries\": [ {\"movieID\": ".utf8)
        try garbage.write(to: file)
        let repository = FileWatchlistRepository(fileURL: file)
        await #expect(throws: WatchlistError.unreadable(path: file.path, reason: "it is not valid JSON")) {
            try await repository.entries()
        }
        await #expect(throws: WatchlistError.self) {
            try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
                entries.append(entry(1))
            }
        }
        #expect(try Data(contentsOf: file) == garbage)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted()
                == ["watchlist.json", "watchlist.json.lock"])
    }

    @Test func anEntryThatCannotBeReadHidesNoOtherAndIsKeptAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(
            """
            {"version": 1, "entries": [
              {"movieID": "1", "title": "Film 1", "year": 2000, "addedAt": "2023-11-14T22:13:20Z"},
              {"movieID": 2, "title": "Film 2", "note": [true, null, 1.5]},
              {"movieID": "3", "title": "Film 3", "year": 2000, "addedAt": "2023-11-14T22:13:20Z"}
            ]}
            """.utf8
        ).write(to: file)
        let told = Told()
        let repository = FileWatchlistRepository(fileURL: file, onDamagedEntries: { told.add($1) })
        #expect(try await repository.entries().map(\.movieID) == ["1", "3"])
        #expect(
            told.entries == [DamagedWatchlistEntry(position: 2, reason: "its field \"movieID\" has the wrong type")])
        try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) in
            entries.append(entry(4))
        }
        #expect(try await repository.entries().map(\.movieID) == ["1", "3", "4"])
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let kept = (written?["entries"] as? [[String: Any]])?.last
        #expect(kept?["movieID"] as? Int == 2 && kept?["title"] as? String == "Film 2", "\(String(describing: kept))")
        #expect((kept?["note"] as? [Any])?.count == 3)
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

    @Test func aWatchlistWrittenByTheBaseCommitIsReadWholeAndWrittenBackAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/watchlist-687971f.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: file)
        let told = Told()
        let repository = FileWatchlistRepository(fileURL: file, onDamagedEntries: { told.add($1) })
        #expect(try await repository.entries().map(\.title) == ["Jaws", "Casablanca"])
        #expect(try await repository.unplacedRows().map(\.title) == ["Dune: Part Two"])
        #expect(told.entries.isEmpty)
        try await repository.modify { (_: inout [WatchlistEntry]) throws(WatchlistError) in }
        #expect(try Data(contentsOf: file) == Data(contentsOf: fixture))
    }
}

/// What a repository told of damaged entries, across its reads.
private final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var told: [DamagedWatchlistEntry] = []

    func add(_ entries: [DamagedWatchlistEntry]) { lock.withLock { told += entries } }
    var entries: [DamagedWatchlistEntry] { lock.withLock { told } }
}
