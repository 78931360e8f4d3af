import DesignSystem
import PlainText
import Terminal

/// The interactive mode without the terminal: a tab bar over the tabs' coordinators, the keys
/// that belong to no screen (switching tabs, help, quitting), and the frame to draw.
///
/// Keys go to the top screen of the selected tab first; what it ignores the host uses. While a
/// text field has focus, letters and digits are typed, so shortcuts then need the field left first.
@MainActor
public final class TabHost {
    /// What the app does after a key: go on, or end the interactive mode.
    public enum Outcome: Sendable, Equatable {
        case proceed
        case quit
    }

    /// The tabs in the tab bar's order; `1` selects the first.
    let tabs: [any TabCoordinator]
    private(set) var selectedIndex = 0
    private(set) var showsHelp = false
    /// Called whenever a screen changed on its own and the frame should be drawn again.
    public var onChange: (@MainActor () -> Void)?

    /// The keys every screen shares, for the footer and the help.
    static let globalHints = [
        KeyHint("1-9 Tab ←→", "switch tabs"), KeyHint("?", "help"), KeyHint("q Ctrl-C", "quit"),
    ]

    /// A host for `tabs` (at least one), the first selected.
    public init(tabs: [any TabCoordinator]) {
        precondition(!tabs.isEmpty, "the app declares its tabs")
        self.tabs = tabs
        for tab in tabs { tab.stack.onChange = { [weak self] in self?.onChange?() } }
    }

    /// Shows the first tab.
    public func start() {
        tabs[selectedIndex].stack.top.appear()
    }

    /// Reacts to `key`: the screen's, a tab switch, the help, or quitting.
    public func handle(_ key: Key) async -> Outcome {
        if showsHelp {
            showsHelp = false
            return key == .controlC ? .quit : .proceed
        }
        switch key {
        case .controlC: return .quit
        case .tab: select((selectedIndex + 1) % tabs.count)
        case .shiftTab: select((selectedIndex + tabs.count - 1) % tabs.count)
        default:
            let tab = tabs[selectedIndex]
            if !tab.stack.top.capturesText, case .character(let character) = key,
                let outcome = shortcut(character)
            {
                return outcome
            }
            if await tab.handle(key) { return .proceed }
            switch key {
            case .left: select((selectedIndex + tabs.count - 1) % tabs.count)
            case .right: select((selectedIndex + 1) % tabs.count)
            case .character(let character): return shortcut(character) ?? .proceed
            default: break
            }
        }
        return .proceed
    }

    private func shortcut(_ character: Character) -> Outcome? {
        switch character {
        case "q": return .quit
        case "?":
            showsHelp = true
            return .proceed
        default:
            guard let digit = character.wholeNumberValue, (1...tabs.count).contains(digit) else { return nil }
            select(digit - 1)
            return .proceed
        }
    }

    /// Selects tab `index`; choosing the selected tab again goes back to its root screen.
    func select(_ index: Int) {
        if index == selectedIndex {
            tabs[index].stack.popToRoot()
        } else {
            selectedIndex = index
            tabs[index].stack.top.appear()
        }
    }

    /// The whole screen: tab bar, where you are, the screen (or the help), and a footer.
    public func frame(width: Int, height: Int, painter: Painter) -> ScreenContent {
        guard width >= 30, height >= 8 else {
            return ScreenContent(
                lines: ["Make the window larger", "(at least 30x8)."].map { StyledLine.clip($0, to: width) })
        }
        let stack = tabs[selectedIndex].stack
        let screen = stack.top
        var lines = [
            tabBar(painter: painter), painter.paint(stack.screens.map(\.title).joined(separator: " › "), .muted),
        ]
        let size = ScreenSize(width: width, height: height - 3)
        var cursor: ScreenContent.Cursor?
        if showsHelp {
            lines += help(for: screen, painter: painter)
        } else {
            let content = screen.draw(in: size, painter: painter)
            lines += content.lines.prefix(size.height)
            cursor = content.cursor.map { ScreenContent.Cursor(line: $0.line + 2, column: $0.column) }
        }
        lines = lines.prefix(height - 1) + Array(repeating: "", count: max(0, height - 1 - lines.count))
        lines.append(footer(for: screen, painter: painter))
        return ScreenContent(lines: lines.map { StyledLine.clip($0, to: width) }, cursor: cursor)
    }

    private func tabBar(painter: Painter) -> String {
        let names = tabs.enumerated().map { index, tab in
            let name = "\(index + 1) \(type(of: tab).tabTitle)"
            return index == selectedIndex ? painter.paint("[\(name)]", .selection) : " \(name) "
        }
        return painter.paint("Movieland", .title) + "  " + names.joined(separator: " ")
    }

    private func footer(for screen: any TerminalScreen, painter: Painter) -> String {
        if showsHelp { return painter.paint("Press any key to close the help.", .muted) }
        if let notice = screen.notice { return painter.paint(notice, .accent) }
        // While a field has focus, letters are typed: only the keys that still work are offered.
        let global =
            screen.capturesText ? [KeyHint("Tab", "switch tabs"), KeyHint("Ctrl-C", "quit")] : Self.globalHints
        return (screen.keyHints + global).map { painter.paint($0.keys, .title) + " " + $0.action }.joined(
            separator: "  ")
    }

    private func help(for screen: any TerminalScreen, painter: Painter) -> [String] {
        let hints = screen.keyHints + Self.globalHints + [KeyHint("Shift-Tab", "previous tab")]
        let width = hints.map { DisplayWidth.of($0.keys) }.max() ?? 0
        return [painter.paint("Keys", .title), ""]
            + hints.map { "  " + painter.paint(DisplayWidth.pad($0.keys, to: width), .accent) + "  " + $0.action }
    }
}
