import ForgeGraphPage
import ForgeManifest
import ForgeTestSupport
import Foundation
import HeadlessBrowser
import OffThePool
import ProcessRunner
import Testing

/// This repository's own module graph as `forge graph --format html` writes it, opened in headless Chromium: every
/// module and test target drawn, searching selects, a path lists forge's routes, nothing logged; screenshots under
/// `.build/graph-page-screenshots/` for a person to look at. (Here rather than with ForgeGraphPage's tests, since
/// the page reads the whole repository, which this target's hash covers.)
@Suite(
    .offThePool,
    .enabled(if: BrowserInstallation.found.isComplete, Comment(rawValue: BrowserInstallation.found.missing)))
struct GraphPageOfThisRepositoryTests {
    @Test func thePageDrawsEveryTargetSearchesAndListsForgesRoutes() async throws {
        let root = Fixtures.repositoryRoot
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("graph-page-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let written = try BuiltProducts.run("forge", ["graph", "--format", "html", "--output", page.path], in: root)
        try #require(written.status == 0, "\(written.errors)")
        let loaded = ManifestLoader(root: root).load()
        let manifests = try #require(loaded.manifests, "\(loaded.diagnostics.map(\.description))")
        let declared = Set(manifests.modules.flatMap(\.allTargets).map(\.targetName))
        let document = try GraphPageBuilder(root: root).document(GraphPageBuilder.Request()).document
        let routes = document.graph.routes(from: "Movieland", to: "Common").routes.map { $0.joined(separator: ">") }
        let folder = HeadlessBrowser.screenshotFolder(named: "graph-page-screenshots")
        try await HeadlessBrowser.withBrowser { browser in
            try await Self.open(page, in: browser)
            let nodes = try await browser.evaluate(
                "return Array.from(document.querySelectorAll('#graph .node'), (node) => node.dataset.module);",
                as: [String].self)
            #expect(nodes.count == declared.count && Set(nodes) == declared)
            for viewport in [Viewport.desktop, .phone] {
                _ = try await browser.saveScreenshot(named: "movieland", at: viewport, in: folder)
            }
            try await browser.setViewport(.desktop)
            try await browser.press(.character("/"))
            try await browser.type("WatchlistDomain")
            try await browser.press(.enter)
            let shown = "return document.getElementById('details').getAttribute('data-module');"
            #expect(try await browser.evaluate(shown, as: String?.self) == "WatchlistDomain")
            for viewport in [Viewport.desktop, .phone] {
                _ = try await browser.saveScreenshot(named: "movieland-selected", at: viewport, in: folder)
            }
            try await Self.open(page, fragment: "path=Movieland..Common", in: browser)
            let listed = try await browser.evaluate(
                "return Array.from(document.querySelectorAll('#routes li[data-route]'), (item) => item.dataset.route);",
                as: [String].self)
            #expect(!routes.isEmpty && listed == routes)
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    /// Opens the page (at `fragment`) and waits for its first draw.
    private static func open(_ page: URL, fragment: String? = nil, in browser: HeadlessBrowser) async throws {
        var components = URLComponents(url: page, resolvingAgainstBaseURL: false)
        components?.fragment = fragment
        try await browser.open(components?.url ?? page)
        try await browser.waitUntil("document.documentElement.dataset.ready === 'true'", seconds: 60)
    }
}
