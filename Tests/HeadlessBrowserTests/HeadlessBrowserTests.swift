import Foundation
import HeadlessBrowser
import OffThePool
import ProcessRunner
import Testing

/// The harness against a small page of its own: keys where the focus is, elements by CSS, scripts' JSON, the
/// console, alerts, screenshots at exact sizes. Each test starts its own Chromium; one at a time.
@Suite(
    .serialized, .offThePool,
    .enabled(if: BrowserInstallation.found.isComplete, Comment(rawValue: BrowserInstallation.found.missing)))
struct HeadlessBrowserTests {
    static let page = SourceTree.url(of: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/keyboard.html")

    /// Opens the fixture in a browser and waits for its script.
    func withFixture(_ body: (HeadlessBrowser) async throws -> Void) async throws {
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.open(Self.page)
            try await browser.waitUntil("document.documentElement.dataset.ready === 'true'")
            try await body(browser)
        }
    }

    @Test func slashSearchesEnterSelectsArrowsAndTabMoveTheFocus() async throws {
        try await withFixture { browser in
            try await browser.press(.character("/"))
            #expect(try await browser.evaluate("return document.activeElement.id;", as: String.self) == "search")
            try await browser.type("term")
            let matches = try await browser.evaluate(
                "return Array.from(document.querySelectorAll('li.match'), (item) => item.dataset.name);",
                as: [String].self)
            #expect(matches == ["Terminal"])
            try await browser.press(.enter)
            #expect(try await browser.text(of: browser.element("#selected")) == "Terminal")
            try await browser.press(.arrowRight)
            #expect(
                try await browser.evaluate("return document.activeElement.dataset.name;", as: String.self) == "Common")
            try await browser.press(.tab)
            try await browser.press(.enter)
            #expect(try await browser.text(of: browser.element("#selected")) == "Commands")
            try await browser.press(.tab, holding: .shift)
            #expect(
                try await browser.evaluate("return document.activeElement.dataset.name;", as: String.self) == "Common")
            let keys = try await browser.text(of: browser.element("#keys"))
            #expect(keys == "/ t e r m Enter ArrowRight Tab Enter Shift Tab")
        }
    }

    @Test func elementsAreFoundByCSSAndKeysSentToOne() async throws {
        try await withFixture { browser in
            let items = try await browser.elements("#items li")
            #expect(items.count == 3)
            #expect(try await browser.attribute("data-name", of: items[1]) == "Commands")
            #expect(try await browser.attribute("data-missing", of: items[1]) == nil)
            #expect(try await browser.elements("li.selected").isEmpty)
            try await browser.sendKeys(
                [.character("C"), .character("o"), .character("m")], to: browser.element("#search"))
            #expect(try await browser.elements("li.match").count == 2)
            try await browser.click(items[2])
            try await browser.press(.enter)
            #expect(try await browser.text(of: browser.element("#selected")) == "Terminal")
        }
    }

    @Test func aMissingElementIsAWebDriverErrorNamingTheCommand() async throws {
        try await withFixture { browser in
            do {
                _ = try await browser.element("#nowhere")
                Issue.record("an element that is not there was found")
            } catch HeadlessBrowserError.webDriver(let command, let error, _) {
                #expect(command.hasSuffix("/element"))
                #expect(error == "no such element")
            }
        }
    }

    @Test func scriptsReturnJSONDecodedAsTheCallerAsks() async throws {
        struct Facts: Decodable, Equatable {
            let title: String
            let count: Int
            let ready: Bool
            let names: [String]
        }
        try await withFixture { browser in
            let facts = try await browser.evaluate(
                """
                return { title: document.title, count: document.querySelectorAll('li').length,
                  ready: document.documentElement.dataset.ready === 'true',
                  names: Array.from(document.querySelectorAll('li'), (item) => item.dataset.name + arguments[0]) };
                """, arguments: ["!"], as: Facts.self)
            #expect(
                facts
                    == Facts(
                        title: "HeadlessBrowser fixture", count: 3, ready: true,
                        names: ["Common!", "Commands!", "Terminal!"]))
            await #expect(throws: HeadlessBrowserError.timedOut(waitingFor: "window.neverSet", seconds: 0.2)) {
                try await browser.waitUntil("window.neverSet", seconds: 0.2)
            }
        }
    }

    @Test func theConsoleAndAlertsAreRead() async throws {
        try await withFixture { browser in
            try await browser.run("console.log('only information');")
            let quiet = try await browser.consoleMessages()
            #expect(quiet.map(\.isError) == [false])
            #expect(quiet.first?.message.contains("only information") == true)
            try await browser.click(browser.element("#fail"))
            let errors = try await browser.consoleErrors()
            #expect(errors.count == 1)
            #expect(errors.first?.message.contains("the fixture failed on purpose") == true)
            #expect(try await browser.consoleErrors().isEmpty, "each message is handed out once")
            #expect(try await browser.alertText() == nil)
            try await browser.click(browser.element("#alert"))
            #expect(try await browser.alertText() == "hello from the fixture")
            try await browser.dismissAlert()
            #expect(try await browser.alertText() == nil)
        }
    }

    @Test func screenshotsArePNGsOfExactlyTheViewport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withFixture { browser in
            for viewport in [Viewport.desktop, .phone] {
                let file = try await browser.saveScreenshot(named: "fixture", at: viewport, in: folder)
                #expect(file.lastPathComponent == "fixture-\(viewport.name).png")
                let size = try Self.pngSize(Data(contentsOf: file))
                #expect(size.width == viewport.width && size.height == viewport.height)
                let cssWidth = try await browser.evaluate("return window.innerWidth;", as: Int.self)
                #expect(cssWidth == viewport.width)
            }
        }
    }

    /// The width and height in a PNG's header (its IHDR chunk).
    static func pngSize(_ png: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](png.prefix(24))
        try #require(bytes.count == 24 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
