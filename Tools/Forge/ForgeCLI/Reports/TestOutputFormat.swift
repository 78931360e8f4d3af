/// How `forge test` prints what it did: text, JSON, or text with GitHub's annotations.
enum TestOutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case github
}
