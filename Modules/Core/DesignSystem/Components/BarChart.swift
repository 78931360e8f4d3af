/// A horizontal bar chart: one labelled bar per value, scaled to the width (e.g. a rating histogram).
public struct BarChart: Sendable {
    public struct Bar: Sendable {
        public let label: String
        public let value: Double
        /// Shown after the bar, e.g. "24.5%".
        public let valueText: String

        public init(label: String, value: Double, valueText: String) {
            self.label = label
            self.value = value
            self.valueText = valueText
        }
    }

    public let bars: [Bar]
    /// The value of a full-width bar; the largest value when nil.
    public let maximum: Double?
    /// Block characters with eighths when true, `#` when false (plain ASCII output).
    public let usesBlocks: Bool

    public init(bars: [Bar], maximum: Double? = nil, usesBlocks: Bool = true) {
        self.bars = bars
        self.maximum = maximum
        self.usesBlocks = usesBlocks
    }

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
