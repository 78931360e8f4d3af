import ForgeManifest
import ForgeResultStore
import ForgeTestSupport
import Foundation
import HeadlessBrowser
import OffThePool
import Testing

@testable import ForgeGraphPage

/// `forge graph --format html` opened in headless Chromium, checked through the DOM after the script ran: on the
/// small fixture (a hostile card, a change, a store) and on the benchmarks' 1,007-module repository. Each test
/// starts its own browser; one at a time.
@Suite(
    .serialized, .offThePool,
    .enabled(if: BrowserInstallation.found.isComplete, Comment(rawValue: BrowserInstallation.found.missing)))
struct GraphPageBrowserTests {
    /// Every module and test target the manifests of `root` declare.
    static func declaredTargets(of root: URL) throws -> Set<String> {
        let loaded = ManifestLoader(root: root).load()
        let manifests = try #require(loaded.manifests, "\(loaded.diagnostics.map(\.description))")
        return Set(manifests.modules.flatMap(\.allTargets).map(\.targetName))
    }

    /// The routes forge's graph engine lists between `start` and `goal`, as the page writes them (`A>B>C`), and
    /// how many more it counts (the page's `data-more`: a number, `uncounted`, or nil when all are listed).
    static func engineRoutes(
        of root: URL, from start: String, to goal: String
    ) throws -> (
        listed: [String], more: String?
    ) {
        let document = try GraphPageBuilder(root: root).document(GraphPageBuilder.Request()).document
        let found = document.graph.routes(from: start, to: goal)
        let more = found.total.map { $0 > found.routes.count ? String($0 - found.routes.count) : nil } ?? "uncounted"
        return (found.routes.map { $0.joined(separator: ">") }, more)
    }

    @Test func everyModuleAndTestTargetIsANodeAndNothingIsLogged() async throws {
        let fixture = try GraphPageFixture()
        let page = try GraphPageInBrowser.writePage(of: fixture.repository.root)
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            let nodes = try await browser.nodeNames()
            #expect(nodes.count == Set(nodes).count)
            #expect(Set(nodes) == (try Self.declaredTargets(of: fixture.repository.root)))
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func theDrawingKeepsFittingTheCanvasWhenTheWindowNarrowsUntilAPersonZooms() async throws {
        let fixture = try GraphPageFixture()
        let page = try GraphPageInBrowser.writePage(of: fixture.repository.root)
        let fits = """
            const canvas = document.getElementById("canvas"), drawing = document.getElementById("graph");
            return drawing.getBoundingClientRect().width <= canvas.clientWidth + 1;
            """
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            try await browser.setViewport(.desktop)
            try await browser.setViewport(.phone)
            #expect(try await browser.evaluate(fits, as: Bool.self), "opened wide, then narrowed: the drawing fits")
            try await browser.run(#"document.getElementById("zoom-in").click();"#)
            try await browser.setViewport(.desktop)
            try await browser.setViewport(.phone)
            let zoomed = try await browser.evaluate(
                #"return document.getElementById("graph").getAttribute("width");"#, as: String.self)
            try await browser.run(#"document.getElementById("zoom-fit").click();"#)
            let fitted = try await browser.evaluate(
                #"return document.getElementById("graph").getAttribute("width");"#, as: String.self)
            #expect(Int(zoomed) ?? 0 > Int(fitted) ?? 0, "a zoom a person chose is kept when the window changes")
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func searchingSelectsAndTheKeyboardMovesAndSelects() async throws {
        let fixture = try GraphPageFixture()
        let page = try GraphPageInBrowser.writePage(of: fixture.repository.root)
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            try await browser.press(.character("/"))
            #expect(try await browser.evaluate("return document.activeElement.id;", as: String.self) == "search")
            try await browser.type("search")
            #expect(try await browser.nodeNames(".match") == ["SearchDomain", "SearchDomainTests"])
            try await browser.press(.enter)
            #expect(try await browser.shownModule() == "SearchDomain")
            #expect(try await browser.nodeNames(".selected") == ["SearchDomain"])
            #expect(try await browser.focusedModule() == "SearchDomain")
            try await browser.press(.arrowDown)
            let next = try #require(try await browser.focusedModule())
            #expect(next == "SearchDomainTests", "the arrows move among the matches")
            try await browser.press(.enter)
            #expect(try await browser.shownModule() == next)
            let focus =
                "const e = document.activeElement; return e.tagName + ' ' + (e.getAttribute('data-module') || e.id);"
            let beforeTab = try await browser.evaluate(focus, as: String.self)
            try await browser.press(.tab)
            let afterTab = try await browser.evaluate(focus, as: String.self)
            #expect(afterTab != beforeTab && !afterTab.hasPrefix("BODY"), "Tab moves the focus on: \(afterTab)")
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func aPathListsTheRoutesForgesGraphEngineComputes() async throws {
        let fixture = try GraphPageFixture()
        let root = fixture.repository.root
        let page = try GraphPageInBrowser.writePage(of: root)
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            try await browser.askRoutes(from: "App", to: "Core")
            let expected = try Self.engineRoutes(of: root, from: "App", to: "Core")
            #expect(expected.listed == ["App>Core", "App>SearchDomain>Core"] && expected.more == nil)
            #expect(try await browser.listedRoutes() == expected.listed)
            try await browser.openGraphPage(page, fragment: "path=SearchDomainTests..Core")
            let fromTests = try Self.engineRoutes(of: root, from: "SearchDomainTests", to: "Core")
            #expect(try await browser.listedRoutes() == fromTests.listed)
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func withABaseTheHighlightedNodesAreWhatForgeAffectedSays() async throws {
        let fixture = try GraphPageFixture()
        let root = fixture.repository.root
        let affected = try GraphInBrowserJSON.affected(root: root, base: "HEAD")
        let page = try GraphPageInBrowser.writePage(of: root, ["--base", "HEAD"])
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            #expect(Set(try await browser.nodeNames(".affected")) == Set(affected.modules + affected.tests))
            #expect(!affected.modules.isEmpty)
            #expect(try await browser.elements("#change").count == 1)
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func withAStoreTheStatusesAreWhatForgeTestDryRunSays() async throws {
        let fixture = try GraphPageFixture()
        let root = fixture.repository.root
        let hashes = try GraphInBrowserJSON.testHashes(root: root)
        let store = FolderTestResultStore(folder: root.appendingPathComponent("results"))
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        #expect(store.record(.passed, of: "CoreTests", hash: try #require(hashes["CoreTests"])) == nil)
        #expect(store.record(.failed, of: "CoreTests", hash: try #require(hashes["CoreTests"])) == nil)
        #expect(store.record(.failed, of: "SearchDomainTests", hash: try #require(hashes["SearchDomainTests"])) == nil)
        let dryRun = try GraphInBrowserJSON.dryRun(root: root, store: "results")
        let page = try GraphPageInBrowser.writePage(of: root, ["--store", "results"])
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            #expect(try await browser.nodeNames("[data-status=\"passed\"]") == dryRun.skipped)
            #expect(Set(try await browser.nodeNames("[data-status]:not([data-status=\"passed\"])")) == Set(dryRun.run))
            #expect(try await browser.nodeNames("[data-status=\"failed\"]") == ["SearchDomainTests"])
            #expect(try await browser.nodeNames("[data-flaky=\"true\"]") == dryRun.flaky.map(\.target))
            #expect(dryRun.skipped == ["CoreTests"] && dryRun.flaky.map(\.target) == ["CoreTests"])
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func aCardHoldingAScriptOrAnOnerrorRunsNothingAndShowsItsText() async throws {
        let fixture = try GraphPageFixture()
        let page = try GraphPageInBrowser.writePage(of: fixture.repository.root)
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page, fragment: "module=Core")
            #expect(try await browser.shownModule() == "Core")
            // An image that fails to load fires its error event soon after: give it the time.
            try await Task.sleep(for: .milliseconds(300))
            try await browser.waitForFrames()
            #expect(try await browser.alertText() == nil)
            let card = try await browser.text(of: browser.element("#details [data-part=\"card\"]"))
            #expect(card.contains("<script>alert(1)</script>"))
            #expect(card.contains("<img src=x onerror=alert(2)>"))
            #expect(try await browser.elements("#details script, #details img, #graph script, #graph img").isEmpty)
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }

    @Test func theSyntheticRepositorysThousandModulesAreDrawnSearchedRoutedAndHighlighted() async throws {
        let root = try SyntheticRepository.root()
        let page = try GraphPageInBrowser.writePage(of: root, ["--base", "HEAD"])
        let affected = try GraphInBrowserJSON.affected(root: root, base: "HEAD")
        let declared = try Self.declaredTargets(of: root)
        let routes = try Self.engineRoutes(of: root, from: "SyntheticApp", to: "DependencyInjection")
        try await HeadlessBrowser.withBrowser { browser in
            try await browser.openGraphPage(page)
            let nodes = try await browser.nodeNames()
            #expect(nodes.count == 1_513 && Set(nodes) == declared)
            #expect(Set(try await browser.nodeNames(".affected")) == Set(affected.modules + affected.tests))
            #expect(affected.modules.count > 500, "a change in Common reaches half the graph")
            _ = try await browser.saveGraphPageScreenshots(named: "synthetic-1007-modules")
            try await browser.press(.character("/"))
            try await browser.type("Feature042Domain")
            try await browser.press(.enter)
            #expect(try await browser.shownModule() == "Feature042Domain")
            _ = try await browser.saveGraphPageScreenshots(named: "synthetic-1007-modules-selected")
            try await browser.openGraphPage(page, fragment: "path=SyntheticApp..DependencyInjection")
            #expect(try await browser.listedRoutes() == routes.listed)
            #expect(routes.listed.count == GraphPage.routeLimit && routes.more != nil)
            let more = try await browser.attribute("data-more", of: browser.element("#routes"))
            #expect(more == routes.more)
            #expect(try await browser.consoleErrors().isEmpty)
        }
    }
}
