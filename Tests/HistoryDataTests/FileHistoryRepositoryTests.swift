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
        let url = folder.appendingPathComponent("nested/history.tsv")
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
        let url = folder.appendingPathComponent("history.tsv")
        try Data("not json".utf8).write(to: url)
        let repository = FileHistoryRepository(fileURL: url, now: { Date(timeIntervalSince1970: 0) })
        do {
            _ = try await repository.record()
            Issue.record("an unreadable file was read")
        } catch {
            guard case .unreadable(_, let reason, let keptAt) = error else { Issue.record("\(error)"); return }
            #expect(reason == "it does not start with \"movieland history 1\"")
            #expect(keptAt.hasSuffix("history.tsv.unreadable-19700101T000000Z"))
            #expect(try String(contentsOfFile: keptAt, encoding: .utf8) == "not json")
        }
        #expect(try await repository.record() == HistoryRecord())
    }

    @Test func concurrentChangesAreAllKept() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.tsv")
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

/// The history's line format keeps every field as it was, whatever characters it holds.
@Suite struct HistoryStoreTextTests {
    @Test func everyRecordReadsBackAsItWasWrittenEscapesAndAll() throws {
        let day = DiaryDate(year: 2025, month: 2, day: 14)!
        var marked = Viewing(
            id: "v2", movieID: "tt1", title: "Tab\there, line\nbreak, back\\slash", year: nil, date: day,
            rating: .halfStars(7), isRewatch: true, tags: ["a\u{1F}b", "c\\d"])
        marked.isMarkedWatched = true
        var kept = HistoryFileRow(line: 0, kind: .watched, title: "Oppenheimer")
        kept.year = 2023
        kept.rating = .points(9)
        kept.tags = ["cinema"]
        let record = HistoryRecord(
            ratings: [PersonalRating(movieID: "tt1", title: "Amélie", year: 2001, rating: .points(10), ratedOn: day)],
            viewings: [marked], unplaced: [kept], nextViewingNumber: 3)
        let data = HistoryStoreText.encode(record)
        #expect(String(decoding: data, as: UTF8.self).split(separator: "\n").count == 5, "one record a line")
        #expect(try HistoryStoreText.decode(data) == record)
    }

    @Test func aLineThatIsNoRecordSaysWhere() {
        let data = Data("movieland history 1\nnext\t3\nviewing\tv1\tbroken\n".utf8)
        let error = #expect(throws: HistoryStoreText.Problem.self) { try HistoryStoreText.decode(data) }
        #expect(error?.description.hasPrefix("line 3: a viewing needs") == true)
    }
}
