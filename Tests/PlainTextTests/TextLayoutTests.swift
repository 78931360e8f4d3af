import FoundationEssentials
import Testing

@testable import PlainText

@Suite struct TextLayoutTests {
    @Test func textWrapsBetweenWordsAndCutsLongWords() {
        #expect(
            TextWrap.wrap("A long time ago in a galaxy far away", width: 12) == [
                "A long time", "ago in a", "galaxy far", "away",
            ])
        #expect(TextWrap.wrap("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
        #expect(TextWrap.wrap("", width: 8) == [""])
        #expect(TextWrap.wrap("evil\u{1B}[2Jtext", width: 20) == ["eviltext"])
    }

    @Test func datesAreWrittenInUTCWithFixedPatterns() {
        let date = Date(timeIntervalSince1970: 1_795_599_667)  // 2026-11-25 09:41:07 UTC
        #expect(DateText.day(date) == "2026-11-25")
        #expect(DateText.minute(date) == "2026-11-25 09:41 UTC")
        #expect(DateText.iso8601(date) == "2026-11-25T09:41:07Z")
        #expect(DateText.compact(date) == "20261125T094107Z")
        let early = Date(timeIntervalSince1970: 981_173_106.9)  // 2001-02-03 04:05:06.9: seconds are cut, not rounded
        #expect(DateText.iso8601(early) == "2001-02-03T04:05:06Z")
    }

    @Test func aTitleIsFollowedByItsYearWhenKnown() {
        #expect(TitleText.named("The Matrix", year: 1999) == "The Matrix (1999)")
        #expect(TitleText.named("The Matrix", year: nil) == "The Matrix")
    }

    @Test func trimmingRemovesWhitespaceAtBothEndsOnly() {
        #expect(" \t the  matrix \n".trimmingWhitespace() == "the  matrix")
        #expect("   ".trimmingWhitespace() == "")
        #expect("alien"[...].trimmingWhitespace() == "alien")
    }
}
