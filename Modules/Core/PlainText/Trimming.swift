extension StringProtocol {
    /// The text without the whitespace (spaces, tabs, line breaks) at its start and end: what Foundation's
    /// `trimmingWhitespace()` gives, without Foundation.
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
