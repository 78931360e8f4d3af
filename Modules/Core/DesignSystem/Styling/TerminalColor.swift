/// A terminal colour: one of the 16 standard ones or an entry of the 256-colour palette.
enum TerminalColor: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An index of the 256-colour palette (16–231 a colour cube, 232–255 greys).
    case palette(UInt8)

    /// SGR parameters selecting this colour as the foreground, or the background.
    func sgrParameters(background: Bool) -> [Int] {
        let standard: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        let bright: [TerminalColor] = [
            .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
            .brightWhite,
        ]
        if let index = standard.firstIndex(of: self) { return [(background ? 40 : 30) + index] }
        if let index = bright.firstIndex(of: self) { return [(background ? 100 : 90) + index] }
        if case .palette(let value) = self { return [background ? 48 : 38, 5, Int(value)] }
        return []
    }
}
