extension StringProtocol {
    /// The text without the whitespace at its start and end (header values, media types).
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
