/// A progress bar line: `━━━━━━╸───────  45%`, `width` columns for the bar itself.
public struct ProgressBar: Sendable {
    /// Done, from 0 to 1; nil draws an indeterminate bar.
    let fraction: Double?
    /// Columns, at least 4.
    public let width: Int

    /// A bar `width` columns wide, `fraction` (clamped to 0…1) done, or indeterminate when nil.
    public init(fraction: Double?, width: Int) {
        self.fraction = fraction.map { min(1, max(0, $0)) }
        self.width = max(4, width)
    }

    /// The bar and its percentage, styled by `painter`.
    public func render(painter: Painter) -> String {
        guard let fraction else {
            return painter.paint(String(repeating: "─", count: width), .muted) + "    "
        }
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "━", count: filled) + (filled < width ? "╸" : "")
        let rest = String(repeating: "─", count: max(0, width - filled - 1))
        let percent = String(Int((fraction * 100).rounded(.down)))
        return painter.paint(bar, .accent) + painter.paint(rest, .muted) + " "
            + String(repeating: " ", count: 3 - percent.count) + percent + "%"
    }
}
