import Commands
import ForgeDiagnostics
import ForgeHasher
import ForgeManifest
import ForgeChangeImpact
import ForgeTestRun
import ForgeSupport
import Foundation

/// `forge test --audit-inputs`: runs each test target under `strace` and reports what it read or ran in the
/// repository that its hash does not cover, the one way a selective run can skip a test whose inputs changed.
extension SelectiveTestRun {
    /// Builds once, runs every test target (or the shard's) traced, and reports; exit 1 when anything is
    /// undeclared or a test failed.
    package func audit(_ options: Options, runner: any TracingTestRunner) -> ExitStatus {
        guard let problem = Self.auditUnavailable() else { return runAudit(options, runner: runner) }
        errors.report(problem)
        return .failure
    }

    /// Why the audit cannot run here, if it cannot.
    package static func auditUnavailable() -> Finding? {
        #if os(Linux)
        guard (try? Subprocess.run(["strace", "-V"]))?.status == 0 else {
            return Finding(
                "forge test --audit-inputs traces the tests with strace, which is not installed",
                help: "install it (Debian and Ubuntu: apt-get install strace) and run again")
        }
        guard !isTraced else {
            return Finding(
                "forge test --audit-inputs cannot trace the tests: forge is itself being traced (by a debugger or "
                    + "strace), and a process can have one tracer only",
                help: "run it outside the debugger or strace")
        }
        return nil
        #else
        return Finding(
            "forge test --audit-inputs traces the tests with strace, which runs on Linux only",
            help: "run the audit on a Linux machine or CI job")
        #endif
    }

    /// Whether this process has a tracer (`TracerPid` in `/proc/self/status`): ptrace does not nest, so strace
    /// cannot attach under a debugger or under an audit of forge's own tests.
    private static var isTraced: Bool {
        // /proc's files say they are empty; read them to their end rather than by their size.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/status") else { return false }
        let status = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("TracerPid:") }) else {
            return false
        }
        return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
    }

    private func runAudit(_ options: Options, runner: any TracingTestRunner) -> ExitStatus {
        let hashed: HashedTests
        switch hash(options) {
        case .hashed(let tests): hashed = tests
        case .stopped(let status): return status
        }
        var names = hashed.selected.map(\.name)
        if let shard = options.shard { names = self.targets(names, inShard: shard, folders: hashed.folders) }
        // The build `forge test` runs: the selected package of these targets, so no product a plain run lacks is
        // there for a test to find.
        let selection = TestPlan(
            targets: hashed.selected.filter { names.contains($0.name) }.map {
                TestPlan.Target(name: $0.name, hash: $0.hash)
            }
        ) { _ in false }
        guard prepareSelectedPackage(for: selection, hashed: hashed, runner: runner, bundle: nil) else {
            errors.line("forge test --audit-inputs: the tests did not build; nothing was audited")
            return .failure
        }
        var inputs = InputAudit(
            rootPath: root.standardizedFileURL.path, hashes: hashed.byName, programs: hashed.manifests.programs)
        inputs.uncacheable = hashed.uncacheable
        let report = AuditReport(
            targets: hashed.testTargets(names, rootPath: root.path).map {
                audit(target: $0, with: inputs, runner: runner)
            }, manifests: hashed.manifests)
        output.write(options.format == .json ? report.json() : report.text())
        return report.targets.allSatisfy { $0.isClean } ? .success : .failure
    }

    /// Runs `target` under strace and says what it used that its hash does not cover.
    private func audit(
        target: TestTarget, with inputs: InputAudit, runner: any TracingTestRunner
    ) -> AuditReport.Target {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let passed = runner.runTraced(target, into: folder.path)
        let trace = SystemCallTrace(folder: folder, prefix: "trace", directory: root.standardizedFileURL.path)
        return AuditReport.Target(
            name: target.name, passed: passed, traced: InputAudit.tracedTests(in: trace),
            undeclared: inputs.undeclared(for: target.name, in: trace))
    }

    /// The targets of `targets` that `shard` holds, balanced by test files as `forge test --shard` balances them
    /// where no duration is known (the audit reads no store).
    private func targets(
        _ targets: [String], inShard shard: TestShards.Selection, folders: [String: String]
    ) -> [String] {
        let weights = TestShards.weights(of: targets, paths: folders, root: root, durations: nil)
        let held = Set(TestShards(weights: weights, count: shard.count).shards[shard.index - 1])
        return targets.filter(held.contains)
    }
}
