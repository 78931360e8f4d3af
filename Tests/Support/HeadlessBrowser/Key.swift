/// A key WebDriver presses: a character, or one of the special keys of the W3C WebDriver specification's
/// table of keys (code points in the Private Use Area).
public struct Key: Sendable, Equatable {
    /// What WebDriver is sent for this key.
    public let value: String

    /// The key that types `character`.
    public static func character(_ character: Character) -> Key { Key(value: String(character)) }

    /// Tab.
    public static let tab = Key(value: "\u{E004}")
    /// Enter (Return).
    public static let enter = Key(value: "\u{E007}")
    /// Escape.
    public static let escape = Key(value: "\u{E00C}")
    /// Backspace.
    public static let backspace = Key(value: "\u{E003}")
    /// Shift, held while the keys after it in one press are pressed.
    public static let shift = Key(value: "\u{E008}")
    /// The left arrow.
    public static let arrowLeft = Key(value: "\u{E012}")
    /// The up arrow.
    public static let arrowUp = Key(value: "\u{E013}")
    /// The right arrow.
    public static let arrowRight = Key(value: "\u{E014}")
    /// The down arrow.
    public static let arrowDown = Key(value: "\u{E015}")
}
