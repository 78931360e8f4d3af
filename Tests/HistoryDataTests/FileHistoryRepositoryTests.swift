import Foundation
import Testing

@testable import HistoryData
@testable import HistoryDomain
@testable import HistoryDomainApi

/// The history file: kept across runs, never lost when a line cannot be read, and safe under concurrent changes.
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

    @Test func aFullDiskSaysThereIsNoRoomAndWhatToDo() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.tsv")
        // The change is written to ".history.tsv.<pid>.tmp" beside the file (SystemIO's AtomicFile): made
        // /dev/full, whose writes fail as a full disk's do.
        let temporary = folder.appendingPathComponent(".history.tsv.\(ProcessInfo.processInfo.processIdentifier).tmp")
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: "/dev/full")
        let error = HistoryError.noRoom(path: url.path, reason: "No space left on device")
        await #expect(throws: error) {
            try await FileHistoryRepository(fileURL: url).modify { $0.viewings.append(Self.viewing(1)) }
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(error.description.contains("there is no room left on its disk (No space left on device)"))
    }

    @Test func aFileThatIsNoHistoryIsNeverSetAsideAndItsLinesSurviveAWrite() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.tsv")
        try Data("not json".utf8).write(to: url)
        let repository = FileHistoryRepository(fileURL: url)
        let record = try await repository.record()
        #expect(record.damagedLines.map(\.reason) == ["it is not the header \"movieland history 1\""])
        try await repository.modify { $0.viewings.append(Self.viewing(1)) }
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written.hasPrefix("movieland history 1\n") && written.hasSuffix("\nnot json\n"), "\(written)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("unreadable") }
                .isEmpty)
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
        #expect(HistoryStoreText.decode(data) == record)
    }

    /// A good viewing, then every kind of line that cannot be read, then a good one with a Windows line end,
    /// then a truncated last line.
    private static let damaged: [UInt8] =
        Array("movieland history 1\nnext\t3\nviewing\tv1\t1\tFilm 1\t2000\t2025-02-14\tp8\t\t\n".utf8)
        + Array("viewing\tv9\tbroken\n".utf8)  // a missing field
        + Array("viewing\tv8\t1\tFilm\t2000\t2025-02-30\tp8\t\t\n".utf8)  // a day that does not exist
        + Array("bookmark\t1\n".utf8)  // an unknown record
        + [0x76, 0x69, 0x65, 0xFF, 0x00, 0x01, 0x0A]  // binary bytes
        + Array("viewing\tv2\t2\tFilm 2\t2001\t2025-03-01\t\t\t\r\n".utf8)
        + Array("viewing\tv3\t3\tFilm 3".utf8)

    @Test func everyReadableLineIsReadAndEachOtherOneIsKeptWithItsReason() {
        let record = HistoryStoreText.decode(Data(Self.damaged))
        #expect(record.viewings.map(\.id) == ["v1", "v2"])
        #expect(record.damagedLines.map(\.line) == [4, 5, 6, 7, 9])
        #expect(record.damagedLines[0].reason.hasPrefix("a viewing needs"))
        #expect(record.damagedLines[2].reason == "\"bookmark\" is no record of a history")
        #expect(record.damagedLines[3].reason == "it holds control bytes")
        #expect(record.damagedLines[3].bytes == [0x76, 0x69, 0x65, 0xFF, 0x00, 0x01])
    }

    @Test func damagedLinesAreWrittenBackByteForByte() {
        let record = HistoryStoreText.decode(Data(Self.damaged))
        let again = HistoryStoreText.decode(HistoryStoreText.encode(record))
        #expect(again.viewings == record.viewings)
        #expect(again.damagedLines.map(\.bytes) == record.damagedLines.map(\.bytes))
    }

    @Test func readingTheRecordsOfAFewFilmsKeepsTheirsAloneAndEveryDamagedLine() throws {
        let data =
            Data(Self.damaged)
            + Data("\nrating\t2\tFilm 2\t2001\ts7\t2025-03-01\nrating\t5\tFilm 5\t2001\tp11\t2025-03-01\n".utf8)
        let whole = HistoryStoreText.decode(data)
        let few = HistoryStoreText.decode(data, films: ["2", "3", "9"])
        #expect(few.viewings == whole.viewings.filter { $0.movieID == "2" } && few.viewings.count == 1)
        #expect(few.ratings == whole.ratings && few.ratings.map(\.movieID) == ["2"])
        #expect(few.damagedLines == whole.damagedLines && few.damagedLines.map(\.line) == [4, 5, 6, 7, 9, 11])
        #expect(few.nextViewingNumber == 3 && few.unplaced.isEmpty)
    }

    /// Each value of a line is read from its bytes unless the field holds a backslash, when it is read from its
    /// text (its escapes undone), as the file has always been read.
    @Test func aFieldWithAnEscapeReadsAsItsText() {
        let lines = [
            "movieland history 1", "ne\\xt\t4", "viewing\tv1\t1\tOne\t20\\00\t2025-01-0\\1\tp\\8\t\\r\t",
            "viewing\tv2\t2\tTwo\t2000\t2025-01-01\t\\\tr\ta\\tb", "rating\t3\tThree\t+1999\ts\\7\t2025-01-02",
            "viewing\tv3\t4\tFour\t2000\t2025-01-01\t\\7\t\t",
        ]
        let record = HistoryStoreText.decode(Data(lines.joined(separator: "\n").utf8))
        #expect(record.nextViewingNumber == 4)
        #expect(record.viewings.map(\.year) == [2000, 2000] && record.viewings.map(\.rating) == [.points(8), nil])
        #expect(record.viewings.map(\.date) == [DiaryDate("2025-01-01"), DiaryDate("2025-01-01")])
        #expect(record.viewings.map(\.isRewatch) == [false, true], "\\r is a carriage return, no rewatch flag")
        #expect(record.viewings[1].tags == ["a\tb"])
        #expect(record.ratings.map(\.rating) == [.halfStars(7)] && record.ratings.map(\.year) == [1999])
        #expect(record.damagedLines.map(\.line) == [6], "a rating of \\7 is none")
    }

    @Test func bytesThatAreNotUTF8AreDamage() {
        let data = Data(Array("movieland history 1\n".utf8) + [0x62, 0x6F, 0xC3, 0x28, 0x0A])
        #expect(HistoryStoreText.decode(data).damagedLines.map(\.reason) == ["it is not UTF-8 text"])
    }
}

/// A history file written by an earlier version reads as it was written.
@Suite struct EarlierHistoryFileTests {
    @Test func aHistoryWrittenByTheBaseCommitIsReadWholeAndWrittenBackByteForByte() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/history-687971f.tsv")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.tsv")
        try FileManager.default.copyItem(at: fixture, to: url)
        let record = try await FileHistoryRepository(fileURL: url).record()
        #expect(record.damagedLines.isEmpty, "\(record.damagedLines)")
        #expect(record.ratings.map(\.rating) == [.points(9), .halfStars(7), .points(8)])
        #expect(record.viewings.map(\.id) == ["v1", "v2", "v3", "v4", "v5"] && record.nextViewingNumber == 6)
        #expect(record.viewings[0].tags == ["rainy day, home", "say \"hi\""])
        #expect(record.viewings.map(\.isRewatch) == [false, true, false, false, false])
        #expect(record.viewings[4].isMarkedWatched && record.viewings.allSatisfy { !$0.isRewatchDerived })
        #expect(record.unplaced.map(\.title) == ["Oppenheimer"] && record.unplaced[0].tags == ["imax", "tab"])
        try await FileHistoryRepository(fileURL: url).modify { _ in }
        #expect(try Data(contentsOf: url) == Data(contentsOf: fixture))
    }
}
