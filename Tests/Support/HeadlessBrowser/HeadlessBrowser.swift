import Foundation

/// Debian's Chromium, headless, driven through the W3C WebDriver protocol by a chromedriver of its own on a free
/// port of 127.0.0.1: open a page, find elements by CSS, press keys, run scripts that return JSON, read the
/// console, take screenshots.
///
/// `withBrowser` starts one and always stops it (the session deleted, chromedriver ended). Tests that need it
/// skip where it is not installed: `@Test(.enabled(if: BrowserInstallation.found.isComplete,
/// Comment(rawValue: BrowserInstallation.found.missing)))`.
public final class HeadlessBrowser: Sendable {
    private let driver: ChromeDriverProcess
    let client: WebDriverClient
    /// `session/<id>`: the path every command of this browser starts with.
    let session: String

    /// Starts chromedriver and a headless Chromium showing `viewport`; `close()` ends both.
    public init(viewport: Viewport = .desktop, installation: BrowserInstallation = .found) async throws {
        guard let chromium = installation.chromium, let chromedriver = installation.chromedriver else {
            throw HeadlessBrowserError.notInstalled(missing: installation.missing)
        }
        driver = try ChromeDriverProcess(executable: chromedriver)
        client = WebDriverClient(port: driver.port)
        struct Started: Decodable { let sessionId: String }
        do {
            let started = try await client.send(
                "POST", "session", body: Self.capabilities(chromium: chromium), as: Started.self)
            session = "session/\(started.sessionId)"
        } catch {
            driver.stop()
            throw error
        }
        do {
            try await setViewport(viewport)
        } catch {
            await close()
            throw error
        }
    }

    /// Runs `body` with a browser started for it, and stops the browser whatever `body` does.
    public static func withBrowser<Result>(
        viewport: Viewport = .desktop, _ body: (HeadlessBrowser) async throws -> Result
    ) async throws -> Result {
        let browser = try await HeadlessBrowser(viewport: viewport)
        do {
            let result = try await body(browser)
            await browser.close()
            return result
        } catch {
            await browser.close()
            throw error
        }
    }

    /// Ends the session (Chromium quits) and chromedriver.
    public func close() async {
        _ = try? await client.send("DELETE", session)
        driver.stop()
    }

    /// Opens `url` (a `file://` page) and returns once it has loaded (its `load` event fired).
    public func open(_ url: URL) async throws {
        try await client.send("POST", "\(session)/url", body: ["url": .string(url.absoluteString)] as WebDriverJSON)
    }

    /// Chromium's switches: headless; no sandbox, which needs user namespaces that root and containers (CI's)
    /// do not give, and these pages are the tests' own; shared memory in /tmp, as a container's /dev/shm is
    /// small; no background networking and no name resolved but localhost's, as the pages are local files and a
    /// test reaches no other machine (`forge test --audit-inputs` checks). Console messages are logged for
    /// `consoleMessages()`; an alert stays open for `alertText()`.
    private static func capabilities(chromium: URL) -> WebDriverJSON {
        let arguments: [WebDriverJSON] = [
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run",
            "--disable-extensions", "--hide-scrollbars", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-pings",
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
        ]
        let options: WebDriverJSON = ["binary": .string(chromium.path), "args": .array(arguments)]
        return [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome", "goog:chromeOptions": options,
                    "goog:loggingPrefs": ["browser": "ALL"], "unhandledPromptBehavior": "ignore",
                ]
            ]
        ]
    }
}
