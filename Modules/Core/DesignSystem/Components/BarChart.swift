import PlainText

/// A horizontal bar chart: one labelled bar per value, scaled to the width (e.g. a rating histogram).
public struct BarChart: Sendable {
    /// One labelled value.
    public struct Bar: Sendable {
        let label: String
        let value: Double
        /// Shown after the bar, e.g. "24.5%".
        let valueText: String

        /// A bar labelled `label`, as long as `value` against the chart's maximum, followed by `valueText`.
        public init(label: String, value: Double, valueText: String) {
            self.label = label
            self.value = value
            self.valueText = valueText
        }
    }

    let bars: [Bar]
    /// The value of a full-width bar; the largest value when nil.
    let maximum: Double?
    /// Block characters with eighths when true, `#` when false (plain ASCII output).
    let usesBlocks: Bool

    /// A chart of `bars`.
    /// - Parameters:
    ///   - bars: The bars, top first.
    ///   - maximum: The value of a full-width bar; the largest value when nil.
    ///   - usesBlocks: Whether to draw with eighth blocks (`▏`…`█`) or, for plain terminals, `#`.
    public init(bars: [Bar], maximum: Double? = nil, usesBlocks: Bool = true) {
        self.bars = bars
        self.maximum = maximum
        self.usesBlocks = usesBlocks
    }

    /// The chart as lines of at most `width` columns, bars painted with `style`.
    public func render(width: Int, painter: Painter, style: StyleToken = .accent) -> String {
        let labelWidth = bars.map { DisplayWidth.of(TextSanitizer.sanitize($0.label)) }.max() ?? 0
        let valueWidth = bars.map { DisplayWidth.of($0.valueText) }.max() ?? 0
        let barWidth = max(1, width - labelWidth - valueWidth - 2)
        let top = maximum ?? bars.map(\.value).max() ?? 0
        return bars.map { bar in
            let label = DisplayWidth.pad(TextSanitizer.sanitize(bar.label), to: labelWidth, alignRight: true)
            let fraction = top > 0 ? min(1, max(0, bar.value / top)) : 0
            let drawn = self.bar(fraction: fraction, width: barWidth)
            let padding = String(repeating: " ", count: barWidth - DisplayWidth.of(drawn))
            let value = DisplayWidth.pad(bar.valueText, to: valueWidth, alignRight: true)
            return "\(label) \(painter.paint(drawn, style))\(padding) \(value)"
        }.joined(separator: "\n") + "\n"
    }

    private func bar(fraction: Double, width: Int) -> String {
        let eighths = Int((fraction * Double(width) * 8).rounded())
        guard usesBlocks else { return String(repeating: "#", count: (eighths + 4) / 8) }
        let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partials[eighths % 8]
    }
}
