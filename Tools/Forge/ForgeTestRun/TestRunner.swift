import ForgeDiagnostics
import ForgeSupport
import ForgeSwiftPM
import Foundation

/// Builds the tests once and runs test targets, so each target's outcome is known.
package protocol TestRunner {
    /// Builds every target of the package, its test targets included: whether it succeeded, and its errors.
    func build() -> BuildResult
    /// Runs `targets` once: each one's verdict, by target name. A target that failed is never reported passed,
    /// whatever a second run of it does. `whole`: the package holds no other test target, so its tests run as
    /// `swift test` runs them, unfiltered (a test bundle with its own entry point cannot be filtered).
    func run(_ targets: [TestTarget], whole: Bool) -> [String: TestRunResult]
}

/// A runner that can also run a target under `strace`, for the input audit.
package protocol TracingTestRunner: TestRunner {
    /// Runs `target` with every process it starts traced: one file per process, `<folder>/trace.<pid>`.
    func runTraced(_ target: TestTarget, into folder: String) -> Bool
}

/// `swift build --build-tests`, then `swift test --skip-build` with a `--filter '^<Module>\.'` per target (the
/// module SwiftPM compiles the target as), with the arguments passed on; what they print goes to `events` as it
/// comes.
///
/// The targets run together in one `swift test` (Swift Testing runs their tests side by side, and each
/// `swift test` costs a second of its own). Each target's verdict comes from the xUnit reports: its failed
/// tests, or none of its tests run. When the run failed and the reports do not say which target failed (a test
/// crashed the process), each target whose verdict is unknown runs alone to pin the failure; one that passes
/// alone still does not pass, since the run that counts failed.
///
/// The tests run with `FORGE_SOURCE_ROOT` set to the repository they test: a test built elsewhere (from a
/// bundle) finds this checkout's files through it, where its `#filePath` names the building checkout's.
package struct SwiftTestRunner: TracingTestRunner {
    package let swift: [String]
    package let packagePath: String
    package let extraArguments: [String]
    /// The repository root the tests read, given to them as `FORGE_SOURCE_ROOT`.
    package var sourceRoot: String?
    /// Given to `swift build` before `extraArguments` (which can override them): the faster linker.
    package var buildArguments = Toolchain.fasterLinkerArguments()
    /// Where what `swift` prints goes as it comes, and where a build's failing snippet or a `swift` that cannot be
    /// started is reported.
    package let events: TestRunEvents

    package func build() -> BuildResult {
        let command =
            swift + ["build", "--package-path", packagePath, "--build-tests"] + buildArguments
            + TestArguments(extraArguments).build
        let (code, output) = echoingStatus(TestProcessEnvironment.build() + command)
        guard code != 0 else { return BuildResult(succeeded: true) }
        let text = String(decoding: output, as: UTF8.self)
        if let snippet = Self.failedSnippet(in: text) {
            events(.snippetDoesNotCompile(snippet))
        }
        return BuildResult(succeeded: false, errors: BuildResult.errorLines(in: text))
    }

    /// The first snippet (`Snippets/...swift`) a build's output has an error in, by its path from the package.
    static func failedSnippet(in output: String) -> String? {
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            guard let start = line.range(of: "/Snippets/") else { continue }
            let path = line[line.index(after: start.lowerBound)...].prefix { $0 != ":" }
            if path.hasSuffix(".swift") { return String(path) }
        }
        return nil
    }

    /// Targets whose tests read different variables run apart, each group seeing only its own: a test never sees
    /// a variable its hash does not cover.
    package func run(_ targets: [TestTarget], whole: Bool) -> [String: TestRunResult] {
        var groups: [[String]: [TestTarget]] = [:]
        for target in targets { groups[target.variables, default: []].append(target) }
        guard groups.count > 1 else { return runTogether(targets, whole: whole) }
        var results: [String: TestRunResult] = [:]
        for variables in groups.keys.sorted(by: { $0.joined(separator: "\u{0}") < $1.joined(separator: "\u{0}") }) {
            results.merge(runTogether(groups[variables] ?? [], whole: false)) { $1 }
        }
        return results
    }

    /// Runs `targets`, which read the same variables, in one `swift test`.
    private func runTogether(_ targets: [TestTarget], whole: Bool) -> [String: TestRunResult] {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("forge-xunit-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: reports) }
        let together = reports.appendingPathComponent("all.xml")
        let (code, output) = echoingStatus(
            test(whole ? [] : targets, xunit: together, variables: targets.first?.variables ?? []))
        if code != 0, !whole, targets.count > 1, Self.bundleArgumentTooLong(in: output) {
            return runInHalves(targets, firstRun: code, output: output, xunit: together)
        }
        var results = Self.verdicts(
            of: targets, passed: code == 0,
            run: RunReports(
                modules: XUnitReport.results(of: together),
                // `swift test` writes XCTest's report only with --parallel; without it, XCTest's lines say it.
                hasXCTestReport: FileManager.default.fileExists(atPath: together.path),
                output: TestRunOutput(String(decoding: output, as: UTF8.self))))
        results.merge(compiledWithoutTests(targets.filter { results[$0.name]?.verdict == .ranNoTests })) { $1 }
        if TestArguments(extraArguments).selectsTests {
            // `--filter` or `--skip` left this target's tests out: a pass of the narrowed run, as `swift test` says.
            for (name, result) in results where result.verdict == .ranNoTests {
                results[name] = TestRunResult(.passed, seconds: result.seconds)
            }
        }
        if let asked = TestArguments(extraArguments).xunitOutput {
            try? FileManager.default.removeItem(atPath: asked)
            try? FileManager.default.copyItem(atPath: together.path, toPath: asked)
        }
        // Where the run's failure is pinned on a target, the others did not fail in it, so a run alone is their
        // first verdict; where it is not, a pass alone cannot undo a failure that may have been theirs.
        let pinned = results.values.contains { $0.verdict == .failed }
        for target in targets where results[target.name] == nil {
            let report = reports.appendingPathComponent("\(target.module).xml")
            let alone = status(test([target], xunit: report)) == 0
            let seconds = XUnitReport.results(of: report)?[target.module]?.seconds ?? 0
            results[target.name] = TestRunResult(
                alone ? (pinned ? .passed : .passedOnlyAlone) : .failed, seconds: seconds)
        }
        return results
    }

    /// Whether `swift test` could not start the XCTest bundle because the filtered tests' names, which SwiftPM
    /// hands it as one comma-separated argument, are longer than one argument may be (128 KiB on Linux): then
    /// none of the XCTest tests ran, and the run's failure is no test's.
    static func bundleArgumentTooLong(in output: [UInt8]) -> Bool {
        String(decoding: output, as: UTF8.self).contains("posix_spawn error: Argument list too long")
    }

    /// `targets` in two runs of half as many (each halved again while still too long), after a run of them all
    /// whose XCTest bundle could not start (swift-nio's 15 targets name 2,225 XCTest tests, 160 KB): each
    /// half's verdicts count as the run's. A failure the first run pinned (its Swift Testing tests ran) stays. A
    /// `--xunit-output` asked for after `--` then holds the last half's report.
    private func runInHalves(
        _ targets: [TestTarget], firstRun code: Int32, output: [UInt8], xunit: URL
    ) -> [String: TestRunResult] {
        let first = Self.verdicts(
            of: targets, passed: false,
            run: RunReports(
                modules: XUnitReport.results(of: xunit), hasXCTestReport: false,
                output: TestRunOutput(String(decoding: output, as: UTF8.self))))
        let half = targets.count / 2
        var results = runTogether(Array(targets[..<half]), whole: false)
        results.merge(runTogether(Array(targets[half...]), whole: false)) { $1 }
        for (name, result) in first where result.verdict == .failed { results[name] = result }
        return results
    }

    /// What a run left to read: the xUnit reports and the console output.
    package struct RunReports {
        var modules: [String: XUnitReport.ModuleResult]?
        var hasXCTestReport = true
        var output = TestRunOutput("")
    }

    /// Each target's verdict in one run of them all that `passed` or not, from what the `run` left; a target is
    /// left out when the run failed and nothing says whether it did.
    package static func verdicts(of targets: [TestTarget], passed: Bool, run: RunReports) -> [String: TestRunResult] {
        // A run that passed is `swift test`'s pass whatever its output shows (a test of a test library prints
        // failure lines of its own); a failed one is pinned on the targets its reports and lines name.
        let failedInOutput = passed ? [] : run.output.failedTargets(among: targets)
        let failures =
            passed
            ? [] : targets.filter { (run.modules?[$0.module]?.failed ?? 0) > 0 || failedInOutput.contains($0.name) }
        // A failed run whose failures are pinned on targets, and that ran to its end, proves the others passed.
        let finished = run.hasXCTestReport || run.output.xctestFinished
        let othersPassed = passed || (!failures.isEmpty && finished)
        var results: [String: TestRunResult] = [:]
        for target in targets {
            let result = run.modules?[target.module] ?? XUnitReport.ModuleResult()
            if failures.contains(target) {
                results[target.name] = TestRunResult(.failed, seconds: result.seconds)
            } else if othersPassed {
                // Counted only where a report counts every test: XCTest's needs --parallel.
                let ranNone = result.executed == 0 && target.hasTests && run.hasXCTestReport
                results[target.name] = TestRunResult(ranNone ? .ranNoTests : .passed, seconds: result.seconds)
            }
        }
        return results
    }

    /// Those of `targets` (which ran none of their tests) whose built tests hold none on this platform (every
    /// test of theirs compiled out, as by `#if os(macOS)`): nothing to run, as under `swift test`, so a pass.
    private func compiledWithoutTests(_ targets: [TestTarget]) -> [String: TestRunResult] {
        guard !targets.isEmpty,
            let listing = try? Subprocess.run(
                TestProcessEnvironment.build() + swift
                    + ["test", "list", "--package-path", packagePath, "--skip-build"]
                    + TestArguments(extraArguments).build),
            listing.status == 0
        else { return [:] }
        let modules = Set(
            String(decoding: listing.output, as: UTF8.self).split(separator: "\n").compactMap {
                $0.split(separator: ".").first.map(String.init)
            })
        return Dictionary(
            targets.filter { !modules.contains($0.module) }.map { ($0.name, TestRunResult(.passed)) },
            uniquingKeysWith: { first, _ in first })
    }

    package func runTraced(_ target: TestTarget, into folder: String) -> Bool {
        let strace = [
            "strace", "-ff", "-qq", "-s", "4096", "--decode-fds=socket", "-e",
            "trace=execve,chdir,open,openat,clone,clone3,fork,vfork,access,faccessat,faccessat2,stat,lstat,newfstatat,statx,connect,sendto,sendmsg,sendmmsg",
            "-e", "signal=none", "-o", folder + "/trace",
        ]
        return status(strace + test([target])) == 0
    }

    /// The variable that tells tests which checkout they read.
    package static let sourceRootVariable = "FORGE_SOURCE_ROOT"

    /// `swift test` of `targets` (which read the same variables) in the tests' environment
    /// (`TestProcessEnvironment`), with an xUnit report at `xunit` when given.
    /// `variables` (`NAME=VALUE`) are what the run's targets read; by default the first target's.
    package func test(_ targets: [TestTarget], xunit: URL? = nil, variables: [String]? = nil) -> [String] {
        let root = sourceRoot.map { ["\(Self.sourceRootVariable)=\($0)"] } ?? []
        let environment = TestProcessEnvironment.test(
            adding: root + (variables ?? targets.first?.variables ?? []))
        var command = environment + swift + ["test", "--package-path", packagePath, "--skip-build"]
        for target in targets { command += ["--filter", "^" + target.module + "\\."] }
        // forge's report last, so that it is the one written whatever the arguments say (and copied where they say).
        return command + extraArguments + (xunit.map { ["--xunit-output", $0.path] } ?? [])
    }

    /// `command`'s exit status and output, which goes to `events` as it comes; 127 (reported) when it cannot
    /// start.
    private func echoingStatus(_ command: [String]) -> (Int32, [UInt8]) {
        do {
            return try Subprocess.runStreamingOutput(command) { events(.childOutput($0)) }
        } catch {
            events(
                .problem(
                    Finding(
                        "cannot run \(command[0]): \(error.reason)",
                        help: "put the Swift toolchain on PATH, or set SWIFT to the swift executable")))
            return (127, [])
        }
    }

    private func status(_ command: [String]) -> Int32 { echoingStatus(command).0 }
}
