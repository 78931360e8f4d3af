import FoundationEssentials
import Testing

@testable import DelimitedText

/// Exports are read as UTF-8 when they are, else as Windows-1252, and say which.
@Suite struct ExportTextTests {
    @Test func validUTF8IsReadAsItIs() {
        let text = ExportText(Data("Amélie,2001\n".utf8))
        #expect(text.text == "Amélie,2001\n" && text.encoding == .utf8)
    }

    @Test func anythingElseIsWindows1252WithItsTypographicMarks() {
        // "Amélie" in Latin-1, then Windows-1252's curly quotes and euro sign.
        let bytes: [UInt8] = [0x41, 0x6D, 0xE9, 0x6C, 0x69, 0x65, 0x20, 0x93, 0x80, 0x94]
        let text = ExportText(Data(bytes))
        #expect(text.encoding == .windows1252)
        #expect(text.text == "Amélie \u{201C}€\u{201D}")
    }

    @Test func quotedFieldsMayHoldCommasQuotesAndLineBreaks() throws {
        let records = try CSV.records(in: "\u{FEFF}Name,Review\r\n\"Heat\",\"Long, \"\"tense\"\"\nand good\"\r\n")
        #expect(records.map(\.fields) == [["Name", "Review"], ["Heat", "Long, \"tense\"\nand good"]])
        #expect(records.map(\.line) == [1, 2])
    }
}
