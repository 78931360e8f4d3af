/// How a piece of text looks: attributes and colours, rendered as one SGR escape sequence.
public struct TextStyle: Hashable, Sendable {
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var foreground: TerminalColor?
    var background: TerminalColor?

    init(
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
        foreground: TerminalColor? = nil, background: TerminalColor? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }

    /// No attributes at all: text is written as is.
    public static let plain = TextStyle()

    /// The escape sequence that starts this style, or "" for plain text.
    var openingSequence: String {
        var parameters: [Int] = []
        if bold { parameters.append(1) }
        if dim { parameters.append(2) }
        if italic { parameters.append(3) }
        if underline { parameters.append(4) }
        if let foreground { parameters += foreground.sgrParameters(background: false) }
        if let background { parameters += background.sgrParameters(background: true) }
        guard !parameters.isEmpty else { return "" }
        return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }

    /// Resets every attribute.
    static let resetSequence = "\u{1B}[0m"
}
