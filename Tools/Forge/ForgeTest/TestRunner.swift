import ForgeDiagnostics
import ForgeSupport
import ForgeSwiftPM
import Foundation

/// Builds the tests once and runs test targets, so each target's outcome is known.
protocol TestRunner {
    /// Builds every test target; false when the build failed.
    func build() -> Bool
    /// Runs the test target `target`; true when its tests passed.
    func run(_ target: String) -> Bool
    /// Runs `targets`: whether each passed, and how long its tests took in seconds.
    func run(_ targets: [String]) -> [String: TestRunResult]
}

/// One test target's outcome.
struct TestRunResult: Equatable {
    let passed: Bool
    let seconds: Double
}

extension TestRunner {
    /// One target after the other, each timed.
    func run(_ targets: [String]) -> [String: TestRunResult] {
        var results: [String: TestRunResult] = [:]
        for target in targets {
            let start = ContinuousClock.now
            let passed = run(target)
            results[target] = TestRunResult(passed: passed, seconds: Self.seconds(since: start))
        }
        return results
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// A runner that can also run a target under `strace`, for `forge test --audit-inputs`.
protocol TracingTestRunner: TestRunner {
    /// Runs `target` with every process it starts traced: one file per process, `<folder>/trace.<pid>`.
    func runTraced(_ target: String, into folder: String) -> Bool
}

/// `swift build --build-tests`, then `swift test --skip-build` with a `--filter '^<Target>\.'` per target, with
/// the arguments given after `--`; what they print goes to standard error.
///
/// The targets run together in one `swift test` (Swift Testing runs their tests side by side, and each
/// `swift test` costs a second of its own); when that fails, each runs alone, so that the failure is the
/// target's whose run fails. A target's seconds come from the xUnit reports (`XUnitReport`).
///
/// The tests run with `FORGE_SOURCE_ROOT` set to the repository they test: a test built elsewhere (from a
/// bundle) finds this checkout's files through it, where its `#filePath` names the building checkout's.
struct SwiftTestRunner: TracingTestRunner {
    let swift: [String]
    let packagePath: String
    let extraArguments: [String]
    /// The repository root the tests read, given to them as `FORGE_SOURCE_ROOT`.
    var sourceRoot: String?
    /// Given to `swift build` before `extraArguments` (which can override them): the faster linker.
    var buildArguments = Toolchain.fasterLinkerArguments()
    /// Where a `swift` that cannot be started is reported.
    let errors: any TextOutput

    func build() -> Bool {
        status(swift + ["build", "--package-path", packagePath, "--build-tests"] + buildArguments + extraArguments) == 0
    }

    func run(_ target: String) -> Bool {
        status(test([target])) == 0
    }

    func run(_ targets: [String]) -> [String: TestRunResult] {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("forge-xunit-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: reports) }
        let together = reports.appendingPathComponent("all.xml")
        if status(test(targets, xunit: together)) == 0 {
            let seconds = XUnitReport.seconds(byTarget: together)
            return Dictionary(
                uniqueKeysWithValues: targets.map { ($0, TestRunResult(passed: true, seconds: seconds[$0] ?? 0)) })
        }
        var results: [String: TestRunResult] = [:]
        for target in targets {
            let report = reports.appendingPathComponent("\(target).xml")
            let passed = status(test([target], xunit: report)) == 0
            results[target] = TestRunResult(passed: passed, seconds: XUnitReport.seconds(byTarget: report)[target] ?? 0)
        }
        return results
    }

    func runTraced(_ target: String, into folder: String) -> Bool {
        let strace = [
            "strace", "-ff", "-qq", "-s", "4096", "-e", "trace=execve,chdir,open,openat,clone,clone3,fork,vfork",
            "-e", "signal=none", "-o", folder + "/trace",
        ]
        return status(strace + test([target])) == 0
    }

    /// The variable that tells tests which checkout they read.
    static let sourceRootVariable = "FORGE_SOURCE_ROOT"

    /// `swift test` of `targets`, with an xUnit report at `xunit` when given.
    func test(_ targets: [String], xunit: URL? = nil) -> [String] {
        let environment = sourceRoot.map { ["env", "\(Self.sourceRootVariable)=\($0)"] } ?? []
        var command = environment + swift + ["test", "--package-path", packagePath, "--skip-build"]
        for target in targets { command += ["--filter", "^" + target + "\\."] }
        if let xunit { command += ["--xunit-output", xunit.path] }
        return command + extraArguments
    }

    private func status(_ command: [String]) -> Int32 {
        do {
            return try Subprocess.runShowingOutput(command)
        } catch {
            errors.report(
                Finding(
                    "cannot run \(command[0]): \(error.reason)",
                    help: "put the Swift toolchain on PATH, or set SWIFT to the swift executable"))
            return 127
        }
    }
}
