import ForgeDiagnostics
import ForgeResultStore
import ForgeTestSupport
import Foundation

@testable import ForgeTestRun

/// What one test run returned, or why it stopped, and the events it reported on the way.
struct EngineRun {
    let report: TestRunReport?
    let stop: TestRunStop?
    /// Every event but the programs' output, in order.
    let events: [TestRunEvent]
    /// What the programs the run started printed.
    let childOutput: String

    /// The outcome of a run or a plan, or of a bundle whose build failed.
    var outcome: TestOutcome? {
        switch report {
        case .planned(let outcome), .ran(let outcome), .bundle(.buildFailed(let outcome)): outcome
        case .bundle, nil: nil
        }
    }

    /// The bundle built, when the run built one.
    var bundle: BuiltBundle? {
        guard case .bundle(.built(let bundle)) = report else { return nil }
        return bundle
    }

    /// Every warning: those reported on the way and the outcome's.
    var warnings: [String] {
        events.compactMap { event in
            guard case .warning(let text) = event else { return nil }
            return text
        } + (outcome?.warnings ?? [])
    }

    /// The problems that stopped a step.
    var problems: [Finding] {
        events.compactMap { event in
            guard case .problem(let finding) = event else { return nil }
            return finding
        }
    }

    /// The snippets the build said do not compile.
    var failedSnippets: [String] {
        events.compactMap { event in
            guard case .snippetDoesNotCompile(let snippet) = event else { return nil }
            return snippet
        }
    }

    /// The configurations built from clean, because a file SwiftPM may not track changed.
    var cleanBuilds: [String] {
        events.compactMap { event in
            guard case .cleanBuild(let configuration) = event else { return nil }
            return configuration
        }
    }

    /// Whether the run resolved the package's dependencies first (no `Package.resolved`).
    var resolvedDependencies: Bool {
        events.contains { event in
            guard case .resolvingDependencies = event else { return false }
            return true
        }
    }

    /// The targets that ran (or would run), by name.
    var ran: [String] { outcome?.plan.run.map(\.name) ?? [] }
    var skipped: [String] { outcome?.plan.skipped.map(\.name) ?? [] }
    var failed: [String] { outcome?.failed ?? [] }
    var flaky: [String] { outcome?.flaky.map(\.target) ?? [] }
    /// The targets that are no tests the run built besides them (or would build).
    var built: [String] { outcome?.plan.builds.map(\.name) ?? [] }

    /// Whether the run ran, nothing failed and the build did not: what makes `forge test` exit 0.
    var passed: Bool {
        guard case .ran(let outcome) = report else { return false }
        return outcome.failed.isEmpty && !outcome.buildFailed
    }

    /// Why `target` runs (or would run); nil when it does not.
    func reasons(_ target: String) -> [String]? { outcome?.plan.run.first { $0.name == target }?.reasons }

    /// Why `target`, no test, builds (or would build); nil when it does not.
    func buildReasons(_ target: String) -> [String]? { outcome?.plan.builds.first { $0.name == target }?.reasons }

    /// Why `target` counts as failed; nil when it did not fail.
    func failure(_ target: String) -> String? { outcome?.failures[target] }
}

/// What a run reports, kept.
private final class EventLog {
    var events: [TestRunEvent] = []
    var output: [UInt8] = []

    func keep(_ event: TestRunEvent) {
        if case .childOutput(let bytes) = event { output += bytes } else { events.append(event) }
    }
}

extension SelectiveTestRun {
    /// Runs `body` with a run of the repository at `root` whose events are kept.
    static func recording(
        root: URL, _ body: (SelectiveTestRun) throws(TestRunStop) -> TestRunReport
    ) -> EngineRun {
        let log = EventLog()
        let run = SelectiveTestRun(root: root) { log.keep($0) }
        do throws(TestRunStop) {
            let report = try body(run)
            return EngineRun(
                report: report, stop: nil, events: log.events, childOutput: String(decoding: log.output, as: UTF8.self))
        } catch {
            return EngineRun(
                report: nil, stop: error, events: log.events, childOutput: String(decoding: log.output, as: UTF8.self))
        }
    }
}

extension TemporaryRepository {
    /// A run of the repository (or of its folder `path`) with `options`, the real `swift` and the store `options`
    /// name.
    func runTests(_ options: SelectiveTestRun.Options = .init(), in path: String? = nil) -> EngineRun {
        let root = path.map { self.root.appendingPathComponent($0) } ?? self.root
        return SelectiveTestRun.recording(root: root) { run throws(TestRunStop) in try run.run(options) }
    }

    /// `runTests` with the options `configure` sets.
    func runTests(in path: String? = nil, _ configure: (inout SelectiveTestRun.Options) -> Void) -> EngineRun {
        var options = SelectiveTestRun.Options()
        configure(&options)
        return runTests(options, in: path)
    }
}
