import FoundationEssentials
import Testing

@testable import HistoryDomainApi

/// A diary day is a real calendar day written YYYY-MM-DD.
@Suite struct DiaryDateTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "1999-12-31", "2026-01-01"])
    func realDaysAreRead(text: String) {
        #expect(DiaryDate(text)?.description == text)
    }

    @Test(arguments: [
        "2025-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-1-5", "25-01-05", "2025/01/05", "today", "",
    ])
    func daysThatDoNotExistOrAreWrittenOtherwiseAreNot(text: String) {
        #expect(DiaryDate(text) == nil)
    }

    @Test func daysOrderByCalendar() throws {
        let days = try ["2025-06-01", "2024-12-31", "2025-01-15"].map { try #require(DiaryDate($0)) }
        #expect(days.sorted().map(\.description) == ["2024-12-31", "2025-01-15", "2025-06-01"])
    }

    @Test func aDayIsWrittenAsItsText() throws {
        let day = try #require(DiaryDate("2025-02-14"))
        #expect(String(decoding: try JSONEncoder().encode([day]), as: UTF8.self) == #"["2025-02-14"]"#)
        #expect(try JSONDecoder().decode([DiaryDate].self, from: Data(#"["2025-02-14"]"#.utf8)) == [day])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DiaryDate].self, from: Data(#"["2025-02-30"]"#.utf8))
        }
    }
}
