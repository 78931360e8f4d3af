import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// A history that cannot be read at all (a folder where the file should be, no permission).
private struct UnreadableHistory: HistoryRepository {
    func record() async throws(HistoryError) -> HistoryRecord {
        throw .unreadable(path: "/data/history.tsv", reason: "Is a directory")
    }

    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result {
        throw .unreadable(path: "/data/history.tsv", reason: "Is a directory")
    }
}

/// What the lists of other features mark: the films of yours among those they list, how often seen, your rating.
@Suite struct HistoryQueriesTests {
    private static let day = DiaryDate("2025-03-01")!

    private static func viewing(_ number: Int, of movieID: String, on date: String) -> Viewing {
        Viewing(
            id: "v\(number)", movieID: movieID, title: "Film \(movieID)", year: 2000, date: DiaryDate(date) ?? day,
            rating: nil, isRewatch: number > 1, tags: [])
    }

    private static let record: HistoryRecord = {
        var record = HistoryRecord(
            ratings: [
                PersonalRating(movieID: "1", title: "Film 1", year: 2000, rating: .points(8), ratedOn: day),
                PersonalRating(movieID: "3", title: "Film 3", year: 2000, rating: .halfStars(7), ratedOn: day),
            ],
            viewings: [
                viewing(1, of: "1", on: "2025-03-01"), viewing(2, of: "1", on: "2024-01-05"),
                viewing(3, of: "1", on: "2025-01-01"), viewing(4, of: "2", on: "2025-03-01"),
            ],
            nextViewingNumber: 5)
        record.damagedLines = [DamagedHistoryLine(line: 9, bytes: Array("v\tbroken".utf8), reason: "too few fields")]
        return record
    }()

    @Test func filmsSeenOrRatedAmongThoseAskedAreMarkedWithTheirDaysInOrderAndYourRating() async {
        let queries = HistoryQueries(repository: InMemoryHistory(Self.record))
        let marks = await queries.seenMarks(of: ["1", "2", "3", "4"])
        #expect(
            marks == [
                "1": SeenMark(seenOn: ["2024-01-05", "2025-01-01", "2025-03-01"], yourRating: "8/10"),
                "2": SeenMark(seenOn: ["2025-03-01"], yourRating: nil),
                "3": SeenMark(seenOn: [], yourRating: "3.5 stars"),
            ], "a history with a damaged line still marks what its other lines say")
        #expect(await queries.seenMarks(of: ["2", "4"]) == ["2": SeenMark(seenOn: ["2025-03-01"], yourRating: nil)])
        #expect(await queries.seenMarks(of: []).isEmpty)
    }

    @Test func noHistoryOrOneThatCannotBeReadMarksNothingAndDoesNotFail() async {
        #expect(await HistoryQueries(repository: InMemoryHistory()).seenMarks(of: ["1"]).isEmpty)
        #expect(await HistoryQueries(repository: UnreadableHistory()).seenMarks(of: ["1"]).isEmpty)
    }
}
