import Testing

@testable import PlainText

@Suite struct NumberTextTests {
    @Test func groupsThousands() {
        #expect(NumberText.grouped(0) == "0")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(1000) == "1,000")
        #expect(NumberText.grouped(157_608) == "157,608")
        #expect(NumberText.grouped(-1_234_567) == "-1,234,567")
    }

    @Test func roundsToOneDecimal() {
        #expect(NumberText.oneDecimal(8.46) == "8.5")
        #expect(NumberText.oneDecimal(7) == "7.0")
    }
}
