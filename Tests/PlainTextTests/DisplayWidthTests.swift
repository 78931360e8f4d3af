import Testing

@testable import PlainText

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Matrix", 6),
        ("東京物語", 8),
        ("e\u{301}te\u{301}", 3),  // combining acute accents take no column
        ("👍", 2),
        ("👍🏽", 2),  // skin-tone modifier joins the emoji
        ("👨‍👩‍👧", 2),  // zero-width-joiner sequence
        ("❤️", 2),  // text symbol with emoji presentation selector
        ("ｆｕｌｌ", 8),  // fullwidth Latin
        ("", 0),
    ])
    func measuresColumns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func truncatesByColumnsNotCharacters() {
        #expect(DisplayWidth.truncate("東京物語", to: 5) == "東京…")
        #expect(DisplayWidth.truncate("東京物語", to: 8) == "東京物語")
        #expect(DisplayWidth.truncate("Matrix", to: 1) == "…")
        #expect(DisplayWidth.truncate("Matrix", to: 0) == "")
        #expect(DisplayWidth.truncate("Ame\u{301}lie", to: 4) == "Ame\u{301}…")
    }

    @Test func padsToColumns() {
        #expect(DisplayWidth.pad("東京", to: 6) == "東京  ")
        #expect(DisplayWidth.pad("7.5", to: 5, alignRight: true) == "  7.5")
    }
}
