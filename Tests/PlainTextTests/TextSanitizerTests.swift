import Testing

@testable import PlainText

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("plain title", "plain title"),
        ("red \u{1B}[31malert\u{1B}[0m", "red alert"),
        ("move\u{1B}[2J\u{1B}[Hcursor", "movecursor"),
        ("title\u{1B}]0;pwned\u{07}set", "titleset"),
        ("link \u{1B}]8;;http://x\u{1B}\\text\u{1B}]8;;\u{1B}\\", "link text"),
        ("c1\u{9B}31mcsi", "c1csi"),
        ("keypad\u{1B}=mode", "keypadmode"),
        ("bell\u{07}null\u{00}del\u{7F}", "bellnulldel"),
        ("tab\there\r\nline", "tab here line"),
        ("bidi \u{202E}txet\u{202C} override", "bidi txet override"),
        ("unterminated \u{1B}]0;title", "unterminated "),
        ("Amélie 東京 👍🏽", "Amélie 東京 👍🏽"),
    ])
    func stripsControlAndEscapeSequences(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test func keepsNewlinesWhenAsked() {
        #expect(TextSanitizer.sanitize("a\nb\u{1B}[1m", keepNewlines: true) == "a\nb")
    }
}
