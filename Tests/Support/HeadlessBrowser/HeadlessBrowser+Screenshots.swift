import Foundation
import ProcessRunner

/// The page's size on screen, and pictures of it.
extension HeadlessBrowser {
    /// `.build/<name>` of the checkout the tests run against: where screenshots are kept for a person to look at.
    public static func screenshotFolder(named name: String) -> URL {
        SourceTree.url(of: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/\(name)")
    }

    /// Shows the page in `viewport` (exactly that many CSS pixels, one device pixel each; a phone's applies the
    /// page's `<meta name="viewport">`), and returns once the page has redrawn.
    public func setViewport(_ viewport: Viewport) async throws {
        let metrics: WebDriverJSON = [
            "width": .integer(viewport.width), "height": .integer(viewport.height), "deviceScaleFactor": 1,
            "mobile": .bool(viewport.isMobile),
        ]
        let command: WebDriverJSON = ["cmd": "Emulation.setDeviceMetricsOverride", "params": metrics]
        try await client.send("POST", "\(session)/goog/cdp/execute", body: command)
        try await waitForFrames()
    }

    /// A PNG of what the viewport shows now.
    public func screenshot() async throws -> Data {
        let encoded = try await client.send("GET", "\(session)/screenshot", as: String.self)
        guard let png = Data(base64Encoded: encoded) else {
            throw HeadlessBrowserError.unreadableAnswer(command: "GET \(session)/screenshot", answer: encoded)
        }
        return png
    }

    /// Shows the page in `viewport` and saves what it shows as `<folder>/<name>-<width>x<height>.png`
    /// (the folder made when missing); the page stays in `viewport`.
    public func saveScreenshot(named name: String, at viewport: Viewport, in folder: URL) async throws -> URL {
        try await setViewport(viewport)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name)-\(viewport.name).png")
        try await screenshot().write(to: file, options: .atomic)
        return file
    }
}
