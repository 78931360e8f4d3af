import Foundation
import HeadlessBrowser
import ProcessRunner
import Testing

/// `forge graph --format html` as a person runs it (the built forge), and what the page shows once its script ran,
/// read from the DOM in headless Chromium.
enum GraphPageInBrowser {
    /// Where the browser tests leave their screenshots for a person to look at.
    static let screenshots = HeadlessBrowser.screenshotFolder(named: "graph-page-screenshots")

    /// Runs `forge <arguments>` in `root` and returns what it printed; a failure is the test's.
    @discardableResult
    static func forge(_ arguments: [String], in root: URL) throws -> String {
        let result = try BuiltProducts.run("forge", arguments, in: root)
        try #require(result.status == 0, "forge \(arguments.joined(separator: " ")): \(result.errors)")
        return result.output
    }

    /// Writes the page of the repository at `root` with `options` (`--base`, `--store`) and returns its file.
    static func writePage(of root: URL, _ options: [String] = []) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graph-page-\(UUID().uuidString).html")
        try forge(["graph", "--format", "html", "--output", file.path] + options, in: root)
        return file
    }

}

/// What forge's other commands print, read as the page is compared with them.
enum GraphInBrowserJSON {
    /// `forge affected --json`'s modules and test targets.
    struct Affected: Decodable {
        let modules: [String]
        let tests: [String]
    }

    /// `forge test --dry-run --format json`'s plan: what would run, what passed with these inputs, the flaky.
    struct DryRun: Decodable {
        struct Flaky: Decodable { let target: String }
        let run: [String]
        let skipped: [String]
        let flaky: [Flaky]
    }

    private struct Hashes: Decodable {
        struct Target: Decodable {
            let name: String
            let hash: String
        }
        let targets: [Target]
    }

    static func affected(root: URL, base: String) throws -> Affected {
        try decode(Affected.self, ["affected", "--base", base, "--json"], in: root)
    }

    static func dryRun(root: URL, store: String) throws -> DryRun {
        try decode(DryRun.self, ["test", "--dry-run", "--format", "json", "--store", store], in: root)
    }

    /// Each test target's content hash (`forge hash --tests --format json`).
    static func testHashes(root: URL) throws -> [String: String] {
        let hashes = try decode(Hashes.self, ["hash", "--tests", "--format", "json"], in: root)
        return Dictionary(hashes.targets.map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
    }

    private static func decode<Value: Decodable>(
        _ type: Value.Type, _ arguments: [String], in root: URL
    ) throws
        -> Value
    {
        try JSONDecoder().decode(Value.self, from: Data(GraphPageInBrowser.forge(arguments, in: root).utf8))
    }
}

extension HeadlessBrowser {
    /// Opens the page (at `fragment`, e.g. `module=Core`) and waits until its first draw is done.
    func openGraphPage(_ file: URL, fragment: String? = nil) async throws {
        var components = URLComponents(url: file, resolvingAgainstBaseURL: false)
        components?.fragment = fragment
        try await open(components?.url ?? file)
        try await waitUntil("document.documentElement.dataset.ready === 'true'", seconds: 60)
    }

    /// The `data-module` of every node matching `.node<selector>` in the drawing, in document order.
    func nodeNames(_ selector: String = "") async throws -> [String] {
        try await evaluate(
            "return Array.from(document.querySelectorAll('#graph .node' + arguments[0]), (node) => node.dataset.module);",
            arguments: [selector], as: [String].self)
    }

    /// The module the details panel shows, or nil when none is selected.
    func shownModule() async throws -> String? {
        try await evaluate("return document.getElementById('details').getAttribute('data-module');", as: String?.self)
    }

    /// The module whose node has the focus, or nil.
    func focusedModule() async throws -> String? {
        try await evaluate(
            "const node = document.activeElement.closest('.node'); return node ? node.dataset.module : null;",
            as: String?.self)
    }

    /// The routes the page lists (`A>B>C` each), in order.
    func listedRoutes() async throws -> [String] {
        try await evaluate(
            "return Array.from(document.querySelectorAll('#routes li[data-route]'), (item) => item.dataset.route);",
            as: [String].self)
    }

    /// Shows the routes between `start` and `goal` as a person asks: typed in the path finder, then Enter.
    func askRoutes(from start: String, to goal: String) async throws {
        try await sendKeys(start.map(Key.character), to: element("#path-from"))
        try await sendKeys(goal.map(Key.character) + [.enter], to: element("#path-to"))
    }

    /// Saves the page at 1280x800 and at a phone's width as `<name>-<size>.png`, then returns to 1280x800.
    func saveGraphPageScreenshots(named name: String) async throws -> [URL] {
        var files: [URL] = []
        for viewport in [Viewport.desktop, .phone] {
            files.append(try await saveScreenshot(named: name, at: viewport, in: GraphPageInBrowser.screenshots))
        }
        try await setViewport(.desktop)
        return files
    }
}
