import Foundation
import Testing

@testable import HistoryData
@testable import HistoryDomain
@testable import HistoryDomainApi

/// The history file: kept across runs, never lost when it cannot be read, and safe under concurrent changes.
@Suite struct FileHistoryRepositoryTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static let day = DiaryDate(year: 2025, month: 2, day: 14)!

    private static func viewing(_ number: Int) -> Viewing {
        Viewing(
            id: "v\(number)", movieID: "\(number)", title: "Film \(number)", year: 2000, date: day,
            rating: number.isMultiple(of: 2) ? .halfStars(7) : .points(8), isRewatch: false, tags: ["t"])
    }

    @Test func whatIsKeptIsReadBackAsItWas() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/history.json")
        let repository = FileHistoryRepository(fileURL: url)
        #expect(try await repository.record() == HistoryRecord())
        let rating = PersonalRating(movieID: "1", title: "Film 1", year: 2000, rating: .halfStars(7), ratedOn: Self.day)
        try await repository.modify {
            $0.ratings.append(rating); $0.viewings.append(Self.viewing(1))
        }
        let again = try await FileHistoryRepository(fileURL: url).record()
        #expect(again.ratings == [rating] && again.viewings == [Self.viewing(1)])
    }

    @Test func anUnreadableFileIsKeptAsideAndReported() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.json")
        try Data("not json".utf8).write(to: url)
        let repository = FileHistoryRepository(fileURL: url, now: { Date(timeIntervalSince1970: 0) })
        do {
            _ = try await repository.record()
            Issue.record("an unreadable file was read")
        } catch {
            guard case .unreadable(_, let reason, let keptAt) = error else { Issue.record("\(error)"); return }
            #expect(reason == "it is not valid JSON")
            #expect(keptAt.hasSuffix("history.json.unreadable-19700101T000000Z"))
            #expect(try String(contentsOfFile: keptAt, encoding: .utf8) == "not json")
        }
        #expect(try await repository.record() == HistoryRecord())
    }

    @Test func concurrentChangesAreAllKept() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.json")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 1...20 {
                group.addTask {
                    try await FileHistoryRepository(fileURL: url).modify { $0.viewings.append(Self.viewing(number)) }
                }
            }
            try await group.waitForAll()
        }
        let ids = try await FileHistoryRepository(fileURL: url).record().viewings.map(\.id)
        #expect(Set(ids) == Set((1...20).map { "v\($0)" }))
    }
}
