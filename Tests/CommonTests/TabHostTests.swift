import Terminal
import Testing

@testable import Common
@testable import DesignSystem

/// A result the fake detail screen hands back.
private struct Done: ScreenResult {
    let message: String
}

/// A route the fake list screen opens.
private struct ItemRoute: Route {
    let item: String
}

/// A screen that records what reaches it; with a field, it types letters.
@MainActor
private final class FakeScreen: TerminalScreen {
    let title: String
    var onChange: (@MainActor () -> Void)?
    var notice: String?
    var capturesText: Bool
    var typed = ""
    var received: [String] = []
    var appearances = 0

    init(_ title: String, field: Bool = false) {
        self.title = title
        self.capturesText = field
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "open")] }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        ScreenContent(
            lines: ["\(title) typed:\(typed)", String(repeating: "x", count: size.width + 10)],
            cursor: capturesText ? ScreenContent.Cursor(line: 0, column: 3) : nil)
    }

    func handle(_ key: Key) async -> ScreenAction {
        switch key {
        case .character(let character) where capturesText:
            typed.append(character)
        case .enter:
            return .open(ItemRoute(item: "\(title)-item"))
        case .character("p"):
            return .open(PageRoute.film(id: "1066"))
        case .escape:
            capturesText = false
            return .close(result: title.hasSuffix("-item") ? Done(message: "closed \(title)") : nil)
        default:
            return .ignored
        }
        return .handled
    }

    func appear() { appearances += 1 }
    func receive(_ result: any ScreenResult) { received.append(result.message) }
}

/// A tab whose Enter opens an item screen.
@MainActor
private final class FakeTab: TabCoordinator {
    static let tabTitle = "Fake"
    var children: [any Coordinator] = []
    weak var parent: (any RouteOpening)?
    let stack: ScreenStack
    let root: FakeScreen

    init(_ root: FakeScreen) {
        self.root = root
        stack = ScreenStack(root: root)
    }

    func screen(for route: any Route) -> (any TerminalScreen)? {
        (route as? ItemRoute).map { FakeScreen($0.item) }
    }
}

/// The app's part: opens the pages no tab owns, recording what it was asked.
@MainActor
private final class FakePages: RouteOpening {
    var asked: [PageRoute] = []

    func screen(for route: any Route) -> (any TerminalScreen)? {
        guard let page = route as? PageRoute else { return nil }
        asked.append(page)
        guard case .film(let id) = page else { return nil }
        return FakeScreen("film-\(id)")
    }
}

@MainActor
@Suite struct TabHostTests {
    private let search = FakeTab(FakeScreen("search", field: true))
    private let top = FakeTab(FakeScreen("top"))
    private let watchlist = FakeTab(FakeScreen("watchlist"))
    private var host: TabHost { TabHost(tabs: [search, top, watchlist]) }

    private func press(_ keys: [Key], on host: TabHost) async -> TabHost.Outcome {
        var outcome = TabHost.Outcome.proceed
        for key in keys { outcome = await host.handle(key) }
        return outcome
    }

    @Test func tabsSwitchWithNumbersTabShiftTabAndArrows() async {
        let host = self.host
        host.start()
        #expect(search.root.appearances == 1)
        _ = await press([.tab], on: host)
        #expect(host.selectedIndex == 1)
        _ = await press([.character("3")], on: host)
        #expect(host.selectedIndex == 2)
        _ = await press([.tab], on: host)
        #expect(host.selectedIndex == 0)
        _ = await press([.shiftTab], on: host)
        #expect(host.selectedIndex == 2)
        _ = await press([.left, .left], on: host)
        #expect(host.selectedIndex == 0)
        _ = await press([.right], on: host)
        #expect(host.selectedIndex == 1)
        #expect(top.root.appearances == 3)  // each time its tab is chosen
    }

    @Test func aFocusedFieldTypesWhatWouldBeShortcuts() async {
        let host = self.host
        #expect(await press([.character("q"), .character("2"), .character("?")], on: host) == .proceed)
        #expect(search.root.typed == "q2?")
        #expect(host.selectedIndex == 0)
        #expect(!host.showsHelp)
        // Tab and Ctrl-C still work from the field.
        _ = await press([.tab], on: host)
        #expect(host.selectedIndex == 1)
        #expect(await press([.controlC], on: host) == .quit)
    }

    @Test func qQuitsAndQuestionMarkShowsTheHelpUntilTheNextKey() async {
        let host = self.host
        _ = await press([.tab, .character("?")], on: host)
        #expect(host.showsHelp)
        let frame = host.frame(width: 60, height: 20, painter: .plain)
        #expect(frame.lines.contains { $0.contains("Enter") && $0.contains("open") })
        #expect(frame.lines.contains { $0.contains("q Ctrl-C") && $0.contains("quit") })
        #expect(await press([.character("q")], on: host) == .proceed)  // closes the help only
        #expect(!host.showsHelp)
        #expect(await press([.character("q")], on: host) == .quit)
    }

    @Test func closingAScreenHandsItsResultToTheScreenBelow() async {
        let host = self.host
        _ = await press([.tab, .enter], on: host)
        #expect(top.stack.screens.map(\.title) == ["top", "top-item"])
        #expect(host.frame(width: 60, height: 10, painter: .plain).lines[1] == "top › top-item")
        _ = await press([.escape], on: host)
        #expect(top.stack.screens.count == 1)
        #expect(top.root.received == ["closed top-item"])
        #expect(top.root.appearances == 2)
        // Escape at the root is not a way out of the app.
        _ = await press([.escape], on: host)
        #expect(top.stack.screens.count == 1)
    }

    @Test func choosingTheSelectedTabAgainGoesBackToItsRoot() async {
        let host = self.host
        _ = await press([.tab, .enter, .enter], on: host)
        #expect(top.stack.screens.count == 3)
        _ = await press([.character("2")], on: host)
        #expect(top.stack.screens.count == 1)
    }

    @Test func theFrameFillsTheScreenExactlyAndPlacesTheCursor() {
        let host = self.host
        let frame = host.frame(width: 40, height: 12, painter: Painter(colorEnabled: true))
        #expect(frame.lines.count == 12)
        #expect(frame.lines.allSatisfy { StyledLine.width($0) <= 40 })
        #expect(StyledLine.width(frame.lines[0]) > 0)
        #expect(frame.lines[2].contains("search typed:"))
        #expect(frame.cursor == ScreenContent.Cursor(line: 2, column: 3))
        // The footer offers only the keys that work while the field has focus.
        #expect(frame.lines[11].contains("Ctrl-C"))
        #expect(!frame.lines[11].contains("help"))
    }

    @Test func aTinyWindowAsksForMoreRoom() {
        let frame = host.frame(width: 20, height: 5, painter: .plain)
        #expect(frame.lines.first == "Make the window larg")
        #expect(frame.lines.allSatisfy { StyledLine.width($0) <= 20 })
    }

    @Test func screensAskForRedrawsThroughTheHost() {
        let host = self.host
        var redraws = 0
        host.onChange = { redraws += 1 }
        search.root.onChange?()
        top.stack.push(FakeScreen("pushed"))
        top.stack.top.onChange?()
        #expect(redraws == 2)
    }

    @Test func aRouteTheTabDoesNotOwnGoesToItsParent() async {
        let tab = FakeTab(FakeScreen("top"))
        #expect(await tab.handle(.character("p")) == false)  // no parent: the key opens nothing
        #expect(tab.stack.screens.count == 1)
        let pages = FakePages()
        tab.parent = pages
        #expect(await tab.handle(.character("p")))
        #expect(tab.stack.top.title == "film-1066")
        #expect(pages.asked == [.film(id: "1066")])
        #expect(await tab.handle(.enter))  // a route the tab owns never reaches the parent
        #expect(tab.stack.top.title == "film-1066-item")
        #expect(pages.asked.count == 1)
    }
}
