/// A tab's navigation stack: the root screen, then each screen opened from the one below.
/// The tab's coordinator owns it; closing a screen hands its result to the one below.
@MainActor
public final class ScreenStack {
    private(set) var screens: [any TerminalScreen]
    /// Passed on to every screen, so any of them can ask for a redraw.
    public var onChange: (@MainActor () -> Void)? {
        didSet { for screen in screens { screen.onChange = onChange } }
    }

    /// A stack holding `root`, which never closes.
    public init(root: any TerminalScreen) {
        screens = [root]
    }

    /// The screen on top, the one keys go to.
    var top: any TerminalScreen { screens[screens.count - 1] }

    /// Shows `screen` above the current one.
    func push(_ screen: any TerminalScreen) {
        screen.onChange = onChange
        screens.append(screen)
        screen.appear()
    }

    /// Closes the top screen and hands `result` to the one below; false at the root, which stays.
    @discardableResult
    func pop(result: (any ScreenResult)? = nil) -> Bool {
        guard screens.count > 1 else { return false }
        screens.removeLast()
        if let result { top.receive(result) }
        top.appear()
        return true
    }

    /// Back to the root screen (when its tab is chosen again).
    func popToRoot() {
        while pop() {}
    }
}
