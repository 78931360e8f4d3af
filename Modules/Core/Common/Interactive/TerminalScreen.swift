import DesignSystem
import Terminal

/// One screen of the interactive mode. It draws itself into the space the tab host gives it and
/// turns keys into its view model's intents; where to go next it asks its coordinator, through
/// the action it returns.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// A short name for the title line, e.g. the film's title on a detail screen.
    var title: String { get }
    /// The keys this screen understands, for the footer and the help.
    var keyHints: [KeyHint] { get }
    /// Whether a text field has focus: then letters and digits are typed, not shortcuts.
    var capturesText: Bool { get }
    /// A line for the footer in place of the key hints, e.g. what the screen above handed back.
    var notice: String? { get }
    /// Set by the tab host; the screen calls it when it changed on its own (results arrived).
    var onChange: (@MainActor () -> Void)? { get set }

    /// The screen's lines for `size`; the host cuts what does not fit.
    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent
    /// Reacts to `key`.
    func handle(_ key: Key) async -> ScreenAction
    /// The screen is on top again: shown first, back from the screen above, or its tab selected.
    func appear()
    /// The screen above this one closed with `result`.
    func receive(_ result: any ScreenResult)
}

extension TerminalScreen {
    /// Whether a text field has focus: then letters and digits are typed, not shortcuts.
    public var capturesText: Bool { false }
    /// A line for the footer in place of the key hints, e.g. what the screen above handed back.
    public var notice: String? { nil }
    /// The screen is on top again: shown first, back from the screen above, or its tab selected.
    public func appear() {}
    /// The screen above this one closed with `result`.
    public func receive(_ result: any ScreenResult) {}
}

/// Columns and lines available to a screen.
public struct ScreenSize: Sendable, Equatable {
    /// Columns, at least 1.
    public let width: Int
    /// Lines, at least 1.
    public let height: Int

    /// A size of `width` columns by `height` lines; values below 1 become 1.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }
}

/// What a screen draws, and where the text cursor goes (0-based, within the screen), if shown.
public struct ScreenContent: Sendable, Equatable {
    /// The lines to draw, top first, already styled.
    public var lines: [String]
    /// Where to show the text cursor; nil hides it.
    public var cursor: Cursor?

    /// A position on the screen: line and column, both from 0.
    public struct Cursor: Sendable, Equatable {
        /// The line, from 0 at the top of the screen.
        public let line: Int
        /// The column, from 0 at the left.
        public let column: Int

        /// The position at `line` and `column`, both from 0.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// Content of `lines`, with the text cursor at `cursor` or hidden.
    public init(lines: [String], cursor: Cursor? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
}

/// A key and what it does, e.g. ("w", "add to or remove from the watchlist").
public struct KeyHint: Sendable, Equatable {
    /// The keys as the footer shows them, e.g. "↑↓" or "w".
    public let keys: String
    /// What they do, e.g. "move".
    public let action: String

    /// A hint that `keys` do `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// What a screen wants after a key.
public enum ScreenAction: Sendable {
    /// The key was used; draw again.
    case handled
    /// Not a key for this screen: the tab host may use it (switching tabs, quitting).
    case ignored
    /// Go to `route`; the tab's coordinator builds the screen.
    case open(any Route)
    /// Close this screen and hand `result` to the screen below.
    case close(result: (any ScreenResult)?)
}

/// What a closing screen hands back to the screen below it, e.g. "added to the watchlist".
public protocol ScreenResult: Sendable {
    /// One line saying what happened, for the screen below to show.
    var message: String { get }
}
